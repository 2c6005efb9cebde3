import { describe, expect, it } from "vitest";
import { cappedPriceServicingSchema } from "~/tenants/fields/service-programs";
import { TOYOTA_SERVICE_ADVANTAGE } from "~/tenants/content/toyota-service-advantage";
import { cappedPriceFor, describeInterval } from "./service-advantage";

const toyota = cappedPriceServicingSchema.parse(TOYOTA_SERVICE_ADVANTAGE);
const serviceAdvantageFor = (model: string) => cappedPriceFor(toyota, model);

const priced = (model: string) => {
  const { amount, years, services, interval, range } = serviceAdvantageFor(model);
  return { amount, years, services, interval: describeInterval(interval), range };
};

const six = "Every 6 months or 10,000 km";
const twelve = "Every 12 months or 15,000 km";

describe("cappedPriceFor with Toyota Service Advantage (vehicle-page §9 Service Advantage pricing)", () => {
  it.each([
    ["Coaster", 485, 3, 6, six, 75_000],
    ["HiAce", 290, 3, 6, six, 75_000],
    ["Granvia", 290, 3, 6, six, 75_000],
    ["HiLux", 290, 3, 6, six, 75_000],
    ["Fortuner", 290, 3, 6, six, 75_000],
    ["LandCruiser Prado", 390, 5, 10, six, 100_000],
    ["LandCruiser 70", 525, 5, 10, null, 75_000],
    ["LandCruiser 300", 400, 5, 10, null, 75_000],
    ["Tundra", 400, 5, 10, null, 75_000],
    ["bZ4X", 180, 5, 5, twelve, 75_000],
    ["Corolla Sedan", 245, 5, 5, twelve, 75_000],
    ["Corolla Hatch", 245, 5, 5, twelve, 75_000],
    ["Yaris", 245, 5, 5, twelve, 75_000],
    ["Camry", 255, 5, 5, twelve, 75_000],
    ["Yaris Cross", 250, 5, 5, twelve, 75_000],
    ["C-HR", 250, 5, 5, twelve, 75_000],
    ["Corolla Cross", 250, 5, 5, twelve, 75_000],
    ["RAV4", 260, 5, 5, twelve, 75_000],
    ["Kluger", 265, 5, 5, twelve, 75_000],
  ])("prices the %s at $%i, %i years, %i services, %s, range %i km", (model, amount, years, services, interval, range) => {
    expect(priced(model)).toEqual({ amount, years, services, interval, range });
  });

  it('gives unlisted models the default "$250 per service, 5 years, 5 services, every 12 months or 15,000km, range 75,000 km"', () => {
    expect(priced("GR86")).toEqual({ amount: 250, years: 5, services: 5, interval: twelve, range: 75_000 });
    expect(serviceAdvantageFor("Some Future Model")).toBe(toyota.otherModels);
  });

  it("finds a model whatever its case and spacing, and the names the range sells them by", () => {
    expect(serviceAdvantageFor("  rav4 ").amount).toBe(260);
    expect(serviceAdvantageFor("Prado").amount).toBe(390);
    expect(serviceAdvantageFor("Corolla").amount).toBe(245);
  });

  it('leaves the interval the table does not show ("not shown") unstated', () => {
    expect(serviceAdvantageFor("LandCruiser 70").interval).toBeNull();
    expect(describeInterval(null)).toBeNull();
  });
});
