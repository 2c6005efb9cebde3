/**
 * One compacting garbage collection when the server falls idle after a burst (decision 031),
 * so an idle server's memory goes back near what it was at ready.
 *
 * V8 collects its old generation only when it reaches a limit set at the last collection, up
 * to four times the live heap, and compacts only a few pages a collection: after a burst of
 * pages the burst's garbage (what 32 requests in flight at once had made, promoted because it
 * outlived two young collections) stayed until the next burst, and a collection left the live
 * objects spread over the burst's pages: 150-300 MB of an idle server's memory at 100k cars.
 *
 * scripts/server.mjs takes this from the build (app/entry.server.tsx re-exports it).
 */
import type { Server } from "node:http";
import v8 from "node:v8";
import vm from "node:vm";

/** A full collection that compacts every page, so the pages it empties go back to the system. */
export function compactingCollection(): () => void {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as () => void;
  return () => {
    v8.setFlagsFromString("--compact-on-every-full-gc");
    try {
      gc();
    } finally {
      v8.setFlagsFromString("--no-compact-on-every-full-gc");
    }
  };
}

export interface IdleCollectionOptions {
  /** How long no request has been in flight before the collection runs. */
  idleMs?: number;
  /** How much the heap must have grown since the last idle collection. */
  growthBytes?: number;
  collect?: () => void;
  heapUsed?: () => number;
}

/**
 * Once no request has been in flight for `idleMs` and the heap has grown by `growthBytes`
 * since the last such collection, runs `collect` (0.1-0.4 s at 100k cars on a quiet machine;
 * a request arriving meanwhile waits). Never while a request is in flight.
 */
export function collectWhenIdle(
  server: Server,
  {
    idleMs = 1000,
    growthBytes = 32 * 1024 * 1024,
    collect = compactingCollection(),
    heapUsed = () => process.memoryUsage().heapUsed,
  }: IdleCollectionOptions = {},
): void {
  let inFlight = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let heapAfterCollection = heapUsed();
  const collectIfGrown = () => {
    if (inFlight > 0 || heapUsed() < heapAfterCollection + growthBytes) return;
    collect();
    heapAfterCollection = heapUsed();
  };
  server.on("request", (_req, res) => {
    inFlight++;
    clearTimeout(timer);
    res.once("close", () => {
      if (--inFlight === 0) timer = setTimeout(collectIfGrown, idleMs).unref();
    });
  });
}
