import { replicaName } from "~/models/search/settings";
import type { SortOption } from "~/tenants/schema";
import type { PublicTenant } from "~/tenants/public";
import * as styles from "./SortSelect.css";

/** search-journey §9: most relevant, latest, highest and lowest price, lowest and highest kms. */
export const SORT_LABELS: Record<SortOption, string> = {
  relevance: "Most relevant",
  latest: "Latest",
  price_desc: "Highest price",
  price_asc: "Lowest price",
  km_asc: "Lowest kms",
  km_desc: "Highest kms",
};

/** The tenant's sort options; each value is the replica index name, as InstantSearch links carry. */
export function SortSelect({ tenant, sortBy }: { tenant: PublicTenant; sortBy: SortOption }) {
  const { indexName, sortOptions } = tenant.search;
  return (
    <label className={styles.field}>
      Sort by
      <select name="sortBy" defaultValue={replicaName(indexName, sortBy)} className={styles.select}>
        {sortOptions.map((option) => (
          <option key={option} value={replicaName(indexName, option)}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
