import { describe, expect, it } from "vitest";
import { COUNT_TWEEN_MS, tweenedValue } from "./useTweenedNumber";

describe("tweenedValue", () => {
  it("counts from the old number to the new one over the time it is given", () => {
    expect(tweenedValue(400, 100, 0, 300)).toBe(400);
    expect(tweenedValue(400, 100, 300, 300)).toBe(100);
    expect(tweenedValue(400, 100, 1000, 300)).toBe(100);
  });

  it("keeps the Show Me count's run within 150 ms", () => {
    expect(tweenedValue(400, 100, COUNT_TWEEN_MS, COUNT_TWEEN_MS)).toBe(100);
    expect(COUNT_TWEEN_MS).toBeLessThanOrEqual(150);
  });

  it("moves fast first and slows into the new number, in whole cars", () => {
    const halfway = tweenedValue(0, 1000, 150, 300);
    expect(halfway).toBeGreaterThan(500);
    expect(halfway).toBeLessThan(1000);
    expect(Number.isInteger(tweenedValue(0, 7, 100, 300))).toBe(true);
  });

  it("counts up as well as down", () => {
    expect(tweenedValue(10, 20, 150, 300)).toBeGreaterThan(10);
  });
});
