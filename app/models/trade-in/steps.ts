import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { conditionAnswersField, tradeInCarFields, tradeInVehicleStepSchema } from "~/models/leads/schemas";
import type { ConditionAnswer } from "./condition";
import type { NoEstimateReason, TradeInCar } from "./valuation";

/*
 * The trade-in journey's steps (vehicle-page §4 "Multi-step forms advance each step; the
 * last step submits"): each step is a plain POST that works without JavaScript, and the
 * answers so far ride along in hidden fields until the last step stores the lead.
 */

/** The hidden field naming the step a post comes from. */
export const STEP_FIELD = "step";
export const TRADE_IN_STEPS = ["car", "condition", "contact", "offer"] as const;
export type TradeInStep = (typeof TRADE_IN_STEPS)[number];

/** The step indicator's words. */
export const STEP_TITLES: Record<TradeInStep, string> = {
  car: "Your car",
  condition: "Its condition",
  contact: "Your details",
  offer: "Your estimate",
};

/** Posted by a step's Back form: show the step before, with the answers so far (works without JavaScript). */
export const BACK_FIELD = "back";

/** The offer page's address carries this secret of the lead, so only its sender sees the estimate. */
export const OFFER_KEY_FIELD = "offer_key";

/** vehicle-page §9 "Default form state qld": the rego state the car step starts with. */
export const DEFAULT_FORM_STATE = "QLD";

/** Step 1: the rego and its state (§3 valuation payload), and the car as the shopper states it. */
export function tradeInCarStepSchema() {
  return tradeInVehicleStepSchema().extend(tradeInCarFields());
}

export type TradeInCarStep = z.output<ReturnType<typeof tradeInCarStepSchema>>;

/** Step 2: the condition questions, each answered with one of its options. */
export function tradeInConditionStepSchema() {
  return tradeInCarStepSchema().extend({
    adjustmentAnswers: conditionAnswersField(),
  });
}

/** The valuation's view of the car the shopper described. */
export function tradeInCar(step: TradeInCarStep): TradeInCar {
  return { year: step.tradeInYear, make: step.tradeInMake, model: step.tradeInModel, km: step.tradeInKm };
}

/** The answers so far as the next step's hidden fields, named as conform reads them back. */
export function carriedFields(car: TradeInCarStep, answers: readonly ConditionAnswer[] = []): Record<string, string> {
  const fields: Record<string, string> = {
    rego: car.rego,
    regoState: car.regoState,
    tradeInYear: String(car.tradeInYear),
    tradeInMake: car.tradeInMake,
    tradeInModel: car.tradeInModel,
    tradeInKm: String(car.tradeInKm),
  };
  answers.forEach((answer, index) => {
    fields[`adjustmentAnswers[${index}].id`] = answer.id;
    fields[`adjustmentAnswers[${index}].answer`] = answer.answer;
  });
  return fields;
}

/** What a step's post answers with: the step to show next, the answers so far, and conform's reply for its form. */
export type TradeInActionData =
  | { step: "car"; car: TradeInCarStep | null; result: SubmissionResult<string[]> | null }
  | { step: "condition"; car: TradeInCarStep; answers: ConditionAnswer[]; result: SubmissionResult<string[]> | null }
  | {
      step: "contact";
      car: TradeInCarStep;
      answers: ConditionAnswer[];
      /** Null when an estimate will show after the send; else why the dealer values it instead. */
      noEstimate: NoEstimateReason | null;
      result: SubmissionResult<string[]> | null;
    }
  | { step: "offer"; accepted: boolean; result: SubmissionResult<string[]> };
