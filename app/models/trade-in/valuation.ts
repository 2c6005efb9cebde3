import { formatAud, REAL_PRICE_ABOVE } from "~/models/car/display";
import { NO_ESTIMATE_REASONS, TRADE_IN_ESTIMATE_MAX_AGE_YEARS, TRADE_IN_ESTIMATE_MAX_KM } from "~/models/leads/schemas";
import { conditionFactor, type ConditionAnswer } from "./condition";

/*
 * The embedded valuation engine: no outside valuation service exists, so a
 * trade-in is valued against the platform's own listed stock, the way a dealer's
 * appraiser starts from what similar cars sell for on yards today.
 */

/** The car being traded, as the shopper states it. */
export interface TradeInCar {
  year: number;
  make: string;
  model: string;
  km: number;
}

/** A listed used or demo car and what it is advertised for. */
export interface ComparableCar {
  year: number;
  make: string;
  model: string;
  km: number | null;
  price: number;
}

/** Comparables are cars built up to two years either side of the traded car. */
export const COMPARABLE_YEAR_SPAN = 2;
/** Fewer listed cars than this are not a market: widen to the make, then give no estimate. */
export const MIN_COMPARABLES = 3;
/** Each year older than a comparable takes this share off its price (and each year newer adds it). */
export const YEAR_ADJUSTMENT = 0.08;
/** Each 10,000 km more than a comparable takes this share off its price (fewer adds it)... */
export const KM_ADJUSTMENT_PER_10000 = 0.03;
/** ...up to this share either way. */
export const MAX_KM_ADJUSTMENT = 0.25;
/** A dealer pays about this share of the retail price: reconditioning, warranty and margin come out of the rest. */
export const TRADE_IN_SHARE_OF_RETAIL = 0.8;
/** The range either side of the estimate: narrow from the same model, wider from the make. */
export const ESTIMATE_SPREAD = { model: 0.05, make: 0.1 } as const;
/** "a range, rounded to $100". */
export const ESTIMATE_ROUNDING = 100;

export type ComparableBasis = keyof typeof ESTIMATE_SPREAD;
export type NoEstimateReason = (typeof NO_ESTIMATE_REASONS)[number];

export type TradeInValuation =
  | { kind: "estimate"; low: number; high: number; comparables: number; basis: ComparableBasis }
  | { kind: "no-estimate"; reason: NoEstimateReason };

/** The year now in Australia, where the cars are registered and the dealers work. */
export function australianYear(now: Date): number {
  return Number(new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", year: "numeric" }).format(now));
}

/**
 * vehicle-page §5 (FAQ statement): "Online trade-in estimates are generally not given for
 * cars over 7 years old or over 100,000 km". A car exactly 7 years old, or at exactly
 * 100,000 km, still gets one.
 */
export function estimateLimitReason(car: Pick<TradeInCar, "year" | "km">, currentYear: number): NoEstimateReason | null {
  if (currentYear - car.year > TRADE_IN_ESTIMATE_MAX_AGE_YEARS) return "too-old";
  if (car.km > TRADE_IN_ESTIMATE_MAX_KM) return "too-many-km";
  return null;
}

/** Makes and models compare without case, spaces or punctuation: "CX-5" is "cx5", "Land Cruiser" is "LandCruiser". */
export function normaliseName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** A shopper may add the badge ("Corolla Ascent"), a listing may too: either name starting the other matches. */
function sameModel(a: string, b: string): boolean {
  const left = normaliseName(a);
  const right = normaliseName(b);
  return left.length > 0 && right.length > 0 && (left.startsWith(right) || right.startsWith(left));
}

/**
 * The listed cars to compare with: the same make and model built within two years,
 * widened to the make when the model has fewer than three.
 */
export function comparablesFor(
  car: TradeInCar,
  stock: readonly ComparableCar[],
): { cars: ComparableCar[]; basis: ComparableBasis } | null {
  const make = normaliseName(car.make);
  const ofMake = stock.filter(
    (listed) =>
      normaliseName(listed.make) === make && Math.abs(listed.year - car.year) <= COMPARABLE_YEAR_SPAN && listed.price > 0,
  );
  const ofModel = ofMake.filter((listed) => sameModel(listed.model, car.model));
  if (ofModel.length >= MIN_COMPARABLES) return { cars: ofModel, basis: "model" };
  if (ofMake.length >= MIN_COMPARABLES) return { cars: ofMake, basis: "make" };
  return null;
}

/** A comparable's price, as if it were the traded car's age and odometer reading. */
export function adjustedPrice(car: TradeInCar, comparable: ComparableCar): number {
  const byYear = (1 - YEAR_ADJUSTMENT) ** (comparable.year - car.year);
  const kmShare =
    comparable.km === null
      ? 0
      : Math.max(
          -MAX_KM_ADJUSTMENT,
          Math.min(MAX_KM_ADJUSTMENT, (-KM_ADJUSTMENT_PER_10000 * (car.km - comparable.km)) / 10_000),
        );
  return comparable.price * byYear * (1 + kmShare);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function roundToHundred(amount: number): number {
  return Math.round(amount / ESTIMATE_ROUNDING) * ESTIMATE_ROUNDING;
}

/**
 * The trade-in estimate: the median of the comparables' prices adjusted to this car's
 * year and km (a median, so one dear or cheap listing does not move it), the dealer's
 * share of retail, the condition answers, then a range either side rounded to $100.
 */
export function valueTradeIn(
  car: TradeInCar,
  answers: readonly ConditionAnswer[],
  stock: readonly ComparableCar[],
  currentYear: number,
): TradeInValuation {
  const limit = estimateLimitReason(car, currentYear);
  if (limit) return { kind: "no-estimate", reason: limit };
  const comparables = comparablesFor(car, stock);
  if (!comparables) return { kind: "no-estimate", reason: "too-few-comparables" };
  const retail = median(comparables.cars.map((comparable) => adjustedPrice(car, comparable)));
  const estimate = retail * TRADE_IN_SHARE_OF_RETAIL * conditionFactor(answers);
  const spread = ESTIMATE_SPREAD[comparables.basis];
  return {
    kind: "estimate",
    low: roundToHundred(estimate * (1 - spread)),
    high: roundToHundred(estimate * (1 + spread)),
    comparables: comparables.cars.length,
    basis: comparables.basis,
  };
}

/**
 * What a listing is advertised for: its offer price when that undercuts the price, as the
 * search shows it; 0 for a car without a real price (above 10, vehicle-page §9), which
 * says nothing about the market.
 */
export function askingPrice(listing: { price: number | null; offer_price: number | null }): number {
  const price = listing.price ?? 0;
  const offer = listing.offer_price ?? 0;
  if (price <= REAL_PRICE_ABOVE && offer <= REAL_PRICE_ABOVE) return 0;
  return offer > REAL_PRICE_ABOVE && (price <= REAL_PRICE_ABOVE || offer < price) ? offer : price;
}

/** "$19,000 – $21,000": the estimate as the shopper is shown it. */
export function estimateRange(estimate: { low: number; high: number }): string {
  return `${formatAud(estimate.low)} – ${formatAud(estimate.high)}`;
}
