import type { Kysely } from "kysely";
import { toCar } from "~/models/car/car";
import { choosePhone } from "~/models/car/display";
import { findListedCarById } from "~/models/car/vehicle.server";
import type { Database, PhoneRevealRow } from "~/db/schema";
import type { Tenant } from "~/tenants/schema";

export interface PhoneReveal {
  carId?: number;
  /** The dealership whose number was shown; a car's own dealership when not given. */
  dealershipId?: number;
  /** The page the number was revealed on. */
  pageUrl?: string | null;
  userAgent?: string | null;
}

export type PhoneRevealOutcome = { ok: true; reveal: PhoneRevealRow } | { ok: false; message: string };

const MAX_PAGE_URL = 2048;
const MAX_USER_AGENT = 512;

/**
 * Logs one reveal (search-journey §7: car_id, dealership_id, website_id). A car must be one
 * of this website's own and a dealership one of its dealerships: a post naming another
 * dealer's car is refused rather than counted against the wrong website.
 */
export async function logPhoneReveal(
  db: Kysely<Database>,
  tenant: Pick<Tenant, "id" | "slug" | "dealerships">,
  reveal: PhoneReveal,
): Promise<PhoneRevealOutcome> {
  if (
    reveal.dealershipId !== undefined &&
    !tenant.dealerships.some((dealership) => dealership.id === reveal.dealershipId)
  ) {
    return { ok: false, message: `Dealership ${reveal.dealershipId} is not one of ${tenant.slug}'s dealerships.` };
  }
  let dealershipId = reveal.dealershipId ?? null;
  if (reveal.carId !== undefined) {
    const car = await db
      .selectFrom("cars")
      .select(["id", "dealership_id"])
      .where("id", "=", reveal.carId)
      .where("website_id", "=", tenant.id)
      .executeTakeFirst();
    if (!car) return { ok: false, message: `Car ${reveal.carId} is not listed on this website.` };
    dealershipId ??= car.dealership_id;
  }
  const row = await db
    .insertInto("phone_reveals")
    .values({
      website_id: tenant.id,
      car_id: reveal.carId ?? null,
      dealership_id: dealershipId,
      page_url: reveal.pageUrl?.slice(0, MAX_PAGE_URL) ?? null,
      user_agent: reveal.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ok: true, reveal: row };
}

/** The number a listed car's page shows (vehicle-page §2, the spec's order); null for no such car. */
export async function listedCarPhone(db: Kysely<Database>, tenant: Tenant, carId: number): Promise<string | null> {
  const row = await findListedCarById(db, tenant, carId);
  return row ? choosePhone(toCar(row, tenant), tenant) : null;
}
