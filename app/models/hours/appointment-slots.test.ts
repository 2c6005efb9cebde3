import { describe, expect, it } from "vitest";
import {
  availableSlots,
  departmentEntries,
  isBookableDay,
  parseSlot,
  takesAppointments,
  type SlotLocation,
} from "./appointment-slots";
import type { OpeningHourEntry } from "./opening-hours";

const weekdays = (open: string, close: string, department?: "service"): OpeningHourEntry[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open, close, department }));

/** Springfield of the Toyota demo dealer: Brisbane time (UTC+10, no daylight saving), alternating Saturdays. */
const springfield: SlotLocation = {
  locationType: "sales",
  timezone: "Australia/Brisbane",
  alternatingSaturdays: true,
  openingHours: [
    ...weekdays("08:30", "17:30"),
    { weekday: 6, status: "Open", open: "08:30", close: "15:00" },
    ...weekdays("07:30", "10:30", "service"),
    { weekday: 6, status: "Open", open: "08:00", close: "10:00", department: "service" },
    { weekday: 3, date: "2025-06-25", status: "Closed", department: "service" },
    { weekday: 4, date: "2025-06-26", status: "Open", open: "09:00", close: "11:00", department: "service" },
  ],
};
/** Monday 9 June 2025, 6 am in Brisbane: the whole week is ahead. */
const mondayMorning = new Date("2025-06-08T20:00:00Z");

describe("availableSlots", () => {
  it("cuts the service department's hours into hour slots that end by closing time", () => {
    expect(availableSlots(springfield, { kind: "service", date: "2025-06-10", now: mondayMorning })).toEqual(["07:30", "08:30", "09:30"]);
  });

  it("cuts the sales hours into half hours for a test drive", () => {
    const slots = availableSlots(springfield, { kind: "test-drive", date: "2025-06-10", now: mondayMorning });
    expect(slots[0]).toBe("08:30");
    expect(slots.at(-1)).toBe("17:00");
    expect(slots).toHaveLength(18);
  });

  it("opens every second Saturday counted from 14 June 2025 (§4): 14 and 28 June, not 21 June", () => {
    expect(availableSlots(springfield, { kind: "service", date: "2025-06-14", now: mondayMorning })).toEqual(["08:00", "09:00"]);
    expect(availableSlots(springfield, { kind: "service", date: "2025-06-21", now: mondayMorning })).toEqual([]);
    expect(availableSlots(springfield, { kind: "test-drive", date: "2025-06-21", now: mondayMorning })).toEqual([]);
    expect(availableSlots(springfield, { kind: "test-drive", date: "2025-06-28", now: mondayMorning })).toHaveLength(13);
  });

  it("gives no slots on a day without hours or a holiday marked closed, and the holiday's hours on its date", () => {
    expect(availableSlots(springfield, { kind: "service", date: "2025-06-15", now: mondayMorning })).toEqual([]);
    expect(availableSlots(springfield, { kind: "service", date: "2025-06-25", now: mondayMorning })).toEqual([]);
    expect(availableSlots(springfield, { kind: "service", date: "2025-06-26", now: mondayMorning })).toEqual(["09:00", "10:00"]);
  });

  it("leaves out today's slots that have begun on the dealer's clock, and past dates", () => {
    // 9:10 am in Brisbane is 23:10 UTC the day before: a UTC reading would call it Monday's 11:10 pm.
    const tuesdayTenPastNine = new Date("2025-06-09T23:10:00Z");
    expect(availableSlots(springfield, { kind: "service", date: "2025-06-10", now: tuesdayTenPastNine })).toEqual(["09:30"]);
    expect(availableSlots(springfield, { kind: "service", date: "2025-06-09", now: tuesdayTenPastNine })).toEqual([]);
  });

  it("removes the slots already booked", () => {
    expect(
      availableSlots(springfield, { kind: "service", date: "2025-06-10", now: mondayMorning, booked: ["08:30"] }),
    ).toEqual(["07:30", "09:30"]);
  });

  it("takes no booking beyond the horizon nor for a date that does not exist", () => {
    expect(availableSlots(springfield, { kind: "service", date: "2025-09-10", now: mondayMorning })).toEqual([]);
    expect(availableSlots(springfield, { kind: "service", date: "2025-02-31", now: mondayMorning })).toEqual([]);
  });
});

describe("departmentEntries", () => {
  it("reads a service centre's hours given without a department as its service hours", () => {
    const centre: SlotLocation = { ...springfield, locationType: "service", alternatingSaturdays: false, openingHours: weekdays("07:30", "17:00") };
    expect(departmentEntries(centre, "service")).toHaveLength(5);
    expect(takesAppointments(centre, "service")).toBe(true);
    expect(takesAppointments({ ...centre, locationType: "parts" }, "service")).toBe(false);
  });
});

describe("parseSlot", () => {
  it("splits a posted slot and refuses what is not one", () => {
    expect(parseSlot("2025-06-10T09:30")).toEqual({ date: "2025-06-10", time: "09:30" });
    expect(parseSlot("2025-02-30T09:30")).toBeNull();
    expect(parseSlot("2025-06-10T24:00")).toBeNull();
  });
});

describe("the day typed into the booking picker", () => {
  it("asks for times only for a real day in the booking window, not the partial years typed on the way", () => {
    expect(isBookableDay("2026-12-01", "2026-11-26", "2027-01-25")).toBe(true);
    expect(isBookableDay("0002-12-01", "2026-11-26", "2027-01-25")).toBe(false);
    expect(isBookableDay("2026-11-25", "2026-11-26", "2027-01-25")).toBe(false);
    expect(isBookableDay("2027-01-26", "2026-11-26", "2027-01-25")).toBe(false);
    expect(isBookableDay("2027-02-31", "2026-11-26", "2027-03-25")).toBe(false);
    expect(isBookableDay("", "2026-11-26", "2027-01-25")).toBe(false);
  });
});
