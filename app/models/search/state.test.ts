import { describe, expect, it } from "vitest";
import { findTenant } from "~/tenants";
import { refinementChips } from "./facets";
import {
  appliedSearchState,
  isFormSubmissionUrl,
  isSearchUrlTooLong,
  MAX_REFINED_VALUES,
  MAX_SEARCH_URL_LENGTH,
  MAX_VALUES_PER_REFINEMENT,
  lastPage,
  pagingLimitNotice,
  parseRange,
  parseSearchState,
  readSearchParams,
  REFINEMENT_ATTRIBUTES,
  searchStateToParams,
  urlShowsAppliedState,
  type SearchState,
} from "./state";

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

  it('understands InstantSearch\'s menu[attr] state (search-journey §3 "Other state keys seen: menu, range")', () => {
    const state = parse("menu[make]=Kia&menu[simple_body]=SUV&menu[price]=1000");
    expect(state.refinements).toEqual({ make: ["Kia"], body: ["SUV"] });
    expect(state.ranges).toEqual({});
    expect(searchStateToParams(state, tenant).toString()).toBe("make=Kia&body=SUV");
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
    expect(parse("price=30000:10000").ranges.price).toEqual({ min: 10_000, max: 30_000 });
    expect(parseRange("1:2:3")).toBeUndefined();
  });

  it('snaps price and km "to multiples of 1000" (§5): the search is the range the boxes show', () => {
    expect(parse("price=20500:29500").ranges.price).toEqual({ min: 21_000, max: 30_000 });
    expect(parse("price_min=20500&price_max=9400").ranges.price).toEqual({ min: 9_000, max: 21_000 });
    expect(parse("km=:48700").ranges.km).toEqual({ max: 49_000 });
    expect(parse("year=2015:2019").ranges.year).toEqual({ min: 2015, max: 2019 });
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

describe("a hostile search URL costs about what a normal one does", () => {
  const refinedValues = (query: string) =>
    Object.values(parse(query).refinements).reduce((total, values) => total + (values?.length ?? 0), 0);
  /** Every refinement attribute with `count` values each: the 11 kB URL of the issue at 40. */
  const everyAttribute = (count: number) =>
    Object.keys(REFINEMENT_ATTRIBUTES)
      .flatMap((key) => Array.from({ length: count }, (_, i) => `${key}=value-${i}`))
      .join("&");

  it("keeps at most 20 values of one attribute, the first ones", () => {
    const makes = Array.from({ length: 45 }, (_, i) => `make=Make${i}`).join("&");
    const state = parse(makes);
    expect(state.refinements.make).toHaveLength(MAX_VALUES_PER_REFINEMENT);
    expect(state.refinements.make?.[0]).toBe("Make0");
    expect(state.refinements.make?.at(-1)).toBe("Make19");
  });

  it("names the values it left out, and which limit left them out", () => {
    const makes = Array.from({ length: 22 }, (_, i) => `make=Make${i}`).join("&");
    expect(readSearchParams(new URLSearchParams(`${makes}&make=Make21`), tenant).leftOut).toEqual([
      { key: "make", value: "Make20", limit: "attribute" },
      { key: "make", value: "Make21", limit: "attribute" },
    ]);
    const { state, leftOut } = readSearchParams(new URLSearchParams(everyAttribute(1)), tenant);
    expect(leftOut).toEqual([]);
    expect(Object.values(state.refinements).every((values) => values.length > 0)).toBe(true);
    const overTotal = readSearchParams(new URLSearchParams(everyAttribute(2)), tenant);
    expect(overTotal.leftOut.length).toBeGreaterThan(0);
    expect(overTotal.leftOut.every((value) => value.limit === "total")).toBe(true);
    expect(Object.values(overTotal.state.refinements).every((values) => values.length > 0)).toBe(true);
  });

  it("keeps at most 40 values across all attributes, the InstantSearch forms counted too", () => {
    expect(refinedValues(everyAttribute(40))).toBe(MAX_REFINED_VALUES);
    const nested = Array.from({ length: 60 }, (_, i) => `refinementList[simple_body][${i}]=Body${i}&colour=C${i}`);
    expect(refinedValues(nested.join("&"))).toBe(MAX_REFINED_VALUES);
  });

  it("bounds the page's own links: the remove chips of the largest state stay small", () => {
    const chips = refinementChips(parse(everyAttribute(40)), tenant, "/search");
    expect(chips).toHaveLength(MAX_REFINED_VALUES);
    // Unbounded, this URL made 920 chips whose links each repeated the 11 kB state: 10 MB.
    const linkBytes = chips.reduce((total, chip) => total + chip.href.length, 0);
    expect(linkBytes).toBeLessThan(32_000);
  });

  it("refuses a URL over 2,048 characters and answers a long ordinary one", () => {
    const url = (query: string) => new URL(`https://cars.example/search?${query}`);
    expect(isSearchUrlTooLong(url(everyAttribute(40)))).toBe(true);
    expect(isSearchUrlTooLong(url(`query=${"a".repeat(MAX_SEARCH_URL_LENGTH)}`))).toBe(true);
    const everyPanel =
      "query=family%20suv&car_type=new&car_type=used&make=Toyota&make=Mazda&make=Kia&model=RAV4&model=CX-5" +
      "&body=SUV&fuel=Hybrid&transmission=Automatic&drive=AWD&colour=White&seats=7&location_name=Wattle%20Ridge" +
      "&tag=Runout%20Sale&price=20000:60000&km=:50000&year=2020:&sortBy=Car_production_price_asc&page=3";
    expect(isSearchUrlTooLong(url(everyPanel))).toBe(false);
  });

  it("reads Object.prototype's names as unknown parameters, not as refinements", () => {
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
      expect(parse(`${name}=1`).refinements).toEqual({});
      expect(parse(`refinementList[${name}][0]=1&range[${name}]=1:2`)).toEqual(parse(""));
    }
  });
});

describe("the search a page shows, once the search has answered", () => {
  const stats = (min: number, max: number) => ({ min, max, avg: (min + max) / 2, sum: min + max });
  const answer = { facetsStats: { price: stats(4_990, 84_100), km: stats(12, 190_000) }, nbPages: 36 };
  const shown = (query: string) => appliedSearchState(parse(query), answer, tenant);
  const redirectsTo = (query: string) => {
    const applied = shown(query);
    return urlShowsAppliedState(new URLSearchParams(query), applied)
      ? null
      : searchStateToParams(applied, tenant).toString().replaceAll("%3A", ":");
  };

  it("takes a page past the last to the last page: page=999 of 36 pages is page 36", () => {
    expect(shown("page=999").page).toBe(36);
    expect(redirectsTo("page=999")).toBe("page=36");
    expect(appliedSearchState(parse("page=3"), { facetsStats: {}, nbPages: 0 }, tenant).page).toBe(1);
    expect(redirectsTo("page=36")).toBeNull();
  });

  it('ignores "a value below the range minimum or above the maximum" (§5) within the slider\'s bounds', () => {
    expect(shown("price=:9999999").ranges.price).toBeUndefined();
    expect(shown("price=10000:9999999").ranges.price).toEqual({ min: 10_000 });
    expect(shown("km=:250000").ranges.km).toBeUndefined();
    expect(redirectsTo("price=10000:9999999&km=:250000")).toBe("price=10000:");
  });

  it("redirects a range off the rule to the range searched, and leaves a canonical one be", () => {
    expect(redirectsTo("price=20500:29500")).toBe("price=21000:30000");
    expect(redirectsTo("price=30000:20000")).toBe("price=20000:30000");
    expect(redirectsTo("range[price]=20500:")).toBe("price=21000:");
    expect(redirectsTo("price=21000:30000&page=2")).toBeNull();
    expect(redirectsTo("range[price]=21000:")).toBeNull();
  });

  it("lets unreadable text be, as the parser does, instead of redirecting it", () => {
    expect(redirectsTo("page=abc&price=abc:def")).toBeNull();
  });

  it("keeps what it does not judge: refinements, query and sort", () => {
    const state: SearchState = shown("query=hilux&make=Toyota&sortBy=price_asc&price=20500:");
    expect(state).toMatchObject({ query: "hilux", sortBy: "price_asc", refinements: { make: ["Toyota"] } });
  });
});

describe("pagingLimitNotice", () => {
  it("says on the last page a shopper can reach why the pages stop there, and how to see the rest", () => {
    const last = lastPage(tenant);
    expect(last).toBe(48); // 1,000 hits at 21 a page
    expect(pagingLimitNotice({ nbHits: 2_279, page: last }, 2_000, tenant)).toBe(
      "These pages show the first 1,000 of the 2,000 cars found. To see the others, narrow your search with the filters or sort it another way.",
    );
  });

  it("says nothing before the last page, nor when the pages reach every hit", () => {
    expect(pagingLimitNotice({ nbHits: 2_279, page: 47 }, 2_000, tenant)).toBeNull();
    expect(pagingLimitNotice({ nbHits: 1_000, page: 48 }, 1_000, tenant)).toBeNull();
  });
});
