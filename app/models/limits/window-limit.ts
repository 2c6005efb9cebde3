import { clientAddressKey } from "./client-address";

/**
 * A per-client count of requests in fixed windows, in this process's memory: for cheap
 * answers that need a ceiling, not a record (a lead's or a reveal's limit is kept in the
 * database instead). Each window starts empty, so it holds only the clients of one window.
 */
export class WindowLimit {
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one request from `address`; false when it is past the limit in this window. */
  take(address: string | null, now: number = Date.now()): boolean {
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.counts = new Map();
    }
    const key = clientAddressKey(address ?? "unknown");
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count <= this.limit;
  }

  /** Seconds until the window that refused a request ends. */
  retryAfterSeconds(now: number = Date.now()): number {
    return Math.max(1, Math.ceil((this.windowStart + this.windowMs - now) / 1000));
  }
}
