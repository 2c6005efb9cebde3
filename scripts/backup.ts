/**
 * Backs up the data: `npm run backup -- DIR` (DIR new or empty). The embedded database is
 * copied consistently by the server running on DATA_DIR (asked over its control socket), or
 * by this command when none runs; with DATABASE_URL, pg_dump (on the PATH) dumps it. The
 * outbox folder and the search index file go beside it.
 */
import path from "node:path";
import { createDatabase } from "../app/db/client.server";
import { env } from "../app/env.server";
import { backupEmbedded, BackupError, backupPostgres, type BackupSummary } from "../app/models/operations/backup.server";
import { callControlSocket } from "../app/server/control-socket.server";
import { openOrRefuse } from "../app/server/data-dir-lock.server";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const args = process.argv.slice(2).filter((arg) => arg !== "--");
if (args.length !== 1 || args[0]!.startsWith("-")) fail("Usage: npm run backup -- DIR   (a new or empty folder)");
const directory = path.resolve(args[0]!);

async function backup(): Promise<BackupSummary> {
  if (env.DATABASE_URL) return backupPostgres({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, directory });
  const answer = await callControlSocket(env.dataDir, "backup", { directory });
  if (answer) {
    if (answer.status !== 200) fail(`The running server could not back up: ${(answer.body as { error: string }).error}`);
    return answer.body as BackupSummary;
  }
  const handle = await openOrRefuse(() => createDatabase({ dataDir: env.dataDir, purpose: "backup" }));
  try {
    return await backupEmbedded(handle.dumpDataDir!, { dataDir: env.dataDir, directory });
  } finally {
    await handle.close();
  }
}

try {
  const started = performance.now();
  const summary = await backup();
  process.stdout.write(
    `Backed up ${summary.kind === "pglite" ? `the embedded database in ${env.dataDir}` : "PostgreSQL"} to ${directory}: ` +
      `${summary.files.join(", ")} (${(summary.bytes / 2 ** 20).toFixed(1)} MB, ${((performance.now() - started) / 1000).toFixed(1)} s).\n`,
  );
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  throw error;
}
