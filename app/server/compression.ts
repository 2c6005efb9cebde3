/**
 * Compression of every response in one pass.
 *
 * Remix's Express adapter calls `res.flush()` after each chunk of a streamed body, and the
 * `compression` middleware ends a deflate block at each flush: a search page went out in 83
 * blocks, 69 kB where one pass over the same HTML gives 36 kB, and the many small blocks cost
 * CPU. Here a flush only happens once the body has paused: a flush asks for one `idleMs`
 * later, and each further flush before then (Remix flushes after every write) pushes it back. A page written without a pause
 * (all of ours: loaders finish before React renders, and single fetch's inline data follows
 * within the same few milliseconds) is compressed in one pass, ended by `res.end`. A page that
 * waits on deferred data still streams: what was written before the wait is flushed after
 * `idleMs` of quiet.
 *
 * Brotli (quality 4) is chosen when the browser accepts it, gzip otherwise, identity when it
 * asks for that; HEAD answers, 304s and small bodies go uncompressed (the middleware's rules).
 * A range answer (206) is sent as it is: its Content-Range counts the file's own bytes.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";

/** Quiet long enough to mean the page waits for data, short against any real wait. */
export const IDLE_FLUSH_MS = 10;

type Next = (error?: unknown) => void;

export function compressResponses({ idleMs = IDLE_FLUSH_MS }: { idleMs?: number } = {}) {
  const compress = compression({
    filter: (req, res) => res.statusCode !== 206 && compression.filter(req, res),
  });
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    compress(req, res, (error) => {
      if (!error) flushOnlyWhenIdle(res, idleMs);
      next(error);
    });
  };
}

/** Replaces the middleware's `res.flush` by one that waits for `idleMs` without another. */
function flushOnlyWhenIdle(res: ServerResponse, idleMs: number) {
  const flushable = res as ServerResponse & { flush?: () => void };
  const flushNow = flushable.flush?.bind(res);
  if (!flushNow) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  flushable.flush = () => {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      flushNow();
    }, idleMs);
  };
  res.once("finish", cancel);
  res.once("close", cancel);
}
