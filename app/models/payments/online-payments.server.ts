import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { logger } from "~/logger.server";
import { submitLead, type LeadRequestMeta } from "~/models/leads/leads.server";
import type { LeadSubmission } from "~/models/leads/schemas";
import { dollars, tenantById } from "./reservation-records.server";

/*
 * An online invoice payment's webhook side (online-payment-action.server.ts opens its
 * checkout): paid, the dealer is mailed the lead with the payment reference; expired unpaid,
 * nothing reaches the dealer.
 */

export type InvoiceEventOutcome =
  | { status: "ignored"; reason: string }
  | { status: "invoice-paid"; onlinePaymentId: number; leadId: number };

/**
 * The provider says an invoice's checkout is paid: the payment is recorded and the dealer
 * gets the lead with the payment reference. Each step is safe to run again (the status moves
 * once, the lead is keyed to the payment), so a retried delivery never mails twice.
 */
export async function recordPaidInvoice(
  db: Kysely<Database>,
  checkoutId: string,
  paymentReference: string,
  now: Date,
): Promise<InvoiceEventOutcome> {
  const payment = await db.selectFrom("online_payments").selectAll().where("checkout_id", "=", checkoutId).executeTakeFirst();
  if (!payment) return { status: "ignored", reason: "unknown checkout" };
  const tenant = tenantById(payment.website_id);
  if (!tenant) return { status: "ignored", reason: "unknown website" };
  await db
    .updateTable("online_payments")
    .set({ status: "paid", payment_reference: paymentReference, paid_at: now })
    .where("id", "=", payment.id)
    .where("status", "in", ["awaiting-payment", "abandoned"])
    .execute();
  const reference = payment.payment_reference ?? paymentReference;
  const lead = await submitLead(db, {
    tenant,
    submission: {
      form: "online-payment",
      values: { ...payment.submission, form_token: `online-payment-${payment.id}` },
    } as LeadSubmission,
    // The provider's request is not the customer's: the page and browser are those of the form.
    request: { ...(payment.request_meta as LeadRequestMeta), remoteAddress: null },
    paymentReference: reference,
    now,
  });
  if (!lead.ok) throw new Error(`Online payment ${payment.id}'s lead was refused: ${lead.reason}`);
  if (payment.lead_id === null) {
    await db.updateTable("online_payments").set({ lead_id: lead.leadId }).where("id", "=", payment.id).execute();
  }
  logger.info({ onlinePaymentId: payment.id, amount: dollars(payment.amount_cents) }, "invoice paid online");
  return { status: "invoice-paid", onlinePaymentId: payment.id, leadId: lead.leadId };
}

/** An invoice's checkout the provider expired unpaid: nothing reaches the dealer. */
export async function abandonInvoiceCheckout(db: Kysely<Database>, checkoutId: string): Promise<number | null> {
  const abandoned = await db
    .updateTable("online_payments")
    .set({ status: "abandoned" })
    .where("checkout_id", "=", checkoutId)
    .where("status", "=", "awaiting-payment")
    .returning("id")
    .executeTakeFirst();
  return abandoned?.id ?? null;
}
