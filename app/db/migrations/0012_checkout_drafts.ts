import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's `Database`.
type AnyDatabase = Kysely<any>;

/**
 * Buying online: the journey's answers so far, kept on the server under
 * a key the shopper's session holds, one draft per car, so a reload or a return resumes
 * where the shopper was. A paid deposit names the lead form it sends once paid (the
 * reserve page's reservation, or the journey's online purchase).
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("checkout_drafts")
    .addColumn("website_id", "integer", (col) => col.notNull())
    // The sha-256 of the session's draft key: a copy of the table opens no shopper's draft.
    .addColumn("draft_key_hash", "text", (col) => col.notNull())
    // No foreign key to cars: a car leaving the stock ends the journey, the page says why.
    .addColumn("car_id", "bigint", (col) => col.notNull())
    .addColumn("answers", "jsonb", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("checkout_drafts_pkey", ["website_id", "draft_key_hash", "car_id"])
    .execute();
  // Old drafts are swept by age.
  await db.schema.createIndex("checkout_drafts_updated_idx").on("checkout_drafts").column("updated_at").execute();

  await db.schema
    .alterTable("deposit_reservations")
    .addColumn("lead_form", "text", (col) => col.notNull().defaultTo("reservation"))
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable("deposit_reservations").dropColumn("lead_form").execute();
  await db.schema.dropTable("checkout_drafts").execute();
}
