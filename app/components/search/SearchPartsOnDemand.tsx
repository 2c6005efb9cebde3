import { onDemand } from "~/components/on-demand";
import type * as Parts from "./SearchParts";
import * as renderedOnServer from "./SearchParts.server";

/*
 * The search page's filters, results and JSON-LD with their code in a chunk of its own
 * (they were 18 kB gzip of the page's first JavaScript, over the 100 kB target).
 * The server renders them in full (onDemand); the cards and the pager are links, the Save and
 * Compare buttons plain form posts, and until the filters hydrate the page sends their form
 * itself (useSearchBeforeFilters), so everything works before the chunk has loaded.
 *
 * A search's new data waits for them (loadSearchParts in the route's clientLoader): a part
 * still keeping the server's HTML cannot take new props.
 */

// Undefined in the browser, where the .server module is empty.
const server: Partial<typeof Parts> = renderedOnServer;

// One chunk for the three: one request, and no chunk that reaches React without the router
// (esbuild would split React from the router's shared chunk for it, 0.3 kB gzip on every page).
export const loadSearchParts = () => import("./SearchParts");

export const SearchSidebarOnDemand = onDemand(server.SearchSidebar, () =>
  loadSearchParts().then((parts) => parts.SearchSidebar),
);
export const SearchResultsOnDemand = onDemand(server.SearchResults, () =>
  loadSearchParts().then((parts) => parts.SearchResults),
);
export const SearchJsonLdOnDemand = onDemand(server.SearchJsonLd, () =>
  loadSearchParts().then((parts) => parts.SearchJsonLd),
);

/** The three parts hydrated: what a search's new data waits for while they are on screen. */
export const searchPartsHydrated = () =>
  Promise.all([SearchSidebarOnDemand.hydrated, SearchResultsOnDemand.hydrated, SearchJsonLdOnDemand.hydrated]);
