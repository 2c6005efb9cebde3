import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import type { Kysely } from "kysely";
import type { PaymentPort } from "~/adapters/payments/port";
import { getDatabase } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { logger } from "~/logger.server";
import {
  leadRequestMeta,
  withShownGuard,
  withoutGuardErrors,
  type LeadActionContext,
  type LeadFormReply,
} from "~/pages/leads/lead-action.server";
import {
  FORM_EXPIRED,
  leadFormSchema,
  SUBMISSION_REJECTED,
  UNEXPECTED_ERROR,
  type LeadForm,
  type LeadFormOptions,
} from "~/models/leads/schemas";
import { checkLeadSpam } from "~/models/leads/spam.server";
import { readForm } from "~/server/form-body";
import type { Tenant } from "~/tenants/schema";
import { startDepositCheckout } from "~/models/payments/deposits.server";

export interface DepositActionInput {
  request: Request;
  tenant: Tenant;
  car: { id: number; name: string };
  /** The deposit in dollars (reservationPage's). */
  deposit: number;
  options: LeadFormOptions;
  /** The lead form paid for: the reserve page's reservation by default, or the journey's online purchase. */
  form?: Extract<LeadForm, "reservation" | "online-purchase">;
  /** Values the route decides rather than the form (the journey's saved answers): they replace what was posted. */
  routeValues?: Readonly<Record<string, string | number>>;
  port: PaymentPort;
  /** siteOrigin(request, tenant): where the payment page sends the shopper back. */
  origin: string;
  reservePath: string;
  context: LeadActionContext;
  db?: Kysely<Database>;
  now?: Date;
}

type PaymentForm = "reservation" | "online-purchase" | "online-payment";

/**
 * A form that leads to a payment, checked as a lead form is (fields, then the spam guards)
 * before anything is stored or any provider called: the valid submission, or the 400 answer
 * with the shopper's mistakes or the reason it was refused.
 */
export async function checkedPaymentForm<F extends PaymentForm>(
  request: Request,
  tenant: Tenant,
  form: F,
  options: LeadFormOptions,
  now: Date,
  routeValues: Readonly<Record<string, string | number>> = {},
) {
  const formData = await readForm(request);
  for (const [name, value] of Object.entries(routeValues)) formData.set(name, String(value));
  const submission = parseWithZod(formData, { schema: leadFormSchema(form, options) });
  if (submission.status !== "success") {
    return { ok: false as const, answer: data<LeadFormReply>(withShownGuard(withoutGuardErrors(submission.reply()), now), { status: 400 }) };
  }
  const verdict = checkLeadSpam(formData, { captchaRequired: tenant.features.captcha, now });
  if (!verdict.ok) {
    logger.info({ tenant: tenant.slug, form, reason: verdict.reason }, "payment form refused as spam");
    const message = verdict.reason === "expired" ? FORM_EXPIRED : SUBMISSION_REJECTED;
    return { ok: false as const, answer: data<LeadFormReply>(withShownGuard(submission.reply({ formErrors: [message] }), now), { status: 400 }) };
  }
  return { ok: true as const, submission };
}

/**
 * The reserve page's action where deposits are taken: the same form, checks and answers as
 * a reservation request (handleLeadAction), but a valid one is kept with the reservation
 * and the shopper goes to pay (303 to the provider). The lead reaches the dealer when the
 * payment does (applyPaymentEvent), so an unpaid form sends nobody anything.
 */
export async function handleDepositAction(input: DepositActionInput) {
  const { request, tenant } = input;
  const now = input.now ?? new Date();
  const form = input.form ?? "reservation";
  const checked = await checkedPaymentForm(request, tenant, form, input.options, now, { ...input.routeValues, car_id: input.car.id });
  if (!checked.ok) return checked.answer;
  const { submission } = checked;
  let checkoutUrl: string;
  try {
    checkoutUrl = await startDepositCheckout(input.db ?? (await getDatabase()), input.port, {
      tenant,
      car: input.car,
      amountCents: Math.round(input.deposit * 100),
      values: submission.value,
      form,
      request: leadRequestMeta(request, input.context),
      origin: input.origin,
      cancelPath: input.reservePath,
      now,
    });
  } catch (error) {
    logger.error({ err: error, tenant: tenant.slug, carId: input.car.id }, "deposit checkout could not be started");
    // The provider is away: the shopper's answers stay, with §8's error above the button.
    return data<LeadFormReply>(submission.reply({ formErrors: [UNEXPECTED_ERROR] }), { status: 502 });
  }
  return redirect(checkoutUrl, 303);
}
