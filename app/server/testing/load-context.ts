import type { AppLoadContext } from "@remix-run/node";

/**
 * The load context scripts/server.mjs gives every loader and action, for a shopper at
 * `address` (by default one of the documentation addresses of RFC 5737).
 */
export function loadContext(address: string | null = "203.0.113.10"): AppLoadContext {
  return { getClientAddress: () => address, documentRequest: false, renderOnly: {} };
}
