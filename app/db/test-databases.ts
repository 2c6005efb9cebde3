import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { createDatabase, type DatabaseHandle, type DatabaseKind } from "./client.server";

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
  if (serverUrl) backends.push({ kind: "postgres", open: () => openTempSchema(serverUrl) });
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
 * A database of its own on the shared server, so parallel files and runs never collide. A
 * database rather than a schema: Kysely's introspection (and so its migrator) sees every
 * schema of a database, and would trip over tables another run left in `public`.
 */
async function openTempSchema(serverUrl: string): Promise<DatabaseHandle> {
  const name = `test_${Date.now()}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = await createDatabase({ databaseUrl: serverUrl, dataDir: os.tmpdir() });
  await sql`create database ${sql.id(name)}`.execute(admin.db);

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  return {
    ...handle,
    async close() {
      await handle.close();
      try {
        await sql`drop database ${sql.id(name)} with (force)`.execute(admin.db);
      } finally {
        await admin.close();
      }
    },
  };
}
