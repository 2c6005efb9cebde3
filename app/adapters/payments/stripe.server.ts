import Stripe from "stripe";
import { z } from "zod";
import {
  WebhookRejected,
  type DepositCheckout,
  type DepositCheckoutInput,
  type InvoiceCheckoutInput,
  type PaymentEvent,
  type PaymentPort,
  type Refund,
} from "./port";

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

function positiveId(value: unknown): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function reservationIdOf(session: Stripe.Checkout.Session): number | null {
  return positiveId(session.metadata?.reservation_id ?? session.client_reference_id);
}

function paymentIntentId(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  return typeof intent === "string" ? intent : (intent?.id ?? null);
}

/** A paid session's event; an unpaid one (a bank transfer still on its way) is not a deposit yet. */
function sessionEvent(event: Stripe.Event, session: Stripe.Checkout.Session): PaymentEvent {
  const reference = paymentIntentId(session);
  if (session.payment_status !== "paid" || !reference) return { kind: "other", eventId: event.id, type: event.type };
  // An invoice's checkout carries our online payment's id; a deposit's, the reservation's.
  if (session.metadata?.online_payment_id) {
    return {
      kind: "invoice-paid",
      eventId: event.id,
      checkoutId: session.id,
      onlinePaymentId: positiveId(session.metadata.online_payment_id),
      paymentReference: reference,
      amountCents: session.amount_total ?? null,
    };
  }
  return {
    kind: "deposit-paid",
    eventId: event.id,
    checkoutId: session.id,
    reservationId: reservationIdOf(session),
    paymentReference: reference,
    amountCents: session.amount_total ?? null,
  };
}

/**
 * A Checkout Session for one amount; the metadata names our record (on the session, for its
 * events, and on the payment, for the dealer's Stripe dashboard) and keys the idempotency.
 */
async function openCheckout(
  stripe: Stripe,
  input: Omit<DepositCheckoutInput, "reservationId">,
  metadata: Record<string, string>,
  idempotencyKey: string,
): Promise<DepositCheckout> {
  const [reference] = Object.values(metadata);
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
      client_reference_id: reference,
      metadata,
      payment_intent_data: { metadata },
      ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    },
    { idempotencyKey },
  );
  if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
  return { checkoutId: session.id, url: session.url };
}

/**
 * How far a signature's time may be from the server's clock, either way: Stripe's own
 * default for its age. The library refuses only an old one; a signature dated ahead would
 * let a captured delivery be replayed until that time.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The signed time (`t=`) of a Stripe-Signature header the library has verified. */
function signedAt(signatureHeader: string): number {
  const stamp = signatureHeader.split(",").find((part) => part.trim().startsWith("t="));
  return Number(stamp?.trim().slice(2));
}

/**
 * What every event we read must be. A body signed with our secret can still be anything
 * JSON (`[]`, `null`, an object without an id): refused as a bad body (400), since acting
 * on it would fail every time and a 503 has Stripe retry it for days.
 */
const stripeEvent = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.unknown()) }),
});
const checkoutSession = z.object({ id: z.string().min(1) }).passthrough();

/** Where Stripe's hosted Checkout pages are (a session's `url`). */
export const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";

/** The payment port on Stripe Checkout and its signed webhooks (the official `stripe` package). */
export function createStripePayments(settings: StripeSettings): PaymentPort {
  const stripe = new Stripe(settings.secretKey, { ...apiAddress(settings.apiBase), maxNetworkRetries: 2, timeout: 20_000 });
  return {
    provider: "stripe",
    takesDeposits: true,
    checkoutOrigin: STRIPE_CHECKOUT_ORIGIN,

    createDepositCheckout(input: DepositCheckoutInput): Promise<DepositCheckout> {
      return openCheckout(stripe, input, { reservation_id: String(input.reservationId) }, `deposit-checkout-${input.reservationId}`);
    },

    createInvoiceCheckout(input: InvoiceCheckoutInput): Promise<DepositCheckout> {
      return openCheckout(stripe, input, { online_payment_id: String(input.onlinePaymentId) }, `invoice-checkout-${input.onlinePaymentId}`);
    },

    parseWebhook(rawBody: string, signatureHeader: string | null): PaymentEvent {
      if (!signatureHeader) throw new WebhookRejected("No Stripe-Signature header");
      let signed: unknown;
      try {
        signed = stripe.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
      } catch (error) {
        throw new WebhookRejected(error instanceof Error ? error.message : "Signature not verified");
      }
      if (signedAt(signatureHeader) - Date.now() / 1000 > SIGNATURE_TOLERANCE_SECONDS) {
        throw new WebhookRejected("Timestamp ahead of the tolerance zone");
      }
      if (!stripeEvent.safeParse(signed).success) throw new WebhookRejected("The signed body is not a Stripe event");
      const event = signed as Stripe.Event;
      if (event.type.startsWith("checkout.session.") && !checkoutSession.safeParse(event.data.object).success) {
        throw new WebhookRejected(`A ${event.type} event without its session's id`);
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
