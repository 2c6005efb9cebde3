import type { Kysely } from "kysely";
import type { PaymentEvent, PaymentPort } from "~/adapters/payments/port";
import { toJsonb, type Database, type DepositReservationRow } from "~/db/schema";
import { env } from "~/env.server";
import { logger } from "~/logger.server";
import { formatAud } from "~/models/car/display";
import { submitLead, type LeadRequestMeta } from "~/models/leads/leads.server";
import { RESERVATION_HOLD_HOURS } from "~/models/leads/reservation";
import type { LeadSubmission } from "~/models/leads/schemas";
import { bumpStockVersion } from "~/models/stock/write.server";
import { tenants } from "~/tenants";
import type { Tenant } from "~/tenants/schema";
import { reservationLink } from "./links.server";

/*
 * The reserve deposit's life (issue 15, vehicle-page §9 "Reserve deposit default $200 ...,
 * held 48 hours, fully refundable"): awaiting-payment while the shopper is on the payment
 * page; held once the provider says paid (the car shows RESERVED, the dealer gets the lead
 * with the payment reference); confirmed by the dealer within the hold, or ended (not
 * confirmed, cancelled by the shopper, the car gone meanwhile) and refunded.
 */

export const HOLD_MS = RESERVATION_HOLD_HOURS * 60 * 60 * 1000;
export const DEPOSIT_CURRENCY = "aud";

/** A hold that still keeps the car from others. */
const HOLDING = ["held", "confirmed"] as const;

function tenantById(websiteId: number): Tenant | undefined {
  return tenants.find((tenant) => tenant.id === websiteId);
}

function siteLink(tenant: Tenant, path: string): string {
  return `https://${tenant.domains[0]}${path}`;
}

function dollars(cents: number): string {
  return formatAud(cents / 100);
}

export interface StartDepositInput {
  tenant: Tenant;
  car: { id: number; name: string };
  amountCents: number;
  /** The reservation form's validated values. */
  values: Record<string, unknown>;
  request: LeadRequestMeta;
  /** The site's own origin (siteOrigin), never a header a stranger sets. */
  origin: string;
  /** Where "back" from the payment page goes: the car's reserve page. */
  cancelPath: string;
  now?: Date;
}

/** Records the reservation and opens the provider's checkout for it: the address to send the shopper to. */
export async function startDepositCheckout(db: Kysely<Database>, port: PaymentPort, input: StartDepositInput): Promise<string> {
  const { tenant } = input;
  const now = input.now ?? new Date();
  const reservation = await db
    .insertInto("deposit_reservations")
    .values({
      website_id: tenant.id,
      car_id: input.car.id,
      status: "awaiting-payment",
      amount_cents: input.amountCents,
      currency: DEPOSIT_CURRENCY,
      provider: port.provider,
      submission: toJsonb(input.values),
      request_meta: toJsonb(input.request),
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  try {
    const checkout = await port.createDepositCheckout({
      reservationId: reservation.id,
      amountCents: input.amountCents,
      currency: DEPOSIT_CURRENCY,
      description: `Reserve deposit: ${input.car.name}`,
      customerEmail: typeof input.values.email === "string" ? input.values.email : null,
      successUrl: `${input.origin}${reservationLink(reservation.id, "shopper")}`,
      cancelUrl: `${input.origin}${input.cancelPath}`,
    });
    await db.updateTable("deposit_reservations").set({ checkout_id: checkout.checkoutId }).where("id", "=", reservation.id).execute();
    return checkout.url;
  } catch (error) {
    await db
      .updateTable("deposit_reservations")
      .set({ status: "abandoned", last_error: String(error instanceof Error ? error.message : error).slice(0, 2000) })
      .where("id", "=", reservation.id)
      .execute();
    throw error;
  }
}

async function setCarReserved(db: Kysely<Database>, carId: number, reserved: boolean): Promise<void> {
  const changed = await db
    .updateTable("cars")
    .set({ reserved, updated_at: new Date() })
    .where("id", "=", carId)
    .where("reserved", "=", !reserved)
    .returning("id")
    .executeTakeFirst();
  // The search index is rebuilt from the stock version: search shows RESERVED (or no longer) with it.
  if (changed) await bumpStockVersion(db);
}

/** Another paid reservation, or the car sold, reserved by the dealer or gone from the stock. */
async function carTaken(db: Kysely<Database>, reservation: DepositReservationRow): Promise<boolean> {
  const other = await db
    .selectFrom("deposit_reservations")
    .select("id")
    .where("car_id", "=", reservation.car_id)
    .where("id", "!=", reservation.id)
    .where("status", "in", HOLDING)
    .executeTakeFirst();
  if (other) return true;
  const car = await db.selectFrom("cars").select(["status", "reserved"]).where("id", "=", reservation.car_id).executeTakeFirst();
  return !car || car.status === "sold" || car.reserved;
}

function leadMessageFor(reservation: DepositReservationRow, tenant: Tenant, paymentReference: string, holdUntil: Date): string {
  const shopperNote = typeof reservation.submission.message === "string" ? reservation.submission.message.trim() : "";
  const confirm = siteLink(tenant, reservationLink(reservation.id, "dealer"));
  return [
    ...(shopperNote ? [shopperNote, ""] : []),
    `Deposit of ${dollars(reservation.amount_cents)} paid online (payment reference ${paymentReference}).`,
    `The car is reserved until ${holdUntil.toISOString()}. Confirm the reservation before then: ${confirm}`,
    `Not confirmed in ${RESERVATION_HOLD_HOURS} hours, the reservation ends and the deposit is refunded in full.`,
  ].join("\n");
}

export type PaymentEventOutcome =
  | { status: "duplicate" }
  | { status: "ignored"; reason: string }
  | { status: "held"; reservationId: number; leadId: number }
  | { status: "refund-due"; reservationId: number }
  | { status: "abandoned"; reservationId: number };

/**
 * Acts on a verified provider event, once per event id. Each step is idempotent of itself
 * too (the status moves only from where it was, the lead is keyed to the reservation), so
 * a delivery cut short and retried finishes the work without doing any of it twice; the
 * event is recorded last.
 */
export async function applyPaymentEvent(
  db: Kysely<Database>,
  port: PaymentPort,
  event: PaymentEvent,
  now = new Date(),
): Promise<PaymentEventOutcome> {
  const seen = await db
    .selectFrom("payment_events")
    .select("event_id")
    .where("provider", "=", port.provider)
    .where("event_id", "=", event.eventId)
    .executeTakeFirst();
  if (seen) return { status: "duplicate" };
  const outcome = await actOn(db, port, event, now);
  await db
    .insertInto("payment_events")
    .values({
      provider: port.provider,
      event_id: event.eventId,
      type: event.kind === "other" ? event.type : event.kind,
      reservation_id: "reservationId" in outcome ? outcome.reservationId : null,
      received_at: now,
    })
    .onConflict((conflict) => conflict.columns(["provider", "event_id"]).doNothing())
    .execute();
  return outcome;
}

async function reservationOfCheckout(db: Kysely<Database>, checkoutId: string): Promise<DepositReservationRow | undefined> {
  return db.selectFrom("deposit_reservations").selectAll().where("checkout_id", "=", checkoutId).executeTakeFirst();
}

async function actOn(db: Kysely<Database>, port: PaymentPort, event: PaymentEvent, now: Date): Promise<PaymentEventOutcome> {
  if (event.kind === "other") return { status: "ignored", reason: event.type };
  const reservation = await reservationOfCheckout(db, event.checkoutId);
  if (!reservation) return { status: "ignored", reason: "unknown checkout" };
  if (event.kind === "checkout-expired") {
    await db
      .updateTable("deposit_reservations")
      .set({ status: "abandoned", ended_at: now })
      .where("id", "=", reservation.id)
      .where("status", "=", "awaiting-payment")
      .execute();
    return { status: "abandoned", reservationId: reservation.id };
  }
  return recordPaidDeposit(db, port, reservation, event.paymentReference, now);
}

async function recordPaidDeposit(
  db: Kysely<Database>,
  port: PaymentPort,
  reservation: DepositReservationRow,
  paymentReference: string,
  now: Date,
): Promise<PaymentEventOutcome> {
  const tenant = tenantById(reservation.website_id);
  if (!tenant) return { status: "ignored", reason: "unknown website" };
  const holdUntil = new Date(now.getTime() + HOLD_MS);

  if (reservation.status === "awaiting-payment" || reservation.status === "abandoned") {
    const taken = await db.transaction().execute(async (trx) => {
      const unavailable = await carTaken(trx, reservation);
      const moved = await trx
        .updateTable("deposit_reservations")
        .set(
          unavailable
            ? { status: "refund-due", end_reason: "car-unavailable", payment_reference: paymentReference, paid_at: now, ended_at: now }
            : { status: "held", payment_reference: paymentReference, paid_at: now, hold_until: holdUntil },
        )
        .where("id", "=", reservation.id)
        .where("status", "in", ["awaiting-payment", "abandoned"])
        .returning("id")
        .executeTakeFirst();
      if (moved && !unavailable) await setCarReserved(trx, reservation.car_id, true);
      return unavailable;
    });
    if (taken) logger.warn({ reservationId: reservation.id, carId: reservation.car_id }, "deposit paid for a car no longer available: refunding");
  }

  const current = await db.selectFrom("deposit_reservations").selectAll().where("id", "=", reservation.id).executeTakeFirstOrThrow();
  if (current.status === "awaiting-payment" || current.status === "abandoned") return { status: "ignored", reason: "not paid" };
  const reference = current.payment_reference ?? paymentReference;
  const unavailable = current.end_reason === "car-unavailable";
  const lead = await submitLead(db, {
    tenant,
    submission: {
      form: "reservation",
      values: {
        ...current.submission,
        form_token: `deposit-reservation-${current.id}`,
        message: unavailable
          ? unavailableLeadMessage(current, reference)
          : leadMessageFor(current, tenant, reference, current.hold_until ?? holdUntil),
      },
    } as LeadSubmission,
    // The provider's request is not the shopper's: the page and browser are those of the form.
    request: { ...(current.request_meta as LeadRequestMeta), remoteAddress: null },
    now,
  });
  if (!lead.ok) throw new Error(`Reservation ${current.id}'s lead was refused: ${lead.reason}`);
  if (current.lead_id === null) {
    await db.updateTable("deposit_reservations").set({ lead_id: lead.leadId }).where("id", "=", current.id).execute();
    if (unavailable) await mailOutcome(db, { ...current, lead_id: lead.leadId }, tenant, now);
  }
  if (unavailable) {
    await refundDue(db, port, now);
    return { status: "refund-due", reservationId: current.id };
  }
  return { status: "held", reservationId: current.id, leadId: lead.leadId };
}

function unavailableLeadMessage(reservation: DepositReservationRow, paymentReference: string): string {
  return [
    `Deposit of ${dollars(reservation.amount_cents)} paid online (payment reference ${paymentReference}),`,
    "but the car was no longer available when the payment arrived: the deposit is refunded in full and the shopper told so.",
  ].join(" ");
}

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
async function mailOutcome(db: Kysely<Database>, reservation: DepositReservationRow, tenant: Tenant, now: Date): Promise<void> {
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
 * Refunds what is owed, each through the port under its own idempotency key; one that
 * fails stays refund-due, with its error, for the next run.
 */
export async function refundDue(db: Kysely<Database>, port: PaymentPort, now = new Date()): Promise<number> {
  const due = await db.selectFrom("deposit_reservations").selectAll().where("status", "=", "refund-due").orderBy("id").limit(50).execute();
  let refunded = 0;
  for (const reservation of due) {
    if (!reservation.payment_reference) continue;
    try {
      const refund = await port.refund(reservation.payment_reference, `deposit-refund-${reservation.id}`);
      await db
        .updateTable("deposit_reservations")
        .set({ status: "refunded", refund_reference: refund.refundId, last_error: null })
        .where("id", "=", reservation.id)
        .where("status", "=", "refund-due")
        .execute();
      refunded += 1;
    } catch (error) {
      logger.warn({ reservationId: reservation.id, err: error }, "deposit refund failed; retried on the next run");
      await db
        .updateTable("deposit_reservations")
        .set({ last_error: String(error instanceof Error ? error.message : error).slice(0, 2000) })
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
