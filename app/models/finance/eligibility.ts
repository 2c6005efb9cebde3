import type { FinanceLenderQuote } from "~/db/schema";
import { formatAud, isAvailable } from "~/models/car/display";
import { localDate } from "~/models/hours/opening-hours";
import type { FINANCE_PROVIDERS, Tenant } from "~/tenants/schema";
import { COMPARISON_RATE_LOAN, COMPARISON_RATE_TERM_YEARS, repayments } from "./repayment";

/*
 * Whether a car shows a finance estimate, and the estimate it shows (vehicle-page §5 and
 * §9). One pure function, so the vehicle page, the finance card and any listing agree.
 */

export type FinanceProvider = (typeof FINANCE_PROVIDERS)[number];

/** vehicle-page §9 "Finance needs price above 500". */
export const FINANCE_PRICE_ABOVE = 500;
/** vehicle-page §9 "Taurus: under 12 years": the car's year is newer than this year minus 12. */
export const TAURUS_MAX_AGE_YEARS = 12;

/**
 * vehicle-page §9 "Finance disclaimer: repayment indicative only, not a binding quote,
 * subject to approval", with the comparison-rate basis the same section gives.
 */
export const REPAYMENT_DISCLAIMER = "Repayment is indicative only, not a binding quote and subject to approval.";
export const DEFAULT_FINANCE_DISCLAIMER =
  `${REPAYMENT_DISCLAIMER} ` +
  `Comparison rates are based on a ${formatAud(COMPARISON_RATE_LOAN)} loan over ${COMPARISON_RATE_TERM_YEARS} years.`;

/** The names shoppers know the providers by. */
export const FINANCE_PROVIDER_NAMES: Record<FinanceProvider, string> = {
  taurus: "Taurus",
  "360-finance": "360 Finance",
  ausloans: "AusLoans",
  manual: "Dealer finance",
  angle: "Angle Finance",
  powertorque: "Powertorque",
  "nissan-finance": "Nissan Finance",
};

export interface FinanceCar {
  year: number;
  /** The listing price, 0 when none. */
  price: number;
  status: string;
  make: string;
  dealership_slug: string;
  finance_lenders: Record<string, FinanceLenderQuote>;
}

export interface FinanceEstimate {
  provider: FinanceProvider;
  providerName: string;
  quote: FinanceLenderQuote;
  /** Dollars a week; null when neither the lender nor the car's price gives one. */
  weekly: number | null;
  monthly: number | null;
  /** % p.a. */
  interestRate: number;
  comparisonRate: number;
  termMonths: number;
  deposit: number;
  /** Dollars paid at the end of the term. */
  balloon: number;
  disclaimer: string;
  /** The last day the offer holds ("26 December 2026"), for providers whose offers expire. */
  validUntil: string | null;
}

type FinanceSettings = Pick<Tenant["finance"], "provider" | "hiddenForMakes" | "hiddenForDealerships">;

const positive = (value: number | null | undefined): value is number => typeof value === "number" && value > 0;

/**
 * Each provider's own condition (vehicle-page §5): Taurus needs a car newer than this year
 * minus 12, a price over 500, availability and a comparison rate; 360 Finance and AusLoans
 * availability only; Manual, Angle and Powertorque a price over 500, availability and a
 * weekly payment; Nissan Finance a price over 500, availability and a monthly payment.
 */
function providerRuleHolds(provider: FinanceProvider, car: FinanceCar, quote: FinanceLenderQuote, now: Date): boolean {
  const available = isAvailable(car);
  const priced = car.price > FINANCE_PRICE_ABOVE;
  switch (provider) {
    case "taurus":
      return (
        car.year > now.getUTCFullYear() - TAURUS_MAX_AGE_YEARS && priced && available && positive(quote.comparisonRate)
      );
    case "360-finance":
    case "ausloans":
      return available;
    case "manual":
    case "angle":
    case "powertorque":
      return priced && available && positive(quote.paymentWeek);
    case "nissan-finance":
      return priced && available && positive(quote.paymentMonth);
  }
}

function hiddenByTenant(car: FinanceCar, finance: FinanceSettings): boolean {
  const make = car.make.toLowerCase();
  return (
    finance.hiddenForMakes.some((hidden) => hidden.toLowerCase() === make) ||
    finance.hiddenForDealerships.includes(car.dealership_slug)
  );
}

/** A lender quotes a week or a month; the other follows as 52 weeks to 12 months. */
function payments(
  car: FinanceCar,
  quote: FinanceLenderQuote,
  terms: { interestRate: number; termMonths: number; deposit: number; balloon: number }
): { weekly: number | null; monthly: number | null } {
  const week = positive(quote.paymentWeek) ? quote.paymentWeek : null;
  const month = positive(quote.paymentMonth) ? quote.paymentMonth : null;
  if (week !== null) return { weekly: week, monthly: month ?? round2((week * 52) / 12) };
  if (month !== null) return { weekly: round2((month * 12) / 52), monthly: month };
  // 360 Finance and AusLoans need no payment; their rate over the car's price gives one.
  if (car.price - terms.deposit - terms.balloon <= 0) return { weekly: null, monthly: null };
  const { weekly, monthly } = repayments({
    price: car.price,
    deposit: terms.deposit,
    balloon: terms.balloon,
    termMonths: terms.termMonths,
    ratePercent: terms.interestRate,
  });
  return { weekly, monthly };
}

function round2(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Where "today" is when the caller names no location: a location's own default (tenants/fields/places.ts). */
const DEFAULT_TIME_ZONE = "Australia/Sydney";

/**
 * vehicle-page §9: "Taurus offer validity is one month from today": the same day next month
 * where the dealer is (the 31st of January holds to the end of February).
 */
export function oneMonthFrom(now: Date, timeZone: string): string {
  const [year = 0, month = 1, day = 1] = localDate(now, timeZone).split("-").map(Number);
  const daysNextMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const until = new Date(Date.UTC(year, month, Math.min(day, daysNextMonth)));
  return LONG_DATE.format(until);
}

/** Made once: building an Intl formatter costs more than a vehicle page's other finance work. */
const LONG_DATE = new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });

/**
 * The estimate the car shows, or null (vehicle-page §5): only when the active provider (none
 * configured: no estimate) has a lender record that exists, is not empty and has neither a
 * null interestRate nor a null comparisonRate, the provider's own rule holds, and the tenant
 * does not hide finance for the car's make or dealership.
 */
export function financeEstimateFor(
  car: FinanceCar,
  finance: FinanceSettings,
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
): FinanceEstimate | null {
  const provider = finance.provider;
  if (!provider) return null;
  const quote = car.finance_lenders[provider];
  if (!quote || Object.keys(quote).length === 0) return null;
  const { interestRate, comparisonRate } = quote;
  if (interestRate == null || comparisonRate == null) return null;
  if (!providerRuleHolds(provider, car, quote, now) || hiddenByTenant(car, finance)) return null;

  const termMonths = positive(quote.termMonths)
    ? quote.termMonths
    : positive(quote.termYears)
    ? quote.termYears * 12
    : COMPARISON_RATE_TERM_YEARS * 12;
  const terms = {
    interestRate,
    termMonths,
    deposit: positive(quote.deposit) ? quote.deposit : 0,
    balloon: positive(quote.balloon) ? quote.balloon : 0,
  };
  const disclaimer = quote.disclaimer?.trim() || DEFAULT_FINANCE_DISCLAIMER;
  return {
    provider,
    providerName: FINANCE_PROVIDER_NAMES[provider],
    quote,
    ...payments(car, quote, terms),
    ...terms,
    comparisonRate,
    disclaimer,
    validUntil: provider === "taurus" ? oneMonthFrom(now, timeZone) : null,
  };
}
