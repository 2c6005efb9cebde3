import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's `Database`.
type AnyDatabase = Kysely<any>;

/**
 * The online estimate given for a trade-in lead, and the shopper's answer to it
 * (vehicle-page §7: the valuation is saved beside the lead; "offer acceptance" is event 18).
 * A lead without an online estimate keeps the reason, so the dealer knows why none was shown.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("trade_in_valuations")
    .addColumn("lead_id", "bigint", (col) => col.primaryKey().references("leads.id"))
    .addColumn("website_id", "integer", (col) => col.notNull())
    .addColumn("low", "integer")
    .addColumn("high", "integer")
    .addColumn("comparables", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("basis", "text", (col) => col.check(sql`basis in ('model', 'make')`))
    .addColumn("no_estimate_reason", "text", (col) =>
      col.check(sql`no_estimate_reason in ('too-old', 'too-many-km', 'too-few-comparables', 'car-not-described')`),
    )
    .addColumn("answer", "text", (col) => col.check(sql`answer in ('accepted', 'declined')`))
    // The lead the answer was sent as (category Trade In, subcategory Offer Accepted or Declined).
    .addColumn("answer_lead_id", "bigint", (col) => col.references("leads.id"))
    .addColumn("answered_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      "trade_in_valuations_estimate_or_reason",
      sql`(low is not null and high is not null and no_estimate_reason is null) or (low is null and high is null and no_estimate_reason is not null)`,
    )
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("trade_in_valuations").execute();
}
