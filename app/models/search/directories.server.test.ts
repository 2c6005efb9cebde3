import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { searchClientFor } from "~/adapters/search/index.server";
import { migratedDatabase, testBackends } from "~/db/testing/databases";
import { buildCar } from "~/models/stock/testing/car-rows";
import { insertCars } from "~/models/stock/write.server";
import { findTenant } from "~/tenants";
import { DIRECTORY_CACHE_SIZE } from "./directories";
import { searchDealershipDirectory, searchManufacturerDirectory } from "./directories.server";
import { buildSearchIndex } from "./search.server";

const tenant = findTenant("meridian-motor-group")!;
const dealership = (slug: string) => tenant.dealerships.find((candidate) => candidate.slug === slug)!;
const location = (dealershipSlug: string) => tenant.locations.find((candidate) => candidate.dealershipSlug === dealershipSlug)!;

/** A listed car of one of Meridian's dealerships. */
const at = (dealershipSlug: string, overrides: Parameters<typeof buildCar>[0] = {}) =>
  buildCar({
    website_id: tenant.id,
    dealership_id: dealership(dealershipSlug).id,
    dealership_slug: dealershipSlug,
    location_id: location(dealershipSlug).id,
    car_type: "new",
    ...overrides,
  });

const mazda = (overrides: Parameters<typeof buildCar>[0] = {}) =>
  at("meridian-mazda", { make: "Mazda", model: "CX-5", simple_body: "SUV", categories: ["Family"], ...overrides });
const kia = (overrides: Parameters<typeof buildCar>[0] = {}) =>
  at("meridian-kia", { make: "Kia", model: "Sportage", simple_body: "SUV", categories: ["Family"], ...overrides });

const now = new Date("2025-06-20T02:00:00Z");
const noFilters = { name: "", body: "", page: 1 };

describe.each(testBackends())("directory searches over the embedded index on $kind", (backend) => {
  const database = migratedDatabase(backend);

  beforeAll(async () => {
    await insertCars(database.db, [
      mazda({ price: 38_990 }),
      mazda({ price: 41_990 }),
      mazda({ model: "BT-50", simple_body: "Ute", categories: ["Work Vehicles", "4x4"], price: 52_990 }),
      kia({ price: 36_490 }),
      kia({ model: "Cerato", simple_body: "Hatch", categories: ["First Car"], price: 0 }),
      kia({ model: "Cerato", simple_body: "Sedan", categories: [], price: 24_990 }),
      kia({ status: "sold", sold_at: new Date("2025-01-01T00:00:00Z") }),
      buildCar({ make: "Toyota", model: "HiLux", simple_body: "Ute" }),
    ]);
    await buildSearchIndex(database.db);
  });
  afterEach(() => vi.restoreAllMocks());

  it("lists the tenant's listed makes with their models and model bodies", async () => {
    const directory = await searchManufacturerDirectory(database.db, tenant, noFilters, now);
    expect(directory).toMatchObject({ page: 1, pageCount: 1, total: 2 });
    expect(directory.makes.map((make) => [make.name, make.count, make.models.map((m) => [m.name, m.count, m.bodies])])).toEqual([
      ["Kia", 3, [["Cerato", 2, ["Hatch", "Sedan"]], ["Sportage", 1, ["SUV"]]]],
      ["Mazda", 3, [["BT-50", 1, ["Ute"]], ["CX-5", 2, ["SUV"]]]],
    ]);
    expect(directory.bodies.map((body) => body.value)).toEqual(["Hatch", "Sedan", "SUV", "Ute"]);
  });

  it("narrows the makes by model body", async () => {
    const directory = await searchManufacturerDirectory(database.db, tenant, { ...noFilters, body: "Ute" }, now);
    expect(directory.makes.map((make) => [make.name, make.count])).toEqual([["Mazda", 1]]);
    expect(directory.makes[0]!.models[0]!.href).toBe("/search/mazda/bt-50?body=Ute");
  });

  it("lists each dealership with its categories, price range and See more link", async () => {
    const directory = await searchDealershipDirectory(database.db, tenant, { category: "", priceRange: "", page: 1 }, now);
    expect(directory.dealerships.map((entry) => entry.slug)).toEqual(tenant.dealerships.map((d) => d.slug));
    const [mazdaEntry, hyundaiEntry, kiaEntry] = directory.dealerships;
    expect(mazdaEntry).toMatchObject({
      stockCount: 3,
      matching: 3,
      priceRange: { min: 38_990, max: 52_990 },
      categories: [
        { name: "Family", count: 2 },
        { name: "4x4", count: 1 },
        { name: "Work Vehicles", count: 1 },
      ],
      searchHref: "/search?refinementList[dealership_slug][0]=meridian-mazda",
    });
    // A car without a price is not the cheapest one.
    expect(kiaEntry).toMatchObject({ stockCount: 3, priceRange: { min: 24_990, max: 36_490 } });
    expect(hyundaiEntry).toMatchObject({ stockCount: 0, priceRange: null, categories: [] });
    expect(directory.categories.map((option) => option.value)).toEqual(["4x4", "Family", "First Car", "Work Vehicles"]);
  });

  it("keeps only the dealerships with cars of the chosen category and price band", async () => {
    const family = await searchDealershipDirectory(database.db, tenant, { category: "Family", priceRange: "", page: 1 }, now);
    expect(family.dealerships.map((entry) => [entry.slug, entry.matching])).toEqual([
      ["meridian-mazda", 2],
      ["meridian-kia", 1],
    ]);

    const band = await searchDealershipDirectory(
      database.db,
      tenant,
      { category: "", priceRange: "$50,000 - $75,000", page: 1 },
      now,
    );
    expect(band.dealerships.map((entry) => entry.slug)).toEqual(["meridian-mazda"]);
    expect(band.priceRanges.map((option) => option.value)).toEqual([
      "$20,000 - $30,000",
      "$30,000 - $40,000",
      "$40,000 - $50,000",
      "$50,000 - $75,000",
    ]);

    const none = await searchDealershipDirectory(database.db, tenant, { category: "Caravans", priceRange: "", page: 1 }, now);
    expect(none).toMatchObject({ dealerships: [], total: 0 });
  });

  const countQueries = () => {
    const search = vi.spyOn(searchClientFor(tenant), "search");
    return () => search.mock.calls.length;
  };
  const byName = (prefix: string) => (i: number) =>
    searchManufacturerDirectory(database.db, tenant, { ...noFilters, name: `${prefix}-${i}` }, now);

  it("holds 10 directory queries: the 11th distinct one evicts the oldest (§9)", async () => {
    const queries = countQueries();
    const query = byName("eviction");
    for (let i = 1; i <= DIRECTORY_CACHE_SIZE; i++) await query(i);
    const afterTen = queries();
    await query(DIRECTORY_CACHE_SIZE);
    expect(queries()).toBe(afterTen);

    await query(DIRECTORY_CACHE_SIZE + 1);
    const afterEleven = queries();
    expect(afterEleven).toBeGreaterThan(afterTen);
    await query(DIRECTORY_CACHE_SIZE + 1);
    await query(2);
    expect(queries()).toBe(afterEleven);
    await query(1);
    expect(queries()).toBeGreaterThan(afterEleven);
  });

  it("counts a cached query as used, so the least recently used one goes first", async () => {
    const queries = countQueries();
    const query = byName("recency");
    for (let i = 1; i <= DIRECTORY_CACHE_SIZE; i++) await query(i);
    await query(1);
    await query(DIRECTORY_CACHE_SIZE + 1);
    const before = queries();
    await query(1);
    expect(queries()).toBe(before);
    await query(2);
    expect(queries()).toBeGreaterThan(before);
  });
});
