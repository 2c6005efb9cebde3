import { describe, expect, it } from "vitest";
import { brandMenus, brandMenuTiles } from "./brand-menu";

const group = [
  { name: "Meridian Mazda", manufacturers: ["Mazda"] },
  { name: "Meridian Kia", manufacturers: ["Kia"], logoUrl: "/logos/kia.svg" },
];
const item = {
  label: "New Cars",
  children: [
    { label: "Meridian Mazda", href: "/search?dealership=mazda" },
    { label: "Meridian Kia", href: "/search?dealership=kia" },
  ],
};

describe("brandMenuTiles (vehicle-page §2 brand mega-menu with logo tiles)", () => {
  it("gives a dealer group's entry of dealerships a logo tile each: its logo, else its make's badge", () => {
    expect(brandMenuTiles(item, group)).toEqual([
      { label: "Meridian Mazda", href: "/search?dealership=mazda", logoUrl: "/makes/mazda.svg", make: "Mazda" },
      { label: "Meridian Kia", href: "/search?dealership=kia", logoUrl: "/logos/kia.svg", make: "Kia" },
    ]);
  });

  it("leaves an entry of other links a plain dropdown", () => {
    expect(brandMenuTiles({ label: "Used", children: [...item.children, { label: "All Stock", href: "/search" }] }, group)).toBeNull();
  });

  it("leaves a single dealer's menu alone", () => {
    expect(brandMenuTiles(item, group.slice(0, 1))).toBeNull();
  });
});

describe("brandMenus", () => {
  it("gives the tiles of the main menu's brand entries only", () => {
    const plain = { label: "Used", children: [{ label: "All Stock", href: "/search" }] };
    expect(brandMenus([plain, item], group)).toEqual([{ label: item.label, tiles: brandMenuTiles(item, group) }]);
  });
});
