import { slugify } from "~/models/slug";
import type { Tenant } from "~/tenants/schema";
import type { LeftOutValue, RangeKey, RefinementKey, SearchState } from "./state";
import {
  MAX_REFINED_VALUES,
  MAX_VALUES_PER_REFINEMENT,
  RANGE_ATTRIBUTES,
  REFINEMENT_ATTRIBUTES,
  searchStateToParams,
} from "./state";

/**
 * How the search screen presents facets and counts (search-journey §2, §4, §9): the order of
 * values, how many show before "Show all", the labels and the result count.
 */

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  refined: boolean;
}

type FacetCounts = Record<string, number> | undefined;

// One collator for every sort: `localeCompare(b, "en-AU")` is the same order, but looks the
// locale up on each comparison, and a search page sorts its facets' values on every render.
const collator = new Intl.Collator("en-AU");
const byCountThenName = (a: FacetOption, b: FacetOption) => b.count - a.count || collator.compare(a.label, b.label);
const byName = (a: FacetOption, b: FacetOption) => collator.compare(a.label, b.label);

/**
 * A facet's values with their counts, most cars first. A refined value missing from the
 * counts (none left, or past the facet's value limit) is still listed with 0 so it can be
 * unticked.
 */
export function facetOptions(
  counts: FacetCounts,
  refined: readonly string[] = [],
  label: (value: string) => string = (value) => value,
): FacetOption[] {
  const values = new Set([...Object.keys(counts ?? {}), ...refined]);
  return [...values]
    .map((value) => ({ value, label: label(value), count: countOf(counts, value), refined: refined.includes(value) }))
    .sort(byCountThenName);
}

/** A value's count; own keys only, as a URL value such as "constructor" is `in` every object. */
export function countOf(counts: FacetCounts, value: string): number {
  return counts !== undefined && Object.hasOwn(counts, value) ? counts[value]! : 0;
}

/** §9: "Car type order: new, demo, used." */
export const CAR_TYPE_ORDER = ["new", "demo", "used"] as const;

const CAR_TYPE_LABELS: Record<string, string> = { new: "New", demo: "Demo", used: "Used" };

export function carTypeLabel(value: string): string {
  if (Object.hasOwn(CAR_TYPE_LABELS, value)) return CAR_TYPE_LABELS[value]!;
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Car types in the order new, demo, used; any other type after them, by name. */
export function carTypeOrder(options: readonly FacetOption[]): FacetOption[] {
  const rank = (value: string) => {
    const index = (CAR_TYPE_ORDER as readonly string[]).indexOf(value);
    return index === -1 ? CAR_TYPE_ORDER.length : index;
  };
  return [...options].sort((a, b) => rank(a.value) - rank(b.value) || byName(a, b));
}

/** §4 and §9: "The make list shows 7 items, then Show all makes / Hide extra makes." */
export const VISIBLE_MAKES = 7;

export interface MakeList {
  shown: FacetOption[];
  /** Behind "Show all makes". */
  extra: FacetOption[];
  /** A refined make among the extra ones keeps "Show all makes" open, so its tick is seen. */
  extraOpen: boolean;
}

export function makeList(
  counts: FacetCounts,
  { visible = VISIBLE_MAKES, refined = [] }: { visible?: number; refined?: readonly string[] } = {},
): MakeList {
  const options = facetOptions(counts, refined);
  const extra = options.slice(visible);
  return { shown: options.slice(0, visible), extra, extraOpen: extra.some((option) => option.refined) };
}

/** §9: "Models in a make sub-list are limited to 30." */
export const MODELS_PER_MAKE = 30;

/**
 * A make's models from the make_model facet ("Toyota Corolla" → "Corolla"): ticked models
 * first so the limit of 30 never hides one, then most cars first.
 */
export function modelsForMake(
  makeModelCounts: FacetCounts,
  make: string,
  refined: readonly string[] = [],
): FacetOption[] {
  const prefix = `${make} `;
  const counts = Object.fromEntries(
    Object.entries(makeModelCounts ?? {}).flatMap(([makeModel, count]) =>
      makeModel.startsWith(prefix) ? [[makeModel.slice(prefix.length), count] as const] : [],
    ),
  );
  return facetOptions(counts, refined.filter((model) => Object.hasOwn(counts, model)))
    .sort((a, b) => Number(b.refined) - Number(a.refined) || byCountThenName(a, b))
    .slice(0, MODELS_PER_MAKE);
}

/**
 * Whether a make's Select models list is in the page (§2 "an expandable Select models
 * sub-list"): for a chosen make, or one with a chosen model. Any other make's Select models
 * is a link to the same search with that make chosen, where its list is: the lists of every
 * make made the search page twice the elements it needed, and the link works
 * without JavaScript as the list did.
 */
export function listsModels(make: Pick<FacetOption, "refined">, models: readonly Pick<FacetOption, "refined">[]): boolean {
  return make.refined || models.some((model) => model.refined);
}

/** The search with one more make chosen, from page 1: where an unchosen make's models are listed. */
export function withMakeHref(path: string, state: SearchState, tenant: Pick<Tenant, "search">, make: string): string {
  const makes = state.refinements.make ?? [];
  const href = searchHref(path, { ...state, page: 1, refinements: { ...state.refinements, make: [...makes, make] } }, tenant);
  return `${href}#${makeModelsId(make)}`;
}

/**
 * The id of a make's open Select models sub-list. Its Select models link names it as its
 * fragment: the page it opens shows the sub-list, and the browser opens the (phone's closed)
 * Filters around it and scrolls to it, rather than land mid-results with the models hidden.
 */
export function makeModelsId(make: string): string {
  return `models-${slugify(make)}`;
}

/** §4: "The make dropdown splits Popular Makes from All Makes at item 20." */
export const POPULAR_MAKES = 20;

/**
 * The make dropdown's two groups: the 20 makes with most cars, then every other make by
 * name (a split, so no make is listed twice).
 */
export function splitPopularMakes(options: readonly FacetOption[]): { popular: FacetOption[]; all: FacetOption[] } {
  const byPopularity = [...options].sort(byCountThenName);
  return { popular: byPopularity.slice(0, POPULAR_MAKES), all: byPopularity.slice(POPULAR_MAKES).sort(byName) };
}

/** §9: "Subscription price facet labels end with /week." */
export function subscriptionLabel(value: string | number): string {
  const text = typeof value === "number" ? `$${value.toLocaleString("en-AU")}` : value.trim();
  return text.endsWith("/week") ? text : `${text}/week`;
}

/** The label of one facet value as the filters and the chips show it. */
export function facetValueLabel(key: RefinementKey, value: string): string {
  switch (key) {
    case "car_type":
      return carTypeLabel(value);
    case "seats":
      return `${value} seats`;
    case "weekly_price_range":
      return subscriptionLabel(value);
    case "status":
      return statusLabel(value);
    default:
      return value;
  }
}

/** A stock status as a shopper reads it: "coming_soon" is "Coming soon". */
function statusLabel(status: string): string {
  const words = status.replace(/_/g, " ");
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** §9: "Stock count over 1999: the displayed count is replaced…" */
export const COUNT_DISPLAY_LIMIT = 1999;

/** Facets every car has exactly one value of, so their counts add up to the hits. */
const PARTITION_FACETS = ["car_type", "dealership_slug"] as const;

/** The filters' checkbox lists after the ranges (§2); each shows only when its facet has values. */
export const FILTER_LISTS: ReadonlyArray<{ key: RefinementKey; title: string }> = [
  { key: "body", title: "Body type" },
  { key: "fuel", title: "Fuel" },
  { key: "transmission", title: "Transmission" },
  { key: "drive", title: "Drive" },
  { key: "colour", title: "Colour" },
  { key: "seats", title: "Seats" },
  { key: "location_name", title: "Location" },
  { key: "weekly_price_range", title: "Weekly price" },
  { key: "tag", title: "Tag" },
];

/** The facets a search page reads: the filters' lists, the make filter and the result count. */
export const PAGE_FACETS: readonly string[] = [
  ...new Set([
    ...(["car_type", "make", "make_model", ...FILTER_LISTS.map(({ key }) => key)] as const).map(
      (key) => REFINEMENT_ATTRIBUTES[key],
    ),
    ...PARTITION_FACETS,
  ]),
];

/**
 * The result count shoppers see (§9): over 1999 the configured stock count, or else the sum
 * of facet counts. The sum is of car_type (and dealership_slug): each car has exactly one
 * type, so the counts partition the hits. A refined facet's counts come from its disjunctive
 * query, which leaves its own refinement out and so sums to more than the hits: the smallest
 * of the sums is the one from the main query.
 */
export function displayedCount(
  nbHits: number,
  facets: Record<string, Record<string, number>>,
  stockCount: number | undefined,
): number {
  if (nbHits <= COUNT_DISPLAY_LIMIT) return nbHits;
  if (stockCount !== undefined) return stockCount;
  const sums = PARTITION_FACETS.filter((attribute) => facets[attribute])
    .map((attribute) => Object.values(facets[attribute]!).reduce((total, count) => total + count, 0))
    .filter((sum) => sum > 0);
  return sums.length > 0 ? Math.min(...sums) : nbHits;
}

export interface StockNouns {
  /** "cars", "caravans" */
  stockNoun: string;
  /** "car", "caravan" */
  vehicleType: string;
}

const countWithNoun = (count: number, { stockNoun, vehicleType }: StockNouns) =>
  `${count.toLocaleString("en-AU")} ${count === 1 ? vehicleType : stockNoun}`;

/** §2: "A Show Me {count} {cars} button". */
export function showMeLabel(count: number, nouns: StockNouns): string {
  return `Show Me ${countWithNoun(count, nouns)}`;
}

export function resultCountLabel(count: number, nouns: StockNouns): string {
  return `${countWithNoun(count, nouns)} found`;
}

/** What a shopper calls the values of the filters one may tick many of. */
const PLURAL_NOUNS: Partial<Record<RefinementKey, string>> = {
  make: "makes",
  model: "models",
  body: "body types",
  fuel: "fuel types",
  colour: "colours",
  location_name: "locations",
};

const listed = (values: readonly string[]) => {
  const named = values.length > 5 ? [...values.slice(0, 4), `${values.length - 4} more`] : values;
  return named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : named[0]!;
};

/**
 * Ticks past the search's limits (MAX_VALUES_PER_REFINEMENT of one filter,
 * MAX_REFINED_VALUES in all) are left out of the search; the page says which, not silently.
 */
export function leftOutNotice(leftOut: readonly LeftOutValue[]): string | undefined {
  if (leftOut.length === 0) return undefined;
  const first = leftOut[0]!;
  const oneFilter = leftOut.every((value) => value.limit === "attribute" && value.key === first.key);
  const what = oneFilter
    ? `Up to ${MAX_VALUES_PER_REFINEMENT} ${PLURAL_NOUNS[first.key] ?? "values of one filter"}`
    : `Up to ${MAX_REFINED_VALUES} filter choices`;
  const values = leftOut.map(({ key, value }) => facetValueLabel(key, value));
  return `${what} are searched at once, so ${listed(values)} ${values.length === 1 ? "was" : "were"} left out.`;
}

/** Panels open on a first visit; any panel with a refinement opens too. */
export const DEFAULT_OPEN_PANELS: ReadonlyArray<RefinementKey | RangeKey> = ["make", "price"];

export function panelOpen(key: RefinementKey | RangeKey, state: SearchState): boolean {
  if (DEFAULT_OPEN_PANELS.includes(key)) return true;
  if (Object.hasOwn(REFINEMENT_ATTRIBUTES, key)) return (state.refinements[key as RefinementKey]?.length ?? 0) > 0;
  const range = state.ranges[key as RangeKey];
  return range?.min !== undefined || range?.max !== undefined;
}

/** The count on the collapsed "Filters" toggle: each ticked value and each range. */
export function activeRefinementCount(state: SearchState): number {
  const values = Object.values(state.refinements).reduce((total, list) => total + (list?.length ?? 0), 0);
  const ranges = RANGE_ATTRIBUTES.filter((key) => {
    const range = state.ranges[key];
    return range?.min !== undefined || range?.max !== undefined;
  }).length;
  return values + ranges;
}

/** A search URL on `path`: the canonical parameters, `page` absent on page 1. */
export function searchHref(path: string, state: SearchState, tenant: Pick<Tenant, "search">): string {
  const query = searchStateToParams(state, tenant).toString();
  return query ? `${path}?${query}` : path;
}

const RANGE_NAMES: Record<RangeKey, string> = {
  price: "Price",
  km: "Km",
  year: "Year",
  subscription_price: "Weekly",
};

export function formatRangeValue(key: RangeKey, value: number): string {
  switch (key) {
    case "price":
      return `$${value.toLocaleString("en-AU")}`;
    case "km":
      return `${value.toLocaleString("en-AU")} km`;
    case "subscription_price":
      return subscriptionLabel(value);
    case "year":
      return String(value);
  }
}

function rangeLabel(key: RangeKey, min: number | undefined, max: number | undefined): string {
  const name = RANGE_NAMES[key];
  if (min !== undefined && max !== undefined) {
    return `${name} ${formatRangeValue(key, min)} – ${formatRangeValue(key, max)}`;
  }
  if (min !== undefined) return `${name} from ${formatRangeValue(key, min)}`;
  return `${name} up to ${formatRangeValue(key, max!)}`;
}

export interface RefinementChip {
  label: string;
  /** The same search without this one value, back on page 1. */
  href: string;
  /** The value's filter as an understood search names it (`make:Mazda`, `price`); none for the text. */
  filter?: string;
}

/** The selected-refinements bar: one chip per search text, ticked value and range. */
export function refinementChips(state: SearchState, tenant: Pick<Tenant, "search">, path: string): RefinementChip[] {
  const without = (change: Partial<SearchState>): string => searchHref(path, { ...state, ...change, page: 1 }, tenant);
  const chips: RefinementChip[] = [];
  if (state.query) chips.push({ label: `“${state.query}”`, href: without({ query: "" }) });
  for (const key of Object.keys(REFINEMENT_ATTRIBUTES) as RefinementKey[]) {
    for (const value of state.refinements[key] ?? []) {
      chips.push({
        label: facetValueLabel(key, value),
        filter: `${key}:${value}`,
        href: without({
          refinements: { ...state.refinements, [key]: state.refinements[key]!.filter((other) => other !== value) },
        }),
      });
    }
  }
  for (const key of RANGE_ATTRIBUTES) {
    const range = state.ranges[key];
    if (range?.min === undefined && range?.max === undefined) continue;
    const { [key]: _removed, ...ranges } = state.ranges;
    chips.push({ label: rangeLabel(key, range.min, range.max), filter: key, href: without({ ranges }) });
  }
  return chips;
}
