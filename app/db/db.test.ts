import fs from "node:fs/promises";
import path from "node:path";
import { Migrator, sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildCar, insertCars } from "~/models/stock/testing/car-rows";
import { tenants } from "~/tenants";
import {
  checkDatabase,
  closeDatabase,
  getDatabase,
  migrateToLatest,
  type DatabaseHandle,
} from "./client.server";
import { migrations } from "./migrations";
import { toJsonb } from "./schema";
import { testBackends } from "./testing/databases";

// The process database (getDatabase) reads DATA_DIR when env.server.ts loads, which is
// before this file's body runs: point it at a temp directory first.
const processDataDir = await vi.hoisted(async () => {
  const { mkdtemp } = await import("node:fs/promises");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const dir = await mkdtemp(join(tmpdir(), "dealer-process-db-"));
  process.env.DATA_DIR = dir;
  delete process.env.DATABASE_URL;
  process.env.LOG_LEVEL ??= "warn";
  return dir;
});

afterAll(async () => {
  await closeDatabase();
  await fs.rm(processDataDir, { recursive: true, force: true });
});

const latestMigration = Object.keys(migrations).sort().at(-1);

describe.each(testBackends())("database on $kind", (backend) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(() => database?.close());

  describe("migrations", () => {
    it("names the failing migration and leaves the schema as it was", async () => {
      await sql`create table app_meta (key text primary key)`.execute(database.db);

      await expect(migrateToLatest(database.db)).rejects.toThrow(
        /Database migration 0001_cars_and_app_meta failed: .*app_meta.*already exists/,
      );
      const tables = await database.db.introspection.getTables();
      expect(tables.map((table) => table.name)).not.toContain("cars");

      await sql`drop table app_meta`.execute(database.db);
    });

    it("migrates to the latest, and a second run changes nothing", async () => {
      const first = await migrateToLatest(database.db);
      expect(first.map((result) => [result.migrationName, result.status])).toEqual(
        Object.keys(migrations).map((name) => [name, "Success"]),
      );
      expect(first.at(-1)?.migrationName).toBe(latestMigration);

      expect(await migrateToLatest(database.db)).toEqual([]);

      const tables = await database.db.introspection.getTables();
      expect(tables.map((table) => table.name)).toEqual(
        expect.arrayContaining(["cars", "app_meta"]),
      );
    });
  });

  describe("upgrading cars from tenant_slug to website_id (0008)", () => {
    let upgraded: DatabaseHandle;
    const migrator = () =>
      new Migrator({ db: upgraded.db, provider: { getMigrations: async () => migrations } });
    // Written as 0007 left the table: cars keyed by the tenant's slug.
    const insertKeyedBySlug = (tenantSlug: string, slug: string) =>
      sql`insert into cars (tenant_slug, dealership_id, dealership_slug, slug, name, make, model, year, car_type)
          values (${tenantSlug}, 1, 'yard', ${slug}, 'A car', 'Toyota', 'Corolla', 2021, 'used')`.execute(upgraded.db);

    beforeEach(async () => {
      upgraded = await backend.open();
      const { error } = await migrator().migrateTo("0007_lead_routes");
      expect(error).toBeUndefined();
    });
    afterEach(() => upgraded?.close());

    it("keeps every car, under the website id of the tenant its slug named", async () => {
      for (const tenant of tenants) {
        await insertKeyedBySlug(tenant.slug, "same-slug-on-every-site");
        await insertKeyedBySlug(tenant.slug, `only-at-${tenant.slug}`);
      }

      await migrateToLatest(upgraded.db);

      const cars = await upgraded.db.selectFrom("cars").select(["website_id", "slug"]).execute();
      expect(cars).toHaveLength(tenants.length * 2);
      expect(cars).toEqual(
        expect.arrayContaining(
          tenants.flatMap((tenant) => [
            { website_id: tenant.id, slug: "same-slug-on-every-site" },
            { website_id: tenant.id, slug: `only-at-${tenant.slug}` },
          ]),
        ),
      );
      const columns = (await upgraded.db.introspection.getTables()).find((table) => table.name === "cars")!.columns;
      expect(columns.map((column) => column.name)).not.toContain("tenant_slug");
      await expect(
        insertCars(upgraded.db, [buildCar({ website_id: tenants[0]!.id, slug: "same-slug-on-every-site" })]),
      ).rejects.toThrow(/cars_website_id_slug_key/);
    });

    it("stops at a car of a tenant no file defines, naming it, and changes nothing", async () => {
      await insertKeyedBySlug(tenants[0]!.slug, "known");
      await insertKeyedBySlug("closed-motors", "orphan");

      await expect(migrateToLatest(upgraded.db)).rejects.toThrow(
        /0008_cars_website_id failed: cars of tenants no tenant file defines: closed-motors \(1 cars\)/,
      );
      const { rows } = await sql<{ tenant_slug: string }>`select tenant_slug from cars order by slug`.execute(upgraded.db);
      expect(rows.map((row) => row.tenant_slug)).toEqual([tenants[0]!.slug, "closed-motors"]);
    });

    it("goes back down to tenant slugs", async () => {
      await insertKeyedBySlug(tenants[1]!.slug, "round-trip");
      await migrateToLatest(upgraded.db);

      const { error } = await migrator().migrateTo("0007_lead_routes");

      expect(error).toBeUndefined();
      const { rows } = await sql<{ tenant_slug: string; slug: string }>`select tenant_slug, slug from cars`.execute(upgraded.db);
      expect(rows).toEqual([{ tenant_slug: tenants[1]!.slug, slug: "round-trip" }]);
    });
  });

  describe("promotion entries taken before their table (0014)", () => {
    let upgraded: DatabaseHandle;
    const insertEntryLead = (formToken: string, email: string, phone: string) =>
      sql`insert into leads (website_id, form_token, form, category, payload)
          values (101, ${formToken}, 'promotion-entry', 'Promotion Entry',
                  ${toJsonb({ email, phone, promotion: { slug: "spin-to-win-2027", name: "Spin to Win" } })}::jsonb)
          returning id`.execute(upgraded.db);

    beforeEach(async () => {
      upgraded = await backend.open();
      const migrator = new Migrator({ db: upgraded.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo("0013_stock_changes")).error).toBeUndefined();
    });
    afterEach(() => upgraded?.close());

    it("keeps each email and mobile's first entry, even of two that raced in, and refuses them from then on", async () => {
      const first = await insertEntryLead("a", "Jane@Example.com", "0412345678");
      const raced = await insertEntryLead("b", "jane@example.com", "0498765432");

      await migrateToLatest(upgraded.db);

      const entries = await upgraded.db
        .selectFrom("promotion_entries")
        .select(["contact_kind", "contact", "lead_id"])
        .orderBy("contact")
        .execute();
      const [firstId, racedId] = [first, raced].map((inserted) => Number((inserted.rows[0] as { id: number }).id)) as [number, number];
      expect(entries.map((entry) => ({ ...entry, lead_id: Number(entry.lead_id) }))).toEqual([
        { contact_kind: "phone", contact: "0412345678", lead_id: firstId },
        { contact_kind: "phone", contact: "0498765432", lead_id: racedId },
        { contact_kind: "email", contact: "jane@example.com", lead_id: firstId },
      ]);
      await expect(
        upgraded.db
          .insertInto("promotion_entries")
          .values({ website_id: 101, promotion_slug: "spin-to-win-2027", contact_kind: "email", contact: "jane@example.com", lead_id: racedId })
          .execute(),
      ).rejects.toThrow(/promotion_entries_entrant_key/);
    });
  });

  describe("deposits that held one car twice before the key (0016)", () => {
    let upgraded: DatabaseHandle;
    const insertHold = (carId: number, status: "held" | "confirmed", paidAt: string) =>
      sql`insert into deposit_reservations (website_id, car_id, status, amount_cents, currency, provider, payment_reference,
                                            submission, request_meta, paid_at, hold_until)
          values (101, ${carId}, ${status}, 20000, 'aud', 'stripe', ${`pi_${carId}_${paidAt}`}, '{}'::jsonb, '{}'::jsonb,
                  ${paidAt}::timestamptz, ${paidAt}::timestamptz + interval '48 hours')
          returning id`
        .execute(upgraded.db)
        .then((inserted) => Number((inserted.rows[0] as { id: number }).id));

    beforeEach(async () => {
      upgraded = await backend.open();
      const migrator = new Migrator({ db: upgraded.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo("0015_refund_claims")).error).toBeUndefined();
    });
    afterEach(() => upgraded?.close());

    it("keeps each car's confirmed or else first-paid hold, ends the others for a refund, and refuses a second hold from then on", async () => {
      const firstPaid = await insertHold(1, "held", "2026-11-01T10:00:00Z");
      const laterPaid = await insertHold(1, "held", "2026-11-01T10:00:01Z");
      const laterConfirmed = await insertHold(2, "confirmed", "2026-11-01T10:00:05Z");
      const earlierHeld = await insertHold(2, "held", "2026-11-01T10:00:00Z");
      const alone = await insertHold(3, "held", "2026-11-01T10:00:00Z");
      await sql`insert into payment_events (provider, event_id, type, received_at) values ('stripe', 'evt_1', 'deposit-paid', '2026-11-01T10:00:00Z')`.execute(
        upgraded.db,
      );

      await migrateToLatest(upgraded.db);

      const rows = await upgraded.db.selectFrom("deposit_reservations").select(["id", "status", "end_reason"]).orderBy("id").execute();
      expect(rows).toEqual([
        { id: firstPaid, status: "held", end_reason: null },
        { id: laterPaid, status: "refund-due", end_reason: "car-unavailable" },
        { id: laterConfirmed, status: "confirmed", end_reason: null },
        { id: earlierHeld, status: "refund-due", end_reason: "car-unavailable" },
        { id: alone, status: "held", end_reason: null },
      ]);
      await expect(insertHold(3, "held", "2026-11-02T10:00:00Z")).rejects.toThrow(/deposit_reservations_one_hold_per_car/);
      expect(await upgraded.db.selectFrom("payment_events").select(["event_id", "processed_at"]).execute()).toEqual([
        { event_id: "evt_1", processed_at: new Date("2026-11-01T10:00:00Z") },
      ]);
    });
  });

  describe("once migrated", () => {
    beforeAll(() => migrateToLatest(database.db));
    beforeEach(async () => {
      await database.db.deleteFrom("cars").execute();
      await database.db.deleteFrom("app_meta").execute();
    });

    it("reads a car back with numbers, calendar dates, timestamps and nested parts", async () => {
      const soldAt = new Date("2025-06-18T23:30:00Z");
      const [inserted] = await insertCars(database.db, [
        buildCar({
          id: 9_000_000_001,
          price: 27990,
          before_price: 29990.5,
          engine_size_litres: 2.0,
          status: "sold",
          sold_at: soldAt,
          rego_expiry: "2026-03-31",
          build_date: "2021-02-01",
          categories: ["Hatch", "Family"],
          variant: toJsonb({ cylinders: 4, enginesize_litres: 2, induction: "Aspirated" }),
          standard_equipment: toJsonb(["Reversing Camera", "Apple CarPlay"]),
          finance_lenders: toJsonb({ taurus: { interestRate: 6.29, paymentWeek: 98 } }),
          autograb_data: toJsonb({ average_market_price: 28500 }),
        }),
      ]);

      const car = await database.db
        .selectFrom("cars")
        .selectAll()
        .where("id", "=", inserted!.id)
        .executeTakeFirstOrThrow();
      expect(car).toMatchObject({
        id: 9_000_000_001,
        price: 27990,
        before_price: 29990.5,
        engine_size_litres: 2,
        sold_at: soldAt,
        rego_expiry: "2026-03-31",
        build_date: "2021-02-01",
        compliance_date: null,
        categories: ["Hatch", "Family"],
        images: [{ url: expect.stringMatching(/^\/images\/cars\//) }],
        variant: { cylinders: 4, enginesize_litres: 2, induction: "Aspirated" },
        standard_equipment: ["Reversing Camera", "Apple CarPlay"],
        finance_lenders: { taurus: { interestRate: 6.29, paymentWeek: 98 } },
        autograb_data: { average_market_price: 28500 },
        caravan_specs: null,
        reserved: false,
        certified: false,
        preorder: false,
        show_on_dealer_website: true,
        custom_rank: 0,
        views: 0,
      });
      expect(car.created_at).toBeInstanceOf(Date);
      expect(car.updated_at).toBeInstanceOf(Date);
    });

    it("numbers cars itself when no id is given", async () => {
      const [first, second] = await insertCars(database.db, [buildCar(), buildCar()]);
      expect(typeof first!.id).toBe("number");
      expect(second!.id).toBeGreaterThan(first!.id);
    });

    it("refuses a car type other than new, demo or used", async () => {
      await expect(
        database.db
          .insertInto("cars")
          .values(buildCar({ car_type: "pre-loved" as "used" }))
          .execute(),
      ).rejects.toThrow(/cars_car_type_check/);
    });

    it("keeps a slug unique within a tenant but not across tenants", async () => {
      await insertCars(database.db, [buildCar({ slug: "2020-mazda-cx-5" })]);
      await insertCars(database.db, [buildCar({ slug: "2020-mazda-cx-5", website_id: 2 })]);

      await expect(insertCars(database.db, [buildCar({ slug: "2020-mazda-cx-5" })])).rejects.toThrow(
        /cars_website_id_slug_key/,
      );
    });

    it("keeps concurrent queries out of a transaction that rolls back", async () => {
      const rolledBack = database.db.transaction().execute(async (trx) => {
        await trx.insertInto("cars").values(buildCar({ slug: "rolled-back" })).execute();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error("the sale fell through");
      });
      const concurrentInserts = Array.from({ length: 10 }, (_, index) =>
        database.db
          .insertInto("cars")
          .values(buildCar({ slug: `concurrent-${index}` }))
          .execute(),
      );

      await expect(rolledBack).rejects.toThrow("the sale fell through");
      await Promise.all(concurrentInserts);
      const slugs = await database.db.selectFrom("cars").select("slug").execute();
      expect(slugs.map((row) => row.slug).sort()).toEqual(
        Array.from({ length: 10 }, (_, index) => `concurrent-${index}`).sort(),
      );
    });

    it("stores app facts such as seeded as JSON under a key", async () => {
      const seeded = { at: "2025-06-20T02:00:00.000Z", cars: 120 };
      await database.db
        .insertInto("app_meta")
        .values({ key: "seeded", value: toJsonb(seeded) })
        .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: toJsonb(seeded) }))
        .execute();

      const row = await database.db
        .selectFrom("app_meta")
        .select("value")
        .where("key", "=", "seeded")
        .executeTakeFirst();
      expect(row?.value).toEqual(seeded);
    });
  });
});

describe("the process database", () => {

  it("opens once from the environment, migrated, and answers the health check", async () => {
    const [db, again] = await Promise.all([getDatabase(), getDatabase()]);
    expect(again).toBe(db);
    await expect(db.selectFrom("cars").select("id").execute()).resolves.toEqual([]);

    expect(await checkDatabase()).toEqual({ ok: true, kind: "pglite" });
  });

  it("keeps PGlite's data in DATA_DIR/db across a restart", async () => {
    await insertCars(await getDatabase(), [buildCar({ slug: "kept-across-restart" })]);
    await closeDatabase();

    const reopened = await getDatabase();
    const car = await reopened
      .selectFrom("cars")
      .select("slug")
      .where("slug", "=", "kept-across-restart")
      .executeTakeFirst();
    expect(car).toEqual({ slug: "kept-across-restart" });
    expect((await fs.stat(path.join(processDataDir, "db"))).isDirectory()).toBe(true);
  });
});
