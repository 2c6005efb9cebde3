import { describe, expect, it } from "vitest";
import { toJsonb } from "~/db/schema";
import { migratedDatabase, testBackends } from "~/db/testing/databases";
import { toCar } from "~/models/car/car";
import { buildCar } from "~/models/stock/testing/car-rows";
import { insertCars } from "~/models/stock/write.server";
import { findTenant, tenants } from "~/tenants";
import { toCarRecord } from "./records";
import { carRecordBatches } from "./records.server";

const tenant = findTenant("wattle-ridge-toyota")!;
const image = (n: number) => ({ url: `/stock/car-${n}.jpg`, thumb_url: `/stock/car-${n}-thumb.jpg` });

describe.each(testBackends())("search records read from the database on $kind", (backend) => {
  const database = migratedDatabase(backend);

  it("are the records of the whole rows, read from the columns they need, in batches", async () => {
    const cars = Array.from({ length: 1_203 }, (_, i) =>
      buildCar({
        website_id: tenant.id,
        dealership_id: tenant.dealerships[0]!.id,
        dealership_slug: tenant.dealerships[0]!.slug,
        location_id: i % 2 ? tenant.locations[0]!.id : null,
        images: toJsonb(Array.from({ length: i % 7 }, (_, n) => image(n))),
        sold_at: i % 5 === 0 ? new Date(Date.UTC(2026, 10, 1, 12, 30, 15)) : null,
        status: i % 5 === 0 ? "sold" : "in_stock",
      }),
    );
    await insertCars(database.db, cars);
    const rows = await database.db.selectFrom("cars").selectAll().orderBy("id").execute();
    const expected = rows.map((row) => toCarRecord(toCar(row, tenant), tenant));

    const batches = [];
    for await (const batch of carRecordBatches(database.db, tenants)) batches.push(batch);
    expect(batches.map((batch) => batch.length)).toEqual([1_000, 203]);
    expect(batches.flat()).toEqual(expected);
    expect(expected.some((record) => record.photos_count === 6 && record.thumbnails.length === 4)).toBe(true);
  });
});
