import type { CarRow } from "~/db/schema";
import type { Tenant } from "~/tenants/schema";

/**
 * A car as the site shows it: the stored car with the listing price worked out, dates as
 * epoch seconds and its dealership and location resolved from the tenant. The search hit
 * (search-journey §3), the cards, the vehicle page, leads and the watchlist all read this
 * one shape; the search index stores it with a few index-only fields (search/records.ts).
 */
export interface Car {
  id: number;
  /**
   * The tenant, by slug: the hosted indexes' records and their `filterOnly(tenant_slug)` facet
   * key by slug, so the car keeps it while the database keys by website id (decision 012).
   */
  tenant_slug: string;
  slug: string;
  name: string;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  year: number;
  car_type: string;
  status: string;
  tag: string | null;
  reserved: boolean;
  certified: boolean;
  preorder: boolean;
  /** The price shoppers filter and sort by: the offer price when it undercuts the price. */
  price: number;
  /** The car's own price, before any offer. */
  car_price: number | null;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  km: number | null;
  colour: string | null;
  drive: string | null;
  seats: number | null;
  doors: number | null;
  fuel: string | null;
  simple_fuel: string | null;
  simple_body: string | null;
  simple_transmission: string | null;
  engine_size: number | null;
  stocknum: string | null;
  vin: string | null;
  regplate: string | null;
  rego_expiry: string | null;
  compliance_date: string | null;
  build_date: string | null;
  /** Seconds since the epoch, so numeric filters and sorts apply. */
  created_at: number;
  sold_at: number | null;
  primary_image_url: string | null;
  thumbnails: string[];
  photos_count: number;
  dealership_id: number;
  dealership_slug: string;
  dealership_name: string | null;
  location_id: number | null;
  location: { name: string; slug: string; phone: string | null } | null;
  location_name: string | null;
  city: string | null;
  state: string | null;
  filtered_features: string[];
  categories: string[];
  item_type: string | null;
  variant: CarRow["variant"];
  show_on_dealer_website: boolean;
  custom_rank: number;
}

/** The price a car is advertised at: its offer price when that undercuts its own price. */
export function listingPrice(row: { price: number | null; offer_price: number | null }): number {
  const price = row.price ?? 0;
  const offer = row.offer_price ?? 0;
  return offer > 10 && (price <= 10 || offer < price) ? offer : price;
}

/**
 * The columns a Car is made from. The search index reads only these (records.server.ts):
 * a row's comments, finance quotes, specs and reports are the vehicle page's alone.
 */
export const CAR_SOURCE_COLUMNS = [
  "id", "slug", "name", "make", "model", "badge", "series", "year", "car_type", "status", "tag",
  "reserved", "certified", "preorder", "price", "before_price", "offer_price", "subscription_price",
  "km", "colour", "drive", "seats", "doors", "fuel", "simple_fuel", "simple_body",
  "simple_transmission", "engine_size", "stocknum", "vin", "regplate", "rego_expiry",
  "compliance_date", "build_date", "created_at", "sold_at", "images", "dealership_id",
  "dealership_slug", "location_id", "standard_equipment", "categories", "item_type", "variant",
  "show_on_dealer_website", "custom_rank",
] as const satisfies readonly (keyof CarRow)[];

/**
 * What toCar reads: a whole row, or the source columns with only the first images (as many
 * as a card shows) and `image_count`, the number of them all.
 */
export type CarSourceRow = Omit<Pick<CarRow, (typeof CAR_SOURCE_COLUMNS)[number]>, "created_at" | "sold_at"> & {
  /** A Date from a row, ISO text from the database's JSON. */
  created_at: Date | string;
  sold_at: Date | string | null;
  image_count?: number;
};

/** One location summary per tenant location, shared by its cars rather than copied into each. */
const locationSummaries = new WeakMap<Tenant["locations"][number], NonNullable<Car["location"]>>();
function locationSummary(location: Tenant["locations"][number]): NonNullable<Car["location"]> {
  let summary = locationSummaries.get(location);
  if (!summary) {
    summary = { name: location.name, slug: location.slug, phone: location.phone ?? null };
    locationSummaries.set(location, summary);
  }
  return summary;
}

function seconds(value: Date | string | null): number | null {
  if (value === null) return null;
  return Math.floor(new Date(value).getTime() / 1000);
}

/** The images a car's card and search hit carry (its thumbnails). */
export const CARD_IMAGES = 4;

/** The stored car as the site shows it, with its tenant's dealership and location. */
export function toCar(row: CarSourceRow, tenant: Tenant): Car {
  const location = tenant.locations.find((loc) => loc.id === row.location_id);
  const dealership = tenant.dealerships.find((d) => d.slug === row.dealership_slug);
  const images = row.images ?? [];
  return {
    id: Number(row.id),
    tenant_slug: tenant.slug,
    slug: row.slug,
    name: row.name,
    make: row.make,
    model: row.model,
    badge: row.badge,
    series: row.series,
    year: row.year,
    car_type: row.car_type,
    status: row.status,
    tag: row.tag,
    reserved: row.reserved,
    certified: row.certified,
    preorder: row.preorder,
    price: listingPrice(row),
    car_price: row.price,
    before_price: row.before_price,
    offer_price: row.offer_price,
    subscription_price: row.subscription_price,
    km: row.km,
    colour: row.colour,
    drive: row.drive,
    seats: row.seats,
    doors: row.doors,
    fuel: row.fuel,
    simple_fuel: row.simple_fuel,
    simple_body: row.simple_body,
    simple_transmission: row.simple_transmission,
    engine_size: row.engine_size,
    stocknum: row.stocknum,
    vin: row.vin,
    regplate: row.regplate,
    rego_expiry: row.rego_expiry,
    compliance_date: row.compliance_date,
    build_date: row.build_date,
    created_at: seconds(row.created_at) ?? 0,
    sold_at: seconds(row.sold_at),
    primary_image_url: images[0]?.url ?? null,
    thumbnails: images.slice(0, CARD_IMAGES).map((image) => image.thumb_url ?? image.url),
    photos_count: row.image_count ?? images.length,
    dealership_id: row.dealership_id,
    dealership_slug: row.dealership_slug,
    dealership_name: dealership?.name ?? null,
    location_id: row.location_id,
    location: location ? locationSummary(location) : null,
    location_name: location?.name ?? null,
    city: location?.address.city ?? null,
    state: location?.address.state ?? null,
    filtered_features: row.standard_equipment ?? [],
    categories: row.categories ?? [],
    item_type: row.item_type,
    variant: row.variant,
    show_on_dealer_website: row.show_on_dealer_website,
    custom_rank: row.custom_rank,
  };
}
