import type { Kysely } from "kysely";
import type { PaymentPort } from "~/adapters/payments/port";
import type { Database, DepositReservationRow } from "~/db/schema";
import { env } from "~/env.server";
import { logger } from "~/logger.server";
import { RESERVATION_HOLD_HOURS } from "~/models/leads/reservation";
import type { Tenant } from "~/tenants/schema";
import { dollars, HOLDING, setCarReserved, tenantById } from "./reservation-records.server";

/*
 * How a paid reservation's hold ends: the dealer confirms it, the shopper cancels
 * it, or RESERVATION_HOLD_HOURS pass unconfirmed; an ended hold is refunded through the
 * payment port, and the shopper and dealer are mailed the outcome. deposits.server.ts takes
 * the payment that starts the hold.
 */

type Outcome = "confirmed" | "ended";

async function carName(db: Kysely<Database>, carId: number): Promise<string> {
  const car = await db.selectFrom("cars").select("name").where("id", "=", carId).executeTakeFirst();
  return car?.name ?? "the car";
}

function outcomeText(reservation: DepositReservationRow, tenant: Tenant, car: string, outcome: Outcome): { subject: string; body: string } {
  const deposit = `${dollars(reservation.amount_cents)} deposit (payment reference ${reservation.payment_reference})`;
  if (outcome === "confirmed") {
    return {
      subject: `Reservation confirmed: ${car}`,
      body: `${tenant.name} has confirmed the reservation of ${car}, held with the ${deposit}. The dealership will be in touch about the next steps.`,
    };
  }
  const why = {
    "not-confirmed": `The reservation of ${car} was not confirmed within ${RESERVATION_HOLD_HOURS} hours, so it has ended.`,
    "shopper-cancelled": `The reservation of ${car} was cancelled by the shopper.`,
    "car-unavailable": `${car} was no longer available when the deposit was paid, so it could not be reserved.`,
  }[reservation.end_reason ?? "not-confirmed"];
  return {
    subject: `Reservation ended: ${car}`,
    body: `${why} The ${deposit} is refunded in full to the card it was paid with.`,
  };
}

/**
 * Tells the dealer's recipients of the reservation's lead and the shopper how the hold
 * ended, through the lead outbox (retried like any lead mail). Keyed by reservation and
 * outcome, so a second call writes nothing.
 */
export async function mailOutcome(db: Kysely<Database>, reservation: DepositReservationRow, tenant: Tenant, now: Date): Promise<void> {
  if (reservation.lead_id === null) return;
  const outcome: Outcome = reservation.status === "confirmed" ? "confirmed" : "ended";
  const dealerCopies = await db
    .selectFrom("outbox")
    .select(["recipient", "sender"])
    .where("lead_id", "=", reservation.lead_id)
    .where("kind", "=", "lead-email")
    .orderBy("id")
    .execute();
  const sender = dealerCopies[0]?.sender ?? env.MAIL_FROM ?? `${tenant.name} <no-reply@${tenant.domains[0]}>`;
  const shopper = typeof reservation.submission.email === "string" ? reservation.submission.email : null;
  const recipients = [...new Set([...dealerCopies.map((copy) => copy.recipient), ...(shopper ? [shopper] : [])])];
  const { subject, body } = outcomeText(reservation, tenant, await carName(db, reservation.car_id), outcome);
  if (recipients.length === 0) return;
  await db
    .insertInto("outbox")
    .values(
      recipients.map((recipient, index) => ({
        lead_id: reservation.lead_id!,
        kind: "reservation-outcome" as const,
        message_id: `<reservation-${reservation.id}-${outcome}-${index + 1}@${tenant.domains[0]}>`,
        sender,
        recipient,
        reply_to: null,
        subject,
        body,
        attachment_name: null,
        attachment: null,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .onConflict((conflict) => conflict.column("message_id").doNothing())
    .execute();
}

/** Ends a hold (the car free again, unless another hold keeps it), and mails why. */
async function endHold(
  db: Kysely<Database>,
  reservation: DepositReservationRow,
  reason: "not-confirmed" | "shopper-cancelled",
  now: Date,
): Promise<DepositReservationRow | null> {
  const ended = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("deposit_reservations")
      .set({ status: "refund-due", end_reason: reason, ended_at: now })
      .where("id", "=", reservation.id)
      .where("status", "in", HOLDING)
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    const stillHeld = await trx
      .selectFrom("deposit_reservations")
      .select("id")
      .where("car_id", "=", row.car_id)
      .where("status", "in", HOLDING)
      .executeTakeFirst();
    if (!stillHeld) await setCarReserved(trx, row.car_id, false);
    return row;
  });
  const tenant = ended && tenantById(ended.website_id);
  if (ended && tenant) await mailOutcome(db, ended, tenant, now);
  return ended ?? null;
}

/**
 * A refund being asked for is held this long by the run that claimed it; if that process
 * dies, a later run asks again under the same idempotency key.
 */
export const REFUND_LEASE_MS = 5 * 60 * 1000;

/**
 * Refunds what is owed, each through the port under its own idempotency key; one that
 * fails stays refund-due, with its error, for the next run. Each is claimed first (as the
 * outbox's messages are), so the workers' runs never ask for one refund at once.
 */
export async function refundDue(db: Kysely<Database>, port: PaymentPort, now = new Date()): Promise<number> {
  const due = await db
    .updateTable("deposit_reservations")
    .set({ refund_claimed_until: new Date(now.getTime() + REFUND_LEASE_MS) })
    .where("id", "in", (query) =>
      query
        .selectFrom("deposit_reservations")
        .select("id")
        .where("status", "=", "refund-due")
        .where("payment_reference", "is not", null)
        .where((row) => row.or([row("refund_claimed_until", "is", null), row("refund_claimed_until", "<=", now)]))
        .orderBy("id")
        .limit(50)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
  let refunded = 0;
  for (const reservation of due.sort((a, b) => a.id - b.id)) {
    try {
      const refund = await port.refund(reservation.payment_reference!, `deposit-refund-${reservation.id}`);
      await db
        .updateTable("deposit_reservations")
        .set({ status: "refunded", refund_reference: refund.refundId, last_error: null, refund_claimed_until: null })
        .where("id", "=", reservation.id)
        .where("status", "=", "refund-due")
        .execute();
      refunded += 1;
    } catch (error) {
      logger.warn({ reservationId: reservation.id, err: error }, "deposit refund failed; retried on the next run");
      await db
        .updateTable("deposit_reservations")
        .set({ last_error: String(error instanceof Error ? error.message : error).slice(0, 2000), refund_claimed_until: null })
        .where("id", "=", reservation.id)
        .execute();
    }
  }
  logger.debug({ refunded, at: now.toISOString() }, "deposit refunds run");
  return refunded;
}

/** The periodic run: holds past their time end unconfirmed, then every refund owed is tried. */
export async function endOverdueHolds(db: Kysely<Database>, port: PaymentPort, now = new Date()): Promise<{ ended: number; refunded: number }> {
  const overdue = await db
    .selectFrom("deposit_reservations")
    .selectAll()
    .where("status", "=", "held")
    .where("hold_until", "<=", now)
    .orderBy("id")
    .limit(50)
    .execute();
  let ended = 0;
  for (const reservation of overdue) {
    if (await endHold(db, reservation, "not-confirmed", now)) ended += 1;
  }
  return { ended, refunded: await refundDue(db, port, now) };
}

export async function findReservation(db: Kysely<Database>, websiteId: number, id: number): Promise<DepositReservationRow | undefined> {
  return db.selectFrom("deposit_reservations").selectAll().where("id", "=", id).where("website_id", "=", websiteId).executeTakeFirst();
}

/** The dealer confirms within the hold: the car stays reserved, the deposit is kept, both sides are told. */
export async function confirmReservation(db: Kysely<Database>, reservation: DepositReservationRow, now = new Date()): Promise<boolean> {
  const row = await db
    .updateTable("deposit_reservations")
    .set({ status: "confirmed", confirmed_at: now })
    .where("id", "=", reservation.id)
    .where("status", "=", "held")
    .where("hold_until", ">", now)
    .returningAll()
    .executeTakeFirst();
  const tenant = row && tenantById(row.website_id);
  if (row && tenant) await mailOutcome(db, row, tenant, now);
  return Boolean(row);
}

/** The shopper cancels (held or confirmed): the hold ends and the deposit is refunded now, or by the next run. */
export async function cancelReservation(
  db: Kysely<Database>,
  port: PaymentPort,
  reservation: DepositReservationRow,
  now = new Date(),
): Promise<boolean> {
  const ended = await endHold(db, reservation, "shopper-cancelled", now);
  if (ended) await refundDue(db, port, now);
  return Boolean(ended);
}
