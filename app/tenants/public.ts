import type { Tenant, TenantLocation } from "./schema";

/** A location as every page may see it: its weekly hours are shown by the few pages that list them. */
export type PublicLocation = Omit<TenantLocation, "openingHours">;

/**
 * The part of a tenant the browser may see: everything but the search credentials, the lead
 * mail addresses and the locations' opening hours (issue 16: the hours were 5 kB of every
 * page's root data and only the location cards show them, from their own loader data).
 */
export type PublicTenant = Omit<Tenant, "search" | "leadMail" | "locations"> & {
  search: Omit<Tenant["search"], "algolia">;
  locations: PublicLocation[];
};

export function toPublicTenant(tenant: Tenant): PublicTenant {
  const { algolia: _credentials, ...search } = tenant.search;
  const { leadMail: _recipients, locations, ...shown } = tenant;
  return { ...shown, search, locations: locations.map(({ openingHours: _hours, ...location }) => location) };
}
