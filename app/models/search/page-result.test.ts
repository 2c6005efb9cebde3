import { describe, expect, it } from "vitest";
import { testCar } from "~/models/car/testing/car";
import { resultWith } from "~/components/search/testing/fixtures";
import { searchPageResult } from "./page-result";

describe("searchPageResult", () => {
  const result = resultWith({
    hits: [testCar({ vin: "JTMURBR10PA000373" })],
    facets: {
      make: { Toyota: 12, Mazda: 3 },
      price: { "24990": 1, "25990": 2, "31990": 1 },
      km: { "5": 1, "55535": 3 },
      year: { "2023": 4 },
    },
    facetsStats: { price: { min: 24990, max: 31990, avg: 27000, sum: 108000 } },
  });

  it("keeps the refinement lists' counts and only the bounds of a range", () => {
    const page = searchPageResult(result);
    expect(page.facets).toEqual({ make: { Toyota: 12, Mazda: 3 } });
    expect(page.facetsStats).toEqual({ price: { min: 24990, max: 31990 } });
    expect(page).toMatchObject({ nbHits: 412, page: 1, nbPages: 20, hitsPerPage: 21 });
  });

  it("sends each hit as a card", () => {
    const [hit] = searchPageResult(result).hits;
    expect(hit).toMatchObject({ id: result.hits[0]!.id, name: result.hits[0]!.name });
    expect(hit).not.toHaveProperty("regplate");
  });

  it("leaves out the facets no filter reads", () => {
    const page = searchPageResult(resultWith({ facets: { make: { Toyota: 2 }, model: { Corolla: 2 }, state: { QLD: 2 } } }));
    expect(page.facets).toEqual({ make: { Toyota: 2 } });
  });

  it("lists every model of a chosen make, and one of each other make for its Select models link", () => {
    const facets = {
      make: { Toyota: 6, Mazda: 5, Kia: 1 },
      make_model: { "Toyota Corolla": 3, "Toyota HiLux": 2, "Toyota RAV4": 1, "Mazda CX-5": 4, "Mazda BT-50": 1 },
    };
    expect(searchPageResult(resultWith({ facets }), { make: ["Toyota"] }).facets.make_model).toEqual({
      "Toyota Corolla": 3,
      "Toyota HiLux": 2,
      "Toyota RAV4": 1,
      "Mazda CX-5": 4,
    });
    // A chosen model lists its make's models too, as the make filter does (listsModels).
    expect(searchPageResult(resultWith({ facets }), { model: ["BT-50"] }).facets.make_model).toEqual({
      "Toyota Corolla": 3,
      "Mazda CX-5": 4,
      "Mazda BT-50": 1,
    });
  });
});
