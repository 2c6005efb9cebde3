import { describe, expect, it } from "vitest";
import {
  FALLBACK_BOUNDS,
  appliedRange,
  inputStep,
  moveThumb,
  rangeFromThumbs,
  sliderBounds,
  sliderScale,
  sliderStep,
  snap,
  snapBounds,
  thumbPositions,
} from "./slider";

const stats = (min: number, max: number) => ({ min, max, avg: (min + max) / 2, sum: min + max });

describe("sliderBounds", () => {
  it("takes the facet's min and max", () => {
    expect(sliderBounds(stats(4990, 84500))).toEqual({ min: 4990, max: 84500 });
  });

  it('falls back to "0 to 100000" when the facet has no stats (§9)', () => {
    expect(sliderBounds(undefined)).toEqual({ min: 0, max: 100000 });
    expect(FALLBACK_BOUNDS).toEqual({ min: 0, max: 100000 });
  });

  it("falls back when the stats are not numbers or are upside down", () => {
    expect(sliderBounds({ min: Number.NaN, max: 10 })).toEqual({ min: 0, max: 100000 });
    expect(sliderBounds({ min: 10, max: 5 })).toEqual({ min: 0, max: 100000 });
  });
});

describe("sliderStep", () => {
  it('is "step = range / 100" (§9)', () => {
    expect(sliderStep(0, 100000)).toBe(1000);
    expect(sliderStep(5000, 85000)).toBe(800);
    expect(sliderStep(2010, 2024)).toBeCloseTo(0.14);
  });

  it("is 1 when every car has the same value, so a slider still has a valid step", () => {
    expect(sliderStep(2020, 2020)).toBe(1);
  });
});

describe("snap", () => {
  it('snaps price and km "to multiples of 1000" (§5)', () => {
    expect(snap(23499, "price")).toBe(23000);
    expect(snap(23500, "price")).toBe(24000);
    expect(snap(61234, "km")).toBe(61000);
  });

  it("does not snap year", () => {
    expect(snap(2017, "year")).toBe(2017);
  });

  it("rounds down or up when asked, for the outer edges of the bounds", () => {
    expect(snap(4990, "price", "down")).toBe(4000);
    expect(snap(84100, "price", "up")).toBe(85000);
    expect(snapBounds({ min: 4990, max: 84100 }, "km")).toEqual({ min: 4000, max: 85000 });
    expect(snapBounds({ min: 2011, max: 2024 }, "year")).toEqual({ min: 2011, max: 2024 });
  });

  it("lets a typed price or km move by 1000 and a year by 1", () => {
    expect(inputStep("price")).toBe(1000);
    expect(inputStep("km")).toBe(1000);
    expect(inputStep("year")).toBe(1);
  });
});

describe("thumbPositions, the handles of the one range rule", () => {
  const price = { min: 5000, max: 85000 };

  it('resets to the facet min and max "when the parameter is cleared" (§4)', () => {
    expect(thumbPositions(undefined, price, "price")).toEqual({ low: 5000, high: 85000 });
    expect(thumbPositions({}, price, "price")).toEqual({ low: 5000, high: 85000 });
  });

  it("keeps a chosen range inside the bounds, snapped to 1000", () => {
    expect(thumbPositions({ min: 10400, max: 29600 }, price, "price")).toEqual({ low: 10000, high: 30000 });
  });

  it("resets only the side that is not chosen", () => {
    expect(thumbPositions({ min: 20000 }, price, "price")).toEqual({ low: 20000, high: 85000 });
    expect(thumbPositions({ max: 40000 }, price, "price")).toEqual({ low: 5000, high: 40000 });
  });

  it('ignores "a value below the range minimum or above the maximum" (§5): the handle stays on its bound', () => {
    expect(thumbPositions({ min: 1000, max: 90000 }, price, "price")).toEqual({ low: 5000, high: 85000 });
  });

  it("drops a min above the maximum instead of pinning it there, so the results do not empty", () => {
    expect(thumbPositions({ min: 120000 }, price, "price")).toEqual({ low: 5000, high: 85000 });
    expect(thumbPositions({ max: 2000 }, price, "price")).toEqual({ low: 5000, high: 85000 });
  });

  it('never puts the min above the max (§5 "Min cannot exceed max"): the two swap', () => {
    expect(thumbPositions({ min: 60000, max: 30000 }, price, "price")).toEqual({ low: 30000, high: 60000 });
  });

  it("snaps the bounds outward, so the cheapest and dearest cars stay inside", () => {
    expect(thumbPositions(undefined, { min: 4990, max: 84100 }, "price")).toEqual({ low: 4000, high: 85000 });
    expect(thumbPositions({ max: 84100 }, { min: 4990, max: 84100 }, "price")).toEqual({ low: 4000, high: 84000 });
  });

  it("keeps years as they are", () => {
    expect(thumbPositions({ min: 2015 }, { min: 2011, max: 2024 }, "year")).toEqual({ low: 2015, high: 2024 });
  });

  it('uses the "0 to 100000" fallback when there are no stats', () => {
    expect(thumbPositions({ max: 250000 }, sliderBounds(undefined), "km")).toEqual({ low: 0, high: 100000 });
  });
});

describe("appliedRange: the one rule for the URL, the results and the boxes (§5)", () => {
  const price = { min: 5000, max: 85000 };

  it("leaves a side open when it was not chosen or was ignored, so the form does not resubmit it", () => {
    expect(appliedRange({ min: 1000, max: 30400 }, "price", price)).toEqual({ max: 30000 });
    expect(appliedRange(undefined, "price", price)).toEqual({});
  });

  it("keeps a side equal to a bound: it is still the shopper's choice", () => {
    expect(appliedRange({ min: 5000, max: 85000 }, "price", price)).toEqual({ min: 5000, max: 85000 });
  });

  it('"Price and km values snap to multiples of 1000": price=20500:29500 searches 21000 to 30000', () => {
    expect(appliedRange({ min: 20500, max: 29500 }, "price", price)).toEqual({ min: 21000, max: 30000 });
    expect(appliedRange({ min: 20500, max: 29500 }, "price")).toEqual({ min: 21000, max: 30000 });
    expect(appliedRange({ max: 48_700 }, "km")).toEqual({ max: 49_000 });
    expect(appliedRange({ min: 2015 }, "year")).toEqual({ min: 2015 });
  });

  it('"Min cannot exceed max": a min typed above the max swaps with it', () => {
    expect(appliedRange({ min: 40000, max: 20000 }, "price", price)).toEqual({ min: 20000, max: 40000 });
    expect(appliedRange({ min: 40000, max: 20000 }, "price")).toEqual({ min: 20000, max: 40000 });
  });

  it('"clamped to the range bounds": a value that snaps onto a bound stays there', () => {
    expect(appliedRange({ max: 85400 }, "price", price)).toEqual({ max: 85000 });
    expect(appliedRange({ min: 4600 }, "price", price)).toEqual({ min: 5000 });
  });

  it('"A value below the range minimum or above the maximum is ignored"', () => {
    expect(appliedRange({ min: 20000, max: 9_999_999 }, "price", price)).toEqual({ min: 20000 });
    expect(appliedRange({ min: 2000, max: 30000 }, "price", price)).toEqual({ max: 30000 });
    expect(appliedRange({ min: 120000 }, "price", price)).toEqual({});
  });

  it("ignores nothing before the bounds are known (the URL parser), and gives the same answer in two steps", () => {
    const typed = { min: 90400, max: 19600 };
    expect(appliedRange(typed, "price")).toEqual({ min: 20000, max: 90000 });
    expect(appliedRange(appliedRange(typed, "price"), "price", price)).toEqual(appliedRange(typed, "price", price));
  });
});

describe("sliderScale", () => {
  it('steps by "range / 100" (§9) when that is whole thousands', () => {
    expect(sliderScale({ min: 0, max: 100000 }, "price")).toEqual({ min: 0, max: 100000, step: 1000 });
  });

  it('rounds the step to whole thousands, so every stop is a value that "snaps to 1000" (§5)', () => {
    expect(sliderScale({ min: 4990, max: 84100 }, "price")).toEqual({ min: 4000, max: 85000, step: 1000 });
    expect(sliderScale({ min: 0, max: 250000 }, "km").step).toBe(3000);
  });

  it("stretches the top to the last whole step, so the thumb can reach the bound", () => {
    expect(sliderScale({ min: 0, max: 250000 }, "km")).toEqual({ min: 0, max: 252000, step: 3000 });
  });

  it("steps years by one", () => {
    expect(sliderScale({ min: 2011, max: 2025 }, "year")).toEqual({ min: 2011, max: 2025, step: 1 });
  });
});

describe("thumbPositions", () => {
  const price = { min: 4990, max: 84100 };

  it('puts the thumbs at the ends "when the parameter is cleared" (§4)', () => {
    expect(thumbPositions(undefined, price, "price")).toEqual({ low: 4000, high: 85000 });
    expect(thumbPositions(undefined, { min: 0, max: 250000 }, "km")).toEqual({ low: 0, high: 252000 });
  });

  it("puts a chosen side on its snapped value and leaves the other at its end", () => {
    expect(thumbPositions({ max: 30400 }, price, "price")).toEqual({ low: 4000, high: 30000 });
  });
});

describe("moveThumb", () => {
  const scale = sliderScale({ min: 4990, max: 84100 }, "price");
  const thumbs = { low: 10000, high: 40000 };

  it('snaps a dragged price "to multiples of 1000" (§5)', () => {
    expect(moveThumb(thumbs, "low", 23456, scale, "price")).toEqual({ low: 23000, high: 40000 });
  });

  it('clamps a thumb to "the range bounds" (§5)', () => {
    expect(moveThumb(thumbs, "low", 1000, scale, "price")).toEqual({ low: 4000, high: 40000 });
    expect(moveThumb(thumbs, "high", 99000, scale, "price")).toEqual({ low: 10000, high: 85000 });
  });

  it('stops the min thumb at the max thumb and back: "Min cannot exceed max" (§5)', () => {
    expect(moveThumb(thumbs, "low", 60000, scale, "price")).toEqual({ low: 40000, high: 40000 });
    expect(moveThumb(thumbs, "high", 5000, scale, "price")).toEqual({ low: 10000, high: 10000 });
  });
});

describe("rangeFromThumbs", () => {
  const price = { min: 4990, max: 84100 };

  it("chooses the values between the ends", () => {
    expect(rangeFromThumbs({ low: 10000, high: 30000 }, price, "price")).toEqual({ min: 10000, max: 30000 });
  });

  it("leaves a side open when its thumb is back at its end, clearing the parameter", () => {
    expect(rangeFromThumbs({ low: 4000, high: 85000 }, price, "price")).toEqual({});
    expect(rangeFromThumbs({ low: 12000, high: 85000 }, price, "price")).toEqual({ min: 12000 });
    expect(rangeFromThumbs({ low: 0, high: 252000 }, { min: 0, max: 250000 }, "km")).toEqual({});
  });
});
