import { isOpenAt, type OpeningHourEntry, type OpeningRules } from "./opening-hours";

/*
 * The vehicle page's sticky mobile footer (vehicle-page §2: "optional sticky mobile footer
 * (Call Now, Enquire)"; §9: "Sticky mobile footer appears after 50px scroll; Call Now hidden
 * outside opening hours in the Perth timezone").
 */

/** §9: the footer "appears after 50px scroll". */
export const STICKY_FOOTER_SCROLL_PX = 50;

/** §9: opening hours for Call Now are read "in the Perth timezone", whatever the location's own. */
export const CALL_NOW_TIME_ZONE = "Australia/Perth";

/** Whether the footer shows at a vertical scroll offset (after 50 px, so not at exactly 50). */
export function showsStickyFooter(scrollY: number): boolean {
  return scrollY > STICKY_FOOTER_SCROLL_PX;
}

/**
 * Whether the footer's Call Now shows: only inside the location's opening hours, on Perth
 * time. A location without any hours is never "outside" them, so its Call Now stays.
 */
export function showsCallNow(entries: readonly OpeningHourEntry[], now: Date, rules: OpeningRules = {}): boolean {
  return entries.length === 0 || isOpenAt(entries, now, CALL_NOW_TIME_ZONE, rules);
}
