import { describe, expect, it } from "vitest";
import { CATALOGUE } from "~/models/stock/demo/catalogue";
import { makeHue, makeInitials, makeLogoSvg, makeLogoUrl, manufacturerForSlug, MANUFACTURERS } from "./make-logos";

describe("make logos (search-journey §2 make list with logos)", () => {
  it("points each listed make at its badge by slug", () => {
    expect(makeLogoUrl("Toyota")).toBe("/makes/toyota.svg");
    expect(makeLogoUrl("Mercedes-Benz")).toBe("/makes/mercedes-benz.svg");
    expect(makeLogoUrl("Land Rover")).toBe("/makes/land-rover.svg");
  });

  it("has no badge for a make outside the fixed list", () => {
    expect(makeLogoUrl("Trabant")).toBeNull();
    expect(manufacturerForSlug("trabant")).toBeUndefined();
    expect(manufacturerForSlug("../etc/passwd")).toBeUndefined();
  });

  it("covers every make the demo stock is made of", () => {
    for (const { name } of CATALOGUE) expect(makeLogoUrl(name), name).not.toBeNull();
  });

  it("finds the make's own spelling from its slug", () => {
    expect(manufacturerForSlug("bmw")).toBe("BMW");
    expect(manufacturerForSlug("mercedes-benz")).toBe("Mercedes-Benz");
    expect(new Set(MANUFACTURERS).size).toBe(MANUFACTURERS.length);
  });

  it("letters a badge with an acronym as it is, else up to two initials", () => {
    expect(makeInitials("BMW")).toBe("BMW");
    expect(makeInitials("MG")).toBe("MG");
    expect(makeInitials("Toyota")).toBe("T");
    expect(makeInitials("Land Rover")).toBe("LR");
    expect(makeInitials("Mercedes-Benz")).toBe("MB");
    expect(makeInitials("Škoda")).toBe("S");
  });

  it("gives a make the same colour every time, and makes different colours", () => {
    expect(makeHue("Toyota")).toBe(makeHue("Toyota"));
    expect(makeHue("Toyota")).toBe(makeHue("TOYOTA"));
    const hues = new Set(MANUFACTURERS.map(makeHue));
    expect(hues.size).toBeGreaterThan(MANUFACTURERS.length * 0.8);
    expect([...hues].every((hue) => Number.isInteger(hue) && hue >= 0 && hue < 360)).toBe(true);
  });

  it("draws a circle with the initials, the name as its title", () => {
    const svg = makeLogoSvg("Land Rover");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain("<title>Land Rover</title>");
    expect(svg).toMatch(/<circle [^>]*fill="hsl\(\d+ 55% 30%\)"\/>/);
    expect(svg).toMatch(/<text [^>]*>LR<\/text>/);
    expect(makeLogoSvg(`A<b>&"`)).not.toMatch(/<b>|&"/);
  });
});
