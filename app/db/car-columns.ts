/*
 * The shapes of the cars table's typed columns: its type and status vocabularies and the
 * JSON values kept in its jsonb columns (images, variant, lenders, caravan specs, history
 * report). schema.ts declares the tables and re-exports these.
 */

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
