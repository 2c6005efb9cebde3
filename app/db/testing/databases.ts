import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createDatabase, migrateToLatest, type DatabaseHandle, type DatabaseKind } from "../client.server";
import type { Database } from "../schema";

/**
 * The real databases a suite runs against: always a fresh PGlite in a temp directory,
 * and a PostgreSQL server too when TEST_DATABASE_URL is set (CI, or
 * `eval "$(bash scripts/pg-test-server.sh)"`). Use with describe.each.
 */
export interface TestBackend {
  kind: DatabaseKind;
  /** Opens an empty, not yet migrated database; `close` removes it. */
  open(): Promise<DatabaseHandle>;
}

export function testBackends(): TestBackend[] {
  const backends: TestBackend[] = [{ kind: "pglite", open: openTempPGlite }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) backends.push({ kind: "postgres", open: async () => (await openServerDatabase(serverUrl)).handle });
  return backends;
}

async function openTempPGlite(): Promise<DatabaseHandle> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "dealer-db-test-"));
  const handle = await createDatabase({ dataDir });
  return {
    ...handle,
    async close() {
      await handle.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A database of its own on the shared server, so parallel files and runs never collide (a
 * database rather than a schema: Kysely's introspection, and so its migrator, sees every
 * schema of a database, and would trip over tables another run left in `public`). Its URL
 * is for other processes to open; `close` drops it.
 */
export async function openServerDatabase(serverUrl: string): Promise<{ url: string; handle: DatabaseHandle }> {
  const name = `test_${Date.now()}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = await createDatabase({ databaseUrl: serverUrl, dataDir: os.tmpdir() });
  await sql`create database ${sql.id(name)}`.execute(admin.db);

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  return {
    url: url.toString(),
    handle: {
      ...handle,
      async close() {
        await handle.close();
        try {
          await sql`drop database ${sql.id(name)} with (force)`.execute(admin.db);
        } finally {
          await admin.close();
        }
      },
    },
  };
}

/**
 * A suite's database (one per backend of testBackends()): opened and migrated before its
 * tests, emptied of `clear`'s tables before each test (in the order given: rows that point
 * at others first), closed after. Call it in the describe block; the handle it answers is
 * usable from the first hook on.
 */
export function migratedDatabase(backend: TestBackend, clear: readonly (keyof Database)[] = []): DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  const open = (): DatabaseHandle => {
    if (!handle) throw new Error(`the ${backend.kind} test database is opened in beforeAll: use it from a hook or a test`);
    return handle;
  };
  beforeAll(async () => {
    handle = await backend.open();
    await migrateToLatest(handle.db);
    // Opening and migrating PGlite took over a minute when the machine's cores were busy.
  }, 180_000);
  afterAll(() => handle?.close());
  if (clear.length > 0) {
    beforeEach(async () => {
      for (const table of clear) await open().db.deleteFrom(table).execute();
    });
  }
  return {
    kind: backend.kind,
    get db() {
      return open().db;
    },
    close: () => open().close(),
  };
}

/**
 * For route tests, whose loaders and actions open the process database themselves
 * (getDatabase): the suite's database on `backend`, as migratedDatabase gives it, made the
 * process's database while the suite runs. Call it in the describe block of
 * `describe.each(testBackends())`.
 */
export function processDatabase(backend: TestBackend, clear: readonly (keyof Database)[] = []): DatabaseHandle {
  const database = migratedDatabase(backend, clear);
  beforeAll(() => {
    globalThis.__dealerDatabase = Promise.resolve(database);
  });
  afterAll(() => {
    globalThis.__dealerDatabase = undefined;
  });
  return database;
}
