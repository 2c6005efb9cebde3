import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's `Database`.
type AnyDatabase = Kysely<any>;

/**
 * Production hardening.
 *
 * Sessions move from the cookie into the database (item 8): the cookie holds only a random
 * id, so signing out can revoke it and the phone number never travels in it. The row is
 * found by a hash of that id, so a copy of the table signs nobody in, and belongs to one
 * website like every other shopper row.
 *
 * Sign-in codes remember where they were asked from (item 4, SMS pumping): the sends of one
 * client address, and of one website, are counted from this table, so every process shares
 * the limits.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("sessions")
    .addColumn("id_hash", "text", (col) => col.primaryKey())
    .addColumn("website_id", "integer", (col) => col.notNull())
    .addColumn("data", "jsonb", (col) => col.notNull())
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Expired rows are swept a few at a time, oldest first.
  await db.schema.createIndex("sessions_expires_at_idx").on("sessions").column("expires_at").execute();

  await db.schema
    .alterTable("sign_in_codes")
    // The client the code was asked for from; null when the server could not tell.
    .addColumn("remote_address", "text")
    // Sent after a solved captcha (the faster lane), and that captcha's form token, good once.
    .addColumn("captcha_solved", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("captcha_token", "text")
    .execute();
  await db.schema
    .createIndex("sign_in_codes_website_address_created_idx")
    .on("sign_in_codes")
    .columns(["website_id", "remote_address", "created_at"])
    .execute();
  await db.schema
    .createIndex("sign_in_codes_website_created_idx")
    .on("sign_in_codes")
    .columns(["website_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("sign_in_codes_captcha_token_idx")
    .on("sign_in_codes")
    .column("captcha_token")
    .where(sql.ref("captcha_token"), "is not", null)
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropIndex("sign_in_codes_captcha_token_idx").execute();
  await db.schema.dropIndex("sign_in_codes_website_created_idx").execute();
  await db.schema.dropIndex("sign_in_codes_website_address_created_idx").execute();
  await db.schema
    .alterTable("sign_in_codes")
    .dropColumn("captcha_token")
    .dropColumn("captcha_solved")
    .dropColumn("remote_address")
    .execute();
  await db.schema.dropTable("sessions").execute();
}
