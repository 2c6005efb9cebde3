import { describe, expect, it } from "vitest";
import { POPULAR_MAKES_SHOWN, popularMakeTiles } from "./popular-makes";

describe("popularMakeTiles (vehicle-page §2 \"popular-facet tiles with counts\")", () => {
  it("lists the makes with the most stock first, each with its count, landing and badge", () => {
    expect(popularMakeTiles({ Mazda: 12, Toyota: 140, "Mercedes-Benz": 30 })).toEqual([
      { make: "Toyota", count: 140, href: "/search/toyota", logo: "/makes/toyota.svg" },
      { make: "Mercedes-Benz", count: 30, href: "/search/mercedes-benz", logo: "/makes/mercedes-benz.svg" },
      { make: "Mazda", count: 12, href: "/search/mazda", logo: "/makes/mazda.svg" },
    ]);
  });

  it("leaves out makes with no stock", () => {
    expect(popularMakeTiles({ Jayco: 89, Coromal: 0 }).map((tile) => tile.make)).toEqual(["Jayco"]);
    expect(popularMakeTiles(undefined)).toEqual([]);
  });

  it(`shows at most ${POPULAR_MAKES_SHOWN}, ties in alphabetical order`, () => {
    const counts = Object.fromEntries(["Kia", "BYD", "Ford", "Hyundai", "MG", "Mazda", "Tesla", "Audi"].map((make) => [make, 5]));
    expect(popularMakeTiles({ ...counts, Toyota: 9 }).map((tile) => tile.make)).toEqual([
      "Toyota", "Audi", "BYD", "Ford", "Hyundai", "Kia",
    ]);
  });

  it("gives a make outside the badge list no logo", () => {
    expect(popularMakeTiles({ "Acme Campers": 3 })).toEqual([
      { make: "Acme Campers", count: 3, href: "/search/acme-campers", logo: null },
    ]);
  });
});
