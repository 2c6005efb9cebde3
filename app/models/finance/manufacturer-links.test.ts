import { describe, expect, it } from "vitest";
import { TenantSchema } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import { manufacturerFinanceLinks, usedCarQuote } from "./manufacturer-links";

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

describe("the GET A QUOTE used-finance button of a vehicle page (vehicle-page §2)", () => {
  const toyotaDealer = { manufacturer: "Toyota", manufacturerBaseDomain: "www.toyota.com.au" };
  const usedInStock = { car_type: "used", status: "in_stock" } as const;

  it("sends a used car on sale to the manufacturer's used-car finance quote, the finance page's own link", () => {
    const quote = { manufacturer: "Toyota", href: manufacturerFinanceLinks("www.toyota.com.au")!.usedCarQuote };
    expect(usedCarQuote(usedInStock, toyotaDealer)).toEqual(quote);
    expect(usedCarQuote({ car_type: "used", status: "coming_soon" }, toyotaDealer)).toEqual(quote);
  });

  it("is absent for new and demo cars, a sold car, and a dealer without a manufacturer or its base domain", () => {
    expect(usedCarQuote({ car_type: "new", status: "in_stock" }, toyotaDealer)).toBeNull();
    expect(usedCarQuote({ car_type: "demo", status: "in_stock" }, toyotaDealer)).toBeNull();
    expect(usedCarQuote({ car_type: "used", status: "sold" }, toyotaDealer)).toBeNull();
    expect(usedCarQuote(usedInStock, { manufacturer: "Toyota", manufacturerBaseDomain: undefined })).toBeNull();
    expect(usedCarQuote(usedInStock, { manufacturer: undefined, manufacturerBaseDomain: "www.toyota.com.au" })).toBeNull();
  });
});
