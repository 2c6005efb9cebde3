import { plainRecord, type SearchRecord } from "./search-record";
import type { SearchParams } from "./types";

/** A 400 answer in Algolia's words. */
export class SearchRequestError extends Error {
  readonly status = 400;
  constructor(message: string) {
    super(message);
    this.name = "SearchRequestError";
  }
}

/** The search parameters the engine answers, each changing the answer as it does on Algolia. */
const SUPPORTED = new Set([
  "query",
  "filters",
  "facetFilters",
  "numericFilters",
  "tagFilters",
  "facets",
  "maxValuesPerFacet",
  "sortFacetValuesBy",
  "hitsPerPage",
  "page",
  "offset",
  "length",
  "attributesToRetrieve",
  "attributesToHighlight",
  "attributesToSnippet",
  "highlightPreTag",
  "highlightPostTag",
  "snippetEllipsisText",
  "getRankingInfo",
  "responseFields",
  "typoTolerance",
  "queryType",
  // Analytics only: the engine keeps none, and on Algolia they do not change the answer.
  "analytics",
  "analyticsTags",
  "userToken",
  "percentileComputation",
  // Facet value search's own.
  "facetQuery",
  "maxFacetHits",
  "restrictSearchableAttributes",
  "optionalFilters",
  "sumOrFiltersScores",
  "distinct",
  "facetingAfterDistinct",
  "aroundLatLng",
  "aroundRadius",
  "aroundPrecision",
  "removeWordsIfNoResults",
  "optionalWords",
]);

/**
 * Algolia's other search parameters: refused by name, so a request that relies on one fails
 * here as it would not on Algolia, rather than being answered as if it were not there.
 */
const REFUSED = new Set([
  "aroundLatLngViaIP",
  "minimumAroundRadius",
  "insideBoundingBox",
  "insidePolygon",
  "similarQuery",
  "naturalLanguages",
  "ruleContexts",
  "enableRules",
  "enablePersonalization",
  "personalizationImpact",
  "enableABTest",
  "enableReRanking",
  "reRankingApplyFilter",
  "synonyms",
  "replaceSynonymsInHighlight",
  "clickAnalytics",
  "ranking",
  "customRanking",
  "relevancyStrictness",
  "restrictHighlightAndSnippetArrays",
  "minWordSizefor1Typo",
  "minWordSizefor2Typos",
  "allowTyposOnNumericTokens",
  "disableTypoToleranceOnAttributes",
  "ignorePlurals",
  "removeStopWords",
  "keepDiacriticsOnCharacters",
  "queryLanguages",
  "decompoundQuery",
  "mode",
  "semanticSearch",
  "advancedSyntax",
  "advancedSyntaxFeatures",
  "disableExactOnAttributes",
  "exactOnSingleWordQuery",
  "alternativesAsExact",
  "minProximity",
  "attributeCriteriaComputedByMinProximity",
  "renderingContent",
]);

export function validateParams(params: SearchParams): SearchParams {
  for (const name of Object.keys(params)) {
    if ((params as Record<string, unknown>)[name] === undefined || SUPPORTED.has(name)) continue;
    if (REFUSED.has(name)) {
      // clickAnalytics off asks for nothing (InstantSearch sends it so on its facet queries).
      if (name === "clickAnalytics" && params.clickAnalytics === false) continue;
      throw new SearchRequestError(`Parameter not supported by the embedded engine: ${name}`);
    }
    throw new SearchRequestError(`Unknown parameter: ${name}`);
  }

  const integer = (name: keyof SearchParams, min: number, max: number) => {
    const value = params[name];
    if (value === undefined) return;
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      throw new SearchRequestError(
        `Invalid value for "${name}": expected an integer between ${min} and ${max}, got ${JSON.stringify(value)}`,
      );
    }
  };
  integer("hitsPerPage", 0, 1000);
  integer("page", 0, Number.MAX_SAFE_INTEGER);
  integer("offset", 0, Number.MAX_SAFE_INTEGER);
  integer("length", 0, 1000);
  integer("maxValuesPerFacet", 0, 1000);
  if (params.query !== undefined && typeof params.query !== "string") {
    throw new SearchRequestError(`Invalid value for "query": expected a string`);
  }
  if (params.filters !== undefined && typeof params.filters !== "string") {
    throw new SearchRequestError(`Invalid value for "filters": expected a string`);
  }
  if (params.typoTolerance !== undefined && ![true, false, "min", "strict", "true", "false"].includes(params.typoTolerance)) {
    throw new SearchRequestError(`Invalid value for "typoTolerance": expected true, false, "min" or "strict"`);
  }
  if (params.queryType !== undefined && !["prefixLast", "prefixAll", "prefixNone"].includes(params.queryType)) {
    throw new SearchRequestError(`Invalid value for "queryType": expected "prefixLast", "prefixAll" or "prefixNone"`);
  }
  for (const name of ["highlightPreTag", "highlightPostTag", "snippetEllipsisText", "facetQuery"] as const) {
    if (params[name] !== undefined && typeof params[name] !== "string") {
      throw new SearchRequestError(`Invalid value for "${name}": expected a string`);
    }
  }
  integer("maxFacetHits", 1, 100);
  if (params.sortFacetValuesBy !== undefined && !["count", "alpha"].includes(params.sortFacetValuesBy)) {
    throw new SearchRequestError(`Invalid value for "sortFacetValuesBy": expected "count" or "alpha"`);
  }
  const stringList = (name: "restrictSearchableAttributes" | "optionalWords") => {
    const value = params[name];
    // null is Algolia's "none" for optionalWords.
    if (value === undefined || value === null || typeof value === "string") return;
    if (!Array.isArray(value) || value.some((item) => typeof item !== "string")) {
      throw new SearchRequestError(`Invalid value for "${name}": expected an array of strings`);
    }
  };
  stringList("restrictSearchableAttributes");
  stringList("optionalWords");
  for (const name of ["sumOrFiltersScores", "facetingAfterDistinct"] as const) {
    if (params[name] !== undefined && typeof params[name] !== "boolean") {
      throw new SearchRequestError(`Invalid value for "${name}": expected a boolean`);
    }
  }
  const { distinct } = params;
  if (distinct !== undefined && typeof distinct !== "boolean" && !(Number.isInteger(distinct) && distinct >= 0 && distinct <= 4)) {
    throw new SearchRequestError(`Invalid value for "distinct": expected a boolean or an integer between 0 and 4`);
  }
  if (
    params.removeWordsIfNoResults !== undefined &&
    !["none", "lastWords", "firstWords", "allOptional"].includes(params.removeWordsIfNoResults)
  ) {
    throw new SearchRequestError(
      `Invalid value for "removeWordsIfNoResults": expected "none", "lastWords", "firstWords" or "allOptional"`,
    );
  }
  if (params.aroundLatLng !== undefined && params.aroundLatLng !== "" && parseLatLng(params.aroundLatLng) === null) {
    throw new SearchRequestError(`Invalid value for "aroundLatLng": expected "latitude,longitude"`);
  }
  const radius = params.aroundRadius;
  if (radius !== undefined && radius !== "all" && !(Number.isInteger(radius) && (radius as number) >= 1)) {
    throw new SearchRequestError(`Invalid value for "aroundRadius": expected an integer of at least 1 or "all"`);
  }
  const precision = params.aroundPrecision;
  if (precision !== undefined) {
    const valid = Array.isArray(precision)
      ? precision.length > 0 &&
        precision.every(
          (range) =>
            typeof range === "object" && range !== null && Number.isInteger(range.from) && range.from >= 0 &&
            Number.isInteger(range.value) && range.value >= 1,
        )
      : Number.isInteger(precision) && precision >= 1;
    if (!valid) {
      throw new SearchRequestError(`Invalid value for "aroundPrecision": expected an integer of at least 1 or a list of {from, value}`);
    }
  }
  return params;
}

/** "lat,lng" as numbers within the globe's bounds, or null. */
export function parseLatLng(value: unknown): { lat: number; lng: number } | null {
  if (typeof value !== "string") return null;
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value);
  if (!match) return null;
  const [lat, lng] = [Number(match[1]), Number(match[2])];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

export function attributeFilter(attributes: string[] | string | undefined): (record: SearchRecord) => SearchRecord {
  const list = typeof attributes === "string" ? attributes.split(",") : attributes;
  if (!list || list.includes("*")) {
    const excluded = (list ?? []).filter((a) => a.startsWith("-")).map((a) => a.slice(1));
    if (excluded.length === 0) return plainRecord;
    return (record) => {
      const copy = { ...plainRecord(record) };
      for (const attribute of excluded) delete copy[attribute];
      return copy;
    };
  }
  return (view) => {
    const record = plainRecord(view);
    const picked: SearchRecord = { objectID: record.objectID };
    for (const attribute of list) {
      if (attribute in record) picked[attribute] = record[attribute];
    }
    return picked;
  };
}
