import { describe, expect, it } from "vitest";
import { TenantSchema, type Tenant } from "~/tenants/schema";
import { meridianMotorGroup } from "~/tenants/sites/meridian-motor-group";
import {
  activeRefinementCount,
  carTypeOrder,
  displayedCount,
  facetOptions,
  facetValueLabel,
  leftOutNotice,
  makeList,
  modelsForMake,
  panelOpen,
  refinementChips,
  resultCountLabel,
  searchHref,
  showMeLabel,
  splitPopularMakes,
  subscriptionLabel,
} from "./facets";
import { emptySearchState, type SearchState } from "./state";

const tenant: Tenant = TenantSchema.parse(meridianMotorGroup);
const cars = { stockNoun: "cars", vehicleType: "car" };

/** n makes with descending counts: Make01 has the most cars. */
const makeCounts = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`Make${String(i + 1).padStart(2, "0")}`, 1000 - i]));

const stateWith = (change: Partial<SearchState>): SearchState => ({ ...emptySearchState(), ...change });

describe("values from the URL that Object.prototype also has", () => {
  const names = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];

  it("count 0 as any value with no cars", () => {
    for (const name of names) {
      expect(facetOptions({ Toyota: 3 }, [name]).find((option) => option.value === name)).toEqual({
        value: name,
        label: name,
        count: 0,
        refined: true,
      });
    }
  });

  it("are labelled as the text they are, and not kept as a make's model", () => {
    expect(facetValueLabel("car_type", "constructor")).toBe("Constructor");
    expect(modelsForMake({ "Toyota Corolla": 2 }, "Toyota", names).map((option) => option.value)).toEqual(["Corolla"]);
  });
});

describe("facetOptions", () => {
  it("lists values with most cars first, then by name", () => {
    expect(facetOptions({ Ute: 4, SUV: 9, Sedan: 4 }).map((option) => option.value)).toEqual(["SUV", "Sedan", "Ute"]);
  });

  it("keeps a ticked value that has no cars left, with 0, so it can be unticked", () => {
    expect(facetOptions({ Petrol: 3 }, ["Electric"])).toEqual([
      { value: "Petrol", label: "Petrol", count: 3, refined: false },
      { value: "Electric", label: "Electric", count: 0, refined: true },
    ]);
  });
});

describe("carTypeOrder", () => {
  it('orders car types "new, demo, used" (§9) whatever their counts', () => {
    const options = facetOptions({ used: 900, demo: 20, new: 150 }, [], facetValueLabel.bind(null, "car_type"));
    expect(carTypeOrder(options).map(({ value, label }) => `${value}:${label}`)).toEqual([
      "new:New",
      "demo:Demo",
      "used:Used",
    ]);
  });

  it("puts an unknown type after them", () => {
    expect(carTypeOrder(facetOptions({ used: 1, ex_fleet: 5, new: 2 })).map((option) => option.value)).toEqual([
      "new",
      "used",
      "ex_fleet",
    ]);
  });
});

describe("makeList", () => {
  it('shows "7 items, then Show all makes" (§4)', () => {
    const { shown, extra, extraOpen } = makeList(makeCounts(12), { visible: 7 });
    expect(shown.map((option) => option.value)).toEqual([
      "Make01",
      "Make02",
      "Make03",
      "Make04",
      "Make05",
      "Make06",
      "Make07",
    ]);
    expect(extra).toHaveLength(5);
    expect(extraOpen).toBe(false);
  });

  it("has nothing to show all when there are 7 makes or fewer", () => {
    expect(makeList(makeCounts(7)).extra).toEqual([]);
  });

  it("opens the extra makes when one of them is ticked", () => {
    const list = makeList(makeCounts(12), { refined: ["Make10"] });
    expect(list.extraOpen).toBe(true);
    expect(list.extra.find((option) => option.value === "Make10")?.refined).toBe(true);
  });
});

describe("modelsForMake", () => {
  const makeModel = { "Toyota Corolla": 40, "Toyota HiLux": 55, "Toyota Land Cruiser 300": 7, "Mazda CX-5": 30 };

  it("lists the make's models from the make_model facet, most cars first", () => {
    expect(modelsForMake(makeModel, "Toyota").map(({ value, count }) => `${value} ${count}`)).toEqual([
      "HiLux 55",
      "Corolla 40",
      "Land Cruiser 300 7",
    ]);
  });

  it('limits a make to "30" models (§9)', () => {
    const many = Object.fromEntries(Array.from({ length: 45 }, (_, i) => [`Ford Model ${i}`, 100 - i]));
    expect(modelsForMake(many, "Ford")).toHaveLength(30);
  });

  it("keeps a ticked model inside the 30 even when it has few cars", () => {
    const many = Object.fromEntries(Array.from({ length: 45 }, (_, i) => [`Ford Model ${i}`, 100 - i]));
    const models = modelsForMake(many, "Ford", ["Model 44"]);
    expect(models).toHaveLength(30);
    expect(models[0]).toMatchObject({ value: "Model 44", refined: true });
  });

  it("does not mistake a make that starts with another make's name", () => {
    expect(modelsForMake({ "Mercedes-Benz GLC": 2, "Mercedes-AMG GT": 1 }, "Mercedes-Benz")).toHaveLength(1);
  });
});

describe("splitPopularMakes", () => {
  it('splits "Popular Makes from All Makes at item 20" (§4)', () => {
    const { popular, all } = splitPopularMakes(facetOptions(makeCounts(26)));
    expect(popular).toHaveLength(20);
    expect(popular[0]?.value).toBe("Make01");
    expect(popular[19]?.value).toBe("Make20");
    expect(all.map((option) => option.value)).toEqual(["Make21", "Make22", "Make23", "Make24", "Make25", "Make26"]);
  });

  it("lists the makes after the popular ones by name", () => {
    const counts = { ...makeCounts(20), Zotye: 5, Abarth: 1 };
    expect(splitPopularMakes(facetOptions(counts)).all.map((option) => option.value)).toEqual(["Abarth", "Zotye"]);
  });
});

describe("subscriptionLabel", () => {
  it('ends subscription price labels "with /week" (§9)', () => {
    expect(subscriptionLabel("$150 - $199")).toBe("$150 - $199/week");
    expect(subscriptionLabel(189)).toBe("$189/week");
    expect(subscriptionLabel("$150 - $199/week")).toBe("$150 - $199/week");
    expect(facetValueLabel("weekly_price_range", "$200 - $249")).toBe("$200 - $249/week");
  });
});

describe("displayedCount", () => {
  const facets = { car_type: { new: 800, demo: 200, used: 1500 }, dealership_slug: { a: 1300, b: 1200 } };

  it("shows the hit count up to 1999", () => {
    expect(displayedCount(1999, facets, 5000)).toBe(1999);
    expect(displayedCount(12, {}, undefined)).toBe(12);
  });

  it('replaces a count "over 1999" by the configured stock count (§9)', () => {
    expect(displayedCount(2000, facets, 2350)).toBe(2350);
  });

  it("without a configured stock count, shows the sum of the car_type counts", () => {
    expect(displayedCount(2600, { car_type: facets.car_type }, undefined)).toBe(2500);
  });

  it("takes the smaller sum when car_type is refined, since its counts then ignore its own refinement", () => {
    const refinedToUsed = { car_type: { new: 800, demo: 200, used: 1500 }, dealership_slug: { a: 900, b: 600 } };
    expect(displayedCount(2100, refinedToUsed, undefined)).toBe(1500);
  });

  it("keeps the hit count when there are no facet counts to add up", () => {
    expect(displayedCount(2600, {}, undefined)).toBe(2600);
  });
});

describe("showMeLabel and resultCountLabel", () => {
  it('reads "Show Me {count} {cars}" with thousands separators (§2)', () => {
    expect(showMeLabel(1234, cars)).toBe("Show Me 1,234 cars");
    expect(showMeLabel(0, cars)).toBe("Show Me 0 cars");
    expect(showMeLabel(1, cars)).toBe("Show Me 1 car");
    expect(showMeLabel(3, { stockNoun: "caravans", vehicleType: "caravan" })).toBe("Show Me 3 caravans");
  });

  it("counts the results, singular for one", () => {
    expect(resultCountLabel(1234, cars)).toBe("1,234 cars found");
    expect(resultCountLabel(1, cars)).toBe("1 car found");
  });
});

describe("panelOpen", () => {
  it("opens make and price by default and any panel with a refinement", () => {
    const state = stateWith({ refinements: { fuel: ["Diesel"] }, ranges: { km: { max: 50000 } } });
    expect(panelOpen("make", state)).toBe(true);
    expect(panelOpen("price", state)).toBe(true);
    expect(panelOpen("fuel", state)).toBe(true);
    expect(panelOpen("km", state)).toBe(true);
    expect(panelOpen("body", state)).toBe(false);
    expect(panelOpen("year", state)).toBe(false);
  });
});

describe("activeRefinementCount", () => {
  it("counts each ticked value and each range", () => {
    const state = stateWith({
      query: "hilux",
      refinements: { make: ["Toyota", "Mazda"], car_type: ["used"], body: [] },
      ranges: { price: { min: 10000 }, km: {} },
    });
    expect(activeRefinementCount(state)).toBe(4);
  });
});

describe("searchHref and refinementChips", () => {
  it("leaves page out on page 1 and the query string out when empty", () => {
    expect(searchHref("/search", stateWith({}), tenant)).toBe("/search");
    expect(searchHref("/search", stateWith({ page: 2, refinements: { make: ["Kia"] } }), tenant)).toBe(
      "/search?make=Kia&page=2",
    );
  });

  it("links each chip to the same search without that one value, back on page 1", () => {
    const state = stateWith({
      query: "sport",
      page: 3,
      refinements: { make: ["Mazda", "Kia"], car_type: ["demo"] },
      ranges: { price: { min: 10000, max: 30000 }, km: { max: 50000 } },
    });
    expect(refinementChips(state, tenant, "/search")).toEqual([
      { label: "“sport”", href: "/search?make=Mazda&make=Kia&car_type=demo&price=10000%3A30000&km=%3A50000" },
      { label: "Mazda", filter: "make:Mazda", href: "/search?query=sport&make=Kia&car_type=demo&price=10000%3A30000&km=%3A50000" },
      { label: "Kia", filter: "make:Kia", href: "/search?query=sport&make=Mazda&car_type=demo&price=10000%3A30000&km=%3A50000" },
      { label: "Demo", filter: "car_type:demo", href: "/search?query=sport&make=Mazda&make=Kia&price=10000%3A30000&km=%3A50000" },
      {
        label: "Price $10,000 – $30,000",
        filter: "price",
        href: "/search?query=sport&make=Mazda&make=Kia&car_type=demo&km=%3A50000",
      },
      { label: "Km up to 50,000 km", filter: "km", href: "/search?query=sport&make=Mazda&make=Kia&car_type=demo&price=10000%3A30000" },
    ]);
  });

  it("labels open-ended ranges and years", () => {
    const state = stateWith({ ranges: { year: { min: 2018 }, price: { max: 25000 } } });
    expect(refinementChips(state, tenant, "/search/used-cars").map((chip) => chip.label)).toEqual([
      "Price up to $25,000",
      "Year from 2018",
    ]);
  });
});

describe("status labels", () => {
  it("reads a status as a shopper would: the chip of status=coming_soon says Coming soon", () => {
    expect(facetValueLabel("status", "coming_soon")).toBe("Coming soon");
    expect(facetValueLabel("status", "in_stock")).toBe("In stock");
    expect(facetValueLabel("status", "sold")).toBe("Sold");
  });
});

describe("leftOutNotice", () => {
  it("says nothing when every tick was searched", () => {
    expect(leftOutNotice([])).toBeUndefined();
  });

  it("names the makes past the 20 searched at once", () => {
    expect(leftOutNotice([{ key: "make", value: "Volvo", limit: "attribute" }])).toBe(
      "Up to 20 makes are searched at once, so Volvo was left out.",
    );
    expect(
      leftOutNotice([
        { key: "make", value: "Suzuki", limit: "attribute" },
        { key: "make", value: "Volvo", limit: "attribute" },
      ]),
    ).toBe("Up to 20 makes are searched at once, so Suzuki and Volvo were left out.");
  });

  it("speaks of all filters together when the limit across them left values out, and shortens a long list", () => {
    const values = ["a", "b", "c", "d", "e", "f"].map((value) => ({ key: "colour" as const, value, limit: "total" as const }));
    expect(leftOutNotice(values)).toBe("Up to 40 filter choices are searched at once, so a, b, c, d and 2 more were left out.");
  });
});
