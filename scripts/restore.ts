/**
 * Puts a backup back: `npm run restore -- DIR` into DATA_DIR, which must be empty (or new) and
 * used by no process; a PostgreSQL backup goes into DATABASE_URL's database with pg_restore.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { env } from "../app/env.server";
import { BackupError, restoreBackup } from "../app/models/operations/backup.server";
import { acquireDataDirLock, DataDirInUseError, EXIT_DATA_DIR_IN_USE } from "../app/server/data-dir-lock.server";

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

const args = process.argv.slice(2).filter((arg) => arg !== "--");
if (args.length !== 1 || args[0]!.startsWith("-")) fail("Usage: npm run restore -- DIR   (into an empty DATA_DIR)");
const directory = path.resolve(args[0]!);

const lock = await acquireDataDirLock(env.dataDir, "restore").catch((error: unknown) => {
  if (error instanceof DataDirInUseError) fail(error.message, EXIT_DATA_DIR_IN_USE);
  throw error;
});
try {
  const { kind, files } = await restoreBackup({
    directory,
    dataDir: env.dataDir,
    databaseUrl: env.DATABASE_URL,
    loadEmbedded: async (archive) => {
      const dbDir = path.join(env.dataDir, "db");
      await fs.mkdir(dbDir, { recursive: true });
      const client = await PGlite.create({ dataDir: dbDir, loadDataDir: archive });
      await client.close();
    },
  });
  process.stdout.write(
    `Restored ${directory} into ${kind === "pglite" ? env.dataDir : "PostgreSQL"}: the database${files.length ? `, ${files.join(", ")}` : ""}.\n`,
  );
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  throw error;
} finally {
  await lock.release();
}
