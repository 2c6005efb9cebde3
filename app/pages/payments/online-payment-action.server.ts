import { data, redirect, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/node";
import type { Kysely } from "kysely";
import { payments } from "~/adapters/payments/index.server";
import type { PaymentPort } from "~/adapters/payments/port";
import { getDatabase } from "~/db/client.server";
import { toJsonb, type Database } from "~/db/schema";
import { logger } from "~/logger.server";
import { requireSignedInFor } from "~/pages/auth/gates.server";
import { handleLeadAction, leadFormSetup, leadRequestMeta, type LeadActionContext, type LeadFormReply } from "~/pages/leads/lead-action.server";
import { UNEXPECTED_ERROR } from "~/models/leads/schemas";
import type { Tenant } from "~/tenants/schema";
import { siteOrigin } from "~/tenants/tenant.server";
import { checkedPaymentForm } from "./reserve-action.server";
import { requestTenant } from "~/pages/request-tenant.server";

/*
 * /online-payment (vehicle-page §2 "other journeys"; §6 "online payment (gated unless a
 * setting says otherwise)"): a customer pays an invoice by its number. With Stripe the form
 * is kept while they pay and the dealer is mailed once the paid webhook arrives (as the
 * reserve deposit is, decision 016); without a provider nothing can be paid here, and the
 * page says so: the request goes to the dealer as a lead, who takes the payment another way.
 */

export const ONLINE_PAYMENT_PATH = "/online-payment";
/** Our dealers invoice in Australian dollars. */
const INVOICE_CURRENCY = "aud";
/** Where the provider sends the customer back after paying. */
export const PAID_PATH = `${ONLINE_PAYMENT_PATH}?paid=1`;

async function allowedTenant(request: Request, context: AppLoadContext): Promise<Tenant> {
  const tenant = requestTenant(request, context);
  await requireSignedInFor("online-payment", request, tenant);
  return tenant;
}

export async function onlinePaymentPage(request: Request, context: AppLoadContext) {
  const tenant = await allowedTenant(request, context);
  return {
    dealerName: tenant.name,
    phone: tenant.phones.service ?? tenant.phones.main,
    paysOnline: payments().takesDeposits,
    // The receipt is the lead's acknowledgement (acknowledgement.ts), sent only where the site sends them.
    emailsReceipt: tenant.leadMail.acknowledgeShopper,
    // Back from the provider's page: the payment is confirmed by its webhook, not by this visit.
    paidReturn: new URL(request.url).searchParams.get("paid") === "1",
    setup: leadFormSetup(tenant, "online-payment"),
  };
}

export async function onlinePaymentAction({ request, context }: ActionFunctionArgs) {
  const tenant = await allowedTenant(request, context);
  const port = payments();
  const options = leadFormSetup(tenant, "online-payment").options;
  if (!port.takesDeposits) return handleLeadAction({ request, tenant, form: "online-payment", options, context });
  return handleInvoiceCheckout({ request, tenant, port, origin: siteOrigin(request, tenant), context });
}

export interface InvoiceCheckoutInput {
  request: Request;
  tenant: Tenant;
  port: PaymentPort;
  /** siteOrigin(request, tenant): where the provider sends the customer back. */
  origin: string;
  context: LeadActionContext;
  db?: Kysely<Database>;
  now?: Date;
}

/** The form checked as a lead's, kept with the payment, and the customer sent to pay (303 to the provider). */
export async function handleInvoiceCheckout(input: InvoiceCheckoutInput) {
  const { request, tenant, port } = input;
  const now = input.now ?? new Date();
  const options = leadFormSetup(tenant, "online-payment").options;
  const checked = await checkedPaymentForm(request, tenant, "online-payment", options, now);
  if (!checked.ok) return checked.answer;
  const { value } = checked.submission;
  const db = input.db ?? (await getDatabase());
  const payment = await db
    .insertInto("online_payments")
    .values({
      website_id: tenant.id,
      status: "awaiting-payment",
      invoice_number: value.invoice_number,
      amount_cents: value.amount,
      currency: INVOICE_CURRENCY,
      provider: port.provider,
      submission: toJsonb(value),
      request_meta: toJsonb(leadRequestMeta(request, input.context)),
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  try {
    const checkout = await port.createInvoiceCheckout({
      onlinePaymentId: payment.id,
      amountCents: value.amount,
      currency: INVOICE_CURRENCY,
      description: `Invoice ${value.invoice_number}: ${tenant.name}`,
      customerEmail: value.email,
      successUrl: `${input.origin}${PAID_PATH}`,
      cancelUrl: `${input.origin}${ONLINE_PAYMENT_PATH}`,
    });
    await db.updateTable("online_payments").set({ checkout_id: checkout.checkoutId }).where("id", "=", payment.id).execute();
    return redirect(checkout.url, 303);
  } catch (error) {
    logger.error({ err: error, tenant: tenant.slug, onlinePaymentId: payment.id }, "invoice checkout could not be started");
    await db
      .updateTable("online_payments")
      .set({ status: "abandoned", last_error: String(error instanceof Error ? error.message : error).slice(0, 2000) })
      .where("id", "=", payment.id)
      .execute();
    return data<LeadFormReply>(checked.submission.reply({ formErrors: [UNEXPECTED_ERROR] }), { status: 502 });
  }
}

