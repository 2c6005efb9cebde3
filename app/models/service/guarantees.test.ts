import { describe, expect, it } from "vitest";
import { GUARANTEES, guaranteeTiles, showsGuarantees } from "./guarantees";

describe("showsGuarantees (vehicle-page §9 guarantee banner: used cars, or any path containing contact-us)", () => {
  it("shows on a used-car list", () => {
    expect(showsGuarantees({ guarantees: true, pathname: "/search/used-cars", carTypes: ["used"] })).toBe(true);
  });

  it("shows on any path containing contact-us", () => {
    expect(showsGuarantees({ guarantees: true, pathname: "/contact-us" })).toBe(true);
    expect(showsGuarantees({ guarantees: true, pathname: "/contact-us/brightlane-thomastown" })).toBe(true);
  });

  it("does not show on lists of new or mixed stock, or other pages", () => {
    expect(showsGuarantees({ guarantees: true, pathname: "/search/new-cars", carTypes: ["new"] })).toBe(false);
    expect(showsGuarantees({ guarantees: true, pathname: "/search", carTypes: undefined })).toBe(false);
    expect(showsGuarantees({ guarantees: true, pathname: "/search/new-used-and-demo-cars", carTypes: ["new", "demo", "used"] })).toBe(false);
    expect(showsGuarantees({ guarantees: true, pathname: "/about-us" })).toBe(false);
  });

  it("never shows for a tenant that does not give the guarantees", () => {
    expect(showsGuarantees({ guarantees: false, pathname: "/contact-us" })).toBe(false);
    expect(showsGuarantees({ guarantees: false, pathname: "/search/used-cars", carTypes: ["used"] })).toBe(false);
  });
});

describe("guaranteeTiles", () => {
  it("lists the five guarantees of §9 in order", () => {
    expect(GUARANTEES.map((tile) => tile.title)).toEqual([
      "One haggle-free price",
      "48hr money back guarantee",
      "Lifetime engine guarantee",
      "Cool value servicing for life",
      "12 months roadside assist",
    ]);
  });

  it('adds "a Reserve Online tile" with the deposit for a tenant that reserves online', () => {
    const tiles = guaranteeTiles({ features: { reservation: true }, reservation: { depositAmount: 200 } });
    expect(tiles).toHaveLength(6);
    expect(tiles.at(-1)).toMatchObject({ title: "Reserve Online", text: expect.stringContaining("$200") });
    expect(guaranteeTiles({ features: { reservation: false }, reservation: { depositAmount: 200 } })).toHaveLength(5);
  });
});
