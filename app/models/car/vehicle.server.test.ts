import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { toJsonb } from "~/db/schema";
import { migratedDatabase, testBackends } from "~/db/testing/databases";
import { buildCar, insertCars } from "~/models/stock/testing/car-rows";
import { TenantSchema } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import { findListedCar, findListedCarById, listedCarPages } from "./vehicle.server";

const now = new Date("2026-11-23T02:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const tenant = TenantSchema.parse(tenantInput());
const fourDayWindow = TenantSchema.parse(tenantInput({ slug: "other-cars", id: 2, search: { soldWindowDays: 4 } }));

describe.each(testBackends())("findListedCar on $kind", (backend) => {
  const database = migratedDatabase(backend, ["cars"]);

  it("finds an in-stock car of the tenant by its slug", async () => {
    await insertCars(database.db, [buildCar({ slug: "2021-toyota-corolla-u1" })]);
    const car = await findListedCar(database.db, tenant, "2021-toyota-corolla-u1", now);
    expect(car?.slug).toBe("2021-toyota-corolla-u1");
  });

  it("does not find another tenant's car with the same slug", async () => {
    await insertCars(database.db, [buildCar({ slug: "shared-slug", website_id: fourDayWindow.id })]);
    expect(await findListedCar(database.db, tenant, "shared-slug", now)).toBeNull();
  });

  it("reaches a sold car only within the sold-car window (vehicle-page §4: default 3 days)", async () => {
    await insertCars(database.db, [
      buildCar({ slug: "sold-2-days", status: "sold", sold_at: daysAgo(2) }),
      buildCar({ slug: "sold-4-days", status: "sold", sold_at: daysAgo(3.5) }),
    ]);
    expect(await findListedCar(database.db, tenant, "sold-2-days", now)).not.toBeNull();
    expect(await findListedCar(database.db, tenant, "sold-4-days", now)).toBeNull();
  });

  it("uses the tenant's own window (4 days on one site)", async () => {
    await insertCars(database.db, [
      buildCar({ slug: "sold-3-5-days", website_id: fourDayWindow.id, status: "sold", sold_at: daysAgo(3.5) }),
    ]);
    expect(await findListedCar(database.db, fourDayWindow, "sold-3-5-days", now)).not.toBeNull();
  });

  it("does not find a car hidden from the dealer website", async () => {
    await insertCars(database.db, [buildCar({ slug: "hidden", show_on_dealer_website: false })]);
    expect(await findListedCar(database.db, tenant, "hidden", now)).toBeNull();
  });

  it("reads every column of the car as a plain select of the row does (the row comes as one JSON text)", async () => {
    const [inserted] = await insertCars(database.db, [
      buildCar({
        slug: "every-column",
        variant_name: "Ascent Sport Hybrid",
        vin: "JTNK4RBE003456789",
        regplate: "ABC123",
        rego_expiry: "2027-03-31",
        compliance_date: "2021-02-01",
        build_date: "2021-01-15",
        dealercomments: 'One owner, "as new".\nBack slash \\ and ünïcode 🚗',
        carsales_title: "Corolla with a view",
        private_suburb: "Ipswich",
        private_postcode: "4305",
        price: 27_990.5,
        before_price: 29_990,
        offer_price: 26_500,
        engine_size_litres: 1.8,
        categories: ["SUV", "Family"],
        variant: toJsonb({ cylinders: 4, enginesize_litres: 1.8, fuelconsumptioncombined: 4.2, bodyconfiguration: null }),
        standard_equipment: toJsonb(["Reversing Camera", "Apple CarPlay"]),
        finance_lenders: toJsonb({ plenti: { interestRate: 7.49, paymentWeek: 99.5, disclaimer: "Subject to approval" } }),
        caravan_specs: toJsonb({ body_length: 21.5, axle_type: "Tandem" }),
        autograb_data: toJsonb({ average_market_price: 28_400 }),
        history_report: toJsonb({ url: "https://reports.example/1.pdf", name: "PPSR" }),
        payment_processors: toJsonb({ stripe: { enabled: true } }),
      }),
    ]);
    // Microseconds, which a JavaScript Date cannot hold: both reads must drop them alike.
    await sql`update cars set sold_at = '2026-11-21T01:02:03.456789Z', updated_at = '2026-11-22T04:05:06.000001+10:00' where id = ${inserted!.id}`.execute(database.db);
    const selected = await database.db.selectFrom("cars").selectAll().where("id", "=", inserted!.id).executeTakeFirstOrThrow();
    expect(await findListedCar(database.db, tenant, "every-column", now)).toEqual(selected);
    expect(await findListedCarById(database.db, tenant, inserted!.id, now)).toEqual(selected);
    expect(selected.sold_at).toBeInstanceOf(Date);
  });

  it("finds a listed car of the tenant by its id (?car_id=), not another tenant's nor a hidden one", async () => {
    const [own, others, hidden] = await insertCars(database.db, [
      buildCar({ slug: "own" }),
      buildCar({ slug: "others", website_id: fourDayWindow.id }),
      buildCar({ slug: "hidden-by-id", show_on_dealer_website: false }),
    ]);
    expect((await findListedCarById(database.db, tenant, own!.id, now))?.slug).toBe("own");
    expect(await findListedCarById(database.db, tenant, others!.id, now)).toBeNull();
    expect(await findListedCarById(database.db, tenant, hidden!.id, now)).toBeNull();
    expect(await findListedCarById(database.db, tenant, Number.NaN, now)).toBeNull();
  });

  it("lists the tenant's listed car pages for the sitemap, newest change first", async () => {
    await insertCars(database.db, [
      buildCar({ slug: "older", updated_at: daysAgo(5) }),
      buildCar({ slug: "newer", updated_at: daysAgo(1) }),
      buildCar({ slug: "sold-long-ago", status: "sold", sold_at: daysAgo(30) }),
      buildCar({ slug: "elsewhere", website_id: fourDayWindow.id }),
    ]);
    const pages = await listedCarPages(database.db, tenant, 10, now);
    expect(pages.map((page) => page.slug)).toEqual(["newer", "older"]);
  });

  describe('on a tenant whose base stock filter excludes "makes or stock numbers" (search-journey §9)', () => {
    // Written in another case than the stock's: the search index compares without case too.
    const excluding = TenantSchema.parse(
      tenantInput({ search: { excludedMakes: ["MAZDA", "Skoda"], excludedStockNumbers: ["u-excluded"] } }),
    );

    it("leaves out a make written with accents the exclusion does not have, as the search index does", async () => {
      const [skoda] = await insertCars(database.db, [buildCar({ slug: "a-skoda", make: "ŠKODA", model: "Octavia" })]);
      expect(await findListedCar(database.db, excluding, "a-skoda", now)).toBeNull();
      expect(await findListedCarById(database.db, excluding, skoda!.id, now)).toBeNull();
      expect((await findListedCar(database.db, tenant, "a-skoda", now))?.id).toBe(skoda!.id);
    });

    it("opens no car of an excluded make or stock number, by slug or by id, and keeps the rest", async () => {
      const [mazda, excluded, kept, noStocknum] = await insertCars(database.db, [
        buildCar({ slug: "a-mazda", make: "Mazda" }),
        buildCar({ slug: "excluded-stocknum", stocknum: "U-EXCLUDED" }),
        buildCar({ slug: "kept" }),
        buildCar({ slug: "no-stocknum", stocknum: null }),
      ]);
      expect(await findListedCar(database.db, excluding, "a-mazda", now)).toBeNull();
      expect(await findListedCar(database.db, excluding, "excluded-stocknum", now)).toBeNull();
      expect(await findListedCarById(database.db, excluding, mazda!.id, now)).toBeNull();
      expect(await findListedCarById(database.db, excluding, excluded!.id, now)).toBeNull();
      expect((await findListedCar(database.db, excluding, "kept", now))?.id).toBe(kept!.id);
      expect((await findListedCarById(database.db, excluding, noStocknum!.id, now))?.slug).toBe("no-stocknum");
      // The same cars on a tenant without exclusions.
      expect(await findListedCar(database.db, tenant, "a-mazda", now)).not.toBeNull();
      expect(await findListedCar(database.db, tenant, "excluded-stocknum", now)).not.toBeNull();
    });

    it("leaves the excluded cars out of the sitemap's car pages", async () => {
      await insertCars(database.db, [
        buildCar({ slug: "a-mazda", make: "Mazda" }),
        buildCar({ slug: "excluded-stocknum", stocknum: "U-EXCLUDED" }),
        buildCar({ slug: "kept" }),
        buildCar({ slug: "no-stocknum", stocknum: null }),
      ]);
      const pages = await listedCarPages(database.db, excluding, 10, now);
      expect(pages.map((page) => page.slug).sort()).toEqual(["kept", "no-stocknum"]);
    });
  });

  describe("under the tenant's stock preset (search-journey §9 \"applied through a numbered preset\")", () => {
    const withPreset = (stockPreset: number) => TenantSchema.parse(tenantInput({ search: { stockPreset } }));
    const photo = { url: "/stock/car.jpg" };

    it("opens and lists only what the preset's search lists: used only, in stock only, with photos", async () => {
      await insertCars(database.db, [
        buildCar({ slug: "used-in-stock", car_type: "used", status: "in_stock", images: toJsonb([photo]) }),
        buildCar({ slug: "new-in-stock", car_type: "new", status: "in_stock", images: toJsonb([photo]) }),
        buildCar({ slug: "used-coming-soon", car_type: "used", status: "coming_soon", images: toJsonb([photo]) }),
        buildCar({ slug: "used-no-photos", car_type: "used", status: "in_stock", images: toJsonb([]) }),
      ]);
      const opened = async (stockPreset: number) => {
        const slugs: string[] = [];
        for (const slug of ["used-in-stock", "new-in-stock", "used-coming-soon", "used-no-photos"]) {
          if (await findListedCar(database.db, withPreset(stockPreset), slug, now)) slugs.push(slug);
        }
        return slugs;
      };
      expect(await opened(1)).toEqual(["used-in-stock", "used-coming-soon", "used-no-photos"]);
      expect(await opened(2)).toEqual(["used-in-stock", "new-in-stock", "used-no-photos"]);
      expect(await opened(3)).toEqual(["used-in-stock", "new-in-stock", "used-coming-soon", "used-no-photos"]);
      expect(await opened(4)).toEqual(["used-in-stock", "new-in-stock", "used-coming-soon"]);
      const sitemap = await listedCarPages(database.db, withPreset(1), 10, now);
      expect(sitemap.map((page) => page.slug).sort()).toEqual(["used-coming-soon", "used-in-stock", "used-no-photos"]);
    });
  });
});
