import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's `Database`.
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("cars")
    // By default, not always: imported stock keeps the source's car ids.
    .addColumn("id", "bigint", (col) => col.generatedByDefaultAsIdentity().primaryKey())
    .addColumn("tenant_slug", "text", (col) => col.notNull())
    .addColumn("dealership_id", "integer", (col) => col.notNull())
    .addColumn("dealership_slug", "text", (col) => col.notNull())
    .addColumn("location_id", "integer")
    .addColumn("slug", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("make", "text", (col) => col.notNull())
    .addColumn("model", "text", (col) => col.notNull())
    .addColumn("badge", "text")
    .addColumn("series", "text")
    .addColumn("variant_name", "text")
    .addColumn("year", "integer", (col) => col.notNull())
    .addColumn("car_type", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("in_stock"))
    .addColumn("sold_at", "timestamptz")
    .addColumn("reserved", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("certified", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("tag", "text")
    .addColumn("item_type", "text")
    .addColumn("categories", sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn("price", "numeric(12, 2)")
    .addColumn("before_price", "numeric(12, 2)")
    .addColumn("offer_price", "numeric(12, 2)")
    .addColumn("subscription_price", "numeric(12, 2)")
    .addColumn("preorder", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("price_type", "text")
    .addColumn("km", "integer")
    .addColumn("colour", "text")
    .addColumn("interior_colour", "text")
    .addColumn("drive", "text")
    .addColumn("seats", "integer")
    .addColumn("doors", "integer")
    .addColumn("engine_size", "integer")
    .addColumn("engine_size_litres", "numeric(4, 1)")
    .addColumn("cylinders", "integer")
    .addColumn("fuel", "text")
    .addColumn("simple_fuel", "text")
    .addColumn("simple_body", "text")
    .addColumn("simple_transmission", "text")
    .addColumn("trans", "text")
    .addColumn("stocknum", "text")
    .addColumn("vin", "text")
    .addColumn("regplate", "text")
    .addColumn("rego_expiry", "date")
    .addColumn("compliance_date", "date")
    .addColumn("build_date", "date")
    .addColumn("dealercomments", "text")
    .addColumn("carsales_title", "text")
    .addColumn("private_suburb", "text")
    .addColumn("private_postcode", "text")
    .addColumn("has_nvic", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("views", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("show_on_dealer_website", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("custom_rank", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("images", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("variant", "jsonb")
    .addColumn("standard_equipment", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("finance_lenders", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("caravan_specs", "jsonb")
    .addColumn("autograb_data", "jsonb")
    .addColumn("history_report", "jsonb")
    .addColumn("payment_processors", "jsonb")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("cars_tenant_slug_slug_key", ["tenant_slug", "slug"])
    .addCheckConstraint("cars_car_type_check", sql`car_type in ('new', 'demo', 'used')`)
    .execute();

  // The listing filter and the stock counts narrow by tenant, then type and status.
  await db.schema
    .createIndex("cars_tenant_type_status_idx")
    .on("cars")
    .columns(["tenant_slug", "car_type", "status"])
    .execute();

  await db.schema
    .createTable("app_meta")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("value", "jsonb", (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("app_meta").execute();
  await db.schema.dropTable("cars").execute();
}
