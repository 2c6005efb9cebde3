import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's `Database`.
type AnyDatabase = Kysely<any>;

/**
 * Signed-in shoppers (search-journey §6: "Signed-in user with a phone number"), the one-time
 * codes that sign them in, and their server watchlist (§4, §7). A user belongs to one
 * website: the same phone on two dealer sites is two users with two watchlists.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "bigint", (col) => col.generatedAlwaysAsIdentity().primaryKey())
    .addColumn("website_id", "integer", (col) => col.notNull())
    // E.164 (+614…), so 0412 345 678 and +61 412 345 678 are one user.
    .addColumn("phone_number", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("users_website_phone_key", ["website_id", "phone_number"])
    .execute();

  await db.schema
    .createTable("sign_in_codes")
    .addColumn("id", "bigint", (col) => col.generatedAlwaysAsIdentity().primaryKey())
    .addColumn("website_id", "integer", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    // Only a keyed hash: a copy of the table signs nobody in.
    .addColumn("code_hash", "text", (col) => col.notNull())
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("consumed_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // The latest code of a phone is checked, and the codes sent recently counted, per website.
  await db.schema
    .createIndex("sign_in_codes_website_phone_created_idx")
    .on("sign_in_codes")
    .columns(["website_id", "phone", "created_at"])
    .execute();

  // No foreign key to cars: a sold car leaves the stock, a shopper's saved entry stays theirs.
  await db.schema
    .createTable("watchlist")
    .addColumn("website_id", "integer", (col) => col.notNull())
    .addColumn("user_id", "bigint", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("car_id", "bigint", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("watchlist_pkey", ["user_id", "car_id"])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("watchlist").execute();
  await db.schema.dropTable("sign_in_codes").execute();
  await db.schema.dropTable("users").execute();
}
