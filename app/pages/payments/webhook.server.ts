import type { Kysely } from "kysely";
import { WebhookRejected, type PaymentPort } from "~/adapters/payments/port";
import type { Database } from "~/db/schema";
import { logger } from "~/logger.server";
import { nudgeOutboxWorker } from "~/models/leads/outbox-worker.server";
import { applyPaymentEvent } from "~/models/payments/deposits.server";

function answer(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ message }), { status, headers: { "Content-Type": "application/json", ...headers } });
}

/**
 * POST /api/payments/{provider}: the raw body, verified by the port (a body parsed and
 * re-serialised would no longer match its signature). A bad signature or body is 400, a
 * body that is not JSON 415, a replay 200 doing nothing (409 while another delivery of the
 * event is still acting on it); a failure of ours 503, which the provider retries later, each
 * step being safe to run again.
 */
export async function answerPaymentWebhook(request: Request, db: () => Promise<Kysely<Database>>, port: PaymentPort): Promise<Response> {
  if (!port.takesDeposits) return answer(404, "No payment provider is configured");
  const contentType = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase();
  if (contentType !== "application/json") return answer(415, "Expected application/json", { Accept: "application/json" });
  let rawBody: string;
  try {
    rawBody = await request.text();
  } catch {
    return answer(400, "The body could not be read");
  }
  let event;
  try {
    event = port.parseWebhook(rawBody, request.headers.get("Stripe-Signature"));
  } catch (error) {
    if (!(error instanceof WebhookRejected)) logger.error({ err: error }, "payment webhook not parsed");
    return answer(400, "The signature or body was not accepted");
  }
  try {
    const outcome = await applyPaymentEvent(await db(), port, event);
    // Not a 200: the delivery acting on the event may yet fail, and the provider must retry it.
    if (outcome.status === "in-progress") return answer(409, "Another delivery of this event is being acted on; please retry");
    if (outcome.status === "held" || outcome.status === "refund-due" || outcome.status === "invoice-paid") nudgeOutboxWorker();
    logger.info({ eventId: event.eventId, kind: event.kind, outcome }, "payment webhook");
    return answer(200, outcome.status);
  } catch (error) {
    logger.error({ err: error, eventId: event.eventId }, "payment webhook failed; the provider retries it");
    return answer(503, "Not recorded yet; please retry");
  }
}
