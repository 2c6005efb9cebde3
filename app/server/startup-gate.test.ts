import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdUntilStarted, STARTUP_RETRY_AFTER_SECONDS, STARTUP_WAIT_MS } from "./startup-gate";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let server: http.Server | undefined;
let arrived = 0;
afterEach(() => {
  vi.useRealTimers();
  return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** The gate's wait on a fake clock; the sockets still run on the real one. */
const fakeClock = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
async function requestsArrived(count: number): Promise<void> {
  while (arrived < count) await nextTurn();
}

/** A server behind the gate whose app answers "served" (the Remix handler's place). */
async function gatedServer(started: Promise<void>, waitMs?: number): Promise<string> {
  const gate = holdUntilStarted(started, waitMs === undefined ? {} : { waitMs });
  arrived = 0;
  server = http.createServer((req, res) => {
    arrived++;
    gate(req, res, () => res.end("served"));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("holdUntilStarted", () => {
  it("holds a page request until the start has finished, then serves it", async () => {
    fakeClock();
    const start = deferred();
    const base = await gatedServer(start.promise);
    let answered = false;
    const page = fetch(`${base}/search`).then(async (response) => {
      answered = true;
      return { status: response.status, body: await response.text() };
    });
    await requestsArrived(1);
    vi.advanceTimersByTime(STARTUP_WAIT_MS - 1);
    for (let turn = 0; turn < 10; turn++) await nextTurn();
    expect(answered).toBe(false);
    start.resolve();
    expect(await page).toEqual({ status: 200, body: "served" });
  });

  it("answers 503 with Retry-After when the start takes longer than the wait", async () => {
    fakeClock();
    const base = await gatedServer(new Promise<void>(() => undefined));
    const answer = fetch(`${base}/cars/some-car`);
    await requestsArrived(1);
    vi.advanceTimersByTime(STARTUP_WAIT_MS);
    const response = await answer;
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(String(STARTUP_RETRY_AFTER_SECONDS));
    expect(await response.text()).toMatch(/starting up/);
  });

  it("answers /healthz 'starting' at once while starting, without waiting for the start", async () => {
    const base = await gatedServer(new Promise<void>(() => undefined), 5_000);
    const asked = Date.now();
    const response = await fetch(`${base}/healthz?probe=1`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "starting", failing: [] });
    expect(Date.now() - asked).toBeLessThan(1_000);
  });

  it("lets /healthz through to its checks once started", async () => {
    const base = await gatedServer(Promise.resolve(), 5_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await (await fetch(`${base}/healthz`)).text()).toBe("served");
  });

  it("serves at once once started", async () => {
    const base = await gatedServer(Promise.resolve(), 5_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await (await fetch(`${base}/`)).text()).toBe("served");
  });

  it("answers 503 (not a hang) after a failed start", async () => {
    const failed = deferred();
    const base = await gatedServer(failed.promise, 5_000);
    failed.reject(new Error("database unreachable"));
    expect((await fetch(`${base}/`)).status).toBe(503);
  });
});
