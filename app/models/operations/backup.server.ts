import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { INDEX_FILE_NAME } from "~/models/search/index-file.server";

/**
 * Backups of a data directory (README "Backups"): the database (the embedded one as a tar of
 * its files taken consistently by the process that holds it; PostgreSQL with pg_dump), the
 * outbox folder (mail and codes not sent yet, as .eml files) and the search index file.
 */

export const DATABASE_ARCHIVE = "database.tar.gz";
export const POSTGRES_DUMP = "database.pgdump";
const MANIFEST = "backup.json";
/** Beside the database: the outbox's files, the built index, the secret that signs sessions. */
const DATA_DIR_FILES = ["outbox", INDEX_FILE_NAME, "session-secret"];

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

export interface BackupSummary {
  kind: "pglite" | "postgres";
  directory: string;
  files: string[];
  bytes: number;
}

/** A backup goes into a folder of its own: an existing one must be empty. */
async function emptyFolder(directory: string, what: string): Promise<void> {
  const entries = await fs.readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw new BackupError(`${directory} cannot be read (${error.code})`);
  });
  if (entries.length > 0) throw new BackupError(`${directory} is not empty: ${what} goes into an empty or new folder`);
  await fs.mkdir(directory, { recursive: true });
}

async function copyDataDirFiles(from: string, to: string): Promise<string[]> {
  const copied: string[] = [];
  for (const name of DATA_DIR_FILES) {
    try {
      await fs.cp(path.join(from, name), path.join(to, name), { recursive: true, errorOnExist: true });
      copied.push(name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return copied;
}

async function finish(kind: BackupSummary["kind"], directory: string, files: string[]): Promise<BackupSummary> {
  let bytes = 0;
  for (const file of files) bytes += (await fs.stat(path.join(directory, file))).size;
  await fs.writeFile(path.join(directory, MANIFEST), `${JSON.stringify({ kind, at: new Date().toISOString(), files }, null, 2)}\n`);
  return { kind, directory, files, bytes };
}

/**
 * The embedded database's backup, made by the process holding it (the running server, or the
 * command when none runs): the database first, so every lead stored before the backup began
 * is in it, then the outbox and index files.
 */
export async function backupEmbedded(
  dumpDataDir: () => Promise<Blob>,
  { dataDir, directory }: { dataDir: string; directory: string },
): Promise<BackupSummary> {
  await emptyFolder(directory, "a backup");
  const archive = Buffer.from(await (await dumpDataDir()).arrayBuffer());
  await fs.writeFile(path.join(directory, DATABASE_ARCHIVE), archive);
  return finish("pglite", directory, [DATABASE_ARCHIVE, ...(await copyDataDirFiles(dataDir, directory))]);
}

/** PostgreSQL's backup: pg_dump's custom format (restored with pg_restore), then the data directory's files. */
export async function backupPostgres({
  databaseUrl,
  dataDir,
  directory,
}: {
  databaseUrl: string;
  dataDir: string;
  directory: string;
}): Promise<BackupSummary> {
  await emptyFolder(directory, "a backup");
  try {
    await promisify(execFile)("pg_dump", ["--format=custom", "--no-owner", `--file=${path.join(directory, POSTGRES_DUMP)}`, databaseUrl]);
  } catch (error) {
    throw new BackupError(`pg_dump failed: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`);
  }
  return finish("postgres", directory, [POSTGRES_DUMP, ...(await copyDataDirFiles(dataDir, directory))]);
}

/**
 * Puts a backup back into an empty data directory: the embedded database's files (through
 * `loadDatabase`, which opens PGlite on the archive) or pg_restore into DATABASE_URL, then the
 * outbox and index files.
 */
export async function restoreBackup({
  directory,
  dataDir,
  loadEmbedded,
  databaseUrl,
}: {
  directory: string;
  dataDir: string;
  loadEmbedded: (archive: Blob) => Promise<void>;
  databaseUrl: string | undefined;
}): Promise<{ kind: BackupSummary["kind"]; files: string[] }> {
  const manifest = await fs
    .readFile(path.join(directory, MANIFEST), "utf8")
    .then((text) => JSON.parse(text) as { kind: BackupSummary["kind"] })
    .catch(() => {
      throw new BackupError(`${directory} is not a backup (no ${MANIFEST})`);
    });
  await emptyFolder(dataDir, "a restore");
  if (manifest.kind === "pglite") {
    if (databaseUrl) throw new BackupError("this is a backup of the embedded database: unset DATABASE_URL to restore it");
    await loadEmbedded(new Blob([await fs.readFile(path.join(directory, DATABASE_ARCHIVE))]));
  } else {
    if (!databaseUrl) throw new BackupError("this is a PostgreSQL backup: set DATABASE_URL to the (empty) database to restore it into");
    try {
      await promisify(execFile)("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${databaseUrl}`, path.join(directory, POSTGRES_DUMP)]);
    } catch (error) {
      throw new BackupError(`pg_restore failed: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`);
    }
  }
  return { kind: manifest.kind, files: await copyDataDirFiles(directory, dataDir) };
}
