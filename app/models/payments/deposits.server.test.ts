import { sql } from "kysely";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createStripePayments } from "~/adapters/payments/stripe.server";
import { paidSessionEvent, signedStripeEvent, startStripeStandIn, type StripeStandIn } from "~/adapters/payments/testing/stripe-stand-in";
import type { PaymentPort } from "~/adapters/payments/port";
import type { CarRow } from "~/db/schema";
import { migratedDatabase, testBackends } from "~/db/testing/databases";
import { leadFormData, shopper } from "~/models/leads/testing/forms";
import { leadFormSetup, type LeadFormReply } from "~/pages/leads/lead-action.server";
import { FIRST_NAME_REQUIRED } from "~/models/leads/schemas";
import { buildCar, insertCars } from "~/models/stock/testing/car-rows";
import { readStockVersion } from "~/models/stock/write.server";
import { DEMO_TENANT_SLUG, findTenant } from "~/tenants";
import { EVENT_CLAIM_MS, HOLD_MS } from "./deposits.server";
import { cancelReservation, confirmReservation, endOverdueHolds, findReservation } from "./holds.server";
import { reservationRole } from "./links.server";
import { handleDepositAction } from "~/pages/payments/reserve-action.server";
import { answerPaymentWebhook } from "~/pages/payments/webhook.server";
import { loadContext } from "~/server/testing/load-context";
import { answersAsFormFields } from "~/models/checkout/steps";
import { CONDITION_QUESTIONS } from "~/models/trade-in/condition";

const tenant = findTenant(DEMO_TENANT_SLUG)!;
const WEBHOOK_SECRET = "whsec_test_secret_for_the_stand_in";
const ORIGIN = `https://${tenant.domains[0]}`;
const RESERVE_PATH = "/cars/2021-toyota-corolla-u1/checkout";

function webhookRequest(body: string, headers: Record<string, string>): Request {
  return new Request(`${ORIGIN}/api/payments/stripe`, { method: "POST", body, headers });
}

describe.each(testBackends())("reserve deposits on $kind", (backend) => {
  const database = migratedDatabase(backend);
  let standIn: StripeStandIn;
  let port: PaymentPort;
  let car: CarRow;
  const db = () => database.db;
  const deliverWebhook = (event: ReturnType<typeof paidSessionEvent>, secret = WEBHOOK_SECRET) => {
    const { body, signature } = signedStripeEvent(event, secret);
    return answerPaymentWebhook(webhookRequest(body, { "Content-Type": "application/json", "Stripe-Signature": signature }), async () => db(), port);
  };

  /** The shopper's post of the reserve form: the reservation it made and where it sent the shopper. */
  async function reserve(fields: Record<string, string> = shopper, now = new Date()) {
    const answer = await handleDepositAction({
      request: new Request(`${ORIGIN}${RESERVE_PATH}`, { method: "POST", body: leadFormData(fields) }),
      tenant,
      car: { id: car.id, name: car.name },
      deposit: 200,
      options: leadFormSetup(tenant, "reservation", { car: { id: car.id, location_id: car.location_id, dealership_slug: car.dealership_slug } }).options,
      port,
      origin: ORIGIN,
      context: loadContext(),
      reservePath: RESERVE_PATH,
      db: db(),
      now,
    });
    return answer;
  }

  /** A reservation whose deposit was just paid (its paid_at is the clock the hold runs on). */
  async function paidReservation() {
    const answer = await reserve(shopper);
    if (!(answer instanceof Response)) throw new Error(`Expected the redirect to pay, got ${JSON.stringify(answer)}`);
    const reservation = await db().selectFrom("deposit_reservations").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    const response = await deliverWebhook(paidSessionEvent(`evt_paid_${reservation.id}`, reservation.checkout_id!, reservation.id));
    expect(response.status).toBe(200);
    return (await findReservation(db(), tenant.id, reservation.id))!;
  }

  const carReserved = async () => (await db().selectFrom("cars").select("reserved").where("id", "=", car.id).executeTakeFirstOrThrow()).reserved;
  const outbox = () => db().selectFrom("outbox").selectAll().orderBy("id").execute();

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    port = createStripePayments({ secretKey: "sk_test_stand_in", webhookSecret: WEBHOOK_SECRET, apiBase: standIn.apiBase });
  });
  afterAll(() => standIn?.close());
  beforeEach(async () => {
    for (const table of ["payment_events", "deposit_reservations", "outbox", "leads", "cars"] as const) await db().deleteFrom(table).execute();
    standIn.requests.length = 0;
    standIn.failRefunds(null);
    const dealership = tenant.dealerships[0]!;
    [car] = (await insertCars(db(), [
      buildCar({
        website_id: tenant.id,
        dealership_slug: dealership.slug,
        dealership_id: dealership.id,
        location_id: tenant.locations[0]!.id,
        slug: "2021-toyota-corolla-u1",
        name: "2021 Toyota Corolla Ascent Sport",
        car_type: "used",
      }),
    ])) as [CarRow];
  });
  afterEach(() => standIn.failRefunds(null));

  it("opens a Stripe Checkout Session for the deposit and sends the shopper to it, back to the site's own host", async () => {
    const answer = await reserve();
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_standin_\d+$/);

    const [call] = standIn.requests;
    expect(call?.path).toBe("/v1/checkout/sessions");
    expect(call?.form.get("mode")).toBe("payment");
    expect(call?.form.get("line_items[0][price_data][unit_amount]")).toBe("20000");
    expect(call?.form.get("line_items[0][price_data][currency]")).toBe("aud");
    expect(call?.form.get("customer_email")).toBe(shopper.email);
    const reservation = await db().selectFrom("deposit_reservations").selectAll().executeTakeFirstOrThrow();
    expect(call?.idempotencyKey).toBe(`deposit-checkout-${reservation.id}`);
    expect(call?.form.get("cancel_url")).toBe(`${ORIGIN}${RESERVE_PATH}`);
    const success = new URL(call!.form.get("success_url")!);
    expect(success.origin).toBe(ORIGIN);
    expect(reservationRole(reservation.id, success.searchParams.get("token"))).toBe("shopper");
    expect(reservation).toMatchObject({ status: "awaiting-payment", amount_cents: 20_000, checkout_id: expect.stringMatching(/^cs_test_/) });
    // Nothing reaches the dealer before the deposit does.
    expect(await outbox()).toEqual([]);
  });

  it("answers a form with mistakes field by field, and opens no checkout", async () => {
    const answer = await reserve({ ...shopper, name: "" });
    expect(answer).not.toBeInstanceOf(Response);
    const { data: reply, init } = answer as { data: LeadFormReply; init?: ResponseInit };
    expect(init?.status).toBe(400);
    expect(reply.error?.name).toEqual([FIRST_NAME_REQUIRED]);
    expect(standIn.requests).toEqual([]);
  });

  it("on the paid webhook: holds the car 48 hours, shows it RESERVED in search, and sends the dealer the lead with the payment reference", async () => {
    const before = await readStockVersion(db());
    const reservation = await paidReservation();
    expect(reservation).toMatchObject({ status: "held", payment_reference: "pi_test_standin" });
    expect(reservation.hold_until!.getTime() - reservation.paid_at!.getTime()).toBe(HOLD_MS);
    expect(await carReserved()).toBe(true);
    expect((await readStockVersion(db()))!.version).toBeGreaterThan(before?.version ?? 0);

    const lead = await db().selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ id: reservation.lead_id, form: "reservation", car_id: car.id });
    const dealerMail = (await outbox()).filter((row) => row.kind === "lead-email");
    expect(dealerMail.length).toBeGreaterThan(0);
    for (const mail of dealerMail) {
      const text = `${mail.body}\n${mail.attachment ?? ""}`;
      expect(text).toContain("pi_test_standin");
      expect(text).toMatch(/\/reservations\/\d+\?token=d\./);
    }
    expect(dealerMail.some((mail) => (mail.attachment ?? mail.body).includes("<adf>"))).toBe(true);
  });

  it("takes the online purchase's deposit the same way: the Online Purchase lead, with the journey's answers and trade-in estimate, goes once paid", async () => {
    const journeyPath = `/checkout-journey?car_id=${car.slug}&step=review`;
    const tradeIn = answersAsFormFields({
      "trade-in": {
        hasTradeIn: "yes",
        rego: "ABC123",
        regoState: "VIC",
        tradeInYear: 2023,
        tradeInMake: "Toyota",
        tradeInModel: "Corolla",
        tradeInKm: 60_000,
        adjustmentAnswers: CONDITION_QUESTIONS.map((question) => ({ id: question.id, answer: question.options[0]!.value })),
        valuation: { kind: "estimate", low: 17_100, high: 18_900, comparables: 12, basis: "model" },
      },
    });
    const answers = { ...shopper, ...tradeIn, paymentMethod: "cash", handover: "pick-up", location: String(tenant.locations[0]!.id) };
    const answer = await handleDepositAction({
      request: new Request(`${ORIGIN}${journeyPath}`, { method: "POST", body: leadFormData({ terms_agreed: "on" }) }),
      tenant,
      form: "online-purchase",
      routeValues: answers,
      car: { id: car.id, name: car.name },
      deposit: 200,
      options: leadFormSetup(tenant, "online-purchase", { car }).options,
      port,
      origin: ORIGIN,
      context: loadContext(),
      reservePath: journeyPath,
      db: db(),
    });
    expect(answer).toBeInstanceOf(Response);
    expect(standIn.requests[0]?.form.get("cancel_url")).toBe(`${ORIGIN}${journeyPath}`);
    const reservation = await db().selectFrom("deposit_reservations").selectAll().executeTakeFirstOrThrow();
    expect(reservation.lead_form).toBe("online-purchase");
    expect(await outbox()).toEqual([]);

    await deliverWebhook(paidSessionEvent(`evt_paid_${reservation.id}`, reservation.checkout_id!, reservation.id));
    const lead = await db().selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ form: "online-purchase", category: "Online Purchase", car_id: car.id });
    expect(lead.payload).toMatchObject({ paymentMethod: "cash", handover: "pick-up", tradeInEstimate: { low: 17_100, high: 18_900 } });
    const [mail] = (await outbox()).filter((row) => row.kind === "lead-email");
    expect(mail!.body).toContain("Payment: Cash");
    expect(`${mail!.body}\n${mail!.attachment ?? ""}`).toContain("pi_test_standin");
  });

  it("delivers a webhook sent twice once: one lead, one set of mail", async () => {
    const reservation = await paidReservation();
    const mailBefore = (await outbox()).length;
    const replay = await deliverWebhook(paidSessionEvent(`evt_paid_${reservation.id}`, reservation.checkout_id!, reservation.id));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ message: "duplicate" });
    // The same payment told again under a new event id finds the reservation already held.
    const again = await deliverWebhook(paidSessionEvent("evt_other_delivery", reservation.checkout_id!, reservation.id));
    expect(again.status).toBe(200);
    expect(await db().selectFrom("leads").select("id").execute()).toHaveLength(1);
    expect(await outbox()).toHaveLength(mailBefore);
  });

  it("refuses a wrong signature (400), a signed body that is not an event (400) and a body that is not JSON (415), acting on none", async () => {
    const answer = await reserve();
    expect(answer).toBeInstanceOf(Response);
    const reservation = await db().selectFrom("deposit_reservations").selectAll().executeTakeFirstOrThrow();
    const event = paidSessionEvent("evt_forged", reservation.checkout_id!, reservation.id);
    expect((await deliverWebhook(event, "whsec_someone_else_entirely")).status).toBe(400);

    const { body, signature } = signedStripeEvent(event, WEBHOOK_SECRET);
    const unsigned = await answerPaymentWebhook(webhookRequest(body, { "Content-Type": "application/json" }), async () => db(), port);
    expect(unsigned.status).toBe(400);
    const tampered = await answerPaymentWebhook(
      webhookRequest(body.replace("pi_test_standin", "pi_test_tampered"), { "Content-Type": "application/json", "Stripe-Signature": signature }),
      async () => db(),
      port,
    );
    expect(tampered.status).toBe(400);
    // A 503 here would have the provider retry it for days.
    const notAnEvent = await answerPaymentWebhook(
      webhookRequest("[]", {
        "Content-Type": "application/json",
        "Stripe-Signature": new Stripe("sk_test_signing_only").webhooks.generateTestHeaderString({ payload: "[]", secret: WEBHOOK_SECRET }),
      }),
      async () => db(),
      port,
    );
    expect(notAnEvent.status).toBe(400);
    const form = await answerPaymentWebhook(
      webhookRequest("a=1", { "Content-Type": "application/x-www-form-urlencoded", "Stripe-Signature": signature }),
      async () => db(),
      port,
    );
    expect(form.status).toBe(415);
    expect((await findReservation(db(), tenant.id, reservation.id))?.status).toBe("awaiting-payment");
    expect(await db().selectFrom("payment_events").select("event_id").execute()).toEqual([]);
  });

  it("ends a hold the dealer did not confirm in 48 hours: the car is free, the deposit refunded, both sides mailed", async () => {
    const reservation = await paidReservation();
    const paidAt = reservation.paid_at!;
    // A minute before the 48 hours nothing ends.
    expect(await endOverdueHolds(db(), port, new Date(paidAt.getTime() + HOLD_MS - 60_000))).toEqual({ ended: 0, refunded: 0 });
    expect(await carReserved()).toBe(true);

    expect(await endOverdueHolds(db(), port, new Date(paidAt.getTime() + HOLD_MS))).toEqual({ ended: 1, refunded: 1 });
    const ended = await findReservation(db(), tenant.id, reservation.id);
    expect(ended).toMatchObject({ status: "refunded", end_reason: "not-confirmed", refund_reference: expect.stringMatching(/^re_standin_/) });
    expect(await carReserved()).toBe(false);
    const refund = standIn.requests.find((call) => call.path === "/v1/refunds");
    expect(refund?.form.get("payment_intent")).toBe("pi_test_standin");
    expect(refund?.idempotencyKey).toBe(`deposit-refund-${reservation.id}`);

    const outcome = (await outbox()).filter((row) => row.kind === "reservation-outcome");
    expect(outcome.map((row) => row.recipient)).toContain(shopper.email);
    expect(outcome.length).toBeGreaterThan(1);
    expect(outcome[0]?.subject).toBe(`Reservation ended: ${car.name}`);
    expect(outcome[0]?.body).toContain("not confirmed within 48 hours");
    // A second run finds nothing more to do.
    expect(await endOverdueHolds(db(), port, new Date(paidAt.getTime() + HOLD_MS * 2))).toEqual({ ended: 0, refunded: 0 });
  });

  it("keeps a refund that failed owed, and pays it on a later run", async () => {
    const reservation = await paidReservation();
    const paidAt = reservation.paid_at!;
    standIn.failRefunds(400);
    expect(await endOverdueHolds(db(), port, new Date(paidAt.getTime() + HOLD_MS))).toEqual({ ended: 1, refunded: 0 });
    expect(await findReservation(db(), tenant.id, reservation.id)).toMatchObject({ status: "refund-due", last_error: expect.any(String) });
    standIn.failRefunds(null);
    expect(await endOverdueHolds(db(), port, new Date(paidAt.getTime() + HOLD_MS + 60_000))).toEqual({ ended: 0, refunded: 1 });
    expect((await findReservation(db(), tenant.id, reservation.id))?.status).toBe("refunded");
  });

  it("a dealer's confirmation keeps the car reserved past 48 hours and mails the confirmation", async () => {
    const reservation = await paidReservation();
    const paidAt = reservation.paid_at!;
    expect(await confirmReservation(db(), reservation, new Date(paidAt.getTime() + 60_000))).toBe(true);
    expect(await endOverdueHolds(db(), port, new Date(paidAt.getTime() + HOLD_MS * 3))).toEqual({ ended: 0, refunded: 0 });
    expect(await carReserved()).toBe(true);
    const outcome = (await outbox()).filter((row) => row.kind === "reservation-outcome");
    expect(outcome[0]?.subject).toBe(`Reservation confirmed: ${car.name}`);
    expect(standIn.requests.some((call) => call.path === "/v1/refunds")).toBe(false);
  });

  it("a confirmation after the 48 hours changes nothing", async () => {
    const reservation = await paidReservation();
    const paidAt = reservation.paid_at!;
    expect(await confirmReservation(db(), reservation, new Date(paidAt.getTime() + HOLD_MS + 1))).toBe(false);
  });

  it("the shopper's cancellation ends the hold and refunds at once", async () => {
    const reservation = await paidReservation();
    expect(await cancelReservation(db(), port, reservation)).toBe(true);
    expect(await findReservation(db(), tenant.id, reservation.id)).toMatchObject({ status: "refunded", end_reason: "shopper-cancelled" });
    expect(await carReserved()).toBe(false);
    const outcome = (await outbox()).filter((row) => row.kind === "reservation-outcome");
    expect(outcome[0]?.body).toContain("cancelled by the shopper");
    // Cancelling again does nothing more.
    expect(await cancelReservation(db(), port, reservation)).toBe(false);
  });

  it("two deposits for one car paid at the same moment: one holds it, the later payer is refunded", async () => {
    await reserve();
    await reserve();
    const [first, second] = await db().selectFrom("deposit_reservations").selectAll().orderBy("id").execute();
    const answers = await Promise.all([
      deliverWebhook(paidSessionEvent("evt_paid_a", first!.checkout_id!, first!.id, "pi_test_a")),
      deliverWebhook(paidSessionEvent("evt_paid_b", second!.checkout_id!, second!.id, "pi_test_b")),
    ]);
    expect((await Promise.all(answers.map((answer) => answer.json()))).map((body) => body.message).sort()).toEqual(["held", "refund-due"]);

    const rows = await db().selectFrom("deposit_reservations").select(["status", "end_reason", "payment_reference"]).execute();
    const held = rows.filter((row) => row.status === "held");
    const refunded = rows.filter((row) => row.status === "refunded");
    expect(held).toHaveLength(1);
    expect(refunded).toEqual([{ status: "refunded", end_reason: "car-unavailable", payment_reference: expect.any(String) }]);
    const refunds = standIn.requests.filter((call) => call.path === "/v1/refunds");
    expect(refunds.map((call) => call.form.get("payment_intent"))).toEqual([refunded[0]!.payment_reference]);
    expect(await carReserved()).toBe(true);
  });

  it("acts once on one event delivered ten times at the same moment; the others are told it is a duplicate or to retry", async () => {
    await reserve();
    const reservation = await db().selectFrom("deposit_reservations").selectAll().executeTakeFirstOrThrow();
    const event = paidSessionEvent(`evt_paid_${reservation.id}`, reservation.checkout_id!, reservation.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliverWebhook(event)));
    const told = await Promise.all(answers.map(async (answer) => `${answer.status} ${(await answer.json()).message}`));

    expect(told.filter((each) => each === "200 held")).toHaveLength(1);
    expect(told.filter((each) => each !== "200 held" && each !== "200 duplicate" && !each.startsWith("409 "))).toEqual([]);
    expect(await db().selectFrom("payment_events").select(["event_id", "processed_at"]).execute()).toEqual([
      { event_id: event.id, processed_at: expect.any(Date) },
    ]);
    expect(await db().selectFrom("leads").select("id").execute()).toHaveLength(1);
    // Once acted on, a delivery is a duplicate.
    expect(await (await deliverWebhook(event)).json()).toEqual({ message: "duplicate" });
  });

  it("a delivery that fails gives its claim on the event back, so Stripe's retry acts on it", async () => {
    await reserve();
    const reservation = await db().selectFrom("deposit_reservations").selectAll().executeTakeFirstOrThrow();
    const event = paidSessionEvent(`evt_paid_${reservation.id}`, reservation.checkout_id!, reservation.id);
    // The lead cannot be stored: the database fails part-way through the work.
    await sql`alter table leads rename to leads_away`.execute(db());
    try {
      expect((await deliverWebhook(event)).status).toBe(503);
    } finally {
      await sql`alter table leads_away rename to leads`.execute(db());
    }
    expect(await db().selectFrom("payment_events").select("event_id").execute()).toEqual([]);

    const retry = await deliverWebhook(event);
    expect(await retry.json()).toEqual({ message: "held" });
    expect(await db().selectFrom("leads").select("id").execute()).toHaveLength(1);
  });

  it("takes over a claim left by a delivery whose process died, once the claim has lapsed", async () => {
    await reserve();
    const reservation = await db().selectFrom("deposit_reservations").selectAll().executeTakeFirstOrThrow();
    const event = paidSessionEvent(`evt_paid_${reservation.id}`, reservation.checkout_id!, reservation.id);
    const claimedAt = (msAgo: number) =>
      db()
        .updateTable("payment_events")
        .set({ received_at: new Date(Date.now() - msAgo) })
        .where("event_id", "=", event.id)
        .execute();
    await db()
      .insertInto("payment_events")
      .values({ provider: "stripe", event_id: event.id, type: "deposit-paid", reservation_id: null, received_at: new Date() })
      .execute();

    await claimedAt(EVENT_CLAIM_MS - 60_000);
    expect((await deliverWebhook(event)).status).toBe(409);
    await claimedAt(EVENT_CLAIM_MS + 1_000);
    expect(await (await deliverWebhook(event)).json()).toEqual({ message: "held" });
    expect((await findReservation(db(), tenant.id, reservation.id))?.status).toBe("held");
  });

  it("refunds a deposit paid for a car someone else reserved meanwhile, and tells both sides", async () => {
    await reserve();
    const first = await db().selectFrom("deposit_reservations").selectAll().executeTakeFirstOrThrow();
    await paidReservation();
    const response = await deliverWebhook(paidSessionEvent("evt_late", first.checkout_id!, first.id, "pi_test_late"));
    expect(response.status).toBe(200);
    expect(await findReservation(db(), tenant.id, first.id)).toMatchObject({ status: "refunded", end_reason: "car-unavailable" });
    expect(await carReserved()).toBe(true);
    const outcome = (await outbox()).filter((row) => row.kind === "reservation-outcome");
    expect(outcome.some((row) => row.body.includes("no longer available"))).toBe(true);
  });
});
