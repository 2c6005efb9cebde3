import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DiskCache } from "./disk-cache.server";

let dir: string;
beforeEach(async () => (dir = await fs.mkdtemp(path.join(os.tmpdir(), "disk-cache-"))));
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

const kB = (n: number) => new Uint8Array(n * 1024).fill(n);

describe("the image cache on disk", () => {
  it("keeps entries within its bound, the one unused longest out first", async () => {
    const cache = new DiskCache(dir, 10 * 1024);
    await cache.put("first", kB(3));
    await cache.put("second", kB(3));
    await cache.put("third", kB(3));
    expect(await cache.get("first")).not.toBeNull();
    await cache.put("fourth", kB(3));
    expect(await cache.get("second")).toBeNull();
    expect((await cache.get("first"))?.byteLength).toBe(3 * 1024);
    expect(cache.size.bytes).toBeLessThanOrEqual(10 * 1024);
    expect(await fs.readdir(path.join(dir, "se"))).toEqual([]);
  });

  it("finds its entries after a restart, in the order they were last used, within a lowered bound", async () => {
    const before = new DiskCache(dir, 100 * 1024);
    await before.put("newer", kB(4));
    await before.put("older", kB(4));
    // Last used long ago, by its file's time.
    await fs.utimes(path.join(dir, "ol", "older"), new Date(2020, 0, 1), new Date(2020, 0, 1));
    const after = new DiskCache(dir, 6 * 1024);
    expect(await after.get("newer")).not.toBeNull();
    expect(await after.get("older")).toBeNull();
  });

  it("refuses a key that could name a file elsewhere", async () => {
    await expect(new DiskCache(dir, 1024).put("../escape", kB(1))).rejects.toThrow("Not a cache key");
  });
});
