import { directoryHref } from "~/models/search/directories";
// The search results' pagination, so both lists page the same way.
import { PageLinks } from "../search/Pagination";

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
  return <PageLinks current={page} last={pageCount} href={(target) => directoryHref(path, { ...filters, page: target })} />;
}
