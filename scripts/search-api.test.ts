import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { algoliasearch, type Algoliasearch } from "algoliasearch";
import algoliasearchHelper from "algoliasearch-helper";
import instantsearch from "instantsearch.js";
import { connectHits, connectPagination, connectRefinementList } from "instantsearch.js/es/connectors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SearchEngine, type SearchRecord } from "~/adapters/search/engine";
import { searchApiCredentials, searchApiParentKey, securedApiKey } from "~/models/search-api/keys.server";
import { ClientRateLimit } from "~/models/search-api/rate-limit";
import { answerSearchApi } from "~/pages/search-api/search-api.server";
import { primarySettings, replicaSettings } from "~/models/search/settings";
import { demoCarRecords } from "~/models/search/testing/demo-records";
import { guardRequests } from "~/server/request-guards";
import { tenants } from "~/tenants";
import { stockPresetFilter } from "~/models/search/presets";
import type { Tenant } from "~/tenants/schema";

/*
 * The search API over HTTP, as outside callers use it: the official algoliasearch client,
 * algoliasearch-helper and InstantSearch's connectors (headless) against a server answering
 * with the app's own request guards and handler, on an index holding every demo dealer's cars.
 * Expected answers are worked out here by brute force over the records.
 */

const NOW = new Date("2026-11-28T00:00:00Z");
const SECRET = "search-api-test-secret";
const INDEX = "Car_production";

const wattle = tenants.find((tenant) => tenant.slug === "wattle-ridge-toyota")!;
const brightlane = tenants.find((tenant) => tenant.slug === "brightlane-cars")!;

const engine = new SearchEngine();
const records = demoCarRecords(1500, NOW) as unknown as SearchRecord[];
engine.setIndex(INDEX, primarySettings(INDEX), records, replicaSettings(INDEX));

/** The tenant's own listed cars: the site's preset run by the engine in process, the API's reference. */
function listedIds(tenant: Tenant): Set<string> {
  const { body } = engine.search(INDEX, {
    filters: stockPresetFilter(tenant, NOW),
    hitsPerPage: 1000,
    attributesToRetrieve: ["objectID"],
    attributesToHighlight: [],
  });
  const answer = body as { hits: SearchRecord[]; nbHits: number };
  expect(answer.nbHits).toBeLessThan(1000);
  return new Set(answer.hits.map((hit) => String(hit.objectID)));
}

/** How many cars the site's own search finds for these words (and the caller's filter). */
function siteCount(query: string, filters?: string): number {
  const preset = stockPresetFilter(wattle, NOW);
  const { body } = engine.search(INDEX, { query, filters: filters ? `${preset} AND (${filters})` : preset, hitsPerPage: 0 });
  return (body as { nbHits: number }).nbHits;
}

interface Api {
  base: string;
  host: string;
  close: () => Promise<void>;
}

/** A server for one tenant's host: the request guards, then the search API handler. */
async function startApi(tenant: Tenant, limiter = new ClientRateLimit()): Promise<Api> {
  const guard = guardRequests();
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    guard(req, res, () => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("error", () => undefined);
      req.on("end", async () => {
        if (res.headersSent) return;
        const body = ["GET", "HEAD", "OPTIONS"].includes(req.method!) ? undefined : Buffer.concat(chunks);
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
        const request = new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body });
        const response = await answerSearchApi(request, {
          engine,
          tenant,
          secret: SECRET,
          now: NOW,
          clientAddress: req.socket.remoteAddress ?? null,
          limiter,
        });
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base: `http://${host}`, host, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function clientFor(api: Api, appId: string, apiKey: string): Algoliasearch {
  return algoliasearch(appId, apiKey, { hosts: [{ url: api.host, protocol: "http", accept: "readWrite" }] });
}

function tenantClient(api: Api, tenant: Tenant): Algoliasearch {
  const { appId, apiKey } = searchApiCredentials(tenant, SECRET);
  return clientFor(api, appId, apiKey);
}

async function apiError(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call;
  } catch (error) {
    return { status: (error as { status: number }).status, message: (error as Error).message };
  }
  throw new Error("the call succeeded");
}

let api: Api;
let client: Algoliasearch;
let listed: Set<string>;
const byId = new Map(records.map((record) => [String(record.objectID), record]));

beforeAll(async () => {
  api = await startApi(wattle);
  client = tenantClient(api, wattle);
  listed = listedIds(wattle);
});
afterAll(() => api.close());

type Hit = SearchRecord & { _highlightResult?: Record<string, { value: string; matchLevel: string }> };

describe("the official algoliasearch client", () => {
  it("searches the dealer's own listed cars, with Algolia's highlights", async () => {
    const { results } = await client.search<Hit>({ requests: [{ indexName: INDEX, query: "", hitsPerPage: 1000 }] });
    const all = results[0] as { hits: Hit[]; nbHits: number };
    expect(all.nbHits).toBe(listed.size);
    expect(new Set(all.hits.map((hit) => String(hit.objectID)))).toEqual(listed);

    const found = await client.searchSingleIndex<Hit>({ indexName: INDEX, searchParams: { query: "corolla", hitsPerPage: 3 } });
    expect(found.nbHits).toBe(siteCount("corolla"));
    // The published key names the primary and a pattern for its sort replicas.
    const cheapest = await client.searchSingleIndex<Hit>({ indexName: `${INDEX}_price_asc`, searchParams: { hitsPerPage: 1 } });
    expect(cheapest.nbHits).toBe(listed.size);
    expect(found.hits[0]!._highlightResult!.model).toMatchObject({ value: expect.stringMatching(/^<em>Corolla<\/em>/), matchLevel: "full" });
  });

  it("keeps every filter inside the dealer's stock, however it is written: OR, NOT, facetFilters or a stray parenthesis", async () => {
    const count = async (params: Record<string, unknown>) =>
      (await client.searchSingleIndex({ indexName: INDEX, searchParams: { hitsPerPage: 0, ...params } })).nbHits;
    const toyotas = [...listed].filter((id) => byId.get(id)!.make === "Toyota").length;
    expect(toyotas).toBeGreaterThan(0);

    expect(await count({ filters: 'make:Toyota OR tenant_slug:"brightlane-cars"' })).toBe(toyotas);
    expect(await count({ filters: 'tenant_slug:"brightlane-cars" OR tenant_slug:"wattle-ridge-toyota"' })).toBe(listed.size);
    expect(await count({ filters: 'NOT tenant_slug:"wattle-ridge-toyota"' })).toBe(0);
    expect(await count({ filters: "NOT show_on_dealer_website:true" })).toBe(0);
    expect(await count({ filters: 'NOT status:"in_stock"' })).toBe(
      [...listed].filter((id) => byId.get(id)!.status !== "in_stock").length,
    );
    expect(await count({ facetFilters: [["tenant_slug:brightlane-cars", "tenant_slug:wattle-ridge-toyota"]] })).toBe(listed.size);
    expect(await count({ numericFilters: ["unlisted_at < 0"] })).toBe(0);
    // The caller's filter is read on its own: breaking out of its parentheses is a syntax error at its own column.
    const breakout = await apiError(
      client.searchSingleIndex({ indexName: INDEX, searchParams: { filters: 'make:Toyota) OR (tenant_slug:"brightlane-cars"' } }),
    );
    expect(breakout).toEqual({ status: 400, message: "filters: Unexpected token ')' expected AND, OR or end of filter at col 12" });
  });

  it("searches facet values among the dealer's cars only", async () => {
    const { facetHits } = await client.searchForFacetValues({
      indexName: INDEX,
      facetName: "make",
      searchForFacetValuesRequest: { facetQuery: "m" },
    });
    const expected = new Map<string, number>();
    for (const id of listed) {
      const make = String(byId.get(id)!.make);
      if (/^m/i.test(make) || make.split(/\s+/).some((word) => /^m/i.test(word))) expected.set(make, (expected.get(make) ?? 0) + 1);
    }
    expect(new Map(facetHits.map((hit) => [hit.value, hit.count]))).toEqual(expected);
  });

  it("gets the dealer's listed cars by id, and null for another dealer's or an unlisted one", async () => {
    const own = [...listed][0]!;
    const other = records.find((record) => record.tenant_slug === "brightlane-cars")!;
    const unlisted = records.find((record) => record.tenant_slug === wattle.slug && !listed.has(String(record.objectID)));
    const ids = [own, String(other.objectID), ...(unlisted ? [String(unlisted.objectID)] : []), "no-such-car"];
    const { results } = await client.getObjects({
      requests: ids.map((objectID) => ({ indexName: INDEX, objectID, attributesToRetrieve: ["objectID", "make"] })),
    });
    expect(results[0]).toEqual({ objectID: own, make: byId.get(own)!.make });
    expect(results.slice(1)).toEqual(ids.slice(1).map(() => null));
    expect(unlisted).toBeDefined();
  });

  it("refuses every write and every call a search key cannot make, with Algolia's 403", async () => {
    const refused = { status: 403, message: "Method not allowed with this API key" };
    expect(await apiError(client.saveObject({ indexName: INDEX, body: { objectID: "x", make: "Fake" } }))).toEqual(refused);
    expect(await apiError(client.deleteObject({ indexName: INDEX, objectID: [...listed][0]! }))).toEqual(refused);
    expect(await apiError(client.setSettings({ indexName: INDEX, indexSettings: { hitsPerPage: 1 } }))).toEqual(refused);
    expect(await apiError(client.clearObjects({ indexName: INDEX }))).toEqual(refused);
    expect(await apiError(client.listIndices())).toEqual(refused);
    expect(await apiError(client.getSettings({ indexName: INDEX }))).toEqual(refused);
    expect(await apiError(client.browse({ indexName: INDEX }))).toEqual(refused);
    const { hits } = await client.searchSingleIndex({ indexName: INDEX, searchParams: { query: "Fake", hitsPerPage: 1 } });
    expect(hits).toEqual([]);
  });

  it("refuses a wrong key, another dealer's key, an expired key, and an index outside the dealer's", async () => {
    const invalid = { status: 403, message: "Invalid Application-ID or API key" };
    const search = (searchClient: Algoliasearch, indexName = INDEX) =>
      apiError(searchClient.searchSingleIndex({ indexName, searchParams: { query: "" } }));
    const own = searchApiCredentials(wattle, SECRET);
    const others = searchApiCredentials(brightlane, SECRET);
    expect(await search(clientFor(api, own.appId, `${own.apiKey.slice(0, -4)}AAAA`))).toEqual(invalid);
    expect(await search(clientFor(api, others.appId, others.apiKey))).toEqual(invalid);
    expect(await search(clientFor(api, own.appId, others.apiKey))).toEqual(invalid);
    expect(await search(clientFor(api, own.appId, searchApiCredentials(wattle, "another-secret-entirely").apiKey))).toEqual(invalid);
    const expired = securedApiKey(searchApiParentKey(wattle, SECRET), { validUntil: Math.floor(NOW.getTime() / 1000) - 1 });
    expect(await search(clientFor(api, own.appId, expired))).toEqual({ status: 403, message: "The validity of the API key has expired" });
    expect(await search(client, "Other_index")).toEqual({ status: 403, message: "Index not allowed with this API key" });
  });

  it("mints keys as Algolia's generateSecuredApiKey does, and enforces their filters and indices", async () => {
    const parentApiKey = searchApiParentKey(wattle, SECRET);
    const restrictions = { filters: "make:Toyota", restrictIndices: [`${INDEX}_price_asc`], validUntil: 4102444800 };
    const official = (client as unknown as { generateSecuredApiKey: (options: object) => string }).generateSecuredApiKey({
      parentApiKey,
      restrictions,
    });
    expect(securedApiKey(parentApiKey, restrictions)).toBe(official);
    const narrow = clientFor(api, wattle.slug, official);
    const cheap = await narrow.searchSingleIndex({ indexName: `${INDEX}_price_asc`, searchParams: { hitsPerPage: 0 } });
    expect(cheap.nbHits).toBe([...listed].filter((id) => byId.get(id)!.make === "Toyota").length);
    expect(await apiError(narrow.searchSingleIndex({ indexName: INDEX, searchParams: {} }))).toMatchObject({ status: 403 });
  });
});

describe("algoliasearch-helper", () => {
  it("counts disjunctive facets, pages and searches facet values as the records say", async () => {
    const helper = algoliasearchHelper(client as never, INDEX, {
      disjunctiveFacets: ["make"],
      facets: ["simple_body"],
      hitsPerPage: 10,
    });
    helper.addDisjunctiveFacetRefinement("make", "Toyota").addDisjunctiveFacetRefinement("make", "Mazda");
    const first = await helper.searchOnce({ page: 0 } as never);
    const chosen = [...listed].filter((id) => ["Toyota", "Mazda"].includes(String(byId.get(id)!.make)));
    expect(first.content.nbHits).toBe(chosen.length);
    const makes = new Map<string, number>();
    for (const id of listed) makes.set(String(byId.get(id)!.make), (makes.get(String(byId.get(id)!.make)) ?? 0) + 1);
    const shown = first.content.getFacetValues("make", { sortBy: ["name:asc"] }) as { name: string; count: number }[];
    expect(new Map(shown.map((value) => [value.name, value.count]))).toEqual(makes);

    const second = await helper.searchOnce({ page: 1 } as never);
    expect(second.content.page).toBe(1);
    const pageOne = new Set(first.content.hits.map((hit: SearchRecord) => hit.objectID));
    expect(second.content.hits.some((hit: SearchRecord) => pageOne.has(hit.objectID))).toBe(false);

    const values = await helper.searchForFacetValues("make", "toy", 10);
    expect(values.facetHits).toEqual([
      expect.objectContaining({ value: "Toyota", count: makes.get("Toyota"), highlighted: "<em>Toy</em>ota" }),
    ]);
  });
});

describe("an InstantSearch page, headless", () => {
  it("renders hits, a searchable refinement list and pagination from the API", async () => {
    const search = instantsearch({ indexName: INDEX, searchClient: client as never });
    const rendered: Record<string, unknown> = {};
    search.addWidgets([
      connectHits((state) => (rendered.hits = state))({}),
      connectRefinementList((state) => (rendered.makes = state))({ attribute: "make", operator: "or", limit: 50 }),
      connectPagination((state) => (rendered.pages = state))({}),
    ]);
    // InstantSearch also renders as it starts and while it waits: wait for what an answer shows.
    const until = async (shown: () => boolean) => {
      for (let tries = 0; !shown(); tries++) {
        if (tries > 500) throw new Error("InstantSearch never showed the answer");
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    type Makes = { items: { value: string; count: number }[]; isFromSearch: boolean; refine: (v: string) => void; searchForItems: (q: string) => void };
    const pages = () => rendered.pages as { nbHits: number } | undefined;
    search.start();
    await until(() => search.status === "idle" && (pages()?.nbHits ?? 0) > 0);
    const makes = rendered.makes as Makes;
    const toyotas = [...listed].filter((id) => byId.get(id)!.make === "Toyota").length;
    expect(makes.items.find((item) => item.value === "Toyota")?.count).toBe(toyotas);
    expect((rendered.pages as { nbHits: number }).nbHits).toBe(listed.size);

    makes.refine("Toyota");
    await until(() => search.status === "idle" && pages()!.nbHits === toyotas);
    expect((rendered.pages as { nbHits: number }).nbHits).toBe(toyotas);
    const hits = (rendered.hits as { items: SearchRecord[] }).items;
    expect(hits.every((hit) => hit.make === "Toyota" && listed.has(String(hit.objectID)))).toBe(true);

    (rendered.makes as Makes).searchForItems("maz");
    await until(() => (rendered.makes as Makes).isFromSearch);
    const found = (rendered.makes as Makes).items;
    expect(found.map((item) => item.value)).toEqual(["Mazda"]);
    search.dispose();
  });
});

describe("a dealer that masks phone numbers", () => {
  it("sends its cars' numbers masked, in hits and objects", async () => {
    const masking = await startApi(brightlane);
    try {
      const maskingClient = tenantClient(masking, brightlane);
      const { hits } = await maskingClient.searchSingleIndex<Hit & { location: { phone: string | null } }>({
        indexName: INDEX,
        searchParams: { hitsPerPage: 5, attributesToHighlight: ["*"] },
      });
      const withPhone = hits.filter((hit) => hit.location?.phone);
      expect(withPhone.length).toBeGreaterThan(0);
      for (const hit of withPhone) {
        const full = (byId.get(String(hit.objectID)) as unknown as { location: { phone: string } }).location.phone;
        expect(hit.location.phone).not.toBe(full);
        expect(JSON.stringify(hit)).not.toContain(full);
      }
      const { results } = await maskingClient.getObjects<{ location: { phone: string } }>({
        requests: [{ indexName: INDEX, objectID: String(withPhone[0]!.objectID) }],
      });
      expect(results[0]!.location.phone).toBe(withPhone[0]!.location.phone);
    } finally {
      await masking.close();
    }
  });
});

describe("what an attacker sends", () => {
  const own = () => searchApiCredentials(wattle, SECRET);
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${api.base}${path}`, {
      method: "POST",
      headers: {
        "x-algolia-application-id": own().appId,
        "x-algolia-api-key": own().apiKey,
        "content-type": "application/json",
        ...headers,
      },
      body,
    });
  const queries = (request: Record<string, unknown>) => JSON.stringify({ requests: [{ indexName: INDEX, ...request }] });

  it("answers a page on another site, with the credentials in the query string as browsers send them, and its preflight", async () => {
    const { appId, apiKey } = own();
    const preflight = await fetch(`${api.base}/1/indexes/*/queries`, {
      method: "OPTIONS",
      headers: { Origin: "https://marketing.example", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "x-algolia-api-key" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("x-algolia-api-key");
    const response = await fetch(
      `${api.base}/1/indexes/*/queries?x-algolia-application-id=${appId}&x-algolia-api-key=${encodeURIComponent(apiKey)}`,
      { method: "POST", headers: { Origin: "https://marketing.example", "content-type": "text/plain" }, body: queries({ hitsPerPage: 0 }) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(((await response.json()) as { results: { nbHits: number }[] }).results[0]!.nbHits).toBe(listed.size);
  });

  it("refuses huge bodies, other content types, prototype keys, NUL characters and bad JSON with 4xx", async () => {
    expect((await post("/1/indexes/*/queries", queries({ query: "x".repeat(200_000) }))).status).toBe(413);
    const multipart = await post("/1/indexes/*/queries", queries({}), { "content-type": "multipart/form-data; boundary=x" });
    expect(multipart.status).toBe(415);
    expect(await multipart.json()).toEqual({ status: 415, message: "Unsupported Content-Type: multipart/form-data (send JSON)" });
    const proto = await post("/1/indexes/*/queries", `{"requests":[{"indexName":"${INDEX}","__proto__":{"filters":"make:Toyota"}}]}`);
    expect(await proto.json()).toEqual({ status: 400, message: "Invalid parameter name: __proto__" });
    const protoParams = await post("/1/indexes/*/queries", queries({ params: "__proto__%5Bfilters%5D=x&constructor=1" }));
    expect(protoParams.status).toBe(400);
    expect((await post("/1/indexes/*/queries", queries({ query: "toy\u0000ota" }))).status).toBe(400);
    expect((await post("/1/indexes/*/queries", "{not json")).status).toBe(400);
    expect((await post("/1/indexes/*/queries", "[1,2]")).status).toBe(400);
    expect((await post("/1/indexes/*/queries", queries({ filters: 5 }))).status).toBe(400);
    for (const wrongType of [{ facets: 5 }, { facetFilters: {} }, { attributesToHighlight: [5] }, { params: "numericFilters=7" }]) {
      const answer = await post("/1/indexes/*/queries", queries({ ...wrongType, type: "facet", facet: "make" }));
      expect(answer.status).toBe(400);
      expect(await post("/1/indexes/*/queries", queries(wrongType)).then((response) => response.status)).toBe(400);
    }
    expect((await post("/1/indexes/*/queries", queries({ query: "a ".repeat(600) }))).status).toBe(400);
    const nested = `${"(".repeat(15_000)}make:Toyota${")".repeat(15_000)}`;
    const deep = await post("/1/indexes/*/queries", queries({ filters: nested }));
    expect(deep.status).toBe(400);
    expect(deep.headers.get("content-type")).toMatch(/json/);
    const tooMany = await post("/1/indexes/*/queries", JSON.stringify({ requests: Array(51).fill({ indexName: INDEX }) }));
    expect(tooMany.status).toBe(400);
    const tooLarge = await post("/1/indexes/*/queries", JSON.stringify({ requests: Array(2).fill({ indexName: INDEX, hitsPerPage: 600 }) }));
    expect(await tooLarge.json()).toEqual({ status: 400, message: "Too many hits asked for: at most 1000 in one request" });
    const nul = await fetch(`${api.base}/1/indexes/${INDEX}?query=a%00b`);
    expect(nul.status).toBe(400);
  });

  it("answers Algolia's GET search with the parameters in the query string, words that look like numbers as words", async () => {
    const { appId, apiKey } = own();
    const response = await fetch(`${api.base}/1/indexes/${INDEX}?query=corolla&hitsPerPage=2&filters=${encodeURIComponent("NOT year:0")}`, {
      headers: { "x-algolia-application-id": appId, "x-algolia-api-key": apiKey },
    });
    const body = (await response.json()) as { hits: SearchRecord[]; nbHits: number };
    expect(body.hits).toHaveLength(2);
    expect(body.nbHits).toBe(siteCount("corolla", "NOT year:0"));
    const year = await fetch(`${api.base}/1/indexes/${INDEX}?query=2020&hitsPerPage=0`, {
      headers: { "x-algolia-application-id": appId, "x-algolia-api-key": apiKey },
    });
    expect(((await year.json()) as { nbHits: number }).nbHits).toBe(siteCount("2020"));
  });

  it("limits each client (an IPv6 /64, an IPv4 address) to its share, then answers 429 with Retry-After", async () => {
    const limited = await startApi(wattle, new ClientRateLimit({ windowMs: 60_000, perClient: 2 }));
    try {
      const limitedClient = tenantClient(limited, wattle);
      const once = () => limitedClient.searchSingleIndex({ indexName: INDEX, searchParams: { hitsPerPage: 0 } });
      await once();
      await once();
      const third = await fetch(`${limited.base}/1/indexes/${INDEX}?query=x`);
      expect(third.status).toBe(429);
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await third.json()).toEqual({ status: 429, message: "Too many requests: please wait before searching again" });
    } finally {
      await limited.close();
    }
  });
});
