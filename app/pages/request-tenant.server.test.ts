import { describe, expect, it } from "vitest";
import { loadContext } from "~/server/testing/load-context";
import { tenants } from "~/tenants";
import { requestTenant } from "./request-tenant.server";

const meridian = tenants.find((tenant) => tenant.slug === "meridian-motor-group")!;
const wattleRidge = tenants.find((tenant) => tenant.slug === "wattle-ridge-toyota")!;

const page = (host: string, path = "/") => new Request(`http://${host}${path}`, { headers: { Host: host } });

describe("the request's tenant, shared through the load context", () => {
  it("is resolved by the first loader that asks and read from the context by the next", () => {
    const context = loadContext();
    expect(requestTenant(page("www.meridianmotorgroup.com.au"), context)).toBe(meridian);
    expect(context.tenant).toBe(meridian);
    // The route's loader takes the root's answer without reading the host again.
    expect(requestTenant(page("www.wattleridgetoyota.com.au", "/search/used-cars"), context)).toBe(meridian);
  });

  it("is resolved again for the next request, whose context is its own", () => {
    expect(requestTenant(page("www.wattleridgetoyota.com.au"), loadContext())).toBe(wattleRidge);
  });

  it("keeps no answer that is a thrown response, so every loader that asks throws it", () => {
    const context = loadContext();
    const unknownDealer = page("localhost", "/?tenant=no-such-dealer");
    expect(() => requestTenant(unknownDealer, context)).toThrow(Response);
    expect(context.tenant).toBeUndefined();
    expect(() => requestTenant(unknownDealer, context)).toThrow(Response);
  });
});
