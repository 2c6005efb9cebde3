import type { Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's `Database`.
type AnyDatabase = Kysely<any>;

/**
 * A refund being asked for is claimed first: with DATABASE_URL every worker runs
 * the expiry job, and two runs read the same refunds due; each asked Stripe for each of them.
 * The claim lasts a lease, so a refund whose process died is asked for again (under the
 * same idempotency key) by a later run.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable("deposit_reservations").addColumn("refund_claimed_until", "timestamptz").execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable("deposit_reservations").dropColumn("refund_claimed_until").execute();
}
