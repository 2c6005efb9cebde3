import type { Kysely } from "kysely";
import type { PaymentEvent, PaymentPort } from "~/adapters/payments/port";
import { toJsonb, type Database, type DepositReservationRow } from "~/db/schema";
import { logger } from "~/logger.server";
import { submitLead, type LeadRequestMeta } from "~/models/leads/leads.server";
import { RESERVATION_HOLD_HOURS } from "~/models/leads/reservation";
import type { LeadForm, LeadSubmission } from "~/models/leads/schemas";
import type { Tenant } from "~/tenants/schema";
import { mailOutcome, refundDue } from "./holds.server";
import { reservationLink } from "./links.server";
import { abandonInvoiceCheckout, recordPaidInvoice, type InvoiceEventOutcome } from "./online-payments.server";
import { dollars, HOLDING, setCarReserved, siteLink, tenantById } from "./reservation-records.server";

/*
 * The reserve deposit's life (vehicle-page §9 "Reserve deposit default $200 ...,
 * held 48 hours, fully refundable"): awaiting-payment while the shopper is on the payment
 * page; held once the provider says paid (the car shows RESERVED, the dealer gets the lead
 * with the payment reference); confirmed by the dealer within the hold, or ended (not
 * confirmed, cancelled by the shopper, the car gone meanwhile) and refunded. This file takes
 * the payment; holds.server.ts ends the hold.
 */

export const HOLD_MS = RESERVATION_HOLD_HOURS * 60 * 60 * 1000;
export const DEPOSIT_CURRENCY = "aud";

export interface StartDepositInput {
  tenant: Tenant;
  car: { id: number; name: string };
  amountCents: number;
  /** The lead form's validated values, sent as the lead once paid. */
  values: Record<string, unknown>;
  /** Which lead form they are: the reserve page's reservation, or the journey's online purchase. */
  form?: LeadForm;
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
      lead_form: input.form ?? "reservation",
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
  /** Another delivery of the event is acting on it: asked to retry, as that one may yet fail. */
  | { status: "in-progress" }
  | { status: "ignored"; reason: string }
  | { status: "held"; reservationId: number; leadId: number }
  | { status: "refund-due"; reservationId: number }
  | { status: "abandoned"; reservationId: number }
  | { status: "invoice-abandoned"; onlinePaymentId: number }
  | InvoiceEventOutcome;

/**
 * A claim on an event lapses after this long without its work done (its process died), so
 * the provider's retry can take it over; the longest work, a refund with the client's own
 * retries, takes about a minute.
 */
export const EVENT_CLAIM_MS = 5 * 60 * 1000;

/**
 * Claims the event for this delivery by inserting its id first: of deliveries arriving at
 * the same moment the key lets one through (a check and then an insert let two act).
 */
async function claimEvent(
  db: Kysely<Database>,
  provider: string,
  event: PaymentEvent,
  now: Date,
): Promise<"claimed" | "duplicate" | "in-progress"> {
  const inserted = await db
    .insertInto("payment_events")
    .values({ provider, event_id: event.eventId, type: event.kind === "other" ? event.type : event.kind, reservation_id: null, received_at: now })
    .onConflict((conflict) => conflict.columns(["provider", "event_id"]).doNothing())
    .returning("event_id")
    .executeTakeFirst();
  if (inserted) return "claimed";
  const takenOver = await db
    .updateTable("payment_events")
    .set({ received_at: now })
    .where("provider", "=", provider)
    .where("event_id", "=", event.eventId)
    .where("processed_at", "is", null)
    .where("received_at", "<=", new Date(now.getTime() - EVENT_CLAIM_MS))
    .returning("event_id")
    .executeTakeFirst();
  if (takenOver) return "claimed";
  const kept = await db
    .selectFrom("payment_events")
    .select("processed_at")
    .where("provider", "=", provider)
    .where("event_id", "=", event.eventId)
    .executeTakeFirst();
  return kept?.processed_at ? "duplicate" : "in-progress";
}

/**
 * Acts on a verified provider event, once per event id: the delivery that claims it acts,
 * the others answer "duplicate" once it is done (and "in-progress" before, so the provider
 * retries them should this one fail). Each step is idempotent of itself too (the status
 * moves only from where it was, the lead is keyed to the reservation), so a delivery cut
 * short is finished by a retry without doing any of it twice: a failure gives the claim
 * back, and a claim whose process died lapses after EVENT_CLAIM_MS.
 */
export async function applyPaymentEvent(
  db: Kysely<Database>,
  port: PaymentPort,
  event: PaymentEvent,
  now = new Date(),
): Promise<PaymentEventOutcome> {
  const claim = await claimEvent(db, port.provider, event, now);
  if (claim !== "claimed") return { status: claim };
  let outcome: PaymentEventOutcome;
  try {
    outcome = await actOn(db, port, event, now);
  } catch (error) {
    await db
      .deleteFrom("payment_events")
      .where("provider", "=", port.provider)
      .where("event_id", "=", event.eventId)
      .where("processed_at", "is", null)
      .execute();
    throw error;
  }
  await db
    .updateTable("payment_events")
    .set({
      processed_at: now,
      reservation_id: "reservationId" in outcome ? outcome.reservationId : null,
      online_payment_id: "onlinePaymentId" in outcome ? outcome.onlinePaymentId : null,
    })
    .where("provider", "=", port.provider)
    .where("event_id", "=", event.eventId)
    .execute();
  return outcome;
}

async function reservationOfCheckout(db: Kysely<Database>, checkoutId: string): Promise<DepositReservationRow | undefined> {
  return db.selectFrom("deposit_reservations").selectAll().where("checkout_id", "=", checkoutId).executeTakeFirst();
}

async function actOn(db: Kysely<Database>, port: PaymentPort, event: PaymentEvent, now: Date): Promise<PaymentEventOutcome> {
  if (event.kind === "other") return { status: "ignored", reason: event.type };
  if (event.kind === "invoice-paid") return recordPaidInvoice(db, event.checkoutId, event.paymentReference, now);
  const reservation = await reservationOfCheckout(db, event.checkoutId);
  if (!reservation) {
    const invoice = event.kind === "checkout-expired" ? await abandonInvoiceCheckout(db, event.checkoutId) : null;
    return invoice ? { status: "invoice-abandoned", onlinePaymentId: invoice } : { status: "ignored", reason: "unknown checkout" };
  }
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
      // The car's row first: two deposits for one car paid at the same moment take turns here,
      // and the later one's check, read after the wait, sees the earlier one's hold.
      await trx.selectFrom("cars").select("id").where("id", "=", reservation.car_id).forUpdate().execute();
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
      form: current.lead_form,
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

