import type { LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/node";
import { useLoaderData, useLocation, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { isRouteAnswer } from "~/components/route-answer";
import { ResultsRegion } from "~/components/search/ResultsRegion";
import {
  loadSearchParts,
  searchPartsHydrated,
  SearchJsonLdOnDemand,
  SearchResultsOnDemand,
  SearchSidebarOnDemand,
} from "~/components/search/SearchPartsOnDemand";
import { useResultsUpdating } from "~/components/search/useResultsUpdating";
import { useSearchBeforeFilters } from "~/components/search/useSearchBeforeFilters";
import { prefersReducedMotion } from "~/hooks/motion";
import { useTenant } from "~/hooks/useTenant";
import { searchPageData } from "~/pages/search/search-page.server";
import * as styles from "~/styles/search-page.css";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Not found" }];
  const page = data.state.page > 1 ? ` – page ${data.state.page}` : "";
  return [
    { title: `${data.landing.title}${page}` },
    { name: "description", content: data.landing.description },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return searchPageData(request, params["*"], context);
}

/** The data on screen, for clientLoader to fall back on; none while another page shows. */
let shownSearch: SerializeFrom<typeof loader> | undefined;

/**
 * search-journey §4: "While loading or after an error the last data is kept". A live search
 * whose request fails (the server's error, a dropped connection) keeps the results on screen
 * instead of replacing the page with an error. The route's own answers are followed
 * (isRouteAnswer): a page that does not exist (404) still says so, and a redirect (the
 * loader's canonical URL) arrives here as a thrown Response; kept, it showed the
 * last list under the new address.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  try {
    // The parts on demand take the new data once their code is here and, while this page is
    // on screen, they have hydrated (onDemand); the code loads beside the request. If it
    // cannot load, the search goes on as before. The wait for hydration is bounded: on a slow
    // phone React may hydrate a part only after the next update, which this wait would hold.
    const partsReady = loadSearchParts().then(() =>
      shownSearch ? Promise.race([searchPartsHydrated(), new Promise((resolve) => setTimeout(resolve, 1000))]) : undefined,
    );
    const [data] = await Promise.all([serverLoader<typeof loader>(), partsReady.catch(() => undefined)]);
    return data;
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
  const sidebar = useRef<HTMLElement>(null);
  const filtersLive = useRef(false);
  useEffect(() => {
    shownSearch = data;
    return () => {
      shownSearch = undefined;
    };
  }, [data]);

  // Another search of this page is on its way: the results on screen are the last ones.
  const { updating, searchSent } = useResultsUpdating();
  useSearchBeforeFilters(sidebar, filtersLive, searchSent);

  // After Apply or Search, the results when they are out of view (Show Me scrolls the page to its top: SearchFilters).
  const showResults = useCallback(() => {
    const top = results.current?.getBoundingClientRect().top;
    if (top === undefined || (top >= 0 && top < window.innerHeight)) return;
    results.current?.scrollIntoView({ block: "start", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, []);

  // The parts on demand take only props that change with the data (memo): a state change
  // here must not render them again while they keep the server's HTML.
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{landing.heading}</h1>
      <div className={styles.layout}>
        <aside ref={sidebar} className={styles.sidebar} aria-label="Filters">
          <SearchSidebarOnDemand
            live={filtersLive}
            tenant={tenant}
            state={state}
            result={result}
            action={landing.path}
            onShowResults={showResults}
            onSearchSent={searchSent}
            understood={data.understood}
          />
        </aside>
        <ResultsRegion ref={results} className={styles.results} updating={updating} search={location.search}>
          <SearchResultsOnDemand
            tenant={tenant}
            action={landing.path}
            carTypes={landing.refinements.car_type}
            state={state}
            result={result}
            origin={origin}
            notice={data.leftOutNotice}
            now={now}
            savedIds={savedIds}
            comparedIds={comparedIds}
            photoRequestGuards={photoRequestGuards}
          />
        </ResultsRegion>
      </div>
      <SearchJsonLdOnDemand result={result} origin={origin} stockCount={tenant.search.stockCount} />
    </div>
  );
}
