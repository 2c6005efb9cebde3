import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PaymentPort } from "~/adapters/payments/port";
import { createStripePayments } from "~/adapters/payments/stripe.server";
import { paidInvoiceEvent, signedStripeEvent, startStripeStandIn, type StripeStandIn } from "~/adapters/payments/testing/stripe-stand-in";
import { migratedDatabase, testBackends } from "~/db/testing/databases";
import { leadFormData, shopper } from "~/models/leads/testing/forms";
import { loadContext } from "~/server/testing/load-context";
import { findTenant } from "~/tenants";
import { handleInvoiceCheckout } from "~/pages/payments/online-payment-action.server";
import { answerPaymentWebhook } from "~/pages/payments/webhook.server";

const tenant = findTenant("wattle-ridge-toyota")!;
const WEBHOOK_SECRET = "whsec_test_secret_for_invoices";
const ORIGIN = `https://${tenant.domains[0]}`;
const location = String(tenant.locations.find((candidate) => candidate.locationType === "sales")!.id);

describe.each(testBackends())("invoices paid on Stripe on $kind", (backend) => {
  const database = migratedDatabase(backend);
  let standIn: StripeStandIn;
  let port: PaymentPort;
  const db = () => database.db;

  const pay = (fields: Record<string, string>) =>
    handleInvoiceCheckout({
      request: new Request(`${ORIGIN}/online-payment`, { method: "POST", body: leadFormData({ ...shopper, location, ...fields }) }),
      tenant,
      port,
      origin: ORIGIN,
      context: loadContext(),
      db: db(),
    });
  const deliver = (event: ReturnType<typeof paidInvoiceEvent>) => {
    const { body, signature } = signedStripeEvent(event, WEBHOOK_SECRET);
    const request = new Request(`${ORIGIN}/api/payments/stripe`, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    });
    return answerPaymentWebhook(request, async () => db(), port);
  };

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    port = createStripePayments({ secretKey: "sk_test_stand_in", webhookSecret: WEBHOOK_SECRET, apiBase: standIn.apiBase });
  });
  afterAll(() => standIn?.close());
  beforeEach(async () => {
    for (const table of ["payment_events", "online_payments", "outbox", "leads"] as const) await db().deleteFrom(table).execute();
    standIn.requests.length = 0;
  });

  it("opens a Checkout Session for the invoice amount to the cent, and mails nobody before the money arrives", async () => {
    const answer = (await pay({ invoice_number: "INV-10452", amount: "349.95" })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_standin_\d+$/);
    const [call] = standIn.requests;
    expect(call?.form.get("line_items[0][price_data][unit_amount]")).toBe("34995");
    expect(call?.form.get("line_items[0][price_data][product_data][name]")).toBe("Invoice INV-10452: Wattle Ridge Toyota");
    expect(call?.form.get("success_url")).toBe(`${ORIGIN}/online-payment?paid=1`);
    const payment = await db().selectFrom("online_payments").selectAll().executeTakeFirstOrThrow();
    expect(call?.idempotencyKey).toBe(`invoice-checkout-${payment.id}`);
    expect(payment).toMatchObject({ status: "awaiting-payment", amount_cents: 34_995, invoice_number: "INV-10452" });
    expect(await db().selectFrom("outbox").selectAll().execute()).toEqual([]);
  });

  it("refuses an amount out of bounds without calling Stripe", async () => {
    const answer = await pay({ invoice_number: "INV-1", amount: "0" });
    expect(answer).not.toBeInstanceOf(Response);
    expect(standIn.requests).toEqual([]);
  });

  it("records the paid webhook once, and mails the dealer the lead with the invoice and payment reference and the shopper a receipt", async () => {
    await pay({ invoice_number: "INV-10452", amount: "349.95" });
    const payment = await db().selectFrom("online_payments").selectAll().executeTakeFirstOrThrow();
    const event = paidInvoiceEvent("evt_invoice_1", payment.checkout_id!, payment.id, 34_995, "pi_invoice_42");
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    const leads = await db().selectFrom("leads").selectAll().execute();
    expect(leads).toHaveLength(1);
    expect(leads[0]!.payload.invoice).toEqual({ number: "INV-10452", amountCents: 34_995, paymentReference: "pi_invoice_42" });
    expect(await db().selectFrom("online_payments").selectAll().executeTakeFirstOrThrow()).toMatchObject({
      status: "paid",
      payment_reference: "pi_invoice_42",
      lead_id: leads[0]!.id,
    });
    const mail = await db().selectFrom("outbox").selectAll().where("kind", "=", "lead-email").execute();
    expect(mail).toHaveLength(1);
    expect(JSON.stringify(mail[0])).toContain("Paid online (payment reference pi_invoice_42)");
    // The page's "we email you a receipt": once, to the shopper, even with the webhook delivered twice.
    const receipts = await db().selectFrom("outbox").select(["recipient", "subject"]).where("kind", "=", "lead-acknowledgement").execute();
    expect(receipts).toEqual([{ recipient: expect.stringContaining("@"), subject: expect.stringMatching(/^Receipt for your payment to /) }]);
    expect(await db().selectFrom("payment_events").select(["event_id", "online_payment_id"]).execute()).toEqual([
      { event_id: "evt_invoice_1", online_payment_id: payment.id },
    ]);
  });
});
