import {
  alternatingSaturday,
  departmentsWithHours,
  holidayHoursOn,
  hoursForDepartment,
  hoursText,
  isOpenAt,
  localDate,
  upcomingSaturday,
  weekLines,
  type Department,
  type OpeningHourEntry,
  type OpeningHoursLine,
} from "~/models/hours/opening-hours";

/*
 * What a location's opening-hours panel shows (vehicle-page §2 "an opening-hours table with a
 * dropdown to switch department type", §4 Saturday hours, §9 Opening hours), built from the
 * rules in models/hours for every department at once, so the dropdown can switch without a
 * request when JavaScript runs.
 */

export interface HoursLocation {
  locationType: Department;
  timezone: string;
  alternatingSaturdays: boolean;
  openingHours: readonly OpeningHourEntry[];
}

export interface HolidayLine {
  date: string;
  /** "Thu 24 Dec". */
  day: string;
  hours: string;
  today: boolean;
}

export interface DepartmentHours {
  department: Department;
  lines: OpeningHoursLine[];
  /** Holiday entries dated today or later, soonest first. */
  holidays: HolidayLine[];
  openNow: boolean;
  /** §4: the alternating Saturday, said in words; null for other dealers. */
  saturdayNote: string | null;
}

export interface LocationHours {
  departments: DepartmentHours[];
  selected: Department;
}

const dayFormat = new Intl.DateTimeFormat("en-AU", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "2026-12-24" as "Thu 24 Dec". */
export function holidayDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`)).replace(",", "");
}

/**
 * The panel's data: every department with hours, and the one to show first (the asked-for
 * department when it has hours, else the location's own type, else the first with hours).
 * Null when the location has no hours at all (§8: "Empty opening hours: nothing shown").
 */
export function locationHours(location: HoursLocation, now: Date, requested?: string | null): LocationHours | null {
  const available = departmentsWithHours(location.openingHours);
  if (available.length === 0) return null;
  const today = localDate(now, location.timezone);
  const departments = available.map((department) => departmentHours(location, department, now, today));
  const pick = (candidate: string | null | undefined) => available.find((department) => department === candidate);
  return { departments, selected: pick(requested) ?? pick(location.locationType) ?? available[0]! };
}

function departmentHours(location: HoursLocation, department: Department, now: Date, today: string): DepartmentHours {
  const entries = hoursForDepartment(location.openingHours, department);
  const saturdayDate = upcomingSaturday(today);
  const saturday = location.alternatingSaturdays ? alternatingSaturday(saturdayDate, department) : null;
  const todaysHoliday = holidayHoursOn(entries, now, location.timezone);
  const holidays = entries
    .filter((entry): entry is OpeningHourEntry & { date: string } => Boolean(entry.date) && entry.date! >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((entry) => ({
      date: entry.date,
      day: holidayDay(entry.date),
      hours: hoursText(entry),
      today: todaysHoliday?.date === entry.date,
    }));
  return {
    department,
    lines: weekLines(entries, { saturday }),
    holidays,
    openNow: isOpenAt(entries, now, location.timezone, { alternatingSaturdays: location.alternatingSaturdays }),
    saturdayNote: saturday
      ? `We open every second Saturday. This Saturday, ${holidayDay(saturdayDate)}: ${saturday === "Open" ? "open" : saturday}.`
      : null,
  };
}
