import { CsvError, parse } from "csv-parse/sync";
import type { ImportRowError } from "./errors";

export interface CsvRecord {
  /** The line the record starts on. */
  line: number;
  fields: string[];
}

const LF = 0x0a;
const CR = 0x0d;

/**
 * RFC 4180 CSV, read by csv-parse: comma-separated fields, optionally in double quotes;
 * inside quotes a doubled quote is a quote and commas and line breaks are data. CRLF or LF
 * line ends, an optional UTF-8 byte order mark. Blank lines are skipped.
 *
 * Each record is numbered by the line it starts on. csv-parse's own line count runs ahead
 * when a quoted field holds a CRLF, so the start line is counted here from the byte offset
 * where the previous record ended (`info.bytes`). The first malformed record ends the read:
 * after a stray quote csv-parse cannot tell data from delimiters, so later records are
 * not trusted.
 */
export function parseCsv(text: string): { records: CsvRecord[]; errors: ImportRowError[] } {
  const bytes = Buffer.from(text, "utf8");
  let failure: CsvError | null = null;
  const parsed: { record: string[]; info: { bytes: number } }[] = parse(bytes, {
    bom: true,
    // Files mix line ends (a header written by hand, rows by a feed): take any of them.
    record_delimiter: ["\r\n", "\n", "\r"],
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      failure ??= error ?? null;
    },
  }) as unknown as { record: string[]; info: { bytes: number } }[];

  const records: CsvRecord[] = [];
  let offset = 0;
  let line = 1;
  /** The line of the next record: past the end of the last one and any blank lines. */
  const nextStart = (end: number) => {
    for (; offset < end; offset++) if (isLineEnd(bytes, offset)) line++;
    while (offset < bytes.length && (bytes[offset] === LF || bytes[offset] === CR)) {
      if (isLineEnd(bytes, offset)) line++;
      offset++;
    }
    return line;
  };
  const bomLength = text.charCodeAt(0) === 0xfeff ? 3 : 0;
  nextStart(bomLength);
  for (const { record, info } of parsed) {
    if (failure && info.bytes > failureOffset(failure)) break;
    records.push({ line, fields: record });
    nextStart(info.bytes);
  }
  if (!failure) return { records, errors: [] };
  const error: CsvError = failure;
  return { records, errors: [describe(error, line)] };
}

/** A line ends at LF, or at a CR not followed by LF. */
function isLineEnd(bytes: Buffer, index: number): boolean {
  return bytes[index] === LF || (bytes[index] === CR && bytes[index + 1] !== LF);
}

function failureOffset(error: CsvError): number {
  // Where the last record before the error ended: records after it came out of the confusion.
  const end = (error as CsvError & { bytes_records?: number }).bytes_records;
  return typeof end === "number" ? end : Number.POSITIVE_INFINITY;
}

function describe(error: CsvError, line: number): ImportRowError {
  if (error.code === "CSV_QUOTE_NOT_CLOSED") {
    return { row: line, field: "(row)", message: 'a quoted field is never closed (a " is missing)' };
  }
  if (error.code === "CSV_INVALID_CLOSING_QUOTE") {
    const column = (error as CsvError & { column?: number }).column;
    return {
      row: line,
      field: typeof column === "number" ? `(column ${column + 1})` : "(row)",
      message: 'text after a closing quote; write a quote inside a quoted field as two quotes ("")',
    };
  }
  return { row: line, field: "(row)", message: error.message };
}
