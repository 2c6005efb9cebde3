import { sql, type Kysely } from "kysely";
import type { CarRow, Database } from "~/db/schema";
import { isInStockPreset, isListed, isNotExcluded } from "~/models/stock/listing";
import type { Tenant } from "~/tenants/schema";

/** Car slugs as stock import and the generator write them (lower-case words and hyphens). */
const CAR_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The car behind /cars/{slug}: one of this tenant's cars, listed on its website, so a sold
 * car is reachable only within the tenant's sold-car window (vehicle-page §4) and a car of
 * another tenant is not found.
 */
export async function findListedCar(
  db: Kysely<Database>,
  tenant: Pick<Tenant, "id" | "search">,
  slug: string,
  now: Date = new Date(),
): Promise<CarRow | null> {
  // No car has another slug; and PostgreSQL refuses a text with a NUL byte (/cars/%00) with an error.
  if (!CAR_SLUG.test(slug)) return null;
  return carRow(await listedCars(db, tenant, now).where("slug", "=", slug).executeTakeFirst());
}

/**
 * A car named by its id in a link (?car_id= of the finance and trade-in pages): one of this
 * tenant's listed cars, else null, so another tenant's car id shows nothing.
 */
export async function findListedCarById(
  db: Kysely<Database>,
  tenant: Pick<Tenant, "id" | "search">,
  id: number,
  now: Date = new Date(),
): Promise<CarRow | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return carRow(await listedCars(db, tenant, now).where("id", "=", id).executeTakeFirst());
}

/**
 * The car a link names by its slug (?car_id={slug}) or by its id (the spec's {id}), when it
 * is one of this site's listed cars: links to the finance and checkout pages carry either.
 */
export async function findListedCarNamed(
  db: Kysely<Database>,
  tenant: Pick<Tenant, "id" | "search">,
  reference: string | null | undefined,
  now: Date = new Date(),
): Promise<CarRow | null> {
  if (!reference) return null;
  return /^\d{1,15}$/.test(reference) ? findListedCarById(db, tenant, Number(reference), now) : findListedCar(db, tenant, reference, now);
}

/**
 * The tenant's cars listed on its website (the sold-car window counted from `now`), without
 * the cars its stock preset leaves out and the makes and stock numbers it excludes
 * (search-journey §9): a car search leaves out cannot be opened either.
 */
function listedCars(db: Kysely<Database>, tenant: Pick<Tenant, "id" | "search">, now: Date) {
  return db
    .selectFrom("cars")
    .select(sql<string>`to_jsonb(cars)::text`.as("row"))
    .where("website_id", "=", tenant.id)
    .where((eb) => isListed(eb, tenant.search.soldWindowDays, now))
    .where((eb) => isInStockPreset(eb, tenant.search.stockPreset))
    .where((eb) => isNotExcluded(eb, tenant.search));
}

/**
 * A car's row read as one JSON text. The embedded database's driver parses each of the row's
 * 65 columns on its own: half of the vehicle page's query time (0.5 ms of about 1.2) went to
 * that, where JSON.parse reads the same values at once. JSON has no date: the timestamps come
 * as ISO text and become the Dates both drivers give; calendar dates stay 'YYYY-MM-DD' text,
 * numerics and counts numbers, jsonb columns their values (schema.ts). A timestamp column
 * added to cars must be turned into a Date here too; the every-column test in
 * vehicle.server.test.ts catches it once the test car sets it.
 */
function carRow(selected: { row: string } | undefined): CarRow | null {
  if (!selected) return null;
  const row = JSON.parse(selected.row) as CarRow & { sold_at: string | null; created_at: string; updated_at: string };
  return {
    ...row,
    sold_at: row.sold_at === null ? null : new Date(row.sold_at),
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
  };
}

/** The slugs of the tenant's listed cars, newest change first (the sitemap's car pages), none it excludes. */
export async function listedCarPages(
  db: Kysely<Database>,
  tenant: Pick<Tenant, "id" | "search">,
  limit: number,
  now: Date = new Date(),
): Promise<{ slug: string; updatedAt: Date }[]> {
  const rows = await db
    .selectFrom("cars")
    .select(["slug", "updated_at"])
    .where("website_id", "=", tenant.id)
    .where((eb) => isListed(eb, tenant.search.soldWindowDays, now))
    .where((eb) => isInStockPreset(eb, tenant.search.stockPreset))
    .where((eb) => isNotExcluded(eb, tenant.search))
    .orderBy("updated_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updated_at) }));
}
