import Stripe from "stripe";
import { WebhookRejected, type DepositCheckout, type DepositCheckoutInput, type PaymentEvent, type PaymentPort, type Refund } from "./port";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Tests only: a local stand-in for api.stripe.com, e.g. http://127.0.0.1:12111. */
  apiBase?: string | null;
}

/** The client's host, port and protocol from an API base address (Stripe's own when none). */
function apiAddress(apiBase: string | null | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

function reservationIdOf(session: Stripe.Checkout.Session): number | null {
  const id = Number(session.metadata?.reservation_id ?? session.client_reference_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function paymentIntentId(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  return typeof intent === "string" ? intent : (intent?.id ?? null);
}

/** A paid session's event; an unpaid one (a bank transfer still on its way) is not a deposit yet. */
function sessionEvent(event: Stripe.Event, session: Stripe.Checkout.Session): PaymentEvent {
  const reference = paymentIntentId(session);
  if (session.payment_status !== "paid" || !reference) return { kind: "other", eventId: event.id, type: event.type };
  return {
    kind: "deposit-paid",
    eventId: event.id,
    checkoutId: session.id,
    reservationId: reservationIdOf(session),
    paymentReference: reference,
    amountCents: session.amount_total ?? null,
  };
}

/** The payment port on Stripe Checkout and its signed webhooks (the official `stripe` package). */
export function createStripePayments(settings: StripeSettings): PaymentPort {
  const stripe = new Stripe(settings.secretKey, { ...apiAddress(settings.apiBase), maxNetworkRetries: 2, timeout: 20_000 });
  return {
    provider: "stripe",
    takesDeposits: true,

    async createDepositCheckout(input: DepositCheckoutInput): Promise<DepositCheckout> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          client_reference_id: String(input.reservationId),
          metadata: { reservation_id: String(input.reservationId) },
          payment_intent_data: { metadata: { reservation_id: String(input.reservationId) } },
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: `deposit-checkout-${input.reservationId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { checkoutId: session.id, url: session.url };
    },

    parseWebhook(rawBody: string, signatureHeader: string | null): PaymentEvent {
      if (!signatureHeader) throw new WebhookRejected("No Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret);
      } catch (error) {
        throw new WebhookRejected(error instanceof Error ? error.message : "Signature not verified");
      }
      switch (event.type) {
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded":
          return sessionEvent(event, event.data.object);
        case "checkout.session.expired":
          return { kind: "checkout-expired", eventId: event.id, checkoutId: event.data.object.id };
        default:
          return { kind: "other", eventId: event.id, type: event.type };
      }
    },

    async refund(paymentReference: string, idempotencyKey: string): Promise<Refund> {
      const refund = await stripe.refunds.create({ payment_intent: paymentReference }, { idempotencyKey });
      return { refundId: refund.id };
    },
  };
}
