import type { Kysely } from "kysely";
import { backupEmbedded, BackupError } from "./backup.server";
import type { Database } from "~/db/schema";
import type { ConfiguredFeed } from "~/models/stock/feeds/config.server";
import { feedReport } from "~/models/stock/feeds/run.server";
import { importOnServer } from "~/models/stock/import/on-server.server";
import { stockFileFormat } from "~/models/stock/import/rows";
import type { ControlHandler } from "~/server/control-socket.server";
import type { Tenant } from "~/tenants/schema";

/**
 * The commands the running server takes from the operator over its control socket
 * (app/server/control-socket.server.ts), by name.
 */
export function operatorCommands({
  db,
  tenants,
  feeds,
  dataDir,
  dumpDataDir,
  now = () => new Date(),
}: {
  db: Kysely<Database>;
  dataDir: string;
  /** The embedded database's consistent copy (DatabaseHandle.dumpDataDir). */
  dumpDataDir: () => Promise<Blob>;
  tenants: readonly Tenant[];
  feeds: readonly ConfiguredFeed[];
  now?: () => Date;
}): Record<string, ControlHandler> {
  return {
    "stock-import": async ({ params, body }) => {
      const name = params.get("name") ?? "";
      const format = stockFileFormat(name);
      if (!format) return { status: 400, body: { error: `${name || "the file"} is not .ndjson, .jsonl or .csv` } };
      const answer = await importOnServer(db, tenants, {
        text: body.toString("utf8"),
        format,
        dryRun: params.get("dry-run") === "1",
        now: now(),
      });
      return { status: answer.ok ? 200 : 422, body: answer };
    },
    feeds: async () => ({ status: 200, body: await feedReport(db, feeds) }),
    backup: async ({ params }) => {
      const directory = params.get("directory");
      if (!directory) return { status: 400, body: { error: "name the folder to back up into" } };
      try {
        return { status: 200, body: await backupEmbedded(dumpDataDir, { dataDir, directory }) };
      } catch (error) {
        if (error instanceof BackupError) return { status: 409, body: { error: error.message } };
        throw error;
      }
    },
  };
}
