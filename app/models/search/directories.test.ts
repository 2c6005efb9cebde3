import { describe, expect, it } from "vitest";
import { findTenant } from "~/tenants";
import { toPublicTenant } from "~/tenants/public";
import {
  bodyOptions,
  categoryOptions,
  dealershipEmptyText,
  DIRECTORY_PAGE_SIZE,
  directoryDealership,
  directoryHref,
  directoryPageData,
  dealershipSearchHref,
  manufacturerDirectory,
  manufacturerEmptyText,
  matchingDealerships,
  paginate,
  parseDealershipFilters,
  parseManufacturerFilters,
  priceBandFloor,
  priceBandOptions,
  stockCountLabel,
  type ManufacturerFacets,
  type ManufacturerFilters,
} from "./directories";
import { describeLanding, parseLandingPath } from "./landing";
import { parseSearchState } from "./state";

const facets: ManufacturerFacets = {
  make: { Toyota: 12, Mazda: 5, "Land Rover": 2, Lotus: 1, "Lotus Caravans": 3 },
  make_model: {
    "Toyota HiLux": 7,
    "Toyota Corolla": 5,
    "Mazda CX-5": 5,
    "Land Rover Defender": 2,
    "Lotus Emira": 1,
    "Lotus Caravans Trekka": 3,
  },
  simple_body: { Ute: 5, "Cab Chassis": 2, Hatch: 3, Sedan: 2, SUV: 7, Caravan: 3, Coupe: 1 },
  makeModelByBody: {
    Ute: { "Toyota HiLux": 5 },
    "Cab Chassis": { "Toyota HiLux": 2 },
    Hatch: { "Toyota Corolla": 3 },
    Sedan: { "Toyota Corolla": 2 },
    SUV: { "Mazda CX-5": 5, "Land Rover Defender": 2 },
    Caravan: { "Lotus Caravans Trekka": 3 },
    Coupe: { "Lotus Emira": 1 },
  },
};
const filters = (change: Partial<ManufacturerFilters> = {}): ManufacturerFilters => ({
  name: "",
  body: "",
  page: 1,
  ...change,
});

describe("the manufacturer/model directory (search-journey §2, §7)", () => {
  it("lists every make A to Z with its count, logo and models with their bodies", () => {
    const makes = manufacturerDirectory(facets, filters());
    expect(makes.map((make) => [make.name, make.count])).toEqual([
      ["Land Rover", 2],
      ["Lotus", 1],
      ["Lotus Caravans", 3],
      ["Mazda", 5],
      ["Toyota", 12],
    ]);
    const toyota = makes.find((make) => make.name === "Toyota")!;
    expect(toyota.logoUrl).toBe("/makes/toyota.svg");
    expect(toyota.href).toBe("/search/toyota");
    expect(toyota.models).toEqual([
      { name: "Corolla", count: 5, bodies: ["Hatch", "Sedan"], href: "/search/toyota/corolla" },
      { name: "HiLux", count: 7, bodies: ["Ute", "Cab Chassis"], href: "/search/toyota/hilux" },
    ]);
  });

  it("gives a model to the longest make it starts with", () => {
    const makes = manufacturerDirectory(facets, filters());
    expect(makes.find((make) => make.name === "Lotus")!.models.map((model) => model.name)).toEqual(["Emira"]);
    expect(makes.find((make) => make.name === "Lotus Caravans")!.models.map((model) => model.name)).toEqual(["Trekka"]);
  });

  it("links each model to a search landing that finds it", () => {
    const tenant = toPublicTenant(findTenant("meridian-motor-group")!);
    for (const make of manufacturerDirectory(facets, filters())) {
      for (const model of make.models) {
        const landing = describeLanding(parseLandingPath(model.href.replace(/^\/search\/?/, ""))!, tenant, facets);
        expect(landing?.refinements, model.href).toEqual({ make: [make.name], model: [model.name] });
      }
    }
  });

  it("filters on the manufacturer name, keeping all its models", () => {
    const makes = manufacturerDirectory(facets, filters({ name: "toy" }));
    expect(makes.map((make) => make.name)).toEqual(["Toyota"]);
    expect(makes[0]!.models).toHaveLength(2);
  });

  it("filters on the model name, keeping only matching models and their count", () => {
    const makes = manufacturerDirectory(facets, filters({ name: "hilux" }));
    expect(makes.map((make) => [make.name, make.count, make.models.map((model) => model.name)])).toEqual([
      ["Toyota", 7, ["HiLux"]],
    ]);
  });

  it("filters on the model body, counting only that body and linking to it", () => {
    const makes = manufacturerDirectory(facets, filters({ body: "SUV" }));
    expect(makes.map((make) => [make.name, make.count])).toEqual([
      ["Land Rover", 2],
      ["Mazda", 5],
    ]);
    expect(makes[1]!.models[0]!.href).toBe("/search/mazda/cx-5?body=SUV");
    expect(makes[1]!.href).toBe("/search/mazda?body=SUV");

    const utes = manufacturerDirectory(facets, filters({ body: "Ute" }));
    expect(utes.map((make) => [make.name, make.count, make.models[0]!.count])).toEqual([["Toyota", 5, 5]]);
  });

  it("finds nothing for a name no make or model has", () => {
    expect(manufacturerDirectory(facets, filters({ name: "Trabant" }))).toEqual([]);
  });

  it("offers the bodies A to Z, keeping a chosen body that has no cars", () => {
    expect(bodyOptions(facets.simple_body, "").map((option) => option.value)).toEqual([
      "Cab Chassis",
      "Caravan",
      "Coupe",
      "Hatch",
      "Sedan",
      "SUV",
      "Ute",
    ]);
    expect(bodyOptions({ SUV: 2 }, "Van")).toEqual([
      { value: "SUV", label: "SUV", count: 2, refined: false },
      { value: "Van", label: "Van", count: 0, refined: true },
    ]);
  });

  it("reads its filters from the URL, trimmed, page 1 when absent or bad", () => {
    expect(parseManufacturerFilters(new URLSearchParams("name=+Hilux+&body=Ute&page=3"))).toEqual({
      name: "Hilux",
      body: "Ute",
      page: 3,
    });
    expect(parseManufacturerFilters(new URLSearchParams("page=abc")).page).toBe(1);
    expect(parseManufacturerFilters(new URLSearchParams(`name=${"x".repeat(500)}`)).name).toHaveLength(100);
  });
});

describe("directory pages (search-journey §9: 21 per page)", () => {
  const items = Array.from({ length: 50 }, (_, i) => i + 1);

  it("pages 21 at a time", () => {
    expect(DIRECTORY_PAGE_SIZE).toBe(21);
    expect(paginate(items, 1)).toMatchObject({ page: 1, pageCount: 3, total: 50 });
    expect(paginate(items, 1).items).toHaveLength(21);
    expect(paginate(items, 3).items).toEqual([43, 44, 45, 46, 47, 48, 49, 50]);
  });

  it("shows the last page for a page past the end, and one empty page for nothing", () => {
    expect(paginate(items, 9).page).toBe(3);
    expect(paginate([], 2)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it("writes page only when it is past 1, and no empty filters", () => {
    expect(directoryHref("/manufacturers", { name: "", body: "SUV", page: 1 })).toBe("/manufacturers?body=SUV");
    expect(directoryHref("/manufacturers", { name: "land rover", body: "", page: 2 })).toBe(
      "/manufacturers?name=land+rover&page=2",
    );
    expect(directoryHref("/dealerships", { category: "", price_range: "", page: 1 })).toBe("/dealerships");
  });

  it("gives a directory page the canonical link of its filters and page", () => {
    const data = directoryPageData({
      path: "/manufacturers",
      origin: "https://www.example.com.au",
      dealerName: "Example Motors",
      filters: { name: "", body: "SUV", page: 2 },
      filterValues: { name: "", body: "SUV" },
      directory: { page: 2, pageCount: 3, total: 50 },
      description: "Every make and model.",
    });
    expect(data.canonical).toBe("https://www.example.com.au/manufacturers?body=SUV&page=2");
    expect(data).toMatchObject({ dealerName: "Example Motors", filterValues: { body: "SUV" } });
  });
});

describe("the dealership/category directory (search-journey §2, §7)", () => {
  const tenant = findTenant("meridian-motor-group")!;

  it("links See more from this dealer in the spec's format, which the search reads", () => {
    const href = dealershipSearchHref("/search", "meridian-kia");
    expect(href).toBe("/search?refinementList[dealership_slug][0]=meridian-kia");
    const state = parseSearchState(new URL(href, "http://localhost").searchParams, tenant);
    expect(state.refinements).toEqual({ dealership_slug: ["meridian-kia"] });
  });

  it("lists every dealership when nothing is chosen, only those with matching cars otherwise", () => {
    const counts = { "meridian-mazda": 40, "meridian-kia": 12 };
    const all = matchingDealerships(tenant.dealerships, counts, { category: "", priceRange: "", page: 1 });
    expect(all.map((match) => [match.dealership.slug, match.matching])).toEqual([
      ["meridian-mazda", 40],
      ["meridian-hyundai", 0],
      ["meridian-kia", 12],
      ["meridian-volkswagen", 0],
      ["meridian-mitsubishi", 0],
      ["meridian-jeep", 0],
    ]);
    const family = matchingDealerships(tenant.dealerships, counts, { category: "Family", priceRange: "", page: 1 });
    expect(family.map((match) => match.dealership.slug)).toEqual(["meridian-mazda", "meridian-kia"]);
  });

  it("orders price bands from the cheapest, whatever their counts", () => {
    expect(priceBandFloor("Under $10,000")).toBe(0);
    expect(priceBandFloor("$10,000 - $20,000")).toBe(10_000);
    expect(priceBandFloor("$100,000+")).toBe(100_000);
    const options = priceBandOptions({ "$100,000+": 9, "$20,000 - $30,000": 50, "Under $10,000": 3 }, "");
    expect(options.map((option) => option.value)).toEqual(["Under $10,000", "$20,000 - $30,000", "$100,000+"]);
  });

  it("offers categories A to Z, keeping the chosen one", () => {
    expect(categoryOptions({ Family: 3, "4x4": 2 }, "Hybrid").map((option) => [option.value, option.refined])).toEqual([
      ["4x4", false],
      ["Family", false],
      ["Hybrid", true],
    ]);
  });

  it("reads its filters from the URL", () => {
    expect(parseDealershipFilters(new URLSearchParams("category=Family&price_range=%2420%2C000+-+%2430%2C000&page=2"))).toEqual({
      category: "Family",
      priceRange: "$20,000 - $30,000",
      page: 2,
    });
  });

  it("describes a dealership with its locations, categories by count and price range", () => {
    const kia = tenant.dealerships.find((dealership) => dealership.slug === "meridian-kia")!;
    const entry = directoryDealership(
      { dealership: kia, matching: 12 },
      tenant.locations,
      { count: 30, categories: { Family: 4, "Electric Vehicles": 9 }, price: { min: 18990.5, max: 71990 } },
      "/search",
    );
    expect(entry).toMatchObject({
      slug: "meridian-kia",
      matching: 12,
      stockCount: 30,
      categories: [
        { name: "Electric Vehicles", count: 9 },
        { name: "Family", count: 4 },
      ],
      priceRange: { min: 18991, max: 71990 },
      searchHref: "/search?refinementList[dealership_slug][0]=meridian-kia",
    });
    expect(entry.locations.length).toBeGreaterThan(0);
    expect(entry.locations.every((location) => tenant.locations.some((l) => l.slug === location.slug && l.dealershipSlug === "meridian-kia"))).toBe(true);
  });

  it("counts stock in the dealer's own noun", () => {
    expect(stockCountLabel(1, { stockNoun: "caravans", vehicleType: "caravan" })).toBe("1 caravan");
    expect(stockCountLabel(1204, { stockNoun: "cars", vehicleType: "car" })).toBe("1,204 cars");
  });
});

describe("directory empty states", () => {
  it("say which filters found nothing", () => {
    expect(manufacturerEmptyText({ name: "Trabant", body: "", page: 1 })).toBe("No makes or models match “Trabant”.");
    expect(manufacturerEmptyText({ name: "Trabant", body: "SUV", page: 1 })).toBe(
      "No makes or models match “Trabant” with the SUV body type.",
    );
    expect(dealershipEmptyText({ category: "Family", priceRange: "$20,000 - $30,000", page: 1 }, { stockNoun: "cars" })).toBe(
      "No dealerships match: none has Family cars priced $20,000 - $30,000.",
    );
    expect(dealershipEmptyText({ category: "", priceRange: "Under $10,000", page: 1 }, { stockNoun: "caravans" })).toBe(
      "No dealerships match: none has caravans priced under $10,000.",
    );
  });
});
