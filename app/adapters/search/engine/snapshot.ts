import { crc32 } from "node:zlib";
import type { SearchRecord } from "./store";

/*
 * An index's records as a compact binary file: one typed-array column per field, repeated
 * texts and values once in a dictionary. Reading it back is a few typed-array views and one
 * JSON.parse of the dictionaries, instead of reading and converting every row of a database;
 * every repeated string or value decodes to one shared JavaScript value.
 *
 * Layout: MAGIC, format (u32), header length (u32), header JSON, 8-byte aligned column
 * blocks, and a CRC-32 of everything before it (u32), so a truncated or damaged file is
 * refused rather than read.
 */

const MAGIC = Buffer.from("DLRINDEX", "latin1");
const FORMAT = 1;
const ALIGN = 8;

/** Value ids of dictionary columns below zero. */
const NULL_ID = -1;
const ABSENT_ID = -2;
/** States of number and boolean columns. */
const IS_NULL = 2;
const IS_ABSENT = 3;

type ColumnKind = "number" | "boolean" | "string" | "json";

interface ColumnHeader {
  name: string;
  kind: ColumnKind;
  /** Byte offset and length of the column's block, from the start of the file. */
  offset: number;
  bytes: number;
  /** number columns: offset of the per-record state bytes (0 number, IS_NULL, IS_ABSENT); -1 when every record has a number. */
  states: number;
  /** string and json columns: index of the column's dictionary. */
  dictionary: number;
}

interface Header {
  meta: unknown;
  families: { name: string; count: number; columns: ColumnHeader[] }[];
  dictionaries: string[][];
}

export class SnapshotError extends Error {}

export interface IndexSnapshot {
  /** What the writer keyed the file by (e.g. the stock version it was built from). */
  meta: unknown;
  families: Map<string, SearchRecord[]>;
}

function kindOf(records: readonly SearchRecord[], field: string): ColumnKind {
  let kind: ColumnKind | null = null;
  for (const record of records) {
    if (!Object.hasOwn(record, field)) continue;
    const value = record[field];
    if (value === null) continue;
    const own: ColumnKind =
      typeof value === "number" ? "number" : typeof value === "boolean" ? "boolean" : typeof value === "string" ? "string" : "json";
    if (kind === null) kind = own;
    else if (kind !== own) return "json";
  }
  return kind ?? "json";
}

/** The fields of the records, in the order the first record that has each one lists them. */
function fieldsOf(records: readonly SearchRecord[]): string[] {
  const fields = new Set<string>();
  for (const record of records) for (const key of Object.keys(record)) fields.add(key);
  return [...fields];
}

class Writer {
  readonly blocks: Buffer[] = [];
  offset = 0;

  /** Appends a block (aligned, so it can be read back as a typed-array view) and returns its offset. */
  add(view: ArrayBufferView): number {
    const at = this.offset;
    const bytes = Buffer.from(view.buffer, view.byteOffset, view.byteLength);
    this.blocks.push(bytes);
    this.offset += bytes.length;
    const pad = (ALIGN - (this.offset % ALIGN)) % ALIGN;
    if (pad > 0) {
      this.blocks.push(Buffer.alloc(pad));
      this.offset += pad;
    }
    return at;
  }
}

export function encodeSnapshot(meta: unknown, families: ReadonlyMap<string, readonly SearchRecord[]>): Buffer {
  const body = new Writer();
  const dictionaries: string[][] = [];
  const header: Header = { meta, families: [], dictionaries };
  // Dictionaries are shared by columns of one kind across families: a make is one entry.
  const stringDictionary = new Map<string, number>();
  const jsonDictionary = new Map<string, number>();
  const strings: string[] = [];
  const jsons: string[] = [];
  dictionaries.push(strings, jsons);
  const idOf = (lookup: Map<string, number>, list: string[], text: string) => {
    let id = lookup.get(text);
    if (id === undefined) {
      id = list.length;
      list.push(text);
      lookup.set(text, id);
    }
    return id;
  };
  for (const [name, records] of families) {
    const columns: ColumnHeader[] = [];
    for (const field of fieldsOf(records)) {
      const kind = kindOf(records, field);
      const column: ColumnHeader = { name: field, kind, offset: 0, bytes: 0, states: -1, dictionary: -1 };
      let block: ArrayBufferView;
      if (kind === "number") {
        const values = new Float64Array(records.length);
        let states: Uint8Array | null = null;
        records.forEach((record, doc) => {
          const value = record[field];
          if (typeof value === "number") values[doc] = value;
          else (states ??= new Uint8Array(records.length))[doc] = Object.hasOwn(record, field) ? IS_NULL : IS_ABSENT;
        });
        if (states) column.states = body.add(states);
        block = values;
      } else if (kind === "boolean") {
        block = Uint8Array.from(records, (record) =>
          !Object.hasOwn(record, field) ? IS_ABSENT : record[field] === null ? IS_NULL : record[field] ? 1 : 0,
        );
      } else {
        const isString = kind === "string";
        column.dictionary = isString ? 0 : 1;
        block = Int32Array.from(records, (record) => {
          if (!Object.hasOwn(record, field)) return ABSENT_ID;
          const value = record[field];
          if (value === null) return NULL_ID;
          return isString
            ? idOf(stringDictionary, strings, value as string)
            : idOf(jsonDictionary, jsons, JSON.stringify(value));
        });
      }
      column.offset = body.add(block);
      column.bytes = block.byteLength;
      columns.push(column);
    }
    header.families.push({ name, count: records.length, columns });
  }
  const headerBytes = Buffer.from(JSON.stringify(header), "utf8");
  const preamble = Buffer.alloc(MAGIC.length + 8);
  MAGIC.copy(preamble, 0);
  preamble.writeUInt32LE(FORMAT, MAGIC.length);
  preamble.writeUInt32LE(headerBytes.length, MAGIC.length + 4);
  const headerEnd = preamble.length + headerBytes.length;
  const headerPad = Buffer.alloc((ALIGN - (headerEnd % ALIGN)) % ALIGN);
  const file = Buffer.concat([preamble, headerBytes, headerPad, ...body.blocks, Buffer.alloc(4)]);
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
  // One aligned copy of the body: the typed-array views need an aligned start.
  const body = new ArrayBuffer(bodyLength);
  new Uint8Array(body).set(file.subarray(base, base + bodyLength));
  const view = <T>(make: (buffer: ArrayBuffer, offset: number, length: number) => T, offset: number, bytes: number, width: number): T => {
    if (offset < 0 || offset + bytes > bodyLength || offset % width !== 0) throw new SnapshotError("column outside the file");
    return make(body, offset, bytes / width);
  };
  const [strings = [], jsons = []] = header.dictionaries;
  const parsedJson: unknown[] = new Array(jsons.length);
  const jsonValue = (id: number) => {
    if (!(id in parsedJson)) parsedJson[id] = JSON.parse(jsons[id]!);
    return parsedJson[id];
  };
  const families = new Map<string, SearchRecord[]>();
  for (const family of header.families) {
    const records: SearchRecord[] = Array.from({ length: family.count }, () => ({}) as SearchRecord);
    for (const column of family.columns) {
      const { name, kind } = column;
      if (kind === "number") {
        const values = view((b, o, l) => new Float64Array(b, o, l), column.offset, column.bytes, 8);
        const states = column.states < 0 ? null : view((b, o, l) => new Uint8Array(b, o, l), column.states, family.count, 1);
        for (let doc = 0; doc < family.count; doc++) {
          const state = states?.[doc] ?? 0;
          if (state !== IS_ABSENT) records[doc]![name] = state === IS_NULL ? null : values[doc];
        }
      } else if (kind === "boolean") {
        const states = view((b, o, l) => new Uint8Array(b, o, l), column.offset, column.bytes, 1);
        for (let doc = 0; doc < family.count; doc++) {
          const state = states[doc]!;
          if (state !== IS_ABSENT) records[doc]![name] = state === IS_NULL ? null : state === 1;
        }
      } else {
        const ids = view((b, o, l) => new Int32Array(b, o, l), column.offset, column.bytes, 4);
        const isString = kind === "string";
        for (let doc = 0; doc < family.count; doc++) {
          const id = ids[doc]!;
          if (id === ABSENT_ID) continue;
          if (id === NULL_ID) records[doc]![name] = null;
          else if (isString) records[doc]![name] = strings[id];
          else records[doc]![name] = jsonValue(id);
        }
      }
      if (records.length !== family.count) throw new SnapshotError("record count mismatch");
    }
    families.set(family.name, records);
  }
  return { meta: header.meta, families };
}
