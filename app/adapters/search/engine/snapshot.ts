import { crc32 } from "node:zlib";
import type { FamilyImage } from "./engine";
import { PLAIN_RECORD, plainRecord, type SearchRecord } from "./search-record";
import type { StoreImage } from "./store";

/*
 * Built index families as one compact binary file, so a start reads them instead of reading
 * every car from the database and building the text index, facet columns and ranking orders
 * again. Records are stored as columns (one typed array per field, repeated texts and values
 * once in a dictionary); the built structures are typed arrays already and are stored as they
 * are. Reading back is typed-array views, one JSON.parse of the header and dictionaries, and
 * one object literal per record (all of one shape).
 *
 * Layout: MAGIC, format (u32), header length (u32), header JSON, 8-byte aligned blocks, and a
 * CRC-32 of everything before it (u32), so a truncated or damaged file is refused, never read.
 */

const MAGIC = Buffer.from("DLRINDEX", "latin1");
const FORMAT = 2;
const ALIGN = 8;

/** Value ids of dictionary columns below zero. */
const NULL_ID = -1;
const ABSENT_ID = -2;
/** States of number and boolean columns (booleans store 0 and 1 in the same bytes). */
const IS_NULL = 2;
const IS_ABSENT = 3;

type ColumnKind = "number" | "boolean" | "string" | "json";
type ArrayKind = "i32" | "u8" | "f64";
interface BlockRef {
  kind: ArrayKind;
  offset: number;
  length: number;
}

interface ColumnHeader {
  name: string;
  kind: ColumnKind;
  values: BlockRef;
  /** number columns: state per record (0 a number, IS_NULL, IS_ABSENT), when any record has no number. */
  states?: BlockRef;
  /** Whether some record (not a free position) lacks the field. */
  sometimesAbsent: boolean;
}

interface FamilyHeader {
  name: string;
  positions: number;
  present: BlockRef;
  columns: ColumnHeader[];
  sequence: BlockRef;
  terms: string[];
  termStarts: BlockRef;
  termDocs: BlockRef;
  termLevels: BlockRef;
  facets: { attribute: string; values: string[]; numeric: boolean; single?: BlockRef; offsets: BlockRef; ids: BlockRef }[];
  orders: { index: string; order: BlockRef; group: BlockRef; hasSortCriteria: boolean }[];
}

interface Header {
  meta: unknown;
  strings: string[];
  jsons: string[];
  families: FamilyHeader[];
}

export class SnapshotError extends Error {}

export interface IndexSnapshot {
  /** What the writer keyed the file by (e.g. the stock version it was built from). */
  meta: unknown;
  families: Map<string, FamilyImage>;
}

const WIDTH: Record<ArrayKind, number> = { i32: 4, u8: 1, f64: 8 };

function kindOf(records: readonly (SearchRecord | undefined)[], field: string): ColumnKind {
  let kind: ColumnKind | null = null;
  for (const record of records) {
    if (!record) continue;
    const value = record[field];
    if (value === null || value === undefined) continue;
    const own: ColumnKind =
      typeof value === "number" ? "number" : typeof value === "boolean" ? "boolean" : typeof value === "string" ? "string" : "json";
    if (kind === null) kind = own;
    else if (kind !== own) return "json";
  }
  return kind ?? "json";
}

/** The fields of the records, in the order the first record that has each one lists them. */
function fieldsOf(records: readonly (SearchRecord | undefined)[]): string[] {
  const fields = new Set<string>();
  for (const record of records) if (record) for (const key of Object.keys(record)) fields.add(key);
  return [...fields];
}

export function encodeSnapshot(meta: unknown, families: ReadonlyMap<string, FamilyImage>): Buffer {
  const blocks: Buffer[] = [];
  let offset = 0;
  const put = (view: Int32Array | Uint8Array | Float64Array): BlockRef => {
    const kind: ArrayKind = view instanceof Int32Array ? "i32" : view instanceof Float64Array ? "f64" : "u8";
    const ref = { kind, offset, length: view.length };
    blocks.push(Buffer.from(view.buffer, view.byteOffset, view.byteLength));
    offset += view.byteLength;
    const pad = (ALIGN - (offset % ALIGN)) % ALIGN;
    if (pad > 0) {
      blocks.push(Buffer.alloc(pad));
      offset += pad;
    }
    return ref;
  };
  // Dictionaries are shared across fields and families: a make is one entry.
  const strings: string[] = [];
  const jsons: string[] = [];
  const stringIds = new Map<string, number>();
  const jsonIds = new Map<string, number>();
  const idOf = (lookup: Map<string, number>, list: string[], text: string) => {
    let id = lookup.get(text);
    if (id === undefined) {
      id = list.length;
      list.push(text);
      lookup.set(text, id);
    }
    return id;
  };
  const header: Header = { meta, strings, jsons, families: [] };
  for (const [name, image] of families) {
    const { store } = image;
    // Views over a file read earlier are written from their plain objects.
    const records = store.records.map((record) => record && plainRecord(record));
    const positions = records.length;
    const columns = fieldsOf(records).map((field): ColumnHeader => {
      const kind = kindOf(records, field);
      let sometimesAbsent = false;
      const absent = (record: SearchRecord | undefined) => {
        if (!record) return true;
        if (Object.hasOwn(record, field)) return false;
        sometimesAbsent = true;
        return true;
      };
      if (kind === "number") {
        const values = new Float64Array(positions);
        let states: Uint8Array | null = null;
        for (let doc = 0; doc < positions; doc++) {
          const record = records[doc];
          const value = record?.[field];
          if (typeof value === "number") values[doc] = value;
          else (states ??= new Uint8Array(positions))[doc] = absent(record) ? IS_ABSENT : IS_NULL;
        }
        return { name: field, kind, values: put(values), states: states ? put(states) : undefined, sometimesAbsent };
      }
      if (kind === "boolean") {
        const values = new Uint8Array(positions);
        for (let doc = 0; doc < positions; doc++) {
          const record = records[doc];
          values[doc] = absent(record) ? IS_ABSENT : record![field] === null ? IS_NULL : record![field] ? 1 : 0;
        }
        return { name: field, kind, values: put(values), sometimesAbsent };
      }
      const ids = new Int32Array(positions);
      for (let doc = 0; doc < positions; doc++) {
        const record = records[doc];
        if (absent(record)) ids[doc] = ABSENT_ID;
        else if (record![field] === null) ids[doc] = NULL_ID;
        else if (kind === "string") ids[doc] = idOf(stringIds, strings, record![field] as string);
        else ids[doc] = idOf(jsonIds, jsons, JSON.stringify(record![field]));
      }
      return { name: field, kind, values: put(ids), sometimesAbsent };
    });
    header.families.push({
      name,
      positions,
      present: put(Uint8Array.from(records, (record) => (record ? 1 : 0))),
      columns,
      sequence: put(store.sequence),
      terms: store.terms,
      termStarts: put(store.termStarts),
      termDocs: put(store.termDocs),
      termLevels: put(store.termLevels),
      facets: store.facets.map((facet) => ({
        attribute: facet.attribute,
        values: facet.values,
        numeric: facet.numeric,
        single: facet.single ? put(facet.single) : undefined,
        offsets: put(facet.offsets),
        ids: put(facet.ids),
      })),
      orders: Object.entries(image.orders).map(([index, ranked]) => ({
        index,
        order: put(ranked.order),
        group: put(ranked.group),
        hasSortCriteria: ranked.hasSortCriteria,
      })),
    });
  }
  const headerBytes = Buffer.from(JSON.stringify(header), "utf8");
  const preamble = Buffer.alloc(MAGIC.length + 8);
  MAGIC.copy(preamble, 0);
  preamble.writeUInt32LE(FORMAT, MAGIC.length);
  preamble.writeUInt32LE(headerBytes.length, MAGIC.length + 4);
  const headerEnd = preamble.length + headerBytes.length;
  const headerPad = Buffer.alloc((ALIGN - (headerEnd % ALIGN)) % ALIGN);
  const file = Buffer.concat([preamble, headerBytes, headerPad, ...blocks, Buffer.alloc(4)]);
  file.writeUInt32LE(crc32(file.subarray(0, file.length - 4)), file.length - 4);
  return file;
}

/** Reads a snapshot back; throws SnapshotError for a file that is not one, or is cut short or damaged. */
export function decodeSnapshot(file: Buffer): IndexSnapshot {
  if (file.length < MAGIC.length + 12 || !file.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new SnapshotError("not an index snapshot");
  }
  if (file.readUInt32LE(MAGIC.length) !== FORMAT) throw new SnapshotError("another snapshot format");
  if (crc32(file.subarray(0, file.length - 4)) !== file.readUInt32LE(file.length - 4)) {
    throw new SnapshotError("checksum mismatch: truncated or damaged");
  }
  const headerLength = file.readUInt32LE(MAGIC.length + 4);
  const headerStart = MAGIC.length + 8;
  let header: Header;
  try {
    header = JSON.parse(file.toString("utf8", headerStart, headerStart + headerLength)) as Header;
  } catch {
    throw new SnapshotError("unreadable header");
  }
  const headerEnd = headerStart + headerLength;
  const base = headerEnd + ((ALIGN - (headerEnd % ALIGN)) % ALIGN);
  const bodyLength = file.length - 4 - base;
  // The typed arrays view the file's own bytes when they are 8-byte aligned in memory (a file
  // read whole is), else one aligned copy of the body: a second 100 MB at 100k cars otherwise.
  const aligned = (file.byteOffset + base) % ALIGN === 0;
  const body = aligned ? file.buffer : new ArrayBuffer(bodyLength);
  const bodyStart = aligned ? file.byteOffset + base : 0;
  if (!aligned) new Uint8Array(body).set(file.subarray(base, base + bodyLength));
  function get(ref: BlockRef, kind: "i32"): Int32Array;
  function get(ref: BlockRef, kind: "u8"): Uint8Array;
  function get(ref: BlockRef, kind: "f64"): Float64Array;
  function get(ref: BlockRef, kind: ArrayKind): Int32Array | Uint8Array | Float64Array {
    const width = WIDTH[kind];
    if (ref?.kind !== kind || ref.offset < 0 || ref.offset % width !== 0 || ref.offset + ref.length * width > bodyLength) {
      throw new SnapshotError("block outside the file");
    }
    const offset = bodyStart + ref.offset;
    if (kind === "i32") return new Int32Array(body, offset, ref.length);
    if (kind === "f64") return new Float64Array(body, offset, ref.length);
    return new Uint8Array(body, offset, ref.length);
  }
  const families = new Map<string, FamilyImage>();
  for (const family of header.families) {
    const store: StoreImage = {
      records: decodeRecords(family, header, get),
      sequence: get(family.sequence, "f64"),
      terms: family.terms,
      termStarts: get(family.termStarts, "i32"),
      termDocs: get(family.termDocs, "i32"),
      termLevels: get(family.termLevels, "u8"),
      facets: family.facets.map((facet) => ({
        attribute: facet.attribute,
        values: facet.values,
        numeric: facet.numeric,
        single: facet.single ? get(facet.single, "i32") : null,
        offsets: get(facet.offsets, "i32"),
        ids: get(facet.ids, "i32"),
      })),
    };
    const perPosition = [store.sequence, ...store.facets.flatMap((facet) => [facet.offsets.subarray(1), facet.single ?? facet.offsets.subarray(1)])];
    for (const array of perPosition) {
      if (array.length !== family.positions) throw new SnapshotError("a column of the wrong length");
    }
    const orders = Object.fromEntries(
      family.orders.map((ranked) => [
        ranked.index,
        { order: get(ranked.order, "i32"), group: get(ranked.group, "i32"), hasSortCriteria: ranked.hasSortCriteria },
      ]),
    );
    families.set(family.name, { store, orders });
  }
  return { meta: header.meta, families };
}

type Getter = (doc: number) => unknown;

function decodeRecords(
  family: FamilyHeader,
  header: Header,
  get: { (ref: BlockRef, kind: "i32"): Int32Array; (ref: BlockRef, kind: "u8"): Uint8Array; (ref: BlockRef, kind: "f64"): Float64Array },
): (SearchRecord | undefined)[] {
  const { strings, jsons } = header;
  const parsed: unknown[] = new Array(jsons.length);
  const parsedFlags = new Uint8Array(jsons.length);
  const jsonValue = (id: number) => {
    if (!parsedFlags[id]) {
      parsed[id] = JSON.parse(jsons[id]!);
      parsedFlags[id] = 1;
    }
    return parsed[id];
  };
  const absent = Symbol("absent");
  const getters: Getter[] = family.columns.map((column) => {
    if (column.kind === "number") {
      const values = get(column.values, "f64");
      const states = column.states ? get(column.states, "u8") : null;
      if (!states) return (doc) => values[doc];
      return (doc) => (states[doc] === 0 ? values[doc] : states[doc] === IS_NULL ? null : absent);
    }
    if (column.kind === "boolean") {
      const values = get(column.values, "u8");
      return (doc) => (values[doc]! <= 1 ? values[doc] === 1 : values[doc] === IS_NULL ? null : absent);
    }
    const ids = get(column.values, "i32");
    const dictionary = column.kind === "string" ? strings : null;
    return (doc) => {
      const id = ids[doc]!;
      if (id === NULL_ID) return null;
      if (id === ABSENT_ID) return absent;
      // Ids are checked against the dictionaries as the file is read (below).
      return dictionary ? dictionary[id] : jsonValue(id);
    };
  });
  const present = get(family.present, "u8");
  if (present.length !== family.positions) throw new SnapshotError("a column of the wrong length");
  // A damaged file is refused as it is read, not at the search that first reads the value.
  for (const column of family.columns) {
    if (column.kind !== "string" && column.kind !== "json") continue;
    const ids = get(column.values, "i32");
    const size = column.kind === "string" ? strings.length : jsons.length;
    for (let doc = 0; doc < ids.length; doc++) {
      if (ids[doc]! >= size || ids[doc]! < ABSENT_ID) throw new SnapshotError("a value outside the dictionary");
    }
    if (ids.length !== family.positions) throw new SnapshotError("a column of the wrong length");
  }
  // Each record is a view: its position, with the fields as getters on one prototype that
  // read the columns. The plain object (the fields in the file's order, an absent field
  // left out) is made only for what leaves the engine: a page's hits, a file written again.
  const DOC = Symbol("position");
  type View = SearchRecord & { [DOC]: number };
  const prototype: Record<string | symbol, unknown> = {};
  family.columns.forEach((column, i) => {
    const read = getters[i]!;
    Object.defineProperty(prototype, column.name, {
      get(this: View) {
        const value = read(this[DOC]);
        return value === absent ? undefined : value;
      },
      enumerable: true,
    });
  });
  const uniform = family.columns.every((column) => !column.sometimesAbsent);
  // Records of one shape are made by one object literal, so they share a hidden class.
  const literal = uniform
    ? (new Function(
        "g",
        "d",
        `return {${family.columns.map((column, i) => `${JSON.stringify(column.name)}: g[${i}](d)`).join(", ")}};`,
      ) as (getters: Getter[], doc: number) => SearchRecord)
    : null;
  function plain(this: View): SearchRecord {
    const doc = this[DOC];
    if (literal) return literal(getters, doc);
    const record = {} as SearchRecord;
    family.columns.forEach((column, i) => {
      const value = getters[i]!(doc);
      if (value !== absent) record[column.name] = value;
    });
    return record;
  }
  prototype[PLAIN_RECORD] = plain;
  // JSON.stringify of a view (an engine answer) writes the plain object.
  Object.defineProperty(prototype, "toJSON", { value: plain });
  const records: (SearchRecord | undefined)[] = new Array(family.positions);
  for (let doc = 0; doc < family.positions; doc++) {
    if (!present[doc]) continue;
    const view = Object.create(prototype) as View;
    view[DOC] = doc;
    records[doc] = view;
  }
  return records;
}
