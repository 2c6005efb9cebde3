import { REAL_PRICE_ABOVE } from "~/models/car/display";
import type { Tenant } from "~/tenants/schema";
import { stockPresetFilter } from "~/models/search/presets";
import { quoteFilterValue, type FacetStats, type SearchResponse } from "~/adapters/search/port";
import type { Car } from "~/models/car/car";
import { carFromRecord, type CarRecord } from "./records";
import { replicaName } from "./settings";
import {
  RANGE_ATTRIBUTES,
  REFINEMENT_ATTRIBUTES,
  type RangeKey,
  type RefinementKey,
  type SearchState,
} from "./state";

export interface StockSearchRequest {
  indexName: string;
  query: string;
  filters: string;
  facets: string[];
  hitsPerPage: number;
  page: number;
  maxValuesPerFacet: number;
  /** The pages show no highlights: an empty list spares the engine (and Algolia) working them out. */
  attributesToHighlight?: string[];
}

export interface StockSearchResult {
  hits: Car[];
  nbHits: number;
  /** 1-based. */
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  facetsStats: Record<string, FacetStats>;
  processingTimeMS: number;
}

/** The refinement lists the search screen shows counts for. */
export const SCREEN_FACETS: RefinementKey[] = [
  "make",
  "model",
  "make_model",
  "car_type",
  "body",
  "fuel",
  "transmission",
  "drive",
  "colour",
  "seats",
  "tag",
  "location_name",
  "dealership_slug",
  "state",
];

function refinementFilter(key: RefinementKey, values: readonly string[]): string {
  const attribute = REFINEMENT_ATTRIBUTES[key];
  const alternatives = values.map((value) => `${attribute}:${quoteFilterValue(value)}`);
  return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(" OR ")})`;
}

function rangeFilter(key: RangeKey, min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && max !== undefined) return `${key}:${min} TO ${max}`;
  if (min !== undefined) return `${key} >= ${min}`;
  if (max !== undefined) return `${key} <= ${max}`;
  return null;
}

/**
 * The condition that keeps cars without a real price (vehicle-page §4: a price of 10 or less,
 * shown as "Enquire for price." or PREORDER) out of a search, or null when they belong in it:
 * - a price range asks for cars at a price, so `price=:30000` never lists one; a
 *   min above 10 already keeps them out, so no clause is added for it;
 * - Lowest price on a tenant with `lowestPriceOnlyPriced` (search-journey §9: "Price ascending
 *   can add the condition price above 0 on some tenants"). Elsewhere the price replicas rank
 *   such cars last instead (settings.ts).
 * A filter rather than an engine feature, so hosted Algolia answers the same. `omit` is the
 * range left out of a slider's bounds query: the range's own clause goes with it.
 */
export function realPriceFilter(
  state: Pick<SearchState, "sortBy" | "ranges">,
  tenant: Pick<Tenant, "search">,
  omit?: RefinementKey | RangeKey,
): string | null {
  const range = omit === "price" ? undefined : state.ranges.price;
  const rangeAsksForPrice =
    range !== undefined &&
    (range.min !== undefined || range.max !== undefined) &&
    !(range.min !== undefined && range.min > REAL_PRICE_ABOVE);
  const sortHidesNoPrice = state.sortBy === "price_asc" && tenant.search.lowestPriceOnlyPriced;
  return rangeAsksForPrice || sortHidesNoPrice ? `price > ${REAL_PRICE_ABOVE}` : null;
}

/**
 * The tenant's preset AND every refinement except `omit`'s: the filter of the main query
 * (omit nothing), of each disjunctive facet query (omit that facet, as InstantSearch does)
 * and of each range's bounds query (omit that range).
 */
export function buildFilters(
  state: SearchState,
  tenant: Tenant,
  now: Date,
  omit?: RefinementKey | RangeKey,
): string {
  // No parentheses around the preset's ANDs: Algolia takes parentheses only around ORs.
  const parts = [stockPresetFilter(tenant, now)];
  for (const key of Object.keys(REFINEMENT_ATTRIBUTES) as RefinementKey[]) {
    const values = state.refinements[key];
    if (key !== omit && values && values.length > 0) parts.push(refinementFilter(key, values));
  }
  for (const key of RANGE_ATTRIBUTES) {
    const range = key === omit ? undefined : state.ranges[key];
    const filter = range ? rangeFilter(key, range.min, range.max) : null;
    if (filter) parts.push(filter);
  }
  const priced = realPriceFilter(state, tenant, omit);
  if (priced) parts.push(priced);
  return parts.join(" AND ");
}

/**
 * Every request of one search page: the main query with its hits, then one facet-only query
 * per refined list so a refined facet still counts its other values (disjunctive faceting).
 */
export function buildSearchRequests(
  state: SearchState,
  tenant: Tenant,
  now: Date,
  facets: readonly RefinementKey[] = SCREEN_FACETS,
): StockSearchRequest[] {
  const indexName = replicaName(tenant.search.indexName, state.sortBy);
  // A refined list's counts and a chosen range's bounds come from their own queries below
  // (mergeSearchResponses keeps those): the main query does not count them for nothing.
  const ownQuery = new Set<string>([
    ...(Object.keys(state.refinements) as RefinementKey[])
      .filter((key) => (state.refinements[key]?.length ?? 0) > 0)
      .map((key) => REFINEMENT_ATTRIBUTES[key]),
    ...RANGE_ATTRIBUTES.filter((key) => state.ranges[key]),
  ]);
  const facetAttributes = [...facets.map((key) => REFINEMENT_ATTRIBUTES[key]), ...RANGE_ATTRIBUTES].filter(
    (attribute) => !ownQuery.has(attribute),
  );
  const main: StockSearchRequest = {
    indexName,
    query: state.query,
    filters: buildFilters(state, tenant, now),
    facets: facetAttributes,
    hitsPerPage: tenant.search.pageSize,
    page: state.page - 1,
    maxValuesPerFacet: 100,
    attributesToHighlight: [],
  };
  const disjunctive = (Object.keys(state.refinements) as RefinementKey[])
    .filter((key) => (state.refinements[key]?.length ?? 0) > 0)
    .map(
      (key): StockSearchRequest => ({
        indexName,
        query: state.query,
        filters: buildFilters(state, tenant, now, key),
        facets: [REFINEMENT_ATTRIBUTES[key]],
        hitsPerPage: 0,
        page: 0,
        maxValuesPerFacet: 100,
      }),
    );
  // A chosen range must not narrow its own slider: its bounds come from a query without it.
  const rangeBounds = RANGE_ATTRIBUTES.filter((key) => state.ranges[key]).map(
    (key): StockSearchRequest => ({
      indexName,
      query: state.query,
      filters: buildFilters(state, tenant, now, key),
      facets: [key],
      hitsPerPage: 0,
      page: 0,
      maxValuesPerFacet: 1,
    }),
  );
  return [main, ...disjunctive, ...rangeBounds];
}

/**
 * A featured list's one request: its first `hitsPerPage` hits and no facet counts, since
 * the list shows no filters (a vehicle page's similar cars otherwise cost five engine passes
 * with every facet counted, per search).
 */
export function buildHitsRequest(state: SearchState, tenant: Tenant, now: Date, hitsPerPage: number): StockSearchRequest {
  return {
    indexName: replicaName(tenant.search.indexName, state.sortBy),
    query: state.query,
    filters: buildFilters(state, tenant, now),
    facets: [],
    hitsPerPage,
    page: 0,
    maxValuesPerFacet: 0,
    attributesToHighlight: [],
  };
}

/** One result from the main response, with each refined facet's counts from its own query. */
export function mergeSearchResponses(responses: readonly SearchResponse[]): StockSearchResult {
  const [main, ...facetQueries] = responses;
  if (!main) throw new Error("A search needs at least the main response");
  const facets = { ...(main.facets ?? {}) };
  const facetsStats = { ...(main.facets_stats ?? {}) };
  for (const response of facetQueries) {
    for (const [attribute, counts] of Object.entries(response.facets ?? {})) {
      // A range's bounds query asks for one value only: its counts are not the facet's.
      if (!(RANGE_ATTRIBUTES as readonly string[]).includes(attribute)) facets[attribute] = counts;
    }
    Object.assign(facetsStats, response.facets_stats ?? {});
  }
  return {
    hits: (main.hits as unknown as CarRecord[]).map(carFromRecord),
    nbHits: main.nbHits,
    page: main.page + 1,
    nbPages: main.nbPages,
    hitsPerPage: main.hitsPerPage,
    facets,
    facetsStats,
    processingTimeMS: responses.reduce((total, response) => total + (response.processingTimeMS ?? 0), 0),
  };
}
