import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { collectWhenIdle, compactingCollection } from "./idle-collection";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("collectWhenIdle", () => {
  let server: http.Server;
  afterEach(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("collects once no request has been in flight for a while, and only after the heap has grown", async () => {
    // Each request is answered when the test says so.
    const waiting: http.ServerResponse[] = [];
    server = http.createServer((_req, res) => waiting.push(res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const answerNext = async () => {
      while (waiting.length === 0) await sleep(5);
      waiting.shift()!.end("ok");
    };
    const request = async () => (await fetch(base)).text();
    const until = async (done: () => boolean) => {
      for (let waited = 0; !done() && waited < 5_000; waited += 10) await sleep(10);
    };
    let heap = 100;
    let collections = 0;
    collectWhenIdle(server, { idleMs: 30, growthBytes: 10, collect: () => collections++, heapUsed: () => heap });
    heap = 120;
    const first = request();
    const second = request();
    await answerNext();
    await first;
    // The second request is still in flight: no collection, although the first is long done.
    await sleep(150);
    expect(collections).toBe(0);
    await answerNext();
    await second;
    await until(() => collections > 0);
    expect(collections).toBe(1);
    // The heap has not grown since: idle again, nothing to do.
    await Promise.all([request(), answerNext()]);
    await sleep(150);
    expect(collections).toBe(1);
    heap = 131;
    await Promise.all([request(), answerNext()]);
    await until(() => collections > 1);
    expect(collections).toBe(2);
  });
});

describe("compactingCollection", () => {
  it("frees the garbage of the heap", () => {
    const collect = compactingCollection();
    let garbage: object[] | null = Array.from({ length: 300_000 }, (_, i) => ({ i, text: `record ${i}` }));
    const before = process.memoryUsage().heapUsed;
    garbage = null;
    collect();
    expect(garbage).toBeNull();
    expect(process.memoryUsage().heapUsed).toBeLessThan(before - 10 * 1024 * 1024);
  });
});
