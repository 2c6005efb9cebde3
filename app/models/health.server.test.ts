import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { checkDatabaseWrites, migrateToLatest, type DatabaseHandle } from "~/db/client.server";
import { testBackends } from "~/db/testing/databases";
import {
  checkFreeSpace,
  checkOutboxDirectory,
  publicReadiness,
  sharedWhileRunning,
  storageDirectories,
  type Readiness,
} from "./health.server";

describe("sharedWhileRunning", () => {
  it("gives callers arriving while a run is in flight its answer, and runs again once it has settled", async () => {
    let runs = 0;
    let finish: (value: number) => void = () => {};
    const check = sharedWhileRunning(() => {
      runs++;
      return new Promise<number>((resolve) => (finish = resolve));
    });
    const first = check();
    const second = check();
    finish(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(runs).toBe(1);
    const third = check();
    finish(8);
    expect(await third).toBe(8);
    expect(runs).toBe(2);
  });

  it("shares a failure with the callers of that run only", async () => {
    let runs = 0;
    const check = sharedWhileRunning(async () => {
      runs++;
      if (runs === 1) throw new Error("disk full");
      return "ok";
    });
    const [first, second] = await Promise.allSettled([check(), check()]);
    expect(first).toMatchObject({ status: "rejected", reason: { message: "disk full" } });
    expect(second).toMatchObject({ status: "rejected", reason: { message: "disk full" } });
    expect(await check()).toBe("ok");
  });
});

describe("the outbox folder check", () => {
  it("passes when a file can be written and leaves nothing behind", async () => {
    const directory = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "dealer-health-")), "outbox");
    expect(await checkOutboxDirectory(directory)).toEqual({ ok: true, directory });
    expect(await fs.readdir(directory)).toEqual([]);
  });

  it("fails, with the reason, when the folder cannot take a file", async () => {
    const parent = await fs.mkdtemp(path.join(os.tmpdir(), "dealer-health-"));
    const directory = path.join(parent, "outbox");
    await fs.writeFile(directory, "a file where the folder should be");
    expect(await checkOutboxDirectory(directory)).toEqual({
      ok: false,
      directory,
      error: expect.stringMatching(/^cannot write a file here \((EEXIST|ENOTDIR)\)$/),
    });
  });

  it("has nothing to check when mail and codes both go over the network", async () => {
    expect(await checkOutboxDirectory(null)).toEqual({ ok: true, directory: null });
  });
});

describe("the free space check", () => {
  const MIB = 2 ** 20;
  /** A file system with `freeMb` MiB an unprivileged user may still write. */
  const freeSpace = (freeMb: number) => () => Promise.resolve({ bavail: freeMb * 256, bsize: 4096 });

  it("fails a node whose disk has less room than the floor, though every write still fits in pages it has", async () => {
    expect(await checkFreeSpace(["/data"], { floorBytes: 64 * MIB, statfs: freeSpace(12) })).toEqual({
      ok: false,
      freeMb: 12,
      floorMb: 64,
      directories: ["/data"],
      error: "12 MiB free, below the 64 MiB a node needs to take leads",
    });
  });

  it("passes with room above the floor in every directory, and reports the least", async () => {
    const byDirectory: Record<string, number> = { "/data": 900, "/data/db": 200 };
    const statfs = (directory: string) => freeSpace(byDirectory[directory]!)();
    expect(await checkFreeSpace(["/data", "/data/db"], { floorBytes: 64 * MIB, statfs })).toMatchObject({ ok: true, freeMb: 200 });
  });

  it("reads the real file system, and a directory not made yet by its parent's", async () => {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), "dealer-health-"));
    const notYet = storageDirectories(directory, "pglite");
    expect(notYet).toEqual([directory, path.join(directory, "db")]);
    expect(await checkFreeSpace(notYet, { floorBytes: 1 })).toMatchObject({ ok: true, freeMb: expect.any(Number) });
    expect(await checkFreeSpace(notYet, { floorBytes: Number.MAX_SAFE_INTEGER })).toMatchObject({ ok: false });
  });

  it("fails, with the reason, when the free space cannot be read", async () => {
    const statfs = () => Promise.reject(Object.assign(new Error("EACCES"), { code: "EACCES" }));
    expect(await checkFreeSpace(["/data"], { statfs })).toMatchObject({ ok: false, error: "cannot read the free space (EACCES)" });
  });
});

describe("publicReadiness", () => {
  it("gives a dealer's domain the status and the failing checks' names, no directory or error text", () => {
    const readiness: Readiness = {
      status: "failing",
      failing: ["storage"],
      checks: {
        database: { ok: true, kind: "pglite" },
        outbox: { ok: true, directory: "/srv/dealer/data/outbox" },
        storage: { ok: false, freeMb: 3, floorMb: 64, directories: ["/srv/dealer/data"], error: "3 MiB free" },
        search: { ok: true, records: 10, builtAt: null },
      },
      tenants: 5,
      uptimeSeconds: 10,
    };
    const shown = publicReadiness(readiness);
    expect(shown).toEqual({ status: "failing", failing: ["storage"] });
    expect(JSON.stringify(shown)).not.toContain("/srv");
  });
});

describe.each(testBackends())("the database write check on $kind", (backend) => {
  let handle: DatabaseHandle;
  afterEach(async () => handle?.close());

  it("writes its probe row and passes on a healthy database", async () => {
    handle = await backend.open();
    await migrateToLatest(handle.db);
    await checkDatabaseWrites(handle.db);
    await checkDatabaseWrites(handle.db);
    const row = await handle.db.selectFrom("app_meta").select("value").where("key", "=", "health_probe").executeTakeFirst();
    expect(row?.value).toMatchObject({ pid: process.pid });
  }, 60_000);

  it("fails when the leads table is broken, although a select 1 still answers", async () => {
    handle = await backend.open();
    await migrateToLatest(handle.db);
    await sql`alter table leads rename to leads_broken`.execute(handle.db);
    await sql`select 1`.execute(handle.db);
    await expect(checkDatabaseWrites(handle.db)).rejects.toThrow(/leads/);
  }, 60_000);
});
