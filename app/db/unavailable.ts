/**
 * Whether an error means the storage cannot take the request now, though the request itself
 * was fine: a full disk, a database that is down, restarting or out of connections. Such a
 * request is answered 503 with Retry-After (try again shortly, or another node), not 500
 * (a fault of ours the same request would hit again), and a form keeps the shopper's answers.
 */

/** How long a client (a load balancer, a browser's retry, a crawler) waits before asking again. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * SQLSTATE classes and codes (PostgreSQL appendix A) of a database that cannot serve now:
 * 08 connection exception, 53 insufficient resources (53100 disk_full: PGlite reports a full
 * disk this way too), 57P01-57P03 shut down by an administrator, crashed, or still starting.
 */
const UNAVAILABLE_SQLSTATE = /^(08|53)[0-9A-Z]{3}$|^57P0[123]$/;

/** System errors of a full or read-only disk, and of a database server that cannot be reached. */
const UNAVAILABLE_ERRNO = new Set([
  "ENOSPC",
  "EDQUOT",
  "EROFS",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
]);

/** node-postgres says these without a code: the server went away, or the pool could not connect in time. */
const UNAVAILABLE_PG_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect)/;

export function isStorageUnavailable(error: unknown): boolean {
  // An error may wrap its cause (Kysely's, a migration's, AggregateError's list of attempts).
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== "object" || current === null || seen.has(current)) continue;
    seen.add(current);
    const code = "code" in current && typeof current.code === "string" ? current.code : "";
    if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)) return true;
    if (current instanceof Error && UNAVAILABLE_PG_MESSAGE.test(current.message)) return true;
    if ("cause" in current) pending.push(current.cause);
    if (current instanceof AggregateError) pending.push(...current.errors);
  }
  return false;
}
