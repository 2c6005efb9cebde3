import { describe, it, expect } from "vitest";
import { tenants } from "./index";
import { buildRegistry, TenantConfigError } from "./registry";
import type { MenuItem } from "./schema";
import { tenantInput } from "./testing/tenant-input";


function configErrorOf(build: () => unknown): TenantConfigError {
  try {
    build();
  } catch (error) {
    if (error instanceof TenantConfigError) return error;
    throw error;
  }
  throw new Error("expected a TenantConfigError");
}

const labelsOf = (items: readonly MenuItem[] | undefined) => (items ?? []).map((i) => i.label);

describe("buildRegistry", () => {
  it("parses valid tenants and fills in defaults", () => {
    const [tenant] = buildRegistry([tenantInput()]);
    expect(tenant?.search.pageSize).toBe(21);
  });

  it("names the tenant slug and the field of an invalid configuration", () => {
    const error = configErrorOf(() =>
      buildRegistry([tenantInput({ slug: "x", domains: ["Not A Host"] })])
    );
    expect(error.tenantSlug).toBe("x");
    expect(error.fields).toEqual(["domains.0"]);
    expect(error.message).toContain('Tenant "x" has an invalid configuration');
    expect(error.message).toContain("domains.0: must be a lower-case host name");
  });

  it("names a tenant file by position when its slug is unusable", () => {
    const error = configErrorOf(() =>
      buildRegistry([tenantInput({ slug: "good" }), { ...tenantInput(), slug: "" }])
    );
    expect(error.message).toContain('Tenant "tenant file #2" has an invalid configuration');
    expect(error.fields).toContain("slug");
  });

  it("rejects a slug used by two tenants, naming both", () => {
    const error = configErrorOf(() =>
      buildRegistry([
        tenantInput({ slug: "first", id: 1 }),
        tenantInput({ slug: "first", id: 2, domains: ["www.second.com.au"] }),
      ])
    );
    expect(error.fields).toEqual(["slug"]);
    expect(error.message).toContain('slug first is already used by tenant "first"');
  });

  it("rejects an id used by two tenants, naming both", () => {
    const error = configErrorOf(() =>
      buildRegistry([tenantInput({ slug: "first", id: 7 }), tenantInput({ slug: "second", id: 7 })])
    );
    expect(error.tenantSlug).toBe("second");
    expect(error.fields).toEqual(["id"]);
    expect(error.message).toContain('Tenant "second" has an invalid configuration');
    expect(error.message).toContain('id 7 is already used by tenant "first"');
  });

  it("rejects a domain used by two tenants, naming both and the field", () => {
    const error = configErrorOf(() =>
      buildRegistry([
        tenantInput({ slug: "first", id: 1, domains: ["www.shared.com.au"] }),
        tenantInput({ slug: "second", id: 2, domains: ["second.com.au", "www.shared.com.au"] }),
      ])
    );
    expect(error.tenantSlug).toBe("second");
    expect(error.fields).toEqual(["domains.1"]);
    expect(error.message).toContain('Tenant "second"');
    expect(error.message).toContain('domain www.shared.com.au is already used by tenant "first"');
  });

  it("rejects a location id used by two tenants", () => {
    const second = tenantInput({ slug: "second", id: 2 });
    second.locations[0]!.id = 100;
    const error = configErrorOf(() => buildRegistry([tenantInput({ slug: "first", id: 1 }), second]));
    expect(error.fields).toEqual(["locations.0.id"]);
    expect(error.message).toContain('location id 100 is already used by tenant "first"');
  });
});

describe("opening hours and time zones", () => {
  it("rejects an open day without times, or closing before it opens", () => {
    for (const openingHours of [[{ weekday: 1 }], [{ weekday: 1, open: "17:00", close: "08:00" }]]) {
      const input = tenantInput();
      input.locations[0]!.openingHours = openingHours;
      const error = configErrorOf(() => buildRegistry([input]));
      expect(error.fields).toEqual(["locations.0.openingHours.0"]);
    }
  });

  it("rejects a time zone that does not exist", () => {
    const input = tenantInput();
    input.locations[0]!.timezone = "Mars/Olympus";
    const error = configErrorOf(() => buildRegistry([input]));
    expect(error.message).toContain("locations.0.timezone: must be an IANA time zone");
  });
});

describe("the demo tenants", () => {
  const bySlug = (slug: string) => tenants.find((t) => t.slug === slug);

  it("has at least five tenants on at least three templates", () => {
    expect(tenants.length).toBeGreaterThanOrEqual(5);
    expect(new Set(tenants.map((t) => t.template)).size).toBeGreaterThanOrEqual(3);
  });

  it("uses each dealership and location id once across the platform", () => {
    const dealershipIds = tenants.flatMap((t) => t.dealerships.map((d) => d.id));
    const locationIds = tenants.flatMap((t) => t.locations.map((l) => l.id));
    expect(new Set(dealershipIds).size).toBe(dealershipIds.length);
    expect(new Set(locationIds).size).toBe(locationIds.length);
  });

  it("includes a dealer group with several dealerships", () => {
    expect(tenants.some((t) => t.dealerships.length >= 3)).toBe(true);
  });

  it("includes a reserve-online site with masked phones, online buying and guarantees", () => {
    const site = tenants.find(
      (t) => t.features.phoneMasking && t.features.buyOnline && t.features.guarantees
    );
    expect(site).toBeDefined();
    expect(site?.search.soldWindowDays).toBe(4);
  });

  it("includes a caravan dealer", () => {
    const caravans = tenants.find((t) => t.labels.vehicleType === "caravan");
    expect(caravans?.labels.stockNoun).toBe("caravans");
  });

  it("gives the Toyota dealer the spec's Toyota main menu", () => {
    const toyota = bySlug("wattle-ridge-toyota");
    expect(toyota?.manufacturer).toBe("Toyota");
    const main = toyota?.menus.main ?? [];
    expect(labelsOf(main)).toEqual([
      "Home",
      "New Vehicles",
      "Special Offers",
      "Sell My Car",
      "Pre-owned Vehicles",
      "Service",
      "Parts & Accessories",
      "Finance & Insurance",
      "Company",
      "More",
    ]);
    expect(labelsOf(main.find((item) => item.label === "Service")?.children)).toEqual([
      "Online Service Booking",
      "Warranty Advantage",
      "Roadside Assist",
      "Toyota Genuine Service",
    ]);
    expect(labelsOf(main.find((item) => item.label === "Company")?.children)).toEqual([
      "About Us",
      "Contact Us",
      "Fleet",
      "Terms And Conditions",
      "Complaint Handling Process",
    ]);
  });

  it("gives the Toyota dealer the spec's footer groups", () => {
    expect(bySlug("wattle-ridge-toyota")?.menus.footer.map((group) => group.title)).toEqual([
      "Buyer Tools",
      "Servicing and Parts",
      "Wattle Ridge Toyota",
    ]);
  });

  it("gives every tenant a main menu of 5 to 9 top items with at least 2 dropdowns", () => {
    for (const tenant of tenants.filter((t) => t.slug !== "wattle-ridge-toyota")) {
      const dropdowns = tenant.menus.main.filter((item) => (item.children ?? []).length > 0);
      expect(tenant.menus.main.length, tenant.slug).toBeGreaterThanOrEqual(5);
      expect(tenant.menus.main.length, tenant.slug).toBeLessThanOrEqual(9);
      expect(dropdowns.length, tenant.slug).toBeGreaterThanOrEqual(2);
    }
  });
});
