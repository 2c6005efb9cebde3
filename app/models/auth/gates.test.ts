import { describe, expect, it } from "vitest";
import { TenantSchema, type TenantInput } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import { isGated, pathsBehindSignIn, type Journey } from "./gates";
import { requireSignedInFor } from "~/pages/auth/gates.server";

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

describe("requireSignedInFor (vehicle-page §4 Gated routes)", () => {
  const tenant = tenantWith({ gatedJourneys: ["finance"] });
  const request = new Request("http://www.test-motors.com.au/cars/2021-mazda-cx-5/finance?term=5", {
    headers: { Referer: "http://www.test-motors.com.au/cars/2021-mazda-cx-5" },
  });

  it("sends an anonymous shopper to /sign-in with type, redirect and back", async () => {
    const thrown = await requireSignedInFor("finance", request, tenant).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("Location")!, "http://localhost");
    expect(location.pathname).toBe("/sign-in");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      type: "finance",
      redirect: "/cars/2021-mazda-cx-5/finance?term=5",
      back: "/cars/2021-mazda-cx-5",
    });
  });

  it("lets an anonymous shopper through a journey the site does not gate", async () => {
    await expect(requireSignedInFor("trade-in", request, tenant)).resolves.toBeNull();
    await expect(requireSignedInFor("checkout", request, tenant)).resolves.toBeNull();
  });
});

describe("pathsBehindSignIn", () => {
  it("names the pages of the journeys the tenant gates, and no other", () => {
    const gated = tenantWith({ gatedJourneys: ["finance", "spin-to-win"], onlinePaymentWithoutSignIn: true });
    expect(pathsBehindSignIn(gated)).toEqual([gated.finance.path, "/personalised/finance", "/spin-to-win"]);
    expect(pathsBehindSignIn(tenantWith({ gatedJourneys: [], onlinePaymentWithoutSignIn: false }))).toEqual(["/online-payment"]);
  });
});
