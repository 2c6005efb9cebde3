import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { refreshSearchIndexIfChanged } from "~/models/search/search.server";
import type { Tenant } from "~/tenants/schema";
import type { ImportOutcome } from "./errors";
import { importStockText } from "./index.server";
import type { StockFileFormat } from "./rows";

/** What the running server answers `npm run stock:import`: the outcome and how long it took. */
export type ServerImportAnswer = ImportOutcome & { ms: number };

/**
 * A stock file handed to the running server (the control socket): imported as the command
 * would, then the search index is brought up to date at once rather than at the next
 * search's freshness check, so the changed cars show in search as the command returns.
 */
export async function importOnServer(
  db: Kysely<Database>,
  tenants: readonly Tenant[],
  request: { text: string; format: StockFileFormat; dryRun: boolean; now: Date },
): Promise<ServerImportAnswer> {
  const started = performance.now();
  const outcome = await importStockText(db, request.text, request.format, {
    tenants,
    now: request.now,
    dryRun: request.dryRun,
  });
  if (outcome.ok && !request.dryRun) await refreshSearchIndexIfChanged(db, tenants);
  return { ...outcome, ms: Math.round(performance.now() - started) };
}
