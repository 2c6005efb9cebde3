import { CONDITION_QUESTIONS } from "~/models/trade-in/condition";
import type { CheckoutTradeIn } from "../steps";

/** A shopper's details as the purchase's first step saves them. */
export const purchaseDetails = { name: "Jane", last_name: "Citizen", email: "jane@example.com", phone: "0412345678", postcode: "3189" };

/** A car described at the trade-in step, every condition question answered with its first option, and the estimate it got. */
export const describedTradeIn: Extract<CheckoutTradeIn, { hasTradeIn: "yes" }> = {
  hasTradeIn: "yes",
  rego: "ABC123",
  regoState: "VIC",
  tradeInYear: 2019,
  tradeInMake: "Toyota",
  tradeInModel: "Corolla",
  tradeInKm: 60000,
  adjustmentAnswers: CONDITION_QUESTIONS.map((question) => ({ id: question.id, answer: question.options[0]!.value })),
  valuation: { kind: "estimate", low: 18400, high: 20300, comparables: 4, basis: "model" },
};
