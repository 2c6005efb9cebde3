import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's `Database`.
type AnyDatabase = Kysely<any>;

/**
 * Appointments: a service booking or a test drive's time, each kept with the lead
 * that asked for it. One kind of appointment per location and start: the unique key is what
 * refuses a slot booked twice, even by two posts at the same moment.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("appointments")
    .addColumn("id", "bigint", (col) => col.generatedAlwaysAsIdentity().primaryKey())
    .addColumn("website_id", "integer", (col) => col.notNull())
    .addColumn("lead_id", "bigint", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('service', 'test-drive')`))
    .addColumn("location_id", "integer", (col) => col.notNull())
    // The location's wall clock: the day and start the shopper chose, as the dealer reads them.
    .addColumn("date", "text", (col) => col.notNull().check(sql`date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn("start_time", "text", (col) => col.notNull().check(sql`start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("appointments_slot_key", ["website_id", "location_id", "kind", "date", "start_time"])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("appointments").execute();
}
