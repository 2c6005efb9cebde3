import { env } from "~/env.server";
import { noPayments } from "./none";
import type { PaymentPort } from "./port";
import { createStripePayments } from "./stripe.server";

export type { PaymentPort } from "./port";

/** The process's payment port: Stripe when its key and webhook secret are set, else the embedded default, which takes none. */
export function paymentsFromConfig(config: {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
}): PaymentPort {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return noPayments;
  return createStripePayments({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    apiBase: config.STRIPE_API_BASE,
  });
}

let configured: PaymentPort | undefined;

export function payments(): PaymentPort {
  configured ??= paymentsFromConfig(env);
  return configured;
}
