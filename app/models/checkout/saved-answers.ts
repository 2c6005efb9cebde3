import { parseWithZod } from "@conform-to/zod";
import type { LeadFormOptions } from "~/models/leads/schemas";
import { CHECKOUT_STEPS, stepFormFields, stepSchema, type AnswerStep, type CheckoutAnswers } from "./steps";

/*
 * A draft is read back days later, maybe by a newer release or after the dealer changed the
 * site (a location closed): each saved step is checked again with the step's own schema, as
 * its form would post it, and a step that no longer passes is asked again instead of
 * reaching the review, the lead or the ADF in a shape they cannot read.
 */

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

function stillValid(answers: CheckoutAnswers, step: AnswerStep, options: LeadFormOptions): boolean {
  const answer = answers[step];
  if (typeof answer !== "object" || answer === null) return false;
  const parsed = parseWithZod(formOf(stepFormFields(answers, step)), { schema: stepSchema(step, options) });
  if (parsed.status !== "success") return false;
  // A described car keeps the estimate the step showed (drafts saved before decision 028 have none).
  if (step === "trade-in" && "hasTradeIn" in answer && answer.hasTradeIn === "yes") {
    return typeof answer.valuation === "object" && answer.valuation !== null && "kind" in answer.valuation;
  }
  return true;
}

/** The saved answers that still pass their step's checks; the others are dropped, to be asked again. */
export function stillValidAnswers(saved: CheckoutAnswers, options: LeadFormOptions): CheckoutAnswers {
  const kept: CheckoutAnswers = {};
  for (const step of CHECKOUT_STEPS) {
    if (step === "review" || !stillValid(saved, step, options)) continue;
    Object.assign(kept, { [step]: saved[step] });
  }
  return kept;
}
