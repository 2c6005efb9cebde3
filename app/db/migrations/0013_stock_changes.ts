import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's `Database`.
type AnyDatabase = Kysely<any>;

/**
 * Which cars each stock version changed, so a running server, or another process
 * on the same PostgreSQL, updates its search index for those cars only. `car_ids` null: any
 * car may have changed (a bulk write), which is a full rebuild.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("stock_changes")
    .addColumn("version", "bigint", (col) => col.primaryKey())
    .addColumn("car_ids", sql`bigint[]`)
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("stock_changes").execute();
}
