import { describe, expect, it } from "vitest";
import { carRow } from "~/models/car/testing/car-row";
import { TenantSchema, type Tenant } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import {
  notReservableText,
  RESERVATION_HOLD_HOURS,
  reservationPage,
  reservationPath,
  reservationTerms,
} from "./reservation";

function reservingTenant(overrides: Parameters<typeof tenantInput>[0] = {}): Tenant {
  return TenantSchema.parse(tenantInput({ features: { reservation: true }, ...overrides }));
}

describe("reservationPath (vehicle-page §2: /cars/{slug}/checkout; on one site /cars/{slug}/buy-online)", () => {
  it("is /checkout, or /buy-online on a site that buys online", () => {
    expect(reservationPath("2021-toyota-corolla", { features: { buyOnline: false } as Tenant["features"] })).toBe(
      "/cars/2021-toyota-corolla/checkout",
    );
    expect(reservationPath("2021-toyota-corolla", { features: { buyOnline: true } as Tenant["features"] })).toBe(
      "/cars/2021-toyota-corolla/buy-online",
    );
  });
});

describe("reservationTerms (§9 Reserve deposit default $200, held 48 hours, fully refundable)", () => {
  it("states the deposit, the 48 hours and that it is fully refundable", () => {
    expect(RESERVATION_HOLD_HOURS).toBe(48);
    const terms = reservationTerms(200, "car", "Test Motors");
    expect(terms.heading).toBe("Reserve this car");
    expect(terms.deposit).toBe("$200");
    expect(terms.holding).toBe("A $200 deposit holds the car for you for 48 hours, and it is fully refundable.");
  });

  it("says honestly that no payment is taken online: the dealer takes the deposit", () => {
    expect(reservationTerms(1000, "caravan", "Brightlane Cars").nextSteps).toBe(
      "No payment is taken on this website. Send your details and Brightlane Cars will contact you to take the $1,000 deposit and confirm your reservation.",
    );
  });

  it("where the deposit is paid on the site, says so, and that a hold not confirmed or cancelled is refunded", () => {
    expect(reservationTerms(200, "car", "Test Motors", true).nextSteps).toBe(
      "Send your details, then pay the $200 deposit securely with Stripe. Test Motors confirms your reservation within 48 hours; if it does not, or you cancel, the deposit is refunded in full.",
    );
  });
});

describe("reservationPage", () => {
  it("takes the default deposit of $200 from the tenant", () => {
    const page = reservationPage(carRow(), reservingTenant());
    expect(page.deposit).toBe(200);
    expect(page.terms.deposit).toBe("$200");
    expect(page.reservable).toBe(true);
    expect(page.notReservable).toBeNull();
  });

  it("takes the deposit from the car's payment processor when it names one (§9 otherwise from the car's payment processor)", () => {
    const page = reservationPage(carRow({ payment_processors: { stripe: { deposit: 500 } } }), reservingTenant());
    expect(page.deposit).toBe(500);
  });

  it("summarises the car as the other lead form pages do, and points a shopper who cannot reserve to its enquiry form", () => {
    const row = carRow({ slug: "2021-toyota-corolla-ascent-sport", price: 27_990, stocknum: "U5001" });
    const { car, enquireHref } = reservationPage(row, reservingTenant());
    expect(car).toMatchObject({
      name: "2021 Toyota Corolla Ascent Sport",
      href: "/cars/2021-toyota-corolla-ascent-sport",
      eyebrow: "Used · Stock U5001",
      priceText: "$27,990",
    });
    expect(enquireHref).toBe("/cars/2021-toyota-corolla-ascent-sport/enquire");
  });

  it.each([
    ["already reserved", { reserved: true }],
    ["sold", { status: "sold", sold_at: new Date("2026-03-01T00:00:00Z") }],
    ["coming soon", { status: "coming_soon" }],
    ["without a real price", { price: 0 }],
  ] as const)("is not reservable when the car is %s (vehicle-page §5 reserve only when reservable)", (_case, overrides) => {
    const page = reservationPage(carRow(overrides), reservingTenant());
    expect(page.reservable).toBe(false);
    expect(page.notReservable).toBe(notReservableText("car"));
    expect(page.notReservable).toMatch(/^This car cannot be reserved online\./);
  });

  it("is not reservable on a site that does not reserve online", () => {
    const page = reservationPage(carRow(), TenantSchema.parse(tenantInput()));
    expect(page.reservable).toBe(false);
  });
});
