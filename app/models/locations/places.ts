import { slugify } from "~/models/slug";
import { LOCATION_TYPES, type Tenant, type TenantLocation } from "~/tenants/schema";

/*
 * Finding and describing a dealer's locations for the contact pages (vehicle-page §2 Routes:
 * /locations/{slug}, /contact-us/{locationSlug}, /contact-us/{location-name-slug},
 * /teams/{locationSlug}).
 */

/** A location by its slug, or by its name as a slug ("Wattle Ridge Toyota Springfield"). */
export function findLocation<T extends Pick<TenantLocation, "slug" | "name">>(
  locations: readonly T[],
  slug: string,
): T | undefined {
  return locations.find((location) => location.slug === slug) ?? locations.find((location) => slugify(location.name) === slug);
}

/** "210 Ridgeway Road, Ipswich QLD 4305". */
export function addressLine(address: TenantLocation["address"]): string {
  return `${address.street}, ${address.city} ${address.state} ${address.postcode}`;
}

/** A link out to Google Maps: the page itself calls no map service (§7's static map). */
export function mapHref(location: Pick<TenantLocation, "name" | "address">): string {
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query: `${location.name}, ${addressLine(location.address)}` })}`;
}

/** Visitors see the primary location first; the rest keep the dealer's order. */
export function primaryFirst<T extends Pick<TenantLocation, "primary">>(locations: readonly T[]): T[] {
  return [...locations.filter((location) => location.primary), ...locations.filter((location) => !location.primary)];
}

export interface DepartmentContact {
  department: TenantLocation["locationType"];
  phone: string | null;
}

/**
 * The departments a location's team page lists (its own type and every department with
 * hours there) and the number to call each: the location's own number for its own department,
 * else the dealer's number for that department, else the location's number. There is no staff
 * data, so the page names departments, never people.
 */
export function departmentContacts(
  location: Pick<TenantLocation, "locationType" | "phone" | "openingHours">,
  phones: Pick<Tenant["phones"], "main" | "new" | "service" | "parts">,
): DepartmentContact[] {
  const present = new Set([location.locationType, ...location.openingHours.map((entry) => entry.department ?? "sales")]);
  const dealerNumber: Record<TenantLocation["locationType"], string | undefined> = {
    sales: phones.new ?? phones.main,
    service: phones.service,
    parts: phones.parts,
    "car-buying": phones.main,
  };
  return LOCATION_TYPES.filter((department) => present.has(department)).map((department) => ({
    department,
    phone:
      (department === location.locationType ? location.phone : dealerNumber[department]) ?? location.phone ?? null,
  }));
}
