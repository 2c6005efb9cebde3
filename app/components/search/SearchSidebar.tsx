import { useEffect, type MutableRefObject } from "react";
import { useSearchHistory } from "~/hooks/useSearchHistory";
import { searchHistoryEntry, searchHistoryHref } from "~/models/search/history";
import { SearchFilters, type SearchFiltersProps } from "./SearchFilters";

/**
 * The search page's filters with the shopper's recent searches (search-journey §3), the part
 * of the page that loads on demand (SearchPartsOnDemand). `live` is set while the filters
 * are hydrated: until then the page sends the server's form itself (useSearchBeforeFilters).
 */
export function SearchSidebar({
  live,
  ...filters
}: Omit<SearchFiltersProps, "recentSearches"> & { live: MutableRefObject<boolean> }) {
  const { action, state, tenant } = filters;
  const current = searchHistoryEntry(action, state, tenant);
  const recentSearches = useSearchHistory(current).filter(
    (entry) => !current || searchHistoryHref(entry) !== searchHistoryHref(current),
  );
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, [live]);
  return <SearchFilters {...filters} recentSearches={recentSearches} />;
}
