import { z } from "zod";
import { CONDITION_QUESTIONS, type ConditionQuestion } from "~/models/trade-in/condition";
import { AUSTRALIAN_STATES } from "~/tenants/schema";
import {
  INVALID_TRADE_IN_YEAR,
  REGO_STATE_REQUIRED,
  tooLong,
  TRADE_IN_MAKE_REQUIRED,
  TRADE_IN_MODEL_REQUIRED,
} from "./copy";
import {
  carIdField,
  customerFields,
  formGuardFields,
  type LeadFormOptions,
  locationField,
  messageField,
  odometerField,
  regoField,
} from "./fields";

/** §3 valuation payload "rego and regoState": the first step of a trade-in. */
export function tradeInVehicleStepSchema() {
  return z.object({
    rego: regoField(),
    regoState: z.enum(AUSTRALIAN_STATES, { errorMap: () => ({ message: REGO_STATE_REQUIRED }) }),
  });
}

const OLDEST_TRADE_IN_YEAR = 1900;

/**
 * The car being traded, as the shopper states it: no rego lookup service exists, so the
 * year, make, model and odometer the valuation needs come from the shopper.
 */
export function tradeInCarFields() {
  return {
    tradeInYear: z
      .number({ required_error: INVALID_TRADE_IN_YEAR, invalid_type_error: INVALID_TRADE_IN_YEAR })
      .int(INVALID_TRADE_IN_YEAR)
      .min(OLDEST_TRADE_IN_YEAR, INVALID_TRADE_IN_YEAR)
      .max(new Date().getFullYear() + 1, INVALID_TRADE_IN_YEAR),
    tradeInMake: z
      .string({ required_error: TRADE_IN_MAKE_REQUIRED })
      .trim()
      .min(1, TRADE_IN_MAKE_REQUIRED)
      .max(50, tooLong(50)),
    tradeInModel: z
      .string({ required_error: TRADE_IN_MODEL_REQUIRED })
      .trim()
      .min(1, TRADE_IN_MODEL_REQUIRED)
      .max(50, tooLong(50)),
    tradeInKm: odometerField(),
  };
}

/** §3 "adjustmentAnswers with id": the condition questions of the valuation. */
export function tradeInAdjustmentsStepSchema() {
  return z.object({
    adjustmentAnswers: z
      .array(z.object({ id: z.string().trim().min(1).max(50), answer: z.string().trim().max(200) }))
      .max(30)
      .default([]),
  });
}

/** Why a car gets no online estimate: the spec's limits, too few listed cars to compare, or no car described (a rego alone). */
export const NO_ESTIMATE_REASONS = ["too-old", "too-many-km", "too-few-comparables", "car-not-described"] as const;

/** Names the question, so the error banner's list says which ones are left. */
export function answerRequired(question: Pick<ConditionQuestion, "question">): string {
  return `Please answer: ${question.question}`;
}

/**
 * The condition questions as a step asks them (the trade-in journey's, the online purchase's
 * trade-in): every question answered with one of its own options, in order.
 */
export function conditionAnswersField() {
  return z
    .array(z.object({ id: z.string().trim().max(50), answer: z.string().trim().max(50).optional() }))
    .max(CONDITION_QUESTIONS.length)
    .default([])
    .superRefine((answers, ctx) => {
      CONDITION_QUESTIONS.forEach((question, index) => {
        const given = answers[index];
        const known = given?.id === question.id && question.options.some((option) => option.value === given.answer);
        if (!known) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index, "answer"], message: answerRequired(question) });
      });
    })
    .transform((answers) => answers.map(({ id, answer }) => ({ id, answer: answer ?? "" })));
}

function optionalFields<Shape extends z.ZodRawShape>(
  shape: Shape
): { [Key in keyof Shape]: z.ZodOptional<Shape[Key]> } {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.optional()])) as {
    [Key in keyof Shape]: z.ZodOptional<Shape[Key]>;
  };
}

/** The whole trade-in, as its last step submits it: the car, its condition, the shopper. */
export function tradeInSchema(options: LeadFormOptions = {}) {
  return z.object({
    ...formGuardFields,
    ...customerFields,
    ...tradeInVehicleStepSchema().shape,
    ...tradeInAdjustmentsStepSchema().shape,
    // Optional here: a trade-in named by its rego alone still reaches the dealer, who values it.
    ...optionalFields(tradeInCarFields()),
    car_id: carIdField.optional(),
    message: messageField(false),
    location: locationField(options.locationIds),
  });
}

/** §3 "Trade-in offer acceptance: lead_id, form_completed, offer_accepted". */
export function tradeInOfferSchema() {
  return z.object({
    ...formGuardFields,
    lead_id: z.number().int().positive(),
    offer_accepted: z.boolean().default(false),
    form_completed: z.boolean().default(false),
  });
}
