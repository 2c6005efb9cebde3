import { algoliasearch } from "algoliasearch";
import { describe, expect, it } from "vitest";
import { findTenant, tenants } from "~/tenants";
import type { Tenant } from "~/tenants/schema";
import { createEngineClient, createEngineRequester, SearchEngine, type SearchResponse } from "~/adapters/search/engine";
import { unlistedAt } from "~/models/car/listing";
import { realPrice, type CarRecord } from "./records";
import { buildFilters, buildHitsRequest, buildSearchRequests, mergeSearchResponses, realPriceFilter } from "./request";
import { primarySettings, replicaSettings } from "./settings";
import { emptySearchState, type SearchState } from "./state";

const NOW = new Date("2026-11-22T10:00:00Z");
const nowSeconds = NOW.getTime() / 1000;
const DAY = 86_400;

const toyota = findTenant("wattle-ridge-toyota")!;
const group = findTenant("meridian-motor-group")!;

let nextId = 1;
function car(tenant: Tenant, overrides: Partial<CarRecord> = {}): CarRecord {
  const id = nextId++;
  const record = {
    objectID: String(id),
    id,
    tenant_slug: tenant.slug,
    slug: `car-${id}`,
    name: `2022 Toyota Corolla ${id}`,
    make: "Toyota",
    model: "Corolla",
    make_model: "Toyota Corolla",
    car_type: "used",
    status: "in_stock",
    price: 20_000 + id,
    km: 30_000,
    year: 2022,
    show_on_dealer_website: true,
    custom_rank: id,
    created_at: nowSeconds - id * 1000,
    sold_at: null,
    dealership_slug: tenant.dealerships[0]!.slug,
    ...overrides,
  } as CarRecord;
  // As toCarRecord derives them: the price sorts rank by real_price, the preset filters on unlisted_at.
  return { ...record, real_price: realPrice(record.price), unlisted_at: unlistedAt(record) };
}

const records: CarRecord[] = [
  car(toyota),
  car(toyota, { make: "Mazda", model: "CX-5", make_model: "Mazda CX-5", name: "2021 Mazda CX-5" }),
  car(toyota, { status: "coming_soon" }),
  car(toyota, { status: "sold", sold_at: nowSeconds - 1 * DAY }),
  // Sold 10 days ago: outside the 3-day window of vehicle-page §4.
  car(toyota, { status: "sold", sold_at: nowSeconds - 10 * DAY }),
  car(toyota, { show_on_dealer_website: false }),
  car(toyota, { make: 'Toy"ota', make_model: 'Toy"ota X' }),
  car(group, { make: "Toyota" }),
  car(group, { make: "Mazda", model: "CX-5" }),
];
const listedToyotaIds = ["1", "2", "3", "4", "7"];

const engine = new SearchEngine();
engine.setIndex("Car_production", primarySettings("Car_production"), records as never, replicaSettings("Car_production"));
const client = algoliasearch("embedded", "embedded-search", { requester: createEngineRequester(engine) });

async function run(state: SearchState, tenant: Tenant = toyota) {
  const requests = buildSearchRequests(state, tenant, NOW);
  const { results } = await client.search({ requests });
  return mergeSearchResponses(results as unknown as SearchResponse[]);
}

function stateWith(changes: Partial<SearchState>): SearchState {
  return { ...emptySearchState(), ...changes };
}

describe("the tenant's base stock preset", () => {
  it("lists in stock, coming soon and recently sold cars of the tenant only (preset 3)", async () => {
    const result = await run(emptySearchState());
    expect(result.hits.map((hit) => String(hit.id)).sort()).toEqual(listedToyotaIds);
  });

  const HOSTILE = [
    '" OR tenant_slug:"meridian-motor-group',
    "Toyota) OR (tenant_slug:meridian-motor-group",
    "Toyota OR NOT make:Toyota",
    "NOT",
    "\\",
    '\\" OR show_on_dealer_website:false OR make:"',
    "') OR ('",
    "x".repeat(5000),
    'Toy"ota',
    "*",
    "make:Toyota",
    "(((",
  ];

  for (const value of HOSTILE) {
    it(`holds against the refinement value ${JSON.stringify(value.slice(0, 40))}`, async () => {
      for (const state of [
        stateWith({ refinements: { make: [value] } }),
        stateWith({ refinements: { make: ["Toyota", value], colour: [value] } }),
        stateWith({ query: value }),
        stateWith({ refinements: { dealership_slug: [value] }, ranges: { price: { min: 0 } } }),
      ]) {
        const result = await run(state);
        for (const hit of result.hits) {
          expect(listedToyotaIds, JSON.stringify(state).slice(0, 200)).toContain(String(hit.id));
        }
        expect(result.nbHits).toBeLessThanOrEqual(listedToyotaIds.length);
      }
    });
  }

  it("matches a value with a quote in it literally", async () => {
    const result = await run(stateWith({ refinements: { make: ['Toy"ota'] } }));
    expect(result.hits.map((hit) => String(hit.id))).toEqual(["7"]);
  });
});

describe('base stock filters that exclude "makes or stock numbers" (search-journey §9)', () => {
  // Case differs from the stock's on purpose: the index compares facet values without case.
  const excluding: Tenant = {
    ...toyota,
    search: { ...toyota.search, excludedMakes: ["mazda"], excludedStockNumbers: ["wr-0003"] },
  };
  const stock: CarRecord[] = [
    car(toyota, { stocknum: "WR-0001" }),
    car(toyota, { stocknum: "WR-0002", make: "Mazda", model: "CX-5", make_model: "Mazda CX-5" }),
    car(toyota, { stocknum: "WR-0003" }),
    car(toyota, { stocknum: null }),
    car(toyota, { stocknum: "WR-0005", make: "Kia", model: "Sportage", make_model: "Kia Sportage" }),
  ];
  const [kept, mazda, excludedStocknum, withoutStocknum, kia] = stock.map((record) => record.objectID);
  const exclusionEngine = new SearchEngine();
  exclusionEngine.setIndex("Car_production", primarySettings("Car_production"), stock as never, replicaSettings("Car_production"));
  const exclusionClient = algoliasearch("embedded", "embedded-search", { requester: createEngineRequester(exclusionEngine) });
  async function runExcluding(state: SearchState, tenant: Tenant = excluding) {
    const { results } = await exclusionClient.search({ requests: buildSearchRequests(state, tenant, NOW) });
    return mergeSearchResponses(results as unknown as SearchResponse[]);
  }
  const ids = (result: { hits: { id: number }[] }) => result.hits.map((hit) => String(hit.id)).sort();

  it("leaves the excluded make and stock number out of the results", async () => {
    expect(ids(await runExcluding(emptySearchState()))).toEqual([kept, withoutStocknum, kia].sort());
    expect(ids(await runExcluding(emptySearchState(), toyota))).toEqual(
      [kept, mazda, excludedStocknum, withoutStocknum, kia].sort(),
    );
  });

  it("counts facets over the same cars the results list", async () => {
    const result = await runExcluding(emptySearchState());
    expect(result.nbHits).toBe(3);
    expect(result.facets.make).toEqual({ Toyota: 2, Kia: 1 });
    expect(Object.values(result.facets.car_type ?? {}).reduce((a, b) => a + b, 0)).toBe(result.nbHits);
  });

  it("holds when the shopper asks for the excluded make, by refinement or by text", async () => {
    const refined = await runExcluding(stateWith({ refinements: { make: ["Mazda"] } }));
    expect(refined.nbHits).toBe(0);
    // The make's own facet query leaves the make refinement out, never the exclusion.
    expect(refined.facets.make).toEqual({ Toyota: 2, Kia: 1 });
    expect((await runExcluding(stateWith({ query: "mazda" }))).nbHits).toBe(0);
    expect((await runExcluding(stateWith({ query: "WR-0003" }))).nbHits).toBe(0);
  });

  it("writes each exclusion as a single NOT condition at the top level, as Algolia's filters accept", () => {
    const { filters } = buildSearchRequests(emptySearchState(), excluding, NOW)[0]!;
    expect(filters).toContain(' AND NOT make:"mazda"');
    expect(filters).toContain(' AND NOT stocknum:"wr-0003"');
    // Algolia: "Don't use parentheses to negate a group of expressions".
    expect(filters).not.toMatch(/NOT \(/);
    expect(buildSearchRequests(emptySearchState(), toyota, NOW)[0]!.filters).not.toContain("NOT");
  });

  it("quotes an excluded value so it cannot change the filter", async () => {
    const hostile: Tenant = { ...toyota, search: { ...toyota.search, excludedMakes: ['x" OR make:"Mazda'] } };
    expect(ids(await runExcluding(emptySearchState(), hostile))).toEqual(
      [kept, mazda, excludedStocknum, withoutStocknum, kia].sort(),
    );
  });
});

describe("disjunctive faceting", () => {
  it("keeps the counts of a refined facet's other values", async () => {
    const result = await run(stateWith({ refinements: { make: ["Mazda"] } }));
    expect(result.nbHits).toBe(1);
    expect(result.facets.make).toEqual({ Toyota: 3, Mazda: 1, 'Toy"ota': 1 });
  });

  it("narrows other facets by the refinement", async () => {
    const result = await run(stateWith({ refinements: { make: ["Mazda"] } }));
    expect(result.facets.model).toEqual({ "CX-5": 1 });
  });

  it("sends one facet query per refined list", () => {
    const requests = buildSearchRequests(
      stateWith({ refinements: { make: ["Mazda"], colour: ["Red"] } }),
      toyota,
      NOW,
    );
    expect(requests).toHaveLength(3);
    expect(requests.slice(1).map((request) => request.facets)).toEqual([["make"], ["colour"]]);
    expect(requests[1]!.filters).not.toContain("make:");
    expect(requests[1]!.hitsPerPage).toBe(0);
  });

  it("leaves to their own queries the counts of refined lists and the bounds of chosen ranges", () => {
    const [main] = buildSearchRequests(
      stateWith({ refinements: { make: ["Mazda"] }, ranges: { price: { min: 10_000 } } }),
      toyota,
      NOW,
    );
    expect(main!.facets).not.toContain("make");
    expect(main!.facets).not.toContain("price");
    expect(main!.facets).toContain("model");
    expect(main!.facets).toContain("km");
  });

  it("gives a chosen range the bounds of the search without it", async () => {
    const result = await run(stateWith({ ranges: { price: { min: 10_000 } } }));
    const unbounded = await run(emptySearchState());
    expect(result.facetsStats.price).toEqual(unbounded.facetsStats.price);
  });
});

describe("a featured list's search (similar cars)", () => {
  it("asks one query for the first hits, with the same filters and no facet counts", async () => {
    const state = stateWith({ refinements: { make: ["Toyota"] } });
    const request = buildHitsRequest(state, toyota, NOW, 2);
    expect(request.filters).toBe(buildSearchRequests(state, toyota, NOW)[0]!.filters);
    const { results } = await client.search({ requests: [request] });
    const [response] = results as unknown as SearchResponse[];
    expect(response!.hits.map((hit) => hit.objectID)).toHaveLength(2);
    expect(response!.facets ?? {}).toEqual({});
  });
});

describe("sorting and ranges", () => {
  it("sorts by price on the price replica", async () => {
    const result = await run(stateWith({ sortBy: "price_desc" }));
    const prices = result.hits.map((hit) => hit.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it("applies an open-ended price range", async () => {
    const result = await run(stateWith({ ranges: { price: { min: 20_003 } } }));
    expect(result.hits.every((hit) => hit.price >= 20_003)).toBe(true);
    expect(result.nbHits).toBe(3);
  });

  it("reports facet stats for the sliders", async () => {
    const result = await run(emptySearchState());
    expect(result.facetsStats.price).toMatchObject({ min: 20_001, max: 20_007 });
  });
});

describe("slider bounds", () => {
  it("come from a query without the chosen range, so a range can be widened again", async () => {
    const result = await run(stateWith({ ranges: { price: { max: 20_003 } } }));
    expect(result.hits.every((hit) => hit.price <= 20_003)).toBe(true);
    expect(result.facetsStats.price).toMatchObject({ min: 20_001, max: 20_007 });
  });

  it("still narrow by the other refinements", async () => {
    const result = await run(stateWith({ refinements: { make: ["Mazda"] }, ranges: { price: { min: 1 } } }));
    expect(result.facetsStats.price).toMatchObject({ min: 20_002, max: 20_002 });
  });
});

describe("cars without a real price (vehicle-page §4: price 10 or less) in price searches", () => {
  const noPrice = (price: number, overrides: Partial<CarRecord> = {}) => car(toyota, { price, ...overrides });
  const stock: CarRecord[] = [
    car(toyota, { price: 24_000 }),
    noPrice(0),
    car(toyota, { price: 11 }),
    noPrice(10, { preorder: true }),
    car(toyota, { price: 8_500 }),
    noPrice(1),
    car(toyota, { price: 31_000 }),
  ];
  const priceEngine = new SearchEngine();
  priceEngine.setIndex("Car_production", primarySettings("Car_production"), stock as never, replicaSettings("Car_production"));
  const priceClient = algoliasearch("embedded", "embedded-search", { requester: createEngineRequester(priceEngine) });
  const search = async (state: SearchState, tenant: Tenant = toyota) => {
    const { results } = await priceClient.search({ requests: buildSearchRequests(state, tenant, NOW) });
    return mergeSearchResponses(results as unknown as SearchResponse[]).hits.map((hit) => hit.price);
  };
  const onlyPriced: Tenant = { ...toyota, search: { ...toyota.search, lowestPriceOnlyPriced: true } };

  it("Lowest price lists the cars with a real price first, cheapest first, and the ones without last", async () => {
    const prices = await search(stateWith({ sortBy: "price_asc" }));
    expect(prices.slice(0, 4)).toEqual([11, 8_500, 24_000, 31_000]);
    expect([...prices.slice(4)].sort((a, b) => a - b)).toEqual([0, 1, 10]);
  });

  it("Highest price keeps them last too", async () => {
    const prices = await search(stateWith({ sortBy: "price_desc" }));
    expect(prices.slice(0, 4)).toEqual([31_000, 24_000, 8_500, 11]);
    expect(prices.slice(4).every((price) => price <= 10)).toBe(true);
  });

  it("a max price (price=:30000) never lists a car without a real price", async () => {
    expect([...(await search(stateWith({ ranges: { price: { max: 30_000 } } })))].sort((a, b) => a - b)).toEqual([
      11, 8_500, 24_000,
    ]);
    expect(await search(stateWith({ ranges: { price: { min: 0, max: 30_000 } } }))).toHaveLength(3);
    expect(await search(stateWith({ ranges: { price: { min: 10_000 } } }))).toHaveLength(2);
  });

  it('leaves them out of Lowest price on a tenant that asks ("price above 0 on some tenants", §9)', async () => {
    expect(await search(stateWith({ sortBy: "price_asc" }), onlyPriced)).toEqual([11, 8_500, 24_000, 31_000]);
    // Other orders still list every car.
    expect(await search(stateWith({ sortBy: "price_desc" }), onlyPriced)).toHaveLength(stock.length);
  });

  it("adds the price condition only where it changes something", () => {
    expect(realPriceFilter(stateWith({}), toyota)).toBeNull();
    expect(realPriceFilter(stateWith({ ranges: { price: { max: 30_000 } } }), toyota)).toBe("price > 10");
    expect(realPriceFilter(stateWith({ ranges: { price: { min: 10 } } }), toyota)).toBe("price > 10");
    // A min above 10 already keeps them out: the filter string stays as it was.
    expect(realPriceFilter(stateWith({ ranges: { price: { min: 10_000 } } }), toyota)).toBeNull();
    expect(realPriceFilter(stateWith({ sortBy: "price_asc" }), toyota)).toBeNull();
    expect(realPriceFilter(stateWith({ sortBy: "price_asc" }), onlyPriced)).toBe("price > 10");
  });

  it("leaves the price slider's bounds query without it, so the slider spans the same cars either way", () => {
    const state = stateWith({ ranges: { price: { max: 30_000 } } });
    expect(buildFilters(state, toyota, NOW)).toContain("price > 10");
    expect(buildFilters(state, toyota, NOW, "price")).not.toContain("price > 10");
  });
});

describe("the engine's in-process client (decision 041)", () => {
  const direct = createEngineClient(engine);
  const states = [
    emptySearchState(),
    stateWith({ refinements: { make: ["Mazda"], colour: ["Red"] } }),
    stateWith({ query: "corolla", ranges: { price: { min: 10_000 } }, sortBy: "price_desc" }),
    stateWith({ page: 2 }),
  ];

  it("answers a search page's requests as the official client does over the REST requester", async () => {
    // The time each answer took is the one field two runs need not share.
    const untimed = ({ results }: { results: unknown[] }) => ({
      results: results.map((result) => ({ ...(result as SearchResponse), processingTimeMS: 0 })),
    });
    for (const state of states) {
      const requests = buildSearchRequests(state, toyota, NOW);
      expect(untimed(await direct.search({ requests })), JSON.stringify(state)).toEqual(
        untimed(await client.search({ requests })),
      );
    }
  });

  it("answers object fetches the same way, missing objects as null", async () => {
    const requests = ["1", "7", "no-such-car"].map((objectID) => ({ indexName: "Car_production", objectID }));
    expect(await direct.getObjects({ requests })).toEqual(await client.getObjects({ requests }));
  });

  it("rejects a request the engine cannot read with its status, as the client does", async () => {
    const requests = [{ indexName: "Car_production", filters: "make:(" }];
    await expect(client.search({ requests })).rejects.toMatchObject({ status: 400 });
    await expect(direct.search({ requests })).rejects.toMatchObject({ status: 400 });
  });
});

/**
 * What Algolia's filters take (its guide "Combining boolean operators"): ANDs of conditions
 * and of parenthesised ORs of conditions; no AND inside an OR, no parentheses around ANDs, NOT
 * before a single condition only. The embedded engine reads more than that, so this holds
 * the app to what the hosted adapter can send.
 */
function algoliaFilterProblems(filter: string): string[] {
  const splitOutside = (text: string, separator: string) => {
    const parts: string[] = [];
    let depth = 0;
    let quoted = false;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const char = text[i]!;
      if (quoted) {
        if (char === "\\") i++;
        else if (char === '"') quoted = false;
      } else if (char === '"') quoted = true;
      else if (char === "(") depth++;
      else if (char === ")") depth--;
      else if (depth === 0 && text.startsWith(separator, i)) {
        parts.push(text.slice(start, i));
        start = i + separator.length;
        i += separator.length - 1;
      }
    }
    parts.push(text.slice(start));
    return parts;
  };
  const unquoted = (text: string) => text.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  const atomProblem = (atom: string) => {
    const bare = unquoted(atom).replace(/^NOT /, "");
    return /[()]| AND | OR |\bNOT\b/.test(bare) ? `not one condition: ${atom}` : null;
  };
  const problems: string[] = [];
  for (const part of splitOutside(filter, " AND ")) {
    if (part.startsWith("(")) {
      const inner = part.slice(1, -1);
      if (!part.endsWith(")") || /[()]/.test(unquoted(inner))) problems.push(`nested parentheses: ${part}`);
      else if (splitOutside(inner, " AND ").length > 1) problems.push(`AND inside parentheses: ${part}`);
      else for (const atom of splitOutside(inner, " OR ")) problems.push(...[atomProblem(atom)].filter((p): p is string => p !== null));
    } else {
      const problem = atomProblem(part);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

describe("filters in the form hosted Algolia takes", () => {
  it("finds the forms Algolia refuses", () => {
    expect(algoliaFilterProblems('(a:1 OR (b:2 AND c:3))')).not.toEqual([]);
    expect(algoliaFilterProblems('(a:1 AND (b:2 OR c:3))')).not.toEqual([]);
    expect(algoliaFilterProblems("NOT (a:1 OR b:2)")).not.toEqual([]);
    expect(algoliaFilterProblems('a:1 AND (b:"x AND (y)" OR c:3) AND NOT d:"e" AND price >= 5')).toEqual([]);
  });

  const states = [
    emptySearchState(),
    stateWith({ refinements: { make: ["Toyota", "Mazda"], body: ["SUV"], car_type: ["used", "demo"] } }),
    stateWith({ ranges: { price: { min: 10_000, max: 30_000 }, km: { max: 50_000 } }, sortBy: "price_asc" }),
    stateWith({ query: "hilux sr5", ranges: { price: { max: 30_000 } }, refinements: { colour: ['Toy"ota (AND) OR'] } }),
  ];

  for (const preset of [1, 2, 3, 4]) {
    it(`holds under stock preset ${preset} for every tenant, with excluded makes and stock numbers`, () => {
      for (const base of tenants) {
        const tenant = {
          ...base,
          search: { ...base.search, stockPreset: preset, excludedMakes: ["Suzuki"], excludedStockNumbers: ["U1", "X (2)"] },
        } as Tenant;
        for (const state of states) {
          const requests = [...buildSearchRequests(state, tenant, NOW), buildHitsRequest(state, tenant, NOW, 4)];
          for (const request of requests) expect(algoliaFilterProblems(request.filters), request.filters).toEqual([]);
        }
      }
    });
  }
});

