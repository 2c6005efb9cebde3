import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createStripePayments } from "~/adapters/payments/stripe.server";
import { paidSessionEvent, signedStripeEvent, startStripeStandIn, type StripeStandIn } from "~/adapters/payments/testing/stripe-stand-in";
import type { CarRow } from "~/db/schema";
import { appProcessesOnOneDatabase, serverUrl } from "~/db/testing/app-processes";
import { leadFormSetup } from "~/pages/leads/lead-action.server";
import { parsedLead, shopper } from "~/models/leads/testing/forms";
import { buildTenantCar, insertCars } from "~/models/stock/testing/car-rows";
import { DEMO_TENANT_SLUG, findTenant } from "~/tenants";
import { startDepositCheckout } from "./deposits.server";

const tenant = findTenant(DEMO_TENANT_SLUG)!;
const WEBHOOK_SECRET = "whsec_test_stand_in";
const CARS = 10;
const DELIVERIES = 10;

describe.runIf(serverUrl)("Stripe webhooks delivered to two app processes at once on one PostgreSQL database", () => {
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  afterAll(() => stripe?.close());
  // Two cluster workers (WEB_CONCURRENCY=2) behind one webhook address, as Stripe reaches them.
  const app = appProcessesOnOneDatabase(2, () => ({
    STRIPE_SECRET_KEY: "sk_test_stand_in",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.apiBase,
  }));
  beforeEach(async () => {
    for (const table of ["payment_events", "deposit_reservations", "outbox", "leads", "cars"] as const) await app.db.deleteFrom(table).execute();
    stripe.requests.length = 0;
  });

  /** A reservation of the car waiting for its deposit, as the reserve page's post leaves it. */
  async function awaitingDeposit(car: CarRow) {
    const port = createStripePayments({ secretKey: "sk_test_stand_in", webhookSecret: WEBHOOK_SECRET, apiBase: stripe.apiBase });
    const options = leadFormSetup(tenant, "reservation", { car }).options;
    await startDepositCheckout(app.db, port, {
      tenant,
      car,
      amountCents: 20_000,
      values: parsedLead("reservation", { ...shopper, car_id: String(car.id) }, options).values,
      request: { url: `https://${tenant.domains[0]}/cars/${car.slug}/checkout`, userAgent: "test", remoteAddress: "203.0.113.7" },
      origin: `https://${tenant.domains[0]}`,
      cancelPath: `/cars/${car.slug}/checkout`,
    });
    return app.db.selectFrom("deposit_reservations").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
  }

  const deliver = (processIndex: number, event: ReturnType<typeof paidSessionEvent>) =>
    app.processes[processIndex]!.run("deliverPaymentWebhook", signedStripeEvent(event, WEBHOOK_SECRET));

  it("two deposits for one car paid at the same moment, one to each process: one holds the car, the later payer is refunded", async () => {
    const cars = (await insertCars(
      app.db,
      Array.from({ length: CARS }, () => buildTenantCar(tenant)),
    )) as CarRow[];
    const pairs = [];
    for (const car of cars) pairs.push([await awaitingDeposit(car), await awaitingDeposit(car)] as const);

    const answers = await Promise.all(
      pairs.flatMap((pair) =>
        pair.map((reservation, index) =>
          deliver(index, paidSessionEvent(`evt_paid_${reservation.id}`, reservation.checkout_id!, reservation.id, `pi_test_${reservation.id}`)),
        ),
      ),
    );

    expect(answers.filter((answer) => answer.message === "held")).toHaveLength(CARS);
    expect(answers.filter((answer) => answer.message === "refund-due")).toHaveLength(CARS);
    const rows = await app.db.selectFrom("deposit_reservations").select(["id", "car_id", "status", "end_reason"]).execute();
    for (const car of cars) {
      const ofCar = rows.filter((row) => row.car_id === car.id);
      expect(ofCar.map((row) => `${row.status} ${row.end_reason ?? ""}`.trim()).sort()).toEqual(["held", "refunded car-unavailable"]);
    }
    const refunded = rows.filter((row) => row.status === "refunded").map((row) => `pi_test_${row.id}`);
    const asked = stripe.requests.filter((request) => request.path === "/v1/refunds").map((request) => request.form.get("payment_intent"));
    expect(asked.sort()).toEqual(refunded.sort());
    expect(await app.db.selectFrom("cars").select("reserved").where("reserved", "=", false).execute()).toEqual([]);
  });

  it("acts once on one event delivered ten times at the same moment across the processes", async () => {
    const [car] = (await insertCars(app.db, [buildTenantCar(tenant)])) as CarRow[];
    const reservation = await awaitingDeposit(car!);
    const event = paidSessionEvent(`evt_paid_${reservation.id}`, reservation.checkout_id!, reservation.id);

    const answers = await Promise.all(Array.from({ length: DELIVERIES }, (_, i) => deliver(i % 2, event)));

    const told = answers.map((answer) => `${answer.status} ${answer.message}`);
    expect(told.filter((each) => each === "200 held")).toHaveLength(1);
    expect(told.filter((each) => each !== "200 held" && each !== "200 duplicate" && !each.startsWith("409 "))).toEqual([]);
    expect(await app.db.selectFrom("leads").select("id").execute()).toHaveLength(1);
    expect(await app.db.selectFrom("payment_events").select("event_id").execute()).toEqual([{ event_id: event.id }]);
  });
});
