import { describe, expect, it } from "vitest";
import { testCar } from "~/models/car/testing/car";
import { latestArrivals, pickFeatured, similarCars } from "./featured";

const car = (id: number) => testCar({ id });

describe("featured car lists (search-journey §7: cars by search filters with a limit)", () => {
  it("looks for the same make and model first, then the same body and type, only cars still on sale", () => {
    const list = similarCars({ id: 7, make: "Kia", model: "Cerato", simple_body: "Hatch", car_type: "used" });
    expect(list.searches.map((search) => search.refinements)).toEqual([
      { status: ["in_stock"], make: ["Kia"], model: ["Cerato"] },
      { status: ["in_stock"], body: ["Hatch"], car_type: ["used"] },
    ]);
    expect(list.excludeIds).toEqual([7]);
  });

  it("fills up to the limit from the searches in order, never the car itself nor a car twice", () => {
    const list = similarCars({ id: 1, make: "Kia", model: "Cerato", simple_body: "Hatch", car_type: "used" }, 3);
    expect(pickFeatured(list, [[car(1), car(2)], [car(2), car(3), car(4), car(5)]]).map((c) => c.id)).toEqual([2, 3, 4]);
    expect(pickFeatured(list, [[car(1)], []])).toEqual([]);
  });

  it("lists the latest arrivals on sale, newest first", () => {
    const [search] = latestArrivals(6).searches;
    expect(search).toMatchObject({ sortBy: "latest", refinements: { status: ["in_stock"] } });
  });
});
