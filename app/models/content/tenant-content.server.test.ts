import { describe, expect, it } from "vitest";
import { modelTabs } from "~/models/model-range/model-menu";
import { reviewsBlock } from "~/models/reviews/summary";
import { visibleOffers } from "~/models/offers/truncate";
import { findTenant, tenants } from "~/tenants";
import { CONTENT_MODULES, contentFor, parseContent } from "~/tenants/content/content.server";

describe("tenant content modules", () => {
  it("belong to tenants that exist", () => {
    for (const slug of Object.keys(CONTENT_MODULES)) expect(findTenant(slug), slug).toBeDefined();
  });

  it("give a tenant without a module empty content", () => {
    expect(contentFor("gumleaf-caravans")).toEqual({ offers: [] });
  });

  it("hold the spec's review sample for wattle-ridge-toyota: 20 entries, count 1468, average 4.7", () => {
    const reviews = contentFor("wattle-ridge-toyota").reviews!;
    expect(reviews.reviews).toHaveLength(20);
    expect(reviews).toMatchObject({ count: 1468, average_rating: "4.7" });
    expect(reviewsBlock(reviews)).not.toBeNull();
  });

  it("show meridian-motor-group's reviews: 4.4 is above the minimum 4, with a partial fifth star", () => {
    expect(reviewsBlock(contentFor("meridian-motor-group").reviews)).toMatchObject({
      averageText: "4.4",
      count: 412,
      stars: ["full", "full", "full", "full", "partial"],
    });
  });

  it("exclude one of wattle-ridge-toyota's offers for its own website", () => {
    const tenant = findTenant("wattle-ridge-toyota")!;
    const offers = contentFor(tenant.slug).offers;
    expect(visibleOffers(offers, tenant.id)).toHaveLength(offers.length - 1);
  });

  it("give wattle-ridge-toyota every model tab, in the tenant's toyota-{name} spelling", () => {
    const range = contentFor("wattle-ridge-toyota").models!;
    expect(range.urlPattern).toBe("toyota-{slug}");
    expect(modelTabs(range.models)).toEqual([
      "All Vehicles",
      "Hatch & sedans",
      "SUVs & 4WDs",
      "Utes & Vans",
      "GR & performance",
      "Electrified",
      "Discontinued",
      "Upcoming",
    ]);
  });

  it("give one tenant a popup expiring 2027-06-30", () => {
    const popups = tenants.flatMap((tenant) => (contentFor(tenant.slug).popup ? [contentFor(tenant.slug).popup!] : []));
    expect(popups.map((popup) => popup.expiryDate)).toEqual(["2027-06-30"]);
  });

  it("stop the start naming the tenant and field of a bad module", () => {
    expect(() => parseContent({ "some-dealer": { offers: [{ id: 1, name: "A" }, { id: 1, name: "B" }] } })).toThrow(
      /tenant "some-dealer"[\s\S]*offers\.1\.id: offer id 1 is used twice/,
    );
    expect(() =>
      parseContent({
        "some-dealer": {
          models: {
            make: "Toyota",
            models: [{ name: "A", slug: "a" }],
            accessories: [{ name: "Mat", partNumber: "P", section: "Fit for Business", fits: ["b"] }],
          },
        },
      }),
    ).toThrow(/models\.accessories\.0\.fits: "b" is not one of this tenant's models/);
  });
});
