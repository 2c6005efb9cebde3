import { describe, expect, it } from "vitest";
import { TenantSchema, type TenantInput } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import { isGated, pathsBehindSignIn, type Journey } from "./gates";

const tenantWith = (signIn: TenantInput["signIn"] = {}) => TenantSchema.parse(tenantInput({ signIn }));

describe("isGated (vehicle-page §6: gated journeys by site setting)", () => {
  it("gates online payment unless a setting says otherwise", () => {
    expect(isGated("online-payment", tenantWith())).toBe(true);
    expect(isGated("online-payment", tenantWith({ onlinePaymentWithoutSignIn: true }))).toBe(false);
  });

  it.each(["checkout", "finance", "spin-to-win", "equifax-finance"] as const)(
    "leaves %s open by default and gates it when the site lists it",
    (journey) => {
      expect(isGated(journey, tenantWith())).toBe(false);
      expect(isGated(journey, tenantWith({ gatedJourneys: [journey] }))).toBe(true);
    },
  );

  it.each(["trade-in", "sell-my-car"] as const)("never gates %s (\"trade-in and sell-my-car are not gated\")", (journey) => {
    expect(isGated(journey as Journey, tenantWith({ gatedJourneys: ["checkout", "finance"] }))).toBe(false);
  });

  it("refuses a tenant file that tries to gate trade-in", () => {
    expect(() => tenantWith({ gatedJourneys: ["trade-in" as "checkout"] })).toThrow();
  });
});

describe("pathsBehindSignIn", () => {
  it("names the pages of the journeys the tenant gates, and no other", () => {
    const gated = tenantWith({ gatedJourneys: ["finance", "spin-to-win"], onlinePaymentWithoutSignIn: true });
    expect(pathsBehindSignIn(gated)).toEqual([gated.finance.path, "/personalised/finance", "/spin-to-win"]);
    expect(pathsBehindSignIn(tenantWith({ gatedJourneys: [], onlinePaymentWithoutSignIn: false }))).toEqual(["/online-payment"]);
  });
});
