import { IN_STOCK_STATUS } from "~/models/car/listing";
import type { Tenant, SortOption } from "~/tenants/schema";
import type { FacetStats } from "~/adapters/search/port";
import { replicaName } from "./settings";
import { RANGE_ATTRIBUTES, type Range, type RangeKey } from "./ranges";
import { appliedRange, sliderBounds } from "./slider";

/**
 * The typed search state (search-journey §3) and its canonical URL form (DESIGN.md):
 * `query`, `page` (absent when 1), `sortBy`, one parameter per refinement repeated for
 * several values, ranges as `min:max` with either side open. The InstantSearch forms
 * `refinementList[attr][i]` and `range[attr]` are read too. Bad values are dropped or
 * clamped: a URL never makes the search fail.
 */

/** URL parameter → index attribute, for refinement lists. */
export const REFINEMENT_ATTRIBUTES = {
  make: "make",
  model: "model",
  make_model: "make_model",
  badge: "badge",
  car_type: "car_type",
  status: "status",
  body: "simple_body",
  fuel: "simple_fuel",
  transmission: "simple_transmission",
  drive: "drive",
  colour: "colour",
  seats: "seats",
  tag: "tag",
  categories: "categories",
  filtered_features: "filtered_features",
  item_type: "item_type",
  city: "city",
  state: "state",
  location_name: "location_name",
  dealership_name: "dealership_name",
  dealership_slug: "dealership_slug",
  price_range: "price_range",
  weekly_price_range: "weekly_price_range",
} as const;
export type RefinementKey = keyof typeof REFINEMENT_ATTRIBUTES;

export { RANGE_ATTRIBUTES, type Range, type RangeKey } from "./ranges";

export interface SearchState {
  query: string;
  /** 1-based, as in the URL. */
  page: number;
  sortBy: SortOption;
  refinements: Partial<Record<RefinementKey, string[]>>;
  ranges: Partial<Record<RangeKey, Range>>;
}

export const MAX_QUERY_LENGTH = 200;
const MAX_VALUE_LENGTH = 120;
/*
 * One URL must cost about what a normal search costs. Every refined value is a
 * filter clause in each of the page's queries and a "remove" chip whose link repeats the
 * whole state, so the page grows with the square of the values (23 attributes × 40 values
 * made a 14 MB page). A shopper ticks a handful of values. Values past these limits are
 * dropped, as other unreadable values are, so the search still answers.
 */
/** Values kept per refinement attribute (make=…&make=…), in URL order. */
export const MAX_VALUES_PER_REFINEMENT = 20;
/** Values kept across all refinement attributes together. */
export const MAX_REFINED_VALUES = 40;
/**
 * The longest search URL (path and query) answered; longer ones get 414. A search with every
 * panel of the form in use is well under 1,000 characters, and old InstantSearch links
 * (refinementList%5Bmake%5D%5B0%5D=…) about twice that.
 */
export const MAX_SEARCH_URL_LENGTH = 2_048;
/** Algolia's default paginationLimitedTo: hits past the 1000th are not reachable. */
const PAGINATION_LIMIT = 1000;

export function emptySearchState(): SearchState {
  return { query: "", page: 1, sortBy: "relevance", refinements: {}, ranges: {} };
}

/** Every car of the stock preset that is in stock: no coming-soon car, no sold one. */
export function inStockSearchState(): SearchState {
  return { ...emptySearchState(), refinements: { status: [IN_STOCK_STATUS] } };
}

// Own keys only: a URL key such as "constructor" or "__proto__" is `in` every plain object.
const isRefinementKey = (key: string): key is RefinementKey => Object.hasOwn(REFINEMENT_ATTRIBUTES, key);
export const isRangeKey = (key: string): key is RangeKey => (RANGE_ATTRIBUTES as readonly string[]).includes(key);

function parseBound(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * `10000:30000`, `:30000`, `10000:`; anything unreadable is an open side. Only the syntax:
 * the parser then applies the range rule of §5 (appliedRange).
 */
export function parseRange(text: string): Range | undefined {
  const [minText, maxText, ...rest] = text.split(":");
  if (rest.length > 0) return undefined;
  const min = parseBound(minText);
  const max = parseBound(maxText);
  if (min === undefined && max === undefined) return undefined;
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/** A range as the URL parser keeps it: the §5 rule without the bounds, none when nothing is left. */
function ruledRange(range: Range | undefined, key: RangeKey): Range | undefined {
  const ruled = appliedRange(range, key);
  return ruled.min === undefined && ruled.max === undefined ? undefined : ruled;
}

export function formatRange(range: Range): string {
  return `${range.min ?? ""}:${range.max ?? ""}`;
}

export function lastPage(tenant: Pick<Tenant, "search">): number {
  return Math.max(1, Math.ceil(PAGINATION_LIMIT / tenant.search.pageSize));
}

/**
 * The last page of a search's results a shopper can reach: its pages within the index's
 * pagination limit, and page 1 even when nothing was found.
 */
export function lastResultsPage(nbPages: number, tenant: Pick<Tenant, "search">): number {
  return Math.max(1, Math.min(nbPages, lastPage(tenant)));
}

/**
 * What the last page a shopper can reach says when the search has more hits than its pages
 * reach (the index pages through its first 1,000 hits): why the pages stop, and how to see the
 * others. Null on any other page, and for a search whose pages reach every hit. `count` is the
 * count the page shows (§9).
 */
export function pagingLimitNotice(
  answer: { nbHits: number; page: number },
  count: number,
  tenant: Pick<Tenant, "search"> & { labels: { stockNoun: string } },
): string | null {
  if (answer.nbHits <= PAGINATION_LIMIT || answer.page < lastPage(tenant)) return null;
  const figure = (value: number) => value.toLocaleString("en-AU");
  return (
    `These pages show the first ${figure(PAGINATION_LIMIT)} of the ${figure(Math.max(count, PAGINATION_LIMIT))} ` +
    `${tenant.labels.stockNoun} found. To see the others, narrow your search with the filters or sort it another way.`
  );
}

/**
 * Each chosen range by the §5 rule within its slider's bounds (the facet's min and max from a
 * query without that range, or the "0 to 100000" fallback): the ranges the server searches
 * and the browser sends, so the boxes, the URL and the results agree.
 */
export function applyRangeBounds(
  state: SearchState,
  facetsStats: Readonly<Record<string, Pick<FacetStats, "min" | "max">>>,
): SearchState {
  const ranges: SearchState["ranges"] = {};
  for (const key of RANGE_ATTRIBUTES) {
    const range = state.ranges[key];
    if (!range) continue;
    const applied = appliedRange(range, key, sliderBounds(facetsStats[key]));
    if (applied.min !== undefined || applied.max !== undefined) ranges[key] = applied;
  }
  return { ...state, ranges };
}

/**
 * What a search page shows for the state its URL asked for, once the search has answered:
 * the ranges within their bounds (applyRangeBounds) and the page within the results, so
 * `page=999` of 36 pages is page 36.
 */
export function appliedSearchState(
  state: SearchState,
  answer: { facetsStats: Readonly<Record<string, Pick<FacetStats, "min" | "max">>>; nbPages: number },
  tenant: Pick<Tenant, "search">,
): SearchState {
  const withinBounds = applyRangeBounds(state, answer.facetsStats);
  return { ...withinBounds, page: Math.min(state.page, lastResultsPage(answer.nbPages, tenant)) };
}

/**
 * Whether a URL's ranges and page are the applied ones. A URL that is not is redirected to
 * the one that is, so the address, the boxes, the results, the title, the canonical link and
 * the pager all say the same search. Text that does not read as a number at all
 * (`page=abc`, `price=abc:def`) is ignored, as the parser ignores it, rather than redirected.
 */
export function urlShowsAppliedState(params: URLSearchParams, applied: SearchState): boolean {
  const written = new Map<RangeKey, string>();
  for (const [name, value] of params) {
    const key = /^range\[([a-z_]+)\](?:\[\d*\])?$/.exec(name)?.[1] ?? name;
    if (isRangeKey(key)) written.set(key, value);
  }
  for (const key of RANGE_ATTRIBUTES) {
    const text = written.get(key);
    const range = applied.ranges[key];
    if (text === undefined ? range !== undefined : parseRange(text) !== undefined && text !== formatRange(range ?? {})) {
      return false;
    }
  }
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return !Number.isFinite(page) || page === applied.page;
}

/** Whether a search URL is past MAX_SEARCH_URL_LENGTH: the route answers 414 before any work. */
export function isSearchUrlTooLong(url: URL): boolean {
  return url.pathname.length + url.search.length > MAX_SEARCH_URL_LENGTH;
}

export function parseSearchState(params: URLSearchParams, tenant: Pick<Tenant, "search">): SearchState {
  return readSearchParams(params, tenant).state;
}

/** A refined value the URL named but the search left out, being past a limit above. */
export interface LeftOutValue {
  key: RefinementKey;
  value: string;
  /** Which limit left it out: the attribute's own or the one across all attributes. */
  limit: "attribute" | "total";
}

/**
 * The search state of a URL and the values it left out for being past MAX_VALUES_PER_REFINEMENT
 * or MAX_REFINED_VALUES, so the page can say so rather than drop them silently.
 */
export function readSearchParams(
  params: URLSearchParams,
  tenant: Pick<Tenant, "search">,
): { state: SearchState; leftOut: LeftOutValue[] } {
  const state = emptySearchState();
  const leftOut: LeftOutValue[] = [];
  state.query = (params.get("query") ?? params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);

  const page = Number.parseInt(params.get("page") ?? "1", 10);
  state.page = Number.isFinite(page) ? Math.min(Math.max(page, 1), lastPage(tenant)) : 1;

  const sortBy = params.get("sortBy");
  const option = tenant.search.sortOptions.find(
    (candidate) => sortBy === candidate || sortBy === replicaName(tenant.search.indexName, candidate),
  );
  if (option) state.sortBy = option;

  let refinedValues = 0;
  const add = (key: RefinementKey, value: string) => {
    const trimmed = value.trim();
    if (!trimmed || trimmed.length > MAX_VALUE_LENGTH) return;
    const list = (state.refinements[key] ??= []);
    if (list.includes(trimmed)) return;
    if (refinedValues >= MAX_REFINED_VALUES || list.length >= MAX_VALUES_PER_REFINEMENT) {
      const limit = list.length >= MAX_VALUES_PER_REFINEMENT ? "attribute" : "total";
      if (!leftOut.some((other) => other.key === key && other.value === trimmed)) leftOut.push({ key, value: trimmed, limit });
      return;
    }
    list.push(trimmed);
    refinedValues += 1;
  };
  for (const [name, value] of params) {
    // InstantSearch's own state keys (search-journey §3 "Other state keys seen: menu, range"):
    // refinementList[attr][i] and menu[attr] (a one-value list) pick values, range[attr] a range.
    const nested = /^(refinementList|menu|range)\[([a-z_]+)\](?:\[\d*\])?$/.exec(name);
    const kind = nested ? nested[1] : undefined;
    const picksValues = kind === "refinementList" || kind === "menu";
    const key = nested ? nested[2]! : name;
    if (isRangeKey(key) && !picksValues) {
      const range = ruledRange(parseRange(value), key);
      if (range) state.ranges[key] = range;
    } else if (isRefinementKey(key) && kind !== "range") {
      add(key, value);
    } else if (picksValues) {
      // InstantSearch links name index attributes (simple_body); map them back to URL keys.
      const byAttribute = (Object.keys(REFINEMENT_ATTRIBUTES) as RefinementKey[]).find(
        (candidate) => REFINEMENT_ATTRIBUTES[candidate] === key,
      );
      if (byAttribute) add(byAttribute, value);
    }
  }
  // A form without JavaScript cannot join two inputs into min:max: price_min and price_max
  // come separately and win over a price=min:max from the same URL.
  for (const key of RANGE_ATTRIBUTES) {
    const min = parseBound(params.get(`${key}_min`) ?? undefined);
    const max = parseBound(params.get(`${key}_max`) ?? undefined);
    if (min === undefined && max === undefined) continue;
    const joined = ruledRange(parseRange(`${min ?? ""}:${max ?? ""}`), key);
    if (joined) state.ranges[key] = joined;
  }
  // The model dropdown names the make its models belong to: after the shopper picks another
  // make in a form without JavaScript, the old model would find nothing, so it is dropped.
  const modelFor = params.get(MODEL_FOR_PARAM);
  if (modelFor !== null && !(state.refinements.make ?? []).includes(modelFor)) delete state.refinements.model;
  for (const key of Object.keys(state.refinements) as RefinementKey[]) {
    if (state.refinements[key]?.length === 0) delete state.refinements[key];
  }
  return { state, leftOut };
}

/** The hidden field of the model dropdown: the make whose models it lists. */
export const MODEL_FOR_PARAM = "model_for";

/**
 * Whether a URL is what a plain GET form sends rather than the canonical form of its state
 * (DESIGN.md): empty fields, price_min/price_max pairs, the model dropdown's make. Such a URL
 * is redirected to the canonical one, so what a shopper shares or bookmarks is clean.
 */
export function isFormSubmissionUrl(params: URLSearchParams): boolean {
  for (const [name, value] of params) {
    if (value.trim() === "") return true;
    if (name === MODEL_FOR_PARAM) return true;
    if (RANGE_ATTRIBUTES.some((key) => name === `${key}_min` || name === `${key}_max`)) return true;
  }
  return false;
}

/** The canonical query string of a state; refinements in a fixed order so URLs repeat. */
export function searchStateToParams(state: SearchState, tenant: Pick<Tenant, "search">): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set("query", state.query);
  for (const key of Object.keys(REFINEMENT_ATTRIBUTES) as RefinementKey[]) {
    for (const value of state.refinements[key] ?? []) params.append(key, value);
  }
  for (const key of RANGE_ATTRIBUTES) {
    const range = state.ranges[key];
    if (range && (range.min !== undefined || range.max !== undefined)) params.set(key, formatRange(range));
  }
  if (state.sortBy !== "relevance") params.set("sortBy", replicaName(tenant.search.indexName, state.sortBy));
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}
