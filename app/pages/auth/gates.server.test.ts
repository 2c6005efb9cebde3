import { describe, expect, it } from "vitest";
import { TenantSchema, type TenantInput } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import { requireSignedInFor } from "./gates.server";

const tenantWith = (signIn: TenantInput["signIn"] = {}) => TenantSchema.parse(tenantInput({ signIn }));

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
