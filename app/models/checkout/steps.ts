import type { z } from "zod";
import type { TradeInValuation } from "~/models/trade-in/valuation";
import {
  purchaseDetailsSchema,
  purchaseHandoverSchema,
  purchasePaymentSchema,
  purchaseTradeInSchema,
  type LeadFormOptions,
} from "~/models/leads/schemas";
import { CHECKOUT_STEPS, checkoutStepPath, type CheckoutStep } from "./step-path";

export { CHECKOUT_JOURNEY_PATH, CHECKOUT_STEPS, checkoutStepPath, type CheckoutStep } from "./step-path";

/*
 * The online purchase journey's steps: details, trade-in, payment,
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

type TradeInStepAnswer = z.output<ReturnType<typeof purchaseTradeInSchema>>;
/** A car to trade in, as the step's form sends it. */
export type DescribedTradeIn = Extract<TradeInStepAnswer, { hasTradeIn: "yes" }>;
/** The trade-in step's answer as saved: a car described keeps the estimate the step showed for it. */
export type CheckoutTradeIn = Exclude<TradeInStepAnswer, DescribedTradeIn> | (DescribedTradeIn & { valuation: TradeInValuation });

export interface CheckoutAnswers {
  details?: z.output<ReturnType<typeof purchaseDetailsSchema>>;
  "trade-in"?: CheckoutTradeIn;
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

/** The trade-in step's second page shows the estimate its answers got: ?step=trade-in&view=estimate. */
export const ESTIMATE_VIEW = "estimate";

export function tradeInEstimatePath(carSlug: string): string {
  return `${checkoutStepPath(carSlug, "trade-in")}&view=${ESTIMATE_VIEW}`;
}

/** §4 "Location in a form is auto-selected when exactly one option exists": that one, else none. */
export function autoSelectedLocation<Location extends { id: number }>(locations: readonly Location[]): Location | null {
  return locations.length === 1 ? locations[0]! : null;
}

/**
 * The saved answers as the review's form posts them (names as conform reads them), so the
 * browser checks the whole lead with the same schema as the action; the action sets them
 * again from the draft, so what a page posts never replaces what was saved. The trade-in's
 * estimate fields are always set, empty without one, so a crafted post cannot add its own.
 */
export function answersAsFormFields(answers: CheckoutAnswers): Record<string, string> {
  return Object.assign(
    {},
    ...CHECKOUT_STEPS.map((step) => (step === "review" ? {} : stepFormFields(answers, step))),
    estimateFields(answers["trade-in"]),
  );
}

function estimateFields(tradeIn: CheckoutTradeIn | undefined): Record<string, string> {
  const valuation = tradeIn?.hasTradeIn === "yes" ? tradeIn.valuation : null;
  return {
    tradeInEstimateLow: valuation?.kind === "estimate" ? String(valuation.low) : "",
    tradeInEstimateHigh: valuation?.kind === "estimate" ? String(valuation.high) : "",
    tradeInNoEstimateReason: valuation?.kind === "no-estimate" ? valuation.reason : "",
  };
}

/**
 * One step's saved answers as its form's fields are named: lists as conform names their
 * items (adjustmentAnswers[0].answer). The trade-in's estimate is the server's, never a field.
 */
export function stepFormFields(answers: CheckoutAnswers, step: AnswerStep): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(answers[step] ?? {})) {
    if (typeof value === "string" || typeof value === "number") fields[name] = String(value);
    if (!Array.isArray(value)) continue;
    value.forEach((item: Record<string, unknown>, index) => {
      for (const [key, itemValue] of Object.entries(item)) fields[`${name}[${index}].${key}`] = String(itemValue);
    });
  }
  return fields;
}

/** One step's saved answers as its form starts again (coming back to change them): without the server's estimate. */
export function stepDefaultValue(answers: CheckoutAnswers, step: AnswerStep): Record<string, unknown> {
  return Object.fromEntries(Object.entries(answers[step] ?? {}).filter(([name]) => name !== "valuation"));
}
