import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getDatabase } from "~/db/client.server";
import { logger } from "~/logger.server";
import { numberOfSource } from "~/models/phone-reveal/numbers";
import { revealedPath, type PhoneRevealAnswer } from "~/models/phone-reveal/reveal";
import { PhoneRevealFormSchema } from "~/models/phone-reveal/reveal-form";
import { formatZodIssues } from "~/zod-issues.mjs";
import { listedCarPhone, logPhoneReveal, PHONE_REVEAL_LIMIT } from "~/models/phone-reveal/reveals.server";
import { issueRevealGrant } from "~/models/phone-reveal/reveal-grant.server";
import { normaliseRemoteAddress } from "~/models/leads/spam.server";
import { methodNotAllowed } from "~/server/http";
import { sameSitePath } from "~/utils/same-site-path";
import type { Tenant } from "~/tenants/schema";
import { requestTenant } from "~/pages/request-tenant.server";
import { readForm } from "~/server/form-body";

/** Reveals are posted by the Show number button; a visit has nothing to show. */
export function loader() {
  return methodNotAllowed("POST", "Phone numbers are revealed with the Show number button.");
}

/**
 * The Show number button (search-journey §4, §7). With JavaScript it posts JSON through a
 * fetcher and gets the full number back as JSON (the page holds only the masked one); without,
 * the form posts and the answer redirects back with `?reveal=` so the page's loader sends the
 * number (Post/Redirect/Get).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const tenant = requestTenant(request, context);
  if (request.method !== "POST") {
    return methodNotAllowed("POST");
  }
  const wantsJson = isJsonRequest(request);
  const badRequest = (message: string) =>
    wantsJson
      ? Response.json({ ok: false, message }, { status: 400 })
      : new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });

  const fields = await readFields(request, wantsJson);
  if (!fields) return badRequest("A phone reveal is a form post of car_id, dealership_id and return_to.");
  const form = PhoneRevealFormSchema.safeParse(fields);
  if (!form.success) return badRequest(`This phone reveal could not be read: ${formatZodIssues(form.error, "sentence")}.`);
  const { car_id: carId, dealership_id: dealershipId, source, return_to: returnTo } = form.data;

  const phone = wantsJson ? await revealedNumber(tenant, source, carId) : null;
  if (phone === null && wantsJson) return badRequest("This reveal names no number of this website.");
  try {
    const outcome = await logPhoneReveal(await getDatabase(), tenant, {
      carId,
      dealershipId,
      // The fragment only names the button's place on the page.
      pagePath: sameSitePath(returnTo).replace(/#.*$/, ""),
      userAgent: request.headers.get("User-Agent"),
      remoteAddress: normaliseRemoteAddress(context.getClientAddress()),
    });
    if (!outcome.ok && outcome.reason === "rate-limited") return tooMany(outcome.message, wantsJson);
    if (!outcome.ok) return badRequest(outcome.message);
  } catch (error) {
    // search-journey §8: "Phone reveal failure: logged to the console"; the number still shows.
    logger.error({ err: error, websiteId: tenant.id, carId }, "phone reveal could not be logged");
  }
  // Without JavaScript the page is sent again with a grant for this number: the URL alone
  // (?reveal=site) reveals nothing, so every reveal passes through this log and its limit.
  return phone === null
    ? redirect(revealedPath(returnTo, issueRevealGrant(tenant.id, carId)), 303)
    : Response.json({ ok: true, phone } satisfies PhoneRevealAnswer);
}

/** Past the per-client limit: 429, with when to try again. */
function tooMany(message: string, json: boolean): Response {
  const headers = { "Retry-After": String(PHONE_REVEAL_LIMIT.windowMs / 1000) };
  return json
    ? Response.json({ ok: false, message } satisfies PhoneRevealAnswer, { status: 429, headers })
    : new Response(message, { status: 429, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * The full number asked for: one of the site's (by its source, from the tenant file alone, so
 * a database failure cannot hide it), else the car's.
 */
async function revealedNumber(tenant: Tenant, source: string | undefined, carId: number | undefined) {
  if (source !== undefined) return numberOfSource(tenant, source);
  return carId === undefined ? null : listedCarPhone(await getDatabase(), tenant, carId);
}

/** A fetcher posts JSON (and any API caller may ask for it); a plain form posts form data. */
function isJsonRequest(request: Request): boolean {
  const contentType = request.headers.get("Content-Type") ?? "";
  const accept = request.headers.get("Accept") ?? "";
  return /\bapplication\/json\b/.test(contentType) || /\bapplication\/json\b/.test(accept);
}

/** The posted fields; null for JSON that is not an object. A body that is not a form throws 415/400. */
async function readFields(request: Request, json: boolean): Promise<Record<string, unknown> | null> {
  if (json && /\bapplication\/json\b/.test(request.headers.get("Content-Type") ?? "")) {
    try {
      const body: unknown = await request.json();
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return Object.fromEntries(await readForm(request));
}
