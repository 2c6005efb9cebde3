import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/*
 * A local stand-in for the two calls of Stripe's API the port makes (tests only): creating
 * a Checkout Session and a refund. The real `stripe` client talks to it over HTTP, so the
 * request it sends (form-encoded, idempotency key) is what Stripe would get.
 */

export interface StandInRequest {
  path: string;
  idempotencyKey: string | null;
  form: URLSearchParams;
}

export interface StandInSession {
  id: string;
  reservationId: number;
  /** An invoice's checkout (/online-payment) names its online payment instead. */
  onlinePaymentId: number;
  successUrl: string;
  cancelUrl: string;
}

export interface StripeStandIn {
  apiBase: string;
  requests: StandInRequest[];
  /** The Checkout Sessions created, oldest first. */
  sessions: StandInSession[];
  /** The next refund answers with this error status. */
  failRefunds(status: number | null): void;
  close(): Promise<void>;
}

function json(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const sessions: StandInSession[] = [];
  let refundFailure: number | null = null;
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const form = new URLSearchParams(body);
      const path = request.url ?? "";
      requests.push({ path, idempotencyKey: (request.headers["idempotency-key"] as string | undefined) ?? null, form });
      if (request.method === "POST" && path === "/v1/checkout/sessions") {
        const id = `cs_test_standin_${sessions.length + 1}`;
        sessions.push({
          id,
          reservationId: Number(form.get("metadata[reservation_id]")),
          onlinePaymentId: Number(form.get("metadata[online_payment_id]")),
          successUrl: form.get("success_url") ?? "",
          cancelUrl: form.get("cancel_url") ?? "",
        });
        json(response, 200, {
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.com/c/pay/${id}`,
          mode: "payment",
          payment_status: "unpaid",
          amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
          metadata: Object.fromEntries([...form].filter(([key]) => key.startsWith("metadata[")).map(([key, value]) => [key.slice(9, -1), value])),
        });
        return;
      }
      if (request.method === "POST" && path === "/v1/refunds") {
        if (refundFailure) {
          json(response, refundFailure, { error: { type: "api_error", message: "Stand-in refund failure" } });
          return;
        }
        json(response, 200, { id: `re_standin_${requests.length}`, object: "refund", payment_intent: form.get("payment_intent"), status: "succeeded" });
        return;
      }
      json(response, 404, { error: { type: "invalid_request_error", message: `No stand-in for ${request.method} ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    failRefunds: (status) => {
      refundFailure = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Stripe event as its webhook posts it, with the signature header the library's own helper makes. */
export function signedStripeEvent(
  event: { id: string; type: string; object: Record<string, unknown> },
  webhookSecret: string,
): { body: string; signature: string } {
  const body = JSON.stringify({
    id: event.id,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    type: event.type,
    data: { object: event.object },
  });
  const signature = new Stripe("sk_test_signing_only").webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret });
  return { body, signature };
}

/** A paid Checkout Session's completed event. */
export function paidSessionEvent(eventId: string, checkoutId: string, reservationId: number, paymentIntent = "pi_test_standin") {
  return {
    id: eventId,
    type: "checkout.session.completed",
    object: {
      id: checkoutId,
      object: "checkout.session",
      payment_status: "paid",
      payment_intent: paymentIntent,
      amount_total: 20_000,
      client_reference_id: String(reservationId),
      metadata: { reservation_id: String(reservationId) },
    },
  };
}

/** A paid invoice checkout's completed event (/online-payment): a paid session naming the online payment instead. */
export function paidInvoiceEvent(eventId: string, checkoutId: string, onlinePaymentId: number, amountCents: number, paymentIntent = "pi_test_invoice") {
  const event = paidSessionEvent(eventId, checkoutId, onlinePaymentId, paymentIntent);
  return { ...event, object: { ...event.object, amount_total: amountCents, metadata: { online_payment_id: String(onlinePaymentId) } } };
}
