import { describe, expect, it } from "vitest";
import { isExcludedStock } from "./listing";

describe('isExcludedStock: base stock filters that exclude "makes or stock numbers" (search-journey §9)', () => {
  const exclusions = { excludedMakes: ["Mazda"], excludedStockNumbers: ["WR-1002"] };

  it("excludes a car of an excluded make, in any case", () => {
    expect(isExcludedStock({ make: "Mazda", stocknum: "WR-1001" }, exclusions)).toBe(true);
    expect(isExcludedStock({ make: "MAZDA", stocknum: null }, exclusions)).toBe(true);
  });

  it("excludes a car by its stock number, in any case", () => {
    expect(isExcludedStock({ make: "Toyota", stocknum: "wr-1002" }, exclusions)).toBe(true);
  });

  it("keeps every other car, and a car without a stock number of a make not excluded", () => {
    expect(isExcludedStock({ make: "Toyota", stocknum: "WR-1001" }, exclusions)).toBe(false);
    expect(isExcludedStock({ make: "Toyota", stocknum: null }, exclusions)).toBe(false);
    expect(isExcludedStock({ make: "Mazda", stocknum: "WR-1002" }, { excludedMakes: [], excludedStockNumbers: [] })).toBe(false);
  });
});
