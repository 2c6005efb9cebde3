import "~/components/search/testing/fileScope";
import { describe, expect, it } from "vitest";
import { QA_TENANT_COOKIE } from "~/tenants/resolve";
import { loadContext } from "~/server/testing/load-context";
import { loader } from "./$";

/** What the catch-all answers for a path on a tenant: a redirect's target, or the status. */
async function answer(tenant: string, path: string): Promise<{ status: number; location: string | null }> {
  const request = new Request(`http://localhost${path}`, {
    headers: { Host: "localhost", Cookie: `${QA_TENANT_COOKIE}=${tenant}` },
  });
  try {
    await loader({ request, params: { "*": path.slice(1) }, context: loadContext() });
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
  throw new Error(`${path} answered instead of throwing`);
}

describe("other spellings of our pages (vehicle-page §2 routes), redirected permanently", () => {
  it('sends "/new-used-and-demo-cars (with refinementList filters)" and the /used-car/ lists to the stock lists, query kept', async () => {
    const query = "?refinementList%5Bmake%5D%5B0%5D=Toyota";
    expect(await answer("wattle-ridge-toyota", `/new-used-and-demo-cars${query}`)).toEqual({
      status: 301,
      location: `/search/new-used-and-demo-cars${query}`,
    });
    expect(await answer("wattle-ridge-toyota", "/used-car/list")).toEqual({ status: 301, location: "/search/used-cars" });
    expect(await answer("wattle-ridge-toyota", "/used-car/new-cars/")).toEqual({ status: 301, location: "/search/new-cars" });
  });

  it("sends /brands/{make} to the make's stock when one of the group's dealerships sells it, else 404", async () => {
    expect(await answer("meridian-motor-group", "/brands/kia")).toEqual({ status: 301, location: "/search/kia" });
    expect(await answer("meridian-motor-group", "/brands/jeep")).toEqual({ status: 301, location: "/search/jeep" });
    expect((await answer("meridian-motor-group", "/brands/toyota")).status).toBe(404);
    expect((await answer("wattle-ridge-toyota", "/brands/jeep")).status).toBe(404);
  });

  it("sends /{modelSlug} to the model's page in the dealer's spelling (models/toyota-{name})", async () => {
    expect(await answer("wattle-ridge-toyota", "/corolla")).toEqual({ status: 301, location: "/models/toyota-corolla" });
    expect(await answer("wattle-ridge-toyota", "/toyota-rav4")).toEqual({ status: 301, location: "/models/toyota-rav4" });
    // §2 "/{modelSlug} or a model's override URL": a model with one is sent there.
    expect(await answer("wattle-ridge-toyota", "/landcruiser-200")).toEqual({
      status: 301,
      location: "/search/used-cars?make=Toyota&model=LandCruiser%20200",
    });
    // A site without a model range has no model pages to send to.
    expect((await answer("meridian-motor-group", "/corolla")).status).toBe(404);
  });

  it("answers 404 for any other path, prototype names included", async () => {
    for (const path of ["/no-such-page", "/constructor", "/__proto__", "/brands/__proto__", "/a/b/c"]) {
      expect((await answer("wattle-ridge-toyota", path)).status, path).toBe(404);
    }
  });
});

describe("a franchise's manufacturer service program (vehicle-page §2 /diamond-advantage)", () => {
  const request = (tenant: string, path: string) =>
    new Request(`http://localhost${path}`, { headers: { Host: "localhost", Cookie: `${QA_TENANT_COOKIE}=${tenant}` } });

  it("shows the program's page where the tenant file gives one, with the service team to call", async () => {
    const data = await loader({ request: request("meridian-motor-group", "/diamond-advantage"), params: { "*": "diamond-advantage" }, context: loadContext() });
    expect(data.page).toMatchObject({ kind: "service-program", title: "Diamond Advantage", phone: "02 9555 0140" });
    expect(data.page.sections.map((section) => section.heading)).toEqual(["What Diamond Advantage gives you", "How to keep it"]);
  });

  it("answers 404 on a tenant none of whose franchises offers it", async () => {
    expect((await answer("wattle-ridge-toyota", "/diamond-advantage")).status).toBe(404);
  });
});
