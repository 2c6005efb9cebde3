/*
 * The payment port (DESIGN.md adapters: "payments (reserve deposit, online payment)"): the
 * reserve page asks it for a hosted checkout of the deposit, the provider's webhook is read
 * through it, and a hold that ends is refunded through it. Amounts are whole cents, so no
 * float ever reaches a provider.
 */

export interface DepositCheckoutInput {
  /** Our reservation's id: it comes back with the paid event, and keys the provider's idempotency. */
  reservationId: number;
  amountCents: number;
  /** ISO 4217, lower case ("aud"). */
  currency: string;
  /** What the shopper sees on the provider's page, e.g. "Reserve deposit: 2021 Toyota Corolla". */
  description: string;
  customerEmail: string | null;
  /** Back on the dealer's own site, after paying or after leaving the provider's page. */
  successUrl: string;
  cancelUrl: string;
}

/** An invoice paid online (/online-payment): the same hosted checkout, keyed to our online payment's id. */
export interface InvoiceCheckoutInput extends Omit<DepositCheckoutInput, "reservationId"> {
  onlinePaymentId: number;
}

export interface DepositCheckout {
  /** The provider's id of the checkout, which the paid event names. */
  checkoutId: string;
  /** Where the shopper is sent to pay. */
  url: string;
}

/** A webhook event, as far as the reservation cares. */
export type PaymentEvent =
  | {
      kind: "deposit-paid";
      eventId: string;
      checkoutId: string;
      reservationId: number | null;
      /** The payment the refund goes back through, and the dealer's reference (e.g. pi_...). */
      paymentReference: string;
      amountCents: number | null;
    }
  /** An invoice's checkout paid (InvoiceCheckoutInput). */
  | {
      kind: "invoice-paid";
      eventId: string;
      checkoutId: string;
      onlinePaymentId: number | null;
      paymentReference: string;
      amountCents: number | null;
    }
  /** A checkout left unpaid until the provider expired it. */
  | { kind: "checkout-expired"; eventId: string; checkoutId: string }
  /** Any other event the provider sends: acknowledged, not acted on. */
  | { kind: "other"; eventId: string; type: string };

/** The webhook's signature or body did not check out: answered 400, never acted on. */
export class WebhookRejected extends Error {}

export interface Refund {
  refundId: string;
}

export interface PaymentPort {
  /** "none": the embedded default, which takes no payment (the reserve page is a request). */
  readonly provider: "none" | "stripe";
  readonly takesDeposits: boolean;
  /** The origin of the provider's hosted checkout, which the pages posting to it allow in their CSP form-action. */
  readonly checkoutOrigin: string | null;
  createDepositCheckout(input: DepositCheckoutInput): Promise<DepositCheckout>;
  createInvoiceCheckout(input: InvoiceCheckoutInput): Promise<DepositCheckout>;
  /** The verified event of a raw webhook body, or a thrown WebhookRejected. */
  parseWebhook(rawBody: string, signatureHeader: string | null): PaymentEvent;
  /** The whole payment back; the same key twice refunds once. */
  refund(paymentReference: string, idempotencyKey: string): Promise<Refund>;
}
