import { describe, expect, it } from "vitest";
import type { OpeningHourEntry } from "./opening-hours";
import { STICKY_FOOTER_SCROLL_PX, showsCallNow, showsStickyFooter } from "./sticky-footer";

const weekdays: OpeningHourEntry[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  status: "Open",
  open: "08:30",
  close: "17:30",
}));

describe("showsStickyFooter", () => {
  it('appears "after 50px scroll" (vehicle-page §9)', () => {
    expect(STICKY_FOOTER_SCROLL_PX).toBe(50);
    expect(showsStickyFooter(0)).toBe(false);
    expect(showsStickyFooter(50)).toBe(false);
    expect(showsStickyFooter(51)).toBe(true);
  });
});

describe("showsCallNow", () => {
  it('hides Call Now "outside opening hours in the Perth timezone" (§9)', () => {
    // Monday 16 June 2025: 00:45 UTC is 8:45 am in Perth; 23:45 UTC the Sunday before is 7:45 am.
    expect(showsCallNow(weekdays, new Date("2025-06-16T00:45:00Z"))).toBe(true);
    expect(showsCallNow(weekdays, new Date("2025-06-15T23:45:00Z"))).toBe(false);
  });

  it("reads Perth time even when Sydney is already open", () => {
    // 16 June 2025 22:45 UTC: 8:45 am Tuesday in Sydney, 6:45 am in Perth.
    expect(showsCallNow(weekdays, new Date("2025-06-16T22:45:00Z"))).toBe(false);
  });

  it("keeps Call Now when the location has no opening hours to be outside of", () => {
    expect(showsCallNow([], new Date("2025-06-15T20:00:00Z"))).toBe(true);
  });
});
