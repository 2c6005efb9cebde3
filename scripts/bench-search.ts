/**
 * npm run bench:search [-- --count N]
 *
 * Times a whole search page's request set (main query plus one facet query per refined
 * list, exactly what the search page sends) through the algoliasearch client and the
 * embedded engine, and the same searches on @orama/orama with equivalent filters and
 * facets, in one run so the ratio survives a noisy machine. Last line: a JSON summary.
 */
import { create, insertMultiple, search as oramaSearch, type AnyOrama } from "@orama/orama";
import { algoliasearch } from "algoliasearch";
import { createNullCache } from "@algolia/client-common";
import type { CarRow } from "../app/db/schema";
import { SearchEngine } from "../app/models/search/engine/engine";
import { createEngineRequester } from "../app/models/search/engine/requester";
import { toCar } from "../app/models/car/car";
import { toCarRecord, type CarRecord } from "../app/models/search/records";
import { buildSearchRequests } from "../app/models/search/request";
import { primarySettings, replicaSettings } from "../app/models/search/settings";
import {
  emptySearchState,
  parseSearchState,
  REFINEMENT_ATTRIBUTES,
  searchStateToParams,
  type SearchState,
} from "../app/models/search/state";
import { generateStock } from "../app/models/stock/generator";
import { tenants } from "../app/tenants/index";

const args = process.argv.slice(2);
const countIndex = args.indexOf("--count");
const COUNT = countIndex >= 0 ? Number(args[countIndex + 1]) : 100_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const NOW = new Date();

function heapMb(): number {
  globalThis.gc?.();
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
}

/** Orama takes seconds per facetted query at this size: fewer rounds keep the run short. */
const ORAMA_ROUNDS = Number(process.env.BENCH_ORAMA_ROUNDS ?? 7);

async function timeIt(run: () => Promise<unknown>, rounds = ROUNDS): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < Math.min(5, rounds); i++) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

function toRow(car: Record<string, unknown>, id: number): CarRow {
  const json = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value);
  return {
    ...car,
    id,
    images: json(car.images) ?? [],
    variant: json(car.variant) ?? null,
    standard_equipment: json(car.standard_equipment) ?? [],
    categories: car.categories ?? [],
    reserved: car.reserved ?? false,
    certified: car.certified ?? false,
    preorder: car.preorder ?? false,
    show_on_dealer_website: car.show_on_dealer_website ?? true,
    custom_rank: car.custom_rank ?? 0,
    created_at: car.created_at ?? NOW,
    sold_at: car.sold_at ?? null,
  } as unknown as CarRow;
}

async function main() {
  process.stdout.write(`Generating ${COUNT.toLocaleString()} cars...\n`);
  const bySlug = new Map(tenants.map((t) => [t.slug, t]));
  const cars = generateStock({ tenants, count: COUNT, seed: 1, now: NOW });
  const records: CarRecord[] = cars.map((car, i) =>
    toCarRecord(toCar(toRow(car as Record<string, unknown>, i + 1), bySlug.get(car.tenant_slug))),
  );
  const tenant = [...tenants].sort(
    (a, b) =>
      records.filter((r) => r.tenant_slug === b.slug).length - records.filter((r) => r.tenant_slug === a.slug).length,
  )[0]!;
  const tenantRecords = records.filter((r) => r.tenant_slug === tenant.slug);
  process.stdout.write(`Bench tenant ${tenant.slug}: ${tenantRecords.length.toLocaleString()} of its cars\n`);

  const before = heapMb();
  const buildStart = performance.now();
  const engine = new SearchEngine();
  const indexName = tenant.search.indexName;
  engine.setIndex(indexName, primarySettings(indexName), records as never, replicaSettings(indexName));
  const client = algoliasearch("embedded", "embedded-search", {
    requester: createEngineRequester(engine),
    requestsCache: createNullCache(),
    responsesCache: createNullCache(),
    hostsCache: createNullCache(),
  });
  // Lazy structures (facet columns, text index) are built by a first search, counted here.
  await client.search({ requests: buildSearchRequests({ ...emptySearchState(), query: "a" }, tenant, NOW) });
  const buildMs = performance.now() - buildStart;
  const indexMb = heapMb() - before;

  const topMake = mostCommon(tenantRecords.map((r) => r.make));
  const topBody = mostCommon(tenantRecords.filter((r) => r.make === topMake).map((r) => r.simple_body ?? ""));
  const topModel = mostCommon(tenantRecords.filter((r) => r.make === topMake).map((r) => r.model));
  const states: [string, SearchState][] = [
    ["no refinement", emptySearchState()],
    ["text query", { ...emptySearchState(), query: `${topMake} ${topModel}`.toLowerCase() }],
    [
      "3 refinements + price range + sort",
      {
        ...emptySearchState(),
        sortBy: "price_asc",
        refinements: { make: [topMake], body: [topBody], car_type: ["used", "demo"] },
        ranges: { price: { min: 10_000, max: 80_000 } },
      },
    ],
  ];

  const oramaBefore = heapMb();
  const orama = await buildOrama(records);
  const oramaMb = heapMb() - oramaBefore;

  const engineMedians: number[] = [];
  const engineP95s: number[] = [];
  const oramaMedians: number[] = [];
  for (const [label, state] of states) {
    const requests = buildSearchRequests(state, tenant, NOW);
    const first = (await client.search({ requests })).results[0] as { nbHits: number };
    const engineTime = await timeIt(() => client.search({ requests }));
    const oramaQueries = oramaRequestSet(state, tenant.slug, tenant.search.soldWindowDays);
    const oramaFirst = (await oramaQueries(orama))[0] as { count: number };
    const oramaTime = await timeIt(() => oramaQueries(orama), ORAMA_ROUNDS);
    engineMedians.push(engineTime.median);
    engineP95s.push(engineTime.p95);
    oramaMedians.push(oramaTime.median);
    process.stdout.write(
      `${label.padEnd(36)} ${requests.length} requests  engine median ${engineTime.median.toFixed(2)} ms p95 ${engineTime.p95.toFixed(2)} ms (${first.nbHits} hits)  orama median ${oramaTime.median.toFixed(2)} ms p95 ${oramaTime.p95.toFixed(2)} ms (${oramaFirst.count} hits)\n`,
    );
  }

  // Issue 12: the URL of every refinement attribute × 40 of the stock's own values, read as the
  // route reads it. What the parser keeps (40 values over every attribute, each range) is the
  // costliest search a URL can ask for; parsing is inside the timing.
  const hostileParams = new URLSearchParams();
  const valuesOf = (attribute: string) =>
    [...new Set(tenantRecords.flatMap((record) => [(record as unknown as Record<string, unknown>)[attribute]].flat()))]
      .filter((value) => value !== null && value !== undefined && value !== "")
      .map(String)
      .slice(0, 40);
  const hostileValues = Object.entries(REFINEMENT_ATTRIBUTES).map(([key, attribute]) => [key, valuesOf(attribute)] as const);
  for (let i = 0; i < 40; i++) {
    for (const [key, values] of hostileValues) if (values[i] !== undefined) hostileParams.append(key, values[i]!);
  }
  for (const range of ["price=5000:90000", "km=:150000", "year=2015:", "subscription_price=1:999"]) {
    const [key, value] = range.split("=") as [string, string];
    hostileParams.set(key, value);
  }
  const hostileState = parseSearchState(hostileParams, tenant);
  const hostileRequests = buildSearchRequests(hostileState, tenant, NOW).length;
  const hostileTime = await timeIt(() =>
    client.search({ requests: buildSearchRequests(parseSearchState(hostileParams, tenant), tenant, NOW) }),
  );
  process.stdout.write(
    `${"hostile URL, as parsed".padEnd(36)} ${hostileRequests} requests  engine median ${hostileTime.median.toFixed(2)} ms p95 ${hostileTime.p95.toFixed(2)} ms (URL of ${hostileParams.toString().length.toLocaleString()} characters kept as ${searchStateToParams(hostileState, tenant).toString().length})\n`,
  );

  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  const engineMedian = median(engineMedians);
  const oramaMedian = median(oramaMedians);
  process.stdout.write(
    `index build ${buildMs.toFixed(0)} ms, engine heap ${indexMb.toFixed(1)} MB (records included), orama heap ${oramaMb.toFixed(1)} MB\n`,
  );
  process.stdout.write(
    `${JSON.stringify({
      records: records.length,
      engine_median_ms: round(engineMedian),
      engine_p95_ms: round(Math.max(...engineP95s)),
      orama_median_ms: round(oramaMedian),
      hostile_median_ms: round(hostileTime.median),
      // Engine over Orama: below 1 means the engine is faster.
      ratio: Number((engineMedian / oramaMedian).toPrecision(3)),
      index_mb: round(indexMb),
    })}\n`,
  );
}

const round = (value: number) => Math.round(value * 100) / 100;

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
}

/** Orama holds the same records; string facets as enums, so where-clauses match exactly. */
const ORAMA_ENUMS = [
  "tenant_slug",
  "status",
  ...new Set(Object.values(REFINEMENT_ATTRIBUTES).filter((a) => !["filtered_features", "categories"].includes(a))),
] as const;

async function buildOrama(records: CarRecord[]): Promise<AnyOrama> {
  const schema: Record<string, string> = { name: "string", price: "number", km: "number", year: "number", created_at: "number", sold_at: "number", custom_rank: "number", show_on_dealer_website: "boolean" };
  for (const attribute of ORAMA_ENUMS) schema[attribute] = "enum";
  schema.name = "string";
  const db = create({ schema: schema as never });
  const docs = records.map((record) => {
    const doc: Record<string, unknown> = { id: record.objectID };
    for (const key of Object.keys(schema)) {
      const value = (record as unknown as Record<string, unknown>)[key];
      doc[key] = value === null || value === undefined ? (schema[key] === "number" ? 0 : schema[key] === "enum" ? "" : value) : typeof value === "number" && schema[key] === "enum" ? String(value) : value;
    }
    doc.name = `${record.name} ${record.colour ?? ""} ${record.simple_body ?? ""}`;
    return doc;
  });
  await insertMultiple(db, docs as never, 5000);
  return db;
}

function oramaRequestSet(state: SearchState, tenantSlug: string, soldWindowDays: number) {
  const windowStart = Math.floor(NOW.getTime() / 1000) - soldWindowDays * 86_400;
  // Orama ignores sibling keys of a top-level `or`, so every condition goes in one `and`.
  const preset: Record<string, unknown>[] = [
    { tenant_slug: { eq: tenantSlug } },
    { show_on_dealer_website: true },
    {
      or: [
        { status: { in: ["in_stock", "coming_soon"] } },
        { and: [{ status: { eq: "sold" } }, { sold_at: { gte: windowStart } }] },
      ],
    },
  ];
  const refinementWhere = (omit?: string) => {
    const conditions = [...preset];
    for (const [key, values] of Object.entries(state.refinements)) {
      if (key === omit || !values?.length) continue;
      conditions.push({ [REFINEMENT_ATTRIBUTES[key as keyof typeof REFINEMENT_ATTRIBUTES]]: { in: values } });
    }
    for (const [key, range] of Object.entries(state.ranges)) {
      if (range) conditions.push({ [key]: { between: [range.min ?? -1e12, range.max ?? 1e12] } });
    }
    return { and: conditions };
  };
  const facetAttributes = ["make", "model", "car_type", "simple_body", "simple_fuel", "simple_transmission", "drive", "colour", "location_name", "dealership_slug", "state"];
  const facets = Object.fromEntries(facetAttributes.map((a) => [a, { limit: 100 }]));
  const sortBy =
    state.sortBy === "price_asc" ? { property: "price", order: "ASC" } : state.sortBy === "relevance" ? undefined : undefined;
  return async (db: AnyOrama) => {
    const main = oramaSearch(db, {
      term: state.query,
      properties: ["name"],
      // All words must match, as in the engine (Algolia's default).
      threshold: 0,
      where: refinementWhere() as never,
      facets: facets as never,
      limit: 21,
      ...(sortBy && { sortBy: sortBy as never }),
    });
    const disjunctive = Object.keys(state.refinements).map((key) =>
      oramaSearch(db, {
        term: state.query,
        properties: ["name"],
        threshold: 0,
        where: refinementWhere(key) as never,
        facets: { [REFINEMENT_ATTRIBUTES[key as keyof typeof REFINEMENT_ATTRIBUTES]]: { limit: 100 } } as never,
        limit: 0,
      }),
    );
    return Promise.all([main, ...disjunctive]);
  };
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
