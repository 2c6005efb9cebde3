import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tenants } from "~/tenants";
import { INDEX_FILE_NAME, indexFileKey, removeAbandonedIndexWrites } from "./index-file.server";
import { primarySettings } from "./settings";

describe("indexFileKey", () => {
  it("makes a file built under other searchable attributes stale: its text index was built by them", () => {
    const settings = primarySettings("Car_production");
    const reordered = { ...settings, searchableAttributes: [...settings.searchableAttributes!].reverse() };
    const withTypos = { ...settings, disableTypoToleranceOnAttributes: [] };
    const keys = [settings, reordered, withTypos].map((s) => indexFileKey("v1", tenants, [s]));
    expect(new Set(keys).size).toBe(3);
    expect(indexFileKey("v1", tenants)).toBe(indexFileKey("v1", tenants));
  });
});

describe("removeAbandonedIndexWrites", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await fs.mkdtemp(path.join(os.tmpdir(), "index-file-"));
  });
  afterEach(() => fs.rm(directory, { recursive: true, force: true }));

  it("deletes the half-written index of a process that ended, and keeps running writers' files and everything else", async () => {
    // A process that has ended: its pid answers no signal.
    const endedPid = spawnSync(process.execPath, ["-e", ""]).pid;
    const names = {
      abandoned: `.${INDEX_FILE_NAME}.${endedPid}.tmp`,
      ours: `.${INDEX_FILE_NAME}.${process.pid}.tmp`,
      runningParent: `.${INDEX_FILE_NAME}.${process.ppid}.tmp`,
      index: INDEX_FILE_NAME,
      other: `.other.${endedPid}.tmp`,
    };
    for (const name of Object.values(names)) await fs.writeFile(path.join(directory, name), "x");

    const removed = await removeAbandonedIndexWrites(path.join(directory, INDEX_FILE_NAME));

    expect(removed).toEqual([names.abandoned]);
    expect((await fs.readdir(directory)).sort()).toEqual(
      [names.ours, names.runningParent, names.index, names.other].sort(),
    );
  });

  it("does nothing where the data directory does not exist yet", async () => {
    expect(await removeAbandonedIndexWrites(path.join(directory, "missing", INDEX_FILE_NAME))).toEqual([]);
  });
});
