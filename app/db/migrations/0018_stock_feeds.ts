import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's `Database`.
type AnyDatabase = Kysely<any>;

/**
 * Dealers' stock feeds pulled by the server. `stock_feeds` holds each feed's schedule, its
 * claim (with several workers or hosts on one PostgreSQL, the process that claims a due feed
 * runs it; the claim is a lease, so a process that dies mid-run leaves it to another) and what
 * the last pull was answered with (ETag, Last-Modified) for the next conditional GET.
 * `stock_feed_runs` keeps each run's outcome for `npm run feeds`.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("stock_feeds")
    .addColumn("tenant_slug", "text", (col) => col.primaryKey())
    .addColumn("next_run_at", "timestamptz", (col) => col.notNull())
    .addColumn("claimed_until", "timestamptz")
    .addColumn("etag", "text")
    .addColumn("last_modified", "text")
    .execute();
  await db.schema
    .createTable("stock_feed_runs")
    .addColumn("id", "bigserial", (col) => col.primaryKey())
    .addColumn("tenant_slug", "text", (col) => col.notNull())
    .addColumn("started_at", "timestamptz", (col) => col.notNull())
    .addColumn("finished_at", "timestamptz", (col) => col.notNull())
    .addColumn("outcome", "text", (col) => col.notNull())
    .addColumn("rows", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("added", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("updated", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("removed", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("message", "text")
    .addColumn("errors", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .createIndex("stock_feed_runs_by_tenant")
    .on("stock_feed_runs")
    .columns(["tenant_slug", "started_at"])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("stock_feed_runs").execute();
  await db.schema.dropTable("stock_feeds").execute();
}
