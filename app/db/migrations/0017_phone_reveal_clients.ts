import type { Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's `Database`.
type AnyDatabase = Kysely<any>;

/**
 * Reveals are limited per client like the other forms (one bot read 200 numbers in under a
 * second): each reveal keeps the key it was counted under (an IPv4 address, an IPv6 /64),
 * not the address itself, and the limit counts a client's recent reveals by that key.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable("phone_reveals").addColumn("client_key", "text").execute();
  await db.schema
    .createIndex("phone_reveals_website_client_created_idx")
    .on("phone_reveals")
    .columns(["website_id", "client_key", "created_at"])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropIndex("phone_reveals_website_client_created_idx").execute();
  await db.schema.alterTable("phone_reveals").dropColumn("client_key").execute();
}
