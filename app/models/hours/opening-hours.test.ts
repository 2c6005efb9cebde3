import { describe, expect, it } from "vitest";
import {
  alternatingSaturday,
  departmentsWithHours,
  formatTime12h,
  holidayHoursOn,
  hoursForDepartment,
  isOpenAt,
  localTimeAt,
  upcomingSaturday,
  weekLines,
  type OpeningHourEntry,
} from "./opening-hours";

const open = (weekday: number, openAt: string, closeAt: string, extra: Partial<OpeningHourEntry> = {}): OpeningHourEntry => ({
  weekday,
  status: "Open",
  open: openAt,
  close: closeAt,
  ...extra,
});
const closed = (weekday: number, extra: Partial<OpeningHourEntry> = {}): OpeningHourEntry => ({
  weekday,
  status: "Closed",
  ...extra,
});
const weekdays = (openAt: string, closeAt: string) => [1, 2, 3, 4, 5].map((weekday) => open(weekday, openAt, closeAt));

const salesWeek: OpeningHourEntry[] = [...weekdays("08:30", "17:30"), open(6, "08:00", "12:00"), closed(0)];
const lineTexts = (entries: readonly OpeningHourEntry[], saturday?: Parameters<typeof weekLines>[1]) =>
  weekLines(entries, saturday).map((line) => `${line.days} ${line.hours}`);

describe("formatTime12h", () => {
  it('writes "local 12-hour time" (§9): morning, noon, afternoon and midnight', () => {
    expect(formatTime12h("08:30")).toBe("8:30 am");
    expect(formatTime12h("12:00")).toBe("12:00 pm");
    expect(formatTime12h("17:30")).toBe("5:30 pm");
    expect(formatTime12h("00:00")).toBe("12:00 am");
  });
});

describe("hoursForDepartment", () => {
  const entries: OpeningHourEntry[] = [
    open(1, "08:30", "17:30"),
    open(1, "07:30", "17:00", { department: "service" }),
    open(1, "08:00", "17:00", { department: "parts" }),
    open(2, "08:30", "17:30", { department: "sales" }),
  ];

  it('counts an entry without a department as sales ("empty means sales", §3)', () => {
    expect(hoursForDepartment(entries, "sales").map((entry) => entry.weekday)).toEqual([1, 2]);
    expect(hoursForDepartment(entries, "")).toEqual(hoursForDepartment(entries, "sales"));
  });

  it("keeps one department's hours for the table behind the dropdown", () => {
    expect(hoursForDepartment(entries, "service")).toEqual([open(1, "07:30", "17:00", { department: "service" })]);
    expect(hoursForDepartment(entries, "car-buying")).toEqual([]);
  });

  it("offers the departments that have hours, in the order sales, service, parts, car-buying", () => {
    expect(departmentsWithHours([...entries].reverse())).toEqual(["sales", "service", "parts"]);
  });
});

describe("weekLines", () => {
  it('collapses Mon-Fri into one line "when 5 weekdays share hours" (§9)', () => {
    expect(lineTexts(salesWeek)).toEqual(["Mon - Fri 8:30 am - 5:30 pm", "Sat 8:00 am - 12:00 pm", "Sun Closed"]);
  });

  it("gives each day its own line when one weekday differs", () => {
    const lateThursday = salesWeek.map((entry) => (entry.weekday === 4 ? open(4, "08:30", "21:00") : entry));
    expect(lineTexts(lateThursday)).toEqual([
      "Mon 8:30 am - 5:30 pm",
      "Tue 8:30 am - 5:30 pm",
      "Wed 8:30 am - 5:30 pm",
      "Thu 8:30 am - 9:00 pm",
      "Fri 8:30 am - 5:30 pm",
      "Sat 8:00 am - 12:00 pm",
      "Sun Closed",
    ]);
  });

  it("does not collapse when a weekday is missing, and reads the missing day as Closed", () => {
    expect(lineTexts(weekdays("08:30", "17:30").filter((entry) => entry.weekday !== 3)).slice(0, 3)).toEqual([
      "Mon 8:30 am - 5:30 pm",
      "Tue 8:30 am - 5:30 pm",
      "Wed Closed",
    ]);
  });

  it('shows nothing for empty opening hours ("Empty opening hours: nothing shown", §8)', () => {
    expect(weekLines([])).toEqual([]);
  });

  it("leaves holiday entries out of the week", () => {
    expect(lineTexts([...salesWeek, closed(1, { date: "2025-12-29" })])[0]).toBe("Mon - Fri 8:30 am - 5:30 pm");
  });

  it("writes the alternating dealer's Saturday as Closed or By Appointment Only", () => {
    expect(lineTexts(salesWeek, { saturday: "Closed" })[1]).toBe("Sat Closed");
    expect(lineTexts(salesWeek, { saturday: "By Appointment Only" })[1]).toBe("Sat By Appointment Only");
    expect(lineTexts(salesWeek, { saturday: "Open" })[1]).toBe("Sat 8:00 am - 12:00 pm");
  });
});

describe("holidayHoursOn", () => {
  const entries = [
    ...salesWeek,
    open(5, "09:00", "13:00", { date: "2025-12-26" }),
    closed(4, { date: "2025-12-25" }),
  ];

  it('shows holiday hours "for matching dates in local 12-hour time" (§9)', () => {
    expect(holidayHoursOn(entries, new Date("2025-12-26T01:00:00Z"), "Australia/Sydney")).toEqual({
      date: "2025-12-26",
      hours: "9:00 am - 1:00 pm",
    });
    expect(holidayHoursOn(entries, new Date("2025-12-25T01:00:00Z"), "Australia/Sydney")?.hours).toBe("Closed");
  });

  it("matches the location's local date, not the UTC date", () => {
    // 26 Dec 2025 14:30 UTC is already 27 Dec 01:30 in Sydney (AEDT, +11) but still 26 Dec 22:30 in Perth (+8).
    const instant = new Date("2025-12-26T14:30:00Z");
    expect(holidayHoursOn(entries, instant, "Australia/Sydney")).toBeNull();
    expect(holidayHoursOn(entries, instant, "Australia/Perth")?.date).toBe("2025-12-26");
  });

  it("gives null on an ordinary day", () => {
    expect(holidayHoursOn(entries, new Date("2025-12-22T01:00:00Z"), "Australia/Sydney")).toBeNull();
  });
});

describe("alternatingSaturday", () => {
  it('opens "every second Saturday counted from 14 June 2025" (§4)', () => {
    expect(alternatingSaturday("2025-06-14", "sales")).toBe("Open");
    expect(alternatingSaturday("2025-06-21", "sales")).toBe("Closed");
    expect(alternatingSaturday("2025-06-28", "sales")).toBe("Open");
    expect(alternatingSaturday("2025-07-05", "sales")).toBe("Closed");
  });

  it("runs the same fortnightly cycle backwards from 14 June 2025", () => {
    expect(alternatingSaturday("2025-06-07", "sales")).toBe("Closed");
    expect(alternatingSaturday("2025-05-31", "sales")).toBe("Open");
    expect(alternatingSaturday("2025-01-04", "sales")).toBe("Closed");
  });

  it("keeps the cycle across a year end and a daylight-saving change", () => {
    // 14 June 2025 + 30 weeks = 10 January 2026; Sydney changed its clocks on 5 October 2025 in between.
    expect(alternatingSaturday("2026-01-10", "sales")).toBe("Open");
    expect(alternatingSaturday("2026-01-17", "sales")).toBe("Closed");
  });

  it('shows service as "By Appointment Only" on the open Saturdays (§4)', () => {
    expect(alternatingSaturday("2025-06-14", "service")).toBe("By Appointment Only");
    expect(alternatingSaturday("2025-06-21", "service")).toBe("Closed");
  });

  it("counts an empty department as sales", () => {
    expect(alternatingSaturday("2025-06-14", "")).toBe("Open");
  });

  it("says nothing about other weekdays", () => {
    expect(alternatingSaturday("2025-06-13", "sales")).toBeNull();
    expect(alternatingSaturday("2025-06-15", "service")).toBeNull();
  });

  it("finds the Saturday a week table speaks of", () => {
    expect(upcomingSaturday("2025-06-16")).toBe("2025-06-21");
    expect(upcomingSaturday("2025-06-21")).toBe("2025-06-21");
    expect(upcomingSaturday("2025-12-29")).toBe("2026-01-03");
  });
});

describe("localTimeAt", () => {
  it("reads the wall clock, weekday and date of the zone", () => {
    expect(localTimeAt(new Date("2025-06-15T23:30:00Z"), "Australia/Perth")).toEqual({
      date: "2025-06-16",
      weekday: 1,
      minutes: 7 * 60 + 30,
    });
  });

  it("reads midnight as minute 0, not 24:00", () => {
    expect(localTimeAt(new Date("2025-06-15T16:00:00Z"), "Australia/Perth")).toEqual({
      date: "2025-06-16",
      weekday: 1,
      minutes: 0,
    });
  });
});

describe("isOpenAt", () => {
  it("answers differently for Perth and Sydney at the same instant", () => {
    // 16 June 2025 22:45 UTC is Tuesday 17 June 8:45 am in Sydney (+10) but 6:45 am in Perth (+8).
    const instant = new Date("2025-06-16T22:45:00Z");
    expect(isOpenAt(salesWeek, instant, "Australia/Sydney")).toBe(true);
    expect(isOpenAt(salesWeek, instant, "Australia/Perth")).toBe(false);
  });

  it("follows Sydney's daylight saving (from 5 October 2025) at the same UTC time of day", () => {
    // 22:00 UTC is Fri 3 Oct 8:00 am AEST (+10), before opening, but Mon 6 Oct 9:00 am AEDT (+11).
    expect(isOpenAt(salesWeek, new Date("2025-10-02T22:00:00Z"), "Australia/Sydney")).toBe(false);
    expect(isOpenAt(salesWeek, new Date("2025-10-05T22:00:00Z"), "Australia/Sydney")).toBe(true);
  });

  it("reads the daylight-saving change day itself on the new clock", () => {
    const sundays = [open(0, "09:00", "17:00")];
    // Sunday 5 Oct 2025: 22:30 UTC the day before is 9:30 am AEDT (it would be 8:30 am on AEST).
    expect(isOpenAt(sundays, new Date("2025-10-04T22:30:00Z"), "Australia/Sydney")).toBe(true);
    expect(isOpenAt(sundays, new Date("2025-10-04T21:30:00Z"), "Australia/Sydney")).toBe(false);
  });

  it("uses the local weekday when the UTC date is still the day before", () => {
    // Sunday 15 June 23:30 UTC is Monday 7:30 am in Perth.
    const earlyMonday = [open(1, "07:00", "17:00"), closed(0)];
    expect(isOpenAt(earlyMonday, new Date("2025-06-15T23:30:00Z"), "Australia/Perth")).toBe(true);
  });

  it("opens at the open time and closes at the close time", () => {
    // Monday 16 June 2025 in Perth (+8): 8:29, 8:30, 17:29, 17:30.
    expect(isOpenAt(salesWeek, new Date("2025-06-16T00:29:00Z"), "Australia/Perth")).toBe(false);
    expect(isOpenAt(salesWeek, new Date("2025-06-16T00:30:00Z"), "Australia/Perth")).toBe(true);
    expect(isOpenAt(salesWeek, new Date("2025-06-16T09:29:00Z"), "Australia/Perth")).toBe(true);
    expect(isOpenAt(salesWeek, new Date("2025-06-16T09:30:00Z"), "Australia/Perth")).toBe(false);
  });

  it("handles the midnight edges: a day opening at 00:00 and the last minute of a closed day", () => {
    const nightShift = [open(1, "00:00", "06:00"), closed(0)];
    expect(isOpenAt(nightShift, new Date("2025-06-15T16:00:00Z"), "Australia/Perth")).toBe(true);
    expect(isOpenAt(nightShift, new Date("2025-06-15T15:59:00Z"), "Australia/Perth")).toBe(false);
  });

  it("is closed on a day without an entry and on a Closed day", () => {
    expect(isOpenAt(weekdays("08:30", "17:30"), new Date("2025-06-14T02:00:00Z"), "Australia/Perth")).toBe(false);
    expect(isOpenAt(salesWeek, new Date("2025-06-15T02:00:00Z"), "Australia/Perth")).toBe(false);
  });

  it("lets a holiday entry override its weekday", () => {
    const christmas = [...salesWeek, closed(4, { date: "2025-12-25" }), open(5, "10:00", "14:00", { date: "2025-12-26" })];
    // Thu 25 Dec 10:00 am and Fri 26 Dec 9:00 am in Sydney (AEDT, +11).
    expect(isOpenAt(christmas, new Date("2025-12-24T23:00:00Z"), "Australia/Sydney")).toBe(false);
    expect(isOpenAt(christmas, new Date("2025-12-25T22:00:00Z"), "Australia/Sydney")).toBe(false);
    expect(isOpenAt(christmas, new Date("2025-12-26T00:00:00Z"), "Australia/Sydney")).toBe(true);
  });

  it("closes the alternating dealer's off-week Saturdays whatever the entries say", () => {
    // 10:00 am in Perth on Saturday 14 June (open week) and Saturday 21 June (off week).
    const rules = { alternatingSaturdays: true };
    expect(isOpenAt(salesWeek, new Date("2025-06-14T02:00:00Z"), "Australia/Perth", rules)).toBe(true);
    expect(isOpenAt(salesWeek, new Date("2025-06-21T02:00:00Z"), "Australia/Perth", rules)).toBe(false);
    expect(isOpenAt(salesWeek, new Date("2025-06-21T02:00:00Z"), "Australia/Perth")).toBe(true);
  });
});
