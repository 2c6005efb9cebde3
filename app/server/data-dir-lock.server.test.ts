import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase } from "~/db/client.server";
import { acquireDataDirLock, DataDirInUseError, lockAddress, whoHolds, type DataDirLock } from "./data-dir-lock.server";

const held: DataDirLock[] = [];
afterEach(async () => {
  await Promise.all(held.splice(0).map((lock) => lock.release()));
});

async function tempDataDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), "dealer-lock-test-"));
}

/** A second process that takes the lock, says so on stdout, then waits to be killed. */
function holdInChild(dataDir: string) {
  const script = `
    const net = require("node:net");
    const server = net.createServer((s) => s.end(JSON.stringify({ pid: process.pid, purpose: "child", since: "then" }) + "\\n"));
    server.listen(${JSON.stringify(lockAddress(dataDir))}, () => process.stdout.write("locked\\n"));
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  const locked = new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
  return { child, locked };
}

describe("the data directory lock", () => {
  it("refuses a second holder and names the first; released, it can be taken again", async () => {
    const dataDir = await tempDataDir();
    const first = await acquireDataDirLock(dataDir, "server");
    held.push(first);

    const refusal = await acquireDataDirLock(dataDir, "stock import").catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as Error).message).toBe(
      `The data directory ${path.resolve(dataDir)} is in use by the server (pid ${process.pid}, since ${first.holder.since}): ` +
        "stop it first, or give this process its own DATA_DIR.",
    );

    await first.release();
    held.pop();
    expect(await whoHolds(dataDir)).toBeNull();
    held.push(await acquireDataDirLock(dataDir, "stock import"));
  });

  it("is the same lock for every spelling of the directory's path", async () => {
    const dataDir = await tempDataDir();
    const link = `${dataDir}-link`;
    await fs.symlink(dataDir, link);
    held.push(await acquireDataDirLock(`${dataDir}/./`, "server"));
    await expect(acquireDataDirLock(link, "outbox delivery")).rejects.toBeInstanceOf(DataDirInUseError);
  });

  it("is held by another process while it lives and free the moment it is killed", async () => {
    const dataDir = await tempDataDir();
    const { child, locked } = holdInChild(dataDir);
    await locked;
    expect(await whoHolds(dataDir)).toMatchObject({ pid: child.pid, purpose: "child" });
    await expect(acquireDataDirLock(dataDir, "server")).rejects.toBeInstanceOf(DataDirInUseError);

    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    held.push(await acquireDataDirLock(dataDir, "server"));
  });

  it("is taken by the embedded database as it opens and given back when it closes", async () => {
    const dataDir = await tempDataDir();
    const handle = await createDatabase({ dataDir, purpose: "server" });
    try {
      await expect(createDatabase({ dataDir, purpose: "stock import" })).rejects.toThrow(
        /is in use by the server \(pid \d+/,
      );
    } finally {
      await handle.close();
    }
    const again = await createDatabase({ dataDir, purpose: "stock import" });
    await again.close();
  }, 60_000);
});
