import type { ReactNode } from "react";
// The stylesheets in the order the routes drew them in: filters, layout, the page links.
import { DirectoryFilters, type DirectoryField } from "./DirectoryFilters";
import * as styles from "./DirectoryLayout.css";
import { DirectoryPagination } from "./DirectoryPagination";

/** Where a directory page is and what it lists: enough for its count line and its pages. */
export interface DirectoryListing {
  path: string;
  /** The filters in force, kept by the page links. */
  filterValues: Record<string, string>;
  total: number;
  page: number;
  pageCount: number;
  /** What one entry is called, and more than one: ["make", "makes"]. */
  noun: readonly [string, string];
}

/**
 * A directory page: heading, a line on what it lists, its filters, the count, the list, its
 * pages. The filters post to the page itself; Clear shows while any filter is in force.
 */
export function DirectoryLayout({
  heading,
  intro,
  filters,
  listing,
  children,
}: {
  heading: string;
  intro: string;
  filters: { label: string; fields: readonly DirectoryField[] };
  listing: DirectoryListing;
  children: ReactNode;
}) {
  const { total, page, pageCount, noun } = listing;
  const pages = pageCount > 1 ? `, page ${page} of ${pageCount}` : "";
  const filtered = Object.values(listing.filterValues).some((value) => value !== "");
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.intro}>{intro}</p>
      <DirectoryFilters
        action={listing.path}
        label={filters.label}
        clearHref={filtered ? listing.path : null}
        fields={filters.fields}
      />
      {/* "5 makes, page 1 of 2": announced when a filter changes the list. */}
      <p className={styles.summary} role="status">
        {`${total.toLocaleString("en-AU")} ${total === 1 ? noun[0] : noun[1]}${pages}`}
      </p>
      {children}
      <DirectoryPagination path={listing.path} filters={listing.filterValues} page={page} pageCount={pageCount} />
    </div>
  );
}
