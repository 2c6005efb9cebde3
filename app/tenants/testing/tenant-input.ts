import type { TenantInput } from "../schema";

/**
 * A minimal valid tenant file for tests: one dealership, one sales location. Ids and the
 * domain follow from the id and slug, so two factory tenants never clash by accident.
 */
export function tenantInput(overrides: Partial<TenantInput> = {}): TenantInput {
  const slug = overrides.slug ?? "test-motors";
  const id = overrides.id ?? 1;
  return {
    slug,
    id,
    template: "apex",
    name: "Test Motors",
    address: { street: "1 Test Street", city: "Ipswich", state: "QLD", postcode: "4305" },
    domains: [`www.${slug}.com.au`],
    dealerships: [{ id: id * 10, slug, name: "Test Motors" }],
    locations: [
      {
        id: id * 100,
        slug: `${slug}-sales`,
        name: "Test Motors Sales",
        dealershipSlug: slug,
        address: { street: "1 Test Street", city: "Ipswich", state: "QLD", postcode: "4305", lat: -27.6, lng: 152.7 },
      },
    ],
    phones: { main: "07 3555 0100" },
    hero: { heading: "Test Motors" },
    menus: { main: [{ label: "Home", href: "/" }] },
    ...overrides,
  };
}
