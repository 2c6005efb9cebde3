import { describe, it, expect } from "vitest";
import { TenantSchema } from "./schema";
import { tenantInput } from "./testing/tenant-input";


const location = tenantInput().locations[0]!;

/** The dotted paths of every issue, as the registry reports them. */
function issuePaths(input: unknown): string[] {
  const result = TenantSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.path.join("."));
}

describe("TenantSchema defaults", () => {
  const tenant = TenantSchema.parse(tenantInput());

  it("uses the spec's card texts", () => {
    expect(tenant.labels.soldTag).toBe("JUST SOLD");
    expect(tenant.labels.newArrival).toBe("New Arrival");
    expect(tenant.labels.noPrice).toBe("Enquire for price.");
    expect(tenant.labels.callText).toBe("Call the dealer");
    expect(tenant.labels.enquireSubmit).toBe("Enquire Now");
    expect(tenant.labels.reserve).toBe("Reserve Now {amount}");
  });

  it("uses the spec's search constants", () => {
    expect(tenant.search.stockPreset).toBe(3);
    expect(tenant.search.excludedMakes).toEqual([]);
    expect(tenant.search.excludedStockNumbers).toEqual([]);
    expect(tenant.search.soldWindowDays).toBe(3);
    expect(tenant.search.pageSize).toBe(21);
    expect(tenant.search.indexName).toBe("Car_production");
    expect(tenant.search.path).toBe("/search");
  });

  it("offers most relevant, latest, highest and lowest price sorts", () => {
    expect(tenant.search.sortOptions).toEqual(["relevance", "latest", "price_desc", "price_asc"]);
  });

  it("holds a $200 reservation deposit", () => {
    expect(tenant.reservation.depositAmount).toBe(200);
  });

  it("shows the spec's sell-your-car banner text", () => {
    expect(tenant.sellYourCarBanner).toEqual({
      heading: "We Would Love To Buy Your Vehicle. Get $$$ For Your Car Today!",
      buttonText: "Click Here To Sell",
      href: "/sell-your-car",
    });
  });

  it("treats a location without a type as sales and an hour without status as open", () => {
    const parsed = TenantSchema.parse(
      tenantInput({
        locations: [{ ...location, openingHours: [{ weekday: 1, open: "08:00", close: "17:00" }] }],
      })
    );
    expect(parsed.locations[0]?.locationType).toBe("sales");
    expect(parsed.locations[0]?.openingHours[0]?.status).toBe("Open");
  });

  it("keeps a tenant's own labels and fills in the rest", () => {
    const parsed = TenantSchema.parse(tenantInput({ labels: { enquireSubmit: "Message Now" } }));
    expect(parsed.labels.enquireSubmit).toBe("Message Now");
    expect(parsed.labels.soldTag).toBe("JUST SOLD");
  });
});

describe("TenantSchema rejects", () => {
  it("accepts the minimal tenant", () => {
    expect(issuePaths(tenantInput())).toEqual([]);
  });

  it("a domain that is not a lower-case host name", () => {
    expect(issuePaths(tenantInput({ domains: ["www.testmotors.com.au", "Test Motors"] }))).toEqual([
      "domains.1",
    ]);
    expect(issuePaths(tenantInput({ domains: ["https://www.testmotors.com.au"] }))).toEqual([
      "domains.0",
    ]);
  });

  it("a postcode that is not 4 digits", () => {
    const input = tenantInput();
    expect(issuePaths({ ...input, address: { ...input.address, postcode: "430" } })).toEqual([
      "address.postcode",
    ]);
    expect(
      issuePaths(
        tenantInput({
          locations: [{ ...location, address: { ...location.address, postcode: "4305a" } }],
        })
      )
    ).toEqual(["locations.0.address.postcode"]);
  });

  it("an unknown template", () => {
    expect(issuePaths({ ...tenantInput(), template: "retro" })).toEqual(["template"]);
  });

  it("a location whose dealershipSlug is not one of the tenant's dealerships", () => {
    const result = TenantSchema.safeParse(
      tenantInput({
        locations: [location, { ...location, id: 101, slug: "other", dealershipSlug: "nobody" }],
      })
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["locations", 1, "dealershipSlug"],
        message: expect.stringContaining('"nobody" is not one of this tenant\'s dealerships'),
      }),
    ]);
  });

  it("a location slug used twice", () => {
    expect(issuePaths(tenantInput({ locations: [location, { ...location, id: 101 }] }))).toEqual([
      "locations.1.slug",
    ]);
  });

  it("a finance exclusion naming an unknown dealership", () => {
    expect(issuePaths(tenantInput({ finance: { hiddenForDealerships: ["nobody"] } }))).toEqual([
      "finance.hiddenForDealerships.0",
    ]);
  });

  it("an unknown sort option and an unknown phone kind", () => {
    expect(
      issuePaths({
        ...tenantInput(),
        search: { sortOptions: ["cheapest"] },
        phones: { main: "07 3555 0100", fax: "07 3555 0199" },
      })
    ).toEqual(["phones", "search.sortOptions.0"]);
  });

  it("a menu item with neither href nor children", () => {
    expect(issuePaths(tenantInput({ menus: { main: [{ label: "Empty" }] } }))).toEqual([
      "menus.main.0",
    ]);
  });
});

describe('base stock filters that exclude "makes or stock numbers" (search-journey §9)', () => {
  const messages = (search: Record<string, unknown>) => {
    const result = TenantSchema.safeParse(tenantInput({ search: search as never }));
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("accepts makes and stock numbers, trimmed", () => {
    const parsed = TenantSchema.parse(
      tenantInput({ search: { excludedMakes: [" Mazda "], excludedStockNumbers: ["WR-1001", "WR/1002"] } }),
    );
    expect(parsed.search.excludedMakes).toEqual(["Mazda"]);
    expect(parsed.search.excludedStockNumbers).toEqual(["WR-1001", "WR/1002"]);
  });

  it("names the bad value: empty, listed twice (in any case), a control character, not a list", () => {
    expect(messages({ excludedMakes: ["  "] })).toEqual(["search.excludedMakes.0: an excluded make cannot be empty"]);
    expect(messages({ excludedStockNumbers: ["WR-1", "wr-1"] })).toEqual([
      'search.excludedStockNumbers.1: "wr-1" is listed twice',
    ]);
    expect(messages({ excludedStockNumbers: ["WR\n1"] })).toEqual([
      "search.excludedStockNumbers.0: an excluded stock number cannot hold control characters",
    ]);
    expect(messages({ excludedMakes: "Mazda" })).toHaveLength(1);
    expect(messages({ excludedMakes: "Mazda" })[0]).toMatch(/^search\.excludedMakes: Expected array/);
  });

  it("bounds the lists, since each value is a condition of every search", () => {
    const makes = Array.from({ length: 51 }, (_, i) => `Make ${i}`);
    expect(messages({ excludedMakes: makes })).toEqual(["search.excludedMakes: at most 50 excluded makes"]);
  });
});
