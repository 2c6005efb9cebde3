import cluster from "node:cluster";
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { SCRAPE_ANSWER, SCRAPE_REQUEST } from "./metrics-ipc.mjs";

/**
 * The process's Prometheus metrics (/metrics). One registry per process; with several workers
 * (WEB_CONCURRENCY) the worker a scrape reaches asks the primary, which sums every worker's
 * series (scrapeMetrics): the load balancer picks one worker, and a scrape of that one alone
 * counted a share of the requests that changed from one scrape to the next.
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
  if (cluster.isWorker) {
    // A worker answers the primary's requests for its series (prom-client listens once an
    // AggregatorRegistry exists in the process) with this registry.
    AggregatorRegistry.setRegistries([registry]);
    new AggregatorRegistry();
  }
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
    serverProcesses: new Gauge({
      name: "http_server_processes",
      help: "Server processes whose series this scrape sums (WEB_CONCURRENCY workers, or 1)",
      registers: [registry],
      aggregator: "sum",
      collect() {
        this.set(1);
      },
    }),
    // The outbox gauges are the database's, read alike by every worker: one reading, not their sum.
    outboxWaiting: new Gauge({
      name: "outbox_waiting_messages",
      help: "Outbox messages not delivered yet that will be tried again",
      registers: [registry],
      aggregator: "max",
      async collect() {
        const depth = await outboxDepth();
        if (depth) this.set(depth.waiting);
      },
    }),
    outboxGivenUp: new Gauge({
      name: "outbox_given_up_messages",
      help: "Outbox messages retrying gave up on (see last_error)",
      registers: [registry],
      aggregator: "max",
      async collect() {
        const depth = await outboxDepth();
        if (depth) this.set(depth.givenUp);
      },
    }),
    outboxOldest: new Gauge({
      name: "outbox_oldest_waiting_seconds",
      help: "Age of the oldest outbox message not delivered yet",
      registers: [registry],
      aggregator: "max",
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

/** prom-client gives up on a worker after 5 s; the primary's answer (or its error) comes before this. */
const SCRAPE_TIMEOUT_MS = 7_000;
const pendingScrapes = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
let nextScrape = 0;
let listening = false;

interface ScrapeAnswer {
  type: typeof SCRAPE_ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** Every worker's series summed by the primary, or this process's own when it is not a worker. */
export async function scrapeMetrics(): Promise<{ text: string; contentType: string }> {
  const { registry } = metrics();
  const contentType = registry.contentType;
  if (!cluster.isWorker || !process.send) return { text: await registry.metrics(), contentType };
  if (!listening) {
    listening = true;
    process.on("message", (message: ScrapeAnswer) => {
      if (message?.type !== SCRAPE_ANSWER) return;
      const pending = pendingScrapes.get(message.id);
      pendingScrapes.delete(message.id);
      if (message.error !== undefined) pending?.reject(new Error(message.error));
      else pending?.resolve(message.text ?? "");
    });
  }
  const id = nextScrape++;
  const text = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      pendingScrapes.delete(id);
      reject(new Error("the primary did not answer"));
    }, SCRAPE_TIMEOUT_MS);
    pendingScrapes.set(id, {
      resolve: (value) => (clearTimeout(timer), resolve(value)),
      reject: (error) => (clearTimeout(timer), reject(error)),
    });
    process.send!({ type: SCRAPE_REQUEST, id });
  });
  return { text, contentType };
}
