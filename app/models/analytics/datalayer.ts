/**
 * Analytics events pushed to the tag manager's `window.dataLayer` (search-journey §7:
 * "Analytics events: 39 on watchlist save, 25 on phone call click"; vehicle-page §3: the
 * favourite toggle "fires event 39 on add").
 */

/** §4: "A phone call click fires analytics event 25". */
export const PHONE_CALL_CLICK_EVENT = 25;

/** vehicle-page §3 and its event ids: "39 favourite add". */
export const FAVOURITE_ADD_EVENT = 39;

export type AnalyticsPayload = Record<string, string | number | boolean | null>;

export interface DataLayerHost {
  dataLayer?: unknown[];
}

/**
 * Pushes `{ event: id, ...payload }`. A page without a tag manager has no dataLayer yet: it
 * is created, so the events wait there for a tag manager that loads later (its usual
 * contract). Does nothing on the server.
 */
export function pushAnalyticsEvent(
  id: number,
  payload: AnalyticsPayload = {},
  host: DataLayerHost | undefined = typeof window === "undefined" ? undefined : window,
): void {
  pushToDataLayer({ ...payload, event: id }, host);
}

/** Pushes one entry for the tag manager; nothing on the server. */
export function pushToDataLayer(
  entry: Record<string, unknown>,
  host: DataLayerHost | undefined = typeof window === "undefined" ? undefined : window,
): void {
  if (!host) return;
  host.dataLayer ??= [];
  host.dataLayer.push(entry);
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}
