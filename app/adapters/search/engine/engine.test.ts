import { describe, expect, it } from "vitest";
import {
  quoteFilterValue,
  SearchEngine,
  type IndexSettings,
  type SearchParams,
  type SearchRecord,
  type SearchResponse,
} from "./index";
import { referenceSearch } from "./testing/reference";

function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MAKES: Record<string, string[]> = {
  Toyota: ["Corolla", "Camry", "HiLux", "RAV4", "LandCruiser Prado"],
  Mazda: ["CX-5", "Mazda3", "BT-50", "CX-30"],
  Hyundai: ["i30", "Tucson", "Kona", "Santa Fe", "Ioniq 6"],
  "Mercedes-Benz": ["C-Class", "GLC"],
  Škoda: ["Octavia", "Kodiaq"],
};
const COLOURS = ["White", "Silver", "Black", "Red", "Blue", "Grey", "Crystal Pearl"];
const TYPES = ["new", "demo", "used"];
const STATUSES = ["in_stock", "coming_soon", "sold"];
const FEATURES = ["Sunroof", "Tow Bar", "Apple CarPlay", "Heated Seats", "360 Camera", "Lane Keep Assist"];
/** Words that also occur, exactly or nearly, in names: so one query matches at several tiers. */
const BLURB = ["family", "camry", "corolla", "sport", "sporty", "hybrid", "hybird", "kodiak", "towing", "mazda", "tucsan", "camery", "land"];

function makeRecords(count: number, random: () => number): SearchRecord[] {
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const make = pick(Object.keys(MAKES));
    const model = pick(MAKES[make]!);
    const year = 2012 + Math.floor(random() * 14);
    const record: SearchRecord = {
      objectID: String(1000 + i),
      name: `${year} ${make} ${model}`,
      make,
      model,
      year,
      car_type: pick(TYPES),
      status: pick(STATUSES),
      colour: pick(COLOURS),
      price: random() < 0.1 ? 0 : 5000 + Math.floor(random() * 60) * 1000,
      km: Math.floor(random() * 200) * 1000,
      custom_rank: Math.floor(random() * 50),
      dealership_slug: pick(["alpha-motors", "beta-cars", "gamma \"quoted\" dealer"]),
      stocknum: `S${10000 + i}`,
      filtered_features: FEATURES.filter(() => random() < 0.3),
      reserved: random() < 0.2,
      description: Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(BLURB)).join(" "),
    };
    if (random() < 0.1) delete record.km;
    if (random() < 0.15) record.tag = pick(["Runout Sale", "Test Drive Only", "Toyota Certified Pre-Owned"]);
    return record;
  });
}

const SETTINGS: IndexSettings = {
  searchableAttributes: ["name", "make,model", "unordered(colour)", "stocknum", "filtered_features", "description"],
  disableTypoToleranceOnAttributes: ["stocknum", "filtered_features"],
  attributesForFaceting: [
    "make",
    "model",
    "year",
    "car_type",
    "status",
    "colour",
    "price",
    "km",
    "tag",
    "filterOnly(dealership_slug)",
    "filterOnly(stocknum)",
    "filtered_features",
    "reserved",
  ],
  customRanking: ["desc(custom_rank)"],
  hitsPerPage: 21,
  replicas: ["cars_price_asc", "cars_km_desc"],
};
const REPLICAS: Record<string, IndexSettings> = {
  cars_price_asc: { ranking: ["asc(price)", "typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom"] },
  cars_km_desc: { ranking: ["desc(km)", "typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom"] },
};

function randomRequest(random: () => number, records: SearchRecord[]): { index: string; params: SearchParams } {
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const sample = () => pick(records);
  // Algolia's forms: an AND of parts, each a condition, a negated condition or an OR of
  // conditions of one kind (facet, numeric or tag), parenthesised or not.
  const facetCondition = (): string => {
    const roll = random();
    if (roll < 0.6) {
      const attribute = pick(["make", "model", "colour", "car_type", "status", "tag", "dealership_slug"]);
      const value = String(sample()[attribute] ?? "Nothing");
      const written = random() < 0.3 ? value.toUpperCase() : value;
      return `${attribute}:${quoteFilterValue(written)}`;
    }
    if (roll < 0.8) return `filtered_features:${quoteFilterValue(pick(FEATURES))}`;
    return `reserved:${random() < 0.5}`;
  };
  const numericCondition = (): string => {
    if (random() < 0.5) {
      const low = Math.floor(random() * 40) * 1000;
      return `price:${low} TO ${low + Math.floor(random() * 30) * 1000}`;
    }
    return `${pick(["price", "km", "year"])} ${pick(["<", "<=", ">", ">=", "=", "!="])} ${pick([2018, 20000, 50000, 0])}`;
  };
  const part = (): string => {
    const kind = random() < 0.7 ? facetCondition : numericCondition;
    const roll = random();
    if (roll < 0.2) return `NOT ${kind()}`;
    if (roll < 0.55) {
      const alternatives = Array.from({ length: 2 + Math.floor(random() * 2) }, () =>
        random() < 0.2 ? `NOT ${kind()}` : kind(),
      );
      const or = alternatives.join(" OR ");
      return random() < 0.7 ? `(${or})` : or;
    }
    return kind();
  };
  const condition = (_depth: number): string =>
    Array.from({ length: 1 + Math.floor(random() * 3) }, part).join(" AND ");
  const params: SearchParams = { facets: ["make", "model", "colour", "car_type", "filtered_features"] };
  if (random() < 0.8) params.filters = condition(0);
  // A tenant's base filter excludes makes and stock numbers, one top-level NOT each
  // (search-journey §9), which the engine evaluates together as one set.
  if (random() < 0.3) {
    const exclusions = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
      random() < 0.4
        ? `NOT make:${quoteFilterValue(String(sample().make))}`
        : `NOT stocknum:${quoteFilterValue(String(sample().stocknum))}`,
    );
    params.filters = [...(params.filters ? [params.filters] : []), ...exclusions].join(" AND ");
  }
  if (random() < 0.3) params.facetFilters = [[`make:${sample().make}`, `make:${sample().make}`], `car_type:-${pick(TYPES)}`];
  if (random() < 0.2) params.numericFilters = [`year>=${2012 + Math.floor(random() * 10)}`];
  const queryRoll = random();
  if (queryRoll < 0.55) {
    const record = sample();
    const words = String(record.name).split(" ");
    let word = pick([...words, String(record.colour), String(record.stocknum), pick(BLURB), pick(BLURB)]);
    if (random() < 0.3 && word.length > 4) word = word.slice(0, 2 + Math.floor(random() * (word.length - 2)));
    if (random() < 0.25 && word.length >= 5) word = word.slice(0, 2) + word[3] + word[2] + word.slice(4);
    params.query = random() < 0.3 ? `${pick(words)} ${word}` : word;
    // Spacing as shoppers type it: words split ("cx 5", "land cruiser"), joined ("cx5",
    // "ioniq6"), a separator left out or a space put in.
    const spacing = random();
    const nameWords = String(record.name).toLowerCase().split(" ");
    if (spacing < 0.12 && word.length >= 3) {
      const at = 1 + Math.floor(random() * (word.length - 1));
      params.query = `${word.slice(0, at)} ${word.slice(at)}`;
    } else if (spacing < 0.24) {
      const at = Math.floor(random() * (nameWords.length - 1));
      params.query = [...nameWords.slice(0, at), nameWords[at]! + nameWords[at + 1]!, ...nameWords.slice(at + 2)]
        .slice(Math.floor(random() * 2))
        .join(" ");
    } else if (spacing < 0.32) {
      params.query = String(record.model).toLowerCase().replace(/-/g, random() < 0.5 ? "" : " ");
    }
  }
  if (random() < 0.15) params.typoTolerance = pick([false, "min", "strict", true] as const);
  if (random() < 0.15) params.queryType = pick(["prefixAll", "prefixNone", "prefixLast"] as const);
  if (random() < 0.5) params.hitsPerPage = pick([0, 1, 5, 21, 50]);
  if (random() < 0.3) params.page = pick([0, 1, 2, 3]);
  return { index: pick(["cars", "cars", "cars_price_asc", "cars_km_desc"]), params };
}

describe("embedded engine against a brute-force reference", () => {
  const random = prng(20261122);
  const records = makeRecords(400, random);
  const engine = new SearchEngine();
  engine.setIndex("cars", SETTINGS, records, REPLICAS);

  it("agrees on nbHits, hit order and facet counts for 600 random requests", () => {
    let compared = 0;
    let withHits = 0;
    for (let i = 0; i < 600; i++) {
      const { index, params } = randomRequest(random, records);
      const answer = engine.search(index, params);
      expect(answer.status, JSON.stringify(params)).toBe(200);
      const response = answer.body as SearchResponse;
      const settings = { ...SETTINGS, ...REPLICAS[index] };
      const expected = referenceSearch(records, settings, params);
      const context = `${index} ${JSON.stringify(params)}`;
      expect(response.nbHits, context).toBe(expected.nbHits);
      const hitsPerPage = params.hitsPerPage ?? 21;
      const start = (params.page ?? 0) * hitsPerPage;
      expect(response.hits.map((h) => h.objectID), context).toEqual(expected.ids.slice(start, start + hitsPerPage));
      expect(response.facets, context).toEqual(expected.facets);
      expect(response.nbPages).toBe(hitsPerPage ? Math.ceil(expected.nbHits / hitsPerPage) : 0);
      compared++;
      if (expected.nbHits > 0) withHits++;
    }
    expect(compared).toBe(600);
    // The generator must exercise non-empty results, or agreement would prove little.
    expect(withHits).toBeGreaterThan(300);
  });
});

describe("stock changes applied in place", () => {
  it("answer as the reference over the changed records, through a rebuild when free positions run out", () => {
    const random = prng(20261126);
    let records = makeRecords(300, random);
    const engine = new SearchEngine();
    engine.setIndex("cars", SETTINGS, records, REPLICAS);
    let nextId = 5000;
    // 64 free positions: the later rounds run out of them and rebuild the store.
    for (let round = 0; round < 12; round++) {
      const fresh = makeRecords(8, random);
      const changed = fresh.slice(0, 4).map((record) => ({ ...record, objectID: records[Math.floor(random() * records.length)]!.objectID }));
      const added = fresh.slice(4).map((record) => ({ ...record, objectID: String(nextId++) }));
      const removed = [records[Math.floor(random() * records.length)]!.objectID].filter(
        (objectID) => !changed.some((record) => record.objectID === objectID),
      );
      engine.updateRecords("cars", [...changed, ...added], removed);
      // A record changed in place keeps its place in record order; new ones come last.
      const byId = new Map(changed.map((record) => [record.objectID, record]));
      records = [
        ...records.filter((record) => !removed.includes(record.objectID)).map((record) => byId.get(record.objectID) ?? record),
        ...added,
      ];
      for (let i = 0; i < 40; i++) {
        const { index, params } = randomRequest(random, records);
        const response = engine.search(index, params).body as SearchResponse;
        const expected = referenceSearch(records, { ...SETTINGS, ...REPLICAS[index] }, params);
        const context = `round ${round} ${index} ${JSON.stringify(params)}`;
        const hitsPerPage = params.hitsPerPage ?? 21;
        const start = (params.page ?? 0) * hitsPerPage;
        expect(response.nbHits, context).toBe(expected.nbHits);
        expect(response.hits.map((h) => h.objectID), context).toEqual(expected.ids.slice(start, start + hitsPerPage));
        expect(response.facets, context).toEqual(expected.facets);
      }
    }
    expect(engine.index("cars")!.getObject(records.at(-1)!.objectID)).toEqual(records.at(-1));
  });
});

describe("filter set caches", () => {
  const withoutTiming = (answer: { body: unknown }) => ({ ...(answer.body as SearchResponse), processingTimeMS: 0 });

  it("answers the same from cached filter parts as from a cold start", () => {
    const random = prng(20261125);
    const records = makeRecords(300, random);
    const warm = new SearchEngine();
    warm.setIndex("cars", SETTINGS, records, REPLICAS);
    const cold = new SearchEngine();
    cold.setIndex("cars", SETTINGS, records, REPLICAS);
    for (let i = 0; i < 300; i++) {
      const { index, params } = randomRequest(random, records);
      cold.clearCaches();
      expect(withoutTiming(warm.search(index, params)), JSON.stringify(params)).toEqual(
        withoutTiming(cold.search(index, params)),
      );
    }
    // Replicas share the primary's records and so its cached parts: most parts were hits.
    expect(warm.index("cars")!.store.filterPartSets.hits).toBeGreaterThan(200);
  });

  it("forgets cached parts when the records change", () => {
    const records = makeRecords(200, prng(11));
    const engine = new SearchEngine();
    engine.setIndex("cars", SETTINGS, records, REPLICAS);
    const toyotas = (filters: string) =>
      (engine.search("cars", { filters, hitsPerPage: 0 }).body as SearchResponse).nbHits;
    const before = toyotas("make:Toyota AND price >= 0");
    const changed = records.map((record) =>
      record.make === "Toyota" && record.price !== 0 ? { ...record, make: "Mazda" } : record,
    );
    engine.setIndex("cars", SETTINGS, changed, REPLICAS);
    const expected = changed.filter((r) => r.make === "Toyota" && typeof r.price === "number").length;
    expect(before).toBeGreaterThan(expected);
    expect(toyotas("make:Toyota AND price >= 0")).toBe(expected);
    // A new combination reusing the part make:Toyota.
    expect(toyotas("make:Toyota AND year >= 0")).toBe(changed.filter((r) => r.make === "Toyota").length);
  });

  it("keeps a base filter's excluded makes and stock numbers as one cached set, however many", () => {
    const records = makeRecords(200, prng(5));
    const engine = new SearchEngine();
    engine.setIndex("cars", SETTINGS, records, REPLICAS);
    const excluded = records.slice(0, 120).map((record) => String(record.stocknum));
    const base = ["NOT make:Mazda", ...excluded.map((stocknum) => `NOT stocknum:${quoteFilterValue(stocknum)}`)].join(" AND ");
    const hits = (filters: string) => (engine.search("cars", { filters, hitsPerPage: 0 }).body as SearchResponse).nbHits;
    const { filterPartSets } = engine.index("cars")!.store;

    const kept = records.filter((r) => r.make !== "Mazda" && !excluded.includes(String(r.stocknum)));
    expect(hits(`car_type:used AND ${base}`)).toBe(kept.filter((r) => r.car_type === "used").length);
    expect(filterPartSets.size).toBe(2);
    // The next refinement reuses the exclusions' set: one new part, no new scan of 121 values.
    expect(hits(`car_type:new AND ${base}`)).toBe(kept.filter((r) => r.car_type === "new").length);
    expect(filterPartSets.size).toBe(3);
    expect(filterPartSets.hits).toBe(1);
  });

  it("keeps conditions that differ only in an infinite bound apart", () => {
    const engine = new SearchEngine();
    engine.setIndex("cars", SETTINGS, makeRecords(50, prng(3)), REPLICAS);
    const hits = (numericFilters: string[]) =>
      (engine.search("cars", { numericFilters, hitsPerPage: 0 }).body as SearchResponse).nbHits;
    expect(hits(["year>-Infinity"])).toBe(50);
    expect(hits(["year>Infinity"])).toBe(0);
  });
});

describe("response shape and errors", () => {
  const engine = new SearchEngine();
  const records = makeRecords(60, prng(7));
  engine.setIndex("cars", SETTINGS, records, REPLICAS);

  it("answers a malformed filter with Algolia's 400 and the column", () => {
    const answer = engine.search("cars", { filters: "make:Toyota AND (model:Camry" });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toBe(
      "filters: Unexpected token end of filter expected ')' at col 29",
    );
    for (const filters of ["AND", "make:", "price > abc", "price:1 TO", "(", ")", "make:Toyota OR", '"unterminated', "a ! b"]) {
      const bad = engine.search("cars", { filters });
      expect(bad.status, filters).toBe(400);
      expect((bad.body as { message: string }).message, filters).toMatch(/^filters: .* at col \d+$/);
    }
  });

  it("refuses the filter forms hosted Algolia refuses, in its words, and reads OR before AND as it does", () => {
    const message = (filters: string) => (engine.search("cars", { filters }).body as { message: string }).message;
    const orOfAnd = "filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed";
    expect(message("(make:Toyota AND colour:Red) OR car_type:new")).toBe(orOfAnd);
    expect(message("make:Toyota OR (colour:Red AND car_type:new)")).toBe(orOfAnd);
    expect(message("NOT (make:Toyota OR make:Mazda)")).toBe("filters: Unexpected token '(' expected filter at col 5");
    expect(message("make:Toyota OR price > 5")).toBe(
      "filters: Different types are not allowed in the same OR.\nExpected a facet filter which needs to have this form:\n - facet_name:facet_value",
    );
    const hits = (filters: string) => (engine.search("cars", { filters, hitsPerPage: 0 }).body as SearchResponse).nbHits;
    const toyotasRedOrNew = records.filter((r) => r.make === "Toyota" && (r.colour === "Red" || r.car_type === "new"));
    expect(hits("make:Toyota AND colour:Red OR car_type:new")).toBe(toyotasRedOrNew.length);
    expect(hits("(make:Toyota OR make:Mazda) AND NOT colour:Red AND (price > 20000 OR km < 5000)")).toBe(
      records.filter(
        (r) =>
          ["Toyota", "Mazda"].includes(String(r.make)) &&
          r.colour !== "Red" &&
          ((r.price as number) > 20000 || (typeof r.km === "number" && r.km < 5000)),
      ).length,
    );
  });

  it("rejects parameters of the wrong type with 400, not a crash", () => {
    expect(engine.search("cars", { hitsPerPage: -1 }).status).toBe(400);
    expect(engine.search("cars", { page: 1.5 }).status).toBe(400);
    expect(engine.search("cars", { numericFilters: ["price>>3"] }).status).toBe(400);
    expect(engine.search("nope", {}).status).toBe(404);
  });

  it("returns facets_stats with min, max, avg and sum for numeric facets", () => {
    const body = engine.search("cars", { facets: ["price", "make"], hitsPerPage: 0 }).body as SearchResponse;
    const prices = records.map((r) => r.price as number);
    const sum = prices.reduce((a, b) => a + b, 0);
    expect(body.facets_stats?.price).toEqual({
      min: Math.min(...prices),
      max: Math.max(...prices),
      avg: sum / prices.length,
      sum,
    });
    expect(body.facets_stats?.make).toBeUndefined();
  });

  it("honours facets '*', maxValuesPerFacet, alpha sorting and filterOnly", () => {
    const body = engine.search("cars", { facets: "*", maxValuesPerFacet: 2, sortFacetValuesBy: "alpha" })
      .body as SearchResponse;
    expect(Object.keys(body.facets ?? {})).not.toContain("dealership_slug");
    expect(Object.keys(body.facets!.make!)).toEqual(
      Object.keys(body.facets!.make!).slice().sort(),
    );
    expect(Object.keys(body.facets!.colour!)).toHaveLength(2);
  });

  it("supports offset/length and attributesToRetrieve", () => {
    const all = engine.search("cars", { hitsPerPage: 30 }).body as SearchResponse;
    const slice = engine.search("cars", { offset: 5, length: 3, attributesToRetrieve: ["make"], attributesToHighlight: [] })
      .body as SearchResponse;
    expect(slice.hits.map((h) => h.objectID)).toEqual(all.hits.slice(5, 8).map((h) => h.objectID));
    expect(Object.keys(slice.hits[0]!).sort()).toEqual(["make", "objectID"]);
    expect(slice.offset).toBe(5);
    expect(slice.length).toBe(3);
  });

  it("matches prefixes of the last word and tolerates a typo from 4 letters", () => {
    const hits = (query: string) => (engine.search("cars", { query, hitsPerPage: 0 }).body as SearchResponse).nbHits;
    const toyotas = records.filter((r) => r.make === "Toyota").length;
    expect(hits("toy")).toBe(toyotas);
    expect(hits("toyta")).toBe(toyotas);
    expect(hits("toy corolla")).toBe(0); // only the last word is a prefix
  });
});

describe("ranking and grouping parameters against the reference", () => {
  // Yards around Brisbane; a tenth of the cars have no location.
  const YARDS = [
    { lat: -27.4698, lng: 153.0251 },
    { lat: -27.5598, lng: 153.0817 },
    { lat: -27.2092, lng: 153.1027 },
    { lat: -28.0167, lng: 153.4 },
    { lat: -26.65, lng: 153.0667 },
  ];
  const random = prng(20261128);
  const records = makeRecords(400, random).map((record) => {
    // A car without the distinct attribute is never grouped.
    if (random() < 0.05) delete record.model;
    const roll = random();
    if (roll < 0.1) return record;
    const yard = YARDS[Math.floor(random() * YARDS.length)]!;
    return { ...record, _geoloc: roll < 0.15 ? [yard, YARDS[0]!] : yard };
  });
  const settings: IndexSettings = {
    ...SETTINGS,
    attributesForFaceting: SETTINGS.attributesForFaceting!.map((entry) => (entry === "colour" ? "afterDistinct(colour)" : entry)),
    attributeForDistinct: "model",
  };
  const engine = new SearchEngine();
  engine.setIndex("cars", settings, records, REPLICAS);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

  function request(): { index: string; params: SearchParams } {
    const { index, params } = randomRequest(random, records);
    const sample = () => pick(records);
    if (params.query && random() < 0.35) params.query = `${params.query} ${pick(["zzqx", "Corolla", "red"])}`;
    if (random() < 0.25) {
      params.restrictSearchableAttributes = ["name", "make", "model", "colour", "stocknum", "filtered_features", "description"].filter(
        () => random() < 0.4,
      );
    }
    if (random() < 0.3) {
      const condition = () =>
        pick([
          `make:${sample().make}`,
          `colour:${sample().colour}`,
          `colour:-${sample().colour}`,
          `filtered_features:${pick(FEATURES)}`,
          `car_type:${pick(TYPES)}`,
        ]) + (random() < 0.5 ? `<score=${1 + Math.floor(random() * 3)}>` : "");
      params.optionalFilters = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
        random() < 0.3 ? [condition(), condition()] : condition(),
      );
      if (random() < 0.3) params.sumOrFiltersScores = true;
    }
    if (random() < 0.25) {
      params.distinct = pick([true, 1, 2, 0] as const);
      if (random() < 0.3) params.facetingAfterDistinct = true;
    }
    if (random() < 0.3) {
      const yard = pick(YARDS);
      params.aroundLatLng = `${(yard.lat + (random() - 0.5) * 0.2).toFixed(4)}, ${(yard.lng + (random() - 0.5) * 0.2).toFixed(4)}`;
      if (random() < 0.6) params.aroundRadius = pick([5000, 20_000, 100_000, "all"] as const);
      if (random() < 0.5) params.aroundPrecision = pick([1, 10, 1000, 20_000, [{ from: 0, value: 2000 }, { from: 30_000, value: 50_000 }]]);
    }
    const words = (params.query ?? "").split(" ");
    if (random() < 0.2 && words.length > 1) params.optionalWords = [pick(words)];
    if (random() < 0.4) params.removeWordsIfNoResults = pick(["lastWords", "firstWords", "allOptional", "none"] as const);
    params.getRankingInfo = true;
    return { index, params };
  }

  it("agree on nbHits, hit order, facet counts, filter scores and the query after removal for 600 random requests", () => {
    const seen = { restricted: 0, boosted: 0, grouped: 0, located: 0, optional: 0, removed: 0 };
    for (let i = 0; i < 600; i++) {
      const { index, params } = request();
      const answer = engine.search(index, params);
      const context = `${index} ${JSON.stringify(params)}`;
      expect(answer.status, context).toBe(200);
      const response = answer.body as SearchResponse;
      const expected = referenceSearch(records, { ...settings, ...REPLICAS[index] }, params);
      expect(response.nbHits, context).toBe(expected.nbHits);
      const hitsPerPage = params.hitsPerPage ?? 21;
      const start = (params.page ?? 0) * hitsPerPage;
      expect(response.hits.map((h) => h.objectID), context).toEqual(expected.ids.slice(start, start + hitsPerPage));
      expect(response.hits.map((h) => (h._rankingInfo as { filters: number }).filters), context).toEqual(
        expected.scores.slice(start, start + hitsPerPage),
      );
      expect(response.facets, context).toEqual(expected.facets);
      expect(response.queryAfterRemoval, context).toBe(expected.queryAfterRemoval);
      if (expected.nbHits === 0) continue;
      if (params.query && params.restrictSearchableAttributes?.length) seen.restricted++;
      if (params.optionalFilters && new Set(expected.scores).size > 1) seen.boosted++;
      if (params.distinct && params.distinct !== 0) seen.grouped++;
      if (params.aroundLatLng) seen.located++;
      if (params.optionalWords) seen.optional++;
      if (expected.queryAfterRemoval?.includes("<em>") || (params.removeWordsIfNoResults === "allOptional" && params.query?.includes("zzqx"))) seen.removed++;
    }
    // Each parameter must change real answers, or agreement would prove little.
    for (const [name, count] of Object.entries(seen)) expect(count, name).toBeGreaterThan(10);
  });

  it("group a page whose records lie far down the ranking: few groups, many records each", () => {
    for (const params of [
      { distinct: true, hitsPerPage: 30 },
      { distinct: 2, hitsPerPage: 40, page: 1 },
      { distinct: true, hitsPerPage: 30, query: "toyota" },
      { distinct: true, hitsPerPage: 30, optionalFilters: ["colour:Red"] },
      { distinct: true, hitsPerPage: 30, aroundLatLng: "-27.5, 153.0" },
    ] as SearchParams[]) {
      for (const index of ["cars", "cars_price_asc"]) {
        const response = engine.search(index, params).body as SearchResponse;
        const expected = referenceSearch(records, { ...settings, ...REPLICAS[index] }, params);
        const start = (params.page ?? 0) * params.hitsPerPage!;
        expect(response.nbHits).toBe(expected.nbHits);
        expect(response.hits.map((h) => h.objectID), JSON.stringify(params)).toEqual(expected.ids.slice(start, start + params.hitsPerPage!));
        expect(response.hits.length).toBeGreaterThan(0);
      }
    }
  });
});
