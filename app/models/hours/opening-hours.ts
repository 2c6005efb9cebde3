// From the vocabulary, not the tenant schema: pages showing hours need no zod in the browser.
import { LOCATION_TYPES } from "~/tenants/fields/vocabulary";

/*
 * Opening hours of a location (vehicle-page §2 Locations, §3 Opening hour entry, §4 Saturday
 * hours, §9 Opening hours): the department dropdown, the week table, holiday hours, the
 * alternating Saturday of one dealer and whether a location is open at an instant. Times are
 * wall-clock times of the location; instants are turned into them with Intl.DateTimeFormat in
 * the location's time zone, so daylight saving needs no date library.
 */

/** The departments of §3 Location: sales, service, parts, car-buying. */
export type Department = (typeof LOCATION_TYPES)[number];

export type OpeningStatus = "Open" | "Closed";

/** §3 Opening hour entry, as the platform stores it. */
export interface OpeningHourEntry {
  /** 0 Sunday to 6 Saturday (§3). */
  weekday: number;
  status: OpeningStatus;
  /** 24-hour "HH:MM" wall-clock time; a Closed day has none. */
  open?: string;
  close?: string;
  /** §3 Location: "empty means sales". */
  department?: Department | "" | null;
  /** A holiday entry's local calendar date "YYYY-MM-DD"; it overrides its weekday that day. */
  date?: string | null;
}

/** One row of the week table: "Mon - Fri" and "8:30 am - 5:30 pm". */
export interface OpeningHoursLine {
  days: string;
  hours: string;
}

/** Holiday hours of one local date (§9: "holiday hours shown for matching dates"). */
export interface HolidayHours {
  date: string;
  hours: string;
}

/** A wall-clock moment of a location: its calendar date, weekday and minutes since midnight. */
export interface LocalTime {
  date: string;
  weekday: number;
  minutes: number;
}

export const CLOSED = "Closed";
export const BY_APPOINTMENT_ONLY = "By Appointment Only";

/** What a Saturday of the alternating dealer reads (§4 Saturday hours). */
export type AlternatingSaturday = "Open" | typeof CLOSED | typeof BY_APPOINTMENT_ONLY;

/** §4: "every second Saturday counted from 14 June 2025". */
export const ALTERNATING_SATURDAY_FIRST_OPEN = "2025-06-14";

const SATURDAY = 6;
const WEEKDAYS_MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5] as const;
/** Monday first, as Australian dealers list their week. */
const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;
const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MS_PER_DAY = 86_400_000;

/** §3 Location: "empty means sales". */
export function departmentOf(entry: Pick<OpeningHourEntry, "department">): Department {
  return entry.department || "sales";
}

/** The entries of one department, for the table behind the department dropdown (§2). */
export function hoursForDepartment(
  entries: readonly OpeningHourEntry[],
  department: Department | "" | null | undefined,
): OpeningHourEntry[] {
  const wanted = department || "sales";
  return entries.filter((entry) => departmentOf(entry) === wanted);
}

/** The dropdown's options (§2): departments that have hours, in the §3 order. */
export function departmentsWithHours(entries: readonly OpeningHourEntry[]): Department[] {
  const present = new Set(entries.map(departmentOf));
  return LOCATION_TYPES.filter((department) => present.has(department));
}

/** §9 "local 12-hour time": "08:30" is "8:30 am", "12:00" is "12:00 pm", "00:00" is "12:00 am". */
export function formatTime12h(time: string): string {
  const [hourText = "0", minutes = "00"] = time.split(":");
  const hour = Number(hourText);
  const displayHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${displayHour}:${minutes} ${hour < 12 ? "am" : "pm"}`;
}

/** "8:30 am - 5:30 pm", "Closed", or "Open" for an open entry without times. */
export function hoursText(entry: OpeningHourEntry | undefined): string {
  if (!entry || entry.status === "Closed") return CLOSED;
  if (!entry.open || !entry.close) return "Open";
  return `${formatTime12h(entry.open)} - ${formatTime12h(entry.close)}`;
}

/** The regular (non-holiday) entry of a weekday; a day without one is closed. */
function weekdayEntry(entries: readonly OpeningHourEntry[], weekday: number): OpeningHourEntry | undefined {
  return entries.find((entry) => !entry.date && entry.weekday === weekday);
}

/**
 * The week table of one department's entries (take them from hoursForDepartment), Monday
 * first. §9: "Mon-Fri collapse into one line when 5 weekdays share hours"; otherwise each day
 * has its own line. A day without an entry reads Closed; no entries at all give no lines
 * (§8: "Empty opening hours: nothing shown"). `saturday` replaces Saturday's hours for the
 * dealer with alternating Saturdays (see alternatingSaturday); "Open" keeps the entry's hours.
 */
export function weekLines(
  entries: readonly OpeningHourEntry[],
  options: { saturday?: AlternatingSaturday | null } = {},
): OpeningHoursLine[] {
  const regular = entries.filter((entry) => !entry.date);
  if (regular.length === 0) return [];
  const hoursOn = (weekday: number): string => {
    if (weekday === SATURDAY && options.saturday && options.saturday !== "Open") return options.saturday;
    return hoursText(weekdayEntry(regular, weekday));
  };
  const mondayHours = hoursOn(1);
  const weekdaysShareHours = WEEKDAYS_MONDAY_TO_FRIDAY.every((weekday) => hoursOn(weekday) === mondayHours);
  const lines: OpeningHoursLine[] = weekdaysShareHours ? [{ days: "Mon - Fri", hours: mondayHours }] : [];
  for (const weekday of WEEK_FROM_MONDAY) {
    if (weekdaysShareHours && weekday >= 1 && weekday <= 5) continue;
    lines.push({ days: DAY_NAMES[weekday]!, hours: hoursOn(weekday) });
  }
  return lines;
}

const localFormatters = new Map<string, Intl.DateTimeFormat>();

function localFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = localFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-AU", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    localFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `timeZone` at `instant`: daylight saving comes from the zone's own rules. */
export function localTimeAt(instant: Date, timeZone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const part of localFormatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  };
}

/** The local calendar date "YYYY-MM-DD" of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  return localTimeAt(instant, timeZone).date;
}

function dayNumber(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

function weekdayOf(date: string): number {
  return new Date(dayNumber(date) * MS_PER_DAY).getUTCDay();
}

/**
 * The holiday hours of the local date of `instant` in `timeZone` (§9: "holiday hours shown
 * for matching dates in local 12-hour time"), or null when no holiday entry has that date.
 */
export function holidayHoursOn(
  entries: readonly OpeningHourEntry[],
  instant: Date,
  timeZone: string,
): HolidayHours | null {
  const date = localDate(instant, timeZone);
  const holiday = entries.find((entry) => entry.date === date);
  return holiday ? { date, hours: hoursText(holiday) } : null;
}

/** The Saturday on or after a local date: the one the week table's Saturday line speaks of. */
export function upcomingSaturday(date: string): string {
  const daysAhead = (SATURDAY - weekdayOf(date) + 7) % 7;
  return new Date((dayNumber(date) + daysAhead) * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * §4 Saturday hours of the one dealer whose Saturdays alternate: "every second Saturday
 * counted from 14 June 2025; service shows By Appointment Only". We read it as a fortnightly
 * cycle anchored on 14 June 2025 and running both ways: 14 and 28 June open, 21 June closed,
 * and before the anchor 7 June closed, 31 May open. On an open Saturday the service
 * department is By Appointment Only; on the others every department is Closed.
 * `date` is a local calendar date "YYYY-MM-DD"; any other weekday gives null (no rule).
 */
export function alternatingSaturday(
  date: string,
  department: Department | "" | null | undefined,
): AlternatingSaturday | null {
  if (weekdayOf(date) !== SATURDAY) return null;
  const weeksFromAnchor = Math.round((dayNumber(date) - dayNumber(ALTERNATING_SATURDAY_FIRST_OPEN)) / 7);
  if (Math.abs(weeksFromAnchor % 2) === 1) return CLOSED;
  return department === "service" ? BY_APPOINTMENT_ONLY : "Open";
}

function minutesOf(time: string): number {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return hour * 60 + minute;
}

/** Rules of one dealer that the entries alone do not carry. */
export interface OpeningRules {
  /** §4: this dealer's Saturdays alternate; off-week Saturdays are closed whatever the entries say. */
  alternatingSaturdays?: boolean;
}

/**
 * Whether a location is open at `instant`, read on its own wall clock in `timeZone`. A holiday
 * entry dated that local day overrides the weekday's entry; a day without an entry is
 * closed. Open from the open time up to, not including, the close time.
 */
export function isOpenAt(
  entries: readonly OpeningHourEntry[],
  instant: Date,
  timeZone: string,
  rules: OpeningRules = {},
): boolean {
  const now = localTimeAt(instant, timeZone);
  if (rules.alternatingSaturdays && alternatingSaturday(now.date, "sales") === CLOSED) return false;
  const entry = entries.find((candidate) => candidate.date === now.date) ?? weekdayEntry(entries, now.weekday);
  if (!entry || entry.status !== "Open" || !entry.open || !entry.close) return false;
  return now.minutes >= minutesOf(entry.open) && now.minutes < minutesOf(entry.close);
}
