import type { Kysely } from "kysely";
import type { PaymentPort } from "~/adapters/payments/port";
import type { Database } from "~/db/schema";
import { logger } from "~/logger.server";
import { endOverdueHolds } from "./holds.server";

/** Holds end within a minute of their 48 hours; a refund that failed is tried again as often. */
export const EXPIRY_POLL_MS = 60_000;

declare global {
  // Kept on globalThis, like the outbox worker, so Remix dev rebuilds do not start a second one.
  var __dealerReservationExpiry: { stop(): void } | undefined;
}

/**
 * Runs endOverdueHolds every minute in the server process, the way the outbox worker
 * delivers lead mail: one run at a time, a failed run (the database away) logged and
 * tried at the next tick.
 */
export function startReservationExpiry(options: { db: Kysely<Database>; port: PaymentPort; intervalMs?: number; now?: () => Date }) {
  if (globalThis.__dealerReservationExpiry) return globalThis.__dealerReservationExpiry;
  const now = options.now ?? (() => new Date());
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const report = await endOverdueHolds(options.db, options.port, now());
      if (report.ended > 0 || report.refunded > 0) logger.info(report, "reservation holds run");
    } catch (error) {
      logger.error({ err: error }, "reservation holds run failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.intervalMs ?? EXPIRY_POLL_MS);
  timer.unref?.();
  void tick();
  globalThis.__dealerReservationExpiry = { stop: () => clearInterval(timer) };
  return globalThis.__dealerReservationExpiry;
}
