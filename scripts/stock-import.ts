/**
 * Loads stock from an NDJSON (.ndjson, .jsonl) or CSV (.csv) file into the database:
 *
 *   npm run stock:import -- FILE [--dry-run]
 *
 * Every row is checked first; if any row is wrong, each error is printed as
 * `row N: field: reason` and nothing is imported (exit code 1). Cars already there with the
 * same tenant and stocknum (else slug) are updated, the rest inserted; the last line sums
 * up. Uses DATABASE_URL when set, else the embedded database in DATA_DIR. A server running on
 * that DATA_DIR holds the embedded database, so the file is handed to it over its control
 * socket and it imports the file (the same checks, the same report).
 */
import fs from "node:fs";
import path from "node:path";
import { createDatabase, migrateToLatest } from "../app/db/client.server";
import { env } from "../app/env.server";
import {
  formatRowError,
  importStockFile,
  IMPORT_COLUMNS,
  REQUIRED_IMPORT_COLUMNS,
  stockFileFormat,
} from "../app/models/stock/import/index.server";
import type { ImportOutcome } from "../app/models/stock/import/index.server";
import type { ServerImportAnswer } from "../app/models/stock/import/on-server.server";
import { callControlSocket } from "../app/server/control-socket.server";
import { openOrRefuse } from "../app/server/data-dir-lock.server";
import { TenantConfigError } from "../app/tenants/registry";

const MAX_ERRORS_SHOWN = 200;

const USAGE = `Usage: npm run stock:import -- FILE [--dry-run]

FILE is .ndjson / .jsonl (one JSON object per line) or .csv (a header row, then one car
per row; JSON columns such as images or finance_lenders as JSON text).
  Required columns: ${REQUIRED_IMPORT_COLUMNS.join(", ")} (price may be empty),
  and stocknum or slug to identify the car.
  Other columns: ${IMPORT_COLUMNS.filter(
    (c) => !(REQUIRED_IMPORT_COLUMNS as readonly string[]).includes(c),
  ).join(", ")}.
--dry-run  check every row against the database, then roll back: nothing is written.`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const dryRun = args.includes("--dry-run");
  const files = args.filter((arg) => !arg.startsWith("--"));
  const unknown = args.filter((arg) => arg.startsWith("--") && arg !== "--dry-run");
  if (unknown.length > 0) fail(`Unknown option ${unknown.join(", ")}.\n\n${USAGE}`);
  if (files.length !== 1) fail(`Give one stock file.\n\n${USAGE}`);
  const filePath = path.resolve(files[0]!);
  if (!stockFileFormat(filePath)) fail(`${files[0]} is not a stock file: use .ndjson, .jsonl or .csv.`);

  let tenants;
  try {
    ({ tenants } = await import("../app/tenants/index"));
  } catch (error) {
    if (error instanceof TenantConfigError) fail(error.message);
    throw error;
  }

  const name = path.basename(filePath);
  if (!env.DATABASE_URL) {
    let text: Buffer;
    try {
      text = fs.readFileSync(filePath);
    } catch (error) {
      fail(`${files[0]} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`);
    }
    const answer = await callControlSocket(env.dataDir, "stock-import", { name, "dry-run": dryRun ? "1" : "0" }, text);
    if (answer) {
      const body = answer.body as ServerImportAnswer | { error: string };
      if ("error" in body) fail(`The running server refused the import: ${body.error}`);
      report(body, { name, dryRun, into: `the running server's embedded database in ${env.dataDir}`, ms: body.ms });
      return;
    }
  }

  const handle = await openOrRefuse(() =>
    createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, purpose: "stock import" }),
  );
  try {
    await migrateToLatest(handle.db);
    const started = performance.now();
    const outcome = await importStockFile(handle.db, filePath, { tenants, now: new Date(), dryRun });
    report(outcome, {
      name,
      dryRun,
      into: handle.kind === "postgres" ? "PostgreSQL" : `the embedded database in ${env.dataDir}`,
      ms: performance.now() - started,
    });
  } finally {
    await handle.close();
  }
}

/** The import's report: every row error, or the sums; the same whoever did the import. */
function report(outcome: ImportOutcome, { name, dryRun, into, ms }: { name: string; dryRun: boolean; into: string; ms: number }): void {
  if (!outcome.ok) {
    const rowsWithErrors = new Set(outcome.errors.map((error) => error.row)).size;
    const lines = outcome.errors.slice(0, MAX_ERRORS_SHOWN).map(formatRowError);
    if (outcome.errors.length > MAX_ERRORS_SHOWN)
      lines.push(`… and ${outcome.errors.length - MAX_ERRORS_SHOWN} more errors`);
    process.stderr.write(
      `${name}: ${rowsWithErrors} ${rowsWithErrors === 1 ? "row has" : "rows have"} errors; nothing was imported.\n` +
        "Rows are numbered by line in the file (a CSV header is line 1, its first data row is row 2).\n" +
        `${lines.join("\n")}\n`,
    );
    process.exitCode = 1;
    return;
  }
  const { summary } = outcome;
  const seconds = (ms / 1000).toFixed(1);
  const rows = `${summary.rows} ${summary.rows === 1 ? "row" : "rows"}`;
  const counts = `${summary.inserted} inserted, ${summary.updated} updated`;
  process.stdout.write(
    dryRun
      ? `Dry run of ${name}: ${rows} valid, would be ${counts}; nothing was written.\n`
      : `Imported ${name} into ${into}: ${rows}, ${counts}, stock version ${summary.version.version} (${seconds} s).\n`,
  );
}

await main();
