import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { WebhookRejected } from "./port";
import { createStripePayments } from "./stripe.server";
import { paidSessionEvent, signedStripeEvent } from "./testing/stripe-stand-in";

const WEBHOOK_SECRET = "whsec_test_parse_only";
// No call leaves the process: parseWebhook only verifies and reads.
const port = createStripePayments({ secretKey: "sk_test_parse_only", webhookSecret: WEBHOOK_SECRET, apiBase: "http://127.0.0.1:9" });
const signer = new Stripe("sk_test_signing_only");

/** A body signed with the endpoint's secret at a time this many seconds from now. */
function signedAt(body: string, offsetSeconds: number): string {
  return signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) + offsetSeconds });
}

describe("Stripe's webhook read by the payment port", () => {
  const { body } = signedStripeEvent(paidSessionEvent("evt_1", "cs_test_1", 7), WEBHOOK_SECRET);

  it("reads a paid checkout signed now, or a minute either side of the server's clock", () => {
    for (const offset of [0, -60, 60]) {
      expect(port.parseWebhook(body, signedAt(body, offset))).toMatchObject({ kind: "deposit-paid", eventId: "evt_1", checkoutId: "cs_test_1", reservationId: 7 });
    }
  });

  it("refuses a signature more than five minutes old or ahead, so a captured delivery cannot be replayed later", () => {
    for (const offset of [-3600, -301, 301, 3600]) {
      expect(() => port.parseWebhook(body, signedAt(body, offset)), `signed ${offset} s from now`).toThrow(WebhookRejected);
    }
  });

  it("refuses a signed body that is not an event, rather than failing on it", () => {
    const bodies = [
      "[]",
      "null",
      "1",
      '"evt"',
      "{}",
      JSON.stringify({ id: "evt_2", type: 5, data: { object: {} } }),
      JSON.stringify({ id: "", type: "invoice.paid", data: { object: {} } }),
      JSON.stringify({ id: "evt_3", type: "invoice.paid" }),
      JSON.stringify({ id: "evt_4", type: "checkout.session.completed", data: { object: [] } }),
      JSON.stringify({ id: "evt_5", type: "checkout.session.expired", data: { object: { object: "checkout.session" } } }),
    ];
    for (const each of bodies) expect(() => port.parseWebhook(each, signedAt(each, 0)), each).toThrow(WebhookRejected);
  });

  it("acknowledges an event it does not act on, whatever its object", () => {
    const other = JSON.stringify({ id: "evt_6", type: "balance.available", data: { object: { object: "balance", available: [] } } });
    expect(port.parseWebhook(other, signedAt(other, 0))).toEqual({ kind: "other", eventId: "evt_6", type: "balance.available" });
  });
});
