import { describe, expect, it } from "vitest";
import { testCar } from "~/models/car/testing/car";
import { findTenant } from "~/tenants";
import { toPublicTenant } from "~/tenants/public";
import { TenantSchema } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import { carRow } from "./testing/car-row";
import {
  caravanSpecs,
  feetToMetres,
  hasSpecValue,
  marketPriceBadge,
  regoExpiryText,
  reservationDeposit,
  seeMoreFromDealerHref,
  certifiedBadgeProgram,
  sidebarActions,
  soldNotice,
  vehicleSpecs,
} from "./vehicle";

const tenant = toPublicTenant(
  TenantSchema.parse(tenantInput({ features: { reservation: true }, finance: { path: "/finance-enquiry" } })),
);
const extras: { historyReportUrl: string | null; deposit: number } = { historyReportUrl: null, deposit: 200 };

describe("specs (vehicle-page §5: drop entries that are empty, null or the literal text null)", () => {
  it("treats empty, null and the text null as no data", () => {
    expect(hasSpecValue(null)).toBe(false);
    expect(hasSpecValue(undefined)).toBe(false);
    expect(hasSpecValue("")).toBe(false);
    expect(hasSpecValue("   ")).toBe(false);
    expect(hasSpecValue("null")).toBe(false);
    expect(hasSpecValue(" NULL ")).toBe(false);
    expect(hasSpecValue(0)).toBe(true);
    expect(hasSpecValue("Nullarbor Grey")).toBe(true);
  });

  it("shows no row for a field without data", () => {
    const specs = vehicleSpecs(carRow({ colour: "null", interior_colour: "", vin: null, badge: "Ascent Sport" }));
    const labels = specs.map((entry) => entry.label);
    expect(labels).not.toContain("Colour");
    expect(labels).not.toContain("Interior colour");
    expect(labels).not.toContain("VIN");
    expect(specs.find((entry) => entry.label === "Badge")?.value).toBe("Ascent Sport");
  });

  it("writes the engine from litres, cylinders and induction", () => {
    const specs = vehicleSpecs(
      carRow({ engine_size_litres: 2.8, cylinders: 4, variant: { induction: "Turbo" } }),
    );
    expect(specs.find((entry) => entry.label === "Engine")?.value).toBe("2.8L 4 cyl Turbo");
  });
});

describe("caravan specifications (vehicle-page §9: feet to metres 0.3048)", () => {
  it("converts feet to metres with two decimals", () => {
    expect(feetToMetres(20)).toBe("6.10 m");
    expect(feetToMetres(7.5)).toBe("2.29 m");
  });

  it("lists body sizes in metres and drops empty ones", () => {
    const specs = caravanSpecs({ body_length: 21, body_width: null, tare_weight: 2450, sleeps: 4, axle_type: "null" });
    expect(specs).toEqual([
      { label: "Body length", value: "6.40 m" },
      { label: "Tare weight", value: "2,450 kg" },
      { label: "Sleeps", value: "4" },
    ]);
  });
});

describe("rego expiry (vehicle-page §5: only if in the future, as Expires on {date})", () => {
  const now = new Date("2026-11-23T02:00:00Z");
  it("shows a future expiry", () => {
    expect(regoExpiryText("2027-03-12", now)).toBe("Expires on 12 March 2027");
  });
  it("hides today's and past expiries", () => {
    expect(regoExpiryText("2026-11-23", now)).toBeNull();
    expect(regoExpiryText("2025-01-01", now)).toBeNull();
    expect(regoExpiryText(null, now)).toBeNull();
  });
});

describe("market-price badge (vehicle-page §5: below the state average by more than 499)", () => {
  it("shows when the price is 500 under the state average", () => {
    expect(marketPriceBadge(24_500, { state_average_market_price: 25_000, average_market_price: 30_000 })).toMatchObject({
      below: 500,
      basis: "state",
    });
  });
  it("hides at exactly 499 under", () => {
    expect(marketPriceBadge(24_501, { state_average_market_price: 25_000 })).toBeNull();
  });
  it("falls back to the national average when no state average exists", () => {
    expect(marketPriceBadge(20_000, { state_average_market_price: null, average_market_price: 21_000 })).toMatchObject({
      below: 1000,
      basis: "national",
    });
  });
  it("does not fall back when the state average exists but the price is not below it", () => {
    expect(marketPriceBadge(25_000, { state_average_market_price: 24_000, average_market_price: 40_000 })).toBeNull();
  });
  it("needs a real price (above 10) and market data", () => {
    expect(marketPriceBadge(10, { average_market_price: 20_000 })).toBeNull();
    expect(marketPriceBadge(20_000, null)).toBeNull();
  });
});

describe("certified badge (vehicle-page §5: only for a certified, unsold car of a program the dealer sells)", () => {
  const toyotaDealer = toPublicTenant(findTenant("wattle-ridge-toyota")!);
  it("names the program for a certified unsold Toyota at a Toyota dealer", () => {
    expect(certifiedBadgeProgram({ certified: true, make: "Toyota", status: "in_stock" }, toyotaDealer)?.name).toBe(
      "Toyota Certified Pre-Owned",
    );
  });
  it("hides when sold, not certified or another make", () => {
    expect(certifiedBadgeProgram({ certified: true, make: "Toyota", status: "sold" }, toyotaDealer)).toBeNull();
    expect(certifiedBadgeProgram({ certified: false, make: "Toyota", status: "in_stock" }, toyotaDealer)).toBeNull();
    expect(certifiedBadgeProgram({ certified: true, make: "Mazda", status: "in_stock" }, toyotaDealer)).toBeNull();
  });
  it("hides at a dealer without a certified program", () => {
    expect(certifiedBadgeProgram({ certified: true, make: "Toyota", status: "in_stock" }, tenant)).toBeNull();
  });
});

describe("SOLD notice (vehicle-page §8)", () => {
  it("names the tenant's vehicle type twice", () => {
    expect(soldNotice("caravan")).toBe(
      "Unfortunately this caravan recently sold. But don't worry, we can help you find a similar caravan!",
    );
  });
});

describe("reserve deposit (vehicle-page §9: default $200, otherwise from the car's payment processor)", () => {
  it("uses the tenant's default without a processor deposit", () => {
    expect(reservationDeposit(null, tenant)).toBe(200);
    expect(reservationDeposit({ stripe: { enabled: true } }, tenant)).toBe(200);
  });
  it("uses the processor's deposit when it names one", () => {
    expect(reservationDeposit({ stripe: { deposit: 500 } }, tenant)).toBe(500);
  });
});

describe("sidebar buttons (vehicle-page §2 and §5)", () => {
  const kinds = (car: ReturnType<typeof testCar>, options = extras) =>
    sidebarActions(car, options, tenant).map((action) => action.kind);

  it("lists Enquire, test drive, finance, trade in and Reserve Now for an available reservable car", () => {
    expect(kinds(testCar())).toEqual(["enquire", "test-drive", "finance", "trade-in", "reserve"]);
  });

  it("names the history report for what the dealer sells: a caravan's is no Car History Report", () => {
    const report = (vehicleType: string) =>
      sidebarActions(testCar(), { historyReportUrl: "/stock/history-report.pdf", deposit: 200 }, {
        ...tenant,
        labels: { ...tenant.labels, vehicleType },
      }).find((action) => action.kind === "history-report")?.label;
    expect(report("car")).toBe("Car History Report");
    expect(report("caravan")).toBe("Caravan History Report");
    expect(report("truck")).toBe("Truck History Report");
  });

  it("shows the history report only when a file exists", () => {
    expect(kinds(testCar(), { historyReportUrl: "/stock/history-report.pdf", deposit: 200 })).toContain("history-report");
    expect(kinds(testCar())).not.toContain("history-report");
  });

  it("writes Reserve Now {amount} with the deposit", () => {
    const reserve = sidebarActions(testCar(), extras, tenant).find((action) => action.kind === "reserve");
    expect(reserve?.label).toBe("Reserve Now $200");
    expect(reserve?.href).toBe("/cars/2022-toyota-corolla-ascent-sport-u10021/checkout");
  });

  it("offers Buy Online beside Reserve where the site buys online, into the online purchase journey", () => {
    const buyingOnline = { ...tenant, features: { ...tenant.features, buyOnline: true } };
    const actions = sidebarActions(testCar(), extras, buyingOnline);
    expect(actions.slice(-2).map((action) => [action.kind, action.label, action.href])).toEqual([
      ["reserve", "Reserve Now $200", "/cars/2022-toyota-corolla-ascent-sport-u10021/buy-online"],
      ["buy-online", "Buy Online", "/checkout-journey?car_id=2022-toyota-corolla-ascent-sport-u10021"],
    ]);
    expect(kinds(testCar())).not.toContain("buy-online");
    expect(sidebarActions(testCar({ reserved: true }), extras, buyingOnline).map((action) => action.kind)).not.toContain("buy-online");
  });

  it("offers no reserve for a reserved car, and no trade-in either", () => {
    expect(kinds(testCar({ reserved: true }))).toEqual(["enquire", "test-drive", "finance"]);
  });

  it("keeps only the enquiry for a sold car", () => {
    expect(kinds(testCar({ status: "sold" }))).toEqual(["enquire"]);
  });

  it("sends finance to the tenant's finance path with the car's id, type and price", () => {
    const finance = sidebarActions(testCar(), extras, tenant).find((action) => action.kind === "finance");
    expect(finance?.href).toBe("/finance-enquiry?car_id=4821&car_type=used&vehiclePriceBudget=24990#finance-form");
  });
});

describe("See more from this dealer (search-journey §2)", () => {
  it("links to the search list filtered by refinementList[dealership_slug][0]", () => {
    expect(decodeURIComponent(seeMoreFromDealerHref("test-motors", tenant))).toBe(
      "/search?refinementList[dealership_slug][0]=test-motors",
    );
  });
});
