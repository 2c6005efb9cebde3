import type { LeadPayload } from "~/db/schema";
import { formatAud } from "~/models/car/display";
import { formatRate, formatRepayment, formatTerm } from "~/models/finance/repayment";

/*
 * The particulars of the gated journeys' leads (personalised finance, online payment,
 * promotion entry), the same lines in the dealer's mail and on the shopper's success page.
 * The budget itself is the lead's vehiclePriceBudget, which both already show.
 */

export const NOT_PAID_ONLINE = "Not taken online: please contact the customer to take the payment.";

export function journeyParticulars(payload: LeadPayload): [string, string][] {
  const lines: [string, string][] = [];
  const finance = payload.personalisedFinance;
  if (finance) {
    lines.push(
      ["Indicative repayment", `${formatRepayment(finance.monthlyRepayment)} a month`],
      ["Take-home pay a month", formatAud(finance.netMonthlyIncome)],
      ["Expenses a month", formatAud(finance.monthlyExpenses)],
      ["Employment", finance.employment],
      ["Deposit", formatAud(finance.deposit)],
      ["Loan term", formatTerm(finance.termYears * 12)],
      ["Rate used", formatRate(finance.ratePercent)],
    );
    if (finance.carWithinBudget !== null) lines.push(["Car within budget", finance.carWithinBudget ? "Yes" : "No"]);
  }
  const invoice = payload.invoice;
  if (invoice) {
    lines.push(
      ["Invoice number", invoice.number],
      ["Amount", formatRepayment(invoice.amountCents / 100)],
      ["Payment", invoice.paymentReference ? `Paid online (payment reference ${invoice.paymentReference})` : NOT_PAID_ONLINE],
    );
  }
  if (payload.promotion) lines.push(["Promotion", payload.promotion.name]);
  return lines;
}
