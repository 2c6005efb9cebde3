/**
 * Stock import, the entry: read a file, validate every row, write all or nothing. The pieces:
 * rows.ts and csv.ts read the file, fields.ts is the importable car's schema, validate.ts
 * checks rows against it and the tenant config, write.server.ts writes.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { Tenant } from "~/tenants/schema";
import { StockImportError, type ImportOutcome } from "./errors";
import { readStockRows, stockFileFormat, type StockFileFormat } from "./rows";
import { validateStockRows } from "./validate";
import { importStock } from "./write.server";

export { formatRowError, StockImportError } from "./errors";
export type { ImportOutcome, ImportRowError, ImportSummary } from "./errors";
export { IMPORT_COLUMNS, REQUIRED_IMPORT_COLUMNS } from "./fields";
export { parseCsv } from "./csv";
export { readStockRows, stockFileFormat } from "./rows";
export type { SourceRow, StockFileFormat } from "./rows";
export { validateStockRows, type ValidCar } from "./validate";
export { importStock } from "./write.server";

/** Reads, validates and imports a stock file; nothing is written unless every row is good. */
export async function importStockFile(
  db: Kysely<Database>,
  filePath: string,
  options: { tenants: readonly Tenant[]; now: Date; dryRun?: boolean }
): Promise<ImportOutcome> {
  const format = stockFileFormat(filePath);
  if (!format) {
    return {
      ok: false,
      errors: [
        { row: 0, field: "(file)", message: `${path.basename(filePath)} is not .ndjson, .jsonl or .csv` },
      ],
    };
  }
  const text = await fs.readFile(filePath, "utf8");
  return importStockText(db, text, format, options);
}

export async function importStockText(
  db: Kysely<Database>,
  text: string,
  format: StockFileFormat,
  { tenants, now, dryRun = false }: { tenants: readonly Tenant[]; now: Date; dryRun?: boolean }
): Promise<ImportOutcome> {
  const read = readStockRows(text, format);
  const { cars, errors } = validateStockRows(read.rows, { tenants, now });
  const all = [...read.errors, ...errors].sort((a, b) => a.row - b.row);
  if (all.length > 0) return { ok: false, errors: all };
  if (cars.length === 0)
    return { ok: false, errors: [{ row: 0, field: "(file)", message: "has no rows to import" }] };
  try {
    return { ok: true, summary: await importStock(db, cars, { now, dryRun }) };
  } catch (error) {
    if (error instanceof StockImportError) return { ok: false, errors: error.errors };
    throw error;
  }
}
