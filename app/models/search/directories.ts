import type { TenantDealership, TenantLocation } from "~/tenants/schema";
import { countOf, facetOptions, type FacetOption } from "./facets";
import { makeLandingPath } from "./landing";
import { makeLogoUrl } from "./make-logos";

/**
 * The two directory searches (search-journey §2 "a manufacturer/model directory and a
 * dealership/category directory, 21 hits per page each"; §7 their filters). These are the
 * rules; directories.server.ts runs the queries.
 */

/** §9: "Default hits per page: 21 (cars and directories)." */
export const DIRECTORY_PAGE_SIZE = 21;

/** §9: "Directory caches hold 10 entries." */
export const DIRECTORY_CACHE_SIZE = 10;

const MAX_FILTER_LENGTH = 100;

export interface DirectoryPage<T> {
  items: T[];
  /** 1-based; a page past the end shows the last one. */
  page: number;
  pageCount: number;
  total: number;
}

export function paginate<T>(items: readonly T[], page: number, size = DIRECTORY_PAGE_SIZE): DirectoryPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.trunc(page)), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount, total: items.length };
}

const readText = (params: URLSearchParams, name: string) =>
  (params.get(name) ?? "").trim().slice(0, MAX_FILTER_LENGTH);

function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return Number.isFinite(page) && page > 1 ? page : 1;
}

/** A directory page's title, description and canonical link; page 2 on say which page they are. */
export function directoryMeta(
  heading: string,
  data: { directory: { page: number }; dealerName: string; description: string; canonical: string } | undefined,
) {
  if (!data) return [{ title: "Not found" }];
  const page = data.directory.page > 1 ? ` – page ${data.directory.page}` : "";
  return [
    { title: `${heading}${page} | ${data.dealerName}` },
    { name: "description", content: data.description },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
}

/** A directory URL: its filters, `page` absent when 1 (as on the search pages, §2). */
export function directoryHref(path: string, filters: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (name === "page" ? Number(value) > 1 : value !== "") params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * What a directory route's loader returns: the page of the list with its filters (`filterValues`
 * as the page links and the canonical URL spell them), and the dealer's name, description and
 * canonical link for `directoryMeta`.
 */
export function directoryPageData<Filters, Directory extends { page: number }>(page: {
  path: string;
  /** The site's origin, e.g. https://www.example.com.au. */
  origin: string;
  dealerName: string;
  filters: Filters;
  filterValues: Record<string, string>;
  directory: Directory;
  description: string;
}) {
  const { path, origin, ...data } = page;
  return {
    ...data,
    canonical: `${origin}${directoryHref(path, { ...page.filterValues, page: page.directory.page })}`,
  };
}

const byName = (a: string, b: string) => a.localeCompare(b, "en-AU", { sensitivity: "base" });
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/* ---------- Manufacturer/model directory ---------- */

/** §7: "filters on manufacturer name, model name, model body". */
export interface ManufacturerFilters {
  /** Part of a make's or a model's name. */
  name: string;
  /** One simple_body value. */
  body: string;
  page: number;
}

export function parseManufacturerFilters(params: URLSearchParams): ManufacturerFilters {
  return { name: readText(params, "name"), body: readText(params, "body"), page: readPage(params) };
}

export function manufacturerFilterValues(filters: ManufacturerFilters): Record<string, string> {
  return { name: filters.name, body: filters.body };
}

/** The facet counts a directory page is built from (the tenant's listed stock). */
export interface ManufacturerFacets {
  make?: Record<string, number>;
  make_model?: Record<string, number>;
  simple_body?: Record<string, number>;
  /** make_model counts within each body: body → "Toyota HiLux" → cars. */
  makeModelByBody: Record<string, Record<string, number>>;
}

export interface DirectoryModel {
  name: string;
  count: number;
  /** The model's bodies, most cars first ("Ute", "Cab Chassis"). */
  bodies: string[];
  /** Its search landing, /search/{make}/{model}, narrowed to the chosen body. */
  href: string;
}

export interface DirectoryMake {
  name: string;
  count: number;
  logoUrl: string | null;
  href: string;
  models: DirectoryModel[];
}

/**
 * Each make_model value's make: the longest make it starts with, so "Lotus Caravans Trekka"
 * is a Lotus Caravans, not a Lotus "Caravans Trekka".
 */
function makeOfEachModel(makes: readonly string[], makeModels: readonly string[]): Map<string, string> {
  const longestFirst = [...makes].sort((a, b) => b.length - a.length);
  const owners = new Map<string, string>();
  for (const makeModel of makeModels) {
    const make = longestFirst.find((candidate) => makeModel.startsWith(`${candidate} `));
    if (make) owners.set(makeModel, make);
  }
  return owners;
}

/**
 * Every make of the stock, A to Z, with its models (A to Z) and their bodies. The name filter
 * keeps a make whose name matches with all its models, else only the models whose name
 * matches; the body filter keeps models of that body and counts only those cars.
 */
export function manufacturerDirectory(facets: ManufacturerFacets, filters: ManufacturerFilters): DirectoryMake[] {
  const makeCounts = facets.make ?? {};
  const makeModelCounts = facets.make_model ?? {};
  const wanted = fold(filters.name);
  const owners = makeOfEachModel(Object.keys(makeCounts), Object.keys(makeModelCounts));
  const narrow = filters.body ? `?${new URLSearchParams({ body: filters.body })}` : "";
  // The body comes from the URL: own keys only, so ?body=constructor counts nothing.
  const chosenBodyCounts = Object.hasOwn(facets.makeModelByBody, filters.body)
    ? facets.makeModelByBody[filters.body]
    : undefined;
  const bodiesOf = (makeModel: string) =>
    Object.entries(facets.makeModelByBody)
      .flatMap(([body, counts]) => ((counts[makeModel] ?? 0) > 0 ? [[body, counts[makeModel]!] as const] : []))
      .sort((a, b) => b[1] - a[1] || byName(a[0], b[0]))
      .map(([body]) => body);

  const directory: DirectoryMake[] = [];
  for (const make of Object.keys(makeCounts).sort(byName)) {
    const nameMatches = fold(make).includes(wanted);
    const models = Object.keys(makeModelCounts)
      .filter((makeModel) => owners.get(makeModel) === make)
      .map((makeModel) => {
        const name = makeModel.slice(make.length + 1);
        return {
          name,
          count: filters.body ? countOf(chosenBodyCounts, makeModel) : makeModelCounts[makeModel]!,
          bodies: bodiesOf(makeModel),
          href: `${makeLandingPath(make, name)}${narrow}`,
        };
      })
      .filter((model) => model.count > 0 && (nameMatches || fold(model.name).includes(wanted)))
      .sort((a, b) => byName(a.name, b.name));
    const unfiltered = nameMatches && !filters.body;
    if (models.length === 0 && !unfiltered) continue;
    directory.push({
      name: make,
      count: unfiltered ? makeCounts[make]! : models.reduce((total, model) => total + model.count, 0),
      logoUrl: makeLogoUrl(make),
      href: `${makeLandingPath(make)}${narrow}`,
      models,
    });
  }
  return directory;
}

/** The body select: every body of the stock, A to Z, the chosen one kept even at 0. */
export function bodyOptions(bodyCounts: Record<string, number> | undefined, chosen: string): FacetOption[] {
  return facetOptions(bodyCounts, chosen ? [chosen] : []).sort((a, b) => byName(a.label, b.label));
}

/* ---------- Dealership/category directory ---------- */

/** §7: "filters on categories, price". */
export interface DealershipFilters {
  category: string;
  /** A price band of the price_range facet ("$20,000 - $30,000"). */
  priceRange: string;
  page: number;
}

export function parseDealershipFilters(params: URLSearchParams): DealershipFilters {
  return { category: readText(params, "category"), priceRange: readText(params, "price_range"), page: readPage(params) };
}

/** The filters as URL parameters, for links that keep them (pages, canonical). */
export function dealershipFilterValues(filters: DealershipFilters): Record<string, string> {
  return { category: filters.category, price_range: filters.priceRange };
}

export function hasDealershipFilter(filters: DealershipFilters): boolean {
  return filters.category !== "" || filters.priceRange !== "";
}

/**
 * §2: the See more from this dealer link goes to the search "filtered by
 * refinementList[dealership_slug][0]={dealer slug}" on the tenant's search path.
 */
export function dealershipSearchHref(searchPath: string, dealershipSlug: string): string {
  return `${searchPath}?refinementList[dealership_slug][0]=${encodeURIComponent(dealershipSlug)}`;
}

/** A price band's lower end: "Under $10,000" → 0, "$10,000 - $20,000" → 10000, "$100,000+" → 100000. */
export function priceBandFloor(band: string): number {
  if (/^under\b/i.test(band.trim())) return 0;
  const digits = /\$?([\d,]+)/.exec(band)?.[1];
  return digits ? Number(digits.replace(/,/g, "")) : Number.POSITIVE_INFINITY;
}

/** The price band select: cheapest band first, the chosen one kept even at 0. */
export function priceBandOptions(bandCounts: Record<string, number> | undefined, chosen: string): FacetOption[] {
  return facetOptions(bandCounts, chosen ? [chosen] : []).sort(
    (a, b) => priceBandFloor(a.value) - priceBandFloor(b.value) || byName(a.value, b.value),
  );
}

/** The category select: A to Z, the chosen one kept even at 0. */
export function categoryOptions(categoryCounts: Record<string, number> | undefined, chosen: string): FacetOption[] {
  return facetOptions(categoryCounts, chosen ? [chosen] : []).sort((a, b) => byName(a.label, b.label));
}

export interface DealershipMatch {
  dealership: TenantDealership;
  /** Cars matching the filters. */
  matching: number;
}

/**
 * The dealerships a page lists, in the tenant's order: all of them when nothing is chosen
 * (a dealership without stock still has its locations), else those with matching cars.
 */
export function matchingDealerships(
  dealerships: readonly TenantDealership[],
  countsBySlug: Record<string, number> | undefined,
  filters: DealershipFilters,
): DealershipMatch[] {
  const filtered = hasDealershipFilter(filters);
  return dealerships
    .map((dealership) => ({ dealership, matching: countsBySlug?.[dealership.slug] ?? 0 }))
    .filter(({ matching }) => !filtered || matching > 0);
}

export interface DirectoryLocation {
  slug: string;
  name: string;
  locationType: TenantLocation["locationType"];
  street: string;
  city: string;
  state: string;
  postcode: string;
  phone: string | null;
}

export interface DirectoryDealership {
  id: number;
  slug: string;
  name: string;
  logoUrl: string | null;
  locations: DirectoryLocation[];
  /** Cars matching the filters (all its cars when none is chosen). */
  matching: number;
  /** All its listed cars. */
  stockCount: number;
  /** The categories of its stock, most cars first. */
  categories: { name: string; count: number }[];
  /** Its cheapest and dearest priced car; null when none has a price. */
  priceRange: { min: number; max: number } | null;
  searchHref: string;
}

export function directoryDealership(
  { dealership, matching }: DealershipMatch,
  locations: readonly TenantLocation[],
  stock: { count: number; categories: Record<string, number> | undefined; price: { min: number; max: number } | null },
  searchPath: string,
): DirectoryDealership {
  return {
    id: dealership.id,
    slug: dealership.slug,
    name: dealership.name,
    logoUrl: dealership.logoUrl ?? null,
    locations: locations
      .filter((location) => location.dealershipSlug === dealership.slug)
      .map((location) => ({
        slug: location.slug,
        name: location.name,
        locationType: location.locationType,
        street: location.address.street,
        city: location.address.city,
        state: location.address.state,
        postcode: location.address.postcode,
        phone: location.phone ?? null,
      })),
    matching,
    stockCount: stock.count,
    categories: Object.entries(stock.categories ?? {})
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || byName(a.name, b.name)),
    priceRange: stock.price ? { min: Math.round(stock.price.min), max: Math.round(stock.price.max) } : null,
    searchHref: dealershipSearchHref(searchPath, dealership.slug),
  };
}

/** "1 car", "12 cars", "1,204 caravans". */
export function stockCountLabel(count: number, nouns: { stockNoun: string; vehicleType: string }): string {
  return `${count.toLocaleString("en-AU")} ${count === 1 ? nouns.vehicleType : nouns.stockNoun}`;
}

/** The manufacturer directory's empty state, in the words of its filters. */
export function manufacturerEmptyText(filters: ManufacturerFilters): string {
  if (filters.name && filters.body) return `No makes or models match “${filters.name}” with the ${filters.body} body type.`;
  if (filters.name) return `No makes or models match “${filters.name}”.`;
  if (filters.body) return `No makes have the ${filters.body} body type in stock.`;
  return "No makes in stock right now.";
}

/** The dealership directory's empty state: "No dealerships have Family cars priced $20,000 - $30,000." */
export function dealershipEmptyText(filters: DealershipFilters, nouns: { stockNoun: string }): string {
  if (!hasDealershipFilter(filters)) return "No dealerships to show.";
  const what = filters.category ? `${filters.category} ${nouns.stockNoun}` : nouns.stockNoun;
  const band = filters.priceRange.replace(/^Under\b/, "under");
  return `No dealerships match: none has ${what}${band ? ` priced ${band}` : ""}.`;
}
