import { addToSet, emptySet, type Bitset } from "./bitset";
import { facetStrings, readPath, type SearchRecord } from "./search-record";
import { normalizeText } from "./text";

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

/** A facet column as a snapshot file holds it: no lookup, numbers or postings (built again). */
export interface FacetColumnImage {
  attribute: string;
  values: string[];
  numeric: boolean;
  single: Int32Array | null;
  offsets: Int32Array;
  ids: Int32Array;
}

/** The column of one attribute over `size` positions (a position without a record has no value). */
export function buildFacetColumn(records: readonly (SearchRecord | undefined)[], size: number, attribute: string): FacetColumn {
  const column: FacetColumn = {
    values: [],
    lookup: new Map(),
    single: new Int32Array(size).fill(-1),
    offsets: new Int32Array(size + 1),
    ids: new Int32Array(0),
    numeric: true,
    numbers: null,
    postings: [],
  };
  const ids: number[] = [];
  // Most facet values repeat: look the raw text up before normalising it.
  const rawLookup = new Map<string, number>();
  for (let doc = 0; doc < size; doc++) {
    column.offsets[doc] = ids.length;
    const record = records[doc];
    if (record) addFacetValues(column, doc, readPath(record, attribute), ids, rawLookup);
  }
  column.offsets[size] = ids.length;
  column.ids = Int32Array.from(ids);
  finishNumbers(column);
  return column;
}

/** The record's values of one facet, as value ids appended to `ids`. */
function addFacetValues(
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

function finishNumbers(column: FacetColumn): void {
  const numeric = column.numeric && column.values.length > 0;
  column.numbers = numeric ? Float64Array.from(column.values, Number) : null;
}

/** Adds the values of a record appended at `doc`, the column's last position in use. */
export function appendFacetValues(column: FacetColumn, size: number, doc: number, raw: unknown): void {
  const total = column.offsets[doc]!;
  const added: number[] = [];
  // A record with several values turns `single` off; offsets and ids hold every column.
  const seen = addFacetValues(column, doc, raw, added);
  if (total + added.length > column.ids.length) {
    const grown = new Int32Array(Math.max(total + added.length, column.ids.length * 1.25 + 64));
    grown.set(column.ids.subarray(0, total));
    column.ids = grown;
  }
  column.ids.set(added, total);
  for (let k = doc + 1; k <= size; k++) column.offsets[k] = total + added.length;
  for (const id of seen) {
    const set = column.postings[id];
    if (set) addToSet(set, doc);
  }
  finishNumbers(column);
}

/** Records whose attribute has this facet value (case-insensitive, as Algolia's facet filters). */
export function facetValuePostings(column: FacetColumn, size: number, value: string): Bitset | undefined {
  const id = column.lookup.get(normalizeText(value));
  if (id === undefined) return undefined;
  let set = column.postings[id];
  if (set) return set;
  set = emptySet(size);
  for (let doc = 0; doc < size; doc++) {
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

export function facetColumnImage(attribute: string, column: FacetColumn, size: number): FacetColumnImage {
  return {
    attribute,
    values: column.values,
    numeric: column.numeric,
    single: column.single,
    offsets: column.offsets,
    ids: column.ids.subarray(0, column.offsets[size]!),
  };
}

export function facetColumnFromImage(facet: FacetColumnImage): FacetColumn {
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
  finishNumbers(column);
  return column;
}
