import type { FinanceLenderQuote } from "~/db/schema";
import { toJsonb } from "~/db/schema";
import { FINANCE_PROVIDERS, type Tenant } from "~/tenants/schema";
import { round2 } from "./helpers";
import type { FinanceChoice, MarketChoice } from "./profiles";
import type { Random } from "./random";

// ---------------------------------------------------------------------------------------
// Finance quotes (vehicle-page §5, §9): one record per provider, keyed by provider.

const LENDER_RATES: Record<
  (typeof FINANCE_PROVIDERS)[number],
  { min: number; max: number; deposit: number }
> = {
  taurus: { min: 8.99, max: 12.99, deposit: 0 },
  "360-finance": { min: 6.99, max: 11.49, deposit: 0 },
  ausloans: { min: 7.49, max: 12.49, deposit: 0 },
  manual: { min: 8.5, max: 8.5, deposit: 0 },
  angle: { min: 7.99, max: 10.99, deposit: 0.1 },
  powertorque: { min: 9.49, max: 11.99, deposit: 0 },
  "nissan-finance": { min: 6.29, max: 6.29, deposit: 0 },
};

const FINANCE_DISCLAIMER =
  "Repayment is indicative only and not a binding quote; finance is subject to the lender's approval criteria. " +
  "The comparison rate is based on a $30,000 secured loan over 5 years. Fees and charges apply.";

export function financeLenders(
  choice: FinanceChoice,
  tenant: Tenant,
  price: number,
  random: Random
): Record<string, FinanceLenderQuote> {
  if (choice === "none" || price <= 500) return {};
  const every = [...FINANCE_PROVIDERS];
  switch (choice) {
    case "own":
      return tenant.finance.provider
        ? { [tenant.finance.provider]: quote(tenant.finance.provider, price, random) }
        : {};
    case "every":
      return Object.fromEntries(every.map((provider) => [provider, quote(provider, price, random)]));
    case "null_interest":
      return Object.fromEntries(
        every.map((provider) => [provider, { ...quote(provider, price, random), interestRate: null }])
      );
    case "null_comparison":
      return Object.fromEntries(
        every.map((provider) => [provider, { ...quote(provider, price, random), comparisonRate: null }])
      );
    case "empty":
      return Object.fromEntries(every.map((provider) => [provider, {}]));
  }
}

function quote(
  provider: (typeof FINANCE_PROVIDERS)[number],
  price: number,
  random: Random
): FinanceLenderQuote {
  const terms = LENDER_RATES[provider];
  const interestRate = round2(terms.min === terms.max ? terms.min : random.between(terms.min, terms.max));
  const comparisonRate =
    provider === "nissan-finance" ? 8.19 : round2(interestRate + random.between(0.6, 1.6));
  const deposit = Math.round(price * terms.deposit);
  const balloon = provider === "powertorque" && random.chance(0.5) ? Math.round(price * 0.25) : 0;
  const months = 60;
  const monthlyRate = interestRate / 100 / 12;
  const principal = price - deposit;
  const payment =
    ((principal - balloon / Math.pow(1 + monthlyRate, months)) * monthlyRate) /
    (1 - Math.pow(1 + monthlyRate, -months));
  return {
    interestRate,
    comparisonRate,
    paymentMonth: round2(payment),
    paymentWeek: round2((payment * 12) / 52),
    termYears: 5,
    termMonths: months,
    deposit,
    balloon,
    disclaimer: FINANCE_DISCLAIMER,
  };
}

/** Autograb's market prices: the badge shows when price is more than 499 under them. */
export function marketPrices(choice: MarketChoice, price: number, random: Random): string | null {
  if (choice === "none" || price <= 10) return null;
  const above = () => price + random.int(6, 40) * 100;
  switch (choice) {
    case "above_state":
      return toJsonb({ state_average_market_price: above(), average_market_price: above() });
    case "above_national":
      return toJsonb({ state_average_market_price: null, average_market_price: above() });
    case "near":
      return toJsonb({
        state_average_market_price: price + random.int(-30, 4) * 100,
        average_market_price: price + random.int(-30, 4) * 100,
      });
  }
}

// ---------------------------------------------------------------------------------------
