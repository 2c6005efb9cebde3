import { onDemand } from "~/components/on-demand";
import type * as Parts from "./SearchParts.server";
import * as renderedOnServer from "./SearchParts.server";

/*
 * The search page's filters, results and JSON-LD with their code in chunks of their own
 * (issue 16: they were 18 kB gzip of the page's first JavaScript, over the 100 kB target).
 * The server renders them in full (onDemand); the cards and the pager are links, the Save and
 * Compare buttons plain form posts, and until the filters hydrate the page sends their form
 * itself (useSearchBeforeFilters), so everything works before the chunks have loaded.
 *
 * A search's new data waits for them (loadSearchParts in the route's clientLoader): a part
 * still keeping the server's HTML cannot take new props.
 */

// Undefined in the browser, where the .server module is empty.
const server: Partial<typeof Parts> = renderedOnServer;

const loadSidebar = () => import("./SearchSidebar").then((loaded) => loaded.SearchSidebar);
const loadResults = () => import("./SearchResults").then((loaded) => loaded.SearchResults);
const loadJsonLd = () => import("./SearchJsonLd").then((loaded) => loaded.SearchJsonLd);

export const SearchSidebarOnDemand = onDemand(server.SearchSidebar, loadSidebar);
export const SearchResultsOnDemand = onDemand(server.SearchResults, loadResults);
export const SearchJsonLdOnDemand = onDemand(server.SearchJsonLd, loadJsonLd);

/** Resolves once every part's code is in the browser. */
export function loadSearchParts(): Promise<unknown> {
  return Promise.all([loadSidebar(), loadResults(), loadJsonLd()]);
}
