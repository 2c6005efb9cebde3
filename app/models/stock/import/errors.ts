/**
 * Stock import: NDJSON or CSV files of cars, validated row by row with zod (STYLE.md: the
 * outside world is parsed at the edge), written all or nothing. A car already in the
 * database with the same stock number, or else the same slug, in the same tenant is
 * updated; any other row is inserted.
 *
 * Rows are numbered by the line of the file they start on, so the number is the one an
 * editor shows: a CSV header is line 1 and its first data row is row 2; NDJSON's first
 * line is row 1.
 */
import type { StockVersion } from "../write.server";

export interface ImportRowError {
  /** The line of the file the row starts on (CSV header = line 1). */
  row: number;
  field: string;
  message: string;
}

export interface ImportSummary {
  rows: number;
  inserted: number;
  updated: number;
  /** Cars a whole stock (a feed) took off the site: marked sold or unlisted. */
  removed: number;
  version: StockVersion;
}

export type ImportOutcome = { ok: true; summary: ImportSummary } | { ok: false; errors: ImportRowError[] };

export class StockImportError extends Error {
  constructor(readonly errors: ImportRowError[]) {
    super(errors.map(formatRowError).join("\n"));
    this.name = "StockImportError";
  }
}

export function formatRowError(error: ImportRowError): string {
  return `row ${error.row}: ${error.field}: ${error.message}`;
}
