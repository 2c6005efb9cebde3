import type { Tenant } from "~/tenants/schema";
import { facetValueLabel, formatRangeValue } from "./facets";
import {
  RANGE_ATTRIBUTES,
  REFINEMENT_ATTRIBUTES,
  searchStateToParams,
  type RangeKey,
  type RefinementKey,
  type SearchState,
} from "./state";

/**
 * The shopper's recent searches (search-journey §3: "Search history keeps the last 5
 * searches"), kept in the browser and offered as links under the search box.
 */

/** §9: "Search history: 5 entries". */
export const SEARCH_HISTORY_LIMIT = 5;

/** More parts than this and the label ends with "+N more", so a link stays one line. */
const LABEL_PARTS = 3;

export interface SearchHistoryEntry {
  /** The landing path searched on, e.g. /search/used-cars. */
  path: string;
  /** The canonical query string, without page and sort: a search, not a view of it. */
  query: string;
  /** What the shopper looked for: "Toyota, under $30,000" or the text they typed. */
  label: string;
}

// A plain check rather than a zod schema: this runs in the browser, where zod would cost
// every page about 15 kB gzip. The path must be on this site (no "//host").
function isEntry(item: unknown): item is SearchHistoryEntry {
  if (typeof item !== "object" || item === null) return false;
  const { path, query, label } = item as Record<string, unknown>;
  return (
    typeof path === "string" && /^\/(?!\/)/.test(path) && typeof query === "string" && typeof label === "string" && label !== ""
  );
}

const RANGE_CAP_WORDS: Record<RangeKey, string> = {
  price: "under",
  km: "under",
  subscription_price: "under",
  year: "up to",
};

function rangePart(key: RangeKey, min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && max !== undefined) return `${formatRangeValue(key, min)} – ${formatRangeValue(key, max)}`;
  if (min !== undefined) return `from ${formatRangeValue(key, min)}`;
  if (max !== undefined) return `${RANGE_CAP_WORDS[key]} ${formatRangeValue(key, max)}`;
  return null;
}

/** The label of a search: the typed text, then each chosen value, then each range. */
export function searchLabel(state: SearchState): string {
  const parts: string[] = [];
  if (state.query) parts.push(`“${state.query}”`);
  for (const key of Object.keys(REFINEMENT_ATTRIBUTES) as RefinementKey[]) {
    for (const value of state.refinements[key] ?? []) parts.push(facetValueLabel(key, value));
  }
  for (const key of RANGE_ATTRIBUTES) {
    const part = rangePart(key, state.ranges[key]?.min, state.ranges[key]?.max);
    if (part) parts.push(part);
  }
  const shown = parts.slice(0, LABEL_PARTS).join(", ");
  return parts.length > LABEL_PARTS ? `${shown} +${parts.length - LABEL_PARTS} more` : shown;
}

/** The entry for a search on `path`, or null when the shopper chose nothing (a browse). */
export function searchHistoryEntry(path: string, state: SearchState, tenant: Pick<Tenant, "search">): SearchHistoryEntry | null {
  const label = searchLabel(state);
  if (!label) return null;
  const query = searchStateToParams({ ...state, page: 1, sortBy: "relevance" }, tenant).toString();
  return { path, query, label };
}

export function searchHistoryHref(entry: Pick<SearchHistoryEntry, "path" | "query">): string {
  return entry.query ? `${entry.path}?${entry.query}` : entry.path;
}

const sameSearch = (a: SearchHistoryEntry, b: SearchHistoryEntry) => a.path === b.path && a.query === b.query;

/**
 * True when `next` is `previous` being typed or dragged: the same path and parameters except
 * one, which is the text (one a prefix of the other: "toy" then "toyota") or a range. Live
 * results search on every pause, so each stop of a slider would otherwise fill the history.
 */
function isRevision(previous: SearchHistoryEntry, next: SearchHistoryEntry): boolean {
  if (previous.path !== next.path) return false;
  const before = new URLSearchParams(previous.query);
  const after = new URLSearchParams(next.query);
  const names = new Set([...before.keys(), ...after.keys()]);
  const changed = [...names].filter(
    (name) => before.getAll(name).join("\u0000") !== after.getAll(name).join("\u0000"),
  );
  if (changed.length !== 1) return false;
  const [name] = changed as [string];
  if (name === "query") {
    const [a, b] = [before.get(name) ?? "", after.get(name) ?? ""];
    return a.startsWith(b) || b.startsWith(a);
  }
  return (RANGE_ATTRIBUTES as readonly string[]).includes(name);
}

/**
 * The history after a search: newest first, each search once, at most 5 (§3). A search that
 * revises the newest one (see isRevision) takes its place instead of pushing another out.
 */
export function addSearch(history: readonly SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  const others = history.filter((old) => !sameSearch(old, entry));
  const [newest, ...older] = others;
  const kept = newest && isRevision(newest, entry) ? older : others;
  return [entry, ...kept].slice(0, SEARCH_HISTORY_LIMIT);
}

/** The stored history, from local storage: anything unreadable is dropped, never an error. */
export function parseSearchHistory(stored: string | null): SearchHistoryEntry[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter(isEntry)
    .map(({ path, query, label }) => ({ path, query, label }))
    .slice(0, SEARCH_HISTORY_LIMIT);
}
