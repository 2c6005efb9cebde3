import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's `Database`.
type AnyDatabase = Kysely<any>;

/**
 * The phone reveal log (search-journey §7: car_id, dealership_id, website_id). No foreign
 * key to cars: a sold car leaves the stock, its reveals stay in the dealer's figures.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("phone_reveals")
    .addColumn("id", "bigint", (col) => col.generatedAlwaysAsIdentity().primaryKey())
    .addColumn("website_id", "integer", (col) => col.notNull())
    // bigint as cars.id is: imported stock keeps the source's car ids.
    .addColumn("car_id", "bigint")
    .addColumn("dealership_id", "integer")
    .addColumn("page_url", "text")
    .addColumn("user_agent", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // Reports count a website's reveals over a period.
  await db.schema
    .createIndex("phone_reveals_website_created_idx")
    .on("phone_reveals")
    .columns(["website_id", "created_at"])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("phone_reveals").execute();
}
