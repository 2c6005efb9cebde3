import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's `Database`.
type AnyDatabase = Kysely<any>;

/**
 * Lead routes: a lead is mailed to each recipient its routes name, one outbox row
 * each, in the route's format; and the shopper may get an acknowledgement through the same
 * outbox, with an HTML alternative that shows the car's photo.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .alterTable("outbox")
    .addColumn("format", "text", (col) => col.check(sql`format in ('adf-attachment', 'adf-body', 'plain')`))
    .addColumn("html_body", "text")
    .execute();
  // 0003's unnamed check on kind is named outbox_kind_check by PostgreSQL (and PGlite).
  await sql`alter table outbox drop constraint if exists outbox_kind_check`.execute(db);
  await db.schema
    .alterTable("outbox")
    .addCheckConstraint("outbox_kind_check", sql`kind in ('lead-email', 'lead-acknowledgement')`)
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.deleteFrom("outbox").where("kind", "=", "lead-acknowledgement").execute();
  await sql`alter table outbox drop constraint if exists outbox_kind_check`.execute(db);
  await db.schema.alterTable("outbox").addCheckConstraint("outbox_kind_check", sql`kind in ('lead-email')`).execute();
  await db.schema.alterTable("outbox").dropColumn("html_body").dropColumn("format").execute();
}
