import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's `Database`.
type AnyDatabase = Kysely<any>;

/**
 * One tenant key (decision 012): cars were keyed by `tenant_slug` while every other
 * table uses the tenant's `website_id`. Existing cars take the website id of the tenant their
 * slug names. The pairs are the tenant files' as they stood when this upgrade was written,
 * copied here so that a tenant renamed or removed later cannot change what the upgrade does.
 */
const TENANT_IDS_AT_UPGRADE: ReadonlyArray<readonly [slug: string, id: number]> = [
  ["wattle-ridge-toyota", 101],
  ["meridian-motor-group", 102],
  ["brightlane-cars", 103],
  ["gumleaf-caravans", 104],
  ["ironbark-trucks", 105],
];

const tenantKeys = () =>
  sql`(values ${sql.join(TENANT_IDS_AT_UPGRADE.map(([slug, id]) => sql`(${slug}::text, ${id}::integer)`))}) as tenant(slug, id)`;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable("cars").addColumn("website_id", "integer").execute();
  await sql`update cars set website_id = tenant.id from ${tenantKeys()} where cars.tenant_slug = tenant.slug`.execute(db);
  // A car whose slug names no tenant cannot be keyed; stop rather than drop a dealer's stock.
  const orphans = await db
    .selectFrom("cars")
    .select(["tenant_slug", (eb) => eb.fn.countAll<number>().as("cars")])
    .where("website_id", "is", null)
    .groupBy("tenant_slug")
    .execute();
  if (orphans.length > 0) {
    const named = orphans.map((row) => `${row.tenant_slug} (${Number(row.cars)} cars)`).join(", ");
    throw new Error(`cars of tenants no tenant file defines: ${named}`);
  }

  await db.schema.alterTable("cars").alterColumn("website_id", (col) => col.setNotNull()).execute();
  await db.schema.alterTable("cars").dropConstraint("cars_tenant_slug_slug_key").execute();
  await db.schema.alterTable("cars").addUniqueConstraint("cars_website_id_slug_key", ["website_id", "slug"]).execute();
  await db.schema.dropIndex("cars_tenant_type_status_idx").execute();
  // The listing filter and the stock counts narrow by tenant, then type and status.
  await db.schema
    .createIndex("cars_website_type_status_idx")
    .on("cars")
    .columns(["website_id", "car_type", "status"])
    .execute();
  await db.schema.alterTable("cars").dropColumn("tenant_slug").execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable("cars").addColumn("tenant_slug", "text").execute();
  await sql`update cars set tenant_slug = tenant.slug from ${tenantKeys()} where cars.website_id = tenant.id`.execute(db);
  const orphans = await db.selectFrom("cars").select("website_id").distinct().where("tenant_slug", "is", null).execute();
  if (orphans.length > 0) {
    throw new Error(`cars of website ids no tenant file defines: ${orphans.map((row) => row.website_id).join(", ")}`);
  }

  await db.schema.alterTable("cars").alterColumn("tenant_slug", (col) => col.setNotNull()).execute();
  await db.schema.alterTable("cars").dropConstraint("cars_website_id_slug_key").execute();
  await db.schema.alterTable("cars").addUniqueConstraint("cars_tenant_slug_slug_key", ["tenant_slug", "slug"]).execute();
  await db.schema.dropIndex("cars_website_type_status_idx").execute();
  await db.schema
    .createIndex("cars_tenant_type_status_idx")
    .on("cars")
    .columns(["tenant_slug", "car_type", "status"])
    .execute();
  await db.schema.alterTable("cars").dropColumn("website_id").execute();
}
