import { describe, expect, it } from "vitest";
import type { OpeningHourEntry } from "~/models/hours/opening-hours";
import { holidayDay, locationHours, type HoursLocation } from "./location-hours";

const weekdays = (open: string, close: string, department?: "service") =>
  [1, 2, 3, 4, 5].map((weekday): OpeningHourEntry => ({ weekday, open, close, status: "Open", department }));

const location = (overrides: Partial<HoursLocation> = {}): HoursLocation => ({
  locationType: "sales",
  timezone: "Australia/Brisbane",
  alternatingSaturdays: false,
  openingHours: [
    ...weekdays("08:00", "17:30"),
    { weekday: 6, open: "08:00", close: "16:00", status: "Open" },
    { weekday: 4, date: "2026-12-24", open: "09:00", close: "13:00", status: "Open" },
    { weekday: 5, date: "2026-12-25", status: "Closed" },
    ...weekdays("07:00", "17:00", "service"),
    { weekday: 6, open: "08:00", close: "12:00", status: "Open", department: "service" },
  ],
  ...overrides,
});

/** Brisbane is UTC+10 all year. */
const brisbane = (local: string) => new Date(`${local}+10:00`);

describe("locationHours", () => {
  it("offers every department with hours in the dropdown, sales first", () => {
    const hours = locationHours(location(), brisbane("2026-11-23T10:00:00"))!;
    expect(hours.departments.map((d) => d.department)).toEqual(["sales", "service"]);
    expect(hours.selected).toBe("sales");
  });

  it("collapses Mon-Fri into one line when all five weekdays share hours (§9)", () => {
    const [sales] = locationHours(location(), brisbane("2026-11-23T10:00:00"))!.departments;
    expect(sales!.lines).toEqual([
      { days: "Mon - Fri", hours: "8:00 am - 5:30 pm" },
      { days: "Sat", hours: "8:00 am - 4:00 pm" },
      { days: "Sun", hours: "Closed" },
    ]);
  });

  it("shows the asked-for department, and ignores a department without hours", () => {
    expect(locationHours(location(), new Date(), "service")!.selected).toBe("service");
    expect(locationHours(location(), new Date(), "parts")!.selected).toBe("sales");
    expect(locationHours(location({ locationType: "service" }), new Date())!.selected).toBe("service");
  });

  it("lists upcoming holiday hours in local 12-hour time and marks today's (§9)", () => {
    const [sales] = locationHours(location(), brisbane("2026-12-24T10:00:00"))!.departments;
    expect(sales!.holidays).toEqual([
      { date: "2026-12-24", day: "Thu 24 Dec", hours: "9:00 am - 1:00 pm", today: true },
      { date: "2026-12-25", day: "Fri 25 Dec", hours: "Closed", today: false },
    ]);
    const [afterChristmas] = locationHours(location(), brisbane("2026-12-26T10:00:00"))!.departments;
    expect(afterChristmas!.holidays).toEqual([]);
  });

  it("is open now by the location's own clock and closed on a holiday", () => {
    const open = (local: string) => locationHours(location(), brisbane(local))!.departments[0]!.openNow;
    expect(open("2026-11-23T08:30:00")).toBe(true);
    expect(open("2026-11-23T17:30:00")).toBe(false);
    expect(open("2026-12-25T10:00:00")).toBe(false);
    expect(open("2026-12-24T14:00:00")).toBe(false);
  });

  it("applies the alternating Saturday (§4: every second Saturday counted from 14 June 2025; service By Appointment Only)", () => {
    const alternating = location({ alternatingSaturdays: true });
    // 28 Nov 2026 is 76 weeks after 14 June 2025: an open Saturday.
    const onWeek = locationHours(alternating, brisbane("2026-11-23T10:00:00"))!;
    expect(onWeek.departments[0]!.lines.find((line) => line.days === "Sat")!.hours).toBe("8:00 am - 4:00 pm");
    expect(onWeek.departments[1]!.lines.find((line) => line.days === "Sat")!.hours).toBe("By Appointment Only");
    expect(onWeek.departments[0]!.saturdayNote).toBe("We open every second Saturday. This Saturday, Sat 28 Nov: open.");
    const offWeek = locationHours(alternating, brisbane("2026-11-30T10:00:00"))!;
    expect(offWeek.departments[0]!.lines.find((line) => line.days === "Sat")!.hours).toBe("Closed");
  });

  it("shows nothing for a location without opening hours (§8)", () => {
    expect(locationHours(location({ openingHours: [] }), new Date())).toBeNull();
  });

  it("writes a holiday's day as the shopper reads it", () => {
    expect(holidayDay("2026-12-25")).toBe("Fri 25 Dec");
  });
});
