import { localDate } from "~/models/hours/opening-hours";

/*
 * The promotional popup (vehicle-page §3 Popup props, §4 Popup: "Visible by default; closed by
 * dismiss or by following its link; hidden after expiry date; not rendered before client load;
 * visibility stored per dealership slug"; §9 "Popup: max width 600px, max height 80vh").
 * The popup is decided in the browser after load, so a date-only expiry is read on the
 * shopper's own calendar unless a time zone is given.
 */

/** §9: "max width 600px". */
export const POPUP_MAX_WIDTH_PX = 600;
/** §9: "max height 80vh". */
export const POPUP_MAX_HEIGHT_VH = 80;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether the popup is past its expiry. A date "YYYY-MM-DD" is the last day it shows ("hidden
 * after expiry date"): it hides from the next local day. A date and time hides from that
 * instant. No expiry, or one that cannot be read, never hides it: the popup is visible by
 * default.
 */
export function isPopupExpired(expiryDate: string | null | undefined, now: Date, timeZone?: string): boolean {
  if (!expiryDate) return false;
  if (DATE_ONLY.test(expiryDate)) {
    const zone = timeZone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone;
    return localDate(now, zone) > expiryDate;
  }
  const expiry = Date.parse(expiryDate);
  return Number.isFinite(expiry) && now.getTime() >= expiry;
}

/** The browser storage key remembering a dismissed popup, one per dealership slug (§4). */
export function popupStorageKey(dealershipSlug: string): string {
  return `popup-dismissed:${dealershipSlug}`;
}

/** §4: shown unless the shopper dismissed it (closed it or followed its link) or it expired. */
export function shouldShowPopup(
  popup: { expiryDate: string | null | undefined; dismissed: boolean },
  now: Date,
  timeZone?: string,
): boolean {
  return !popup.dismissed && !isPopupExpired(popup.expiryDate, now, timeZone);
}
