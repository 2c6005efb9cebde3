import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * The database as Kysely sees it. Both backends are set up by `createDatabase` to read
 * the same JavaScript values: bigint and numeric as numbers, date as 'YYYY-MM-DD' text,
 * timestamptz as Date, jsonb as parsed JSON.
 */
export interface Database {
  cars: CarsTable;
  app_meta: AppMetaTable;
  phone_reveals: PhoneRevealsTable;
}

/** A point in time; written as a Date or an ISO string, defaulted by the database. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A calendar date (rego expiry, build date) as 'YYYY-MM-DD'; no time zone to shift it. */
export type CalendarDate = string;

/**
 * A jsonb column: read as the parsed value, written as JSON text (`toJsonb`). Text, not
 * an object, because node-postgres would send a JavaScript array as a Postgres array.
 */
export type Jsonb<T> = ColumnType<T, string, string>;
export type JsonbWithDefault<T> = ColumnType<T, string | undefined, string>;
export type NullableJsonb<T> = ColumnType<T | null, string | null | undefined, string | null>;

export function toJsonb(value: unknown): string {
  return JSON.stringify(value);
}

export const CAR_TYPES = ["new", "demo", "used"] as const;
export type CarType = (typeof CAR_TYPES)[number];

/** The statuses the spec names; imported stock may carry others, so the column is open text. */
export type CarStatus = "in_stock" | "coming_soon" | "sold" | (string & {});

export interface CarImage {
  url: string;
  thumb_url?: string;
  caption?: string;
}

/** The manufacturer variant record (search-journey §3, vehicle-page §3). */
export interface CarVariant {
  cylinders?: number | null;
  enginesize?: number | null;
  enginesize_litres?: number | null;
  induction?: string | null;
  geartype?: string | null;
  fuelconsumptioncombined?: number | null;
  fuelcapacity?: number | null;
  grossvehiclemass?: number | null;
  vehiclelength?: number | null;
  vehicleheight?: number | null;
  vehiclewidth?: number | null;
  torque?: string | null;
  ancaprating?: number | null;
  bodyconfiguration?: string | null;
}

/** One provider's finance estimate for the car (vehicle-page §3, finance_lenders). */
export interface FinanceLenderQuote {
  interestRate?: number | null;
  comparisonRate?: number | null;
  paymentWeek?: number | null;
  paymentMonth?: number | null;
  termYears?: number | null;
  termMonths?: number | null;
  deposit?: number | null;
  balloon?: number | null;
  disclaimer?: string | null;
  [variant: string]: unknown;
}

/** Caravan specifications; body sizes in feet as the source gives them. */
export interface CaravanSpecs {
  body_width?: number | null;
  body_length?: number | null;
  tare_weight?: number | null;
  axle_type?: string | null;
  sleeps?: number | null;
  aggregate_trailer_mass?: number | null;
}

export interface AutograbData {
  state_average_market_price?: number | null;
  average_market_price?: number | null;
}

/** A vehicle history report attached to the car (vehicle-page §3, file). */
export interface HistoryReport {
  url: string;
  name?: string;
}

/**
 * One car of a tenant's stock: the fields of the search hit (search-journey §3) and the
 * vehicle page (vehicle-page §3). Values derived from others are not stored: thumbnails,
 * primary_image_url and photos_count come from images, the location's name, city and
 * state from location_id in the tenant config, weekly_price_range from subscription_price.
 */
export interface CarsTable {
  id: Generated<number>;
  tenant_slug: string;
  dealership_id: number;
  dealership_slug: string;
  location_id: number | null;
  slug: string;
  name: string;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  variant_name: string | null;
  year: number;
  car_type: CarType;
  status: CarStatus;
  sold_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reserved: Generated<boolean>;
  certified: Generated<boolean>;
  tag: string | null;
  item_type: string | null;
  categories: ColumnType<string[], string[] | undefined, string[]>;
  price: number | null;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  preorder: Generated<boolean>;
  price_type: string | null;
  km: number | null;
  colour: string | null;
  interior_colour: string | null;
  drive: string | null;
  seats: number | null;
  doors: number | null;
  /** Engine capacity in cc. */
  engine_size: number | null;
  engine_size_litres: number | null;
  cylinders: number | null;
  fuel: string | null;
  simple_fuel: string | null;
  simple_body: string | null;
  simple_transmission: string | null;
  trans: string | null;
  stocknum: string | null;
  vin: string | null;
  regplate: string | null;
  rego_expiry: CalendarDate | null;
  compliance_date: CalendarDate | null;
  build_date: CalendarDate | null;
  dealercomments: string | null;
  carsales_title: string | null;
  private_suburb: string | null;
  private_postcode: string | null;
  has_nvic: Generated<boolean>;
  views: Generated<number>;
  show_on_dealer_website: Generated<boolean>;
  /** Higher ranks first in relevance order (the index's desc(custom_rank)). */
  custom_rank: Generated<number>;
  images: JsonbWithDefault<CarImage[]>;
  variant: NullableJsonb<CarVariant>;
  standard_equipment: JsonbWithDefault<string[]>;
  finance_lenders: JsonbWithDefault<Record<string, FinanceLenderQuote>>;
  caravan_specs: NullableJsonb<CaravanSpecs>;
  autograb_data: NullableJsonb<AutograbData>;
  history_report: NullableJsonb<HistoryReport>;
  payment_processors: NullableJsonb<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type CarRow = Selectable<CarsTable>;
export type NewCarRow = Insertable<CarsTable>;
export type CarRowUpdate = Updateable<CarsTable>;

/** Small process facts kept with the data, e.g. "seeded". */
export interface AppMetaTable {
  key: string;
  value: Jsonb<unknown>;
}

/** One click on "Show number" (search-journey §4, §7: car_id, dealership_id, website_id). */
export interface PhoneRevealsTable {
  id: Generated<number>;
  /** The tenant's id: the website the number was revealed on. */
  website_id: number;
  /** Null for the site-wide numbers (header, footer, locations). */
  car_id: number | null;
  dealership_id: number | null;
  page_url: string | null;
  user_agent: string | null;
  created_at: Timestamp;
}

export type PhoneRevealRow = Selectable<PhoneRevealsTable>;
