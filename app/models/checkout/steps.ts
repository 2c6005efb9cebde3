import type { z } from "zod";
import {
  purchaseDetailsSchema,
  purchaseHandoverSchema,
  purchasePaymentSchema,
  purchaseTradeInSchema,
  type LeadFormOptions,
} from "~/models/leads/schemas";
import { CHECKOUT_STEPS, type CheckoutStep } from "./step-path";

export { CHECKOUT_STEPS, checkoutStepPath, type CheckoutStep } from "./step-path";

/*
 * The online purchase journey's steps (issue 15 item 2): details, trade-in, payment,
 * delivery or pick-up, then the review that sends the lead (and takes the deposit where a
 * payment provider is set). Each step is a page of its own and a plain form post; the
 * answers are saved on the server as the shopper goes (drafts.server.ts). Client-safe.
 */

/** The steps with answers of their own; the review only shows them and sends. */
export type AnswerStep = Exclude<CheckoutStep, "review">;

/** The progress list's words, and each page's heading. */
export const STEP_TITLES: Record<CheckoutStep, string> = {
  details: "Your details",
  "trade-in": "Trade-in",
  payment: "Cash or finance",
  handover: "Delivery or pick-up",
  review: "Review and reserve",
};

export interface CheckoutAnswers {
  details?: z.output<ReturnType<typeof purchaseDetailsSchema>>;
  "trade-in"?: z.output<ReturnType<typeof purchaseTradeInSchema>>;
  payment?: z.output<ReturnType<typeof purchasePaymentSchema>>;
  handover?: z.output<ReturnType<typeof purchaseHandoverSchema>>;
}

/** A step's one schema, for its form in the browser and its action alike. */
export function stepSchema(step: AnswerStep, options: LeadFormOptions = {}) {
  switch (step) {
    case "details":
      return purchaseDetailsSchema();
    case "trade-in":
      return purchaseTradeInSchema();
    case "payment":
      return purchasePaymentSchema();
    case "handover":
      return purchaseHandoverSchema(options);
  }
}

export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return typeof value === "string" && (CHECKOUT_STEPS as readonly string[]).includes(value);
}

/**
 * The first step still unanswered, in the journey's order; the review once all are answered.
 * It is also where a saved step leads: the first pass walks the steps in order, and a change
 * made from the review goes straight back to it.
 */
export function firstOpenStep(answers: CheckoutAnswers): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => step !== "review" && answers[step] === undefined) ?? "review";
}

/**
 * The step a page may show: any step up to the first unanswered one (going back to change
 * an answer is always allowed), never one further (a typed ?step=review on a fresh
 * journey goes to the details).
 */
export function reachableStep(asked: CheckoutStep | null, answers: CheckoutAnswers): CheckoutStep {
  const open = firstOpenStep(answers);
  if (!asked) return open;
  return CHECKOUT_STEPS.indexOf(asked) <= CHECKOUT_STEPS.indexOf(open) ? asked : open;
}

/** Every step answered: the review can send. */
export function isComplete(answers: CheckoutAnswers): boolean {
  return firstOpenStep(answers) === "review";
}

/** §4 "Location in a form is auto-selected when exactly one option exists": that one, else none. */
export function autoSelectedLocation<Location extends { id: number }>(locations: readonly Location[]): Location | null {
  return locations.length === 1 ? locations[0]! : null;
}

/**
 * The saved answers as the review's form posts them (names as conform reads them), so the
 * browser checks the whole lead with the same schema as the action; the action sets them
 * again from the draft, so what a page posts never replaces what was saved.
 */
export function answersAsFormFields(answers: CheckoutAnswers): Record<string, string> {
  return Object.assign({}, ...CHECKOUT_STEPS.map((step) => (step === "review" ? {} : stepFormFields(answers, step))));
}

/** One step's saved answers as its form's fields start (coming back to change them). */
export function stepFormFields(answers: CheckoutAnswers, step: AnswerStep): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(answers[step] ?? {})) {
    if (typeof value === "string" || typeof value === "number") fields[name] = String(value);
  }
  return fields;
}
