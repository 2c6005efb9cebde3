import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's `Database`.
type AnyDatabase = Kysely<any>;

/**
 * One promotion entry per person (vehicle-page §2 /spin-to-win): each entry's email (lower
 * case) and mobile (national digits, as the form stores it), keyed per site and promotion.
 * The key is what refuses a second entry, even two sent at the same moment: a check read
 * from the leads let both through. Written in the entry lead's transaction, so a refused
 * entry leaves no lead and no mail.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("promotion_entries")
    .addColumn("website_id", "integer", (col) => col.notNull())
    .addColumn("promotion_slug", "text", (col) => col.notNull())
    .addColumn("contact_kind", "text", (col) => col.notNull().check(sql`contact_kind in ('email', 'phone')`))
    .addColumn("contact", "text", (col) => col.notNull())
    .addColumn("lead_id", "bigint", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("promotion_entries_entrant_key", ["website_id", "promotion_slug", "contact_kind", "contact"])
    .execute();

  // The entries taken before this table: the first by each email and mobile keeps its place
  // (two that raced in before both stay leads; only the earlier one is the entry of record).
  await sql`
    insert into promotion_entries (website_id, promotion_slug, contact_kind, contact, lead_id, created_at)
    select website_id, promotion_slug, contact_kind, contact, id, created_at
    from (
      select id, website_id, created_at, payload->'promotion'->>'slug' as promotion_slug,
             'email' as contact_kind, lower(payload->>'email') as contact
      from leads where form = 'promotion-entry'
      union all
      select id, website_id, created_at, payload->'promotion'->>'slug', 'phone', payload->>'phone'
      from leads where form = 'promotion-entry'
    ) as entry
    where promotion_slug is not null and contact is not null and contact <> ''
    order by id
    on conflict do nothing
  `.execute(db);
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("promotion_entries").execute();
}
