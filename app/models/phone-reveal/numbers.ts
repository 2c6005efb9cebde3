import type { Car } from "~/models/car/car";
import { maskPhone } from "~/tenants/fields/masked-phone";
import { departmentContacts, findLocation } from "~/models/locations/places";
import { withMaskedPhones } from "~/tenants/public";
import type { Tenant } from "~/tenants/schema";
import type { PhoneSource } from "./reveal";
import { isRevealGranted } from "./reveal-grant.server";

/**
 * A number as a page may send it (search-journey §4): on a tenant that masks numbers only its
 * masked form until this visitor revealed it, so neither the markup nor the page's data holds
 * the full number for a scraper to read without a reveal being logged (§7). The full number
 * comes from the reveal's answer (routes/phone-reveal.ts) or, without JavaScript, from the
 * page rendered again with `?reveal=`.
 */
export function pagePhone(
  tenant: Pick<Tenant, "features">,
  phone: string,
  revealed: boolean
): string;
export function pagePhone(
  tenant: Pick<Tenant, "features">,
  phone: string | null,
  revealed: boolean
): string | null;
export function pagePhone(
  tenant: Pick<Tenant, "features">,
  phone: string | null,
  revealed: boolean
): string | null {
  return phone !== null && tenant.features.phoneMasking && !revealed
    ? maskPhone(phone)
    : phone;
}

/**
 * The tenant a page builds its shown data from (location cards, team pages, the directory):
 * the numbers that belong to no car masked, unless the URL says the visitor revealed them.
 * Only for what the page shows: leads and mail keep the tenant itself.
 */
export function tenantForPage(
  tenant: Tenant,
  url: Pick<URL, "search">
): Tenant {
  return tenant.features.phoneMasking && !isRevealGranted(tenant, url)
    ? withMaskedPhones(tenant)
    : tenant;
}

/** A car as a page may send it: its location's number masked like the site's numbers. */
export function carForPage<C extends Pick<Car, "location">>(
  car: C,
  tenant: Pick<Tenant, "features">,
  siteRevealed: boolean
): C {
  const location = car.location;
  if (!location || !tenant.features.phoneMasking) return car;
  return {
    ...car,
    location: {
      ...location,
      phone: pagePhone(tenant, location.phone, siteRevealed),
    },
  };
}

/** The full number a Show number button for no car stands for; null when the tenant has none such. */
export function numberOfSource(
  tenant: Pick<Tenant, "phones" | "locations">,
  source: PhoneSource | string
): string | null {
  const [kind, key = "", department, ...rest] = source.split(":");
  if (rest.length > 0) return null;
  if (kind === "phones" && department === undefined) {
    return Object.hasOwn(tenant.phones, key)
      ? tenant.phones[key as keyof Tenant["phones"]] ?? null
      : null;
  }
  if (kind !== "location") return null;
  const location = findLocation(tenant.locations, key);
  if (!location) return null;
  if (department === undefined) return location.phone ?? null;
  return (
    departmentContacts(location, tenant.phones).find(
      (contact) => contact.department === department
    )?.phone ?? null
  );
}
