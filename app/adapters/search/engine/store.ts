import { addToSet, emptySet, type Bitset } from "./bitset";
import { BitsetCache } from "./bitset-cache";
import { allowedTypos, normalizeText, tokenizeText, typoDistance } from "./text";

/** A stored object: Algolia's record, with its objectID. */
export type SearchRecord = { objectID: string } & Record<string, unknown>;

/**
 * Per-attribute facet values of every record. Single-valued attributes keep one value id
 * per record; arrays keep a compressed list (offsets into ids).
 */
export interface FacetColumn {
  values: string[];
  lookup: Map<string, number>;
  /** Value id per record, -1 when the record has none. Null when some record has several. */
  single: Int32Array | null;
  offsets: Int32Array;
  ids: Int32Array;
  /** Whether every value is a number, so the facet gets facets_stats. */
  numeric: boolean;
  /** Each value as a number, for numeric facets. */
  numbers: Float64Array | null;
  postings: (Bitset | undefined)[];
}

/** The records matching one query word, with the best match quality per record. */
export interface WordMatch {
  set: Bitset;
  typos: Uint8Array;
  level: Uint8Array;
  exact: Uint8Array;
}

interface TermPostings {
  docs: Int32Array;
  levels: Uint8Array;
}

const NO_LEVEL = 255;

export function readPath(record: Record<string, unknown>, path: string): unknown {
  if (!path.includes(".")) return record[path];
  let value: unknown = record;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function facetStrings(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(facetStrings);
  if (typeof value === "string") return [value];
  if (typeof value === "number" || typeof value === "boolean") return [String(value)];
  return [];
}

/** A searchable attribute setting: "name", "make,model" (same level) or "unordered(colour)". */
export function parseSearchableAttributes(setting: readonly string[]): string[][] {
  return setting.map((entry) =>
    entry.split(",").map((part) => part.trim().replace(/^unordered\((.*)\)$/, "$1")),
  );
}

/** An attributesForFaceting entry without its searchable()/filterOnly()/afterDistinct() wrapper. */
export function facetAttributeName(entry: string): { name: string; filterOnly: boolean } {
  const match = /^(searchable|filterOnly|afterDistinct)\((.*)\)$/.exec(entry.trim());
  if (!match) return { name: entry.trim(), filterOnly: false };
  return { name: match[2]!, filterOnly: match[1] === "filterOnly" };
}

/**
 * The records of one index family (a primary index and its replicas share one store), with
 * the lookup structures built on demand: facet columns, numeric columns and the text index.
 */
export class RecordStore {
  readonly records: SearchRecord[];
  readonly size: number;
  readonly positionOf = new Map<string, number>();
  private readonly facets = new Map<string, FacetColumn>();
  private readonly numbers = new Map<string, Float64Array>();
  private terms: Map<string, TermPostings> | null = null;
  private vocabulary: string[] = [];
  /** Words without digits: the only ones typo tolerance considers (allowTyposOnNumericTokens off). */
  private alphaVocabulary: string[] = [];
  private readonly wordCache = new Map<string, WordMatch>();
  /**
   * Filter sets depend on the records only, so a primary and its replicas share them, and a
   * stock change (a new store) starts afresh. Whole `filters` strings, then each top-level
   * AND part: 32 MB in all is 2,600 sets at 100k records, 260 at a million.
   */
  readonly filterSets = new BitsetCache(8 * 1024 * 1024);
  readonly filterPartSets = new BitsetCache(24 * 1024 * 1024);

  constructor(
    records: readonly SearchRecord[],
    readonly searchableLevels: string[][],
    readonly facetAttributes: ReadonlySet<string>,
  ) {
    this.records = records.slice();
    this.size = this.records.length;
    this.records.forEach((record, index) => this.positionOf.set(String(record.objectID), index));
  }

  clearCaches(): void {
    this.wordCache.clear();
    this.filterSets.clear();
    this.filterPartSets.clear();
  }

  facetColumn(attribute: string): FacetColumn {
    let column = this.facets.get(attribute);
    if (column) return column;
    const values: string[] = [];
    const lookup = new Map<string, number>();
    // Most facet values repeat: look the raw text up before normalising it.
    const rawLookup = new Map<string, number>();
    let single: Int32Array | null = new Int32Array(this.size).fill(-1);
    const offsets = new Int32Array(this.size + 1);
    const ids: number[] = [];
    let numeric = true;
    for (let doc = 0; doc < this.size; doc++) {
      offsets[doc] = ids.length;
      const raw = readPath(this.records[doc]!, attribute);
      const strings = facetStrings(raw);
      const seen = new Set<number>();
      for (const value of strings) {
        let id = rawLookup.get(value);
        if (id === undefined) {
          const key = normalizeText(value);
          id = lookup.get(key);
          if (id === undefined) {
            id = values.length;
            values.push(value);
            lookup.set(key, id);
            if (typeof raw !== "number" && !(Array.isArray(raw) && raw.every((v) => typeof v === "number"))) {
              numeric = false;
            }
          }
          rawLookup.set(value, id);
        }
        if (!seen.has(id)) {
          seen.add(id);
          ids.push(id);
        }
      }
      if (seen.size > 1) single = null;
      else if (single && seen.size === 1) single[doc] = ids[ids.length - 1]!;
    }
    offsets[this.size] = ids.length;
    column = {
      values,
      lookup,
      single,
      offsets,
      ids: Int32Array.from(ids),
      numeric: numeric && values.length > 0,
      numbers: numeric && values.length > 0 ? Float64Array.from(values, Number) : null,
      postings: [],
    };
    this.facets.set(attribute, column);
    return column;
  }

  /** Records whose attribute has this facet value (case-insensitive, as Algolia's facet filters). */
  facetPostings(attribute: string, value: string): Bitset | undefined {
    const column = this.facetColumn(attribute);
    const id = column.lookup.get(normalizeText(value));
    if (id === undefined) return undefined;
    let set = column.postings[id];
    if (set) return set;
    set = emptySet(this.size);
    for (let doc = 0; doc < this.size; doc++) {
      for (let k = column.offsets[doc]!; k < column.offsets[doc + 1]!; k++) {
        if (column.ids[k] === id) {
          addToSet(set, doc);
          break;
        }
      }
    }
    column.postings[id] = set;
    return set;
  }

  /** The attribute as numbers, NaN where a record has no number. */
  numericColumn(attribute: string): Float64Array {
    let column = this.numbers.get(attribute);
    if (column) return column;
    column = new Float64Array(this.size);
    for (let doc = 0; doc < this.size; doc++) {
      const value = readPath(this.records[doc]!, attribute);
      column[doc] = typeof value === "number" ? value : Number.NaN;
    }
    this.numbers.set(attribute, column);
    return column;
  }

  /** Tags are matched case-sensitively, unlike facet values. */
  tagPostings(tag: string): Bitset {
    const set = emptySet(this.size);
    for (let doc = 0; doc < this.size; doc++) {
      const tags = this.records[doc]!._tags;
      if (Array.isArray(tags) ? tags.includes(tag) : tags === tag) addToSet(set, doc);
    }
    return set;
  }

  private buildTextIndex(): Map<string, TermPostings> {
    const building = new Map<string, { docs: number[]; levels: number[] }>();
    const bestLevel = new Map<string, number>();
    // Makes, models, colours and features repeat across records: tokenise each text once.
    const tokenCache = new Map<string, string[]>();
    const tokensOf = (text: string) => {
      let tokens = tokenCache.get(text);
      if (!tokens) {
        tokens = tokenizeText(text);
        if (tokenCache.size < 200_000) tokenCache.set(text, tokens);
      }
      return tokens;
    };
    for (let doc = 0; doc < this.size; doc++) {
      const record = this.records[doc]!;
      bestLevel.clear();
      // Levels are visited best first, so a word's first level in a record is its best.
      this.searchableLevels.forEach((attributes, level) => {
        for (const attribute of attributes) {
          for (const text of facetStrings(readPath(record, attribute))) {
            for (const token of tokensOf(text)) {
              if (!bestLevel.has(token)) bestLevel.set(token, level);
            }
          }
        }
      });
      for (const [token, level] of bestLevel) {
        let postings = building.get(token);
        if (!postings) {
          postings = { docs: [], levels: [] };
          building.set(token, postings);
        }
        postings.docs.push(doc);
        postings.levels.push(level);
      }
    }
    const terms = new Map<string, TermPostings>();
    for (const [token, postings] of building) {
      terms.set(token, { docs: Int32Array.from(postings.docs), levels: Uint8Array.from(postings.levels) });
    }
    this.vocabulary = [...terms.keys()].sort();
    this.alphaVocabulary = this.vocabulary.filter((token) => !/\d/.test(token));
    return terms;
  }

  /** Builds the lazy structures now (at start) rather than on a shopper's first search. */
  warm(): void {
    this.textIndex();
    for (const attribute of this.facetAttributes) this.facetColumn(attribute);
  }

  private textIndex(): Map<string, TermPostings> {
    if (!this.terms) this.terms = this.buildTextIndex();
    return this.terms;
  }

  /**
   * Records matching one query word: exactly, as a prefix when it is the query's last word
   * (Algolia's prefixLast), or within the allowed typos.
   */
  matchWord(word: string, isLast: boolean): WordMatch {
    const key = `${isLast ? "p" : "w"}:${word}`;
    const cached = this.wordCache.get(key);
    if (cached) return cached;
    const terms = this.textIndex();
    const match: WordMatch = {
      set: emptySet(this.size),
      typos: new Uint8Array(this.size).fill(NO_LEVEL),
      level: new Uint8Array(this.size).fill(NO_LEVEL),
      exact: new Uint8Array(this.size),
    };
    const take = (token: string, typos: number, exact: boolean) => {
      const postings = terms.get(token)!;
      for (let k = 0; k < postings.docs.length; k++) {
        const doc = postings.docs[k]!;
        const level = postings.levels[k]!;
        const better =
          typos < match.typos[doc]! ||
          (typos === match.typos[doc]! &&
            (level < match.level[doc]! || (level === match.level[doc]! && exact && !match.exact[doc])));
        if (better) {
          match.typos[doc] = typos;
          match.level[doc] = level;
          match.exact[doc] = exact ? 1 : 0;
          addToSet(match.set, doc);
        }
      }
    };
    if (terms.has(word)) take(word, 0, true);
    if (isLast) {
      for (let i = lowerBound(this.vocabulary, word); i < this.vocabulary.length; i++) {
        const token = this.vocabulary[i]!;
        if (!token.startsWith(word)) break;
        if (token !== word) take(token, 0, false);
      }
    }
    const limit = /\d/.test(word) ? 0 : allowedTypos(word);
    if (limit > 0) {
      for (const token of this.alphaVocabulary) {
        if (token === word) continue;
        const distance = typoDistance(word, token, limit);
        if (distance > 0 && distance <= limit) take(token, distance, false);
      }
    }
    if (this.wordCache.size > 500) this.wordCache.clear();
    this.wordCache.set(key, match);
    return match;
  }
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
