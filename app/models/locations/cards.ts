import {
  departmentsWithHours,
  hoursForDepartment,
  weekLines,
  type OpeningHoursLine,
} from "~/models/hours/opening-hours";
import type { TenantLocation } from "~/tenants/schema";

/** What a location card shows (vehicle-page §2 Locations), its week already in lines. */
export interface LocationCardData extends Pick<TenantLocation, "slug" | "name" | "locationType" | "address" | "phone"> {
  hours: OpeningHoursLine[];
  /** vehicle-page §4: the location opens every second Saturday only. */
  everySecondSaturday: boolean;
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

/** The cards, built by the loader: the opening hours stay on the server (they were 5 kB of every page's data). */
export function locationCards(locations: readonly TenantLocation[]): LocationCardData[] {
  return locations.map(({ slug, name, locationType, address, phone, alternatingSaturdays, openingHours }) => {
    const hours = locationCardHours({ locationType, openingHours });
    return {
      slug,
      name,
      locationType,
      address,
      ...(phone !== undefined && { phone }),
      hours,
      everySecondSaturday: alternatingSaturdays && hours.length > 0,
    };
  });
}
