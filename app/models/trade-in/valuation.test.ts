import { describe, expect, it } from "vitest";
import type { ConditionAnswer } from "./condition";
import {
  adjustedPrice,
  askingPrice,
  australianYear,
  comparablesFor,
  estimateLimitReason,
  normaliseName,
  valueTradeIn,
  type ComparableCar,
  type TradeInCar,
} from "./valuation";

const THIS_YEAR = 2025;

function tradeIn(change: Partial<TradeInCar> = {}): TradeInCar {
  return { year: 2021, make: "Toyota", model: "Corolla", km: 60_000, ...change };
}

function listed(change: Partial<ComparableCar> = {}): ComparableCar {
  return { year: 2021, make: "Toyota", model: "Corolla", km: 60_000, price: 25_000, ...change };
}

/** Three 2021 Corollas at the traded car's km, advertised at $24,000, $25,000 and $26,000. */
const threeCorollas = [listed({ price: 24_000 }), listed({ price: 25_000 }), listed({ price: 26_000 })];

describe("estimateLimitReason (vehicle-page §5: no online estimate for cars over 7 years old or over 100,000 km)", () => {
  it("gives an estimate for a car exactly 7 years old, not for one 8 years old", () => {
    expect(estimateLimitReason({ year: THIS_YEAR - 7, km: 50_000 }, THIS_YEAR)).toBeNull();
    expect(estimateLimitReason({ year: THIS_YEAR - 8, km: 50_000 }, THIS_YEAR)).toBe("too-old");
  });

  it("gives an estimate at exactly 100,000 km, not at 100,001 km", () => {
    expect(estimateLimitReason({ year: THIS_YEAR - 3, km: 100_000 }, THIS_YEAR)).toBeNull();
    expect(estimateLimitReason({ year: THIS_YEAR - 3, km: 100_001 }, THIS_YEAR)).toBe("too-many-km");
  });
});

describe("comparablesFor: same make and model by year ±2, widened to the make", () => {
  it("takes the same model built up to two years either side", () => {
    const stock = [listed({ year: 2019 }), listed({ year: 2023 }), listed({ year: 2021 }), listed({ year: 2018 }), listed({ year: 2024 })];
    const found = comparablesFor(tradeIn(), stock);
    expect(found?.basis).toBe("model");
    expect(found?.cars.map((car) => car.year)).toEqual([2019, 2023, 2021]);
  });

  it("matches names without case, spaces or punctuation, and a badge after the model", () => {
    const stock = [
      listed({ make: "MAZDA", model: "CX5" }),
      listed({ make: "Mazda", model: "cx-5 Maxx Sport" }),
      listed({ make: "mazda", model: "CX-5" }),
    ];
    expect(comparablesFor(tradeIn({ make: "Mazda", model: "CX-5" }), stock)?.cars).toHaveLength(3);
    expect(normaliseName("Land Cruiser")).toBe(normaliseName("LandCruiser"));
  });

  it("widens to the make when fewer than 3 of the model are listed", () => {
    const stock = [listed(), listed({ model: "Camry" }), listed({ model: "RAV4" })];
    expect(comparablesFor(tradeIn(), stock)).toMatchObject({ basis: "make" });
    expect(comparablesFor(tradeIn(), stock)?.cars).toHaveLength(3);
  });

  it("finds none when fewer than 3 of the make are listed in those years", () => {
    expect(comparablesFor(tradeIn(), [listed(), listed({ make: "Kia" }), listed({ year: 2015 })])).toBeNull();
  });
});

describe("adjustedPrice: a comparable priced as if it were the traded car", () => {
  it("takes 8% off for each year the traded car is older, and adds it for each year newer", () => {
    expect(adjustedPrice(tradeIn({ year: 2020 }), listed({ year: 2021 }))).toBeCloseTo(25_000 * 0.92);
    expect(adjustedPrice(tradeIn({ year: 2022 }), listed({ year: 2021 }))).toBeCloseTo(25_000 / 0.92);
  });

  it("takes 3% off for each 10,000 km more, and adds it for each 10,000 km fewer", () => {
    expect(adjustedPrice(tradeIn({ km: 80_000 }), listed({ km: 60_000 }))).toBeCloseTo(25_000 * 0.94);
    expect(adjustedPrice(tradeIn({ km: 50_000 }), listed({ km: 60_000 }))).toBeCloseTo(25_000 * 1.03);
  });

  it("moves the price by at most 25% for km", () => {
    expect(adjustedPrice(tradeIn({ km: 100_000 }), listed({ km: 5_000 }))).toBeCloseTo(25_000 * 0.75);
  });

  it("leaves the price alone for km when the listing has no odometer reading", () => {
    expect(adjustedPrice(tradeIn({ km: 90_000 }), listed({ km: null }))).toBe(25_000);
  });
});

describe("valueTradeIn: a range rounded to $100", () => {
  it("pays 80% of the comparables' median, 5% either side when the model is listed", () => {
    // Median $25,000 → $20,000 → $19,000 to $21,000.
    expect(valueTradeIn(tradeIn(), [], threeCorollas, THIS_YEAR)).toEqual({
      kind: "estimate",
      low: 19_000,
      high: 21_000,
      comparables: 3,
      basis: "model",
    });
  });

  it("is 10% either side when only the make is listed", () => {
    const stock = [listed({ model: "Camry" }), listed({ model: "RAV4" }), listed({ model: "Yaris" })];
    expect(valueTradeIn(tradeIn(), [], stock, THIS_YEAR)).toMatchObject({ low: 18_000, high: 22_000, basis: "make" });
  });

  it("is not moved by one dearly priced listing (the median)", () => {
    const stock = [...threeCorollas, listed({ price: 90_000 })];
    // Median of 24,000, 25,000, 26,000, 90,000 is 25,500 → 20,400 → 19,380 to 21,420.
    expect(valueTradeIn(tradeIn(), [], stock, THIS_YEAR)).toMatchObject({ low: 19_400, high: 21_400 });
  });

  it("takes the condition answers off: accident damage repaired (8%) and one key (2%)", () => {
    const answers: ConditionAnswer[] = [
      { id: "accident-damage", answer: "repaired" },
      { id: "keys", answer: "one" },
    ];
    // 20,000 × 0.92 × 0.98 = 18,032 → 17,130 to 18,934.
    expect(valueTradeIn(tradeIn(), answers, threeCorollas, THIS_YEAR)).toMatchObject({ low: 17_100, high: 18_900 });
  });

  it("gives no estimate over the spec's limits, whatever the stock", () => {
    expect(valueTradeIn(tradeIn({ year: THIS_YEAR - 8 }), [], threeCorollas, THIS_YEAR)).toEqual({
      kind: "no-estimate",
      reason: "too-old",
    });
    expect(valueTradeIn(tradeIn({ km: 120_000 }), [], threeCorollas, THIS_YEAR)).toEqual({
      kind: "no-estimate",
      reason: "too-many-km",
    });
  });

  it("gives no estimate when too few comparable cars are listed", () => {
    expect(valueTradeIn(tradeIn({ make: "Lada" }), [], threeCorollas, THIS_YEAR)).toEqual({
      kind: "no-estimate",
      reason: "too-few-comparables",
    });
  });
});

describe("askingPrice", () => {
  it("is the offer price when it undercuts the price, as the search shows it", () => {
    expect(askingPrice({ price: 25_000, offer_price: 23_990 })).toBe(23_990);
    expect(askingPrice({ price: 25_000, offer_price: 26_000 })).toBe(25_000);
    expect(askingPrice({ price: 25_000, offer_price: null })).toBe(25_000);
  });

  it("is 0 for a car without a real price (above 10, vehicle-page §9)", () => {
    expect(askingPrice({ price: 10, offer_price: null })).toBe(0);
    expect(askingPrice({ price: null, offer_price: 5 })).toBe(0);
  });
});

describe("australianYear", () => {
  it("is already next year in Sydney on New Year's Eve afternoon UTC", () => {
    expect(australianYear(new Date("2025-12-31T14:00:00Z"))).toBe(2026);
    expect(australianYear(new Date("2025-12-31T12:00:00Z"))).toBe(2025);
  });
});
