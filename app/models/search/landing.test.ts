import { describe, expect, it } from "vitest";
import { findTenant } from "~/tenants";
import { toPublicTenant } from "~/tenants/public";
import { describeLanding, landingFacets, landingSearch, parseLandingPath } from "./landing";
import type { SearchState } from "./state";

const tenant = toPublicTenant(findTenant("meridian-motor-group")!);
const facets = {
  make: { Mazda: 10, "Mercedes-Benz": 2 },
  make_model: { "Mazda CX-5": 4, "Mazda BT-50": 6, "Mercedes-Benz GLC": 2 },
};
const shopper = (refinements: SearchState["refinements"]) => ({ refinements });
const landing = (path: string) => {
  const request = parseLandingPath(path);
  return request ? describeLanding(request, tenant, facets) : null;
};

describe("search landing pages", () => {
  it("fixes the car types of the spec's type paths", () => {
    expect(landing("used-cars")?.refinements).toEqual({ car_type: ["used"] });
    expect(landing("new-cars")?.refinements).toEqual({ car_type: ["new"] });
    expect(landing("demo-cars")?.refinements).toEqual({ car_type: ["demo"] });
    expect(landing("new-and-demo-cars")?.refinements).toEqual({ car_type: ["new", "demo"] });
    expect(landing("new-used-and-demo-cars")?.refinements).toEqual({ car_type: ["new", "demo", "used"] });
    expect(landing("used-cars/")?.path).toBe("/search/used-cars");
  });

  it("gives each landing its own heading and title", () => {
    expect(landing("")?.heading).toBe("Cars for sale");
    expect(landing("new-and-demo-cars")?.heading).toBe("New and demo cars for sale");
    expect(landing("suv-cars")?.heading).toBe("SUV cars for sale");
    expect(landing("used-cars")?.title).toBe("Used cars for sale in Parramatta NSW | Meridian Motor Group");
  });

  it("maps body, make and model slugs to facet values", () => {
    expect(landing("suv-cars")?.refinements).toEqual({ body: ["SUV"] });
    expect(landing("mercedes-benz")?.refinements).toEqual({ make: ["Mercedes-Benz"] });
    expect(landing("mazda/cx-5")?.refinements).toEqual({ make: ["Mazda"], model: ["CX-5"] });
    expect(landing("MAZDA/BT-50")?.path).toBe("/search/mazda/bt-50");
  });

  it("has no landing for a make or model the dealer does not stock, or a deeper path", () => {
    expect(landing("ferrari")).toBeNull();
    expect(landing("mazda/mx-5")).toBeNull();
    expect(landing("mazda/cx-5/extra")).toBeNull();
    expect(landing("<script>")).toBeNull();
  });

  it("has no landing for Object.prototype's names as a type or a body", () => {
    for (const name of ["constructor", "__proto__", "tostring", "hasownproperty", "valueof"]) {
      expect(landing(name)).toBeNull();
      expect(landing(`${name}-cars`)).toBeNull();
    }
  });

  it("narrows a type path's types by the shopper's ticked types, never widening them (§2, §4)", () => {
    const all = landing("new-used-and-demo-cars")!;
    const used = landingSearch(all, shopper({ car_type: ["used"] }));
    expect(used.searched.refinements.car_type).toEqual(["used"]);
    expect(used.shown.refinements.car_type).toEqual(["used"]);
    expect(used.excludedTypes).toEqual([]);
    expect(landingSearch(all, shopper({})).searched.refinements.car_type).toEqual(["new", "demo", "used"]);

    const newOnUsed = landingSearch(landing("used-cars")!, shopper({ car_type: ["new"], make: ["Mazda"] }));
    expect(newOnUsed.searched.refinements).toEqual({ car_type: ["used"], make: ["Mazda"] });
    expect(newOnUsed.shown.refinements).toEqual({ make: ["Mazda"] });
    expect(newOnUsed.excludedTypes).toEqual(["new"]);

    const usedOnNewAndDemo = landingSearch(landing("new-and-demo-cars")!, shopper({ car_type: ["used", "demo"] }));
    expect(usedOnNewAndDemo.searched.refinements.car_type).toEqual(["demo"]);
    expect(usedOnNewAndDemo.excludedTypes).toEqual(["used"]);
  });

  it("keeps a make or body path's own value beside the shopper's", () => {
    const mazda = landingSearch(landing("mazda")!, shopper({ make: ["Mercedes-Benz"], car_type: ["used"] }));
    expect(mazda.searched.refinements).toEqual({ make: ["Mazda", "Mercedes-Benz"], car_type: ["used"] });
  });

  it("offers only the path's own types in the Type filter", () => {
    const facets = { car_type: { new: 90, demo: 22, used: 300 }, make: { Mazda: 10 } };
    expect(landingFacets(landing("new-and-demo-cars")!, facets)).toEqual({ car_type: { new: 90, demo: 22 }, make: { Mazda: 10 } });
    expect(landingFacets(landing("suv-cars")!, facets)).toBe(facets);
  });
});
