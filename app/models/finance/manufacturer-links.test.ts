import { describe, expect, it } from "vitest";
import { TenantSchema } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import { manufacturerFinanceLinks } from "./manufacturer-links";

describe("the manufacturer's finance quote links (vehicle-page §2 External links)", () => {
  it("builds the loan calculator and the used-car finance quote from the configured base domain", () => {
    expect(manufacturerFinanceLinks("www.toyota.com.au")).toEqual({
      loanCalculator: "https://www.toyota.com.au/car-finance/car-loan-calculator",
      usedCarQuote: "https://www.toyota.com.au/car-finance/used-car-finance",
    });
  });

  it("gives no links to a dealer without a base domain", () => {
    expect(manufacturerFinanceLinks(undefined)).toBeNull();
  });

  it("takes only a host name as the base domain, so no link can point at a path or another scheme", () => {
    for (const manufacturerBaseDomain of ["https://www.toyota.com.au", "toyota.com.au/evil", "javascript:alert(1)", "WWW.TOYOTA.COM.AU"]) {
      expect(TenantSchema.safeParse(tenantInput({ manufacturerBaseDomain })).success, manufacturerBaseDomain).toBe(false);
    }
    expect(TenantSchema.parse(tenantInput({ manufacturerBaseDomain: "www.toyota.com.au" })).manufacturerBaseDomain).toBe("www.toyota.com.au");
  });
});
