import { describe, expect, it } from "vitest";
import { TenantSchema } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import { servicePage, SERVICE_PAGE_PATHS } from "./service-pages";

const tenant = TenantSchema.parse(tenantInput({ id: 81, slug: "franchise-motors", manufacturer: "Toyota" }));

describe("servicePage: a manufacturer's titles and capped-price servicing come from the tenant's content", () => {
  it("gives the plain titles and no capped-price table when the content names none, whatever the make", () => {
    const plain = { titles: {}, cappedPriceServicing: false };
    expect(SERVICE_PAGE_PATHS.map((kind) => servicePage(kind, tenant, plain).title)).toEqual([
      "Book a Service",
      "Genuine Service",
      "Roadside Assist",
      "Warranty",
      "Parts & Accessories",
      "Business Fleet",
    ]);
    expect(SERVICE_PAGE_PATHS.some((kind) => servicePage(kind, tenant, plain).cappedPriceServicing)).toBe(false);
  });

  it("titles the pages in the content's words and shows the table on service, genuine service and warranty", () => {
    const programs = { titles: { service: "Book Your Service", warranty: "Diamond Advantage Warranty" }, cappedPriceServicing: true };
    expect(servicePage("service", tenant, programs).title).toBe("Book Your Service");
    expect(servicePage("warranty", tenant, programs).title).toBe("Diamond Advantage Warranty");
    expect(servicePage("genuine-service", tenant, programs).title).toBe("Genuine Service");
    expect(SERVICE_PAGE_PATHS.filter((kind) => servicePage(kind, tenant, programs).cappedPriceServicing)).toEqual([
      "service",
      "genuine-service",
      "warranty",
    ]);
  });
});
