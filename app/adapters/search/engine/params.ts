import { plainRecord, type SearchRecord } from "./store";
import type { SearchParams } from "./types";

/** A 400 answer in Algolia's words. */
export class SearchRequestError extends Error {
  readonly status = 400;
  constructor(message: string) {
    super(message);
    this.name = "SearchRequestError";
  }
}

export function validateParams(params: SearchParams): SearchParams {
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
  if (params.sortFacetValuesBy !== undefined && !["count", "alpha"].includes(params.sortFacetValuesBy)) {
    throw new SearchRequestError(`Invalid value for "sortFacetValuesBy": expected "count" or "alpha"`);
  }
  return params;
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
