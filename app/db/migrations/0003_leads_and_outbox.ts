import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's `Database`.
type AnyDatabase = Kysely<any>;

/**
 * Leads and the outbox that delivers them (DESIGN.md: "write to the database first, then
 * deliver from an outbox with retries"). A lead is never deleted by delivery: the outbox
 * row references it, and a failed send only moves the row's next attempt.
 *
 * No rate-limit table: the per-address limit counts this table's own recent rows
 * (website, remote address, created_at), which survives restarts and holds across
 * processes without a second write per lead.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("leads")
    .addColumn("id", "bigint", (col) => col.generatedAlwaysAsIdentity().primaryKey())
    .addColumn("website_id", "integer", (col) => col.notNull())
    .addColumn("form_token", "text", (col) => col.notNull())
    .addColumn("form", "text", (col) => col.notNull())
    .addColumn("category", "text", (col) => col.notNull())
    .addColumn("subcategory", "text")
    .addColumn("payload", "jsonb", (col) => col.notNull())
    .addColumn("url", "text")
    .addColumn("source", "text")
    .addColumn("user_agent", "text")
    // No foreign key to cars: the lead outlives the car leaving the stock.
    .addColumn("car_id", "bigint")
    .addColumn("car_dealership_id", "integer")
    .addColumn("lead_attributes", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("remote_address", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    // A double submit (same form token) stores one lead.
    .addUniqueConstraint("leads_website_form_token_key", ["website_id", "form_token"])
    .execute();

  // The rate limit counts an address's recent leads on one website.
  await db.schema
    .createIndex("leads_website_address_created_idx")
    .on("leads")
    .columns(["website_id", "remote_address", "created_at"])
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "bigint", (col) => col.generatedAlwaysAsIdentity().primaryKey())
    .addColumn("lead_id", "bigint", (col) => col.notNull().references("leads.id"))
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('lead-email')`))
    .addColumn("message_id", "text", (col) => col.notNull().unique())
    .addColumn("sender", "text", (col) => col.notNull())
    .addColumn("recipient", "text", (col) => col.notNull())
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("attachment_name", "text")
    .addColumn("attachment", "text")
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "timestamptz", (col) => col.defaultTo(sql`now()`))
    .addColumn("last_error", "text")
    .addColumn("delivered_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // The delivery run asks for undelivered messages that are due.
  await db.schema
    .createIndex("outbox_due_idx")
    .on("outbox")
    .column("next_attempt_at")
    .where(sql.ref("delivered_at"), "is", null)
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("outbox").execute();
  await db.schema.dropTable("leads").execute();
}
