import { algoliasearch } from "algoliasearch";
import { describe, expect, it } from "vitest";
import { createEngineRequester, SearchEngine, type IndexSettings, type SearchRecord, type SearchResponse } from "./index";
import { referenceFacetSearch } from "./testing/reference";

/* Algolia's search API beyond a plain search: facet value search, highlighting, snippets,
 * ranking info, response fields, refused parameters, browse, settings and the index list. */

function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MODELS: Record<string, string[]> = {
  Toyota: ["Corolla", "RAV4", "LandCruiser Prado", "HiLux"],
  Mazda: ["CX-5", "Mazda3", "BT-50"],
  Hyundai: ["Ioniq 6", "Tucson", "Santa Fe"],
  "Mercedes-Benz": ["C-Class"],
};
const FEATURES = ["Reversing Camera", "Lane Keep Assist", "Tow Bar", "Sunroof"];

function makeRecords(count: number, random: () => number): SearchRecord[] {
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const make = pick(Object.keys(MODELS));
    const model = pick(MODELS[make]!);
    return {
      objectID: String(i + 1),
      name: `${2015 + Math.floor(random() * 10)} ${make} ${model}`,
      make,
      model,
      colour: pick(["White", "Silver", "Red"]),
      price: 10_000 + Math.floor(random() * 50) * 1000,
      custom_rank: Math.floor(random() * 100),
      filtered_features: FEATURES.filter(() => random() < 0.5),
    };
  });
}

const SETTINGS: IndexSettings = {
  searchableAttributes: ["make,model", "name", "unordered(colour)", "unordered(filtered_features)"],
  disableTypoToleranceOnAttributes: ["filtered_features"],
  attributesForFaceting: ["searchable(make)", "searchable(model)", "colour", "price"],
  customRanking: ["desc(custom_rank)"],
  replicas: ["cars_price_asc"],
};
const records = makeRecords(300, prng(35));
const engine = new SearchEngine();
engine.setIndex("cars", SETTINGS, records, { cars_price_asc: { ranking: ["asc(price)", "typo", "words", "attribute", "exact", "custom"] } });
const client = algoliasearch("embedded", "embedded-search", { requester: createEngineRequester(engine) });
const search = (params: Record<string, unknown>) => engine.search("cars", params).body as SearchResponse;

describe("search for facet values", () => {
  it("agrees with a brute-force count for random facet queries and filters, by the endpoint and by a multi-query", async () => {
    const random = prng(9);
    const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    for (let i = 0; i < 60; i++) {
      const facet = pick(["make", "model"]);
      const value = String(pick(records)[facet]);
      const facetQuery = pick([value.slice(0, 1 + Math.floor(random() * value.length)), value.toLowerCase().replace(/-/g, ""), "", "zz"]);
      const params = {
        facetQuery,
        ...(random() < 0.5 ? { filters: `colour:${pick(["White", "Red"])}` } : {}),
        ...(random() < 0.3 ? { query: pick(["toyota", "cx", "white"]) } : {}),
        ...(random() < 0.3 ? { maxFacetHits: 2 } : {}),
      };
      const expected = referenceFacetSearch(records, SETTINGS, facet, params);
      const viaEndpoint = await client.searchForFacetValues({ indexName: "cars", facetName: facet, searchForFacetValuesRequest: params });
      expect(viaEndpoint.facetHits.map(({ value, count }) => ({ value, count })), JSON.stringify({ facet, params })).toEqual(expected);
      const { results } = await client.search({ requests: [{ indexName: "cars", type: "facet", facet, ...params }] });
      expect(results[0]).toEqual({ ...viaEndpoint, processingTimeMS: expect.any(Number) });
    }
  });

  it("highlights the matched start of each value and refuses a facet not declared searchable, in Algolia's words", async () => {
    const answer = await client.searchForFacetValues({ indexName: "cars", facetName: "model", searchForFacetValuesRequest: { facetQuery: "land" } });
    expect(answer.facetHits[0]).toMatchObject({ value: "LandCruiser Prado", highlighted: "<em>Land</em>Cruiser Prado" });
    expect(engine.searchForFacetValues("cars", "colour", { facetQuery: "wh" })).toEqual({
      status: 400,
      body: { status: 400, message: "Cannot search in `colour` attribute, you need to add `searchable(colour)` to attributesForFaceting." },
    });
  });
});

describe("highlighting and snippets", () => {
  it("highlights every searchable attribute by default, prefixes, typos, joined and hyphenated words", () => {
    const toyota = search({ query: "toyta cor", filters: 'model:Corolla', hitsPerPage: 1 }).hits[0]!;
    const highlight = toyota._highlightResult as Record<string, { value: string; matchLevel: string; matchedWords: string[] }>;
    expect(highlight.make).toEqual({ value: "<em>Toyota</em>", matchLevel: "partial", matchedWords: ["toyta"], fullyHighlighted: true });
    expect(highlight.name!.value).toMatch(/^\d{4} <em>Toyota<\/em> <em>Cor<\/em>olla$/);
    expect(highlight.name!.matchLevel).toBe("full");
    expect(highlight.colour!.matchLevel).toBe("none");
    expect(Array.isArray(highlight.filtered_features)).toBe(true);

    const rav = search({ query: "rav 4", hitsPerPage: 1, attributesToHighlight: ["model"], highlightPreTag: "[", highlightPostTag: "]" }).hits[0]!;
    expect(rav._highlightResult).toEqual({ model: { value: "[RAV4]", matchLevel: "full", matchedWords: ["rav", "4"], fullyHighlighted: true } });
    const cx5 = search({ query: "cx5", hitsPerPage: 1, attributesToHighlight: "model" }).hits[0]!;
    expect((cx5._highlightResult as Record<string, { value: string }>).model!.value).toBe("<em>CX-5</em>");
    // No typo reaches a typo-free attribute: "camara" is not highlighted in the features.
    const features = search({ query: "camera", hitsPerPage: 1, attributesToHighlight: ["filtered_features"] }).hits[0]!;
    expect(JSON.stringify(features._highlightResult)).toContain("<em>Camera</em>");
    expect(search({ query: "camara" }).nbHits).toBe(0);
  });

  it("snippets the words around the first match with the ellipsis", () => {
    const engineOfText = new SearchEngine();
    engineOfText.setIndex("notes", { searchableAttributes: ["text"] }, [
      { objectID: "1", text: "one two three four five six seven eight nine ten eleven twelve" },
    ]);
    const hit = (engineOfText.search("notes", { query: "seven", attributesToSnippet: ["text:3"], snippetEllipsisText: "..." }).body as SearchResponse).hits[0]!;
    expect(hit._snippetResult).toEqual({ text: { value: "...six <em>seven</em> eight...", matchLevel: "full" } });
  });

  it("leaves hits bare when no highlight is asked for", () => {
    expect(Object.keys(search({ query: "toyota", attributesToHighlight: [], hitsPerPage: 1 }).hits[0]!)).not.toContain("_highlightResult");
  });
});

describe("ranking info, typo tolerance, query type, response fields", () => {
  it("reports each hit's typos, exact words and score, and ranks the exact matches first", () => {
    const { hits } = search({ query: "tucsan", getRankingInfo: true, attributesToHighlight: [] });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]!._rankingInfo).toMatchObject({ nbTypos: 1, words: 1, nbExactWords: 0 });
    const exact = search({ query: "tucson", getRankingInfo: true, hitsPerPage: 1 }).hits[0]!;
    expect(exact._rankingInfo).toMatchObject({ nbTypos: 0, nbExactWords: 1, firstMatchedWord: 0 });
  });

  it("typoTolerance false finds no typo; queryType prefixNone no prefix; prefixAll every word", () => {
    expect(search({ query: "tucsan", typoTolerance: false }).nbHits).toBe(0);
    expect(search({ query: "tucs", queryType: "prefixNone" }).nbHits).toBe(0);
    expect(search({ query: "toy cor", queryType: "prefixAll" }).nbHits).toBe(
      records.filter((r) => r.make === "Toyota" && r.model === "Corolla").length,
    );
  });

  it("answers only the responseFields asked for", () => {
    expect(Object.keys(search({ query: "mazda", responseFields: ["nbHits", "hits"] })).sort()).toEqual(["hits", "nbHits"]);
  });

  it("refuses parameters it does not answer, with Algolia's 400, instead of ignoring them", () => {
    expect(engine.search("cars", { insideBoundingBox: [[-27, 152, -28, 153]] } as never)).toEqual({
      status: 400,
      body: { status: 400, message: "Parameter not supported by the embedded engine: insideBoundingBox" },
    });
    expect(engine.search("cars", { colour: "red" } as never)).toEqual({ status: 400, body: { status: 400, message: "Unknown parameter: colour" } });
    expect(engine.search("cars", { analytics: false, clickAnalytics: false }).status).toBe(200);
  });
});

describe("geo search, optional words and their answers", () => {
  const yards = new SearchEngine();
  yards.setIndex("yards", { searchableAttributes: ["name"], attributesForFaceting: ["name"] }, [
    { objectID: "brisbane", name: "Corolla Brisbane", _geoloc: { lat: -27.4698, lng: 153.0251 } },
    { objectID: "ipswich", name: "Corolla Ipswich", _geoloc: { lat: -27.6161, lng: 152.7609 } },
    { objectID: "two-yards", name: "Corolla Toowoomba", _geoloc: [{ lat: -27.5598, lng: 151.9507 }, { lat: -27.4698, lng: 153.0251 }] },
    { objectID: "nowhere", name: "Corolla unlocated" },
  ]);
  const around = (params: Record<string, unknown>) => yards.search("yards", { getRankingInfo: true, ...params }).body as SearchResponse;

  it("ranks located records nearest first, by their nearest point, within aroundRadius, and reports the distance", () => {
    const { hits } = around({ aroundLatLng: "-27.62, 152.76", aroundPrecision: 1000 });
    expect(hits.map((hit) => hit.objectID)).toEqual(["ipswich", "brisbane", "two-yards"]);
    expect(hits[1]!._rankingInfo).toMatchObject({
      geoPrecision: 1000,
      matchedGeoLocation: { lat: -27.4698, lng: 153.0251 },
    });
    const { distance } = (hits[1]!._rankingInfo as { matchedGeoLocation: { distance: number } }).matchedGeoLocation;
    expect(distance).toBeGreaterThan(30_500);
    expect(distance).toBeLessThan(31_500);
    expect((hits[1]!._rankingInfo as { geoDistance: number }).geoDistance).toBe(Math.floor(distance / 1000));
    expect(around({ aroundLatLng: "-27.62, 152.76", aroundRadius: 20_000 }).hits.map((hit) => hit.objectID)).toEqual(["ipswich"]);
  });

  it("makes the last words optional when nothing matches, and marks them in queryAfterRemoval", () => {
    expect(around({ query: "corolla ipswich zzqx" }).nbHits).toBe(0);
    const last = around({ query: "Corolla Ipswich zzqx", removeWordsIfNoResults: "lastWords" });
    expect(last.queryAfterRemoval).toBe("Corolla Ipswich <em>zzqx</em>");
    expect(last.hits.map((hit) => hit.objectID)).toEqual(["ipswich"]);
    const first = around({ query: "zzqx ipswich", removeWordsIfNoResults: "firstWords" });
    expect([first.queryAfterRemoval, first.nbHits]).toEqual(["<em>zzqx</em> ipswich", 1]);
    // An optional word ranks the records that have it first (the words criterion) without leaving the others out.
    const optional = around({ query: "corolla ipswich", optionalWords: ["ipswich"] });
    expect(optional.nbHits).toBe(4);
    expect(optional.hits[0]!.objectID).toBe("ipswich");
    expect(optional.hits.map((hit) => (hit._rankingInfo as { words: number }).words)).toEqual([2, 1, 1, 1]);
    expect(around({ query: "corolla ipswich", optionalWords: null }).nbHits).toBe(1);
  });

  it("searches only the restricted attributes, and boosts by optional filters without leaving anything out", () => {
    expect(search({ query: "red", restrictSearchableAttributes: ["make", "model"] }).nbHits).toBe(0);
    expect(search({ query: "red", restrictSearchableAttributes: ["colour"] }).nbHits).toBe(records.filter((r) => r.colour === "Red").length);
    const boosted = search({ optionalFilters: ["colour:Red<score=2>"], getRankingInfo: true, hitsPerPage: 300 });
    expect(boosted.nbHits).toBe(300);
    const reds = records.filter((r) => r.colour === "Red").length;
    expect(boosted.hits.slice(0, reds).every((hit) => hit.colour === "Red")).toBe(true);
    expect(boosted.hits[0]!._rankingInfo).toMatchObject({ filters: 2 });
  });

  it("answers them through the algoliasearch client, as objects and in the legacy params string", async () => {
    const yardsClient = algoliasearch("embedded", "embedded-search", { requester: createEngineRequester(yards) });
    const { results } = await yardsClient.search<{ name: string }>({
      requests: [
        { indexName: "yards", aroundLatLng: "-27.62, 152.76", aroundRadius: 40_000, aroundPrecision: [{ from: 0, value: 1000 }] },
        {
          indexName: "yards",
          params: new URLSearchParams({
            query: "corolla zzqx",
            removeWordsIfNoResults: "lastWords",
            optionalFilters: JSON.stringify(["name:Corolla Brisbane<score=3>"]),
          }).toString(),
        },
      ],
    });
    const [near, removed] = results as SearchResponse[];
    expect(near!.hits.map((hit) => hit.objectID)).toEqual(["ipswich", "brisbane", "two-yards"]);
    expect(removed!.queryAfterRemoval).toBe("corolla <em>zzqx</em>");
    expect(removed!.hits[0]!.objectID).toBe("brisbane");
  });

  it("answers bad values of these parameters with Algolia's 400", () => {
    for (const params of [
      { aroundLatLng: "north" },
      { aroundLatLng: "-27, 153", aroundRadius: 0 },
      { aroundLatLng: "-27, 153", aroundPrecision: [{ from: 0 }] },
      { distinct: 5 },
      { removeWordsIfNoResults: "some" },
      { optionalFilters: ["price<100"] },
      { restrictSearchableAttributes: [1] },
      { optionalWords: [null] },
    ]) {
      expect(engine.search("cars", params as never).status, JSON.stringify(params)).toBe(400);
    }
  });
});

describe("browse, settings and the index list", () => {
  it("browses every matching record by cursor, and lists and describes the indices", async () => {
    const seen: string[] = [];
    let page = await client.browse({ indexName: "cars", browseParams: { filters: "make:Toyota", hitsPerPage: 40 } });
    seen.push(...page.hits.map((hit) => hit.objectID));
    while (page.cursor) {
      page = await client.browse({ indexName: "cars", browseParams: { cursor: page.cursor } });
      seen.push(...page.hits.map((hit) => hit.objectID));
    }
    const toyotas = records.filter((r) => r.make === "Toyota").map((r) => r.objectID);
    expect(seen.sort()).toEqual(toyotas.sort());
    expect(toyotas.length).toBeGreaterThan(40);
    await expect(client.browse({ indexName: "cars", browseParams: { cursor: "not a cursor" } })).rejects.toMatchObject({ status: 400 });

    expect(await client.getSettings({ indexName: "cars" })).toMatchObject({ searchableAttributes: SETTINGS.searchableAttributes });
    const { items } = await client.listIndices();
    expect(items.map((item) => [item.name, item.entries, item.primary ?? null])).toEqual([
      ["cars", 300, null],
      ["cars_price_asc", 300, "cars"],
    ]);
  });
});
