import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { appProcessesOnOneDatabase, serverUrl } from "~/db/testing/app-processes";

const here = path.dirname(fileURLToPath(import.meta.url));
const sample = await fs.readFile(path.join(here, "testing/dms-stock-export.csv"), "utf8");
const example = JSON.parse(await fs.readFile(path.join(here, "../../../../docs/examples/stock-feeds.json"), "utf8"));

/** The feed answers slowly, so both processes are at it while the other one's run is on. */
let pulls = 0;
const feedServer = http.createServer((_req, res) => {
  pulls++;
  setTimeout(() => res.writeHead(200, { "content-type": "text/csv" }).end(sample), 300);
});
await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), "feeds-processes-"));
const feedsFile = path.join(tempDir, "feeds.json");
await fs.writeFile(
  feedsFile,
  JSON.stringify({
    "wattle-ridge-toyota": { ...example["wattle-ridge-toyota"], url: `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/stock.csv` },
  }),
);
afterAll(async () => {
  feedServer.close();
  await fs.rm(tempDir, { recursive: true, force: true });
});

describe.runIf(serverUrl)("a stock feed run by two app processes on one PostgreSQL database", () => {
  // The sample's photos are on its DMS's photo host, which the operator allows.
  const app = appProcessesOnOneDatabase(2, () => ({ STOCK_FEEDS_FILE: feedsFile, IMAGE_HOSTS: "photos.example-dms.com.au" }));

  it("is pulled and applied once per scheduled run, not once per process", async () => {
    const hours = 4;
    for (let hour = 0; hour < hours; hour++) {
      const now = new Date(Date.UTC(2026, 10, 20, hour)).toISOString();
      const ran = await Promise.all(app.processes.map((each) => each.run("runDueFeeds", { now })));
      expect(ran.reduce((sum, count) => sum + count, 0)).toBe(1);
    }
    expect(pulls).toBe(hours);
    const runs = await app.db.selectFrom("stock_feed_runs").select(["outcome", "added", "updated"]).orderBy("id").execute();
    expect(runs).toEqual([
      { outcome: "applied", added: 8, updated: 0 },
      ...Array.from({ length: hours - 1 }, () => ({ outcome: "applied", added: 0, updated: 8 })),
    ]);
  }, 120_000);
});
