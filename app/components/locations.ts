import type { TenantLocation } from "~/tenants/schema";

const LOCATION_TYPE_LABELS: Record<TenantLocation["locationType"], string> = {
  sales: "Sales",
  service: "Service",
  parts: "Parts",
  "car-buying": "Car buying",
};

/** The department a location is, as a shopper reads it (vehicle-page §3). */
export function locationTypeLabel(type: TenantLocation["locationType"]): string {
  return LOCATION_TYPE_LABELS[type];
}

export interface OpeningHoursLine {
  /** "Mon–Fri", "Sat", "Sat–Sun". */
  days: string;
  /** "8:00am–5:30pm" or "Closed". */
  hours: string;
}

/** Monday first, as Australian businesses list their week; weekday 0 is Sunday. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/**
 * A location's week in a few lines: consecutive days with the same hours share a line
 * (so five equal weekdays read "Mon–Fri", vehicle-page §9); a day without an entry is
 * closed. Empty opening hours give no lines: nothing is shown (vehicle-page §8).
 */
export function openingHoursSummary(
  openingHours: TenantLocation["openingHours"],
): OpeningHoursLine[] {
  if (openingHours.length === 0) return [];
  const hoursOf = (weekday: number): string => {
    const entry = openingHours.find((hour) => hour.weekday === weekday);
    if (!entry || entry.status === "Closed") return "Closed";
    if (!entry.open || !entry.close) return "Open";
    return `${twelveHour(entry.open)}–${twelveHour(entry.close)}`;
  };
  const runs: Array<{ first: number; last: number; hours: string }> = [];
  for (const weekday of WEEK) {
    const hours = hoursOf(weekday);
    const run = runs.at(-1);
    if (run && run.hours === hours) run.last = weekday;
    else runs.push({ first: weekday, last: weekday, hours });
  }
  return runs.map(({ first, last, hours }) => ({
    days: first === last ? DAY_NAMES[first]! : `${DAY_NAMES[first]}–${DAY_NAMES[last]}`,
    hours,
  }));
}

/** "17:30" as "5:30pm". */
function twelveHour(time: string): string {
  const [hourText = "0", minutes = "00"] = time.split(":");
  const hour = Number(hourText);
  const suffix = hour < 12 ? "am" : "pm";
  const displayHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${displayHour}:${minutes}${suffix}`;
}
