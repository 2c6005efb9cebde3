import type { IncomingMessage, ServerResponse } from "node:http";

/** How long a request that arrives while the server starts waits for it before a 503. */
export const STARTUP_WAIT_MS = 15_000;
/** Seconds a client is told to wait when the start takes longer (Retry-After). */
export const STARTUP_RETRY_AFTER_SECONDS = 10;

type Next = (error?: unknown) => void;

/**
 * Holds the requests that arrive before the server has started (migrations, the first
 * start's seeding, the search index) until it has. Served earlier, a page read a database
 * still being seeded and started a second index build beside the start's own: at 100,000
 * cars twice the memory, an event loop blocked long enough for the render to time out (a
 * 500), and two writes racing for the index file. A start that takes longer than `waitMs`
 * (a first start seeding 100,000 cars takes about 30 s) is answered 503 with Retry-After,
 * as load balancers and crawlers expect. The readiness probe (/healthz) is not held: until the
 * start is over it is answered "starting" at once, without asking the database the seeding
 * keeps busy (a first start at 100,000 cars kept a probe waiting 26 s); afterwards the route
 * runs its checks.
 */
export function holdUntilStarted(
  started: Promise<void>,
  { waitMs = STARTUP_WAIT_MS, probePath = "/healthz" }: { waitMs?: number; probePath?: string } = {},
) {
  let ready = false;
  // A failed start ends the process (entry.server); until then its requests are answered 503.
  const settled = started.then(
    () => {
      ready = true;
    },
    () => undefined,
  );
  return function startupGate(req: IncomingMessage, res: ServerResponse, next: Next): void {
    if (ready) return next();
    if ((req.url ?? "/").split("?", 1)[0] === probePath) {
      res.writeHead(503, {
        "Content-Type": "application/json",
        "Retry-After": String(STARTUP_RETRY_AFTER_SECONDS),
        "Cache-Control": "no-store",
      });
      res.end(JSON.stringify({ status: "starting", failing: [], uptimeSeconds: Math.round(process.uptime()) }));
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    void Promise.race([settled, waited]).then(() => {
      clearTimeout(timer);
      if (ready) return next();
      if (res.headersSent || res.destroyed) return;
      res.writeHead(503, {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": String(STARTUP_RETRY_AFTER_SECONDS),
        "Cache-Control": "no-store",
      });
      res.end("This site is starting up. Please try again in a few seconds.");
    });
  };
}
