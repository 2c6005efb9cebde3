import type { Kysely } from "kysely";
import type { SearchResponse } from "~/adapters/search/port";
import { embeddedSearchIndex, searchClientFor, usesHostedSearch } from "~/adapters/search/index.server";
import type { Database } from "~/db/schema";
import { logger } from "~/logger.server";
import { metrics } from "~/server/metrics.server";
import { tenants as allTenants } from "~/tenants";
import type { Tenant } from "~/tenants/schema";
import { LruCache } from "./cache";
import type { Car } from "~/models/car/car";
import { isExcludedStock } from "~/models/car/listing";
import { carFromRecord, type CarRecord } from "./records";
import { carRecordBatches } from "./records.server";
import { indexFileKey, readIndexFile, removeAbandonedIndexWrites, writeIndexFile } from "./index-file.server";
import { buildFilters, buildHitsRequest, buildSearchRequests, mergeSearchResponses, type StockSearchResult } from "./request";
import { primarySettings, replicaSettings } from "./settings";
import { emptySearchState, type SearchState } from "./state";
import { vocabularyAttributes, vocabularyFromFacets, type QueryVocabulary } from "./understand-query";
import { buildSuggestionRequests, rankSuggestions, type FacetHit, type Suggestion } from "./suggestions";
import type { StockVersion } from "~/models/stock/write.server";

/** The embedded index's freshness: which stock it was built from, and when it was last checked. */
interface EmbeddedIndexState {
  /** The stock_version the index was built from; a change in the database triggers a rebuild. */
  builtFromVersion: string | null;
  builtAt: number;
  records: number;
  checkedAt: number;
  building: Promise<IndexRefresh> | null;
  /** Where the index is kept between starts (the server's data directory); null: not kept. */
  indexFile: string | null;
  persistTimer: NodeJS.Timeout | null;
  /** The index file being written, if one is: a stopping server lets it finish. */
  saving: Promise<void> | null;
  /** The index families loaded, by primary index name. */
  families: string[];
}

declare global {
  var __dealerSearch: EmbeddedIndexState | undefined;
}

const RESULT_CACHE_LIMIT = 500;
/**
 * How often a search may look at app_meta for a stock change (made by this process or
 * another): a change is in search within a second.
 */
const FRESHNESS_CHECK_MS = 1_000;
/** A burst of stock changes is written to the index file once, this long after the last. */
const PERSIST_AFTER_CHANGE_MS = 10_000;
const resultCache = new LruCache<StockSearchResult>(RESULT_CACHE_LIMIT);
const hitsCache = new LruCache<Car[]>(RESULT_CACHE_LIMIT);
/** One vocabulary per tenant and index version (a few kB each). */
const vocabularyCache = new LruCache<QueryVocabulary>(100);
/**
 * Algolia's largest maxValuesPerFacet: a dealer with more models than this has its rarest
 * ones read as text.
 */
const VOCABULARY_VALUES_PER_FACET = 1000;
/** A hosted index has no version seen here: its vocabulary is read again this often. */
const HOSTED_VOCABULARY_MS = 10 * 60_000;
const suggestionCache = new LruCache<Suggestion[]>(RESULT_CACHE_LIMIT);

function indexState(): EmbeddedIndexState {
  globalThis.__dealerSearch ??= {
    builtFromVersion: null,
    builtAt: 0,
    records: 0,
    checkedAt: 0,
    building: null,
    indexFile: null,
    persistTimer: null,
    saving: null,
    families: [],
  };
  return globalThis.__dealerSearch;
}

async function stockVersion(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom("app_meta").select("value").where("key", "=", "stock_version").executeTakeFirst();
  return JSON.stringify(row?.value ?? null);
}

/** The records of each index family in use, empty families included. */
function emptyFamilies(tenants: readonly Tenant[]): Map<string, CarRecord[]> {
  return new Map(tenants.map((tenant) => [tenant.search.indexName, []]));
}

function installFamilies(families: ReadonlyMap<string, readonly CarRecord[]>, version: string): number {
  let count = 0;
  for (const [indexName, records] of families) {
    embeddedSearchIndex.setIndex(indexName, primarySettings(indexName), records as never, replicaSettings(indexName));
    count += records.length;
  }
  markInstalled([...families.keys()], version, count);
  return count;
}

function markInstalled(families: string[], version: string, records: number): void {
  const state = indexState();
  state.families = families;
  state.builtFromVersion = version;
  state.builtAt = Date.now();
  state.records = records;
  state.checkedAt = Date.now();
  resultCache.clear();
  hitsCache.clear();
}

async function readFamilies(db: Kysely<Database>, tenants: readonly Tenant[]): Promise<Map<string, CarRecord[]>> {
  const families = emptyFamilies(tenants);
  const familyOf = new Map(tenants.map((tenant) => [tenant.slug, families.get(tenant.search.indexName)!]));
  for await (const batch of carRecordBatches(db, tenants)) {
    for (const record of batch) familyOf.get(record.tenant_slug)!.push(record);
  }
  return families;
}

/** Loads every car into the embedded engine, one index family per index name in use. */
export async function buildSearchIndex(db: Kysely<Database>, tenants: readonly Tenant[] = allTenants): Promise<string> {
  const started = performance.now();
  const version = await stockVersion(db);
  const families = await readFamilies(db, tenants);
  const records = installFamilies(families, version);
  logger.info({ records, ms: Math.round(performance.now() - started) }, "search index built");
  schedulePersist(version, tenants, 0);
  return version;
}

/**
 * Keeps the index in the data directory for the next start, `delay` ms from now (a burst of
 * stock changes is written once).
 */
function schedulePersist(version: string, tenants: readonly Tenant[], delay: number): void {
  const state = indexState();
  clearTimeout(state.persistTimer ?? undefined);
  if (!state.indexFile) return;
  state.persistTimer = setTimeout(() => {
    state.persistTimer = null;
    void persistIndex(version, tenants);
  }, delay);
  state.persistTimer.unref();
}

/**
 * Writes the index file from the engine's own structures, so it is exactly what is searched.
 * One write at a time: two at once would share the temporary file and the second rename fail.
 */
async function persistIndex(version: string, tenants: readonly Tenant[]): Promise<void> {
  const state = indexState();
  const previous = state.saving;
  const saving = (async () => {
    await previous;
    const file = state.indexFile;
    // A newer version was installed meanwhile: its own write is scheduled.
    if (!file || state.builtFromVersion !== version) return;
    const started = performance.now();
    const images = new Map(state.families.map((name) => [name, embeddedSearchIndex.image(name)]));
    await writeIndexFile(file, indexFileKey(version, tenants), images).then(
      () => logger.info({ file, ms: Math.round(performance.now() - started) }, "search index saved"),
      // The index in memory is whole; only the next start is slower.
      (error: unknown) => logger.warn({ err: error, file }, "search index not saved"),
    );
  })();
  state.saving = saving;
  await saving;
  if (state.saving === saving) state.saving = null;
}

/**
 * Resolves once the index file being written (if any) is whole on disk. The server waits for
 * it as it stops: the first start answers /healthz as soon as the index is searchable, and an
 * operator (or the bench) stopping it right then left a half-written temporary file, so the
 * next start rebuilt the index from the database (about 20 s at 100,000 cars instead of 2).
 */
export function searchIndexSaved(): Promise<void> {
  return indexState().saving ?? Promise.resolve();
}

/**
 * The server's start: the index kept in the data directory when it was made from the
 * database's current stock, else built from the database (and kept for the next start).
 * A missing, stale or damaged file is only slower, never fatal.
 */
export async function startSearchIndex(
  db: Kysely<Database>,
  { indexFile, tenants = allTenants }: { indexFile: string; tenants?: readonly Tenant[] },
): Promise<IndexRefresh> {
  const state = indexState();
  // A save scheduled before this start was for the index it replaces: firing now, it would
  // write that index under this start's file, which the start then loads as its own (seen
  // once in the tests on PostgreSQL, where the start's first queries take long enough).
  clearTimeout(state.persistTimer ?? undefined);
  state.persistTimer = null;
  state.indexFile = indexFile;
  // A search meanwhile (a script, a test, a request the server let through) waits for this
  // start instead of building a second index beside it.
  const starting = loadOrBuildIndex(db, indexFile, tenants);
  state.building = starting;
  try {
    return await starting;
  } finally {
    if (state.building === starting) state.building = null;
  }
}

async function loadOrBuildIndex(db: Kysely<Database>, indexFile: string, tenants: readonly Tenant[]): Promise<IndexRefresh> {
  const state = indexState();
  const started = performance.now();
  await removeAbandonedIndexWrites(indexFile);
  const version = await stockVersion(db);
  const read = await readIndexFile(indexFile, indexFileKey(version, tenants));
  if (read.found) {
    let records = 0;
    for (const [indexName, image] of read.families) {
      embeddedSearchIndex.restoreIndex(indexName, primarySettings(indexName), image, replicaSettings(indexName));
      records += image.store.records.reduce((count, record) => count + (record ? 1 : 0), 0);
    }
    markInstalled([...read.families.keys()], version, records);
    logger.info({ records, ms: Math.round(performance.now() - started) }, "search index loaded");
    return "loaded";
  }
  if (read.reason !== "missing") logger.warn({ file: indexFile, reason: read.reason, detail: read.detail }, "search index file not used");
  const built = await buildSearchIndex(db, tenants);
  // Written as the server starts, so a restart soon after finds it (searchIndexSaved: a
  // stop meanwhile waits for it).
  clearTimeout(state.persistTimer ?? undefined);
  await persistIndex(built, tenants);
  return "rebuilt";
}

/**
 * Brings the embedded index up to the stock when it changed (looked at most once a second).
 * While an index is being built afresh after a bulk change (tens of seconds at 100,000 cars),
 * searches answer from the index already there, the stock as it was: a shopper's page does
 * not wait for a dealer's import. Only a search before the first index waits for it.
 */
export async function ensureFreshIndex(db: Kysely<Database>): Promise<void> {
  const state = indexState();
  if (state.building) {
    if (state.builtFromVersion === null) await state.building;
    return;
  }
  if (state.builtFromVersion !== null && Date.now() - state.checkedAt < FRESHNESS_CHECK_MS) return;
  await refreshSearchIndexIfChanged(db);
}

/** What a freshness check did to the index. */
export type IndexRefresh = "unchanged" | "updated" | "rebuilt" | "loaded";

/**
 * Compares the database's stock version with the index's: when the versions between list the
 * cars they changed, only those cars are read and changed in the index (in place, see the
 * engine's RecordStore); otherwise (a bulk write, or this process too far behind) it is built
 * afresh. The versions come from the database, so a change made by another process on the
 * same PostgreSQL is seen the same way.
 */
export async function refreshSearchIndexIfChanged(
  db: Kysely<Database>,
  tenants: readonly Tenant[] = allTenants,
): Promise<IndexRefresh> {
  const state = indexState();
  if (state.building) return state.building;
  state.building = (async (): Promise<IndexRefresh> => {
    try {
      state.checkedAt = Date.now();
      const built = state.builtFromVersion;
      if (built === null) {
        await buildSearchIndex(db, tenants);
        return "rebuilt";
      }
      const current = await stockVersion(db);
      if (current === built) return "unchanged";
      if (await updateChangedCars(db, tenants, built, current)) return "updated";
      await buildSearchIndex(db, tenants);
      return "rebuilt";
    } finally {
      state.building = null;
    }
  })();
  return state.building;
}

/** The index updated for the cars changed between two versions; false when they are not listed. */
async function updateChangedCars(
  db: Kysely<Database>,
  tenants: readonly Tenant[],
  built: string,
  current: string,
): Promise<boolean> {
  const from = (JSON.parse(built) as StockVersion | null)?.version;
  const to = (JSON.parse(current) as StockVersion | null)?.version;
  if (typeof from !== "number" || typeof to !== "number" || to <= from) return false;
  const started = performance.now();
  const changes = await db
    .selectFrom("stock_changes")
    .select(["version", "car_ids"])
    .where("version", ">", from)
    .where("version", "<=", to)
    .execute();
  if (changes.length !== to - from || changes.some((change) => change.car_ids === null)) return false;
  const ids = [...new Set(changes.flatMap((change) => change.car_ids!.map(Number)))];
  const state = indexState();
  const upserts = new Map(state.families.map((name) => [name, [] as CarRecord[]]));
  const indexOf = new Map(tenants.map((tenant) => [tenant.slug, tenant.search.indexName]));
  for await (const batch of carRecordBatches(db, tenants, ids)) {
    for (const record of batch) upserts.get(indexOf.get(record.tenant_slug)!)?.push(record);
  }
  let records = 0;
  for (const [name, changed] of upserts) {
    // A car listed but not read (deleted, or another tenant's now) leaves every family.
    embeddedSearchIndex.updateRecords(name, changed as never, ids.map(String));
    records += embeddedSearchIndex.recordCount(name);
  }
  markInstalled(state.families, current, records);
  logger.info({ cars: ids.length, ms: Math.round(performance.now() - started) }, "search index updated");
  schedulePersist(current, tenants, PERSIST_AFTER_CHANGE_MS);
  return true;
}

export function searchIndexStatus(): { ready: boolean; records: number; builtAt: string | null } {
  const state = globalThis.__dealerSearch;
  return {
    ready: Boolean(state && state.builtFromVersion !== null),
    records: state?.records ?? 0,
    builtAt: state?.builtAt ? new Date(state.builtAt).toISOString() : null,
  };
}

/**
 * What a cached answer is keyed by: the stock version of the embedded index (brought up to
 * date first, so a stock change is never answered from before it), or "hosted" for Algolia.
 */
async function answerVersion(db: Kysely<Database>, tenant: Tenant): Promise<string> {
  if (usesHostedSearch(tenant)) return "hosted";
  await ensureFreshIndex(db);
  return indexState().builtFromVersion ?? "";
}

/** The cached answer for `key`, or else `answer()`'s, kept for the next request. */
async function cachedAnswer<V>(cache: LruCache<V>, key: string, answer: () => Promise<V>): Promise<V> {
  const cached = cache.get(key);
  if (cached) return cached;
  const fresh = await answer();
  cache.set(key, fresh);
  return fresh;
}

/** Runs one search page's requests through the tenant's client, with an LRU cache of results. */
export async function searchStock(
  db: Kysely<Database>,
  tenant: Tenant,
  state: SearchState,
  now: Date = new Date(),
): Promise<StockSearchResult> {
  const version = await answerVersion(db, tenant);
  const requests = buildSearchRequests(state, tenant, now);
  return cachedAnswer(resultCache, `${version}|${JSON.stringify(requests)}`, async () => {
    const timer = metrics().searchDuration.startTimer({ engine: usesHostedSearch(tenant) ? "algolia" : "embedded" });
    const { results } = await searchClientFor(tenant).search<CarRecord>({ requests });
    timer();
    return mergeSearchResponses(results as unknown as SearchResponse[]);
  });
}

/**
 * The words the search box understands for a tenant (understand-query.ts): its stock's makes,
 * models, bodies, fuels, gearboxes, drives, colours, seat counts, car types and badges, from
 * one facet-only query. Cached with the index version, so a request costs a map lookup.
 */
export async function stockVocabulary(db: Kysely<Database>, tenant: Tenant, now: Date = new Date()): Promise<QueryVocabulary> {
  const hosted = usesHostedSearch(tenant);
  if (!hosted) await ensureFreshIndex(db);
  const version = hosted ? `hosted:${Math.floor(now.getTime() / HOSTED_VOCABULARY_MS)}` : (indexState().builtFromVersion ?? "");
  return cachedAnswer(vocabularyCache, `${version}|${tenant.slug}`, async () => {
    const request = {
      indexName: tenant.search.indexName,
      query: "",
      filters: buildFilters(emptySearchState(), tenant, now),
      facets: vocabularyAttributes(),
      hitsPerPage: 0,
      page: 0,
      maxValuesPerFacet: VOCABULARY_VALUES_PER_FACET,
    };
    const { results } = await searchClientFor(tenant).search<CarRecord>({ requests: [request] });
    return vocabularyFromFacets((results[0] as unknown as SearchResponse).facets ?? {});
  });
}

/** The first `limit` cars a search finds, without its facet counts (featured lists). */
export async function searchHits(
  db: Kysely<Database>,
  tenant: Tenant,
  state: SearchState,
  limit: number,
  now: Date = new Date(),
): Promise<Car[]> {
  const version = await answerVersion(db, tenant);
  const request = buildHitsRequest(state, tenant, now, limit);
  return cachedAnswer(hitsCache, `${version}|hits|${JSON.stringify(request)}`, async () => {
    const { results } = await searchClientFor(tenant).search<CarRecord>({ requests: [request] });
    return ((results[0] as unknown as SearchResponse).hits as unknown as CarRecord[]).map(carFromRecord);
  });
}

/**
 * The search box's suggestions for the typed text within a page's search: facet value
 * searches through the tenant's client (suggestions.ts), with a cache of answers.
 */
export async function suggestStock(
  db: Kysely<Database>,
  tenant: Tenant,
  query: string,
  state: SearchState,
  now: Date = new Date(),
): Promise<Suggestion[]> {
  const version = await answerVersion(db, tenant);
  const requests = buildSuggestionRequests(query, state, tenant, now);
  return cachedAnswer(suggestionCache, `${version}|suggest|${JSON.stringify(requests)}`, async () => {
    const { results } = await searchClientFor(tenant).search({ requests: requests as never });
    const [make, model, body, makes] = results as unknown as [FacetHits, FacetHits, FacetHits, SearchResponse];
    return rankSuggestions(
      query,
      { make: make.facetHits, model: model.facetHits, body: body.facetHits },
      Object.keys(makes.facets?.make ?? {}),
    );
  });
}

type FacetHits = { facetHits: FacetHit[] };

/** Cars by id through the tenant's client (featured lists, favourites, compare). */
export async function getCarRecords(tenant: Tenant, ids: readonly string[]): Promise<Car[]> {
  if (ids.length === 0) return [];
  const { results } = await searchClientFor(tenant).getObjects<CarRecord>({
    requests: ids.map((objectID) => ({ indexName: tenant.search.indexName, objectID })),
  });
  // An index may hold other dealers' cars: only this tenant's are returned, and none of the
  // makes or stock numbers it keeps off its site (search-journey §9), saved before or not.
  return (results as (CarRecord | null)[])
    .filter((record): record is CarRecord => record !== null && record.tenant_slug === tenant.slug)
    .filter((record) => !isExcludedStock(record, tenant.search))
    .map(carFromRecord);
}
