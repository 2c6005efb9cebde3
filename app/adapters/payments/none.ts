import { WebhookRejected, type PaymentPort } from "./port";

/**
 * The embedded default: no provider, no payment. The reserve page stays an honest request
 * ("No payment is taken on this website"), so nothing here is ever asked to charge; a call
 * that would is a bug, and says so.
 */
export const noPayments: PaymentPort = {
  provider: "none",
  takesDeposits: false,
  checkoutOrigin: null,
  createDepositCheckout() {
    return Promise.reject(new Error("No payment provider is configured (STRIPE_SECRET_KEY is unset)"));
  },
  createInvoiceCheckout() {
    return Promise.reject(new Error("No payment provider is configured (STRIPE_SECRET_KEY is unset)"));
  },
  parseWebhook() {
    throw new WebhookRejected("No payment provider is configured");
  },
  refund() {
    return Promise.reject(new Error("No payment provider is configured (STRIPE_SECRET_KEY is unset)"));
  },
};
