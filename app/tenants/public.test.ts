import { describe, expect, it } from "vitest";
import { pageTenantBesideShell, toPagePublicTenant, toPublicTenant, toTenantShell } from "./public";
import { tenants } from "./index";

describe("the tenant the browser sees (every page's root data)", () => {
  it("carries neither the search credentials nor the addresses leads are mailed to", () => {
    for (const tenant of tenants) {
      const shown = JSON.stringify(toPublicTenant(tenant));
      expect(shown, tenant.slug).not.toContain('"algolia"');
      expect(shown, tenant.slug).not.toContain('"leadMail"');
      for (const route of tenant.leadMail.routes) {
        for (const recipient of route.recipients) expect(shown, tenant.slug).not.toContain(recipient);
      }
    }
  });

  it("leaves out the locations' opening hours, which only the pages listing them send", () => {
    for (const tenant of tenants) {
      for (const location of toPublicTenant(tenant).locations) expect(location, tenant.slug).not.toHaveProperty("openingHours");
    }
  });

  it("leaves out the promotion, whose terms only its own page shows", () => {
    const promoting = tenants.filter((tenant) => tenant.promotion);
    expect(promoting.length).toBeGreaterThan(0);
    for (const tenant of promoting) expect(toPublicTenant(tenant), tenant.slug).not.toHaveProperty("promotion");
  });
});

describe("the tenant shell (decision 045: one cached file for the site)", () => {
  it("is every page's tenant, as JSON gives it back, but where a masking tenant's numbers were revealed", () => {
    for (const tenant of tenants) {
      for (const revealed of [false, true]) {
        const shell = JSON.parse(JSON.stringify(toTenantShell(tenant)));
        expect(pageTenantBesideShell(tenant, revealed) ?? shell, `${tenant.slug} revealed=${revealed}`).toEqual(
          toPagePublicTenant(tenant, revealed),
        );
      }
    }
  });

  it("hands out no full number of a masking tenant", () => {
    const masking = tenants.filter((tenant) => tenant.features.phoneMasking);
    expect(masking.length).toBeGreaterThan(0);
    for (const tenant of masking) {
      const shell = JSON.stringify(toTenantShell(tenant));
      for (const phone of Object.values(tenant.phones)) if (phone) expect(shell, tenant.slug).not.toContain(phone);
    }
  });
});
