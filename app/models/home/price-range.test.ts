import { describe, expect, it } from "vitest";
import { isFormSubmissionUrl, parseSearchState } from "~/models/search/state";
import { priceRangeSearchPath, priceSearchRange } from "./price-range-search";
import {
  DEFAULT_PRICE_VALUES,
  PRICE_SLIDER,
  clampPriceSlider,
  priceSliderValuesFrom,
} from "./price-range";
import { PriceRangeFormSchema } from "./price-range-form";

const tenant = { search: { path: "/search/used-cars", indexName: "Car_production", sortOptions: ["relevance"], pageSize: 21 } } as never;

describe("the home page's price slider constants (vehicle-page §5, §9)", () => {
  it('has "step 500; default range 5000 to 250000"', () => {
    expect(PRICE_SLIDER).toEqual({ min: 5000, max: 250000, step: 500 });
    expect(DEFAULT_PRICE_VALUES).toEqual({ min: 5000, max: 250000 });
  });
});

describe("clampPriceSlider (vehicle-page §5)", () => {
  it("leaves a range that keeps the rule as it is", () => {
    expect(clampPriceSlider({ min: 20000, max: 60000 }, "min")).toEqual({ min: 20000, max: 60000 });
    expect(clampPriceSlider({ min: 5000, max: 250000 }, "max")).toEqual({ min: 5000, max: 250000 });
  });

  it('"min cannot exceed max minus 1": a min dragged onto or past the max stops one step below it', () => {
    expect(clampPriceSlider({ min: 60000, max: 60000 }, "min")).toEqual({ min: 59500, max: 60000 });
    expect(clampPriceSlider({ min: 90000, max: 60000 }, "min")).toEqual({ min: 59500, max: 60000 });
    expect(clampPriceSlider({ min: 250000, max: 250000 }, "min")).toEqual({ min: 249500, max: 250000 });
  });

  it('"and vice versa": a max dragged onto or below the min stops one step above it', () => {
    expect(clampPriceSlider({ min: 60000, max: 60000 }, "max")).toEqual({ min: 60000, max: 60500 });
    expect(clampPriceSlider({ min: 60000, max: 20000 }, "max")).toEqual({ min: 60000, max: 60500 });
    expect(clampPriceSlider({ min: 5000, max: 5000 }, "max")).toEqual({ min: 5000, max: 5500 });
  });

  it("at an end of 5000 to 250000 the handle not moved gives way, as there is no room for the moved one", () => {
    expect(clampPriceSlider({ min: 5000, max: 5000 }, "min")).toEqual({ min: 5000, max: 5500 });
    expect(clampPriceSlider({ min: 250000, max: 250000 }, "max")).toEqual({ min: 249500, max: 250000 });
  });

  it('keeps values on the slider: "step 500" within "5000 to 250000"', () => {
    expect(clampPriceSlider({ min: 7320, max: 12740 }, "min")).toEqual({ min: 7500, max: 12500 });
    expect(clampPriceSlider({ min: 0, max: 900000 }, "min")).toEqual({ min: 5000, max: 250000 });
    expect(clampPriceSlider({ min: -4000, max: Number.NaN }, "max")).toEqual({ min: 5000, max: 5500 });
  });
});

describe("priceSliderValuesFrom: what the form without JavaScript sent", () => {
  it("rests a side not given at its end of the default range", () => {
    expect(priceSliderValuesFrom({})).toEqual({ min: 5000, max: 250000 });
    expect(priceSliderValuesFrom({ min: 20000 })).toEqual({ min: 20000, max: 250000 });
    expect(priceSliderValuesFrom({ max: 40000 })).toEqual({ min: 5000, max: 40000 });
  });

  it("swaps two amounts in the wrong order rather than dropping either", () => {
    expect(priceSliderValuesFrom({ min: 60000, max: 20000 })).toEqual({ min: 20000, max: 60000 });
  });

  it("keeps min below max by a step when both are the same", () => {
    expect(priceSliderValuesFrom({ min: 30000, max: 30000 })).toEqual({ min: 29500, max: 30000 });
    expect(priceSliderValuesFrom({ min: 1, max: 2 })).toEqual({ min: 5000, max: 5500 });
  });

  it("puts amounts outside 5000 to 250000 at the range's ends", () => {
    expect(priceSliderValuesFrom({ min: 1000, max: 9_000_000 })).toEqual({ min: 5000, max: 250000 });
    expect(priceSliderValuesFrom({ min: 400000 })).toEqual({ min: 249500, max: 250000 });
  });
});

describe("priceSearchRange: the search the View button asks for", () => {
  it('widens 500 steps to whole thousands (search-journey §5 "Price and km values snap to multiples of 1000")', () => {
    expect(priceSearchRange({ min: 7500, max: 12500 })).toEqual({ min: 7000, max: 13000 });
    expect(priceSearchRange({ min: 20000, max: 60000 })).toEqual({ min: 20000, max: 60000 });
    expect(priceSearchRange({ min: 249500, max: 250000 })).toEqual({ min: 249000 });
  });

  it("leaves the price open above the top of the slider, 250000", () => {
    expect(priceSearchRange({ min: 5000, max: 250000 })).toEqual({ min: 5000 });
  });
});

describe("priceRangeSearchPath", () => {
  it("is the search page's canonical URL for the range, which it reads back without a redirect", () => {
    const path = priceRangeSearchPath({ min: 7500, max: 12500 }, tenant);
    expect(path).toBe("/search/used-cars?price=7000%3A13000");
    const params = new URL(path, "http://dealer.test").searchParams;
    expect(isFormSubmissionUrl(params)).toBe(false);
    expect(parseSearchState(params, tenant).ranges).toEqual({ price: { min: 7000, max: 13000 } });
  });

  it("leaves the top open at the end of the slider", () => {
    expect(priceRangeSearchPath({ min: 5000, max: 250000 }, tenant)).toBe("/search/used-cars?price=5000%3A");
  });
});

describe("PriceRangeFormSchema", () => {
  it("reads amounts, and an empty box as not chosen", () => {
    expect(PriceRangeFormSchema.parse({ price_min: "20000", price_max: "" })).toEqual({ price_min: 20000 });
    expect(PriceRangeFormSchema.parse({})).toEqual({});
  });

  it("refuses text that is no amount", () => {
    const result = PriceRangeFormSchema.safeParse({ price_min: "cheap", price_max: "Infinity" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["price_min", "must be an amount in dollars, such as 20000"],
      ["price_max", "must be an amount in dollars, such as 20000"],
    ]);
  });
});
