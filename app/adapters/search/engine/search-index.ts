import { andInto, complement, countSet, emptySet, fullSet, hasInSet, orInto, type Bitset } from "./bitset";
import {
  FilterSyntaxError,
  parseFilterList,
  parseFilters,
  type FilterList,
  type FilterNode,
} from "./filters";
import { facetAttributeName, readPath, RecordStore, type SearchRecord, type WordMatch } from "./store";
import { tokenizeText } from "./text";

export interface IndexSettings {
  searchableAttributes?: string[];
  attributesForFaceting?: string[];
  customRanking?: string[];
  ranking?: string[];
  replicas?: string[];
  hitsPerPage?: number;
  maxValuesPerFacet?: number;
  paginationLimitedTo?: number;
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
  params: string;
  index: string;
}

/** A 400 answer in Algolia's words. */
export class SearchRequestError extends Error {
  readonly status = 400;
  constructor(message: string) {
    super(message);
    this.name = "SearchRequestError";
  }
}

export const DEFAULT_RANKING = ["typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom"];

interface Criterion {
  attribute: string;
  direction: 1 | -1;
}

function parseCriteria(entries: readonly string[]): Criterion[] {
  return entries.flatMap((entry) => {
    const match = /^(asc|desc)\((.+)\)$/.exec(entry.trim());
    return match ? [{ attribute: match[2]!, direction: match[1] === "asc" ? 1 : -1 } as Criterion] : [];
  });
}

function compareValues(a: unknown, b: unknown, direction: 1 | -1): number {
  const missingA = a === null || a === undefined || (typeof a === "number" && Number.isNaN(a));
  const missingB = b === null || b === undefined || (typeof b === "number" && Number.isNaN(b));
  // Records without the attribute go last whatever the direction, as in Algolia.
  if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
  if (a === b) return 0;
  return ((a as number) < (b as number) ? -1 : 1) * direction;
}

/** The shared ranking rule, used by the engine and by its brute-force reference in tests. */
export function textTier(sumTypos: number, bestLevel: number, inexactWords: number): number {
  return (sumTypos * 256 + bestLevel) * 64 + Math.min(inexactWords, 63);
}

/**
 * One searchable index: a primary or a replica. Replicas share the primary's RecordStore
 * and differ only by ranking, so the precomputed order is all a replica costs.
 */
export class EngineIndex {
  private storeValue: RecordStore;
  private order!: Int32Array;
  private group!: Int32Array;
  private hasSortCriteria = false;
  private readonly filterCache = new Map<string, Bitset>();

  constructor(
    readonly name: string,
    readonly settings: IndexSettings,
    store: RecordStore,
  ) {
    this.storeValue = store;
    this.buildOrder();
  }

  get store(): RecordStore {
    return this.storeValue;
  }

  /** Swaps in a new record set (after a stock change) and recomputes the ranking order. */
  replaceStore(store: RecordStore): void {
    this.storeValue = store;
    this.filterCache.clear();
    this.buildOrder();
  }

  private buildOrder(): void {
    const { records, size } = this.storeValue;
    const ranking = this.settings.ranking ?? DEFAULT_RANKING;
    const firstTextual = ranking.findIndex((entry) => !/^(asc|desc)\(/.test(entry));
    const sortCriteria = parseCriteria(firstTextual === -1 ? ranking : ranking.slice(0, firstTextual));
    const custom = parseCriteria(this.settings.customRanking ?? []);
    this.hasSortCriteria = sortCriteria.length > 0;
    const keys = (criteria: Criterion[]) =>
      criteria.map((c) => ({ c, values: records.map((record) => readPath(record, c.attribute)) }));
    const sortKeys = keys(sortCriteria);
    const customKeys = keys(custom);
    const compareBy = (list: typeof sortKeys, a: number, b: number) => {
      for (const { c, values } of list) {
        const result = compareValues(values[a], values[b], c.direction);
        if (result !== 0) return result;
      }
      return 0;
    };
    const positions = Array.from({ length: size }, (_, i) => i);
    positions.sort((a, b) => compareBy(sortKeys, a, b) || compareBy(customKeys, a, b) || a - b);
    this.order = Int32Array.from(positions);
    this.group = new Int32Array(size);
    let group = 0;
    for (let i = 1; i < size; i++) {
      if (compareBy(sortKeys, positions[i - 1]!, positions[i]!) !== 0) group++;
      this.group[positions[i]!] = group;
    }
  }

  private isFaceted(attribute: string): boolean {
    return this.storeValue.facetAttributes.has(attribute);
  }

  private evaluate(node: FilterNode): Bitset {
    const store = this.storeValue;
    switch (node.type) {
      case "all":
        return fullSet(store.size);
      case "and": {
        const result = this.evaluate(node.items[0]!).slice();
        for (const item of node.items.slice(1)) andInto(result, this.evaluate(item));
        return result;
      }
      case "or": {
        const result = this.evaluate(node.items[0]!).slice();
        for (const item of node.items.slice(1)) orInto(result, this.evaluate(item));
        return result;
      }
      case "not":
        return complement(this.evaluate(node.item), store.size);
      case "tag":
        return store.tagPostings(node.value);
      case "facet": {
        if (this.isFaceted(node.attribute)) {
          return store.facetPostings(node.attribute, node.value) ?? emptySet(store.size);
        }
        const number = Number(node.value);
        if (node.value.trim() !== "" && !Number.isNaN(number)) {
          return this.evaluate({ type: "numeric", attribute: node.attribute, operator: "=", value: number });
        }
        return emptySet(store.size);
      }
      case "numeric":
      case "range": {
        const column = store.numericColumn(node.attribute);
        const set = emptySet(store.size);
        const test = numericTest(node);
        for (let doc = 0; doc < store.size; doc++) {
          const value = column[doc]!;
          if (!Number.isNaN(value) && test(value)) set[doc >>> 5]! |= 1 << (doc & 31);
        }
        return set;
      }
    }
  }

  /** `filters` strings repeat (a tenant's preset is in every request): cache their sets. */
  private filterSet(filters: string | undefined): Bitset | null {
    if (filters === undefined || filters.trim() === "") return null;
    const cached = this.filterCache.get(filters);
    if (cached) {
      this.filterCache.delete(filters);
      this.filterCache.set(filters, cached);
      return cached;
    }
    const set = this.evaluate(parseFilters(filters));
    this.filterCache.set(filters, set);
    if (this.filterCache.size > 256) this.filterCache.delete(this.filterCache.keys().next().value!);
    return set;
  }

  search(rawParams: SearchParams, paramsString: string): SearchResponse {
    const started = performance.now();
    const params = validateParams(rawParams);
    const store = this.storeValue;
    const query = params.query ?? "";

    let matched: Bitset | null = null;
    const intersect = (set: Bitset | null) => {
      if (!set) return;
      matched = matched ? andInto(matched, set) : set.slice();
    };
    intersect(this.filterSet(params.filters));
    for (const [list, kind] of [
      [params.facetFilters, "facetFilters"],
      [params.numericFilters, "numericFilters"],
      [params.tagFilters, "tagFilters"],
    ] as const) {
      if (list !== undefined) intersect(this.evaluate(parseFilterList(list, kind)));
    }

    const words = tokenizeText(query);
    const wordMatches: WordMatch[] = words.map((word, i) => store.matchWord(word, i === words.length - 1));
    for (const match of wordMatches) intersect(match.set);
    const result: Bitset = matched ?? fullSet(store.size);

    const nbHits = countSet(result);
    const hitsPerPage = params.hitsPerPage ?? this.settings.hitsPerPage ?? 20;
    const limit = this.settings.paginationLimitedTo ?? 1000;
    const usesOffset = params.offset !== undefined;
    const offset = usesOffset ? params.offset! : (params.page ?? 0) * hitsPerPage;
    const length = usesOffset ? (params.length ?? hitsPerPage) : hitsPerPage;
    const end = Math.min(offset + length, limit);
    const ranked = offset < end ? this.rank(result, wordMatches, end) : [];
    const retrieve = attributeFilter(params.attributesToRetrieve);
    const hits = ranked.slice(offset, end).map((doc) => retrieve(store.records[doc]!));

    const response: SearchResponse = {
      hits,
      nbHits,
      page: usesOffset ? Math.floor(offset / Math.max(1, hitsPerPage)) : (params.page ?? 0),
      nbPages: hitsPerPage > 0 ? Math.ceil(Math.min(nbHits, limit) / hitsPerPage) : 0,
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      exhaustive: { nbHits: true, facetsCount: true },
      processingTimeMS: 0,
      query,
      params: paramsString,
      index: this.name,
    };
    if (usesOffset) {
      response.offset = offset;
      response.length = length;
    }
    if (params.facets !== undefined) {
      Object.assign(response, this.countFacets(result, params));
    }
    response.processingTimeMS = Math.round(performance.now() - started);
    return response;
  }

  /** Records of the set in ranking order, the first `needed` of them. */
  private rank(result: Bitset, words: WordMatch[], needed: number): number[] {
    const out: number[] = [];
    const { order, group } = this;
    if (words.length === 0) {
      for (let i = 0; i < order.length && out.length < needed; i++) {
        if (hasInSet(result, order[i]!)) out.push(order[i]!);
      }
      return out;
    }
    const tierOf = (doc: number) => {
      let typos = 0;
      let level = 255;
      let inexact = 0;
      for (const match of words) {
        typos += match.typos[doc]!;
        if (match.level[doc]! < level) level = match.level[doc]!;
        if (!match.exact[doc]) inexact++;
      }
      return textTier(typos, level, inexact);
    };
    const buckets = new Map<number, number[]>();
    const flush = () => {
      for (const tier of [...buckets.keys()].sort((a, b) => a - b)) out.push(...buckets.get(tier)!);
      buckets.clear();
    };
    let currentGroup = -1;
    for (let i = 0; i < order.length; i++) {
      const doc = order[i]!;
      if (!hasInSet(result, doc)) continue;
      if (this.hasSortCriteria && group[doc] !== currentGroup) {
        flush();
        if (out.length >= needed) return out;
        currentGroup = group[doc]!;
      }
      const tier = tierOf(doc);
      let bucket = buckets.get(tier);
      if (!bucket) buckets.set(tier, (bucket = []));
      bucket.push(doc);
      // Nothing ranks above tier 0, so once it alone fills the page the rest cannot matter.
      if (tier === 0 && out.length + bucket.length >= needed) break;
    }
    flush();
    return out;
  }

  private countFacets(
    result: Bitset,
    params: SearchParams,
  ): Pick<SearchResponse, "facets" | "facets_stats"> {
    const store = this.storeValue;
    const declared = (this.settings.attributesForFaceting ?? []).map(facetAttributeName);
    const requested = typeof params.facets === "string" ? [params.facets] : (params.facets ?? []);
    const names = requested.includes("*")
      ? declared.filter((f) => !f.filterOnly).map((f) => f.name)
      : requested.filter((name) => declared.some((f) => f.name === name && !f.filterOnly));
    const maxValues = params.maxValuesPerFacet ?? this.settings.maxValuesPerFacet ?? 100;
    const facets: Record<string, Record<string, number>> = {};
    const stats: Record<string, FacetStats> = {};
    if (names.length === 0) return { facets };
    // Collect the matching records once; each facet then counts in a tight typed-array loop.
    const docs = new Int32Array(countSet(result));
    let n = 0;
    for (let w = 0; w < result.length; w++) {
      let word = result[w]!;
      while (word !== 0) {
        const low = word & -word;
        docs[n++] = (w << 5) + 31 - Math.clz32(low);
        word ^= low;
      }
    }
    for (const name of names) {
      const column = store.facetColumn(name);
      const counts = new Int32Array(column.values.length);
      const single = column.single;
      if (single) {
        for (let i = 0; i < n; i++) {
          const id = single[docs[i]!]!;
          if (id >= 0) counts[id]!++;
        }
      } else {
        const { offsets, ids } = column;
        for (let i = 0; i < n; i++) {
          const doc = docs[i]!;
          for (let k = offsets[doc]!; k < offsets[doc + 1]!; k++) counts[ids[k]!]!++;
        }
      }
      facets[name] = topFacetValues(column.values, counts, maxValues, params.sortFacetValuesBy === "alpha");
      if (column.numeric) {
        const numbers = column.numbers!;
        let sum = 0;
        let weight = 0;
        let min = Number.POSITIVE_INFINITY;
        let max = Number.NEGATIVE_INFINITY;
        for (let id = 0; id < counts.length; id++) {
          const count = counts[id]!;
          if (count === 0) continue;
          const number = numbers[id]!;
          sum += number * count;
          weight += count;
          if (number < min) min = number;
          if (number > max) max = number;
        }
        if (weight > 0) stats[name] = { min, max, avg: sum / weight, sum };
      }
    }
    return Object.keys(stats).length > 0 ? { facets, facets_stats: stats } : { facets };
  }

  getObject(objectID: string, attributesToRetrieve?: string[] | string): SearchRecord | undefined {
    const position = this.storeValue.positionOf.get(objectID);
    if (position === undefined) return undefined;
    return attributeFilter(attributesToRetrieve)(this.storeValue.records[position]!);
  }
}

const byValue = (a: [string, number], b: [string, number]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/**
 * The facet's values with their counts, at most `limit`: by count (ties alphabetical) or
 * alphabetically. Prices and km have thousands of values, so the count cut-off is found from
 * a histogram of counts before anything is sorted.
 */
function topFacetValues(
  values: readonly string[],
  counts: Int32Array,
  limit: number,
  alphabetical: boolean,
): Record<string, number> {
  let present = 0;
  let highest = 0;
  for (let id = 0; id < counts.length; id++) {
    const count = counts[id]!;
    if (count > 0) present++;
    if (count > highest) highest = count;
  }
  let cutoff = 1;
  if (!alphabetical && present > limit) {
    const histogram = new Int32Array(highest + 1);
    for (let id = 0; id < counts.length; id++) histogram[counts[id]!]!++;
    let kept = 0;
    for (cutoff = highest; cutoff > 1 && kept + histogram[cutoff]! < limit; cutoff--) kept += histogram[cutoff]!;
  }
  const entries: [string, number][] = [];
  for (let id = 0; id < counts.length; id++) {
    if (counts[id]! >= cutoff) entries.push([values[id]!, counts[id]!]);
  }
  entries.sort(alphabetical ? byValue : (a, b) => b[1] - a[1] || byValue(a, b));
  return Object.fromEntries(entries.slice(0, limit));
}

function numericTest(node: Extract<FilterNode, { type: "numeric" | "range" }>): (value: number) => boolean {
  if (node.type === "range") return (value) => value >= node.lower && value <= node.upper;
  const target = node.value;
  switch (node.operator) {
    case "=":
      return (value) => value === target;
    case "!=":
      return (value) => value !== target;
    case "<":
      return (value) => value < target;
    case "<=":
      return (value) => value <= target;
    case ">":
      return (value) => value > target;
    case ">=":
      return (value) => value >= target;
  }
}

function attributeFilter(attributes: string[] | string | undefined): (record: SearchRecord) => SearchRecord {
  const list = typeof attributes === "string" ? attributes.split(",") : attributes;
  if (!list || list.includes("*")) {
    const excluded = (list ?? []).filter((a) => a.startsWith("-")).map((a) => a.slice(1));
    if (excluded.length === 0) return (record) => record;
    return (record) => {
      const copy = { ...record };
      for (const attribute of excluded) delete copy[attribute];
      return copy;
    };
  }
  return (record) => {
    const picked: SearchRecord = { objectID: record.objectID };
    for (const attribute of list) {
      if (attribute in record) picked[attribute] = record[attribute];
    }
    return picked;
  };
}

function validateParams(params: SearchParams): SearchParams {
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

export { FilterSyntaxError };
