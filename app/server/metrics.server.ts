import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's Prometheus metrics (/metrics). One registry per process: with several workers
 * each answers for itself, and every series carries what Prometheus adds (the instance), so
 * scrape each worker or sum them (README "Metrics").
 */

declare global {
  var __dealerMetrics: ReturnType<typeof createMetrics> | undefined;
}

/** Where the outbox stands, read from the database at each scrape. */
export interface OutboxDepth {
  /** Messages not yet delivered that will still be tried. */
  waiting: number;
  /** Messages retrying gave up on; a person has to look (last_error). */
  givenUp: number;
  /** Seconds since the oldest waiting message was stored; 0 when none waits. */
  oldestWaitingSeconds: number;
}

function createMetrics() {
  const registry = new Registry();
  // Event-loop lag, heap, RSS, GC, handles: prom-client's defaults.
  collectDefaultMetrics({ register: registry });
  let readOutbox: (() => Promise<OutboxDepth>) | null = null;
  let outboxRead: Promise<OutboxDepth | null> | null = null;
  // The three outbox gauges come from one query per scrape.
  const outboxDepth = () => {
    outboxRead ??= (readOutbox?.() ?? Promise.resolve(null))
      .catch(() => null)
      .finally(() => {
        outboxRead = null;
      });
    return outboxRead;
  };
  return {
    registry,
    requestDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "HTTP requests by route (the Remix route that answered), method and status class",
      labelNames: ["route", "method", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    searchDuration: new Histogram({
      name: "search_duration_seconds",
      help: "Search requests of a page (facets and hits) by engine, cache misses only",
      labelNames: ["engine"] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    outboxDeliveries: new Counter({
      name: "outbox_deliveries_total",
      help: "Outbox messages handed over, by kind and result (delivered, failed)",
      labelNames: ["kind", "result"] as const,
      registers: [registry],
    }),
    feedRuns: new Counter({
      name: "stock_feed_runs_total",
      help: "Stock feed runs by tenant and outcome (applied, unchanged, rejected, failed)",
      labelNames: ["tenant", "outcome"] as const,
      registers: [registry],
    }),
    feedRejectedRows: new Counter({
      name: "stock_feed_rejected_rows_total",
      help: "Rows of stock feeds refused for errors, by tenant",
      labelNames: ["tenant"] as const,
      registers: [registry],
    }),
    outboxWaiting: new Gauge({
      name: "outbox_waiting_messages",
      help: "Outbox messages not delivered yet that will be tried again",
      registers: [registry],
      async collect() {
        const depth = await outboxDepth();
        if (depth) this.set(depth.waiting);
      },
    }),
    outboxGivenUp: new Gauge({
      name: "outbox_given_up_messages",
      help: "Outbox messages retrying gave up on (see last_error)",
      registers: [registry],
      async collect() {
        const depth = await outboxDepth();
        if (depth) this.set(depth.givenUp);
      },
    }),
    outboxOldest: new Gauge({
      name: "outbox_oldest_waiting_seconds",
      help: "Age of the oldest outbox message not delivered yet",
      registers: [registry],
      async collect() {
        const depth = await outboxDepth();
        if (depth) this.set(depth.oldestWaitingSeconds);
      },
    }),
    /** Gives the outbox gauges their reading (the process's database), once it is open. */
    readOutboxWith(read: () => Promise<OutboxDepth>) {
      readOutbox = read;
    },
  };
}

export function metrics(): ReturnType<typeof createMetrics> {
  globalThis.__dealerMetrics ??= createMetrics();
  return globalThis.__dealerMetrics;
}
