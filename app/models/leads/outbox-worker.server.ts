import type { Kysely } from "kysely";
import type { Mailer } from "~/adapters/mail/port";
import type { Database } from "~/db/schema";
import { logger } from "~/logger.server";
import { deliverOutbox, type DeliveryReport } from "./outbox-delivery.server";

/*
 * Lead mail goes out from the server process itself (DESIGN.md data flow 4: "then deliver
 * (mail, ADF/XML) from an outbox with retries"): a lead is written first, then this worker
 * hands its message to the mailer, right away when the action nudges it, and otherwise
 * every few seconds, which is also when the retries of failed messages fall due.
 */

/** How often the outbox is looked at when nothing nudges it. */
export const OUTBOX_POLL_MS = 5_000;
/** Messages claimed per run; a full batch means more may be due, so the next run follows at once. */
export const OUTBOX_BATCH_SIZE = 20;
/** On shutdown, a run in progress gets this long to finish; a message cut short is retried after its lease. */
export const OUTBOX_STOP_GRACE_MS = 10_000;

type WorkerLog = Pick<typeof logger, "info" | "error">;

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  intervalMs?: number;
  batchSize?: number;
  stopGraceMs?: number;
  now?: () => Date;
  log?: WorkerLog;
}

export interface OutboxWorker {
  /** The first run now, then one every interval. */
  start(): void;
  /** One run now; while a run is going, none starts beside it: that run's report, and another run after it. */
  tick(): Promise<DeliveryReport | null>;
  /** A lead was just stored: send it now rather than at the next poll. Never throws. */
  nudge(): void;
  /** No run starts after this; resolves when the run in progress ends, or after the grace period. */
  stop(): Promise<void>;
}

function isFullBatch(report: DeliveryReport | null, batchSize: number): boolean {
  return report !== null && report.delivered + report.failed >= batchSize;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const intervalMs = options.intervalMs ?? OUTBOX_POLL_MS;
  const batchSize = options.batchSize ?? OUTBOX_BATCH_SIZE;
  const stopGraceMs = options.stopGraceMs ?? OUTBOX_STOP_GRACE_MS;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? logger;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<DeliveryReport | null> | null = null;
  let runAgain = false;
  let stopped = false;

  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  const schedule = (delayMs: number) => {
    clearTimer();
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      void tick();
    }, delayMs);
    // The schedule alone never keeps a stopping process alive.
    timer.unref?.();
  };

  const run = async (): Promise<DeliveryReport | null> => {
    try {
      const report = await deliverOutbox(options.db, options.mailer, now(), { batchSize });
      if (report.delivered > 0 || report.failed > 0) log.info(report, "outbox delivery run");
      return report;
    } catch (error) {
      // The database was away, say: the messages stay in the outbox for the next run.
      log.error({ err: error }, "outbox delivery run failed");
      return null;
    }
  };

  const tick = (): Promise<DeliveryReport | null> => {
    if (inFlight) {
      runAgain = true;
      return inFlight;
    }
    if (stopped) return Promise.resolve(null);
    clearTimer();
    const current = run().then((report) => {
      inFlight = null;
      const soon = runAgain || isFullBatch(report, batchSize);
      runAgain = false;
      schedule(soon ? 0 : intervalMs);
      return report;
    });
    inFlight = current;
    return current;
  };

  return {
    start: () => schedule(0),
    tick,
    nudge: () => {
      void tick();
    },
    async stop() {
      stopped = true;
      clearTimer();
      if (!inFlight) return;
      let grace: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        inFlight,
        new Promise<void>((resolve) => {
          grace = setTimeout(resolve, stopGraceMs);
        }),
      ]);
      clearTimeout(grace);
    },
  };
}

export interface OutboxRunSummary extends DeliveryReport {
  /** Messages not delivered after the run: waiting for a retry, or given up on (see last_error). */
  waiting: number;
}

/**
 * Delivers everything due now, batch after batch, for a one-off run (`npm run outbox:deliver`).
 * A message that fails is given a later attempt, so it is not claimed again in this run.
 */
export async function deliverDueOutbox(
  db: Kysely<Database>,
  mailer: Mailer,
  options: { now?: Date; batchSize?: number; onBatch?: (report: DeliveryReport) => void } = {},
): Promise<OutboxRunSummary> {
  const batchSize = options.batchSize ?? OUTBOX_BATCH_SIZE;
  const now = options.now ?? new Date();
  const total: DeliveryReport = { delivered: 0, failed: 0 };
  for (;;) {
    const report = await deliverOutbox(db, mailer, now, { batchSize });
    total.delivered += report.delivered;
    total.failed += report.failed;
    if (report.delivered + report.failed > 0) options.onBatch?.(report);
    if (!isFullBatch(report, batchSize)) break;
  }
  const { count } = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("delivered_at", "is", null)
    .executeTakeFirstOrThrow();
  return { ...total, waiting: Number(count) };
}

declare global {
  // The process's worker, kept on globalThis so Remix dev rebuilds do not start a second one.
  var __dealerOutboxWorker: OutboxWorker | undefined;
}

/** Starts the process's outbox worker (once; later calls return it) and stops it on SIGINT or SIGTERM. */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  if (globalThis.__dealerOutboxWorker) return globalThis.__dealerOutboxWorker;
  const worker = createOutboxWorker(options);
  globalThis.__dealerOutboxWorker = worker;
  worker.start();
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void worker.stop());
  }
  return worker;
}

/** For a lead action right after storing a lead: its mail goes now. Does nothing where no worker runs (scripts, tests). */
export function nudgeOutboxWorker(): void {
  globalThis.__dealerOutboxWorker?.nudge();
}

/** Stops the process's worker, letting a run in progress finish (see OUTBOX_STOP_GRACE_MS). */
export function stopOutboxWorker(): Promise<void> {
  return globalThis.__dealerOutboxWorker?.stop() ?? Promise.resolve();
}
