import { describe, expect, it } from "vitest";
import { normalizeText } from "~/adapters/search/engine/text";
import { EXCLUSION_FOLDING } from "~/models/stock/listing";
import { exclusionKey, isExcludedStock } from "./listing";

describe('isExcludedStock: base stock filters that exclude "makes or stock numbers" (search-journey §9)', () => {
  const exclusions = { excludedMakes: ["Mazda"], excludedStockNumbers: ["WR-1002"] };

  it("excludes a car of an excluded make, in any case", () => {
    expect(isExcludedStock({ make: "Mazda", stocknum: "WR-1001" }, exclusions)).toBe(true);
    expect(isExcludedStock({ make: "MAZDA", stocknum: null }, exclusions)).toBe(true);
  });

  it("excludes a car of an excluded make written with or without accents, as the search index compares", () => {
    expect(isExcludedStock({ make: "Škoda", stocknum: null }, { excludedMakes: ["SKODA"], excludedStockNumbers: [] })).toBe(true);
    expect(isExcludedStock({ make: "Citroen", stocknum: null }, { excludedMakes: ["Citroën"], excludedStockNumbers: [] })).toBe(true);
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

describe("exclusionKey and its SQL folding", () => {
  it("folds as the embedded search index folds facet values", () => {
    for (const value of ["Škoda", "CITROËN", "Alfa Roméo", "Ø-1", "ÆON", "İstanbul", "Mazda"]) {
      expect(exclusionKey(value)).toBe(normalizeText(value));
    }
  });

  it("maps each Latin letter translate() is given to the one letter exclusionKey makes of it", () => {
    const { from, to } = EXCLUSION_FOLDING;
    expect([...from]).toHaveLength([...to].length);
    expect(from).toContain("Š");
    expect(from).toContain("ë");
    [...from].forEach((letter, index) => expect(exclusionKey(letter)).toBe([...to][index]));
    // ASCII is lower()'s to fold, and stays out of translate().
    expect(from).not.toMatch(/[A-Za-z]/);
  });
});
