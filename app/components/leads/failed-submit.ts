import type { SubmissionResult } from "@conform-to/react";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { DEALER_FORM_ERROR, UNEXPECTED_ERROR } from "~/models/leads/forms/copy";
import { isRouteAnswer } from "~/components/route-answer";

/*
 * With JavaScript a lead form posts through the router; when that post fails (the network
 * drops, the server answers 500) Remix would show the error page and the shopper's typing
 * would be gone. A lead route's clientAction keeps the form instead: the page stays, the
 * values stay, and vehicle-page §8's text shows above the button ("An unexpected error
 * occured"; on the dealer forms, "An error occurred when submitting this form", see
 * models/leads/submit-failure.ts), so pressing send again is all it takes.
 */

/** Names a form never has, which must not become keys of a plain object. */
const PROTOTYPE_NAMES = new Set(["__proto__", "constructor", "prototype"]);

/** conform's reply for a post that never got an answer: what was typed, and §8's text. */
export function failedSubmitReply(formData: FormData, text: string): SubmissionResult<string[]> {
  const initialValue: Record<string, string | string[]> = {};
  for (const [name, value] of formData) {
    if (typeof value !== "string" || PROTOTYPE_NAMES.has(name)) continue;
    const earlier = initialValue[name];
    initialValue[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return { status: "error", initialValue, error: { "": [text] } };
}

/** A clientAction that keeps the form on a failed post, with `text` above its button. */
function keepFormOnFailure(text: string) {
  return async ({ request, serverAction }: ClientActionFunctionArgs) => {
    const posted = await request.clone().formData();
    try {
      return await serverAction();
    } catch (error) {
      if (isRouteAnswer(error)) throw error;
      return failedSubmitReply(posted, text);
    }
  };
}

/** The clientAction of every route whose action takes a lead form. */
export const keepLeadFormOnFailure = keepFormOnFailure(UNEXPECTED_ERROR);

/** The clientAction of the routes of the dealer forms (submit-failure.ts DEALER_FORMS). */
export const keepDealerFormOnFailure = keepFormOnFailure(DEALER_FORM_ERROR);
