import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Mailer } from "~/adapters/mail/port";
import type { Database } from "~/db/schema";
import type { DeliveryReport } from "./outbox-delivery.server";
import { createOutboxWorker, OUTBOX_BATCH_SIZE, OUTBOX_POLL_MS, type OutboxWorker } from "./outbox-worker.server";

/*
 * The worker's schedule, with deliverOutbox replaced by runs the test finishes by hand;
 * delivery itself is tested against real databases in leads.server.test.ts.
 */

const delivery = vi.hoisted(() => ({
  runs: [] as { finish: (report: DeliveryReport) => void; fail: (error: Error) => void }[],
}));

vi.mock("./outbox-delivery.server", () => ({
  deliverOutbox: () =>
    new Promise<DeliveryReport>((resolve, reject) => {
      delivery.runs.push({ finish: resolve, fail: reject });
    }),
}));

const db = {} as Kysely<Database>;
const mailer: Mailer = { send: async () => undefined };
const quiet = { info: vi.fn(), error: vi.fn() };
const nothingDue: DeliveryReport = { delivered: 0, failed: 0 };

let worker: OutboxWorker;

beforeEach(() => {
  vi.useFakeTimers();
  delivery.runs = [];
  quiet.info.mockClear();
  quiet.error.mockClear();
  worker = createOutboxWorker({ db, mailer, log: quiet });
});

afterEach(async () => {
  for (const run of delivery.runs) run.finish(nothingDue);
  await worker.stop();
  vi.useRealTimers();
});

/** Lets the worker react to a finished run (its promise callbacks), without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("the outbox worker", () => {
  it("runs at start, then every few seconds", async () => {
    worker.start();
    await settle();
    expect(delivery.runs).toHaveLength(1);
    delivery.runs[0]!.finish(nothingDue);
    await vi.advanceTimersByTimeAsync(OUTBOX_POLL_MS - 1);
    expect(delivery.runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(delivery.runs).toHaveLength(2);
  });

  it("never runs twice at once: a nudge during a run asks for one more run right after it", async () => {
    void worker.tick();
    worker.nudge();
    worker.nudge();
    expect(delivery.runs).toHaveLength(1);
    delivery.runs[0]!.finish({ delivered: 1, failed: 0 });
    await settle();
    expect(delivery.runs).toHaveLength(2);
    delivery.runs[1]!.finish(nothingDue);
    await settle();
    expect(delivery.runs).toHaveLength(2);
  });

  it("delivers a stored lead at once when nudged, not at the next poll", async () => {
    worker.start();
    await settle();
    delivery.runs[0]!.finish(nothingDue);
    await vi.advanceTimersByTimeAsync(1_000);
    worker.nudge();
    expect(delivery.runs).toHaveLength(2);
  });

  it("goes on straight away after a full batch, since more may be due", async () => {
    const running = worker.tick();
    delivery.runs[0]!.finish({ delivered: OUTBOX_BATCH_SIZE - 1, failed: 1 });
    expect(await running).toEqual({ delivered: OUTBOX_BATCH_SIZE - 1, failed: 1 });
    await settle();
    expect(delivery.runs).toHaveLength(2);
  });

  it("logs a run that failed as a whole and tries again at the next poll", async () => {
    const running = worker.tick();
    delivery.runs[0]!.fail(new Error("connection terminated"));
    expect(await running).toBeNull();
    expect(quiet.error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: "connection terminated" }) },
      "outbox delivery run failed",
    );
    await vi.advanceTimersByTimeAsync(OUTBOX_POLL_MS);
    expect(delivery.runs).toHaveLength(2);
  });

  it("logs what a run delivered, and stays quiet when nothing was due", async () => {
    const first = worker.tick();
    delivery.runs[0]!.finish(nothingDue);
    await first;
    expect(quiet.info).not.toHaveBeenCalled();
    const second = worker.tick();
    delivery.runs[1]!.finish({ delivered: 2, failed: 1 });
    await second;
    expect(quiet.info).toHaveBeenCalledWith({ delivered: 2, failed: 1 }, "outbox delivery run");
  });

  it("stops cleanly: waits for the run in progress, then starts no other", async () => {
    worker.start();
    await settle();
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await settle();
    expect(stopped).toBe(false);
    delivery.runs[0]!.finish({ delivered: 1, failed: 0 });
    await stopping;
    worker.nudge();
    await vi.advanceTimersByTimeAsync(OUTBOX_POLL_MS * 3);
    expect(delivery.runs).toHaveLength(1);
  });

  it("does not wait for ever on a run that hangs while stopping", async () => {
    worker = createOutboxWorker({ db, mailer, log: quiet, stopGraceMs: 2_000 });
    void worker.tick();
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await stopping;
    expect(stopped).toBe(true);
  });
});
