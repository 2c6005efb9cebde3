import { describe, expect, it } from "vitest";
import { indicativeBudget, presentValueOfRepayments } from "./borrowing-power";

/** The Toyota sites' finance rate (vehicle-page §9: "10 on the Toyota sites"). */
const TOYOTA_RATE = 10;

describe("indicativeBudget", () => {
  it("lends what two thirds of the monthly surplus repays over the term, plus the deposit", () => {
    /*
     * S = 6,000 − 3,500 = 2,500; R = 2,500 × ⅔ = 1,666.67.
     * r = 0.10 ÷ 12 = 0.0083333, n = 60, (1 + r)⁶⁰ = 1.645309, so (1 − 1 ÷ 1.645309) ÷ r = 47.0654;
     * P = 1,666.67 × 47.0654 = 78,442.44, down to $100: 78,400; B = 78,400 + 5,000 = 83,400.
     */
    expect(
      indicativeBudget({ netMonthlyIncome: 6_000, monthlyExpenses: 3_500, deposit: 5_000, termYears: 5, ratePercent: TOYOTA_RATE }),
    ).toEqual({
      monthlySurplus: 2_500,
      maxMonthlyRepayment: 1_666.67,
      borrowingPower: 78_400,
      budget: 83_400,
      monthlyRepayment: 1_666.67,
      carWithinBudget: null,
    });
  });

  it("shows the repayment of the car asked about, and whether it is within the budget", () => {
    /* $30,000 less the $5,000 deposit at 10% over 5 years: 25,000 × 0.0083333 ÷ (1 − 1 ÷ 1.645309) = 531.18 a month. */
    const budget = indicativeBudget({
      netMonthlyIncome: 6_000,
      monthlyExpenses: 3_500,
      deposit: 5_000,
      termYears: 5,
      ratePercent: TOYOTA_RATE,
      carPrice: 30_000,
    });
    expect(budget).toMatchObject({ monthlyRepayment: 531.18, carWithinBudget: true });
    const dearCar = indicativeBudget({ netMonthlyIncome: 6_000, monthlyExpenses: 3_500, deposit: 5_000, termYears: 5, ratePercent: TOYOTA_RATE, carPrice: 90_000 });
    expect(dearCar.carWithinBudget).toBe(false);
  });

  it("lends more over a longer term: a $2,000 repayment over 7 years at 10% pays off $120,400", () => {
    /* S = 4,200 − 1,200 = 3,000, R = 2,000; n = 84: P = 120,473.33, down to $100: 120,400. */
    expect(
      indicativeBudget({ netMonthlyIncome: 4_200, monthlyExpenses: 1_200, deposit: 0, termYears: 7, ratePercent: TOYOTA_RATE }).budget,
    ).toBe(120_400);
  });

  it("leaves a budget of the deposit alone when expenses take the whole income", () => {
    expect(
      indicativeBudget({ netMonthlyIncome: 3_000, monthlyExpenses: 3_400, deposit: 2_000, termYears: 5, ratePercent: TOYOTA_RATE }),
    ).toMatchObject({ monthlySurplus: 0, maxMonthlyRepayment: 0, borrowingPower: 0, budget: 2_000 });
  });
});

describe("presentValueOfRepayments", () => {
  it("is the repayments added up when no interest is charged", () => {
    expect(presentValueOfRepayments(1_000, 0, 48)).toBe(48_000);
  });
});
