import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's `Database`.
type AnyDatabase = Kysely<any>;

/**
 * Reserve deposits: a reservation waits for its payment, then holds the car for
 * 48 hours until the dealer confirms it, or ends and is refunded. Each provider event is
 * kept by its id, so a webhook delivered twice acts once. The outcome of a hold is mailed
 * through the outbox, beside the lead the paid reservation sent.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("deposit_reservations")
    .addColumn("id", "bigint", (col) => col.generatedAlwaysAsIdentity().primaryKey())
    .addColumn("website_id", "integer", (col) => col.notNull())
    // No foreign key to cars: the record of a payment outlives the car leaving the stock.
    .addColumn("car_id", "bigint", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('awaiting-payment', 'held', 'confirmed', 'refund-due', 'refunded', 'abandoned')`),
    )
    .addColumn("amount_cents", "integer", (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("provider", "text", (col) => col.notNull())
    .addColumn("checkout_id", "text", (col) => col.unique())
    .addColumn("payment_reference", "text")
    .addColumn("refund_reference", "text")
    // The shopper's validated form, sent to the dealer as the lead once the deposit is paid.
    .addColumn("submission", "jsonb", (col) => col.notNull())
    .addColumn("request_meta", "jsonb", (col) => col.notNull())
    .addColumn("lead_id", "bigint", (col) => col.references("leads.id"))
    .addColumn("hold_until", "timestamptz")
    .addColumn("end_reason", "text", (col) => col.check(sql`end_reason in ('not-confirmed', 'shopper-cancelled', 'car-unavailable')`))
    .addColumn("last_error", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("paid_at", "timestamptz")
    .addColumn("confirmed_at", "timestamptz")
    .addColumn("ended_at", "timestamptz")
    .execute();

  // The expiry run asks for holds past their time and refunds still owed.
  await db.schema.createIndex("deposit_reservations_due_idx").on("deposit_reservations").columns(["status", "hold_until"]).execute();

  await db.schema
    .createTable("payment_events")
    .addColumn("provider", "text", (col) => col.notNull())
    .addColumn("event_id", "text", (col) => col.notNull())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("reservation_id", "bigint")
    .addColumn("received_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("payment_events_pkey", ["provider", "event_id"])
    .execute();

  await sql`alter table outbox drop constraint if exists outbox_kind_check`.execute(db);
  await db.schema
    .alterTable("outbox")
    .addCheckConstraint("outbox_kind_check", sql`kind in ('lead-email', 'lead-acknowledgement', 'reservation-outcome')`)
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.deleteFrom("outbox").where("kind", "=", "reservation-outcome").execute();
  await sql`alter table outbox drop constraint if exists outbox_kind_check`.execute(db);
  await db.schema
    .alterTable("outbox")
    .addCheckConstraint("outbox_kind_check", sql`kind in ('lead-email', 'lead-acknowledgement')`)
    .execute();
  await db.schema.dropTable("payment_events").execute();
  await db.schema.dropTable("deposit_reservations").execute();
}
