import path from "node:path";
import { parseCsv } from "./csv";
import type { ImportRowError } from "./errors";

export type StockFileFormat = "ndjson" | "csv";

/** The format a file name says, or null for an extension the importer does not read. */
export function stockFileFormat(filePath: string): StockFileFormat | null {
  const extension = path.extname(filePath).toLowerCase();
  if (extension === ".ndjson" || extension === ".jsonl") return "ndjson";
  if (extension === ".csv") return "csv";
  return null;
}

// ---------------------------------------------------------------------------------------
// Reading rows.

/** A row of the file as given: column name to raw value (CSV: text; NDJSON: JSON values). */
export interface SourceRow {
  row: number;
  values: Record<string, unknown>;
}

/** The rows of a CSV (first record the header) or NDJSON (one JSON object a line) text. */
export function readStockRows(
  text: string,
  format: StockFileFormat
): { rows: SourceRow[]; errors: ImportRowError[] } {
  return format === "csv" ? readCsvRows(text) : readNdjsonRows(text);
}

function readCsvRows(text: string): { rows: SourceRow[]; errors: ImportRowError[] } {
  const { records, errors } = parseCsv(text);
  const [header, ...data] = records;
  if (!header) {
    if (errors.length === 0)
      errors.push({
        row: 1,
        field: "(header)",
        message: "the file is empty; the first line must name the columns",
      });
    return { rows: [], errors };
  }
  const columns = header.fields.map((name) => name.trim());
  const seen = new Set<string>();
  columns.forEach((name, index) => {
    if (name === "")
      errors.push({ row: header.line, field: `(column ${index + 1})`, message: "has no name in the header" });
    else if (seen.has(name))
      errors.push({ row: header.line, field: name, message: "is named twice in the header" });
    seen.add(name);
  });
  const rows: SourceRow[] = [];
  for (const record of data) {
    if (record.fields.length !== columns.length) {
      errors.push({
        row: record.line,
        field: "(row)",
        message: `has ${record.fields.length} fields but the header names ${columns.length} columns`,
      });
      continue;
    }
    const values: Record<string, unknown> = {};
    columns.forEach((name, index) => (values[name] = record.fields[index]));
    rows.push({ row: record.line, values });
  }
  return { rows, errors };
}

function readNdjsonRows(text: string): { rows: SourceRow[]; errors: ImportRowError[] } {
  const rows: SourceRow[] = [];
  const errors: ImportRowError[] = [];
  const lines = text.replace(/^\uFEFF/, "").split("\n");
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === "") return;
    try {
      const value: unknown = JSON.parse(line);
      if (value === null || typeof value !== "object" || Array.isArray(value)) {
        errors.push({ row: index + 1, field: "(row)", message: "must be a JSON object, one car per line" });
      } else {
        rows.push({ row: index + 1, values: value as Record<string, unknown> });
      }
    } catch (error) {
      errors.push({
        row: index + 1,
        field: "(row)",
        message: `is not valid JSON (${(error as Error).message})`,
      });
    }
  });
  return { rows, errors };
}
