import type { SubmissionResult } from "@conform-to/react";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { UNEXPECTED_ERROR } from "~/models/leads/forms/copy";
import { isRouteAnswer } from "~/components/route-answer";

/*
 * With JavaScript a lead form posts through the router; when that post fails (the network
 * drops, the server answers 500) Remix would show the error page and the shopper's typing
 * would be gone. A lead route's clientAction keeps the form instead: the page stays, the
 * values stay, and vehicle-page §8's "An unexpected error occured" shows above the button,
 * so pressing send again is all it takes.
 */

/** Names a form never has, which must not become keys of a plain object. */
const PROTOTYPE_NAMES = new Set(["__proto__", "constructor", "prototype"]);

/** conform's reply for a post that never got an answer: what was typed, and §8's text. */
export function unexpectedErrorReply(formData: FormData): SubmissionResult<string[]> {
  const initialValue: Record<string, string | string[]> = {};
  for (const [name, value] of formData) {
    if (typeof value !== "string" || PROTOTYPE_NAMES.has(name)) continue;
    const earlier = initialValue[name];
    initialValue[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return { status: "error", initialValue, error: { "": [UNEXPECTED_ERROR] } };
}

/** The clientAction of every route whose action takes a lead form. */
export async function keepLeadFormOnFailure({ request, serverAction }: ClientActionFunctionArgs) {
  const posted = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (isRouteAnswer(error)) throw error;
    return unexpectedErrorReply(posted);
  }
}
