import type { FilterList } from "./filters";
import type { SearchRecord } from "./search-record";

/* The shapes of Algolia's search API that the engine answers. */

export interface IndexSettings {
  searchableAttributes?: string[];
  /** Searchable attributes whose words match exactly or as a prefix, never with a typo. */
  disableTypoToleranceOnAttributes?: string[];
  attributesForFaceting?: string[];
  customRanking?: string[];
  ranking?: string[];
  replicas?: string[];
  hitsPerPage?: number;
  maxValuesPerFacet?: number;
  paginationLimitedTo?: number;
  /** The attribute whose value groups records for `distinct`. */
  attributeForDistinct?: string;
  distinct?: boolean | number;
}

export interface SearchParams {
  query?: string;
  filters?: string;
  facetFilters?: FilterList;
  numericFilters?: FilterList;
  tagFilters?: FilterList;
  facets?: string[] | string;
  maxValuesPerFacet?: number;
  sortFacetValuesBy?: "count" | "alpha";
  hitsPerPage?: number;
  page?: number;
  offset?: number;
  length?: number;
  attributesToRetrieve?: string[] | string;
  attributesToHighlight?: string[] | string;
  attributesToSnippet?: string[] | string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  getRankingInfo?: boolean;
  responseFields?: string[] | string;
  typoTolerance?: boolean | "min" | "strict" | "true" | "false";
  queryType?: "prefixLast" | "prefixAll" | "prefixNone";
  analytics?: boolean;
  analyticsTags?: string[];
  userToken?: string;
  percentileComputation?: boolean;
  clickAnalytics?: boolean;
  facetQuery?: string;
  maxFacetHits?: number;
  restrictSearchableAttributes?: string[] | string;
  optionalFilters?: FilterList;
  sumOrFiltersScores?: boolean;
  distinct?: boolean | number;
  facetingAfterDistinct?: boolean;
  aroundLatLng?: string;
  aroundRadius?: number | "all";
  aroundPrecision?: number | { from: number; value: number }[];
  removeWordsIfNoResults?: "none" | "lastWords" | "firstWords" | "allOptional";
  optionalWords?: string[] | string | null;
}

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface SearchResponse {
  hits: SearchRecord[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  offset?: number;
  length?: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  exhaustive: { nbHits: true; facetsCount: true };
  processingTimeMS: number;
  query: string;
  /** With removeWordsIfNoResults lastWords or firstWords: the query, the words made optional in `<em>`. */
  queryAfterRemoval?: string;
  params: string;
  index: string;
}

export interface FacetSearchResponse {
  facetHits: { value: string; highlighted: string; count: number }[];
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
}
