import type { SubmissionResult } from "@conform-to/react";
import { createCookie, data, redirect, type AppLoadContext } from "@remix-run/node";
import { parse as parseCookies } from "cookie";
import type { Kysely } from "kysely";
import { getDatabase } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { env } from "~/env.server";
import type { Tenant } from "~/tenants/schema";
import { parseWithZod } from "@conform-to/zod";
import { logger } from "~/logger.server";
import { receiveLeadForm, type LeadRequestMeta, type ReceivedLead } from "~/models/leads/leads.server";
import { nudgeOutboxWorker } from "~/models/leads/outbox-worker.server";
import { submitFailureRecord, submitFailureText } from "~/models/leads/submit-failure";
import { isStorageUnavailable, RETRY_AFTER_SECONDS } from "~/db/unavailable";
import { noteRequestFailure } from "~/server/storage-failure";
import { campaignParams, readVisit, VISIT_COOKIE } from "~/server/visit";
import {
  FORM_EXPIRED,
  FORM_STAMP_FIELD,
  FORM_TOKEN_FIELD,
  LEAD_CONFIRM_FIELD,
  leadFormSchema,
  type LeadForm,
  type LeadFormOptions,
} from "~/models/leads/schemas";
import { isAvailable } from "~/models/car/display";
import type { Car } from "~/models/car/car";
import { leadFormSetupFor, type LeadFormContext, type LeadFormGuard, type LeadFormSetup } from "~/models/leads/setup";
import { FORM_MIN_FILL_MS, issueLeadConfirmation, issueLeadFormGuard } from "~/models/leads/spam.server";
import { readForm } from "~/server/form-body";

export type { LeadFormContext, LeadFormSetup } from "~/models/leads/setup";

/** What a lead form's action answers with on an error: conform's reply, for `useForm({ lastResult })`. */
export type LeadFormReply = SubmissionResult<string[]>;

/** The page after a stored lead (vehicle-page §4 Lead flow: "the user goes to /success"). */
export const SUCCESS_PATH = "/success";

/**
 * A loader's part for one lead form: what the page renders it with, a fresh one-time guard
 * included. The action builds its schema from the same call's `options`.
 */
export function leadFormSetup(tenant: Tenant, form: LeadForm, context: LeadFormContext = {}): LeadFormSetup {
  return leadFormSetupFor(tenant, form, issueLeadFormGuard(), context);
}

/**
 * The spam guards of the search cards' Request Photos forms, one per card that
 * shows the form: an available car without photos. One-time tokens, so each card has its own.
 */
export function photoRequestGuards(
  cars: readonly Pick<Car, "id" | "primary_image_url" | "status">[],
): Record<number, LeadFormGuard> {
  return Object.fromEntries(
    cars.filter((car) => !car.primary_image_url && isAvailable(car)).map((car) => [car.id, issueLeadFormGuard()]),
  );
}

/**
 * Which lead this browser just sent. The success page shows what was sent only to the
 * browser that sent it: lead ids count up, so a guessed /success?lead= must not show a
 * stranger's name and email. Signed, HttpOnly, kept an hour. Its path is the whole site:
 * with JavaScript the success page's data comes from /success.data, which a cookie for
 * /success alone would not reach.
 */
export const sentLeadCookie = createCookie("sent_lead", {
  secrets: [env.SESSION_SECRET],
  httpOnly: true,
  sameSite: "lax",
  secure: env.NODE_ENV === "production",
  path: "/",
  maxAge: 60 * 60,
});

/** The lead id this browser sent last, from its signed cookie; null without one. */
export async function sentLeadId(request: Request): Promise<number | null> {
  const value: unknown = await sentLeadCookie.parse(request.headers.get("Cookie"));
  return typeof value === "number" && Number.isSafeInteger(value) ? value : null;
}

function safeUrl(value: string | null): URL | null {
  if (!value) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * What the server puts in the load context for lead actions (app/types/load-context.d.ts):
 * the shopper's address for the per-address limits, as the server decides it. Required, so
 * a route that forgets it does not compile: without it the limit had no address to count.
 */
export type LeadActionContext = Pick<AppLoadContext, "getClientAddress">;

/**
 * §3 "Lead submission adds url, source, user_agent ... lead_attributes with visited_pages
 * and linked_query_params": the page the form was on (the Referer, else the action's own
 * address when the form is a page of its own), the pages of this visit and the campaign
 * parameters of the link it landed on (the visit cookie, server/visit.ts), and the browser.
 */
export function leadRequestMeta(request: Request, context: LeadActionContext): LeadRequestMeta {
  const page = safeUrl(request.headers.get("Referer")) ?? new URL(request.url);
  const visit = readVisit(parseCookies(request.headers.get("Cookie") ?? "")[VISIT_COOKIE]);
  const pagePath = `${page.pathname}${page.search}`;
  const linkedQueryParams = { ...visit?.landing, ...campaignParams(page.searchParams) };
  const visitedPages = visit?.pages ?? [];
  return {
    url: page.toString(),
    source: linkedQueryParams.utm_source ?? "website",
    userAgent: request.headers.get("User-Agent"),
    remoteAddress: context.getClientAddress(),
    visitedPages: visitedPages.at(-1) === pagePath ? visitedPages : [...visitedPages, pagePath],
    linkedQueryParams,
  };
}

/**
 * The hidden guard fields are the page's business, not the shopper's: a post without them
 * (the search card's Request Photos form, an old page) answers with the shopper's own
 * mistakes, and the page renders a fresh guard. Only when nothing else is wrong does the
 * answer say the form expired.
 */
export function withoutGuardErrors(reply: LeadFormReply): LeadFormReply {
  if (!reply.error) return reply;
  const { [FORM_TOKEN_FIELD]: tokenError, [FORM_STAMP_FIELD]: stampError, ...error } = reply.error;
  if (!tokenError && !stampError) return reply;
  const shopperErrors = Object.entries(error).some(([name, messages]) => name !== "" && messages?.length);
  return { ...reply, error: shopperErrors ? error : { ...error, "": [FORM_EXPIRED] } };
}

/**
 * A form answered with an error has been read by a person: the page shows it again with a
 * guard already past the minimum fill time, so a quick correction is not "too fast". Without
 * JavaScript the page is rendered anew and its loader's guard would be brand new; LeadForm
 * takes this one from the reply instead.
 */
export function withShownGuard(reply: LeadFormReply, now = new Date()): LeadFormReply {
  const guard = issueLeadFormGuard(new Date(now.getTime() - FORM_MIN_FILL_MS));
  return {
    ...reply,
    initialValue: { ...reply.initialValue, [FORM_TOKEN_FIELD]: guard.formToken, [FORM_STAMP_FIELD]: guard.formStamp },
  };
}

export interface HandleLeadActionInput {
  request: Request;
  tenant: Tenant;
  form: LeadForm;
  options: LeadFormOptions;
  /**
   * Values the route decides rather than the form, such as the car of /cars/{slug}/...:
   * they replace whatever was posted under their names.
   */
  routeValues?: Readonly<Record<string, string | number>>;
  db?: Kysely<Database>;
  context: LeadActionContext;
  now?: Date;
}

/**
 * A lead form's action (vehicle-page §4 Lead flow). Stored: 303 to /success?lead={id}
 * (post, redirect, get), remembering in a cookie that this browser sent it. Field errors:
 * 400 with conform's reply and nothing stored. Refused as a whole (spam checks, rate
 * limit): 400 with the reason as the form's error; a second promotion entry, 409. Storage
 * that cannot take it now (a full disk, the database down): 503 with Retry-After. Either
 * failure of ours: 500 or that 503, with §8's text on the form (submit-failure.ts: "An
 * error occurred when submitting this form" on a dealer form, else "An unexpected error
 * occured"), the shopper's answers kept, and the server's message in the log.
 */
export async function handleLeadAction(
  input: HandleLeadActionInput,
): Promise<Response | ReturnType<typeof data<LeadFormReply>>> {
  const { request, tenant, form, options } = input;
  const formData = await readForm(request);
  for (const [name, value] of Object.entries(input.routeValues ?? {})) formData.set(name, String(value));
  let received: ReceivedLead;
  try {
    received = await receiveLeadForm(input.db ?? (await getDatabase()), {
      tenant,
      form,
      formData,
      options,
      request: leadRequestMeta(request, input.context),
      now: input.now,
    });
  } catch (error) {
    // §8: the dealer's or operator's record of it is the server's message, else the form's text.
    logger.error(
      { err: error, tenant: tenant.slug, form, failure: submitFailureRecord(form, error) },
      "lead form could not be received",
    );
    const submission = parseWithZod(formData, { schema: leadFormSchema(form, options) });
    const reply = submission.reply({ formErrors: [submitFailureText(form)] });
    // A full disk or a database that is down is this node's state, not the lead's fault: 503
    // tells a balancer or a retrying client to come back (or go elsewhere) with the answers.
    // The page's status and Retry-After are set where it is rendered (entry.server), from this mark.
    noteRequestFailure(error, input.context);
    if (isStorageUnavailable(error)) {
      return data<LeadFormReply>(reply, { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
    }
    return data<LeadFormReply>(reply, { status: 500 });
  }
  switch (received.status) {
    case "stored":
      // The dealer's email goes now, not at the outbox worker's next poll.
      nudgeOutboxWorker();
      return redirect(`${SUCCESS_PATH}?lead=${received.leadId}`, {
        status: 303,
        headers: { "Set-Cookie": await sentLeadCookie.serialize(received.leadId) },
      });
    case "invalid":
      return data(withShownGuard(withoutGuardErrors(received.submission.reply()), input.now), { status: 400 });
    case "rejected": {
      const reply = withShownGuard(received.submission.reply({ formErrors: [received.message] }), input.now);
      return data(received.reason === "confirm" ? withConfirmation(reply) : reply, {
        // A second promotion entry is a conflict with the first, not a mistake in the form.
        status: received.reason === "already-entered" ? 409 : 400,
      });
    }
  }
}

/**
 * Past the quiet limit the shopper is asked to send the form again: the reply's guard carries
 * the signed confirmation for its own form token, which the page puts in the form (with
 * JavaScript too), so sending it again is the proof (spam.server.ts leadAllowance).
 */
export function withConfirmation(reply: LeadFormReply): LeadFormReply {
  const formToken = reply.initialValue?.[FORM_TOKEN_FIELD];
  if (typeof formToken !== "string") return reply;
  return { ...reply, initialValue: { ...reply.initialValue, [LEAD_CONFIRM_FIELD]: issueLeadConfirmation(formToken) } };
}
