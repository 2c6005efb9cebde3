import type { ActionFunctionArgs } from "@remix-run/node";
import { payments } from "~/adapters/payments/index.server";
import { getDatabase } from "~/db/client.server";
import { answerPaymentWebhook } from "~/pages/payments/webhook.server";
import { methodNotAllowed } from "~/server/http";

/** Stripe's webhook: nothing to show on a visit. */
export function loader() {
  return methodNotAllowed("POST");
}

/** Stripe's signed events (checkout.session.completed, ...): README "Online payments". */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return answerPaymentWebhook(request, getDatabase, payments());
}
