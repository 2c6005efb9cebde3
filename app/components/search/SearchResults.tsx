import { CarGrid } from "~/components/car/CarGrid";
import { GuaranteesBanner } from "~/components/content/GuaranteesBanner";
import type { LeadFormGuard } from "~/models/leads/setup";
import type { SentSearchPageResult } from "~/models/search/page-result";
import type { SearchState } from "~/models/search/state";
import { guaranteeTiles, showsGuarantees } from "~/models/service/guarantees";
import type { PublicTenant } from "~/tenants/public";
import { Pagination } from "./Pagination";
import { ResultSummary } from "./ResultSummary";
import * as styles from "./SearchResults.css";
import { useResultCards } from "./useResultCards";

/**
 * What the search page's results column shows: the guarantees banner of used-car lists
 * (vehicle-page §9), the count and Show Me, the cards and the pager. The part of the page
 * that loads on demand (SearchPartsOnDemand).
 *
 * On a phone the banner's five tiles stand one under another: before the results they put the
 * first car some 1,060 px down (Brightlane at 360 px). There it follows the pager instead. It
 * is written in both places, one shown by width, so the order read and tabbed through is the
 * order seen (CSS `order` would move only the picture).
 */
export function SearchResults({
  tenant,
  action,
  carTypes,
  state,
  result,
  origin,
  notice,
  now,
  savedIds,
  comparedIds,
  photoRequestGuards,
}: {
  tenant: PublicTenant;
  /** The landing page's path, e.g. /search/used-cars: where the pager's links go. */
  action: string;
  /** The landing page's own car types (a used-car list shows the guarantees). */
  carTypes: readonly string[] | undefined;
  state: SearchState;
  result: SentSearchPageResult;
  /** The site's origin, in the JSON-LD's URLs a document's cards are read back from. */
  origin: string;
  notice?: string;
  now: number;
  savedIds: readonly number[];
  comparedIds: readonly number[];
  photoRequestGuards: Readonly<Record<number, LeadFormGuard>>;
}) {
  const cards = useResultCards(result, origin);
  const guarantees = showsGuarantees({ guarantees: tenant.features.guarantees, pathname: action, carTypes })
    ? guaranteeTiles(tenant)
    : null;
  return (
    <>
      {guarantees ? <GuaranteesBanner tiles={guarantees} className={styles.guaranteesBeforeResults} /> : null}
      <ResultSummary tenant={tenant} result={result} notice={notice} />
      <CarGrid
        cars={cards}
        tenant={tenant}
        now={now}
        savedIds={new Set(savedIds)}
        comparedIds={new Set(comparedIds)}
        photoRequestGuards={photoRequestGuards}
      />
      <Pagination state={state} result={result} tenant={tenant} action={action} />
      {guarantees ? (
        <GuaranteesBanner
          tiles={guarantees}
          className={styles.guaranteesAfterResults}
          headingId="guarantees-heading-after-results"
        />
      ) : null}
    </>
  );
}
