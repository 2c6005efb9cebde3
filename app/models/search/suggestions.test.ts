import { algoliasearch } from "algoliasearch";
import { describe, expect, it } from "vitest";
import { createEngineRequester, SearchEngine } from "~/adapters/search/engine";
import { unlistedAt } from "~/models/car/listing";
import { findTenant } from "~/tenants";
import type { Tenant } from "~/tenants/schema";
import { realPrice, type CarRecord } from "./records";
import { primarySettings, replicaSettings } from "./settings";
import { emptySearchState, type SearchState } from "./state";
import {
  buildSuggestionRequests,
  MAX_SUGGESTIONS,
  rankSuggestions,
  stateWithSuggestion,
  suggestQuery,
  type FacetHit,
} from "./suggestions";

const NOW = new Date("2026-11-22T10:00:00Z");
const toyota = findTenant("wattle-ridge-toyota")!;
const group = findTenant("meridian-motor-group")!;

const none: FacetHit[] = [];
const labels = (suggestions: ReturnType<typeof rankSuggestions>) => suggestions.map(({ kind, label }) => `${kind}:${label}`);

describe("rankSuggestions", () => {
  it("puts what was typed first, then what starts with it, then a later word's match, most cars first within each", () => {
    const suggestions = rankSuggestions(
      "cruiser",
      {
        make: none,
        model: [
          { value: "Toyota LandCruiser Prado", count: 40 },
          { value: "Toyota Cruiser", count: 2 },
          { value: "Toyota CruiserX", count: 5 },
        ],
        body: none,
      },
      ["Toyota"],
    );
    expect(labels(suggestions)).toEqual(["model:Toyota Cruiser", "model:Toyota CruiserX", "model:Toyota LandCruiser Prado"]);
  });

  it("matches models written apart or hyphenated as typed together, and makes before models before bodies on equal counts", () => {
    const suggestions = rankSuggestions(
      "cx5",
      { make: none, model: [{ value: "Mazda CX-5", count: 3 }, { value: "Mazda CX-50", count: 9 }], body: none },
      ["Mazda"],
    );
    expect(labels(suggestions)).toEqual(["model:Mazda CX-5", "model:Mazda CX-50"]);
    const tied = rankSuggestions(
      "s",
      { make: [{ value: "Subaru", count: 4 }], model: [{ value: "Kia Sportage", count: 4 }], body: [{ value: "SUV", count: 4 }] },
      ["Kia"],
    );
    expect(labels(tied)).toEqual(["make:Subaru", "model:Kia Sportage", "body:SUV"]);
  });

  it("carries each suggestion's count and the refinements it adds, a model's make told by the longest make it starts with", () => {
    const [defender] = rankSuggestions(
      "defender",
      { make: none, model: [{ value: "Land Rover Defender", count: 7 }], body: none },
      ["Land", "Land Rover"],
    );
    expect(defender).toEqual({
      kind: "model",
      label: "Land Rover Defender",
      count: 7,
      refinements: { make: "Land Rover", model: "Defender" },
    });
    expect(
      rankSuggestions("ute", { make: none, model: none, body: [{ value: "Ute", count: 12 }] }, [])[0],
    ).toMatchObject({ count: 12, refinements: { body: "Ute" } });
  });

  it("suggests nothing with no cars, no model whose make is unknown, and at most the list's length", () => {
    expect(rankSuggestions("zz", { make: [{ value: "Zzz", count: 0 }], model: [{ value: "Odd One", count: 3 }], body: none }, [])).toEqual([]);
    const many = Array.from({ length: 20 }, (_, i) => ({ value: `Make${i}`, count: i + 1 }));
    expect(rankSuggestions("make", { make: many, model: none, body: none }, [])).toHaveLength(MAX_SUGGESTIONS);
  });
});

describe("suggestQuery and stateWithSuggestion", () => {
  it("takes the typed text trimmed, and nothing from blank text", () => {
    expect(suggestQuery("  land   cruiser ")).toBe("land cruiser");
    expect(suggestQuery("   ")).toBeNull();
  });

  it("adds a suggestion's refinements to the page's, drops the typed query and goes back to page 1", () => {
    const state: SearchState = { ...emptySearchState(), query: "toy", page: 3, refinements: { make: ["Mazda"], car_type: ["used"] } };
    expect(stateWithSuggestion(state, { refinements: { make: "Toyota", model: "HiLux" } })).toEqual({
      ...state,
      query: "",
      page: 1,
      refinements: { make: ["Mazda", "Toyota"], model: ["HiLux"], car_type: ["used"] },
    });
    expect(stateWithSuggestion(state, { refinements: { make: "Mazda" } }).refinements.make).toEqual(["Mazda"]);
  });
});

let nextId = 1;
function car(tenant: Tenant, overrides: Partial<CarRecord> = {}): CarRecord {
  const id = nextId++;
  const record = {
    objectID: String(id),
    id,
    tenant_slug: tenant.slug,
    slug: `car-${id}`,
    name: `Car ${id}`,
    make: "Toyota",
    model: "HiLux",
    make_model: "Toyota HiLux",
    simple_body: "Ute",
    car_type: "used",
    status: "in_stock",
    price: 30_000,
    km: 30_000,
    year: 2022,
    show_on_dealer_website: true,
    custom_rank: id,
    created_at: NOW.getTime() / 1000 - id,
    sold_at: null,
    dealership_slug: tenant.dealerships[0]!.slug,
    ...overrides,
  } as CarRecord;
  return { ...record, real_price: realPrice(record.price), unlisted_at: unlistedAt(record) };
}

describe("buildSuggestionRequests through the engine", () => {
  const engine = new SearchEngine();
  engine.setIndex(
    "Car_production",
    primarySettings("Car_production"),
    [
      car(toyota),
      car(toyota, { car_type: "new" }),
      car(toyota, { make: "Mazda", model: "CX-5", make_model: "Mazda CX-5", simple_body: "SUV" }),
      car(toyota, { show_on_dealer_website: false }),
      car(group, { make: "Mazda", model: "CX-5", make_model: "Mazda CX-5", simple_body: "SUV" }),
    ] as never,
    replicaSettings("Car_production"),
  );
  const client = algoliasearch("embedded", "embedded-search", { requester: createEngineRequester(engine) });
  async function suggest(query: string, state: SearchState) {
    const requests = buildSuggestionRequests(query, state, toyota, NOW);
    const { results } = await client.search({ requests: requests as never });
    const [make, model, body, makes] = results as unknown as [
      { facetHits: FacetHit[] },
      { facetHits: FacetHit[] },
      { facetHits: FacetHit[] },
      { facets: { make: Record<string, number> } },
    ];
    return rankSuggestions(query, { make: make.facetHits, model: model.facetHits, body: body.facetHits }, Object.keys(makes.facets.make));
  }

  it("counts the tenant's listed cars within the page's other filters, a value's own filter left out", async () => {
    const used = { ...emptySearchState(), query: "diesel", refinements: { car_type: ["used"], make: ["Toyota"] } };
    const counts = (suggestions: Awaited<ReturnType<typeof suggest>>) =>
      suggestions.map(({ label, count }) => `${label} ${count}`);
    // Another tenant's Mazda and a hidden car are not counted; the new HiLux is not used; the
    // chosen make does not hide Mazda, and the page's query is what is being typed anew.
    expect(counts(await suggest("ma", used))).toEqual(["Mazda 1", "Mazda CX-5 1"]);
    expect(counts(await suggest("hil", used))).toEqual(["Toyota HiLux 1"]);
    expect(counts(await suggest("u", { ...emptySearchState(), refinements: { body: ["SUV"] } }))).toEqual(["Ute 2"]);
    expect(await suggest("volvo", emptySearchState())).toEqual([]);
  });
});
