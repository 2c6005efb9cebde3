import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migratedDatabase, testBackends } from "~/db/testing/databases";
import { buildCar, insertCars } from "~/models/stock/testing/car-rows";
import { TenantSchema } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import { logPhoneReveal, PHONE_REVEAL_LIMIT, TOO_MANY_REVEALS } from "./reveals.server";

const tenant = TenantSchema.parse(tenantInput({ slug: "test-motors", id: 7 }));
const otherTenant = TenantSchema.parse(tenantInput({ slug: "other-motors", id: 8 }));
const dealershipId = tenant.dealerships[0]!.id;

describe.each(testBackends())("phone reveal log on $kind", (backend) => {
  const database = migratedDatabase(backend);
  let ourCarId: number;
  let theirCarId: number;

  beforeAll(async () => {
    const [ours, theirs] = await insertCars(database.db, [
      buildCar({ website_id: tenant.id, dealership_slug: tenant.slug, dealership_id: dealershipId }),
      buildCar({
        website_id: otherTenant.id,
        dealership_slug: otherTenant.slug,
        dealership_id: otherTenant.dealerships[0]!.id,
      }),
    ]);
    ourCarId = ours!.id;
    theirCarId = theirs!.id;
  });
  beforeEach(() => database.db.deleteFrom("phone_reveals").execute());

  const storedReveals = () => database.db.selectFrom("phone_reveals").selectAll().execute();

  it("stores one row with car_id, dealership_id and website_id (search-journey §7)", async () => {
    const outcome = await logPhoneReveal(database.db, tenant, {
      carId: ourCarId,
      dealershipId,
      pagePath: "/cars/2021-toyota-corolla",
      userAgent: "Mozilla/5.0",
      remoteAddress: "203.0.113.7",
    });

    expect(outcome.ok).toBe(true);
    const rows = await storedReveals();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      website_id: 7,
      car_id: ourCarId,
      dealership_id: dealershipId,
      page_url: "/cars/2021-toyota-corolla",
      user_agent: "Mozilla/5.0",
      client_key: "203.0.113.7",
    });
    expect(rows[0]!.created_at).toBeInstanceOf(Date);
  });

  it("takes the dealership from the car when the form did not say", async () => {
    await logPhoneReveal(database.db, tenant, { carId: ourCarId, remoteAddress: null });
    const [row] = await storedReveals();
    expect(row).toMatchObject({ car_id: ourCarId, dealership_id: dealershipId, page_url: null, user_agent: null });
  });

  it("logs a site-wide number with the website only", async () => {
    await logPhoneReveal(database.db, tenant, { pagePath: "/", remoteAddress: null });
    const [row] = await storedReveals();
    expect(row).toMatchObject({ website_id: 7, car_id: null, dealership_id: null });
  });

  it("refuses a car of another tenant and stores nothing", async () => {
    const outcome = await logPhoneReveal(database.db, tenant, { carId: theirCarId, remoteAddress: null });
    expect(outcome).toEqual({ ok: false, reason: "not-this-website", message: `Car ${theirCarId} is not listed on this website.` });
    expect(await storedReveals()).toEqual([]);
  });

  it("refuses a dealership that is not the tenant's", async () => {
    const outcome = await logPhoneReveal(database.db, tenant, { dealershipId: otherTenant.dealerships[0]!.id, remoteAddress: null });
    expect(outcome.ok).toBe(false);
    expect(await storedReveals()).toEqual([]);
  });

  it("keeps an overlong user agent to 256 characters and a page to 500", async () => {
    await logPhoneReveal(database.db, tenant, { userAgent: "x".repeat(5000), pagePath: `/${"y".repeat(5000)}`, remoteAddress: null });
    const [row] = await storedReveals();
    expect(row!.user_agent).toHaveLength(256);
    expect(row!.page_url).toHaveLength(500);
  });

  it(`logs ${PHONE_REVEAL_LIMIT.perClient} reveals in 10 minutes from one client, an IPv6 /64 counted as one, then refuses`, async () => {
    const at = new Date("2026-03-01T10:00:00Z");
    const reveal = (address: string, now = at) => logPhoneReveal(database.db, tenant, { carId: ourCarId, remoteAddress: address, now });
    const outcomes = await Promise.all(
      Array.from({ length: PHONE_REVEAL_LIMIT.perClient + 5 }, (_, i) => reveal(`2001:db8:9:1::${(i + 1).toString(16)}`)),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(PHONE_REVEAL_LIMIT.perClient);
    expect(outcomes.find((outcome) => !outcome.ok)).toEqual({ ok: false, reason: "rate-limited", message: TOO_MANY_REVEALS });
    expect(await storedReveals()).toHaveLength(PHONE_REVEAL_LIMIT.perClient);
    expect((await reveal("2001:db8:9:2::1")).ok).toBe(true);
    expect((await reveal("2001:db8:9:1::1", new Date(at.getTime() + PHONE_REVEAL_LIMIT.windowMs + 1000))).ok).toBe(true);
  });
});
