import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testBackends } from "~/db/testing/databases";
import { tenants } from "~/tenants/index";
import { buildCar } from "./testing/car-rows";
import { generateStock } from "./demo/generator";
import { countStockByType } from "./testing/stock-counts";
import { insertCars, readStockVersion, replaceStock, seedStockIfEmpty } from "./write.server";

const now = new Date("2025-06-20T02:00:00Z");

describe.each(testBackends())("writing stock on $kind", (backend) => {
  const database = migratedDatabase(backend, ["cars", "app_meta"]);

  it("inserts generated cars in batches and reads them back as generated", async () => {
    const cars = generateStock({ tenants, count: 120, now });
    const progress: number[] = [];
    const { inserted } = await insertCars(database.db, cars, {
      batchSize: 7,
      progressEvery: 50,
      onProgress: (n) => progress.push(n),
    });

    expect(inserted).toBe(120);
    expect(progress).toEqual([50, 100, 120]);
    const rows = await database.db.selectFrom("cars").selectAll().orderBy("id").execute();
    expect(rows).toHaveLength(120);
    const bySlug = new Map(rows.map((row) => [`${row.website_id}/${row.slug}`, row]));
    for (const car of cars) {
      const row = bySlug.get(`${car.website_id}/${car.slug}`)!;
      expect(row.price).toBe(car.price);
      expect(row.km).toBe(car.km);
      expect(row.categories).toEqual(car.categories);
      expect(row.images).toEqual(JSON.parse(car.images!));
      expect(row.finance_lenders).toEqual(JSON.parse(car.finance_lenders!));
      expect(row.caravan_specs).toEqual(car.caravan_specs ? JSON.parse(car.caravan_specs) : null);
      expect(row.created_at).toEqual(car.created_at);
      expect(row.sold_at).toEqual(car.sold_at);
      expect(row.rego_expiry).toBe(car.rego_expiry);
      expect(row.engine_size_litres).toBe(car.engine_size_litres);
      expect(row.reserved).toBe(car.reserved);
    }
  });

  it("fills the table's defaults for columns a car leaves out", async () => {
    const { reserved: _r, certified: _c, images: _i, ...bare } = buildCar({ slug: "bare-car" });
    await insertCars(database.db, [bare]);
    const row = await database.db.selectFrom("cars").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      reserved: false,
      certified: false,
      images: [],
      standard_equipment: [],
      finance_lenders: {},
      status: "in_stock",
      show_on_dealer_website: true,
    });
    expect(row.id).toBeGreaterThan(0);
  });

  it("bumps the stock version with every write, in the same transaction", async () => {
    expect(await readStockVersion(database.db)).toBeNull();
    await insertCars(database.db, [buildCar()]);
    expect((await readStockVersion(database.db))?.version).toBe(1);
    await replaceStock(database.db, [buildCar(), buildCar()]);
    const version = await readStockVersion(database.db);
    expect(version?.version).toBe(2);
    expect(Number.isNaN(Date.parse(version!.changedAt))).toBe(false);

    // A failing batch rolls back its cars and the version bump together.
    await expect(
      insertCars(database.db, [buildCar({ slug: "twin" }), buildCar({ slug: "twin" })]),
    ).rejects.toThrow();
    expect((await readStockVersion(database.db))?.version).toBe(2);
    expect(
      await database.db
        .selectFrom("cars")
        .select(sql<number>`count(*)`.as("n"))
        .executeTakeFirst(),
    ).toEqual({ n: 2 });
  });

  it("replaces all the stock", async () => {
    await insertCars(database.db, [buildCar(), buildCar(), buildCar()]);
    await replaceStock(database.db, [buildCar({ slug: "only-car" })]);
    const rows = await database.db.selectFrom("cars").select("slug").execute();
    expect(rows).toEqual([{ slug: "only-car" }]);
  });

  it("seeds an empty database once, logging progress, and lists the stock on every tenant", async () => {
    const log: string[] = [];
    const first = await seedStockIfEmpty(database.db, { tenants, count: 300, now, log: (m) => log.push(m) });
    expect(first).toMatchObject({ seeded: true, count: 300 });
    expect(log[0]).toMatch(/^Seeding 300 generated cars for 5 tenants/);
    expect(log.at(-1)).toMatch(/^Seeded 300 cars in/);
    for (const tenant of tenants) {
      const counts = await countStockByType(database.db, tenant.id, tenant.search.soldWindowDays, now);
      expect(counts.used, tenant.slug).toBeGreaterThan(0);
    }

    expect(await seedStockIfEmpty(database.db, { tenants, count: 300, now })).toEqual({
      seeded: false,
      reason: "already seeded",
    });
    const seeded = await database.db
      .selectFrom("app_meta")
      .select("value")
      .where("key", "=", "seeded")
      .executeTakeFirst();
    expect(seeded?.value).toMatchObject({ count: 300, seed: 1 });
  });

  it("does not seed over stock that is already there", async () => {
    await insertCars(database.db, [buildCar()]);
    expect(await seedStockIfEmpty(database.db, { tenants, count: 50, now })).toEqual({
      seeded: false,
      reason: "cars present",
    });
    expect(await database.db.selectFrom("cars").select("id").execute()).toHaveLength(1);
  });
});
