import type { Tenant } from "./schema";

/** The part of a tenant the browser may see: everything but the search credentials. */
export type PublicTenant = Omit<Tenant, "search" | "leadMail"> & { search: Omit<Tenant["search"], "algolia"> };

export function toPublicTenant(tenant: Tenant): PublicTenant {
  const { algolia: _credentials, ...search } = tenant.search;
  const { leadMail: _recipients, ...shown } = tenant;
  return { ...shown, search };
}
