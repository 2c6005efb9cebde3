/**
 * npm run bench:search [-- --count N]
 *
 * Times a whole search page's request set (main query, one facet query per refined list, one
 * bounds query per chosen range: exactly what the search page sends) through the
 * algoliasearch client and the embedded engine, beside the same work on two peers and a
 * floor, in one run and interleaved round by round so the ratios survive a noisy machine:
 *
 * - engine: every timed sample a URL not asked before (the price bound or the page moves by
 *   one each round), the engine's own caches as a running server has them;
 * - warm: the first sample's request set asked again and again (the engine's filter cache hits);
 * - cold: the fresh samples with every engine cache cleared first, as after a restart;
 * - Orama and itemsjs, each used as its documentation says (see scripts/bench/peers.ts);
 * - floor: one plain pass over typed-array columns (scripts/bench/floor.ts).
 *
 * The hit counts of every peer are checked against the engine's for the states without a
 * text query (text matching differs by design: typo tolerance, stemming) and a mismatch fails
 * the run. Last line: a JSON summary.
 */
import { algoliasearch } from "algoliasearch";
import { createNullCache } from "@algolia/client-common";
import { createEngineRequester, SearchEngine } from "../app/adapters/search/engine/index";
import { toCar } from "../app/models/car/car";
import { toCarRecord, type CarRecord } from "../app/models/search/records";
import { demoCarRow } from "../app/models/search/testing/demo-records";
import { buildSearchRequests, SCREEN_FACETS, type StockSearchRequest } from "../app/models/search/request";
import { primarySettings, replicaSettings } from "../app/models/search/settings";
import {
  emptySearchState,
  parseSearchState,
  RANGE_ATTRIBUTES,
  REFINEMENT_ATTRIBUTES,
  searchStateToParams,
  type SearchState,
} from "../app/models/search/state";
import { generateStock } from "../app/models/stock/demo/generator";
import { tenants } from "../app/tenants/index";
import { FloorColumns } from "./bench/floor";
import {
  buildItemsjs,
  buildOrama,
  itemsjsRequestSet,
  oramaRequestSet,
  type PeerSort,
  type Record_,
} from "./bench/peers";

const args = process.argv.slice(2);
const countIndex = args.indexOf("--count");
const COUNT = countIndex >= 0 ? Number(args[countIndex + 1]) : 100_000;
/**
 * `--exclude N`: the bench tenant's base filter also excludes its rarest make and N of its
 * stock numbers (search-journey §9), as a tenant file may, so their cost shows in the figures.
 */
const excludeIndex = args.indexOf("--exclude");
const EXCLUDED_STOCK_NUMBERS = excludeIndex >= 0 ? Number(args[excludeIndex + 1]) : 0;
const NOW = new Date();
const ENGINE_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const FLOOR_ROUNDS = Number(process.env.BENCH_FLOOR_ROUNDS ?? 30);
/** The peers take tens to hundreds of milliseconds per request set: fewer rounds keep the run short. */
const ITEMSJS_ROUNDS = Number(process.env.BENCH_ITEMSJS_ROUNDS ?? 9);
const ORAMA_ROUNDS = Number(process.env.BENCH_ORAMA_ROUNDS ?? 7);

function heapMb(): number {
  globalThis.gc?.();
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
}

function summary(times: number[]): { median: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

async function timed(run: () => unknown): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** Every string attribute a filter or a facet of the request set can name. */
const STRING_ATTRIBUTES = [
  ...new Set([
    "tenant_slug",
    "status",
    "show_on_dealer_website",
    ...Object.values(REFINEMENT_ATTRIBUTES).filter((a) => !["filtered_features", "categories"].includes(a)),
    ...SCREEN_FACETS.map((key) => REFINEMENT_ATTRIBUTES[key]),
    ...(EXCLUDED_STOCK_NUMBERS > 0 ? ["stocknum"] : []),
  ]),
];
const NUMERIC_ATTRIBUTES = [...RANGE_ATTRIBUTES, "real_price", "unlisted_at", "created_at", "custom_rank", "photos_count"];
const searchableText = (record: Record<string, unknown>) =>
  ["name", "make", "model", "badge", "colour", "simple_body", "stocknum", "regplate", "vin", "location_name"]
    .map((attribute) => record[attribute] ?? "")
    .concat((record.filtered_features as string[] | undefined) ?? [])
    .join(" ");

/** A sample of a state no earlier round asked: a moved price bound, or else the next page. */
function sampleOf(state: SearchState, round: number, pages: number): SearchState {
  const price = state.ranges.price;
  if (price?.max !== undefined) return { ...state, ranges: { ...state.ranges, price: { ...price, max: price.max + round } } };
  return { ...state, page: 1 + (round % Math.max(1, pages)) };
}

/**
 * The sort a state asks for, by name, as the floor's precomputed orders and itemsjs's
 * sortings know it; with a text query and no sort chosen, the peers rank by their own score.
 */
const PEER_SORTS: Record<"price_asc" | "relevance", PeerSort> = {
  price_asc: { attribute: "real_price", order: "asc" },
  relevance: { attribute: "custom_rank", order: "desc" },
};
function peerSortName(state: SearchState): keyof typeof PEER_SORTS {
  return state.sortBy === "price_asc" ? "price_asc" : "relevance";
}

async function main() {
  process.stdout.write(`Generating ${COUNT.toLocaleString()} cars...\n`);
  const byWebsiteId = new Map(tenants.map((t) => [t.id, t]));
  const cars = generateStock({ tenants, count: COUNT, seed: 1, now: NOW });
  const records: CarRecord[] = cars.map((car, i) =>
    toCarRecord(toCar(demoCarRow(car, i + 1, NOW), byWebsiteId.get(car.website_id)!), byWebsiteId.get(car.website_id)),
  );
  const largest = [...tenants].sort(
    (a, b) =>
      records.filter((r) => r.tenant_slug === b.slug).length - records.filter((r) => r.tenant_slug === a.slug).length,
  )[0]!;
  const tenantRecords = records.filter((r) => r.tenant_slug === largest.slug);
  const tenant =
    EXCLUDED_STOCK_NUMBERS > 0
      ? {
          ...largest,
          search: {
            ...largest.search,
            excludedMakes: [leastCommon(tenantRecords.map((r) => r.make))],
            excludedStockNumbers: tenantRecords.flatMap((r) => (r.stocknum ? [r.stocknum] : [])).slice(0, EXCLUDED_STOCK_NUMBERS),
          },
        }
      : largest;
  process.stdout.write(
    `Bench tenant ${tenant.slug}: ${tenantRecords.length.toLocaleString()} of its cars; excluding makes ${JSON.stringify(tenant.search.excludedMakes)} and ${tenant.search.excludedStockNumbers.length} stock numbers\n`,
  );

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
  const search = (requests: StockSearchRequest[]) => client.search({ requests });

  const peerRecords = records as unknown as Record_[];
  let started = performance.now();
  const floor = new FloorColumns(peerRecords, STRING_ATTRIBUTES, NUMERIC_ATTRIBUTES, searchableText);
  const realPrice = floor.number("real_price");
  const customRank = floor.number("custom_rank");
  const byRank = (a: number, b: number) => customRank[b]! - customRank[a]! || a - b;
  floor.addOrder("relevance", byRank);
  floor.addOrder("price_asc", (a, b) => {
    const x = realPrice[a]!;
    const y = realPrice[b]!;
    if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
    return (Number.isNaN(x) ? 0 : x - y) || byRank(a, b);
  });
  const floorMs = performance.now() - started;
  started = performance.now();
  const itemsEngine = buildItemsjs(
    tenantRecords as unknown as Record_[],
    SCREEN_FACETS.map((key) => REFINEMENT_ATTRIBUTES[key]),
    RANGE_ATTRIBUTES,
    PEER_SORTS,
    searchableText,
  );
  const itemsjsMs = performance.now() - started;
  started = performance.now();
  const orama = await buildOrama(peerRecords, STRING_ATTRIBUTES, NUMERIC_ATTRIBUTES, searchableText);
  const oramaMs = performance.now() - started;
  process.stdout.write(
    `built: engine ${buildMs.toFixed(0)} ms, floor columns ${floorMs.toFixed(0)} ms, itemsjs ${itemsjsMs.toFixed(0)} ms, orama ${oramaMs.toFixed(0)} ms\n`,
  );

  const topMake = mostCommon(tenantRecords.map((r) => r.make));
  const topBody = mostCommon(tenantRecords.filter((r) => r.make === topMake).map((r) => r.simple_body ?? ""));
  const topModel = mostCommon(tenantRecords.filter((r) => r.make === topMake).map((r) => r.model));
  const states: { label: string; state: SearchState }[] = [
    { label: "no refinement", state: emptySearchState() },
    { label: "text query", state: { ...emptySearchState(), query: `${topMake} ${topModel}`.toLowerCase() } },
    {
      label: "3 refinements + price range + sort",
      state: {
        ...emptySearchState(),
        sortBy: "price_asc",
        refinements: { make: [topMake], body: [topBody], car_type: ["used", "demo"] },
        ranges: { price: { min: 10_000, max: 80_000 } },
      },
    },
  ];

  const refinementAttributes = new Set(Object.values(REFINEMENT_ATTRIBUTES) as string[]);
  const rangeAttributes = new Set<string>(RANGE_ATTRIBUTES);
  const stringAttributes = new Set(STRING_ATTRIBUTES);
  const peersFor = (state: SearchState, requests: StockSearchRequest[]) => {
    const floorOrder = peerSortName(state);
    const sortName = state.query && floorOrder === "relevance" ? undefined : floorOrder;
    const sort = sortName ? PEER_SORTS[sortName] : null;
    const plain = requests.map((r) => ({
      query: r.query ?? "",
      filters: r.filters ?? "",
      facets: (r.facets ?? []) as string[],
      hitsPerPage: r.hitsPerPage ?? 0,
      page: r.page ?? 0,
    }));
    return {
      floor: () => floor.answer(plain, floorOrder),
      itemsjs: () => itemsjsRequestSet(plain, refinementAttributes, rangeAttributes, sortName)(itemsEngine),
      orama: () => oramaRequestSet(plain, sort, stringAttributes)(orama),
    };
  };

  // The first answers: page counts for the samples, and the hit counts every peer must share.
  let mismatches = 0;
  const pages: number[] = [];
  for (const { label, state } of states) {
    const requests = buildSearchRequests(state, tenant, NOW);
    const engineAnswer = (await search(requests)).results[0] as { nbHits: number; nbPages: number };
    pages.push(engineAnswer.nbPages);
    const peers = peersFor(state, requests);
    const counts = {
      engine: engineAnswer.nbHits,
      floor: peers.floor()[0]!.nbHits,
      itemsjs: peers.itemsjs()[0]!.total,
      orama: (await peers.orama())[0]!.count,
    };
    const agree = Object.values(counts).every((count) => count === counts.engine);
    if (!agree && !state.query) mismatches++;
    process.stdout.write(
      `${label.padEnd(36)} hits: ${Object.entries(counts).map(([peer, count]) => `${peer} ${count}`).join(", ")}${agree ? "" : state.query ? " (text matching differs by design)" : "  MISMATCH"}\n`,
    );
  }

  const times = states.map(() => ({ engine: [] as number[], warm: [] as number[], cold: [] as number[], floor: [] as number[], itemsjs: [] as number[], orama: [] as number[] }));
  const warmRequests = states.map(({ state }) => buildSearchRequests(state, tenant, NOW));
  const rounds = Math.max(ENGINE_ROUNDS, FLOOR_ROUNDS, ITEMSJS_ROUNDS, ORAMA_ROUNDS);
  // Five unrecorded rounds let the JIT settle before anything is timed.
  for (let round = -5; round < rounds; round++) {
    for (const [s, { state }] of states.entries()) {
      const sample = sampleOf(state, round + 6, pages[s]!);
      const requests = buildSearchRequests(sample, tenant, NOW);
      const peers = peersFor(sample, requests);
      const record = (list: number[], limit: number, time: number) => {
        if (round >= 0 && round < limit) list.push(time);
      };
      const t = times[s]!;
      if (round < ENGINE_ROUNDS) {
        record(t.engine, ENGINE_ROUNDS, await timed(() => search(requests)));
        record(t.warm, ENGINE_ROUNDS, await timed(() => search(warmRequests[s]!)));
        const coldRequests = buildSearchRequests(sampleOf(state, rounds + round + 6, pages[s]!), tenant, NOW);
        engine.clearCaches();
        record(t.cold, ENGINE_ROUNDS, await timed(() => search(coldRequests)));
      }
      if (round < FLOOR_ROUNDS) record(t.floor, FLOOR_ROUNDS, await timed(peers.floor));
      // The peers' request sets take a second or more at 100k: one unrecorded round warms
      // them (their JIT settles within it), five would add a minute to the run (which is to stay under 3 minutes).
      const peerRound = round >= -1;
      if (peerRound && round < ITEMSJS_ROUNDS) record(t.itemsjs, ITEMSJS_ROUNDS, await timed(peers.itemsjs));
      if (peerRound && round < ORAMA_ROUNDS) record(t.orama, ORAMA_ROUNDS, await timed(peers.orama));
    }
  }

  const figures = times.map((t) => Object.fromEntries(Object.entries(t).map(([peer, list]) => [peer, summary(list)])));
  process.stdout.write(
    `\n${"median ms (p95)".padEnd(36)} ${["engine", "warm", "cold", "floor", "itemsjs", "orama"].map((p) => p.padStart(16)).join("")}\n`,
  );
  for (const [s, { label }] of states.entries()) {
    const f = figures[s]!;
    process.stdout.write(
      `${label.padEnd(36)} ${["engine", "warm", "cold", "floor", "itemsjs", "orama"].map((p) => `${f[p]!.median.toFixed(2)} (${f[p]!.p95.toFixed(1)})`.padStart(16)).join("")}\n`,
    );
  }
  for (const [s, { label }] of states.entries()) {
    const f = figures[s]!;
    process.stdout.write(
      `${label.padEnd(36)} engine is ${(f.orama!.median / f.engine!.median).toFixed(0)}x faster than orama, ${(f.itemsjs!.median / f.engine!.median).toFixed(1)}x than itemsjs, ${(f.engine!.median / f.floor!.median).toFixed(2)}x the floor; cold/warm ${(f.cold!.median / f.warm!.median).toFixed(2)}\n`,
    );
  }

  // The URL of every refinement attribute × 40 of the stock's own values, read as the
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
  const hostileTimes: number[] = [];
  for (let round = 0; round < ENGINE_ROUNDS; round++) {
    hostileParams.set("price", `5000:${90_000 + round}`);
    hostileTimes.push(await timed(() => search(buildSearchRequests(parseSearchState(hostileParams, tenant), tenant, NOW))));
  }
  const hostile = summary(hostileTimes);
  process.stdout.write(
    `${"hostile URL, as parsed".padEnd(36)} ${hostileRequests} requests  engine median ${hostile.median.toFixed(2)} ms p95 ${hostile.p95.toFixed(2)} ms (URL of ${hostileParams.toString().length.toLocaleString()} characters kept as ${searchStateToParams(hostileState, tenant).toString().length})\n`,
  );

  const medianOf = (peer: string) => median(figures.map((f) => f[peer]!.median));
  const engineMedian = medianOf("engine");
  const oramaMedian = medianOf("orama");
  process.stdout.write(`index build ${buildMs.toFixed(0)} ms, engine heap ${indexMb.toFixed(1)} MB (records included)\n`);
  process.stdout.write(
    `${JSON.stringify({
      records: records.length,
      engine_median_ms: round(engineMedian),
      engine_p95_ms: round(Math.max(...figures.map((f) => f.engine!.p95))),
      orama_median_ms: round(oramaMedian),
      itemsjs_median_ms: round(medianOf("itemsjs")),
      floor_median_ms: round(medianOf("floor")),
      warm_median_ms: round(medianOf("warm")),
      cold_median_ms: round(medianOf("cold")),
      hostile_median_ms: round(hostile.median),
      // Engine over Orama: below 1 means the engine is faster.
      ratio: Number((engineMedian / oramaMedian).toPrecision(3)),
      index_mb: round(indexMb),
    })}\n`,
  );
  if (mismatches > 0) {
    process.stderr.write(`${mismatches} state(s) where a peer's hit count differs from the engine's: the comparison is not on the same work\n`);
    process.exitCode = 1;
  }
}

const round = (value: number) => Math.round(value * 100) / 100;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

function byCount(values: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

function mostCommon(values: string[]): string {
  return byCount(values)[0]?.[0] ?? "";
}

function leastCommon(values: string[]): string {
  return byCount(values).at(-1)?.[0] ?? "";
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
