import type { Car } from "~/models/car/car";
import { REAL_PRICE_ABOVE } from "~/models/car/display";
import { unlistedAt } from "~/models/car/listing";
import type { Tenant } from "~/tenants/schema";

/**
 * A car as the search index holds it: the Car and the fields only the index needs, for
 * Algolia's object id, the make-model and price-band facets and the price sorts.
 */
export interface CarRecord extends Car {
  objectID: string;
  make_model: string;
  /**
   * The price the price sorts rank by: `price` when it is a real price, null when the car has
   * none ("Enquire for price." or PREORDER). Algolia and the embedded engine put a null sort
   * attribute last in either direction, so Lowest price opens with priced cars.
   */
  real_price: number | null;
  weekly_price_range: string | null;
  price_range: string | null;
  /** The listing rule as one number (car/listing.ts unlistedAt), which the stock preset compares. */
  unlisted_at: number;
  /**
   * Where the car is: its yard's point (Algolia's geo attribute), so a search around a
   * shopper's postcode ranks and filters by distance, on the embedded engine and on Algolia.
   * Absent for a car without a location.
   */
  _geoloc?: { lat: number; lng: number };
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

export function toCarRecord(car: Car, tenant?: Pick<Tenant, "locations">): CarRecord {
  const yard = tenant?.locations.find((location) => location.id === car.location_id)?.address;
  // The index's own fields first: V8 gives each copy of a 60-field object that then gains
  // fields a hidden class of its own (Object.assign, a dictionary), 2 kB more a record.
  return {
    objectID: String(car.id),
    _geoloc: yard ? { lat: yard.lat, lng: yard.lng } : undefined,
    make_model: `${car.make} ${car.model}`,
    real_price: realPrice(car.price),
    weekly_price_range: weeklyBand(car.subscription_price),
    price_range: priceBand(car.price),
    unlisted_at: unlistedAt(car),
    ...car,
  };
}

/** The Car of a search hit or stored object: the index-only fields and the engine's annotations dropped. */
export function carFromRecord(record: CarRecord): Car {
  const {
    objectID: _objectID,
    make_model: _makeModel,
    real_price: _realPrice,
    weekly_price_range: _weekly,
    price_range: _priceRange,
    unlisted_at: _unlistedAt,
    _geoloc,
    _highlightResult,
    _snippetResult,
    _rankingInfo,
    ...car
  } = record as CarRecord & { _highlightResult?: unknown; _snippetResult?: unknown; _rankingInfo?: unknown };
  return car;
}
