import { describe, expect, it } from "vitest";
import type { FinanceLenderQuote } from "~/db/schema";
import { finance as financeSettings } from "~/tenants/fields/journeys";
import type { Tenant } from "~/tenants/schema";
import {
  DEFAULT_FINANCE_DISCLAIMER,
  financeEstimateFor,
  oneMonthFrom,
  type FinanceCar,
  type FinanceProvider,
} from "./eligibility";

const NOW = new Date(Date.UTC(2025, 5, 20, 2, 0, 0));
const THIS_YEAR = 2025;

function quoteWith(change: FinanceLenderQuote = {}): FinanceLenderQuote {
  return {
    interestRate: 8.99,
    comparisonRate: 9.84,
    paymentWeek: 142.5,
    paymentMonth: 617.5,
    termYears: 5,
    termMonths: 60,
    deposit: 0,
    balloon: 0,
    disclaimer: "Indicative only. Subject to the lender's approval.",
    ...change,
  };
}

/** An available 2021 car at $24,990 with a quote from every provider. */
function carWith(change: Partial<FinanceCar> = {}, quote: FinanceLenderQuote = quoteWith()): FinanceCar {
  return {
    year: 2021,
    price: 24_990,
    status: "in_stock",
    make: "Mazda",
    dealership_slug: "meridian-mazda",
    finance_lenders: {
      taurus: quote,
      "360-finance": quote,
      ausloans: quote,
      manual: quote,
      angle: quote,
      powertorque: quote,
      "nissan-finance": quote,
    },
    ...change,
  };
}

function financeWith(provider: FinanceProvider | null, change: Partial<Tenant["finance"]> = {}): Tenant["finance"] {
  return {
    provider,
    defaultRate: 8.5,
    path: "/finance",
    hiddenForMakes: [],
    hiddenForDealerships: [],
    personalisedRepayments: false,
    ...change,
  };
}

const shows = (car: FinanceCar, provider: FinanceProvider, change: Partial<Tenant["finance"]> = {}) =>
  financeEstimateFor(car, financeWith(provider, change), NOW) !== null;

describe("financeEstimateFor: the lender record (vehicle-page §5)", () => {
  it("shows no estimate on a site without a finance provider", () => {
    expect(financeEstimateFor(carWith(), financeWith(null), NOW)).toBeNull();
  });

  it("is offered only when a lender record for the active provider exists", () => {
    const onlyAngle = carWith({ finance_lenders: { angle: quoteWith() } });
    expect(shows(onlyAngle, "angle")).toBe(true);
    expect(shows(onlyAngle, "powertorque")).toBe(false);
  });

  it("is not offered when the lender record is empty", () => {
    expect(shows(carWith({ finance_lenders: { angle: {} } }), "angle")).toBe(false);
  });

  it("is not offered when interestRate is null", () => {
    expect(shows(carWith({}, quoteWith({ interestRate: null })), "360-finance")).toBe(false);
  });

  it("is not offered when comparisonRate is null", () => {
    expect(shows(carWith({}, quoteWith({ comparisonRate: null })), "360-finance")).toBe(false);
  });

  it("treats a missing interestRate or comparisonRate like null", () => {
    const { interestRate: _interest, ...noInterest } = quoteWith();
    const { comparisonRate: _comparison, ...noComparison } = quoteWith();
    expect(shows(carWith({}, noInterest), "ausloans")).toBe(false);
    expect(shows(carWith({}, noComparison), "ausloans")).toBe(false);
  });
});

describe("financeEstimateFor: hidden by the site", () => {
  it("is hidden for Suzuki (a listed make, and the default list), whatever its case", () => {
    const finance = { hiddenForMakes: financeSettings.parse({}).hiddenForMakes };
    expect(shows(carWith({ make: "SUZUKI" }), "angle", finance)).toBe(false);
    expect(shows(carWith({ make: "suzuki" }), "angle", finance)).toBe(false);
    expect(shows(carWith({ make: "Mazda" }), "angle", finance)).toBe(true);
  });

  it("is hidden for a few listed dealerships", () => {
    const finance = { hiddenForDealerships: ["meridian-mazda"] };
    expect(shows(carWith({ dealership_slug: "meridian-mazda" }), "angle", finance)).toBe(false);
    expect(shows(carWith({ dealership_slug: "meridian-kia" }), "angle", finance)).toBe(true);
  });
});

describe("financeEstimateFor: Taurus", () => {
  it("needs car year newer than current year minus 12: 2014 shows in 2025, 2013 does not", () => {
    expect(shows(carWith({ year: THIS_YEAR - 11 }), "taurus")).toBe(true);
    expect(shows(carWith({ year: THIS_YEAR - 12 }), "taurus")).toBe(false);
  });

  it("needs price over 500: 501 shows, 500 does not", () => {
    expect(shows(carWith({ price: 501 }), "taurus")).toBe(true);
    expect(shows(carWith({ price: 500 }), "taurus")).toBe(false);
  });

  it("needs the car available (in_stock or coming_soon)", () => {
    expect(shows(carWith({ status: "coming_soon" }), "taurus")).toBe(true);
    expect(shows(carWith({ status: "sold" }), "taurus")).toBe(false);
  });

  it("needs a comparison rate", () => {
    expect(shows(carWith({}, quoteWith({ comparisonRate: 0 })), "taurus")).toBe(false);
  });
});

describe.each(["360-finance", "ausloans"] as const)("financeEstimateFor: %s", (provider) => {
  it("needs availability only: an old car with no price and no payments shows", () => {
    const car = carWith({ year: THIS_YEAR - 30, price: 0 }, quoteWith({ paymentWeek: null, paymentMonth: null }));
    expect(shows(car, provider)).toBe(true);
  });

  it("is not offered for a car that is not available", () => {
    expect(shows(carWith({ status: "sold" }), provider)).toBe(false);
    expect(shows(carWith({ status: "coming_soon" }), provider)).toBe(true);
  });
});

describe.each(["manual", "angle", "powertorque"] as const)("financeEstimateFor: %s", (provider) => {
  it("needs price over 500: 501 shows, 500 does not", () => {
    expect(shows(carWith({ price: 501 }), provider)).toBe(true);
    expect(shows(carWith({ price: 500 }), provider)).toBe(false);
  });

  it("needs availability", () => {
    expect(shows(carWith({ status: "sold" }), provider)).toBe(false);
  });

  it("needs a weekly payment", () => {
    expect(shows(carWith({}, quoteWith({ paymentWeek: null })), provider)).toBe(false);
    expect(shows(carWith({}, quoteWith({ paymentMonth: null })), provider)).toBe(true);
  });

  it("does not mind the car's age", () => {
    expect(shows(carWith({ year: THIS_YEAR - 30 }), provider)).toBe(true);
  });
});

describe("financeEstimateFor: Nissan Finance", () => {
  it("needs price over 500: 501 shows, 500 does not", () => {
    expect(shows(carWith({ price: 501 }), "nissan-finance")).toBe(true);
    expect(shows(carWith({ price: 500 }), "nissan-finance")).toBe(false);
  });

  it("needs availability", () => {
    expect(shows(carWith({ status: "sold" }), "nissan-finance")).toBe(false);
  });

  it("needs a monthly payment", () => {
    expect(shows(carWith({}, quoteWith({ paymentMonth: null })), "nissan-finance")).toBe(false);
    expect(shows(carWith({}, quoteWith({ paymentWeek: null })), "nissan-finance")).toBe(true);
  });
});

describe("financeEstimateFor: the estimate's figures", () => {
  it("carries the lender's payments, rates, term, deposit, balloon and disclaimer", () => {
    const quote = quoteWith({ deposit: 2_499, balloon: 6_000 });
    expect(financeEstimateFor(carWith({}, quote), financeWith("angle"), NOW)).toEqual({
      provider: "angle",
      providerName: "Angle Finance",
      quote,
      weekly: 142.5,
      monthly: 617.5,
      interestRate: 8.99,
      comparisonRate: 9.84,
      termMonths: 60,
      deposit: 2_499,
      balloon: 6_000,
      disclaimer: "Indicative only. Subject to the lender's approval.",
      validUntil: null,
    });
  });

  it("derives the monthly from a weekly-only quote as 52 weeks to 12 months", () => {
    const estimate = financeEstimateFor(carWith({}, quoteWith({ paymentMonth: null })), financeWith("manual"), NOW);
    expect(estimate?.weekly).toBe(142.5);
    // 142.50 × 52 ÷ 12 = 617.50
    expect(estimate?.monthly).toBe(617.5);
  });

  it("derives the weekly from Nissan Finance's monthly (6.29% p.a., comparison 8.19%)", () => {
    const quote = quoteWith({ interestRate: 6.29, comparisonRate: 8.19, paymentWeek: null, paymentMonth: 520 });
    const estimate = financeEstimateFor(carWith({}, quote), financeWith("nissan-finance"), NOW);
    // 520 × 12 ÷ 52 = 120
    expect(estimate).toMatchObject({ weekly: 120, monthly: 520, interestRate: 6.29, comparisonRate: 8.19 });
  });

  it("takes the term in years when no months are given, else the 5 years the disclaimers assume", () => {
    const inYears = quoteWith({ termMonths: null, termYears: 4 });
    const noTerm = quoteWith({ termMonths: null, termYears: null });
    expect(financeEstimateFor(carWith({}, inYears), financeWith("angle"), NOW)?.termMonths).toBe(48);
    expect(financeEstimateFor(carWith({}, noTerm), financeWith("angle"), NOW)?.termMonths).toBe(60);
  });

  it("works a 360 Finance rate into repayments when the lender quotes none: $30,000 over 5 years at 8.5%", () => {
    const quote = quoteWith({ interestRate: 8.5, paymentWeek: null, paymentMonth: null, deposit: null, balloon: null });
    const estimate = financeEstimateFor(carWith({ price: 30_000 }, quote), financeWith("360-finance"), NOW);
    expect(estimate).toMatchObject({ monthly: 615.5, weekly: 141.73, deposit: 0, balloon: 0, termMonths: 60 });
  });

  it("has no repayments for a car without a price whose lender quotes none", () => {
    const quote = quoteWith({ paymentWeek: null, paymentMonth: null });
    const estimate = financeEstimateFor(carWith({ price: 0 }, quote), financeWith("ausloans"), NOW);
    expect(estimate).toMatchObject({ weekly: null, monthly: null, interestRate: 8.99 });
  });

  it("falls back to the spec's disclaimer: indicative only, not a binding quote, subject to approval", () => {
    const estimate = financeEstimateFor(carWith({}, quoteWith({ disclaimer: " " })), financeWith("angle"), NOW);
    expect(estimate?.disclaimer).toBe(DEFAULT_FINANCE_DISCLAIMER);
    expect(DEFAULT_FINANCE_DISCLAIMER).toBe(
      "Repayment is indicative only, not a binding quote and subject to approval. " +
        "Comparison rates are based on a $30,000 loan over 5 years."
    );
  });
});

describe("oneMonthFrom: vehicle-page §9 \"Taurus offer validity is one month from today\"", () => {
  it("is the same day next month, today being the dealer's", () => {
    expect(oneMonthFrom(new Date("2026-11-26T02:00:00Z"), "Australia/Sydney")).toBe("26 December 2026");
    // 1 am on the 26th in Sydney is still the 25th in Perth.
    expect(oneMonthFrom(new Date("2026-11-25T14:00:00Z"), "Australia/Sydney")).toBe("26 December 2026");
    expect(oneMonthFrom(new Date("2026-11-25T14:00:00Z"), "Australia/Perth")).toBe("25 December 2026");
  });

  it("holds to the end of a shorter month, and crosses the year", () => {
    expect(oneMonthFrom(new Date("2027-01-31T03:00:00Z"), "Australia/Brisbane")).toBe("28 February 2027");
    expect(oneMonthFrom(new Date("2026-12-15T03:00:00Z"), "Australia/Brisbane")).toBe("15 January 2027");
  });

  it("is given with a Taurus estimate only", () => {
    expect(financeEstimateFor(carWith(), financeWith("taurus"), NOW, "Australia/Brisbane")?.validUntil).toBe("20 July 2025");
    expect(financeEstimateFor(carWith(), financeWith("angle"), NOW)?.validUntil).toBeNull();
  });
});
