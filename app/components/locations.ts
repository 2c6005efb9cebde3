import {
  departmentsWithHours,
  hoursForDepartment,
  weekLines,
  type OpeningHoursLine,
} from "~/models/hours/opening-hours";
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

/**
 * A location card's week (vehicle-page §9: Mon-Fri on one line when the five weekdays share
 * hours): the hours of the location's own department, else of the first department with hours.
 * Empty opening hours give no lines: nothing is shown (vehicle-page §8).
 */
export function locationCardHours(
  location: Pick<TenantLocation, "locationType" | "openingHours">,
): OpeningHoursLine[] {
  const departments = departmentsWithHours(location.openingHours);
  const department = departments.includes(location.locationType) ? location.locationType : departments[0];
  return department ? weekLines(hoursForDepartment(location.openingHours, department)) : [];
}
