import {
  alternatingSaturday,
  CLOSED,
  formatTime12h,
  hoursForDepartment,
  localTimeAt,
  type Department,
  type OpeningHourEntry,
} from "./opening-hours";

/*
 * The times a shopper may book at a location ("/service/booking ... with the
 * location's department hours and available times", "test-drive booking with available
 * times per location"): the department's hours that day, read on the location's own clock,
 * cut into slots that end by closing time, less the slots already taken and those already past.
 */

/** The kinds of appointment the site books, each with the department whose hours it keeps. */
export const APPOINTMENT_KINDS = ["service", "test-drive"] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];

export const APPOINTMENT_DEPARTMENT: Record<AppointmentKind, Department> = { service: "service", "test-drive": "sales" };

/** A service is dropped off on the hour; a test drive takes half an hour with the salesperson. */
export const SLOT_MINUTES: Record<AppointmentKind, number> = { service: 60, "test-drive": 30 };

/** How far ahead the site takes bookings: the dealer's roster is not planned further. */
export const BOOKING_HORIZON_DAYS = 60;
/** The days a test drive's time select offers, soonest first. */
export const TEST_DRIVE_DAYS = 7;

/** One booked slot: a kind of appointment at a location, a local date and a start. */
export interface Appointment {
  kind: AppointmentKind;
  locationId: number;
  date: string;
  time: string;
}

export interface SlotLocation {
  locationType: Department;
  timezone: string;
  alternatingSaturdays: boolean;
  openingHours: readonly OpeningHourEntry[];
}

export interface SlotQuery {
  kind: AppointmentKind;
  /** The local calendar date "YYYY-MM-DD" asked about. */
  date: string;
  now: Date;
  /** "HH:MM" starts already booked at this location for this kind on that date. */
  booked?: readonly string[];
}

const MS_PER_DAY = 86_400_000;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function minutesOf(time: string): number {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return hour * 60 + minute;
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** A real calendar date "YYYY-MM-DD" (2026-02-31 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/** A date the booking window offers: a real date from `minDate` to `maxDate` (ISO dates sort as text). */
export function isBookableDay(value: string, minDate: string, maxDate: string): boolean {
  return isCalendarDate(value) && value >= minDate && value <= maxDate;
}

/** The local date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * A department's entries at a location. §3 "empty means sales", but a service centre whose
 * file gives its hours without a department means its own: those are its service hours.
 */
export function departmentEntries(location: SlotLocation, department: Department): OpeningHourEntry[] {
  const own = hoursForDepartment(location.openingHours, department);
  if (own.length > 0 || location.locationType !== department) return own;
  return location.openingHours.filter((entry) => !entry.department);
}

/** Whether the location takes this kind of appointment at all: its department has hours. */
export function takesAppointments(location: SlotLocation, kind: AppointmentKind): boolean {
  return departmentEntries(location, APPOINTMENT_DEPARTMENT[kind]).some((entry) => entry.status === "Open");
}

/**
 * The free starts ("HH:MM") of one local date. A holiday entry of that date replaces the
 * weekday's hours (§9), a day without an entry is closed, and the alternating dealer's
 * off-week Saturday is closed whatever its entry says (§4; on its open Saturdays service is
 * "By Appointment Only", which is what this books). Each slot ends by closing time. Today's
 * slots that have begun on the location's clock are gone; past dates and dates beyond the
 * horizon have none.
 */
export function availableSlots(location: SlotLocation, query: SlotQuery): string[] {
  if (!isCalendarDate(query.date)) return [];
  const department = APPOINTMENT_DEPARTMENT[query.kind];
  const now = localTimeAt(query.now, location.timezone);
  if (query.date < now.date || query.date > addDays(now.date, BOOKING_HORIZON_DAYS)) return [];
  if (location.alternatingSaturdays && alternatingSaturday(query.date, department) === CLOSED) return [];
  const entries = departmentEntries(location, department);
  const weekday = new Date(`${query.date}T00:00:00Z`).getUTCDay();
  const entry = entries.find((candidate) => candidate.date === query.date) ?? entries.find((candidate) => !candidate.date && candidate.weekday === weekday);
  if (!entry || entry.status !== "Open" || !entry.open || !entry.close) return [];
  const length = SLOT_MINUTES[query.kind];
  const booked = new Set(query.booked ?? []);
  const earliest = query.date === now.date ? now.minutes + 1 : 0;
  const slots: string[] = [];
  for (let start = minutesOf(entry.open); start + length <= minutesOf(entry.close); start += length) {
    const time = timeOf(start);
    if (start >= earliest && !booked.has(time)) slots.push(time);
  }
  return slots;
}

export interface SlotOption {
  /** What the form posts: "YYYY-MM-DDTHH:MM", the location's wall clock. */
  value: string;
  /** "10:30 am". */
  label: string;
}

export interface SlotDay {
  date: string;
  /** "Thu 27 Nov". */
  label: string;
  slots: SlotOption[];
}

const dayLabel = new Intl.DateTimeFormat("en-AU", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

/** "2026-11-27" as "Fri 27 Nov". */
export function slotDayLabel(date: string): string {
  return dayLabel.format(new Date(`${date}T00:00:00Z`)).replace(",", "");
}

/** A day's free starts as the options a time select shows. */
export function slotOptions(date: string, times: readonly string[]): SlotOption[] {
  return times.map((time) => ({ value: `${date}T${time}`, label: formatTime12h(time) }));
}

/** "2026-11-27T10:30" split into its date and time, or null when it is not such a value. */
export function parseSlot(value: string): { date: string; time: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(([01]\d|2[0-3]):[0-5]\d)$/.exec(value);
  if (!match || !isCalendarDate(match[1]!)) return null;
  return { date: match[1]!, time: match[2]! };
}
