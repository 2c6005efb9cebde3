import { useTweenedNumber } from "~/hooks/useTweenedNumber";
import { displayedCount, resultCountLabel, showMeLabel } from "~/models/search/facets";
import type { SearchPageResult } from "~/models/search/page-result";
import type { PublicTenant } from "~/tenants/public";
import * as styles from "./ResultSummary.css";
import { SEARCH_FORM_ID, SHOW_ME_ID } from "./search-form-ids";

/**
 * The result count (over 1999: the tenant's stock count or the sum of facet counts) and the
 * Show Me {count} {cars} button (search-journey §2, §9), which submits the filter form. With
 * JavaScript the button's count runs from the last number to the new one (§2 "with an
 * animated count"), outside the live region; the server renders the final number.
 */
export function ResultSummary({
  tenant,
  result,
  notice,
}: {
  tenant: PublicTenant;
  result: Pick<SearchPageResult, "nbHits" | "facets">;
  /** Said under the count: what of the shopper's search was left out (leftOutNotice). */
  notice?: string;
}) {
  const count = displayedCount(result.nbHits, result.facets, tenant.search.stockCount);
  const shown = useTweenedNumber(count);
  return (
    <div className={styles.summary}>
      {/* The final count at once, announced once: the running count is the button's alone. */}
      <p className={styles.count} role="status">
        {resultCountLabel(count, tenant.labels)}
      </p>
      <button type="submit" form={SEARCH_FORM_ID} id={SHOW_ME_ID} className={styles.showMe}>
        {showMeLabel(shown, tenant.labels)}
      </button>
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
