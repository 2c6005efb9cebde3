import { sql, type Kysely } from "kysely";
import { clientAddressKey } from "~/models/limits/client-address";
import { toCar } from "~/models/car/car";
import { choosePhone } from "~/models/car/display";
import { findListedCarById } from "~/models/car/vehicle.server";
import type { Database, PhoneRevealRow } from "~/db/schema";
import type { Tenant } from "~/tenants/schema";

export interface PhoneReveal {
  carId?: number;
  /** The dealership whose number was shown; a car's own dealership when not given. */
  dealershipId?: number;
  /** The page the number was revealed on: its path on the site. */
  pagePath?: string | null;
  userAgent?: string | null;
  /** The client asking, as the server decides it; null when it cannot tell, and no client limit applies. */
  remoteAddress: string | null;
  now?: Date;
}

export type PhoneRevealOutcome =
  | { ok: true; reveal: PhoneRevealRow }
  | { ok: false; reason: "not-this-website" | "rate-limited"; message: string };

/**
 * Reveals per client (an IPv4 address, an IPv6 /64) and website in 10 minutes: a shopper
 * comparing cars reveals a few numbers, a harvester hundreds (one read 200 in 0.85 s).
 */
export const PHONE_REVEAL_LIMIT = { windowMs: 10 * 60 * 1000, perClient: 20 } as const;
export const TOO_MANY_REVEALS =
  "You have revealed many phone numbers in a short time. Please wait a few minutes and try again.";

// What a reveal keeps is bounded: a path, not a whole address, and the browser's name.
const MAX_PAGE_PATH = 500;
const MAX_USER_AGENT = 256;

/**
 * Logs one reveal (search-journey §7: car_id, dealership_id, website_id). A car must be one
 * of this website's own and a dealership one of its dealerships: a post naming another
 * dealer's car is refused rather than counted against the wrong website. A client past
 * PHONE_REVEAL_LIMIT is refused, counted in the logging transaction under a lock on the
 * client, so simultaneous reveals count each other.
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
    return { ok: false, reason: "not-this-website", message: `Dealership ${reveal.dealershipId} is not one of ${tenant.slug}'s dealerships.` };
  }
  let dealershipId = reveal.dealershipId ?? null;
  if (reveal.carId !== undefined) {
    const car = await db
      .selectFrom("cars")
      .select(["id", "dealership_id"])
      .where("id", "=", reveal.carId)
      .where("website_id", "=", tenant.id)
      .executeTakeFirst();
    if (!car) return { ok: false, reason: "not-this-website", message: `Car ${reveal.carId} is not listed on this website.` };
    dealershipId ??= car.dealership_id;
  }
  const now = reveal.now ?? new Date();
  const client = reveal.remoteAddress === null ? null : clientAddressKey(reveal.remoteAddress);
  return db.transaction().execute(async (trx): Promise<PhoneRevealOutcome> => {
    if (client !== null) {
      await sql`select pg_advisory_xact_lock(hashtext(${`phone-reveals:${tenant.id}:${client}`}))`.execute(trx);
      const { count } = await trx
        .selectFrom("phone_reveals")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("website_id", "=", tenant.id)
        .where("client_key", "=", client)
        .where("created_at", ">", new Date(now.getTime() - PHONE_REVEAL_LIMIT.windowMs))
        .executeTakeFirstOrThrow();
      if (Number(count) >= PHONE_REVEAL_LIMIT.perClient) return { ok: false, reason: "rate-limited", message: TOO_MANY_REVEALS };
    }
    const row = await trx
      .insertInto("phone_reveals")
      .values({
        website_id: tenant.id,
        car_id: reveal.carId ?? null,
        dealership_id: dealershipId,
        page_url: reveal.pagePath?.slice(0, MAX_PAGE_PATH) ?? null,
        user_agent: reveal.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
        client_key: client,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ok: true, reveal: row };
  });
}

/** The number a listed car's page shows (vehicle-page §2, the spec's order); null for no such car. */
export async function listedCarPhone(db: Kysely<Database>, tenant: Tenant, carId: number): Promise<string | null> {
  const row = await findListedCarById(db, tenant, carId);
  return row ? choosePhone(toCar(row, tenant), tenant) : null;
}
