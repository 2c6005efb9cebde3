import { clientAddressKey } from "~/models/limits/client-address";

/*
 * The search API's per-client limit, in memory: a search is too frequent to count in the
 * database as leads are, and a limit a restart forgets costs nothing here. Clients are counted
 * by models/limits/client-address (an IPv4 address, an IPv6 /64). Each server process counts
 * its own, so with N workers a client may get up to N times the limit.
 */

/**
 * Requests per client in a minute: InstantSearch sends one per keystroke and per refinement,
 * a few a second at most while someone types; a scraper paging through stock sends hundreds.
 */
export const SEARCH_API_LIMIT = { windowMs: 60_000, perClient: 300 } as const;

/** Beyond this many clients counted at once, windows that have ended are dropped. */
const SWEEP_ABOVE = 10_000;

export type LimitAnswer = { ok: true } | { ok: false; retryAfterSeconds: number };

export class ClientRateLimit {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(private readonly limit: { windowMs: number; perClient: number } = SEARCH_API_LIMIT) {}

  /** Counts one request of this client (null: the server cannot tell who, counted together). */
  take(address: string | null, now: number): LimitAnswer {
    const key = address === null ? "unknown" : clientAddressKey(address);
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.limit.windowMs) {
      if (!window && this.windows.size >= SWEEP_ABOVE) this.sweep(now);
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= this.limit.perClient) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + this.limit.windowMs - now) / 1000)) };
    }
    window.count++;
    return { ok: true };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.limit.windowMs) this.windows.delete(key);
    }
  }
}
