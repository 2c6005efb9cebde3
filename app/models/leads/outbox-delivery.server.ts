import { sql, type Kysely } from "kysely";
import type { Mailer, MailMessage } from "~/adapters/mail/port";
import type { Database, OutboxRow } from "~/db/schema";
import { logger } from "~/logger.server";
import { metrics, type OutboxDepth } from "~/server/metrics.server";

/*
 * The lead outbox's sending side: leads.server.ts stores a lead and its messages in one
 * transaction; this sends the messages that are due, with a lease and backoff, through the
 * configured mailer. The outbox worker (outbox-worker.server.ts) and `npm run
 * outbox:deliver` call it.
 */

/** After this many failed attempts the message waits for a person (last_error says why). */
export const MAX_DELIVERY_ATTEMPTS = 20;
/** A message being sent is held this long; if its sender dies, another run picks it up after. */
export const DELIVERY_LEASE_MS = 5 * 60 * 1000;
const FIRST_RETRY_MS = 60 * 1000;
const LONGEST_RETRY_MS = 6 * 60 * 60 * 1000;

/** Exponential backoff after a failed attempt: 1 min, 2, 4 ... at most 6 hours apart. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

function mailMessage(row: OutboxRow): MailMessage {
  return {
    messageId: row.message_id,
    from: row.sender,
    to: [row.recipient],
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.body,
    html: row.html_body,
    date: row.created_at,
    attachments:
      row.attachment_name && row.attachment !== null
        ? [{ filename: row.attachment_name, contentType: "application/xml", content: row.attachment }]
        : [],
  };
}

export interface DeliveryReport {
  delivered: number;
  failed: number;
}

/**
 * Sends the messages that are due. Each is first claimed (attempts + 1, held for the
 * lease) so two runs never send one message at once; then marked delivered, or given its
 * error and a later attempt. Leads are never touched.
 */
export async function deliverOutbox(
  db: Kysely<Database>,
  mailer: Mailer,
  now = new Date(),
  options: { batchSize?: number } = {},
): Promise<DeliveryReport> {
  const claimed = await db
    .updateTable("outbox")
    .set({
      attempts: sql<number>`attempts + 1`,
      next_attempt_at: new Date(now.getTime() + DELIVERY_LEASE_MS),
    })
    .where("id", "in", (query) =>
      query
        .selectFrom("outbox")
        .select("id")
        .where("delivered_at", "is", null)
        .where("next_attempt_at", "<=", now)
        .orderBy("id")
        .limit(options.batchSize ?? 20)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();

  const report: DeliveryReport = { delivered: 0, failed: 0 };
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    try {
      await mailer.send(mailMessage(row));
      await db
        .updateTable("outbox")
        .set({ delivered_at: now, next_attempt_at: null, last_error: null })
        .where("id", "=", row.id)
        .execute();
      report.delivered += 1;
      metrics().outboxDeliveries.inc({ kind: row.kind, result: "delivered" });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt =
        row.attempts >= MAX_DELIVERY_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(row.attempts));
      await db
        .updateTable("outbox")
        .set({ last_error: reason.slice(0, 2000), next_attempt_at: retryAt })
        .where("id", "=", row.id)
        .execute();
      logger.warn({ outboxId: row.id, leadId: row.lead_id, attempts: row.attempts, err: error }, "lead email not delivered");
      report.failed += 1;
      metrics().outboxDeliveries.inc({ kind: row.kind, result: "failed" });
    }
  }
  return report;
}

/** How many messages wait, how many retrying gave up on, and how long the oldest has waited (/metrics). */
export async function outboxDepth(db: Kysely<Database>, now: Date = new Date()): Promise<OutboxDepth> {
  const { rows } = await sql<{ waiting: number; given_up: number; oldest: Date | null }>`
    select count(*) filter (where next_attempt_at is not null) as waiting,
           count(*) filter (where next_attempt_at is null) as given_up,
           min(created_at) filter (where next_attempt_at is not null) as oldest
    from outbox where delivered_at is null
  `.execute(db);
  const row = rows[0]!;
  return {
    waiting: Number(row.waiting),
    givenUp: Number(row.given_up),
    oldestWaitingSeconds: row.oldest ? Math.max(0, (now.getTime() - new Date(row.oldest).getTime()) / 1000) : 0,
  };
}
