import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeStandIn, type StripeStandIn } from "~/adapters/payments/testing/stripe-stand-in";
import { toJsonb } from "~/db/schema";
import { appProcessesOnOneDatabase, serverUrl } from "~/db/testing/app-processes";
import { buildCar } from "~/models/stock/testing/car-rows";
import { insertCars } from "~/models/stock/write.server";

const HOLDS = 40;

describe.runIf(serverUrl)("deposit holds ended by two app processes at once on one PostgreSQL database", () => {
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  afterAll(() => stripe?.close());
  // Every worker runs the expiry job (startServer): each with the same Stripe account.
  const app = appProcessesOnOneDatabase(2, () => ({
    STRIPE_SECRET_KEY: "sk_test_stand_in",
    STRIPE_WEBHOOK_SECRET: "whsec_test_stand_in",
    STRIPE_API_BASE: stripe.apiBase,
  }));

  it("ends each overdue hold once and asks Stripe for each refund once", async () => {
    // One hold a car: a car is held by one deposit at most.
    const cars = await insertCars(
      app.db,
      Array.from({ length: HOLDS }, () => buildCar({ reserved: true })),
    ).then(() => app.db.selectFrom("cars").select(["id", "website_id"]).execute());
    const paidAt = new Date(Date.now() - 50 * 3_600_000);
    await app.db
      .insertInto("deposit_reservations")
      .values(
        cars.map((car, i) => ({
          website_id: car.website_id,
          car_id: car.id,
          status: "held" as const,
          amount_cents: 20_000,
          currency: "aud",
          provider: "stripe",
          checkout_id: `cs_test_${i}`,
          payment_reference: `pi_test_${i}`,
          submission: toJsonb({}),
          request_meta: toJsonb({}),
          paid_at: paidAt,
          hold_until: new Date(paidAt.getTime() + 48 * 3_600_000),
        })),
      )
      .execute();

    const reports = await Promise.all(app.processes.map((each) => each.run("endOverdueHolds")));

    const rows = await app.db.selectFrom("deposit_reservations").select(["id", "status", "refund_reference", "last_error"]).execute();
    const keys = stripe.requests.filter((request) => request.path === "/v1/refunds").map((request) => request.idempotencyKey);
    expect(keys.sort()).toEqual(rows.map((row) => `deposit-refund-${row.id}`).sort());
    expect(rows.every((row) => row.status === "refunded" && row.refund_reference !== null && row.last_error === null)).toBe(true);
    expect(reports.reduce((total, report) => total + report.ended, 0)).toBe(HOLDS);
    expect(reports.reduce((total, report) => total + report.refunded, 0)).toBe(HOLDS);
    expect(await app.db.selectFrom("cars").select("id").where("reserved", "=", true).execute()).toEqual([]);
  });
});
