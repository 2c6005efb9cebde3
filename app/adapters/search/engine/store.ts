import { addToSet, andInto, countSet, emptySet, setMembers, type Bitset } from "./bitset";
import { BitsetCache } from "./bitset-cache";
import { geoPoints } from "./geo";
import { allowedTypos, indexTokens, normalizeText, typoDistance } from "./text";

/** A stored object: Algolia's record, with its objectID. */
export type SearchRecord = { objectID: string } & Record<string, unknown>;

/**
 * Records read from an index file are views over its columns (snapshot.ts): their fields are
 * getters on a shared prototype, so 100k records cost a few megabytes instead of a hundred,
 * and a start makes no objects of 60 fields. A view has this method, which makes the plain
 * object (own fields, as built from the database) for what leaves the engine.
 */
export const PLAIN_RECORD = Symbol("plain record");

/** The record as a plain object: itself unless it is a view over a file's columns. */
export function plainRecord(record: SearchRecord): SearchRecord {
  const plain = (record as { [PLAIN_RECORD]?: () => SearchRecord })[PLAIN_RECORD];
  return plain ? plain.call(record) : record;
}

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

const NO_LEVEL = 255;

/**
 * Words of attributes without typo tolerance (Algolia's disableTypoToleranceOnAttributes) are
 * indexed under this mark and the word: found exactly and as prefixes, never by a typo, so a
 * word one letter from "camera" does not match every car with a reversing camera.
 */
const EXACT_ONLY = "\u0001";

/** No two indexed words make a longer word: a longer query word is not tried in pieces (each try slices it). */
const MAX_SPLIT_LENGTH = 48;

/** Whether a query word's piece can stand alone: two characters at least, or a number ("ioniq" + "6"). */
function splitPiece(piece: string): boolean {
  return piece.length >= 2 || /^\d+$/.test(piece);
}

export function wordMatchBytes(match: WordMatch): number {
  return match.set.byteLength + match.typos.byteLength + match.level.byteLength + match.exact.byteLength;
}

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

/** Text postings of one term: its records and the best searchable level each matched at. */
interface AddedPostings {
  docs: number[];
  levels: number[];
}

/**
 * What a store is built into, as flat typed arrays a snapshot file can hold as they are: the
 * text index (each term's records between `termStarts[t]` and `termStarts[t + 1]`), each
 * facet column, and each record's place in record order (`sequence`, the ranking's last tie
 * break).
 */
export interface StoreImage {
  records: (SearchRecord | undefined)[];
  sequence: Float64Array;
  terms: string[];
  termStarts: Int32Array;
  termDocs: Int32Array;
  termLevels: Uint8Array;
  facets: {
    attribute: string;
    values: string[];
    numeric: boolean;
    single: Int32Array | null;
    offsets: Int32Array;
    ids: Int32Array;
  }[];
}

/** Positions kept free for cars added while the server runs, before the store is built afresh. */
export function sparePositions(records: number): number {
  return Math.max(64, Math.ceil(records / 50));
}

/**
 * The records of one index family (a primary index and its replicas share one store), with
 * the lookup structures built on demand: facet columns, numeric columns and the text index.
 *
 * A stock change is applied in place rather than by building afresh: a changed or new record
 * takes the next free position (`append`) and the one it replaces is dropped (`remove`), so
 * every structure only ever grows at its end and a dropped position just leaves `live`.
 * `sequence` keeps a changed record's place in record order, so it ranks as it would in a
 * store built afresh. When the free positions run out the owner builds a new store.
 */
export class RecordStore {
  readonly records: (SearchRecord | undefined)[];
  /** Positions, in use or free: every per-record array and bitset has this length. */
  readonly size: number;
  /** The first free position. */
  private end: number;
  readonly live: Bitset;
  readonly sequence: Float64Array;
  private nextSequence: number;
  readonly positionOf = new Map<string, number>();
  private readonly facets = new Map<string, FacetColumn>();
  private readonly numbers = new Map<string, Float64Array>();
  private termIndex: Map<string, number> | null = null;
  private termStarts: Int32Array = new Int32Array(1);
  private termDocs: Int32Array = new Int32Array(0);
  private termLevels: Uint8Array = new Uint8Array(0);
  /** Postings of records appended since the text index was built. */
  private readonly addedTerms = new Map<string, AddedPostings>();
  private vocabulary: string[] = [];
  /**
   * Words without digits of attributes with typo tolerance: the only ones a typo can reach
   * (allowTyposOnNumericTokens off, disableTypoToleranceOnAttributes).
   */
  private alphaVocabulary: string[] = [];
  /**
   * A word match is four bytes a record (312 kB at 100k): kept by bytes, 24 MB, not by count
   * (500 matches were 156 MB at 100k cars and 1.5 GB at a million).
   */
  private readonly wordCache = new BitsetCache<WordMatch>(24 * 1024 * 1024, wordMatchBytes);
  /**
   * Filter sets depend on the records only, so a primary and its replicas share them, and a
   * stock change starts afresh. Whole `filters` strings, then each top-level AND part: 32 MB
   * in all is 2,600 sets at 100k records, 260 at a million.
   */
  readonly filterSets = new BitsetCache(8 * 1024 * 1024);
  readonly filterPartSets = new BitsetCache(24 * 1024 * 1024);
  /** Text indexes of some searchable attributes only (restrictSearchableAttributes), built when first asked. */
  private readonly restrictedStores = new Map<string, RecordStore>();
  /** Each record's `_geoloc` points (between offsets[doc] and offsets[doc + 1]), built on the first geo search. */
  private geo: { offsets: Int32Array; lat: Float64Array; lng: Float64Array } | null = null;

  constructor(
    records: readonly (SearchRecord | undefined)[],
    readonly searchableLevels: string[][],
    readonly facetAttributes: ReadonlySet<string>,
    image?: StoreImage,
    /** Searchable attributes a typo never matches (disableTypoToleranceOnAttributes). */
    readonly exactOnlyAttributes: ReadonlySet<string> = new Set(),
    /** Positions exactly: a store over another's records (restrictedTo) shares its positions. */
    fixedSize?: number,
  ) {
    const source = image?.records ?? records;
    this.size = image ? source.length : (fixedSize ?? source.length + sparePositions(source.length));
    this.records = new Array(this.size);
    this.live = emptySet(this.size);
    this.sequence = image?.sequence ?? new Float64Array(this.size).fill(Number.POSITIVE_INFINITY);
    this.end = 0;
    this.nextSequence = 0;
    source.forEach((record, doc) => {
      if (record) {
        this.records[doc] = record;
        addToSet(this.live, doc);
        this.positionOf.set(String(record.objectID), doc);
        if (!image) this.sequence[doc] = doc;
        this.end = doc + 1;
        this.nextSequence = Math.max(this.nextSequence, this.sequence[doc]! + 1);
      }
    });
    if (image) this.adopt(image);
  }

  /** Records in use, in record order. */
  liveRecords(): SearchRecord[] {
    const docs: number[] = [];
    this.records.forEach((record, doc) => record && docs.push(doc));
    return docs.sort((a, b) => this.sequence[a]! - this.sequence[b]!).map((doc) => plainRecord(this.records[doc]!));
  }

  get liveRecordCount(): number {
    return countSet(this.live);
  }

  get freePositions(): number {
    return this.size - this.end;
  }

  clearCaches(): void {
    this.restrictedStores.clear();
    this.wordCache.clear();
    this.filterSets.clear();
    this.filterPartSets.clear();
  }

  /**
   * The same records with a text index of these searchable attributes only, each word at its
   * level in the full list (the attribute criterion is unchanged). Built on the first request
   * that restricts so, and kept until the records change: only such requests pay for it.
   */
  restrictedTo(attributes: readonly string[]): RecordStore {
    const key = JSON.stringify([...new Set(attributes)].sort());
    let store = this.restrictedStores.get(key);
    if (!store) {
      const levels = this.searchableLevels.map((level) => level.filter((attribute) => attributes.includes(attribute)));
      store = new RecordStore(this.records, levels, new Set(), undefined, this.exactOnlyAttributes, this.size);
      this.restrictedStores.set(key, store);
    }
    return store;
  }

  /** Every record's `_geoloc` points as flat columns. */
  geoColumns(): { offsets: Int32Array; lat: Float64Array; lng: Float64Array } {
    if (this.geo) return this.geo;
    const offsets = new Int32Array(this.size + 1);
    const lat: number[] = [];
    const lng: number[] = [];
    for (let doc = 0; doc < this.size; doc++) {
      offsets[doc] = lat.length;
      const record = this.records[doc];
      if (!record) continue;
      for (const point of geoPoints(record._geoloc)) {
        lat.push(point.lat);
        lng.push(point.lng);
      }
    }
    offsets[this.size] = lat.length;
    this.geo = { offsets, lat: Float64Array.from(lat), lng: Float64Array.from(lng) };
    return this.geo;
  }

  facetColumn(attribute: string): FacetColumn {
    let column = this.facets.get(attribute);
    if (column) return column;
    column = {
      values: [],
      lookup: new Map(),
      single: new Int32Array(this.size).fill(-1),
      offsets: new Int32Array(this.size + 1),
      ids: new Int32Array(0),
      numeric: true,
      numbers: null,
      postings: [],
    };
    const ids: number[] = [];
    // Most facet values repeat: look the raw text up before normalising it.
    const rawLookup = new Map<string, number>();
    for (let doc = 0; doc < this.size; doc++) {
      column.offsets[doc] = ids.length;
      const record = this.records[doc];
      if (record) this.addFacetValues(column, doc, readPath(record, attribute), ids, rawLookup);
    }
    column.offsets[this.size] = ids.length;
    column.ids = Int32Array.from(ids);
    this.finishNumbers(column);
    this.facets.set(attribute, column);
    return column;
  }

  /** The record's values of one facet, as value ids appended to `ids`. */
  private addFacetValues(
    column: FacetColumn,
    doc: number,
    raw: unknown,
    ids: number[],
    rawLookup?: Map<string, number>,
  ): number[] {
    const seen: number[] = [];
    for (const value of facetStrings(raw)) {
      let id = rawLookup?.get(value);
      if (id === undefined) {
        const key = normalizeText(value);
        id = column.lookup.get(key);
        if (id === undefined) {
          id = column.values.length;
          column.values.push(value);
          column.lookup.set(key, id);
          if (typeof raw !== "number" && !(Array.isArray(raw) && raw.every((v) => typeof v === "number"))) {
            column.numeric = false;
          }
        }
        rawLookup?.set(value, id);
      }
      if (!seen.includes(id)) {
        seen.push(id);
        ids.push(id);
      }
    }
    if (seen.length > 1) column.single = null;
    else if (column.single && seen.length === 1) column.single[doc] = seen[0]!;
    return seen;
  }

  private finishNumbers(column: FacetColumn): void {
    const numeric = column.numeric && column.values.length > 0;
    column.numbers = numeric ? Float64Array.from(column.values, Number) : null;
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
    column = new Float64Array(this.size).fill(Number.NaN);
    for (let doc = 0; doc < this.size; doc++) {
      const record = this.records[doc];
      const value = record ? readPath(record, attribute) : undefined;
      if (typeof value === "number") column[doc] = value;
    }
    this.numbers.set(attribute, column);
    return column;
  }

  /** Tags are matched case-sensitively, unlike facet values. */
  tagPostings(tag: string): Bitset {
    const set = emptySet(this.size);
    for (let doc = 0; doc < this.size; doc++) {
      const tags = this.records[doc]?._tags;
      if (Array.isArray(tags) ? tags.includes(tag) : tags === tag) addToSet(set, doc);
    }
    return set;
  }

  /**
   * The record's words, each with the best (first) searchable level it occurs at; words of
   * attributes without typo tolerance under their mark (EXACT_ONLY).
   */
  private recordTerms(record: SearchRecord, tokensOf: (text: string) => string[]): Map<string, number> {
    const bestLevel = new Map<string, number>();
    // Levels are visited best first, so a word's first level in a record is its best.
    this.searchableLevels.forEach((attributes, level) => {
      for (const attribute of attributes) {
        const mark = this.exactOnlyAttributes.has(attribute) ? EXACT_ONLY : "";
        for (const text of facetStrings(readPath(record, attribute))) {
          for (const token of tokensOf(text)) {
            if (!bestLevel.has(mark + token)) bestLevel.set(mark + token, level);
          }
        }
      }
    });
    return bestLevel;
  }

  private buildTextIndex(): void {
    const building = new Map<string, AddedPostings>();
    // Makes, models, colours and features repeat across records: tokenise each text once.
    const tokenCache = new Map<string, string[]>();
    const tokensOf = (text: string) => {
      let tokens = tokenCache.get(text);
      if (!tokens) {
        tokens = indexTokens(text);
        if (tokenCache.size < 200_000) tokenCache.set(text, tokens);
      }
      return tokens;
    };
    let total = 0;
    for (let doc = 0; doc < this.size; doc++) {
      const record = this.records[doc];
      if (!record) continue;
      for (const [token, level] of this.recordTerms(record, tokensOf)) {
        let postings = building.get(token);
        if (!postings) {
          postings = { docs: [], levels: [] };
          building.set(token, postings);
        }
        postings.docs.push(doc);
        postings.levels.push(level);
        total++;
      }
    }
    const terms = [...building.keys()].sort();
    const starts = new Int32Array(terms.length + 1);
    const docs = new Int32Array(total);
    const levels = new Uint8Array(total);
    let at = 0;
    terms.forEach((term, t) => {
      starts[t] = at;
      const postings = building.get(term)!;
      docs.set(postings.docs, at);
      levels.set(postings.levels, at);
      at += postings.docs.length;
    });
    starts[terms.length] = at;
    this.setTextIndex(terms, starts, docs, levels);
  }

  private setTextIndex(terms: string[], starts: Int32Array, docs: Int32Array, levels: Uint8Array): void {
    this.termIndex = new Map(terms.map((term, t) => [term, t]));
    this.termStarts = starts;
    this.termDocs = docs;
    this.termLevels = levels;
    this.vocabulary = terms;
    this.alphaVocabulary = terms.filter(typoReachable);
  }

  /** Builds the lazy structures now (at start) rather than on a shopper's first search. */
  warm(): void {
    this.textIndex();
    for (const attribute of this.facetAttributes) this.facetColumn(attribute);
  }

  private textIndex(): Map<string, number> {
    if (!this.termIndex) this.buildTextIndex();
    return this.termIndex!;
  }

  /** Adds a record at the next free position; false when there is none left. */
  append(record: SearchRecord, sequence = this.nextSequence): boolean {
    if (this.end >= this.size) return false;
    const doc = this.end++;
    this.records[doc] = record;
    addToSet(this.live, doc);
    this.positionOf.set(String(record.objectID), doc);
    this.geo = null;
    this.sequence[doc] = sequence;
    this.nextSequence = Math.max(this.nextSequence, sequence + 1);
    for (const [attribute, column] of this.facets) this.appendFacet(column, doc, readPath(record, attribute));
    for (const [attribute, column] of this.numbers) {
      const value = readPath(record, attribute);
      column[doc] = typeof value === "number" ? value : Number.NaN;
    }
    if (this.termIndex) {
      for (const [token, level] of this.recordTerms(record, indexTokens)) {
        let added = this.addedTerms.get(token);
        if (!added) {
          added = { docs: [], levels: [] };
          this.addedTerms.set(token, added);
          if (!this.termIndex.has(token)) {
            this.vocabulary.splice(lowerBound(this.vocabulary, token), 0, token);
            if (typoReachable(token)) this.alphaVocabulary.splice(lowerBound(this.alphaVocabulary, token), 0, token);
          }
        }
        added.docs.push(doc);
        added.levels.push(level);
      }
    }
    this.clearCaches();
    return true;
  }

  private appendFacet(column: FacetColumn, doc: number, raw: unknown): void {
    const total = column.offsets[doc]!;
    const added: number[] = [];
    // A record with several values turns `single` off; offsets and ids hold every column.
    const seen = this.addFacetValues(column, doc, raw, added);
    if (total + added.length > column.ids.length) {
      const grown = new Int32Array(Math.max(total + added.length, column.ids.length * 1.25 + 64));
      grown.set(column.ids.subarray(0, total));
      column.ids = grown;
    }
    column.ids.set(added, total);
    for (let k = doc + 1; k <= this.size; k++) column.offsets[k] = total + added.length;
    for (const id of seen) {
      const set = column.postings[id];
      if (set) addToSet(set, doc);
    }
    this.finishNumbers(column);
  }

  /** Drops the record at this position: it matches nothing from now on. */
  remove(doc: number): void {
    const record = this.records[doc];
    if (!record) return;
    this.records[doc] = undefined;
    this.geo = null;
    this.live[doc >>> 5]! &= ~(1 << (doc & 31));
    if (this.positionOf.get(String(record.objectID)) === doc) this.positionOf.delete(String(record.objectID));
    this.clearCaches();
  }

  /** The store as flat arrays (live records only in the text index), for a snapshot file. */
  image(): StoreImage {
    this.warm();
    const terms = this.vocabulary;
    const starts = new Int32Array(terms.length + 1);
    const docs: number[] = [];
    const levels: number[] = [];
    terms.forEach((term, t) => {
      starts[t] = docs.length;
      const take = (doc: number, level: number) => {
        if (this.records[doc]) {
          docs.push(doc);
          levels.push(level);
        }
      };
      const base = this.termIndex!.get(term);
      if (base !== undefined) {
        for (let k = this.termStarts[base]!; k < this.termStarts[base + 1]!; k++) take(this.termDocs[k]!, this.termLevels[k]!);
      }
      const added = this.addedTerms.get(term);
      added?.docs.forEach((doc, k) => take(doc, added.levels[k]!));
    });
    starts[terms.length] = docs.length;
    return {
      records: this.records,
      sequence: this.sequence,
      terms,
      termStarts: starts,
      termDocs: Int32Array.from(docs),
      termLevels: Uint8Array.from(levels),
      facets: [...this.facets].map(([attribute, column]) => ({
        attribute,
        values: column.values,
        numeric: column.numeric,
        single: column.single,
        offsets: column.offsets,
        ids: column.ids.subarray(0, column.offsets[this.size]!),
      })),
    };
  }

  private adopt(image: StoreImage): void {
    this.setTextIndex(image.terms, image.termStarts, image.termDocs, image.termLevels);
    for (const facet of image.facets) {
      const column: FacetColumn = {
        values: facet.values,
        lookup: new Map(facet.values.map((value, id) => [normalizeText(value), id])),
        single: facet.single,
        offsets: facet.offsets,
        ids: facet.ids,
        numeric: facet.numeric,
        numbers: null,
        postings: [],
      };
      this.finishNumbers(column);
      this.facets.set(facet.attribute, column);
    }
  }

  /** Whether a word is indexed, or (`asPrefix`) some indexed word starts with it. */
  hasTerm(word: string, asPrefix: boolean): boolean {
    const terms = this.textIndex();
    for (const key of [word, EXACT_ONLY + word]) {
      if (terms.has(key) || this.addedTerms.has(key)) return true;
      if (asPrefix && this.vocabulary[lowerBound(this.vocabulary, key)]?.startsWith(key)) return true;
    }
    return false;
  }

  /**
   * Records matching one query word: exactly, as a prefix when it is the query's last word
   * (Algolia's prefixLast), and, for a word as typed (`typed`; not a concatenation of the
   * query's words), within the allowed typos (`typos`) and split in two indexed words
   * ("ioniq6" = "ioniq 6", "landcruiser300"), which rank as an inexact match.
   */
  matchWord(word: string, isLast: boolean, typed = true, typos = true): WordMatch {
    const key = `${isLast ? "p" : "w"}${typed ? "t" : "c"}${typos ? "y" : "n"}:${word}`;
    const cached = this.wordCache.get(key);
    if (cached) return cached;
    const terms = this.textIndex();
    const match: WordMatch = {
      set: emptySet(this.size),
      typos: new Uint8Array(this.size).fill(NO_LEVEL),
      level: new Uint8Array(this.size).fill(NO_LEVEL),
      exact: new Uint8Array(this.size),
    };
    const takeOne = (doc: number, level: number, typos: number, exact: boolean) => {
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
    };
    const take = (token: string, typos: number, exact: boolean) => {
      const t = terms.get(token);
      if (t !== undefined) {
        for (let k = this.termStarts[t]!; k < this.termStarts[t + 1]!; k++) {
          takeOne(this.termDocs[k]!, this.termLevels[k]!, typos, exact);
        }
      }
      const added = this.addedTerms.get(token);
      if (added) added.docs.forEach((doc, k) => takeOne(doc, added.levels[k]!, typos, exact));
    };
    for (const mark of ["", EXACT_ONLY]) {
      take(mark + word, 0, true);
      if (!isLast) continue;
      const marked = mark + word;
      for (let i = lowerBound(this.vocabulary, marked); i < this.vocabulary.length; i++) {
        const token = this.vocabulary[i]!;
        if (!token.startsWith(marked)) break;
        if (token !== marked) take(token, 0, false);
      }
    }
    const limit = !typed || !typos || /\d/.test(word) ? 0 : allowedTypos(word);
    if (limit > 0) {
      for (const token of this.alphaVocabulary) {
        if (token === word) continue;
        const distance = typoDistance(word, token, limit);
        if (distance > 0 && distance <= limit) take(token, distance, false);
      }
    }
    if (typed && word.length <= MAX_SPLIT_LENGTH) {
      for (let at = 1; at < word.length; at++) {
        const [first, second] = [word.slice(0, at), word.slice(at)];
        if (!splitPiece(first) || !splitPiece(second)) continue;
        if (!this.hasTerm(first, false) || !this.hasTerm(second, isLast)) continue;
        const [a, b] = [this.matchWord(first, false, false), this.matchWord(second, isLast, false)];
        for (const doc of setMembers(andInto(a.set.slice(), b.set))) {
          takeOne(doc, Math.min(a.level[doc]!, b.level[doc]!), 0, false);
        }
      }
    }
    this.wordCache.set(key, match);
    return match;
  }
}

/** Whether a typo can reach an indexed word: not a number, nor of an attribute without typos. */
function typoReachable(token: string): boolean {
  return !token.startsWith(EXACT_ONLY) && !/\d/.test(token);
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
