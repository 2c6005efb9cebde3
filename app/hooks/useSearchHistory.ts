import { useEffect, useState } from "react";
import { addSearch, parseSearchHistory, type SearchHistoryEntry } from "~/models/search/history";
import { readStorage, writeStorage } from "./storage";

const SEARCH_HISTORY_KEY = "search-history";

/**
 * The shopper's recent searches (search-journey §3), with `current` recorded as the newest.
 * Empty on the server and in the first render: local storage exists only in the browser,
 * so the list appears after hydration and never makes it mismatch.
 */
export function useSearchHistory(current: SearchHistoryEntry | null): SearchHistoryEntry[] {
  const [history, setHistory] = useState<SearchHistoryEntry[]>([]);
  const currentKey = current ? JSON.stringify(current) : "";

  useEffect(() => {
    const stored = parseSearchHistory(readStorage(SEARCH_HISTORY_KEY));
    if (!currentKey) {
      setHistory(stored);
      return;
    }
    const next = addSearch(stored, JSON.parse(currentKey) as SearchHistoryEntry);
    writeStorage(SEARCH_HISTORY_KEY, JSON.stringify(next));
    setHistory(next);
  }, [currentKey]);

  return history;
}
