import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's `Database`.
type AnyDatabase = Kysely<any>;

/**
 * Online invoice payments (/online-payment): the shopper's validated form
 * waits here while they pay on the provider's page; the paid webhook sends the dealer the
 * lead with the payment reference. Events about them are kept by id beside the deposits'.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("online_payments")
    .addColumn("id", "bigint", (col) => col.generatedAlwaysAsIdentity().primaryKey())
    .addColumn("website_id", "integer", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().check(sql`status in ('awaiting-payment', 'paid', 'abandoned')`))
    .addColumn("invoice_number", "text", (col) => col.notNull())
    .addColumn("amount_cents", "integer", (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("provider", "text", (col) => col.notNull())
    .addColumn("checkout_id", "text", (col) => col.unique())
    .addColumn("payment_reference", "text")
    .addColumn("submission", "jsonb", (col) => col.notNull())
    .addColumn("request_meta", "jsonb", (col) => col.notNull())
    .addColumn("lead_id", "bigint", (col) => col.references("leads.id"))
    .addColumn("last_error", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("paid_at", "timestamptz")
    .execute();

  await db.schema.alterTable("payment_events").addColumn("online_payment_id", "bigint").execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable("payment_events").dropColumn("online_payment_id").execute();
  await db.schema.dropTable("online_payments").execute();
}
