import type { SortOption } from "~/tenants/schema";
import type { IndexSettings } from "~/adapters/search/port";

/**
 * The index settings, as code: the same settings configure the embedded engine and are
 * pushed to hosted Algolia by `npm run search:sync`.
 */
/**
 * What a shopper's words are searched in, in the order a match ranks (Algolia's "attribute"
 * criterion): the car's make and model first, then its badge, then its whole title (whose
 * own word is the year), then the words a shopper describes a car with (body, fuel, gearbox,
 * drive, colour), then where it is (dealer, yard, suburb), then its identifiers, and its
 * feature list last. "Hybrid" finds a hybrid's badge before a caravan's solar panel; "diesel"
 * finds diesel cars before a caravan's diesel heater.
 */
export const SEARCHABLE_ATTRIBUTES = [
  "make,model",
  "badge",
  "name",
  "unordered(simple_body),unordered(simple_fuel),unordered(simple_transmission),unordered(drive)",
  "unordered(colour)",
  "unordered(dealership_name),unordered(location_name),unordered(city)",
  "stocknum,regplate,vin",
  "unordered(filtered_features)",
];

/**
 * Typos reach the words a shopper names and describes a car with, not places, identifiers or
 * the feature list: every car lists a reversing camera, and a typo of "Camry" one letter from
 * "camera" would otherwise match all of them; "land" one letter from "lane" (Lane Keep Assist)
 * matched every car. Their words still match exactly and as prefixes.
 */
export const TYPO_FREE_ATTRIBUTES = [
  "dealership_name",
  "location_name",
  "city",
  "stocknum",
  "regplate",
  "vin",
  "filtered_features",
];

/** searchable(): the values a shopper finds by typing (search for facet values: suggestions, "find a make"). */
export const ATTRIBUTES_FOR_FACETING = [
  "filterOnly(tenant_slug)",
  "filterOnly(show_on_dealer_website)",
  "filterOnly(stocknum)",
  // Numbers the stock presets compare: Algolia filters only on declared attributes.
  "filterOnly(unlisted_at)",
  "filterOnly(photos_count)",
  "searchable(make)",
  "searchable(model)",
  "searchable(make_model)",
  "searchable(badge)",
  "car_type",
  "status",
  "tag",
  "categories",
  "city",
  "state",
  "searchable(colour)",
  "dealership_slug",
  "searchable(dealership_name)",
  "searchable(location_name)",
  "filtered_features",
  "item_type",
  "seats",
  "searchable(simple_body)",
  "drive",
  "searchable(simple_fuel)",
  "simple_transmission",
  "price",
  "km",
  "year",
  "subscription_price",
  "weekly_price_range",
  "price_range",
  "reserved",
  "certified",
];

const TEXTUAL_RANKING = ["typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom"];

/**
 * Sort replicas: a sort criterion ahead of the textual ones (Algolia's standard replicas).
 * The price sorts rank by `real_price`, null for a car without a real price, because a null
 * sort attribute goes last whatever the direction (Algolia's rule, and the engine's): Lowest
 * price no longer opens with a page of "Enquire for price."
 */
export const SORT_REPLICAS: Record<Exclude<SortOption, "relevance">, { suffix: string; criterion: string }> = {
  latest: { suffix: "latest", criterion: "desc(created_at)" },
  price_desc: { suffix: "price_desc", criterion: "desc(real_price)" },
  price_asc: { suffix: "price_asc", criterion: "asc(real_price)" },
  km_asc: { suffix: "km_asc", criterion: "asc(km)" },
  km_desc: { suffix: "km_desc", criterion: "desc(km)" },
};

export function replicaName(indexName: string, option: SortOption): string {
  return option === "relevance" ? indexName : `${indexName}_${SORT_REPLICAS[option].suffix}`;
}

export function primarySettings(indexName: string): IndexSettings {
  return {
    searchableAttributes: SEARCHABLE_ATTRIBUTES,
    disableTypoToleranceOnAttributes: TYPO_FREE_ATTRIBUTES,
    attributesForFaceting: ATTRIBUTES_FOR_FACETING,
    customRanking: ["desc(custom_rank)"],
    ranking: TEXTUAL_RANKING,
    hitsPerPage: 21,
    maxValuesPerFacet: 100,
    paginationLimitedTo: 1000,
    replicas: Object.keys(SORT_REPLICAS).map((option) => replicaName(indexName, option as SortOption)),
  };
}

/** Each replica's own settings: only its ranking differs from the primary's. */
export function replicaSettings(indexName: string): Record<string, IndexSettings> {
  return Object.fromEntries(
    Object.entries(SORT_REPLICAS).map(([option, { criterion }]) => [
      replicaName(indexName, option as SortOption),
      { ranking: [criterion, ...TEXTUAL_RANKING] },
    ]),
  );
}
