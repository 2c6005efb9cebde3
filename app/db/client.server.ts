import fs from "node:fs/promises";
import path from "node:path";
import { PGlite, types as pgliteTypes } from "@electric-sql/pglite";
import { Kysely, Migrator, PostgresDialect, sql, type MigrationResult } from "kysely";
import pg from "pg";
import { env } from "~/env.server";
import { acquireDataDirLock } from "~/server/data-dir-lock.server";
import { logger } from "~/logger.server";
import { migrations } from "./migrations";
import { oneConnectionAtATime } from "./one-connection.server";
import { pgliteDialect } from "./pglite-dialect.server";
import type { Database } from "./schema";

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
  /**
   * The embedded database's whole data directory as a gzipped tar, taken between two queries
   * after a checkpoint: a consistent copy while the server runs (npm run backup).
   */
  dumpDataDir?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server (production); without it, PGlite in `${dataDir}/db`. */
  databaseUrl?: string;
  dataDir: string;
  /** Who opens it, named when a second process is refused the embedded database. */
  purpose?: string;
  /** Told once the data directory's lock is held, before the embedded database's files open. */
  onLocked?: () => void;
}

/**
 * The same JavaScript values from both backends (see schema.ts): counts and ids as
 * numbers, prices as numbers, calendar dates as 'YYYY-MM-DD' text rather than a Date at
 * midnight in whatever time zone the server runs in.
 */
const sharedParsers: Record<number, (value: string) => unknown> = {
  [pgliteTypes.INT8]: Number,
  [pgliteTypes.NUMERIC]: Number,
  [pgliteTypes.DATE]: (value) => value,
};

/**
 * PGlite's WebAssembly memory never shrinks, and Postgres's default 128 MB of shared buffers
 * fill up as pages are read: 120 MB of a server's resident memory for a cache the operating
 * system keeps anyway (PGlite reads its files through it). One process with one session needs
 * far less.
 */
const PGLITE_SHARED_BUFFERS = "16MB";

/** Opens the database: PostgreSQL when a URL is given, else PGlite persisted on disk. */
export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPGlite(options.dataDir, options.purpose ?? "process", options.onLocked);
}

function openPostgres(databaseUrl: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // Fail a health check or request rather than hang when the server is unreachable.
    connectionTimeoutMillis: 10_000,
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        sharedParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its server emits here; unheard, it would crash the process.
  pool.on("error", (error) => logger.error({ err: error }, "idle PostgreSQL client failed"));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: "postgres", close: () => db.destroy() };
}

/**
 * PGlite is one process's database: the data directory's lock is taken before the files are
 * opened (a second process would corrupt them) and held until the database is closed.
 */
async function openPGlite(dataDir: string, purpose: string, onLocked?: () => void): Promise<DatabaseHandle> {
  const lock = await acquireDataDirLock(dataDir, purpose);
  onLocked?.();
  try {
    const directory = path.join(dataDir, "db");
    await fs.mkdir(directory, { recursive: true });
    const client = await PGlite.create({
      dataDir: directory,
      parsers: sharedParsers,
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    const db = new Kysely<Database>({ dialect: oneConnectionAtATime(pgliteDialect(client)) });
    return {
      db,
      kind: "pglite",
      dumpDataDir: async () => {
        // Through Kysely first, so no transaction of ours is open when the files are read.
        await sql`checkpoint`.execute(db);
        return client.dumpDataDir("gzip");
      },
      close: async () => {
        try {
          await db.destroy();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * Brings the schema up to the latest migration; already-applied ones are skipped, so it
 * is safe on every start and from several processes (Kysely takes a lock).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  // Kysely looks for its bookkeeping table in every schema unless told which one; name
  // the session's own, so databases that share a server (one schema per test run) don't
  // see each other's migrations.
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]?.schema ?? undefined,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === "Error");
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      failed
        ? `Database migration ${failed.migrationName} failed: ${reason}`
        : `Database migrations could not run: ${reason}`,
      { cause: error },
    );
  }
  return results;
}

declare global {
  // The process's database, kept on globalThis so Remix dev rebuilds reuse it.
  var __dealerDatabase: Promise<DatabaseHandle> | undefined;
}

function configuredKind(): DatabaseKind {
  return env.DATABASE_URL ? "postgres" : "pglite";
}

let signalLocked = () => {};
const lockHeld = new Promise<void>((resolve) => (signalLocked = resolve));

async function openConfiguredDatabase(): Promise<DatabaseHandle> {
  const handle = await createDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    purpose: "server",
    onLocked: signalLocked,
  });
  try {
    const results = await migrateToLatest(handle.db);
    logger.info(
      { kind: handle.kind, applied: results.map((result) => result.migrationName) },
      "database ready",
    );
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

function databaseHandle(): Promise<DatabaseHandle> {
  globalThis.__dealerDatabase ??= openConfiguredDatabase().catch((error: unknown) => {
    // Forget the failure so the next request tries again (e.g. the server came back).
    globalThis.__dealerDatabase = undefined;
    throw error;
  });
  return globalThis.__dealerDatabase;
}

/** The process's database from the environment, migrated, opened once. */
export async function getDatabase(): Promise<Kysely<Database>> {
  return (await databaseHandle()).db;
}

/**
 * Settles as soon as this process holds its data directory: at once on PostgreSQL (no lock),
 * as the lock is taken for the embedded database (before its files open and migrate), or
 * with the error that kept the database from opening (another process holds the directory).
 * The HTTP server listens only after it, so a refused second server never takes a port.
 */
export function dataDirHeld(): Promise<void> {
  if (configuredKind() === "postgres") return Promise.resolve();
  return Promise.race([lockHeld, databaseHandle().then(() => undefined)]);
}

/** The process's database handle (the embedded one's consistent copy, for backups). */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  return databaseHandle();
}

/** Closes the process's database, e.g. at the end of a script, so the process can exit. */
export async function closeDatabase(): Promise<void> {
  const opening = globalThis.__dealerDatabase;
  globalThis.__dealerDatabase = undefined;
  const handle = await opening?.catch(() => undefined);
  await handle?.close();
}

/**
 * For /healthz: can the process's database take a lead right now? A `select 1` answers on a
 * database that is full, read-only or missing its leads table, while every lead fails; so
 * the check writes (one row in app_meta, overwritten each time) and asks whether the tables
 * a lead is written to still take inserts.
 */
export async function checkDatabase(): Promise<{ ok: boolean; kind: DatabaseKind; error?: string }> {
  const kind = configuredKind();
  try {
    await checkDatabaseWrites(await getDatabase());
    return { ok: true, kind };
  } catch (error) {
    return { ok: false, kind, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Throws, with the reason, unless the database can write a lead and its outbox message. */
export async function checkDatabaseWrites(db: Kysely<Database>): Promise<void> {
  const probe = JSON.stringify({ checkedAt: new Date().toISOString(), pid: process.pid });
  await sql`
    insert into app_meta (key, value) values ('health_probe', ${probe}::jsonb)
    on conflict (key) do update set value = excluded.value
  `.execute(db);
  const { rows } = await sql<{ leads: boolean; outbox: boolean }>`
    select has_table_privilege('leads', 'INSERT') as leads, has_table_privilege('outbox', 'INSERT') as outbox
  `.execute(db);
  const denied = Object.entries(rows[0] ?? {}).filter(([, allowed]) => !allowed).map(([table]) => table);
  if (denied.length > 0) throw new Error(`no INSERT on ${denied.join(", ")}`);
}
