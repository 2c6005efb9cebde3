import type { Tenant, TenantLocation } from "./schema";

/** A location as every page may see it: its weekly hours are shown by the few pages that list them. */
export type PublicLocation = Omit<TenantLocation, "openingHours">;

/**
 * The part of a tenant the browser may see: everything but the search credentials, the lead
 * mail addresses, the locations' opening hours and the promotion (issue 16: the hours were
 * 5 kB of every page's root data and only the location cards show them, from their own loader
 * data; the promotion's terms were 1 kB of it, and only its own page shows them, from its
 * loader).
 */
export type PublicTenant = Omit<Tenant, "search" | "leadMail" | "locations" | "promotion"> & {
  search: Omit<Tenant["search"], "algolia">;
  locations: PublicLocation[];
};

export function toPublicTenant(tenant: Tenant): PublicTenant {
  const { algolia: _credentials, ...search } = tenant.search;
  const { leadMail: _recipients, locations, promotion: _promotion, ...shown } = tenant;
  return { ...shown, search, locations: locations.map(({ openingHours: _hours, ...location }) => location) };
}
