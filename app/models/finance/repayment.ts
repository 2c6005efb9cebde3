/*
 * The repayment calculator of the vehicle page (vehicle-page §5 and §9): the amortisation
 * maths and the parsing of its GET form. Pure, so the server answers a form sent without
 * JavaScript and the browser recomputes live with the very same functions.
 */

/** vehicle-page §9: "disclaimers assume a 5 year term and $30,000 loan for comparison rate". */
export const COMPARISON_RATE_TERM_YEARS = 5;
export const COMPARISON_RATE_LOAN = 30_000;

export const CALCULATOR_TERM_YEARS = { min: 1, max: 7, default: COMPARISON_RATE_TERM_YEARS } as const;
export const CALCULATOR_RATE_PERCENT = { min: 0, max: 30 } as const;
const CALCULATOR_PRICE_MAX = 10_000_000;

export interface RepaymentInput {
  price: number;
  deposit: number;
  /** Dollars paid at the end of the term. */
  balloon: number;
  termMonths: number;
  ratePercent: number;
}

export interface Repayments {
  monthly: number;
  weekly: number;
  /** The price less the deposit. */
  financed: number;
}

/**
 * The level payment that pays off `financed` over n periods at r per period, leaving the
 * balloon owing at the end: (financed − balloon ÷ (1 + r)ⁿ) × r ÷ (1 − (1 + r)⁻ⁿ); with no
 * interest, what is repaid is simply shared out evenly.
 */
function levelPayment(financed: number, balloon: number, ratePerPeriod: number, periods: number): number {
  if (ratePerPeriod === 0) return (financed - balloon) / periods;
  const growth = Math.pow(1 + ratePerPeriod, periods);
  return ((financed - balloon / growth) * ratePerPeriod) / (1 - 1 / growth);
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * Monthly at rate ÷ 12 over the term's months; weekly at rate ÷ 52 over the term's weeks
 * (months × 52 ÷ 12), each rounded to the cent.
 */
export function repayments({ price, deposit, balloon, termMonths, ratePercent }: RepaymentInput): Repayments {
  const financed = Math.max(0, price - deposit);
  return {
    monthly: cents(levelPayment(financed, balloon, ratePercent / 12 / 100, termMonths)),
    weekly: cents(levelPayment(financed, balloon, ratePercent / 52 / 100, (termMonths * 52) / 12)),
    financed,
  };
}

const repaymentFormat = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });

/** A repayment to the cent: 615.5 → "$615.50". */
export function formatRepayment(amount: number): string {
  return repaymentFormat.format(amount);
}

const rateFormat = new Intl.NumberFormat("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A rate as lenders print it: 8.5 → "8.50% p.a.". */
export function formatRate(percent: number): string {
  return `${rateFormat.format(percent)}% p.a.`;
}

/** A term in whole years where it is one: 60 → "5 years", 12 → "1 year", 54 → "54 months". */
export function formatTerm(months: number): string {
  if (months % 12 !== 0) return `${months} months`;
  const years = months / 12;
  return years === 1 ? "1 year" : `${years} years`;
}

/** A blank field is no answer; "$30,000" and "30 000" are how people write 30000. */
function toNumber(value: string | null): number | undefined {
  if (value === null) return undefined;
  const text = value.replace(/[$,\s]/g, "");
  return text === "" ? undefined : Number(text);
}

export type CalculatorValues = { price: number; deposit: number; balloon: number; term: number; rate: number };
export type CalculatorErrors = Partial<Record<keyof CalculatorValues, string>>;
export type CalculatorDefaults = { price: number; ratePercent: number };

/*
 * Each field's rules as plain checks, not a zod schema: the browser recomputes with them on
 * every keystroke, and the vehicle page's first load carries no zod. A field's
 * message is its first failing rule's.
 */
interface FieldRules {
  notANumber: string;
  checks: ReadonlyArray<readonly [(value: number) => boolean, string]>;
}

const dollars = (name: string): FieldRules => ({
  notANumber: `Enter the ${name} in dollars, e.g. 5000.`,
  checks: [
    [(value) => value >= 0, `The ${name} can't be less than $0.`],
    [(value) => value <= CALCULATOR_PRICE_MAX, `The ${name} must be $10,000,000 or less.`],
  ],
});

const termMessage = `Choose a term of ${CALCULATOR_TERM_YEARS.min} to ${CALCULATOR_TERM_YEARS.max} years.`;
const rateMessage = `Enter an interest rate from ${CALCULATOR_RATE_PERCENT.min} to ${CALCULATOR_RATE_PERCENT.max}% p.a.`;
const within = (value: number, { min, max }: { min: number; max: number }) => value >= min && value <= max;

const FIELD_RULES: Record<keyof CalculatorValues, FieldRules> = {
  price: {
    notANumber: "Enter the price in dollars, e.g. 30000.",
    checks: [
      [(value) => value > 0, "The price must be more than $0."],
      [(value) => value <= CALCULATOR_PRICE_MAX, "The price must be $10,000,000 or less."],
    ],
  },
  deposit: dollars("deposit"),
  balloon: dollars("balloon"),
  term: {
    notANumber: termMessage,
    checks: [[(value) => Number.isInteger(value) && within(value, CALCULATOR_TERM_YEARS), termMessage]],
  },
  rate: { notANumber: rateMessage, checks: [[(value) => within(value, CALCULATOR_RATE_PERCENT), rateMessage]] },
};

/** A field's number, nothing when blank, or the message of the first rule it breaks. */
function readField(key: keyof CalculatorValues, raw: string | null): { value?: number; error?: string } {
  const value = toNumber(raw);
  if (value === undefined) return {};
  const rules = FIELD_RULES[key];
  if (Number.isNaN(value)) return { error: rules.notANumber };
  const broken = rules.checks.find(([holds]) => !holds(value));
  return broken ? { error: broken[1] } : { value };
}

export const DEPOSIT_NOT_BELOW_PRICE = "Deposit must be less than the price.";
export const NOTHING_LEFT_TO_FINANCE =
  "Balloon plus deposit must be less than the price, to leave an amount to finance.";

/**
 * How valid fields fit together: a deposit must be less than the price, and the balloon must
 * leave something to finance after the deposit (a deposit that is refused counts as none).
 */
export function calculatorConflicts({ price, deposit, balloon }: CalculatorValues): CalculatorErrors {
  const errors: CalculatorErrors = {};
  const depositAccepted = deposit < price;
  if (!depositAccepted) errors.deposit = DEPOSIT_NOT_BELOW_PRICE;
  if (balloon > 0 && balloon >= price - (depositAccepted ? deposit : 0)) errors.balloon = NOTHING_LEFT_TO_FINANCE;
  return errors;
}

const FIELDS = ["price", "deposit", "balloon", "term", "rate"] as const satisfies readonly (keyof CalculatorValues)[];

/**
 * The calculator's values from the URL: price, deposit and balloon in dollars, term in years
 * (1–7), rate in % p.a. (0–30). Bad input never throws: a field that fails falls back to its
 * default (the car's price, no deposit, no balloon, 5 years, the tenant's rate) and its
 * message comes back beside it. A car without a price starts from the $30,000 loan of the
 * comparison-rate disclaimers.
 */
export function parseCalculatorParams(
  params: URLSearchParams,
  defaults: CalculatorDefaults
): { values: CalculatorValues; errors: CalculatorErrors } {
  const fallback: CalculatorValues = {
    price: defaults.price > 0 ? defaults.price : COMPARISON_RATE_LOAN,
    deposit: 0,
    balloon: 0,
    term: CALCULATOR_TERM_YEARS.default,
    rate: defaults.ratePercent,
  };
  const values = { ...fallback };
  const errors: CalculatorErrors = {};
  for (const key of FIELDS) {
    const field = readField(key, params.get(key));
    if (field.error) errors[key] = field.error;
    else values[key] = field.value ?? fallback[key];
  }
  // Each field is valid on its own now, so what is left is how they fit together.
  for (const [key, message] of Object.entries(calculatorConflicts(values)) as [keyof CalculatorValues, string][]) {
    values[key] = fallback[key];
    errors[key] ??= message;
  }
  return { values, errors };
}

/** The calculator's answer for its values: term in years, rate in % p.a. */
export function calculatorRepayments(values: CalculatorValues): Repayments {
  return repayments({
    price: values.price,
    deposit: values.deposit,
    balloon: values.balloon,
    termMonths: values.term * 12,
    ratePercent: values.rate,
  });
}
