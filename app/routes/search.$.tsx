import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CarGrid } from "~/components/car/CarGrid";
import { Pagination } from "~/components/search/Pagination";
import { ResultSummary } from "~/components/search/ResultSummary";
import { SearchFilters } from "~/components/search/SearchFilters";
import * as styles from "~/styles/search-page.css";
import { getDatabase } from "~/db/client.server";
import { itemListJsonLd, serializeJsonLd } from "~/models/search/jsonld";
import { describeLanding, parseLandingPath } from "~/models/search/landing";
import { searchStock } from "~/models/search/search.server";
import { emptySearchState, parseSearchState, searchStateToParams, type SearchState } from "~/models/search/state";
import { readList } from "~/models/watchlist/lists.server";
import { toPublicTenant } from "~/tenants/public";
import { requireTenant } from "~/tenants/tenant.server";
import { useTenant } from "~/tenants/use-tenant";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Not found" }];
  const page = data.state.page > 1 ? ` – page ${data.state.page}` : "";
  return [
    { title: `${data.landing.title}${page}` },
    { name: "description", content: data.landing.description },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const tenant = requireTenant(request);
  const publicTenant = toPublicTenant(tenant);
  const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });
  const landingRequest = parseLandingPath(params["*"]);
  if (!landingRequest) throw notFound();
  const db = await getDatabase();
  const needsFacets = landingRequest.kind === "make";
  const everything = needsFacets ? await searchStock(db, tenant, emptySearchState()) : undefined;
  const landing = describeLanding(landingRequest, publicTenant, everything?.facets ?? {});
  if (!landing) throw notFound();

  const url = new URL(request.url);
  // The shopper's refinements, as the URL carries them; the landing adds its own fixed ones.
  const urlState = parseSearchState(url.searchParams, tenant);
  const state: SearchState = { ...urlState, refinements: { ...urlState.refinements } };
  for (const [key, values] of Object.entries(landing.refinements)) {
    const current = state.refinements[key as keyof SearchState["refinements"]] ?? [];
    state.refinements[key as keyof SearchState["refinements"]] = [...new Set([...values, ...current])];
  }
  const result = await searchStock(db, tenant, state);
  const query = searchStateToParams(urlState, tenant).toString();
  const canonical = `${url.origin}${landing.path}${query ? `?${query}` : ""}`;
  const firstPosition = (result.page - 1) * result.hitsPerPage + 1;
  return {
    landing,
    state: urlState,
    result,
    canonical,
    now: Date.now(),
    savedIds: await readList(request, "favourites"),
    comparedIds: await readList(request, "compare"),
    jsonLd: serializeJsonLd(itemListJsonLd(result.hits, result.nbHits, firstPosition, url.origin)),
  };
}

export default function SearchPage() {
  const { landing, state, result, now, jsonLd, savedIds, comparedIds } = useLoaderData<typeof loader>();
  const tenant = useTenant();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{landing.heading}</h1>
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label="Filters">
          <SearchFilters tenant={tenant} state={state} result={result} action={landing.path} />
        </aside>
        <section className={styles.results} aria-label="Results">
          <ResultSummary tenant={tenant} result={result} />
          <CarGrid
            cars={result.hits}
            tenant={tenant}
            now={now}
            savedIds={new Set(savedIds)}
            comparedIds={new Set(comparedIds)}
          />
          <Pagination state={state} result={result} tenant={tenant} action={landing.path} />
        </section>
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </div>
  );
}
