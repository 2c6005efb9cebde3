import type { CarRow } from "~/db/schema";
import { REAL_PRICE_ABOVE } from "~/models/car/display";
import type { Tenant } from "~/tenants/schema";

/** A car as the search index holds it: the search hit of search-journey §3. */
export interface CarRecord {
  objectID: string;
  id: number;
  /**
   * The tenant, by slug: the hosted indexes' records and their `filterOnly(tenant_slug)` facet
   * key by slug, so the record keeps it while the database keys by website id (decision 012).
   */
  tenant_slug: string;
  slug: string;
  name: string;
  make: string;
  model: string;
  make_model: string;
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
  /**
   * The price the price sorts rank by: `price` when it is a real price, null when the car has
   * none ("Enquire for price." or PREORDER). Algolia and the embedded engine put a null sort
   * attribute last in either direction, so Lowest price opens with priced cars (issue 14).
   */
  real_price: number | null;
  /** The car's own price, before any offer. */
  car_price: number | null;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  weekly_price_range: string | null;
  price_range: string | null;
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

const PRICE_BANDS = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000];
const dollars = (value: number) => `$${value.toLocaleString("en-AU")}`;

/** The price band facet: "Under $10,000", "$10,000 - $20,000", ..., "$100,000+". */
export function priceBand(price: number): string | null {
  if (!(price > 10)) return null;
  const upper = PRICE_BANDS.findIndex((band) => price < band);
  if (upper === 0) return `Under ${dollars(PRICE_BANDS[0]!)}`;
  if (upper === -1) return `${dollars(PRICE_BANDS.at(-1)!)}+`;
  return `${dollars(PRICE_BANDS[upper - 1]!)} - ${dollars(PRICE_BANDS[upper]!)}`;
}

/** The weekly subscription band facet, in $50 steps: "$150 - $199". */
export function weeklyBand(subscription: number | null): string | null {
  if (!subscription || subscription <= 0) return null;
  const low = Math.floor(subscription / 50) * 50;
  return `$${low} - $${low + 49}`;
}

/** vehicle-page §4: "Real price: above 10"; a price of 10 or less is no price at all. */
export function realPrice(price: number): number | null {
  return price > REAL_PRICE_ABOVE ? price : null;
}

/** The price a car is advertised at: its offer price when that undercuts its own price. */
export function listingPrice(row: Pick<CarRow, "price" | "offer_price">): number {
  const price = row.price ?? 0;
  const offer = row.offer_price ?? 0;
  return offer > 10 && (price <= 10 || offer < price) ? offer : price;
}

function seconds(value: Date | string | null): number | null {
  if (value === null) return null;
  return Math.floor(new Date(value).getTime() / 1000);
}

export function toCarRecord(row: CarRow, tenant: Tenant): CarRecord {
  const location = tenant.locations.find((loc) => loc.id === row.location_id);
  const dealership = tenant.dealerships.find((d) => d.slug === row.dealership_slug);
  const price = listingPrice(row);
  const images = row.images ?? [];
  return {
    objectID: String(row.id),
    id: Number(row.id),
    tenant_slug: tenant.slug,
    slug: row.slug,
    name: row.name,
    make: row.make,
    model: row.model,
    make_model: `${row.make} ${row.model}`,
    badge: row.badge,
    series: row.series,
    year: row.year,
    car_type: row.car_type,
    status: row.status,
    tag: row.tag,
    reserved: row.reserved,
    certified: row.certified,
    preorder: row.preorder,
    price,
    real_price: realPrice(price),
    car_price: row.price,
    before_price: row.before_price,
    offer_price: row.offer_price,
    subscription_price: row.subscription_price,
    weekly_price_range: weeklyBand(row.subscription_price),
    price_range: priceBand(price),
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
    thumbnails: images.slice(0, 4).map((image) => image.thumb_url ?? image.url),
    photos_count: images.length,
    dealership_id: row.dealership_id,
    dealership_slug: row.dealership_slug,
    dealership_name: dealership?.name ?? null,
    location_id: row.location_id,
    location: location ? { name: location.name, slug: location.slug, phone: location.phone ?? null } : null,
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
