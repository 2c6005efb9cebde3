import { addToSet, countSet, emptySet, type Bitset } from "./bitset";
import { BitsetCache } from "./bitset-cache";
import {
  appendFacetValues,
  buildFacetColumn,
  facetColumnFromImage,
  facetColumnImage,
  facetValuePostings,
  type FacetColumn,
  type FacetColumnImage,
} from "./facet-column";
import { geoPoints } from "./geo";
import { plainRecord, readPath, type SearchRecord } from "./search-record";
import { TextIndex, type SearchableAttributes } from "./text-index";
import { matchWord, wordMatchBytes, type WordMatch } from "./word-match";

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
  facets: FacetColumnImage[];
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
  private text: TextIndex | null = null;
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
    column = buildFacetColumn(this.records, this.size, attribute);
    this.facets.set(attribute, column);
    return column;
  }

  /** Records whose attribute has this facet value (case-insensitive, as Algolia's facet filters). */
  facetPostings(attribute: string, value: string): Bitset | undefined {
    return facetValuePostings(this.facetColumn(attribute), this.size, value);
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

  /** Builds the lazy structures now (at start) rather than on a shopper's first search. */
  warm(): void {
    this.textIndex();
    for (const attribute of this.facetAttributes) this.facetColumn(attribute);
  }

  private searchable(): SearchableAttributes {
    return { levels: this.searchableLevels, exactOnly: this.exactOnlyAttributes };
  }

  private textIndex(): TextIndex {
    this.text ??= TextIndex.build(this.records, this.size, this.searchable());
    return this.text;
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
    for (const [attribute, column] of this.facets) appendFacetValues(column, this.size, doc, readPath(record, attribute));
    for (const [attribute, column] of this.numbers) {
      const value = readPath(record, attribute);
      column[doc] = typeof value === "number" ? value : Number.NaN;
    }
    this.text?.add(doc, record, this.searchable());
    this.clearCaches();
    return true;
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
    return {
      records: this.records,
      sequence: this.sequence,
      ...this.textIndex().image((doc) => this.records[doc] !== undefined),
      facets: [...this.facets].map(([attribute, column]) => facetColumnImage(attribute, column, this.size)),
    };
  }

  private adopt(image: StoreImage): void {
    this.text = new TextIndex(image.terms, image.termStarts, image.termDocs, image.termLevels);
    for (const facet of image.facets) this.facets.set(facet.attribute, facetColumnFromImage(facet));
  }

  /** Whether a word is indexed, or (`asPrefix`) some indexed word starts with it. */
  hasTerm(word: string, asPrefix: boolean): boolean {
    return this.textIndex().has(word, asPrefix);
  }

  /** Records matching one query word (word-match.ts), kept until the records change. */
  matchWord(word: string, isLast: boolean, typed = true, typos = true): WordMatch {
    return matchWord(this.textIndex(), this.size, this.wordCache, word, isLast, typed, typos);
  }
}
