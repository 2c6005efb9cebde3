import { maskPhone } from "./fields/masked-phone";
import type { Tenant, TenantLocation } from "./schema";

/** A location as every page may see it: its weekly hours are shown by the few pages that list them. */
export type PublicLocation = Omit<TenantLocation, "openingHours" | "timezone" | "alternatingSaturdays">;

/**
 * The part of a tenant the browser may see: everything but the search credentials, the lead
 * mail addresses, the locations' opening hours and the promotion (the hours were
 * 5 kB of every page's root data and only the location cards show them, from their own loader
 * data; the promotion's terms were 1 kB of it, and only its own page shows them, from its
 * loader), and what only the server reads: the domains, the sign-in settings, the maker's site,
 * a location's time zone and Saturday roster (0.6 kB of every page's data), the photo hosts.
 */
export type PublicTenant = Omit<
  Tenant,
  | "search"
  | "leadMail"
  | "locations"
  | "promotion"
  | "domains"
  | "manufacturerBaseDomain"
  | "signIn"
  | "imageHosts"
  | "stockFeed"
> & {
  search: Omit<Tenant["search"], "algolia">;
  locations: PublicLocation[];
};

export function toPublicTenant(tenant: Tenant): PublicTenant {
  const { algolia: _credentials, ...search } = tenant.search;
  const {
    leadMail: _recipients,
    locations,
    promotion: _promotion,
    domains: _domains,
    manufacturerBaseDomain: _manufacturerDomain,
    signIn: _signIn,
    imageHosts: _imageHosts,
    // The feed's address and credentials are the server's alone.
    stockFeed: _stockFeed,
    ...shown
  } = tenant;
  return {
    ...shown,
    search,
    locations: locations.map(
      ({ openingHours: _hours, timezone: _timezone, alternatingSaturdays: _roster, ...location }) => location,
    ),
  };
}

/**
 * The public tenant as the browser gets it: on a tenant that masks numbers, its numbers masked
 * until the visitor revealed the site's numbers (`?reveal=site`), so the root data of every
 * page does not hand out what the Show number buttons hide (search-journey §4).
 */
export function toPagePublicTenant(tenant: Tenant, phonesRevealed: boolean): PublicTenant {
  const shown = toPublicTenant(tenant);
  return tenant.features.phoneMasking && !phonesRevealed ? withMaskedPhones(shown) : shown;
}

/**
 * The public tenant as every visitor gets it, numbers masked on a masking tenant: the one
 * file the browser caches for the whole site (the tenant shell, decision 045).
 */
export function toTenantShell(tenant: Tenant): PublicTenant {
  return toPagePublicTenant(tenant, false);
}

/**
 * The page's tenant where it is not the shell: a masking tenant's, its numbers revealed
 * (`?reveal=site`, the way without JavaScript). That page's data carries it whole; every other
 * page's browser takes the shell.
 */
export function pageTenantBesideShell(tenant: Tenant, phonesRevealed: boolean): PublicTenant | null {
  return tenant.features.phoneMasking && phonesRevealed ? toPagePublicTenant(tenant, true) : null;
}

type WithPhones = {
  phones: Partial<Record<string, string>>;
  dealerships: readonly { phones?: Partial<Record<string, string>> }[];
  locations: readonly { phone?: string }[];
};

/** The tenant with every number of its file masked: what pages of a masking tenant build their data from. */
export function withMaskedPhones<T extends WithPhones>(tenant: T): T {
  const mask = <P extends Partial<Record<string, string>>>(phones: P): P =>
    Object.fromEntries(Object.entries(phones).map(([kind, phone]) => [kind, phone && maskPhone(phone)])) as P;
  return {
    ...tenant,
    phones: mask(tenant.phones),
    dealerships: tenant.dealerships.map((dealership) =>
      dealership.phones ? { ...dealership, phones: mask(dealership.phones) } : dealership
    ),
    locations: tenant.locations.map((location) =>
      location.phone ? { ...location, phone: maskPhone(location.phone) } : location
    ),
  };
}
