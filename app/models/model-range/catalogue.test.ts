import { describe, expect, it } from "vitest";
import {
  accessoriesPath,
  accessoryModels,
  findModel,
  modelPagePath,
  modelStockPath,
  modelTabCards,
  tabForSlug,
  tabSlug,
} from "./catalogue";
import { modelRangeSchema, type ModelRange } from "~/tenants/fields/model-range";
import { MODEL_TABS } from "./model-menu";

const range = (input: Partial<Parameters<typeof modelRangeSchema.parse>[0]> = {}): ModelRange =>
  modelRangeSchema.parse({
    make: "Toyota",
    urlPattern: "toyota-{slug}",
    models: [
      { name: "RAV4", slug: "rav4", manufacturer_body: "SUVs & 4WDs" },
      { name: "HiLux", slug: "hilux", manufacturer_body: "Utes & Vans" },
    ],
    ...input,
  });

describe("model addresses (vehicle-page §2: models/toyota-{name}; models/new-toyota-{name}-vehicle for one dealer)", () => {
  it("spells the model page in the tenant's pattern", () => {
    expect(modelPagePath({ slug: "rav4", override_url: null }, "toyota-{slug}")).toBe("/models/toyota-rav4");
    expect(modelPagePath({ slug: "rav4", override_url: null }, "new-toyota-{slug}-vehicle")).toBe("/models/new-toyota-rav4-vehicle");
    expect(modelPagePath({ slug: "rav4", override_url: null }, "{slug}")).toBe("/models/rav4");
  });

  it("uses a model's override URL", () => {
    expect(modelPagePath({ slug: "rav4", override_url: "/rav4-hybrid" }, "toyota-{slug}")).toBe("/rav4-hybrid");
  });

  it("finds a model by the tenant's spelling as canonical, and by another spelling as not", () => {
    expect(findModel(range(), "toyota-rav4")).toMatchObject({ model: { name: "RAV4" }, canonical: true });
    expect(findModel(range(), "rav4")).toMatchObject({ model: { name: "RAV4" }, canonical: false });
    expect(findModel(range(), "new-toyota-hilux-vehicle")).toMatchObject({ model: { name: "HiLux" }, canonical: false });
    expect(findModel(range(), "toyota-camry")).toBeUndefined();
  });

  it("puts accessories under the model page", () => {
    expect(accessoriesPath({ slug: "hilux" }, "toyota-{slug}")).toBe("/models/toyota-hilux/accessories");
  });

  it("sends Our Stock to the model's override link if present, else its new stock", () => {
    expect(modelStockPath({ name: "LandCruiser 300", override_url: null }, "Toyota")).toBe(
      "/search/new-cars?make=Toyota&model=LandCruiser+300",
    );
    expect(modelStockPath({ name: "RAV4", override_url: "/rav4-hybrid" }, "Toyota")).toBe("/rav4-hybrid");
  });
});

describe("tabs as ?body= values (the tenants' menus link /models?body=suvs-4wds)", () => {
  it("round-trips every tab through its slug", () => {
    for (const tab of MODEL_TABS) expect(tabForSlug(tabSlug(tab))).toBe(tab);
    expect(tabSlug("SUVs & 4WDs")).toBe("suvs-4wds");
    expect(tabSlug("Hatch & sedans")).toBe("hatch-sedans");
  });

  it("knows no tab for an unknown or missing value", () => {
    expect(tabForSlug("boats")).toBeUndefined();
    expect(tabForSlug(null)).toBeUndefined();
  });
});

describe("modelTabCards", () => {
  const many = range({
    models: [
      ...Array.from({ length: 14 }, (_, index) => ({ name: `Model ${index + 1}`, slug: `model-${index + 1}` })),
      { name: "Old One", slug: "old-one", manufacturer_body: "Discontinued" },
      { name: "Next One", slug: "next-one", status: "coming_soon" },
    ],
  });

  it('shows "10 cards under All Vehicles" in the dropdown (§9) and the whole range on the page', () => {
    const all = (dropdown: boolean) => modelTabCards(many, { dropdown }).find((tab) => tab.tab === "All Vehicles")!;
    expect(all(true).cards).toHaveLength(10);
    expect(all(false).cards).toHaveLength(15);
  });

  it("shows a tab only when a model belongs to it, with Upcoming / All-New labels", () => {
    const tabs = modelTabCards(many, { dropdown: true });
    expect(tabs.map((tab) => tab.tab)).toEqual(["All Vehicles", "Discontinued", "Upcoming"]);
    expect(tabs.find((tab) => tab.tab === "Upcoming")!.cards[0]).toMatchObject({ name: "Next One", label: "Upcoming" });
  });

  it("links each card's Explore and Our Stock", () => {
    const card = modelTabCards(range(), { dropdown: true })[0]!.cards[0]!;
    expect(card).toMatchObject({ name: "RAV4", exploreHref: "/models/toyota-rav4", stockHref: "/search/new-cars?make=Toyota&model=RAV4" });
  });
});

describe("accessoryModels (§3 Accessory model: name, slug, image.url, accessories_count)", () => {
  it("counts each model's accessories and leaves out models without any", () => {
    const withAccessories = range({
      accessories: [
        { name: "Towbar", partNumber: "P1", section: "Fit for Business", fits: ["hilux", "rav4"] },
        { name: "Canopy", partNumber: "P2", section: "Fit for Business", fits: ["hilux"] },
      ],
    });
    expect(accessoryModels(withAccessories).map(({ name, accessories_count }) => [name, accessories_count])).toEqual([
      ["RAV4", 1],
      ["HiLux", 2],
    ]);
    expect(accessoryModels(range())).toEqual([]);
  });
});

describe("modelRangeSchema", () => {
  it("rejects an unknown URL pattern and a malformed slug", () => {
    expect(modelRangeSchema.safeParse({ make: "Toyota", urlPattern: "cars-{slug}", models: [{ name: "A", slug: "a" }] }).success).toBe(false);
    expect(modelRangeSchema.safeParse({ make: "Toyota", models: [{ name: "A", slug: "Not A Slug" }] }).success).toBe(false);
  });
});
