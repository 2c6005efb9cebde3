import { describe, expect, it } from "vitest";
import {
  calculatorConflicts,
  calculatorRepayments,
  DEPOSIT_NOT_BELOW_PRICE,
  formatRate,
  formatRepayment,
  formatTerm,
  NOTHING_LEFT_TO_FINANCE,
  parseCalculatorParams,
  repayments,
} from "./repayment";

/** The Toyota sites' default calculator rate (vehicle-page §9: "10 on the Toyota sites"). */
const TOYOTA_DEFAULTS = { price: 27_990, ratePercent: 10 };

const parse = (query: string, defaults = TOYOTA_DEFAULTS) =>
  parseCalculatorParams(new URLSearchParams(query), defaults);

describe("repayments", () => {
  it("repays $30,000 with no deposit over 5 years at 8.5% (the comparison-rate example of §9)", () => {
    /*
     * Monthly: r = 0.085 ÷ 12 = 0.0070833, n = 60, (1 + r)⁶⁰ = 1.527301, 1 ÷ 1.527301 = 0.654750;
     * 30,000 × 0.0070833 = 212.50, and 212.50 ÷ (1 − 0.654750) = 212.50 ÷ 0.345250 = 615.50.
     * Weekly: r = 0.085 ÷ 52 = 0.0016346, n = 60 × 52 ÷ 12 = 260, (1 + r)²⁶⁰ = 1.529060;
     * 30,000 × 0.0016346 = 49.038, and 49.038 ÷ (1 − 1 ÷ 1.529060) = 49.038 ÷ 0.346003 = 141.73.
     */
    expect(repayments({ price: 30_000, deposit: 0, balloon: 0, termMonths: 60, ratePercent: 8.5 })).toEqual({
      monthly: 615.5,
      weekly: 141.73,
      financed: 30_000,
    });
  });

  it("leaves a $9,000 balloon to be paid at the end", () => {
    /*
     * The balloon's value today is 9,000 ÷ 1.527301 = 5,892.75, so the payments cover
     * 30,000 − 5,892.75 = 24,107.25: 24,107.25 × 0.0070833 ÷ 0.345250 = 494.60 a month.
     */
    const { monthly, weekly } = repayments({
      price: 30_000,
      deposit: 0,
      balloon: 9_000,
      termMonths: 60,
      ratePercent: 8.5,
    });
    expect(monthly).toBe(494.6);
    expect(weekly).toBe(113.92);
  });

  it("finances the price less the deposit: $30,000 with $3,000 down is $27,000 over 4 years at 10%", () => {
    /* r = 0.1 ÷ 12, (1 + r)⁴⁸ = 1.489354: 27,000 × 0.0083333 ÷ (1 − 0.671432) = 225 ÷ 0.328568 = 684.79. */
    expect(repayments({ price: 30_000, deposit: 3_000, balloon: 0, termMonths: 48, ratePercent: 10 })).toEqual({
      monthly: 684.79,
      weekly: 157.62,
      financed: 27_000,
    });
  });

  it("divides straight through at a zero rate: $30,000 over 60 months or 260 weeks", () => {
    expect(repayments({ price: 30_000, deposit: 0, balloon: 0, termMonths: 60, ratePercent: 0 })).toEqual({
      monthly: 500,
      weekly: 115.38,
      financed: 30_000,
    });
    expect(repayments({ price: 30_000, deposit: 0, balloon: 6_000, termMonths: 60, ratePercent: 0 }).monthly).toBe(400);
  });
});

describe("formatRepayment", () => {
  it("shows dollars and cents", () => {
    expect(formatRepayment(615.5)).toBe("$615.50");
    expect(formatRepayment(1_234)).toBe("$1,234.00");
  });
});

describe("formatRate", () => {
  it("prints two decimals and p.a.", () => {
    expect(formatRate(8.5)).toBe("8.50% p.a.");
    expect(formatRate(6.29)).toBe("6.29% p.a.");
  });
});

describe("formatTerm", () => {
  it("says whole years as years, anything else in months", () => {
    expect(formatTerm(60)).toBe("5 years");
    expect(formatTerm(12)).toBe("1 year");
    expect(formatTerm(54)).toBe("54 months");
  });
});

describe("parseCalculatorParams", () => {
  it("starts from the car's price, no deposit or balloon, 5 years and the tenant's default rate", () => {
    expect(parse("")).toEqual({ values: { price: 27_990, deposit: 0, balloon: 0, term: 5, rate: 10 }, errors: {} });
    expect(parse("", { price: 24_990, ratePercent: 8.5 }).values.rate).toBe(8.5);
  });

  it("starts a car without a price from the $30,000 loan of the comparison-rate disclaimers", () => {
    expect(parse("", { price: 0, ratePercent: 8.5 }).values.price).toBe(30_000);
  });

  it("reads what the shopper sent, written as people write money", () => {
    expect(parse("price=%2435%2C000&deposit=5000&balloon=4%20000&term=3&rate=6.29")).toEqual({
      values: { price: 35_000, deposit: 5_000, balloon: 4_000, term: 3, rate: 6.29 },
      errors: {},
    });
  });

  it("treats blank fields as not answered", () => {
    expect(parse("price=&deposit=&term=&rate=")).toEqual(parse(""));
  });

  it("falls back to the default price when the price is not a number or not above $0", () => {
    expect(parse("price=lots")).toMatchObject({
      values: { price: 27_990 },
      errors: { price: "Enter the price in dollars, e.g. 30000." },
    });
    expect(parse("price=0").errors.price).toBe("The price must be more than $0.");
  });

  it("refuses a negative deposit or balloon", () => {
    expect(parse("deposit=-1&balloon=-1")).toMatchObject({
      values: { deposit: 0, balloon: 0 },
      errors: { deposit: "The deposit can't be less than $0.", balloon: "The balloon can't be less than $0." },
    });
  });

  it("keeps the term to 1–7 years: 0, 8 and 2.5 fall back to 5", () => {
    for (const term of ["0", "8", "2.5", "five"]) {
      expect(parse(`term=${term}`)).toMatchObject({
        values: { term: 5 },
        errors: { term: "Choose a term of 1 to 7 years." },
      });
    }
    expect(parse("term=1").values.term).toBe(1);
    expect(parse("term=7").values.term).toBe(7);
  });

  it("keeps the rate to 0–30% p.a.", () => {
    expect(parse("rate=0").values.rate).toBe(0);
    expect(parse("rate=30").values.rate).toBe(30);
    expect(parse("rate=30.01")).toMatchObject({
      values: { rate: 10 },
      errors: { rate: "Enter an interest rate from 0 to 30% p.a." },
    });
  });

  it("says Deposit must be less than the price, and then counts no deposit", () => {
    expect(parse("price=20000&deposit=20000")).toEqual({
      values: { price: 20_000, deposit: 0, balloon: 0, term: 5, rate: 10 },
      errors: { deposit: DEPOSIT_NOT_BELOW_PRICE },
    });
    expect(DEPOSIT_NOT_BELOW_PRICE).toBe("Deposit must be less than the price.");
  });

  it("checks the deposit against the default price when the price sent was refused", () => {
    expect(parse("price=abc&deposit=28000").errors).toEqual({
      price: "Enter the price in dollars, e.g. 30000.",
      deposit: DEPOSIT_NOT_BELOW_PRICE,
    });
  });

  it("needs balloon plus deposit to leave something to finance", () => {
    expect(parse("price=20000&deposit=5000&balloon=15000")).toEqual({
      values: { price: 20_000, deposit: 5_000, balloon: 0, term: 5, rate: 10 },
      errors: { balloon: NOTHING_LEFT_TO_FINANCE },
    });
    expect(parse("price=20000&deposit=5000&balloon=14999").errors).toEqual({});
  });

  it("weighs the balloon alone against the price when the deposit was refused", () => {
    expect(parse("price=20000&deposit=25000&balloon=19999").errors).toEqual({ deposit: DEPOSIT_NOT_BELOW_PRICE });
    expect(parse("price=20000&deposit=25000&balloon=20000").errors).toEqual({
      deposit: DEPOSIT_NOT_BELOW_PRICE,
      balloon: NOTHING_LEFT_TO_FINANCE,
    });
  });

  it("finds no conflict in values that fit together, and each conflict by its field", () => {
    expect(calculatorConflicts({ price: 30_000, deposit: 0, balloon: 0, term: 5, rate: 8.5 })).toEqual({});
    expect(calculatorConflicts({ price: 30_000, deposit: 30_000, balloon: 0, term: 5, rate: 8.5 })).toEqual({
      deposit: DEPOSIT_NOT_BELOW_PRICE,
    });
  });
});

describe("calculatorRepayments", () => {
  it("turns the form's years into months: 5 years at 8.5% on $30,000 is $615.50 a month", () => {
    expect(calculatorRepayments({ price: 30_000, deposit: 0, balloon: 0, term: 5, rate: 8.5 })).toEqual({
      monthly: 615.5,
      weekly: 141.73,
      financed: 30_000,
    });
  });
});
