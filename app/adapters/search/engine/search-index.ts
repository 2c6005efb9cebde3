import { andInto, complement, countSet, emptySet, fullSet, hasInSet, orInto, setMembers, type Bitset } from "./bitset";
import { countFacets } from "./facets";
import { andParts, filterKey, parseFilterList, parseFilters, type FilterNode } from "./filters";
import { attributeFilter, SearchRequestError, validateParams } from "./params";
import { highlightText, type HighlightQuery } from "./highlight";
import { hitAnnotations, selectFields } from "./annotations";
import { RankingRule, textTier, type RankingOrder } from "./ranking";
import type { FacetColumn, RecordStore, SearchRecord, WordMatch } from "./store";
import { tokenizeText } from "./text";
import type { FacetSearchResponse, IndexSettings, SearchParams, SearchResponse } from "./types";

/**
 * One searchable index: a primary or a replica. Replicas share the primary's RecordStore
 * and differ only by ranking, so the precomputed order is all a replica costs.
 */
export class EngineIndex {
  private storeValue: RecordStore;
  readonly createdAt = new Date().toISOString();
  /** When its records last changed (listIndices' updatedAt). */
  updatedAt = this.createdAt;
  private readonly rule: RankingRule;
  private ranked: RankingOrder;

  /** `ranked`: the order saved with the store's image, which is then not sorted again. */
  constructor(
    readonly name: string,
    readonly settings: IndexSettings,
    store: RecordStore,
    ranked?: RankingOrder,
  ) {
    this.storeValue = store;
    this.rule = new RankingRule(settings);
    this.ranked = ranked ?? this.rule.order(store.records, store.sequence);
  }

  /** The ranking order, for a snapshot file. */
  get rankingOrder(): RankingOrder {
    return this.ranked;
  }

  get store(): RecordStore {
    return this.storeValue;
  }

  /** Forgets every cached filter and word match, as a restarted server would (the bench's cold figures). */
  clearCaches(): void {
    this.storeValue.clearCaches();
  }

  /** Swaps in a new record set (after a stock change) and recomputes the ranking order. */
  replaceStore(store: RecordStore): void {
    this.updatedAt = new Date().toISOString();
    this.storeValue = store;
    this.ranked = this.rule.order(store.records, store.sequence);
  }

  /** Puts positions the store has just given records in their ranked places. */
  reposition(docs: readonly number[]): void {
    this.updatedAt = new Date().toISOString();
    this.ranked = this.rule.reposition(this.ranked, this.storeValue.records, this.storeValue.sequence, docs);
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
        return numericSet(store.numericColumn(node.attribute), store.size, numericBounds(node));
      }
    }
  }

  /**
   * `filters` strings repeat (a tenant's preset is in every request): their sets are cached
   * whole, so a page asked again skips parsing too.
   */
  private filterSet(filters: string | undefined): Bitset | null {
    if (filters === undefined || filters.trim() === "") return null;
    const { filterSets } = this.storeValue;
    const cached = filterSets.get(filters);
    if (cached) return cached;
    const set = this.partsSet(parseFilters(filters));
    if (set) filterSets.set(filters, set);
    return set;
  }

  /**
   * The AND of the node's top-level parts, null when none restricts. Each part's set is cached:
   * a refined search nobody asked before is mostly parts asked already (the tenant's preset,
   * make:Toyota, a price range), and the requests of one search page share most of theirs, so
   * it costs word-wide ANDs instead of column scans.
   */
  private partsSet(node: FilterNode): Bitset | null {
    const { filterPartSets } = this.storeValue;
    let result: Bitset | null = null;
    for (const part of groupNegations(andParts(node))) {
      const key = filterKey(part);
      let set = filterPartSets.get(key);
      if (!set) {
        set = this.evaluate(part);
        filterPartSets.set(key, set);
      }
      // Cached sets are shared: the first is copied before anything is ANDed into it.
      result = result ? andInto(result, set) : set.slice();
    }
    return result;
  }

  /** The records a request matches (its filters and query) and the query's reading of them. */
  private matching(params: SearchParams) {
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
      if (list !== undefined) intersect(this.partsSet(parseFilterList(list, kind)));
    }

    const words = tokenizeText(query);
    const reading = readingOptions(params);
    const text = this.matchQuery(words, reading);
    if (text) intersect(text.set);
    // Positions without a record (free, or a removed record's) never match.
    const result: Bitset = matched ? andInto(matched, store.live) : store.live.slice();
    if (text && reading.fewestTypos !== null) keepFewestTypos(result, text.tierOf, reading.fewestTypos);
    return { result, text, words, reading };
  }

  search(rawParams: SearchParams, paramsString: string): SearchResponse {
    const started = performance.now();
    const params = validateParams(rawParams);
    const store = this.storeValue;
    const query = params.query ?? "";

    const { result, text, words, reading } = this.matching(params);

    const nbHits = countSet(result);
    const hitsPerPage = params.hitsPerPage ?? this.settings.hitsPerPage ?? 20;
    const limit = this.settings.paginationLimitedTo ?? 1000;
    const usesOffset = params.offset !== undefined;
    const offset = usesOffset ? params.offset! : (params.page ?? 0) * hitsPerPage;
    const length = usesOffset ? (params.length ?? hitsPerPage) : hitsPerPage;
    const end = Math.min(offset + length, limit);
    const ranked = offset < end ? this.rank(result, text, end) : [];
    const retrieve = attributeFilter(params.attributesToRetrieve);
    const annotate = hitAnnotations(this.settings, store, params, words, reading, text?.tierOf ?? null);
    const hits = ranked.slice(offset, end).map((doc, i) => annotate(retrieve(store.records[doc]!), doc, nbHits - offset - i));

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
      Object.assign(response, countFacets(store, this.settings, result, params));
    }
    response.processingTimeMS = Math.round(performance.now() - started);
    return selectFields(response, params.responseFields);
  }

  /**
   * The records matching the query's words, and each one's text tier. Words are read as typed
   * and, as Algolia does, also with two or three neighbours joined ("rav 4" = "rav4", "land
   * cruiser" = "landcruiser"): each way of reading the query is the AND of its words, a record
   * matches when one way does, and ranks by its best way. A join is read only when some indexed
   * word is it (or starts with it, at the end), so most queries have a single way.
   */
  private matchQuery(words: string[], options: ReadingOptions): QueryMatch | null {
    if (words.length === 0) return null;
    const readings = queryReadings(this.storeValue, words, options);
    if (readings.length === 1) {
      const units = readings[0]!;
      const set = units[0]!.set.slice();
      for (const unit of units.slice(1)) andInto(set, unit.set);
      return { set, tierOf: (doc) => unitsTier(units, doc), best: textTier(0, units.length - 1, 0, 0) };
    }
    const set = emptySet(this.storeValue.size);
    const tiers = new Int32Array(this.storeValue.size);
    for (const units of readings) {
      const reading = units[0]!.set.slice();
      for (const unit of units.slice(1)) andInto(reading, unit.set);
      for (const doc of setMembers(reading)) {
        const tier = unitsTier(units, doc);
        if (!hasInSet(set, doc) || tier < tiers[doc]!) tiers[doc] = tier;
      }
      orInto(set, reading);
    }
    const fewestUnits = Math.min(...readings.map((units) => units.length));
    return { set, tierOf: (doc) => tiers[doc]!, best: textTier(0, fewestUnits - 1, 0, 0) };
  }

  /** Records of the set in ranking order, the first `needed` of them. */
  private rank(result: Bitset, text: QueryMatch | null, needed: number): number[] {
    const out: number[] = [];
    const { order, group, hasSortCriteria } = this.ranked;
    if (!text) {
      for (let i = 0; i < order.length && out.length < needed; i++) {
        if (hasInSet(result, order[i]!)) out.push(order[i]!);
      }
      return out;
    }
    // Nothing ranks above the best tier, so once it alone fills the page the rest cannot matter.
    const { tierOf, best } = text;
    const buckets = new Map<number, number[]>();
    const flush = () => {
      for (const tier of [...buckets.keys()].sort((a, b) => a - b)) out.push(...buckets.get(tier)!);
      buckets.clear();
    };
    let currentGroup = -1;
    for (let i = 0; i < order.length; i++) {
      const doc = order[i]!;
      if (!hasInSet(result, doc)) continue;
      if (hasSortCriteria && group[doc] !== currentGroup) {
        flush();
        if (out.length >= needed) return out;
        currentGroup = group[doc]!;
      }
      const tier = tierOf(doc);
      let bucket = buckets.get(tier);
      if (!bucket) buckets.set(tier, (bucket = []));
      bucket.push(doc);
      if (tier === best && out.length + bucket.length >= needed) break;
    }
    flush();
    return out;
  }

  /**
   * Algolia's search for facet values: the values of a searchable() facet whose words start
   * with the facet query's words (or, joined, with the query joined: "cx5" finds "CX-5"), each
   * with its count among the records the request's query and filters match, most first.
   */
  searchForFacetValues(facetName: string, rawParams: SearchParams): FacetSearchResponse {
    const started = performance.now();
    const params = validateParams(rawParams);
    const searchable = (this.settings.attributesForFaceting ?? []).some(
      (entry) => /^searchable\((.*)\)$/.exec(entry.trim())?.[1] === facetName,
    );
    if (!searchable) {
      throw new SearchRequestError(
        `Cannot search in \`${facetName}\` attribute, you need to add \`searchable(${facetName})\` to attributesForFaceting.`,
      );
    }
    const { result } = this.matching(params);
    const column = this.storeValue.facetColumn(facetName);
    const counts = valueCounts(column, result);
    const words = tokenizeText(params.facetQuery ?? "");
    const joined = words.join("");
    const found: { id: number; value: string }[] = [];
    for (let id = 0; id < counts.length; id++) {
      if (counts[id] === 0) continue;
      const value = column.values[id]!;
      const valueWords = tokenizeText(value);
      const matches =
        words.every((word) => valueWords.some((valueWord) => valueWord.startsWith(word))) ||
        valueWords.join("").startsWith(joined);
      if (matches) found.push({ id, value });
    }
    const byValue = (a: { value: string }, b: { value: string }) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
    found.sort(params.sortFacetValuesBy === "alpha" ? byValue : (a, b) => counts[b.id]! - counts[a.id]! || byValue(a, b));
    const query: HighlightQuery = {
      words,
      prefix: words.map(() => true),
      typos: false,
      preTag: params.highlightPreTag ?? "<em>",
      postTag: params.highlightPostTag ?? "</em>",
    };
    return {
      facetHits: found.slice(0, params.maxFacetHits ?? 10).map(({ id, value }) => ({
        value,
        highlighted: highlightText(value, query, false).value,
        count: counts[id]!,
      })),
      exhaustiveFacetsCount: true,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }

  /**
   * Algolia's browse: every record the request matches, in ranking order, `hitsPerPage` (up to
   * 1,000) at a time from `offset`, without the pagination limit a search has.
   */
  browse(rawParams: SearchParams, offset: number): { response: SearchResponse; next: number | null } {
    const started = performance.now();
    const { page: _page, offset: _offset, length: _length, ...rest } = rawParams;
    const params = validateParams(rest);
    const { result, text } = this.matching(params);
    const nbHits = countSet(result);
    const hitsPerPage = params.hitsPerPage ?? 1000;
    const end = Math.min(offset + hitsPerPage, nbHits);
    const retrieve = attributeFilter(params.attributesToRetrieve);
    const hits = this.rank(result, text, end)
      .slice(offset, end)
      .map((doc) => retrieve(this.storeValue.records[doc]!));
    return {
      response: {
        hits,
        nbHits,
        page: hitsPerPage > 0 ? Math.floor(offset / hitsPerPage) : 0,
        nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
        hitsPerPage,
        exhaustiveNbHits: true,
        exhaustiveFacetsCount: true,
        exhaustive: { nbHits: true, facetsCount: true },
        processingTimeMS: Math.round(performance.now() - started),
        query: params.query ?? "",
        params: "",
        index: this.name,
      },
      next: end < nbHits && hitsPerPage > 0 ? end : null,
    };
  }

  getObject(objectID: string, attributesToRetrieve?: string[] | string): SearchRecord | undefined {
    const position = this.storeValue.positionOf.get(objectID);
    if (position === undefined) return undefined;
    return attributeFilter(attributesToRetrieve)(this.storeValue.records[position]!);
  }
}

/** Each value's count among the records of the set. */
function valueCounts(column: FacetColumn, set: Bitset): Int32Array {
  const counts = new Int32Array(column.values.length);
  const { single, offsets, ids } = column;
  for (const doc of setMembers(set)) {
    if (single) {
      const id = single[doc]!;
      if (id >= 0) counts[id]!++;
    } else {
      for (let k = offsets[doc]!; k < offsets[doc + 1]!; k++) counts[ids[k]!]!++;
    }
  }
  return counts;
}

/** The records a query matches, each one's text tier, and the best tier any record could have. */
interface QueryMatch {
  set: Bitset;
  tierOf: (doc: number) => number;
  best: number;
}

/** How a request reads its words: typoTolerance and queryType. */
export interface ReadingOptions {
  typos: boolean;
  /** typoTolerance "min" (0) and "strict" (1): records beyond the fewest typos found plus this are left out. */
  fewestTypos: number | null;
  /** Whether a word may match as a prefix, given whether it ends the query. */
  prefix: (endsQuery: boolean) => boolean;
}

const DEFAULT_READING: ReadingOptions = { typos: true, fewestTypos: null, prefix: (endsQuery) => endsQuery };

export function readingOptions(params: SearchParams): ReadingOptions {
  const tolerance = params.typoTolerance;
  const queryType = params.queryType ?? "prefixLast";
  return {
    typos: tolerance !== false && tolerance !== "false",
    fewestTypos: tolerance === "min" ? 0 : tolerance === "strict" ? 1 : null,
    prefix: queryType === "prefixAll" ? () => true : queryType === "prefixNone" ? () => false : (endsQuery) => endsQuery,
  };
}

/** The tier's typo count (textTier's first component). */
export function tierTypos(tier: number): number {
  return Math.floor(tier / (8 * 256 * 64));
}

/** Leaves out the records with more typos than the fewest any record has, plus `extra`. */
function keepFewestTypos(set: Bitset, tierOf: (doc: number) => number, extra: number): void {
  const members = setMembers(set);
  let fewest = Number.POSITIVE_INFINITY;
  for (const doc of members) fewest = Math.min(fewest, tierTypos(tierOf(doc)));
  for (const doc of members) if (tierTypos(tierOf(doc)) > fewest + extra) set[doc >>> 5]! &= ~(1 << (doc & 31));
}

/** The most ways of reading one query (a query of many joinable words has many). */
const MAX_READINGS = 64;

/**
 * Each way of reading the query's words: word by word, and with two or three neighbours
 * joined wherever an indexed word is the join (or, at the query's end, starts with it). The
 * word-by-word reading comes first.
 */
export function queryReadings(store: RecordStore, words: readonly string[], options: ReadingOptions = DEFAULT_READING): WordMatch[][] {
  const readings: WordMatch[][] = [];
  const last = words.length - 1;
  const units: WordMatch[] = [];
  const walk = (from: number) => {
    if (readings.length >= MAX_READINGS) return;
    if (from === words.length) {
      readings.push([...units]);
      return;
    }
    units.push(store.matchWord(words[from]!, options.prefix(from === last), true, options.typos));
    walk(from + 1);
    units.pop();
    for (let joined = 2; joined <= 3 && from + joined <= words.length; joined++) {
      const word = words.slice(from, from + joined).join("");
      const asPrefix = options.prefix(from + joined === words.length);
      if (!store.hasTerm(word, asPrefix)) continue;
      units.push(store.matchWord(word, asPrefix, false));
      walk(from + joined);
      units.pop();
    }
  };
  walk(0);
  return readings;
}

/** A record's text tier for one reading: its typos, its words apart, its best searchable level, its inexact words. */
function unitsTier(units: readonly WordMatch[], doc: number): number {
  let typos = 0;
  let level = 255;
  let inexact = 0;
  for (const match of units) {
    typos += match.typos[doc]!;
    if (match.level[doc]! < level) level = match.level[doc]!;
    if (!match.exact[doc]) inexact++;
  }
  return textTier(typos, units.length - 1, level, inexact);
}

/**
 * The top-level parts with their negations as one: `NOT a AND NOT b AND ...` is
 * `NOT (a OR b OR ...)`, a single cached set. A tenant's base filter excludes makes and stock
 * numbers one `NOT` each (Algolia negates single conditions only), so hundreds of them cost a
 * search one AND, not one each; the set is built once, from the values' postings.
 */
export function groupNegations(parts: FilterNode[]): FilterNode[] {
  const negated: FilterNode[] = [];
  const others: FilterNode[] = [];
  for (const part of parts) {
    if (part.type === "not") negated.push(part.item);
    else others.push(part);
  }
  if (negated.length < 2) return parts;
  return [...others, { type: "not", item: { type: "or", items: negated } }];
}

/** Which numbers a numeric filter keeps: `lowest <= value <= highest`, and not `except`. */
interface NumericBounds {
  lowest: number;
  highest: number;
  /** NaN when nothing is left out: no number equals NaN. */
  except: number;
}

export function numericBounds(node: Extract<FilterNode, { type: "numeric" | "range" }>): NumericBounds {
  if (node.type === "range") return { lowest: node.lower, highest: node.upper, except: Number.NaN };
  const target = node.value;
  const [below, above] = [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
  switch (node.operator) {
    case "=":
      return { lowest: target, highest: target, except: Number.NaN };
    case "!=":
      return { lowest: below, highest: above, except: target };
    case "<":
      return { lowest: below, highest: target, except: target };
    case "<=":
      return { lowest: below, highest: target, except: Number.NaN };
    case ">":
      return { lowest: target, highest: above, except: target };
    case ">=":
      return { lowest: target, highest: above, except: Number.NaN };
  }
}

/**
 * The records whose number is within `bounds`; a record without one (NaN) never is, as every
 * comparison with NaN is false. A new price range is a scan of the whole column on every
 * refined search nobody asked before (issue 16): it builds each 32-record word from the
 * comparisons' bits instead of branching per record, which random prices mispredict (at 100k
 * records 1.07 ms a scan with a test function and a branch, 0.19 ms like this).
 */
export function numericSet(column: Float64Array, size: number, { lowest, highest, except }: NumericBounds): Bitset {
  const set = emptySet(size);
  for (let word = 0, first = 0; first < size; word++, first += 32) {
    const last = Math.min(first + 32, size);
    let bits = 0;
    for (let doc = first; doc < last; doc++) {
      const value = column[doc]!;
      // Booleans in bitwise operators are 0 or 1: no branch.
      bits |= (Number(value >= lowest) & Number(value <= highest) & Number(value !== except)) << (doc - first);
    }
    set[word] = bits;
  }
  return set;
}
