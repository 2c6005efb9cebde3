import { EventEmitter } from "node:events";
import http from "node:http";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { collectWhenIdle, compactingCollection } from "./idle-collection";

describe("collectWhenIdle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A request as the server announces it; the function answered ends it (its response closes). */
  function requestTo(server: http.Server): () => void {
    const response = new EventEmitter();
    server.emit("request", new EventEmitter(), response);
    return () => response.emit("close");
  }

  it("collects once no request has been in flight for a while, and only after the heap has grown", () => {
    const server = http.createServer();
    let heap = 100;
    let collections = 0;
    collectWhenIdle(server, { idleMs: 30, growthBytes: 10, collect: () => collections++, heapUsed: () => heap });
    heap = 120;
    const endFirst = requestTo(server);
    const endSecond = requestTo(server);
    endFirst();
    // The second request is still in flight: no collection, although the first is long done.
    vi.advanceTimersByTime(1_000);
    expect(collections).toBe(0);
    endSecond();
    vi.advanceTimersByTime(29);
    expect(collections).toBe(0);
    vi.advanceTimersByTime(1);
    expect(collections).toBe(1);
    // The heap has not grown since: idle again, nothing to do.
    requestTo(server)();
    vi.advanceTimersByTime(1_000);
    expect(collections).toBe(1);
    heap = 131;
    requestTo(server)();
    vi.advanceTimersByTime(30);
    expect(collections).toBe(2);
  });

  it("starts the idle wait again when a request comes and goes before it is over", () => {
    const server = http.createServer();
    let collections = 0;
    let heap = 0;
    collectWhenIdle(server, { idleMs: 30, growthBytes: 10, collect: () => collections++, heapUsed: () => heap });
    heap = 20;
    requestTo(server)();
    vi.advanceTimersByTime(20);
    requestTo(server)();
    vi.advanceTimersByTime(20);
    expect(collections).toBe(0);
    vi.advanceTimersByTime(10);
    expect(collections).toBe(1);
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
