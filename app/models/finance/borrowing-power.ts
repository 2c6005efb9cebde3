import { repayments } from "./repayment";

/*
 * The personalised finance pre-qualification (vehicle-page §2 /personalised/finance, the
 * "Get Your Repayments" block): what a shopper could borrow from what is left of their pay
 * each month. Indicative only (§9 finance disclaimer: "not a binding quote, subject to
 * approval"); the dealer's finance people take it from there.
 *
 *   surplus     S = net monthly income − monthly expenses
 *   repayment   R = S × SURPLUS_SHARE                (a buffer for the unexpected is kept back)
 *   borrowing   P = R × (1 − (1 + r)⁻ⁿ) ÷ r          (r = rate ÷ 12 ÷ 100, n = term × 12; R × n at 0%)
 *   budget      B = P rounded down to $100 + deposit  (the dearest car the loan and deposit pay for)
 *
 * About a car with a price, the repayment shown is that car's (its price less the deposit, at
 * the same rate and term); otherwise it is R, the most the surplus allows.
 */

/** The share of the monthly surplus counted towards a car loan: a third is left for the unexpected. */
export const SURPLUS_SHARE = 2 / 3;
export const BUDGET_STEP = 100;

export interface PrequalificationInput {
  netMonthlyIncome: number;
  monthlyExpenses: number;
  deposit: number;
  termYears: number;
  /** The tenant's finance rate, % p.a. (vehicle-page §9: 10 on the Toyota sites). */
  ratePercent: number;
  /** The advertised price of the car the shopper asked about, when there is one. */
  carPrice?: number | null;
}

export interface IndicativeBudget {
  monthlySurplus: number;
  /** R: the most of the surplus a repayment may take. */
  maxMonthlyRepayment: number;
  /** P, rounded down to $100. */
  borrowingPower: number;
  /** B: borrowing power plus deposit. */
  budget: number;
  /** The monthly repayment shown: the car's, else the most the surplus allows. */
  monthlyRepayment: number;
  /** With a car: whether its price is within the budget. */
  carWithinBudget: boolean | null;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** P = R × (1 − (1 + r)⁻ⁿ) ÷ r: what a level monthly repayment R pays off in n months at r a month. */
export function presentValueOfRepayments(monthlyRepayment: number, ratePercent: number, months: number): number {
  const rate = ratePercent / 12 / 100;
  if (rate === 0) return monthlyRepayment * months;
  return (monthlyRepayment * (1 - Math.pow(1 + rate, -months))) / rate;
}

/** The shopper's indicative budget and repayment (the formula above). Nothing left over means a budget of the deposit alone. */
export function indicativeBudget(input: PrequalificationInput): IndicativeBudget {
  const months = input.termYears * 12;
  const monthlySurplus = cents(Math.max(0, input.netMonthlyIncome - input.monthlyExpenses));
  const maxMonthlyRepayment = cents(monthlySurplus * SURPLUS_SHARE);
  const borrowingPower =
    Math.floor(presentValueOfRepayments(maxMonthlyRepayment, input.ratePercent, months) / BUDGET_STEP) * BUDGET_STEP;
  const budget = borrowingPower + input.deposit;
  const price = input.carPrice && input.carPrice > 0 ? input.carPrice : null;
  const monthlyRepayment =
    price === null
      ? maxMonthlyRepayment
      : repayments({ price, deposit: input.deposit, balloon: 0, termMonths: months, ratePercent: input.ratePercent }).monthly;
  return {
    monthlySurplus,
    maxMonthlyRepayment,
    borrowingPower,
    budget,
    monthlyRepayment,
    carWithinBudget: price === null ? null : price <= budget,
  };
}
