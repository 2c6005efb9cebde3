import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migratedDatabase, testBackends } from "~/db/testing/databases";
import { findOrCreateUser } from "~/models/auth/sign-in-codes.server";
import { buildCar, insertCars } from "~/models/stock/testing/car-rows";
import { TenantSchema } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import { SOLD_CAR_MESSAGE } from "./watchlist";
import { listWatchlist, removeFromWatchlist, saveToWatchlist } from "./watchlist.server";

const tenant = TenantSchema.parse(tenantInput({ slug: "test-motors", id: 7 }));
const otherTenant = TenantSchema.parse(tenantInput({ slug: "other-motors", id: 8 }));

describe.each(testBackends())("the server watchlist on $kind", (backend) => {
  const database = migratedDatabase(backend);
  let userId: number;
  let inStock: { id: number; name: string };
  let sold: { id: number; name: string };
  let theirs: { id: number };

  beforeAll(async () => {
    const dealer = { website_id: tenant.id, dealership_slug: tenant.slug, dealership_id: tenant.dealerships[0]!.id };
    const [a, b, c] = await insertCars(database.db, [
      buildCar({ ...dealer, status: "in_stock" }),
      buildCar({ ...dealer, status: "sold", sold_at: new Date() }),
      buildCar({
        website_id: otherTenant.id,
        dealership_slug: otherTenant.slug,
        dealership_id: otherTenant.dealerships[0]!.id,
      }),
    ]);
    inStock = a!;
    sold = b!;
    theirs = c!;
    userId = (await findOrCreateUser(database.db, tenant.id, "+61412345678")).id;
  });
  beforeEach(() => database.db.deleteFrom("watchlist").execute());

  it("saves a car and lists it", async () => {
    const outcome = await saveToWatchlist(database.db, tenant, userId, inStock.id);
    expect(outcome).toEqual({ ok: true, car: { id: inStock.id, name: inStock.name }, changed: true });
    expect(await listWatchlist(database.db, tenant, userId)).toEqual([inStock.id]);
  });

  it("saving twice keeps one entry (idempotent)", async () => {
    await saveToWatchlist(database.db, tenant, userId, inStock.id);
    const again = await saveToWatchlist(database.db, tenant, userId, inStock.id);
    expect(again).toMatchObject({ ok: true, changed: false });
    expect(await listWatchlist(database.db, tenant, userId)).toEqual([inStock.id]);
  });

  it("refuses to newly save a sold car (search-journey §4)", async () => {
    const outcome = await saveToWatchlist(database.db, tenant, userId, sold.id);
    expect(outcome).toEqual({ ok: false, reason: "sold", message: SOLD_CAR_MESSAGE });
    expect(await listWatchlist(database.db, tenant, userId)).toEqual([]);
  });

  it("keeps a sold car that was already saved (\"unless it is already saved\")", async () => {
    await database.db.insertInto("watchlist").values({ website_id: tenant.id, user_id: userId, car_id: sold.id }).execute();
    expect(await saveToWatchlist(database.db, tenant, userId, sold.id)).toMatchObject({ ok: true, changed: false });
    expect(await listWatchlist(database.db, tenant, userId)).toEqual([sold.id]);
  });

  it("refuses a car of another tenant", async () => {
    const outcome = await saveToWatchlist(database.db, tenant, userId, theirs.id);
    expect(outcome).toMatchObject({ ok: false, reason: "not-found" });
    expect(await listWatchlist(database.db, tenant, userId)).toEqual([]);
  });

  it("removes a saved car, sold or not", async () => {
    await saveToWatchlist(database.db, tenant, userId, inStock.id);
    await database.db.insertInto("watchlist").values({ website_id: tenant.id, user_id: userId, car_id: sold.id }).execute();
    expect(await removeFromWatchlist(database.db, tenant, userId, sold.id)).toMatchObject({ ok: true, changed: true });
    expect(await removeFromWatchlist(database.db, tenant, userId, inStock.id)).toMatchObject({ ok: true, changed: true });
    expect(await listWatchlist(database.db, tenant, userId)).toEqual([]);
  });

  it("lists newest first, and only this user's cars", async () => {
    const otherUser = (await findOrCreateUser(database.db, tenant.id, "+61499999999")).id;
    await saveToWatchlist(database.db, tenant, otherUser, inStock.id);
    expect(await listWatchlist(database.db, tenant, userId)).toEqual([]);
    expect(await listWatchlist(database.db, tenant, otherUser)).toEqual([inStock.id]);
  });
});
