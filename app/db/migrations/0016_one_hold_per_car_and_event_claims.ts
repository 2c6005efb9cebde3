import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's `Database`.
type AnyDatabase = Kysely<any>;

/**
 * Two deposits for one car paid at the same moment both held it on PostgreSQL: each webhook
 * read "no other hold" before either wrote its own (READ COMMITTED). The paying code now locks
 * the car's row first; this index makes a second hold of one car impossible whatever path
 * writes it. A car held twice before this migration keeps its first hold (a confirmed one
 * first); the later ones end as "car no longer available" and the expiry run refunds them.
 *
 * A provider's event is now claimed before it is acted on, by inserting its id first (a check
 * and then an insert let two deliveries of one event act twice). `processed_at` says the work
 * is done; while it is null a delivery is acting on the event since `received_at`, and a claim
 * left by a process that died lapses for the provider's retry to take over.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await sql`
    update deposit_reservations set status = 'refund-due', end_reason = 'car-unavailable', ended_at = now()
    where id in (
      select id from (
        select id, row_number() over (
          partition by car_id order by (status = 'confirmed') desc, paid_at nulls last, id
        ) as place
        from deposit_reservations
        where status in ('held', 'confirmed')
      ) as hold
      where place > 1
    )
  `.execute(db);
  await db.schema
    .createIndex("deposit_reservations_one_hold_per_car")
    .on("deposit_reservations")
    .column("car_id")
    .unique()
    .where(sql.ref("status"), "in", ["held", "confirmed"])
    .execute();

  await db.schema.alterTable("payment_events").addColumn("processed_at", "timestamptz").execute();
  // Every event kept so far was written once its work was done.
  await db.updateTable("payment_events").set({ processed_at: sql`received_at` }).execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.deleteFrom("payment_events").where("processed_at", "is", null).execute();
  await db.schema.alterTable("payment_events").dropColumn("processed_at").execute();
  await db.schema.dropIndex("deposit_reservations_one_hold_per_car").execute();
}
