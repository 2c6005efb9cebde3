import type { Kysely } from "kysely";
import type { SearchResponse } from "~/adapters/search/port";
import { embeddedSearchIndex, searchClientFor, usesHostedSearch } from "~/adapters/search/index.server";
import type { Database } from "~/db/schema";
import { logger } from "~/logger.server";
import { tenants as allTenants } from "~/tenants";
import type { Tenant } from "~/tenants/schema";
import { LruCache } from "./cache";
import type { Car } from "~/models/car/car";
import { carFromRecord, type CarRecord } from "./records";
import { carRecordBatches } from "./records.server";
import { buildHitsRequest, buildSearchRequests, mergeSearchResponses, type StockSearchResult } from "./request";
import { primarySettings, replicaSettings } from "./settings";
import type { SearchState } from "./state";

/** The embedded index's freshness: which stock it was built from, and when it was last checked. */
interface EmbeddedIndexState {
  /** The stock_version the index was built from; a change in the database triggers a rebuild. */
  builtFromVersion: string | null;
  builtAt: number;
  records: number;
  checkedAt: number;
  building: Promise<void> | null;
}

declare global {
  var __dealerSearch: EmbeddedIndexState | undefined;
}

const RESULT_CACHE_LIMIT = 500;
/** How often a search may look at app_meta for a stock change made by another process. */
const FRESHNESS_CHECK_MS = 5_000;
const resultCache = new LruCache<StockSearchResult>(RESULT_CACHE_LIMIT);
const hitsCache = new LruCache<Car[]>(RESULT_CACHE_LIMIT);

function indexState(): EmbeddedIndexState {
  globalThis.__dealerSearch ??= { builtFromVersion: null, builtAt: 0, records: 0, checkedAt: 0, building: null };
  return globalThis.__dealerSearch;
}

async function stockVersion(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom("app_meta").select("value").where("key", "=", "stock_version").executeTakeFirst();
  return JSON.stringify(row?.value ?? null);
}

/** Loads every car into the embedded engine, one index family per index name in use. */
export async function buildSearchIndex(db: Kysely<Database>, tenants: readonly Tenant[] = allTenants): Promise<void> {
  const state = indexState();
  const started = performance.now();
  const version = await stockVersion(db);
  const families = new Map<string, CarRecord[]>();
  for (const tenant of tenants) families.set(tenant.search.indexName, families.get(tenant.search.indexName) ?? []);
  const familyOf = new Map(tenants.map((tenant) => [tenant.slug, families.get(tenant.search.indexName)!]));
  let count = 0;
  for await (const batch of carRecordBatches(db, tenants)) {
    for (const record of batch) familyOf.get(record.tenant_slug)!.push(record);
    count += batch.length;
  }
  for (const [indexName, records] of families) {
    embeddedSearchIndex.setIndex(indexName, primarySettings(indexName), records as never, replicaSettings(indexName));
  }
  state.builtFromVersion = version;
  state.builtAt = Date.now();
  state.records = count;
  state.checkedAt = Date.now();
  resultCache.clear();
  hitsCache.clear();
  logger.info({ records: count, ms: Math.round(performance.now() - started) }, "search index built");
}

/** Rebuilds the embedded index when the stock changed since it was built (at most every 5 s). */
export async function ensureFreshIndex(db: Kysely<Database>): Promise<void> {
  const state = indexState();
  if (state.building) return state.building;
  if (state.builtFromVersion !== null && Date.now() - state.checkedAt < FRESHNESS_CHECK_MS) return;
  return refreshSearchIndexIfChanged(db);
}

/** Compares the database's stock version with the index's and rebuilds when they differ. */
export async function refreshSearchIndexIfChanged(db: Kysely<Database>): Promise<void> {
  const state = indexState();
  if (state.building) return state.building;
  state.building = (async () => {
    try {
      state.checkedAt = Date.now();
      if (state.builtFromVersion === null || (await stockVersion(db)) !== state.builtFromVersion) {
        await buildSearchIndex(db);
      }
    } finally {
      state.building = null;
    }
  })();
  return state.building;
}

export function searchIndexStatus(): { ready: boolean; records: number; builtAt: string | null } {
  const state = globalThis.__dealerSearch;
  return {
    ready: Boolean(state && state.builtFromVersion !== null),
    records: state?.records ?? 0,
    builtAt: state?.builtAt ? new Date(state.builtAt).toISOString() : null,
  };
}

/** Runs one search page's requests through the tenant's client, with an LRU cache of results. */
export async function searchStock(
  db: Kysely<Database>,
  tenant: Tenant,
  state: SearchState,
  now: Date = new Date(),
): Promise<StockSearchResult> {
  const hosted = usesHostedSearch(tenant);
  if (!hosted) await ensureFreshIndex(db);
  const requests = buildSearchRequests(state, tenant, now);
  const version = hosted ? "hosted" : (indexState().builtFromVersion ?? "");
  const cacheKey = `${version}|${JSON.stringify(requests)}`;
  const cached = resultCache.get(cacheKey);
  if (cached) return cached;
  const { results } = await searchClientFor(tenant).search<CarRecord>({ requests });
  const result = mergeSearchResponses(results as unknown as SearchResponse[]);
  resultCache.set(cacheKey, result);
  return result;
}

/** The first `limit` cars a search finds, without its facet counts (featured lists). */
export async function searchHits(
  db: Kysely<Database>,
  tenant: Tenant,
  state: SearchState,
  limit: number,
  now: Date = new Date(),
): Promise<Car[]> {
  const hosted = usesHostedSearch(tenant);
  if (!hosted) await ensureFreshIndex(db);
  const request = buildHitsRequest(state, tenant, now, limit);
  const version = hosted ? "hosted" : (indexState().builtFromVersion ?? "");
  const cacheKey = `${version}|hits|${JSON.stringify(request)}`;
  const cached = hitsCache.get(cacheKey);
  if (cached) return cached;
  const { results } = await searchClientFor(tenant).search<CarRecord>({ requests: [request] });
  const hits = ((results[0] as unknown as SearchResponse).hits as unknown as CarRecord[]).map(carFromRecord);
  hitsCache.set(cacheKey, hits);
  return hits;
}

/** Cars by id through the tenant's client (featured lists, favourites, compare). */
export async function getCarRecords(tenant: Tenant, ids: readonly string[]): Promise<Car[]> {
  if (ids.length === 0) return [];
  const { results } = await searchClientFor(tenant).getObjects<CarRecord>({
    requests: ids.map((objectID) => ({ indexName: tenant.search.indexName, objectID })),
  });
  // An index may hold other dealers' cars: only this tenant's are returned.
  return (results as (CarRecord | null)[])
    .filter((record): record is CarRecord => record !== null && record.tenant_slug === tenant.slug)
    .map(carFromRecord);
}
