import { describe, expect, it } from "vitest";
import { makeMatches, showsMakeFinder } from "./make-finder";

describe("the Find a make box", () => {
  it("shows on a site with more than 20 makes only", () => {
    expect(showsMakeFinder(20)).toBe(false);
    expect(showsMakeFinder(21)).toBe(true);
  });

  it("matches a make by the start of any of its words, or of its name written together, whatever the case", () => {
    const makes = ["Land Rover", "Mercedes-Benz", "Mazda", "Toyota", "Alfa Romeo"];
    const found = (typed: string) => makes.filter((make) => makeMatches(make, typed));
    expect(found("rover")).toEqual(["Land Rover"]);
    expect(found("BENZ")).toEqual(["Mercedes-Benz"]);
    expect(found("ma")).toEqual(["Mazda"]);
    expect(found("landro")).toEqual(["Land Rover"]);
    expect(found("alfa rom")).toEqual(["Alfa Romeo"]);
    expect(found("yota")).toEqual([]);
    expect(found("  ")).toEqual(makes);
  });
});
