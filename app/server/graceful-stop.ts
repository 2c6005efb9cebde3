import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net from "node:net";

/** How long a stopping server lets the requests in flight finish. */
export const DRAIN_LIMIT_MS = 10_000;
/** How long, after that, open keep-alive connections get to send a request (answered 503) and close. */
const CONNECTION_GRACE_MS = 2_000;

/**
 * A clean stop (SIGTERM, SIGINT): the server stops accepting connections, the requests in
 * flight finish (up to `drainMs`) and close their connections, a request arriving on a
 * connection still open is refused with 503 and Retry-After (a lead form posted then is not
 * taken, and the browser or the proxy may send it again), then the app stops its background
 * work and lets the database go. A lead is either stored and acknowledged, or refused in a way
 * that says "again".
 */
export function stopGracefully({ drainMs = DRAIN_LIMIT_MS }: { drainMs?: number } = {}) {
  let stopping = false;
  const inFlight = new Set<ServerResponse>();
  let drained: (() => void) | null = null;
  return {
    /** First in the chain: counts the requests in flight, refuses new ones once stopping. */
    trackRequests(req: IncomingMessage, res: ServerResponse, next: () => void) {
      if (stopping) {
        req.resume();
        res.writeHead(503, {
          "Content-Type": "text/plain; charset=utf-8",
          "Retry-After": "5",
          Connection: "close",
          "Cache-Control": "no-store",
        });
        res.end("The server is restarting: please try again in a few seconds.\n");
        return;
      }
      inFlight.add(res);
      res.once("close", () => {
        inFlight.delete(res);
        if (stopping && inFlight.size === 0) drained?.();
      });
      next();
    },
    /** Stops as above; resolves once `stopApp` has, or at once when already stopping. */
    async stop(server: Server, stopApp: () => Promise<void>, log: (message: string) => void): Promise<void> {
      if (stopping) return;
      stopping = true;
      const started = Date.now();
      // Stop listening only. http.Server's close() would also drop the idle keep-alive
      // connections at once, and a request a client sends on one at that moment is lost on
      // the way (a reset, not an answer); kept open, each is answered 503 and closed.
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      // The answers still to come close their connections.
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
      const waiting = inFlight.size;
      const within = (ms: number, promise: Promise<void>) =>
        Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]);
      if (inFlight.size > 0) await within(drainMs, new Promise<void>((resolve) => (drained = resolve)));
      const unfinished = inFlight.size;
      await within(CONNECTION_GRACE_MS, closed);
      server.closeIdleConnections();
      log(
        `stopping: ${waiting} requests were in flight, ${unfinished} unfinished after ${Date.now() - started} ms; ` +
          "stopping background work",
      );
      await stopApp();
    },
  };
}
