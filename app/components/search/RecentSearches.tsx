import { Link } from "@remix-run/react";
import { searchHistoryHref, type SearchHistoryEntry } from "~/models/search/history";
import * as styles from "./RecentSearches.css";

/** The shopper's recent searches as links (search-journey §3: "the last 5 searches"). */
export function RecentSearches({ entries }: { entries: readonly SearchHistoryEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <nav className={styles.recent} aria-labelledby="recent-searches-heading">
      <h2 id="recent-searches-heading" className={styles.heading}>
        Recent searches
      </h2>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const href = searchHistoryHref(entry);
          return (
            <li key={href}>
              <Link to={href} className={styles.link}>
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
