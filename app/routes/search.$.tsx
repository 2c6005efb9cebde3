import { redirect, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import {
  useLoaderData,
  useLocation,
  type ClientLoaderFunctionArgs,
} from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CarGrid } from "~/components/car/CarGrid";
import { isRouteAnswer } from "~/components/leads/failed-submit";
import { GuaranteesBanner } from "~/components/content/GuaranteesBanner";
import { Pagination } from "~/components/search/Pagination";
import { ResultsRegion } from "~/components/search/ResultsRegion";
import { useResultsUpdating } from "~/components/search/useResultsUpdating";
import { ResultSummary } from "~/components/search/ResultSummary";
import { SearchFilters } from "~/components/search/SearchFilters";
import * as styles from "~/styles/search-page.css";
import { getDatabase } from "~/db/client.server";
import { prefersReducedMotion } from "~/hooks/motion";
import { useSearchHistory } from "~/hooks/useSearchHistory";
import { leftOutNotice } from "~/models/search/facets";
import { searchHistoryEntry, searchHistoryHref } from "~/models/search/history";
import { itemListJsonLd, serializeJsonLd } from "~/models/search/jsonld";
import { describeLanding, parseLandingPath } from "~/models/search/landing";
import { searchPageResult } from "~/models/search/page-result";
import { searchStock } from "~/models/search/search.server";
import { guaranteeTiles, showsGuarantees } from "~/models/service/guarantees";
import {
  appliedSearchState,
  emptySearchState,
  isFormSubmissionUrl,
  isSearchUrlTooLong,
  readSearchParams,
  searchStateToParams,
  urlShowsAppliedState,
  type SearchState,
} from "~/models/search/state";
import { pressedSwitches } from "~/models/watchlist/lists.server";
import { toPublicTenant } from "~/tenants/public";
import { notFound } from "~/server/http";
import { requireTenant, siteOrigin } from "~/tenants/tenant.server";
import { useTenant } from "~/hooks/useTenant";
import { photoRequestGuards } from "~/models/leads/lead-action.server";

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
  const url = new URL(request.url);
  // Issue 12: a URL no form of ours writes is refused before any search or rendering work.
  if (isSearchUrlTooLong(url)) {
    throw new Response("This search has too many filters. Clear some filters and search again.", {
      status: 414,
      statusText: "URI Too Long",
    });
  }
  const landingRequest = parseLandingPath(params["*"]);
  if (!landingRequest) throw notFound();
  const db = await getDatabase();
  const needsFacets = landingRequest.kind === "make";
  const everything = needsFacets ? await searchStock(db, tenant, emptySearchState()) : undefined;
  const landing = describeLanding(landingRequest, publicTenant, everything?.facets ?? {});
  if (!landing) throw notFound();

  // The shopper's refinements, as the URL carries them; the landing adds its own fixed ones.
  const { state: urlState, leftOut } = readSearchParams(url.searchParams, tenant);
  const state: SearchState = { ...urlState, refinements: { ...urlState.refinements } };
  for (const [key, values] of Object.entries(landing.refinements)) {
    const current = state.refinements[key as keyof SearchState["refinements"]] ?? [];
    state.refinements[key as keyof SearchState["refinements"]] = [...new Set([...values, ...current])];
  }
  const result = await searchStock(db, tenant, state);
  // Issue 14: the URL, the boxes, the title, the canonical link and the pager say what was
  // searched. A form's URL, ranges off the §5 rule and pages past the last redirect to the
  // URL of what applies (a form's URL that needed nothing else searches again from the cache).
  const applied = appliedSearchState(urlState, result, tenant);
  const query = searchStateToParams(applied, tenant).toString();
  if (isFormSubmissionUrl(url.searchParams) || !urlShowsAppliedState(url.searchParams, applied)) {
    // Values left out for being past a limit stay in the address, after the ones searched,
    // so the page there can still say what was left out.
    const kept = new URLSearchParams(query);
    for (const { key, value } of leftOut) kept.append(key, value);
    const target = kept.toString();
    throw redirect(`${landing.path}${target ? `?${target}` : ""}`);
  }
  const origin = siteOrigin(request, tenant);
  const canonical = `${origin}${landing.path}${query ? `?${query}` : ""}`;
  return {
    landing,
    state: applied,
    result: searchPageResult(result, applied.refinements),
    leftOutNotice: leftOutNotice(leftOut),
    canonical,
    origin,
    now: Date.now(),
    ...(await pressedSwitches(request)),
    photoRequestGuards: photoRequestGuards(result.hits),
  };
}

/** The data on screen, for clientLoader to fall back on; none while another page shows. */
let shownSearch: SerializeFrom<typeof loader> | undefined;

/**
 * search-journey §4: "While loading or after an error the last data is kept". A live search
 * whose request fails (the server's error, a dropped connection) keeps the results on screen
 * instead of replacing the page with an error. The route's own answers are followed
 * (isRouteAnswer): a page that does not exist (404) still says so, and a redirect (the
 * loader's canonical URL, issue 14) arrives here as a thrown Response; kept, it showed the
 * last list under the new address.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  try {
    return await serverLoader<typeof loader>();
  } catch (error) {
    if (!shownSearch || isRouteAnswer(error)) throw error;
    console.error("The search could not be updated; the last results stay.", error);
    return shownSearch;
  }
}

export default function SearchPage() {
  const data = useLoaderData<typeof loader>();
  const { landing, state, result, origin, now, savedIds, comparedIds, photoRequestGuards } = data;
  const tenant = useTenant();
  const location = useLocation();
  const results = useRef<HTMLElement>(null);
  useEffect(() => {
    shownSearch = data;
    return () => {
      shownSearch = undefined;
    };
  }, [data]);

  const firstPosition = (result.page - 1) * result.hitsPerPage + 1;
  const jsonLd = serializeJsonLd(itemListJsonLd(result.hits, result.nbHits, firstPosition, origin));

  const current = searchHistoryEntry(landing.path, state, tenant);
  const recentSearches = useSearchHistory(current).filter(
    (entry) => !current || searchHistoryHref(entry) !== searchHistoryHref(current),
  );
  // Another search of this page is on its way: the results on screen are the last ones.
  const { updating, searchSent } = useResultsUpdating();

  // §2: after Show Me "the page scrolls to top" of the results; after Apply only if they are out of view.
  const showResults = (showMe: boolean) => {
    const top = results.current?.getBoundingClientRect().top;
    if (top === undefined || (!showMe && top >= 0 && top < window.innerHeight)) return;
    results.current?.scrollIntoView({ block: "start", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{landing.heading}</h1>
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label="Filters">
          <SearchFilters
            tenant={tenant}
            state={state}
            result={result}
            action={landing.path}
            recentSearches={recentSearches}
            onShowResults={showResults}
            onSearchSent={searchSent}
          />
        </aside>
        <ResultsRegion ref={results} className={styles.results} updating={updating} search={location.search}>
          {/* vehicle-page §9: the guarantees banner on used-car lists. */}
          {showsGuarantees({
            guarantees: tenant.features.guarantees,
            pathname: landing.path,
            carTypes: landing.refinements.car_type,
          }) ? (
            <GuaranteesBanner tiles={guaranteeTiles(tenant)} />
          ) : null}
          <ResultSummary tenant={tenant} result={result} notice={data.leftOutNotice} />
          <CarGrid
            cars={result.hits}
            tenant={tenant}
            now={now}
            savedIds={new Set(savedIds)}
            comparedIds={new Set(comparedIds)}
            photoRequestGuards={photoRequestGuards}
          />
          <Pagination state={state} result={result} tenant={tenant} action={landing.path} />
        </ResultsRegion>
      </div>
      {/* Rendered from the cards' data rather than sent beside it: the page's data then carries it once. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </div>
  );
}
