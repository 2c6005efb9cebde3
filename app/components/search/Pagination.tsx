import { Link } from "@remix-run/react";
import { displayedCount, searchHref } from "~/models/search/facets";
import type { SearchPageResult } from "~/models/search/page-result";
import { lastResultsPage, pagingLimitNotice, type SearchState } from "~/models/search/state";
import type { PublicTenant } from "~/tenants/public";
import * as styles from "./Pagination.css";

/** Page numbers around the current one. */
const WINDOW = 5;

/** The pages a pagination bar links to: up to 5 around the current page, within 1 to last. */
export function pageWindow(current: number, last: number): number[] {
  const start = Math.max(1, Math.min(current - Math.floor(WINDOW / 2), last - WINDOW + 1));
  const end = Math.min(last, start + WINDOW - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/**
 * (Links to the search's own route, here and in the filters, are `discover="none"`: the
 * route is the page's own, so the browser knows it; no data-discover attribute on each.)
 *
 * Previous, page numbers and Next as plain links (they work without JavaScript); page 1's
 * link has no `page` parameter (search-journey §2). Pages past the index's pagination limit
 * are not offered: the last page says so, and how to see the rest (pagingLimitNotice).
 */
export function Pagination({
  state,
  result,
  tenant,
  action,
}: {
  state: SearchState;
  result: Pick<SearchPageResult, "nbPages" | "nbHits" | "facets">;
  tenant: PublicTenant;
  action: string;
}) {
  const last = lastResultsPage(result.nbPages, tenant);
  if (last <= 1) return null;
  const href = (page: number) => searchHref(action, { ...state, page }, tenant);
  const count = displayedCount(result.nbHits, result.facets, tenant.search.stockCount);
  const limit = pagingLimitNotice({ nbHits: result.nbHits, page: state.page }, count, tenant);
  return (
    <>
      <PageLinks current={state.page} last={last} href={href} />
      {limit ? <p className={styles.limit}>{limit}</p> : null}
    </>
  );
}

/**
 * The bar itself, shared by the search results and the directories: Previous, the page
 * window and Next, as plain links built by `href`. A page past the last links back into range.
 */
export function PageLinks({ current, last, href }: { current: number; last: number; href: (page: number) => string }) {
  // Links straight in the nav, no list around them: eight elements fewer a search page.
  return (
    <nav className={styles.nav} aria-label="Pages">
      {current > 1 && (
        <Link discover="none" to={href(Math.min(current - 1, last))} rel="prev" className={styles.link}>
          Previous
        </Link>
      )}
      {pageWindow(Math.min(current, last), last).map((page) => (
        <Link
          key={page}
          discover="none"
          to={href(page)}
          className={styles.link}
          aria-current={page === current ? "page" : undefined}
          aria-label={`Page ${page}`}
        >
          {page}
        </Link>
      ))}
      {current < last && (
        <Link discover="none" to={href(current + 1)} rel="next" className={styles.link}>
          Next
        </Link>
      )}
    </nav>
  );
}
