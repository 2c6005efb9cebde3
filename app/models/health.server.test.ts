import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { checkDatabaseWrites, migrateToLatest, type DatabaseHandle } from "~/db/client.server";
import { testBackends } from "~/db/testing/databases";
import { checkOutboxDirectory, sharedWhileRunning } from "./health.server";

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
