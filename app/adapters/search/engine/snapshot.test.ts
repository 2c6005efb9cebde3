import { describe, expect, it } from "vitest";
import { SearchEngine, type IndexSettings, type SearchParams } from "./index";
import { decodeSnapshot, encodeSnapshot, SnapshotError } from "./snapshot";
import type { SearchRecord } from "./search-record";

const location = { name: "Ballarat", slug: "ballarat", phone: null };
const car = (id: number, fields: Record<string, unknown> = {}): SearchRecord => ({
  objectID: String(id),
  name: `2021 Toyota Corolla ${id}`,
  make: "Toyota",
  price: 20_000 + id * 1000,
  features: id % 2 ? ["Sunroof", "Tow Bar"] : ["Sunroof"],
  km: id % 3 === 0 ? null : id * 5000,
  reserved: id % 2 === 0,
  tag: id % 4 === 0 ? "Runout Sale" : null,
  thumbnails: [`${id}a.jpg`],
  location,
  custom_rank: id % 5,
  // A third of the cars have no yard point.
  ...(id % 3 === 1 ? {} : { _geoloc: { lat: -37.56 + id / 100, lng: 143.85 } }),
  ...fields,
});
const settings: IndexSettings = {
  searchableAttributes: ["name", "make", "tag"],
  attributesForFaceting: ["make", "tag", "price", "reserved", "features"],
  customRanking: ["desc(custom_rank)"],
  replicas: ["cars_price_asc"],
};
const replicas = { cars_price_asc: { ranking: ["asc(price)", "typo", "words", "custom"] } };
const requests: [string, SearchParams][] = [
  ["cars", { facets: ["*"], hitsPerPage: 50 }],
  ["cars", { query: "corola", facets: ["make", "tag"] }],
  ["cars_price_asc", { filters: 'tag:"Runout Sale" OR reserved:true', hitsPerPage: 50 }],
  ["cars_price_asc", { query: "mazda", facets: ["price"] }],
  ["cars", { aroundLatLng: "-37.3, 143.85", aroundRadius: 20_000, hitsPerPage: 50, getRankingInfo: true }],
];

/** An engine's answer without its timing. */
function answer(engine: SearchEngine, index: string, params: SearchParams) {
  const { body } = engine.search(index, params);
  return { ...(body as object), processingTimeMS: 0 };
}

function roundTrip(engine: SearchEngine): SearchEngine {
  const snapshot = decodeSnapshot(encodeSnapshot({ key: "v1" }, new Map([["cars", engine.image("cars")]])));
  expect(snapshot.meta).toEqual({ key: "v1" });
  const restored = new SearchEngine();
  restored.restoreIndex("cars", settings, snapshot.families.get("cars")!, replicas);
  return restored;
}

describe("index snapshot", () => {
  it("restores an engine that answers as the one it was written from, after changes in place too", () => {
    const engine = new SearchEngine();
    engine.setIndex("cars", settings, Array.from({ length: 40 }, (_, i) => car(i + 1)), replicas);
    engine.updateRecords("cars", [car(5, { make: "Mazda", name: "2020 Mazda CX-5" }), car(41)], ["7"]);
    const restored = roundTrip(engine);
    for (const [index, params] of requests) {
      expect(answer(restored, index, params)).toEqual(answer(engine, index, params));
    }
    expect(restored.index("cars")!.getObject("5")).toEqual(car(5, { make: "Mazda", name: "2020 Mazda CX-5" }));
    expect(restored.index("cars")!.getObject("7")).toBeUndefined();
    // Records read from the file take changes in place as built ones do.
    for (const changed of [engine, restored]) {
      changed.updateRecords("cars", [car(9, { make: "Kia", km: 1 }), car(42)], ["3", "5"]);
    }
    for (const [index, params] of requests) {
      expect(answer(restored, index, params)).toEqual(answer(engine, index, params));
    }
    expect(restored.index("cars")!.store.liveRecords()).toEqual(engine.index("cars")!.store.liveRecords());
  });

  it("keeps nulls, missing fields and one shared value for a repeated one", () => {
    const odd = car(2, { extra: "only here", tag: 7 });
    delete odd.km;
    const engine = new SearchEngine();
    engine.setIndex("cars", settings, [car(1), odd, car(3)], replicas);
    const restored = roundTrip(engine).index("cars")!;
    expect(restored.store.liveRecords()).toEqual([car(1), odd, car(3)]);
    expect(Object.keys(restored.getObject("1")!)).toEqual(Object.keys(car(1)));
    expect(restored.store.liveRecords()[0]!.location).toBe(restored.store.liveRecords()[2]!.location);
  });

  it("reads the file where it lies in memory, aligned or not", () => {
    const engine = new SearchEngine();
    engine.setIndex("cars", settings, Array.from({ length: 5 }, (_, i) => car(i + 1)), replicas);
    const file = encodeSnapshot({ key: "v1" }, new Map([["cars", engine.image("cars")]]));
    for (const start of [0, 1, 4]) {
      const placed = Buffer.from(new ArrayBuffer(file.length + start), start, file.length);
      file.copy(placed);
      const restored = new SearchEngine();
      restored.restoreIndex("cars", settings, decodeSnapshot(placed).families.get("cars")!, replicas);
      expect(restored.index("cars")!.store.liveRecords()).toEqual(engine.index("cars")!.store.liveRecords());
      expect(answer(restored, "cars", { filters: "km < 50000" })).toEqual(answer(engine, "cars", { filters: "km < 50000" }));
    }
  });

  it("refuses a file cut short, damaged or of another kind", () => {
    const engine = new SearchEngine();
    engine.setIndex("cars", settings, [car(1), car(2)], replicas);
    const file = encodeSnapshot({ key: "v1" }, new Map([["cars", engine.image("cars")]]));
    const damaged = Buffer.from(file);
    damaged[Math.floor(file.length / 2)]! ^= 0xff;
    for (const bad of [file.subarray(0, file.length - 9), damaged, Buffer.from("not an index"), Buffer.alloc(0)]) {
      expect(() => decodeSnapshot(bad)).toThrow(SnapshotError);
    }
  });
});
