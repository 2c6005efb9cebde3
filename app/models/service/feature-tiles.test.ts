import { describe, expect, it } from "vitest";
import { findTenant } from "~/tenants";
import { certifiedProgramFor } from "~/tenants/certified-programs";
import { FEATURE_TILES_SHOWN, featureTilesFor, featureTilesForCar, seededShuffle } from "./feature-tiles";

const ids = (tiles: readonly { id: string }[]) => tiles.map((tile) => tile.id);

describe("featureTilesFor (vehicle-page §9 feature tiles per dealership brand)", () => {
  it('shows the warranty tile only for used cars ("used only for the used warranty tile")', () => {
    expect(ids(featureTilesFor("Toyota", "used"))).toContain("warranty");
    expect(ids(featureTilesFor("Toyota", "new"))).not.toContain("warranty");
    expect(ids(featureTilesFor("Mazda", "demo"))).not.toContain("warranty");
  });

  it("filters nothing else by car type", () => {
    expect(featureTilesFor("Mazda", "new").length).toBe(featureTilesFor("Mazda", "used").length - 1);
  });

  it("gives Toyota dealerships the heritage tile, other brands freight and 3-year protection", () => {
    expect(ids(featureTilesFor("Toyota", "used"))).toContain("heritage");
    expect(ids(featureTilesFor("Hyundai", "used"))).toEqual(expect.arrayContaining(["freight", "protection"]));
  });

  it("adds the tile of the dealer's certified program, its benefits in one sentence", () => {
    const program = certifiedProgramFor(findTenant("wattle-ridge-toyota")!, "toyota")!;
    expect(featureTilesFor("Toyota", "used", program).at(-1)).toEqual({
      id: "certified",
      title: "Toyota Certified",
      text: "90 point inspection, 1 year warranty and 1 year roadside assist.",
      href: "/pages/pre-owned-benefits",
    });
    expect(ids(featureTilesFor("Toyota", "used"))).not.toContain("certified");
  });

  it('uses §9\'s copy: "3-year standard warranty on used vehicles; freight anywhere in Australia"', () => {
    const tiles = featureTilesFor("Kia", "used");
    expect(tiles.find((tile) => tile.id === "warranty")?.text).toMatch(/3-year standard warranty on used vehicles/);
    expect(tiles.find((tile) => tile.id === "freight")?.text).toMatch(/Freight anywhere in Australia/);
  });
});

describe("seededShuffle (shown randomly, the same on the server and in the browser)", () => {
  const items = Array.from({ length: 9 }, (_, index) => index);

  it("gives the same order for the same seed", () => {
    expect(seededShuffle(items, 4242)).toEqual(seededShuffle(items, 4242));
  });

  it("keeps every item once", () => {
    expect([...seededShuffle(items, 7)].sort()).toEqual(items);
  });

  it("orders differently for different seeds", () => {
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => seededShuffle(items, seed + 1).join(",")));
    expect(orders.size).toBeGreaterThan(15);
  });

  it("leaves its input alone", () => {
    const input = [1, 2, 3];
    seededShuffle(input, 99);
    expect(input).toEqual([1, 2, 3]);
  });
});

describe("featureTilesForCar", () => {
  it(`shows ${FEATURE_TILES_SHOWN} of the brand's tiles for the car's type, in the car's own order`, () => {
    const car = { id: 123456, car_type: "new" };
    const tiles = featureTilesForCar(car, "Toyota", { certifiedPrograms: [] });
    expect(tiles).toHaveLength(FEATURE_TILES_SHOWN);
    expect(ids(tiles)).not.toContain("warranty");
    expect(featureTilesForCar(car, "Toyota", { certifiedPrograms: [] })).toEqual(tiles);
  });
});
