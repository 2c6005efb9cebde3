/**
 * Relevance as shoppers notice it: real queries (typos, spacing, model codes, body and fuel
 * words, dealer and suburb names) on the generated demo stock, each with the cars that must
 * come first and a ceiling on how many cars it may find. A query whose wanted cars are
 * outranked by others, or which floods the page with cars matched by a stray word, fails.
 */
import { describe, expect, it } from "vitest";
import { createEngineClient, SearchEngine, type SearchResponse } from "~/adapters/search/engine";
import { findTenant } from "~/tenants";
import type { CarRecord } from "./records";
import { buildHitsRequest } from "./request";
import { primarySettings, replicaSettings } from "./settings";
import { emptySearchState } from "./state";
import { demoCarRecords } from "./testing/demo-records";

const NOW = new Date("2026-11-01T00:00:00Z");
const records = demoCarRecords(3000, NOW);
const engine = new SearchEngine();
engine.setIndex("Car_production", primarySettings("Car_production"), records as never, replicaSettings("Car_production"));
const client = createEngineClient(engine);

async function search(tenantSlug: string, query: string): Promise<SearchResponse> {
  const tenant = findTenant(tenantSlug)!;
  const request = buildHitsRequest({ ...emptySearchState(), query }, tenant, NOW, 1000);
  const { results } = await client.search({ requests: [request] });
  return results[0] as unknown as SearchResponse;
}

interface RelevanceCase {
  tenant: string;
  query: string;
  /** The cars that must come first: every listed car of the tenant that is one, ahead of any other. */
  wants: (car: CarRecord) => boolean;
  /** The most cars the query may find. */
  atMost: number;
}

const model = (name: string) => (car: CarRecord) => car.model === name;
const modelStarts = (prefix: string) => (car: CarRecord) => car.model.startsWith(prefix);
const W = "wattle-ridge-toyota";
const M = "meridian-motor-group";
const B = "brightlane-cars";
const G = "gumleaf-caravans";
const I = "ironbark-trucks";

const CASES: RelevanceCase[] = [
  // Spacing: words split and joined as the model names write them.
  { tenant: W, query: "rav 4", wants: model("RAV4"), atMost: 60 },
  { tenant: W, query: "rav4", wants: model("RAV4"), atMost: 60 },
  { tenant: W, query: "land cruiser", wants: modelStarts("LandCruiser"), atMost: 120 },
  { tenant: W, query: "landcruiser", wants: modelStarts("LandCruiser"), atMost: 120 },
  { tenant: W, query: "land cruiser prado", wants: model("LandCruiser Prado"), atMost: 60 },
  { tenant: W, query: "hilux", wants: model("HiLux"), atMost: 80 },
  { tenant: W, query: "hi lux", wants: model("HiLux"), atMost: 80 },
  { tenant: W, query: "HiLux", wants: model("HiLux"), atMost: 80 },
  { tenant: W, query: "hi ace", wants: model("HiAce"), atMost: 70 },
  { tenant: W, query: "chr", wants: model("C-HR"), atMost: 60 },
  { tenant: W, query: "c-hr", wants: model("C-HR"), atMost: 60 },
  { tenant: W, query: "gr 86", wants: model("GR86"), atMost: 50 },
  { tenant: W, query: "bz4x", wants: model("bZ4X"), atMost: 50 },
  { tenant: M, query: "cx5", wants: model("CX-5"), atMost: 40 },
  { tenant: M, query: "cx 5", wants: model("CX-5"), atMost: 40 },
  { tenant: M, query: "cx-5", wants: model("CX-5"), atMost: 40 },
  { tenant: M, query: "mazda 3", wants: model("Mazda3"), atMost: 80 },
  { tenant: M, query: "ioniq6", wants: model("Ioniq 6"), atMost: 50 },
  { tenant: M, query: "t roc", wants: model("T-Roc"), atMost: 50 },
  { tenant: M, query: "troc", wants: model("T-Roc"), atMost: 50 },
  { tenant: M, query: "bt50", wants: model("BT-50"), atMost: 40 },
  { tenant: M, query: "santafe", wants: model("Santa Fe"), atMost: 50 },
  // Typos on what shoppers name cars by, ranked below exact matches, not flooding.
  { tenant: W, query: "camery", wants: model("Camry"), atMost: 40 },
  { tenant: W, query: "corola", wants: modelStarts("Corolla"), atMost: 140 },
  { tenant: W, query: "klugar", wants: model("Kluger"), atMost: 60 },
  { tenant: W, query: "fortunr", wants: model("Fortuner"), atMost: 60 },
  { tenant: W, query: "toyta hilux", wants: model("HiLux"), atMost: 80 },
  { tenant: M, query: "tuscon", wants: model("Tucson"), atMost: 40 },
  { tenant: M, query: "sportge", wants: model("Sportage"), atMost: 40 },
  { tenant: M, query: "volkswagon golf", wants: model("Golf"), atMost: 50 },
  { tenant: B, query: "hyundia", wants: (car) => car.make === "Hyundai", atMost: 120 },
  // Badges and model codes.
  { tenant: W, query: "gxl", wants: (car) => /\bGXL\b/.test(car.badge ?? ""), atMost: 200 },
  { tenant: W, query: "kluger hybird", wants: (car) => car.model === "Kluger" && /Hybrid/.test(car.badge ?? ""), atMost: 40 },
  { tenant: M, query: "gt line", wants: (car) => /GT-Line/.test(car.badge ?? ""), atMost: 150 },
  { tenant: M, query: "id4", wants: model("ID.4"), atMost: 50 },
  { tenant: I, query: "canter", wants: model("Canter"), atMost: 120 },
  // Body, fuel and gearbox words.
  { tenant: B, query: "ute", wants: (car) => car.simple_body === "Ute", atMost: 200 },
  { tenant: B, query: "diesel", wants: (car) => car.simple_fuel === "Diesel", atMost: 400 },
  { tenant: B, query: "electric", wants: (car) => car.simple_fuel === "Electric", atMost: 300 },
  { tenant: W, query: "hybrid suv", wants: (car) => car.simple_body === "SUV" && /Hybrid/.test(`${car.simple_fuel} ${car.badge}`), atMost: 400 },
  { tenant: B, query: "manual", wants: (car) => car.simple_transmission === "Manual", atMost: 60 },
  { tenant: B, query: "white sedan", wants: (car) => car.colour === "White" && car.simple_body === "Sedan", atMost: 80 },
  { tenant: W, query: "2022 corolla", wants: (car) => car.year === 2022 && car.model.startsWith("Corolla"), atMost: 10 },
  // Dealers and suburbs.
  { tenant: M, query: "parramatta", wants: (car) => car.city === "Parramatta", atMost: 260 },
  { tenant: M, query: "penrith", wants: (car) => car.city === "Penrith", atMost: 260 },
  { tenant: I, query: "ironbark trucks darwin", wants: (car) => car.dealership_name === "Ironbark Trucks Darwin", atMost: 150 },
  { tenant: G, query: "gumleaf wangara", wants: (car) => car.location_name === "Gumleaf Caravans Wangara", atMost: 160 },
  { tenant: W, query: "springfield", wants: (car) => car.city === "Springfield", atMost: 450 },
  { tenant: I, query: "darwin", wants: (car) => car.dealership_name === "Ironbark Trucks Darwin", atMost: 150 },
  { tenant: G, query: "pop top", wants: (car) => /Pop Top/.test(car.badge ?? ""), atMost: 120 },
];

describe("relevance on the generated stock", () => {
  it.each(CASES)("$tenant: '$query'", async ({ tenant, query, wants, atMost }) => {
    const listed = (await search(tenant, "")).hits as unknown as CarRecord[];
    const wanted = new Set(listed.filter(wants).map((car) => car.objectID));
    expect(wanted.size, "the stock has cars the query wants").toBeGreaterThan(0);
    const answer = await search(tenant, query);
    const found = (answer.hits as unknown as CarRecord[]).map((car) => car.objectID);
    const first = found.slice(0, wanted.size);
    const missing = [...wanted].filter((id) => !first.includes(id));
    const outranking = first.filter((id) => !wanted.has(id)).map((id) => records.find((r) => r.objectID === id)!.name);
    expect({ missing: missing.length, outranking: outranking.slice(0, 5) }).toEqual({ missing: 0, outranking: [] });
    expect(answer.nbHits).toBeLessThanOrEqual(atMost);
  });
});
