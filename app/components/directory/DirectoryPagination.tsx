import { Link } from "@remix-run/react";
import { directoryHref } from "~/models/search/directories";
import { pageWindow } from "../search/Pagination";
// The search results' pagination look, so both lists page the same way.
import * as styles from "../search/Pagination.css";

/**
 * Previous, page numbers and Next for a directory (21 per page, search-journey §9), plain
 * links that keep the filters; page 1's link has no `page` parameter.
 */
export function DirectoryPagination({
  path,
  filters,
  page,
  pageCount,
}: {
  path: string;
  filters: Record<string, string | number>;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const href = (target: number) => directoryHref(path, { ...filters, page: target });
  return (
    <nav className={styles.nav} aria-label="Pages">
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev" className={styles.link}>
              Previous
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((target) => (
          <li key={target}>
            <Link
              to={href(target)}
              className={styles.link}
              aria-current={target === page ? "page" : undefined}
              aria-label={`Page ${target}`}
            >
              {target}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={href(page + 1)} rel="next" className={styles.link}>
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
