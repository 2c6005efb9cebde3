import { describe, expect, it } from "vitest";
import { migratedDatabase, testBackends } from "~/db/testing/databases";
import { buildCar, insertCars } from "./testing/car-rows";
import { soldWindowStart } from "~/models/car/listing";
import { countStockByType } from "./testing/stock-counts";


const now = new Date("2025-06-20T02:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
/** buildCar's tenant, and another. */
const testMotors = buildCar().website_id;
const otherMotors = testMotors + 1;

describe("soldWindowStart", () => {
  it("starts the default 3 day window three days before now", () => {
    expect(soldWindowStart(now, 3)).toEqual(new Date("2025-06-17T02:00:00Z"));
  });
});

describe.each(testBackends())("isListed (the SQL listing filter) on $kind", (backend) => {
  const database = migratedDatabase(backend, ["cars"]);

  it("counts in-stock and coming-soon cars of each type, zero for a type with none", async () => {
    await insertCars(database.db, [
      buildCar({ car_type: "new" }),
      buildCar({ car_type: "new", status: "coming_soon" }),
      buildCar({ car_type: "used" }),
    ]);

    expect(await countStockByType(database.db, testMotors, 3, now)).toEqual({
      new: 2,
      demo: 0,
      used: 1,
    });
  });

  it("counts a car sold within the window and not one sold before it (3 days)", async () => {
    await insertCars(database.db, [
      buildCar({ car_type: "demo", status: "sold", sold_at: daysAgo(2) }),
      buildCar({ car_type: "demo", status: "sold", sold_at: daysAgo(4) }),
      buildCar({ car_type: "demo", status: "sold", sold_at: null }),
    ]);

    expect(await countStockByType(database.db, testMotors, 3, now)).toEqual({
      new: 0,
      demo: 1,
      used: 0,
    });
  });

  it("keeps a car sold 3.5 days ago listed for a dealer with a 4 day window", async () => {
    await insertCars(database.db, [buildCar({ status: "sold", sold_at: daysAgo(3.5) })]);

    expect((await countStockByType(database.db, testMotors, 3, now)).used).toBe(0);
    expect((await countStockByType(database.db, testMotors, 4, now)).used).toBe(1);
  });

  it("leaves out cars hidden from the dealer website and cars of other statuses", async () => {
    await insertCars(database.db, [
      buildCar({ show_on_dealer_website: false }),
      buildCar({ status: "coming_soon", show_on_dealer_website: false }),
      buildCar({ status: "sold", sold_at: daysAgo(1), show_on_dealer_website: false }),
      buildCar({ status: "in_transit" }),
      buildCar(),
    ]);

    expect((await countStockByType(database.db, testMotors, 3, now)).used).toBe(1);
  });

  it("counts only the given tenant's cars", async () => {
    await insertCars(database.db, [
      buildCar({ website_id: testMotors }),
      buildCar({ website_id: otherMotors, car_type: "new" }),
      buildCar({ website_id: otherMotors }),
    ]);

    expect(await countStockByType(database.db, testMotors, 3, now)).toEqual({
      new: 0,
      demo: 0,
      used: 1,
    });
    expect(await countStockByType(database.db, otherMotors, 3, now)).toEqual({
      new: 1,
      demo: 0,
      used: 1,
    });
  });

  it("uses the current time when none is given", async () => {
    await insertCars(database.db, [
      buildCar({ status: "sold", sold_at: new Date(Date.now() - 60 * 60 * 1000) }),
    ]);

    expect((await countStockByType(database.db, testMotors, 3)).used).toBe(1);
  });
});
