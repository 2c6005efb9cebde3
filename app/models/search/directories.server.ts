import type { Kysely } from "kysely";
import { searchClientFor } from "~/adapters/search/index.server";
import type { SearchResponse } from "~/adapters/search/port";
import { REAL_PRICE_ABOVE } from "~/models/car/display";
import type { Database } from "~/db/schema";
import { pagePhone } from "~/models/phone-reveal/numbers";
import { isRevealGranted } from "~/models/phone-reveal/reveal-grant.server";
import type { Tenant } from "~/tenants/schema";
import { LruCache } from "./cache";
import {
  bodyOptions,
  categoryOptions,
  DIRECTORY_CACHE_SIZE,
  directoryDealership,
  manufacturerDirectory,
  matchingDealerships,
  paginate,
  priceBandOptions,
  type DealershipFilters,
  type DirectoryDealership,
  type DirectoryMake,
  type ManufacturerFilters,
} from "./directories";
import type { FacetOption } from "./facets";
import { buildFilters, buildSearchRequests, mergeSearchResponses, type StockSearchRequest } from "./request";
import { ensureFreshIndex, searchIndexStatus } from "./search.server";
import { emptySearchState, type SearchState } from "./state";

/**
 * The directory queries (search-journey §7) through the tenant's search client, so hosted
 * Algolia answers them as the embedded engine does. Each directory keeps its own cache of
 * 10 pages (§9), keyed by tenant and filters; the key also holds the index build and the
 * minute, as the listing filter changes by the minute (sold windows).
 */

/** Algolia's ceiling: a directory lists every make and model, not the screen's first 100. */
const ALL_FACET_VALUES = 1000;

export interface ManufacturerDirectoryPage {
  makes: DirectoryMake[];
  bodies: FacetOption[];
  page: number;
  pageCount: number;
  /** Makes matching the filters, over all pages. */
  total: number;
}

export interface DealershipDirectoryPage {
  dealerships: DirectoryDealership[];
  categories: FacetOption[];
  priceRanges: FacetOption[];
  page: number;
  pageCount: number;
  total: number;
}

const manufacturerPages = new LruCache<ManufacturerDirectoryPage>(DIRECTORY_CACHE_SIZE);
const dealershipPages = new LruCache<DealershipDirectoryPage>(DIRECTORY_CACHE_SIZE);

async function cacheKey(db: Kysely<Database>, tenant: Tenant, filters: object, now: Date): Promise<string> {
  const hosted = Boolean(tenant.search.algolia);
  if (!hosted) await ensureFreshIndex(db);
  const version = hosted ? "hosted" : searchIndexStatus().builtAt;
  return `${tenant.slug}|${version}|${Math.floor(now.getTime() / 60_000)}|${JSON.stringify(filters)}`;
}

async function runQueries(tenant: Tenant, requests: StockSearchRequest[]): Promise<SearchResponse[]> {
  const { results } = await searchClientFor(tenant).search({ requests });
  return results as unknown as SearchResponse[];
}

/** A facet-only query of the tenant's listed stock, narrowed by `state`'s refinements. */
function facetQuery(
  tenant: Tenant,
  now: Date,
  state: Partial<SearchState>,
  facets: string[],
  extraFilter?: string,
): StockSearchRequest {
  const filters = buildFilters({ ...emptySearchState(), ...state }, tenant, now);
  return {
    indexName: tenant.search.indexName,
    query: "",
    filters: extraFilter ? `${filters} AND ${extraFilter}` : filters,
    facets,
    hitsPerPage: 0,
    page: 0,
    maxValuesPerFacet: ALL_FACET_VALUES,
  };
}

/**
 * /manufacturers: every make with its models and their bodies. One query counts makes,
 * models and bodies; one more per body tells which models come in it.
 */
export async function searchManufacturerDirectory(
  db: Kysely<Database>,
  tenant: Tenant,
  filters: ManufacturerFilters,
  now: Date = new Date(),
): Promise<ManufacturerDirectoryPage> {
  const key = await cacheKey(db, tenant, filters, now);
  const cached = manufacturerPages.get(key);
  if (cached) return cached;

  const [everything] = await runQueries(tenant, [facetQuery(tenant, now, {}, ["make", "make_model", "simple_body"])]);
  const bodies = Object.keys(everything?.facets?.simple_body ?? {});
  const byBody = bodies.length
    ? await runQueries(
        tenant,
        bodies.map((body) => facetQuery(tenant, now, { refinements: { body: [body] } }, ["make_model"])),
      )
    : [];
  const makes = manufacturerDirectory(
    {
      ...everything?.facets,
      makeModelByBody: Object.fromEntries(bodies.map((body, i) => [body, byBody[i]?.facets?.make_model ?? {}])),
    },
    filters,
  );
  const { items, page, pageCount, total } = paginate(makes, filters.page);
  const result = {
    makes: items,
    bodies: bodyOptions(everything?.facets?.simple_body, filters.body),
    page,
    pageCount,
    total,
  };
  manufacturerPages.set(key, result);
  return result;
}

/**
 * /dealerships: the tenant's dealerships with matching stock, then for the page's ones their
 * categories and price range. The category and price band lists count as the search
 * screen's do (each leaves its own choice out, so another value can be picked).
 */
/**
 * The directory as a page shows it: on a tenant that masks numbers, the locations' numbers
 * masked until the visitor revealed them (search-journey §4). Apart from the search, whose
 * cached answer is shared by every visitor.
 */
export function dealershipDirectoryForPage(
  directory: DealershipDirectoryPage,
  tenant: Pick<Tenant, "features" | "id">,
  url: Pick<URL, "search">
): DealershipDirectoryPage {
  const revealed = isRevealGranted(tenant, url);
  return {
    ...directory,
    dealerships: directory.dealerships.map((dealership) => ({
      ...dealership,
      locations: dealership.locations.map((location) => ({
        ...location,
        phone: pagePhone(tenant, location.phone, revealed),
      })),
    })),
  };
}

export async function searchDealershipDirectory(
  db: Kysely<Database>,
  tenant: Tenant,
  filters: DealershipFilters,
  now: Date = new Date(),
): Promise<DealershipDirectoryPage> {
  const key = await cacheKey(db, tenant, filters, now);
  const cached = dealershipPages.get(key);
  if (cached) return cached;

  const state: SearchState = {
    ...emptySearchState(),
    refinements: {
      ...(filters.category && { categories: [filters.category] }),
      ...(filters.priceRange && { price_range: [filters.priceRange] }),
    },
  };
  const counting = buildSearchRequests(state, tenant, now, ["dealership_slug", "categories", "price_range"]).map(
    (request) => ({ ...request, hitsPerPage: 0, page: 0 }),
  );
  const { facets } = mergeSearchResponses(await runQueries(tenant, counting));
  const { items, page, pageCount, total } = paginate(
    matchingDealerships(tenant.dealerships, facets.dealership_slug, filters),
    filters.page,
  );

  // Per dealership on the page: its whole stock by category, and its priced cars' range.
  const ofDealer = (slug: string) => ({ refinements: { dealership_slug: [slug] } });
  const stock = items.length
    ? await runQueries(
        tenant,
        items.flatMap(({ dealership }) => [
          facetQuery(tenant, now, ofDealer(dealership.slug), ["categories"]),
          facetQuery(tenant, now, ofDealer(dealership.slug), ["price"], `price > ${REAL_PRICE_ABOVE}`),
        ]),
      )
    : [];
  const dealerships = items.map((match, i) => {
    const [all, priced] = [stock[i * 2], stock[i * 2 + 1]];
    const price = priced?.facets_stats?.price;
    return directoryDealership(
      match,
      tenant.locations,
      {
        count: all?.nbHits ?? 0,
        categories: all?.facets?.categories,
        price: price && (priced?.nbHits ?? 0) > 0 ? { min: price.min, max: price.max } : null,
      },
      tenant.search.path,
    );
  });
  const result = {
    dealerships,
    categories: categoryOptions(facets.categories, filters.category),
    priceRanges: priceBandOptions(facets.price_range, filters.priceRange),
    page,
    pageCount,
    total,
  };
  dealershipPages.set(key, result);
  return result;
}
