import { describe, expect, it } from "vitest";
import { findTenant } from "~/tenants";
import { isFormSubmissionUrl, parseRange, parseSearchState, searchStateToParams } from "./state";

const tenant = findTenant("meridian-motor-group")!;
const parse = (query: string) => parseSearchState(new URLSearchParams(query), tenant);

describe("search state from the URL", () => {
  it("reads repeated refinements, ranges and the InstantSearch forms", () => {
    const state = parse(
      "query=hilux&make=Toyota&make=Mazda&price=10000:30000&refinementList[simple_body][0]=SUV&range[km]=:50000&refinementList[dealership_slug][0]=meridian-kia",
    );
    expect(state.query).toBe("hilux");
    expect(state.refinements.make).toEqual(["Toyota", "Mazda"]);
    expect(state.refinements.body).toEqual(["SUV"]);
    expect(state.refinements.dealership_slug).toEqual(["meridian-kia"]);
    expect(state.ranges.price).toEqual({ min: 10_000, max: 30_000 });
    expect(state.ranges.km).toEqual({ max: 50_000 });
  });

  it("ignores or clamps invalid values instead of failing", () => {
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=-4").page).toBe(1);
    expect(parse("page=99999").page).toBe(48); // 1000 reachable hits / 21 per page
    expect(parse("price=abc:def").ranges.price).toBeUndefined();
    expect(parse("sortBy=Other_index_price_asc").sortBy).toBe("relevance");
    expect(parse("sortBy=Car_production_km_asc").sortBy).toBe("km_asc");
    expect(parse("unknown=1&make=").refinements).toEqual({});
  });

  it("puts min before max whichever way they came", () => {
    expect(parseRange("30000:10000")).toEqual({ min: 10_000, max: 30_000 });
    expect(parseRange("1:2:3")).toBeUndefined();
  });

  it("writes the canonical URL: page absent when 1, sortBy as the replica name", () => {
    const state = parse("make=Toyota&page=1&sortBy=price_asc&price=5000:");
    expect(searchStateToParams(state, tenant).toString()).toBe(
      "make=Toyota&price=5000%3A&sortBy=Car_production_price_asc",
    );
    expect(searchStateToParams(parse("page=3"), tenant).get("page")).toBe("3");
  });
});

describe("form submissions and the canonical URL (DESIGN.md)", () => {
  it("knows a plain GET form's URL by its empty fields, min/max pairs and the model dropdown's make", () => {
    expect(isFormSubmissionUrl(new URLSearchParams("query=&make=Toyota"))).toBe(true);
    expect(isFormSubmissionUrl(new URLSearchParams("price_min=10000&price_max=20000"))).toBe(true);
    expect(isFormSubmissionUrl(new URLSearchParams("make=Toyota&model_for=Toyota&model=Corolla"))).toBe(true);
    expect(isFormSubmissionUrl(new URLSearchParams("make=Toyota&price=10000:20000&page=2"))).toBe(false);
  });

  it("drops a model chosen for another make when the shopper changed the make", () => {
    const state = parseSearchState(new URLSearchParams("make=Mazda&model_for=Toyota&model=Corolla"), tenant);
    expect(state.refinements.make).toEqual(["Mazda"]);
    expect(state.refinements.model).toBeUndefined();
  });

  it("keeps the model when the make is the one its dropdown listed", () => {
    const state = parseSearchState(new URLSearchParams("make=Toyota&model_for=Toyota&model=Corolla"), tenant);
    expect(state.refinements.model).toEqual(["Corolla"]);
  });
});
