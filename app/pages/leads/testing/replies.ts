import type { LeadFormReply } from "~/pages/leads/lead-action.server";

/** What a lead form's action answers: a redirect or refusal, or conform's reply with its status. */
export type LeadActionAnswer = Response | { data: LeadFormReply; init: ResponseInit | null };

/** The reply of an action that answered with errors; a Response (stored, refused) fails the test. */
export function replyOf(answer: LeadActionAnswer): { status: number; reply: LeadFormReply } {
  if (answer instanceof Response) throw new Error(`Expected a reply, got a ${answer.status} response`);
  return { status: answer.init?.status ?? 200, reply: answer.data };
}
