import { z } from "zod";
import { parseFilters, type FilterNode } from "~/adapters/search/engine";

/*
 * What keeps an outside caller of the search API inside one dealer's stock: the tenant's base
 * filter (its stock preset, models/search/presets.ts) ANDed onto whatever the caller asks, and only
 * the tenant's own index family. Pure rules: the HTTP answer is in search-api.server.ts.
 */

/** A 4xx answer in Algolia's shape: `{ message, status }`. */
export class SearchApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "SearchApiError";
  }
}

/** Object keys that would reach a prototype if anything downstream assigned them. */
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

function checkKey(key: string): void {
  if (PROTOTYPE_KEYS.has(key)) throw new SearchApiError(400, `Invalid parameter name: ${key}`);
}

function checkText(text: string): void {
  if (text.includes("\u0000")) throw new SearchApiError(400, "Invalid value: NUL characters are not allowed");
}

/**
 * A request body as the search API takes it: JSON, none of whose keys is a prototype's name
 * and none of whose strings holds a NUL character.
 */
export function readJsonBody(text: string): unknown {
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text, (key, value: unknown) => {
      checkKey(key);
      if (typeof value === "string") checkText(value);
      return value;
    });
  } catch (error) {
    if (error instanceof SearchApiError) throw error;
    throw new SearchApiError(400, "Invalid JSON body");
  }
}

/** Parameters that are text whatever they hold: a search for `2020` is words, not a number. */
const TEXT_PARAMETERS = new Set([
  "query",
  "facetQuery",
  "filters",
  "highlightPreTag",
  "highlightPostTag",
  "snippetEllipsisText",
  "userToken",
]);

/**
 * Algolia's `params` string (and the GET search's query string): URL-encoded, arrays,
 * objects, numbers and booleans written as JSON, as the official clients send them.
 */
export function readParamsString(params: string | URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const entries = typeof params === "string" ? new URLSearchParams(params) : params;
  for (const [key, value] of entries) {
    checkKey(key);
    checkText(value);
    out[key] = !TEXT_PARAMETERS.has(key) && /^[[{]|^-?\d+(\.\d+)?$|^(true|false)$/.test(value) ? jsonOrText(value) : value;
  }
  return out;
}

function jsonOrText(value: string): unknown {
  try {
    return readJsonBody(value);
  } catch (error) {
    if (error instanceof SearchApiError && error.message !== "Invalid JSON body") throw error;
    return value;
  }
}

/** One request's parameters: its legacy `params` string and its own fields, the fields winning. */
export function requestParams(request: Record<string, unknown>): Record<string, unknown> {
  const { params: legacy, ...fields } = request;
  if (legacy !== undefined && typeof legacy !== "string") {
    throw new SearchApiError(400, `Invalid value for "params": expected a string`);
  }
  return { ...(legacy ? readParamsString(legacy) : {}), ...fields };
}

/** The conditions of a filter's top-level AND. */
function conjuncts(node: FilterNode): FilterNode[] {
  if (node.type === "and") return node.items.flatMap(conjuncts);
  return node.type === "all" ? [] : [node];
}

/** A filter as the engine reads it, its syntax errors as 400 answers in Algolia's words. */
function readFilter(filters: string, parameter = "filters"): FilterNode {
  try {
    return parseFilters(filters, parameter);
  } catch (error) {
    // Thousands of nested parentheses run the parser out of stack: the caller's mistake.
    if (error instanceof RangeError) throw new SearchApiError(400, `${parameter}: the filter is nested too deeply`);
    if (error instanceof Error && error.name === "FilterSyntaxError") throw new SearchApiError(400, error.message);
    throw error;
  }
}

/**
 * The caller's `filters` with the forced ones ANDed in front: every condition of the forced
 * filter stays a condition of the whole, whatever the caller wrote (an OR, a NOT, a stray
 * parenthesis), so no filter reaches past it. The caller's filter is read on its own first,
 * so a syntax error points at its own columns and never shows the forced filter. The result
 * is checked by reading it back: a combination that lost a forced condition is refused.
 */
export function scopedFilters(forced: readonly string[], callerFilters: unknown): string {
  const required = forced.filter((filter) => filter.trim() !== "");
  if (callerFilters !== undefined && typeof callerFilters !== "string") {
    throw new SearchApiError(400, `Invalid value for "filters": expected a string`);
  }
  const caller = callerFilters?.trim() ?? "";
  if (caller !== "") readFilter(caller);
  const combined = [...required, ...(caller === "" ? [] : [`(${caller})`])].join(" AND ");
  const kept = new Set(conjuncts(readFilter(combined)).map((node) => JSON.stringify(node)));
  const lost = required.flatMap((filter) => conjuncts(readFilter(filter))).some((node) => !kept.has(JSON.stringify(node)));
  if (lost) throw new SearchApiError(400, "filters: this filter cannot be combined with the site's own");
  return combined;
}

const textList = z.union([z.string(), z.array(z.string())]);
const filterList = z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))]);

/**
 * The shapes of the list parameters, which the engine takes on trust from the app's own
 * requests: from outside, a number where a list belongs is a 400 here, not a crash there.
 * Each parameter's values are the engine's to check.
 */
const ListParameters = z
  .object({
    facetFilters: filterList,
    numericFilters: filterList,
    tagFilters: filterList,
    facets: textList,
    attributesToRetrieve: textList,
    attributesToHighlight: textList,
    attributesToSnippet: textList,
    responseFields: textList,
    analyticsTags: textList,
  })
  .partial()
  .passthrough();

const LIST_SHAPES: Record<string, string> = {
  facetFilters: "a string or a list of strings and lists of strings",
  numericFilters: "a string or a list of strings and lists of strings",
  tagFilters: "a string or a list of strings and lists of strings",
};

function checkListParameters(params: Record<string, unknown>): void {
  const checked = ListParameters.safeParse(params);
  if (checked.success) return;
  const name = String(checked.error.issues[0]?.path[0]);
  throw new SearchApiError(400, `Invalid value for "${name}": expected ${LIST_SHAPES[name] ?? "a string or a list of strings"}`);
}

/** The longest query the API reads (Algolia's limit): a longer one is a mistake or an attack. */
export const MAX_QUERY_LENGTH = 512;

/**
 * A search request's parameters as the engine gets them: the forced filter in, a query within
 * Algolia's length, and nothing else changed (the engine refuses what it does not support).
 */
export function scopedSearchParams(params: Record<string, unknown>, forced: readonly string[]): Record<string, unknown> {
  if (typeof params.query === "string" && params.query.length > MAX_QUERY_LENGTH) {
    throw new SearchApiError(400, `Query is too long: at most ${MAX_QUERY_LENGTH} characters`);
  }
  checkListParameters(params);
  return { ...params, filters: scopedFilters(forced, params.filters) };
}

/**
 * Whether a caller may name this index: the tenant's own index family (its primary and sort
 * replicas), further narrowed by a key's `restrictIndices` (Algolia's patterns: `*` anywhere).
 */
export function indexAllowed(indexName: string, family: readonly string[], restrictIndices: readonly string[] | null): boolean {
  if (!family.includes(indexName)) return false;
  if (restrictIndices === null) return true;
  return restrictIndices.some((pattern) => indexPattern(pattern).test(indexName));
}

function indexPattern(pattern: string): RegExp {
  const escaped = pattern.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${escaped.join(".*")}$`);
}
