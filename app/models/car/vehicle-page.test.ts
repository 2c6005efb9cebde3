import { describe, expect, it } from "vitest";
import { TenantSchema } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import { carRow } from "./testing/car-row";
import { vehiclePage } from "./vehicle-page";

const now = new Date("2026-11-23T02:00:00Z"); // a Monday, 10:00 in Perth
const tenant = TenantSchema.parse(
  tenantInput({
    finance: { provider: "360-finance", defaultRate: 10 },
    locations: [
      {
        id: 100,
        slug: "test-motors-sales",
        name: "Test Motors Sales",
        dealershipSlug: "test-motors",
        address: { street: "1 Test Street", city: "Ipswich", state: "QLD", postcode: "4305", lat: -27.6, lng: 152.7 },
        phone: "07 3555 0199",
        openingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: "08:30", close: "17:30" })),
      },
    ],
  }),
);
const quote = { interestRate: 7.99, comparisonRate: 8.5, paymentWeek: 120, paymentMonth: 520, termMonths: 60 };
const page = (row: Parameters<typeof vehiclePage>[0], at = now, params = "") =>
  vehiclePage(row, tenant, at, { origin: "https://www.test-motors.com.au", calculatorParams: new URLSearchParams(params) });

describe("vehiclePage", () => {
  it("offers the finance estimate of the tenant's provider when its lender record is complete", () => {
    const data = page(carRow({ location_id: 100, finance_lenders: { "360-finance": quote } }));
    expect(data.finance?.estimate.provider).toBe("360-finance");
    expect(data.finance?.href).toMatch(/^\/finance\?car_id=\d+&car_type=used&vehiclePriceBudget=27990#finance-form$/);
  });

  it("offers no estimate when the active provider's comparison rate is null", () => {
    const data = page(carRow({ finance_lenders: { "360-finance": { ...quote, comparisonRate: null } } }));
    expect(data.finance).toBeNull();
  });

  it("starts the calculator from the car's price and the tenant's default rate (10 on the Toyota sites)", () => {
    const data = page(carRow());
    expect(data.calculator?.values).toMatchObject({ price: 27_990, rate: 10, term: 5, deposit: 0 });
    expect(data.calculator?.result.weekly).toBeGreaterThan(0);
  });

  it("reads the calculator's GET form from the URL", () => {
    expect(page(carRow(), now, "deposit=5000&term=3").calculator?.values).toMatchObject({ deposit: 5000, term: 3 });
  });

  it("gives a sold car no calculator", () => {
    expect(page(carRow({ status: "sold", sold_at: now })).calculator).toBeNull();
  });

  it("cuts dealer comments over 400 characters and keeps the whole text", () => {
    const comments = "Serviced on time. ".repeat(40);
    const data = page(carRow({ dealercomments: comments }));
    expect(data.view.dealerComments?.full).toBe(comments.trim());
    expect(data.view.dealerComments?.short.length).toBeLessThanOrEqual(401);
    expect(data.view.dealerComments?.toggle).toEqual({ more: "more", less: "less" });
  });

  it("shows Call Now inside the location's hours on Perth time and hides it outside", () => {
    expect(page(carRow({ location_id: 100 })).callNowOpen).toBe(true);
    expect(page(carRow({ location_id: 100 }), new Date("2026-11-23T12:00:00Z")).callNowOpen).toBe(false); // 20:00 Perth
  });

  it("describes the car for search engines and sharing", () => {
    const data = page(carRow({ slug: "2021-toyota-corolla-u1", images: [{ url: "/stock/hatch-white-studio.svg" }] }));
    expect(data.social).toMatchObject({
      title: "2021 Toyota Corolla Ascent Sport for sale | Test Motors",
      url: "https://www.test-motors.com.au/cars/2021-toyota-corolla-u1",
      image: "https://www.test-motors.com.au/stock/hatch-white-studio.svg",
    });
    expect(data.social.description).toContain("$27,990");
  });
});
