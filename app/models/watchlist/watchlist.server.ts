import type { Kysely } from "kysely";
import { getDatabase } from "~/db/client.server";
import type { Database } from "~/db/schema";
import type { Tenant } from "~/tenants/schema";
import { canSaveToWatchlist, SOLD_CAR_MESSAGE } from "./watchlist";

export interface WatchlistCar {
  id: number;
  name: string;
}

export type WatchlistOutcome =
  | { ok: true; car: WatchlistCar; changed: boolean }
  | { ok: false; reason: "not-found" | "sold"; message: string };

/** This website's car, or null: a car of another tenant is not one a shopper here can save. */
async function findTenantCar(db: Kysely<Database>, tenant: Pick<Tenant, "id">, carId: number) {
  const car = await db
    .selectFrom("cars")
    .select(["id", "name", "status"])
    .where("id", "=", carId)
    .where("website_id", "=", tenant.id)
    .executeTakeFirst();
  return car ?? null;
}

async function isSaved(db: Kysely<Database>, userId: number, carId: number): Promise<boolean> {
  const row = await db
    .selectFrom("watchlist")
    .select("car_id")
    .where("user_id", "=", userId)
    .where("car_id", "=", carId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Saves a car to the shopper's watchlist; saving it again changes nothing. A sold car is
 * refused unless already saved (search-journey §4), and so is another website's car.
 */
export async function saveToWatchlist(
  db: Kysely<Database>,
  tenant: Pick<Tenant, "id">,
  userId: number,
  carId: number,
): Promise<WatchlistOutcome> {
  const car = await findTenantCar(db, tenant, carId);
  if (!car) return notFound(carId);
  const alreadySaved = await isSaved(db, userId, carId);
  if (!canSaveToWatchlist(car, alreadySaved)) return { ok: false, reason: "sold", message: SOLD_CAR_MESSAGE };
  if (alreadySaved) return { ok: true, car: { id: car.id, name: car.name }, changed: false };
  const inserted = await db
    .insertInto("watchlist")
    .values({ website_id: tenant.id, user_id: userId, car_id: carId })
    .onConflict((conflict) => conflict.columns(["user_id", "car_id"]).doNothing())
    .returning("car_id")
    .executeTakeFirst();
  // Returned rows, not row counts: PGlite's driver does not report counts.
  return { ok: true, car: { id: car.id, name: car.name }, changed: inserted !== undefined };
}

/** Takes a car off the watchlist; a car no longer in stock can still be removed. */
export async function removeFromWatchlist(
  db: Kysely<Database>,
  tenant: Pick<Tenant, "id">,
  userId: number,
  carId: number,
): Promise<WatchlistOutcome> {
  const deleted = await db
    .deleteFrom("watchlist")
    .where("user_id", "=", userId)
    .where("car_id", "=", carId)
    .where("website_id", "=", tenant.id)
    .returning("car_id")
    .executeTakeFirst();
  const changed = deleted !== undefined;
  const car = await findTenantCar(db, tenant, carId);
  if (!car && !changed) return notFound(carId);
  return { ok: true, car: { id: carId, name: car?.name ?? "This car" }, changed };
}

/** The ids of the shopper's saved cars, newest first. */
export async function listWatchlist(db: Kysely<Database>, tenant: Pick<Tenant, "id">, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("watchlist")
    .select("car_id")
    .where("user_id", "=", userId)
    .where("website_id", "=", tenant.id)
    .orderBy("created_at", "desc")
    .orderBy("car_id", "desc")
    .execute();
  return rows.map((row) => row.car_id);
}

function notFound(carId: number): WatchlistOutcome {
  return { ok: false, reason: "not-found", message: `Car ${carId} is not listed on this website.` };
}
