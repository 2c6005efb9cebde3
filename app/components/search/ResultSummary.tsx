import { displayedCount, resultCountLabel, showMeLabel } from "~/models/search/facets";
import type { StockSearchResult } from "~/models/search/request";
import type { PublicTenant } from "~/tenants/public";
import * as styles from "./ResultSummary.css";
import { SEARCH_FORM_ID } from "./SearchFilters";

/**
 * The result count (over 1999: the tenant's stock count or the sum of facet counts) and the
 * Show Me {count} {cars} button (search-journey §2, §9), which submits the filter form.
 */
export function ResultSummary({ tenant, result }: { tenant: PublicTenant; result: StockSearchResult }) {
  const count = displayedCount(result.nbHits, result.facets, tenant.search.stockCount);
  return (
    <div className={styles.summary}>
      <p className={styles.count} role="status">
        {resultCountLabel(count, tenant.labels)}
      </p>
      <button type="submit" form={SEARCH_FORM_ID} id="show-me" className={styles.showMe}>
        {showMeLabel(count, tenant.labels)}
      </button>
    </div>
  );
}
