import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDatabase, getDatabase } from "~/db/client.server";
import { SUGGEST_LIMIT } from "~/pages/search/suggest-api.server";
import { buildTenantCar, insertCars } from "~/models/stock/testing/car-rows";
import { findTenant } from "~/tenants";
import { loadContext } from "~/server/testing/load-context";
import { loader } from "./api.suggest";

/*
 * The suggestions' route as the server runs it, on localhost (the demo dealer), with the
 * process database in a temp DATA_DIR.
 */
const dataDir = await vi.hoisted(async () => (await import("~/db/testing/temp-data-dir")).useTempDataDir("suggest-test-"));

const demo = findTenant("wattle-ridge-toyota")!;

async function answer(query: string, address = "203.0.113.10"): Promise<Response> {
  const request = new Request(`http://localhost/api/suggest${query}`, { headers: { Host: "localhost" } });
  try {
    return (await loader({ request, params: {}, context: loadContext(address) })) as Response;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

beforeAll(async () => {
  await insertCars(await getDatabase(), [
    buildTenantCar(demo, { model: "HiLux", simple_body: "Ute" }),
    buildTenantCar(demo, { model: "HiLux", simple_body: "Ute", car_type: "new" }),
    buildTenantCar(demo, { model: "Hiace", simple_body: "Van" }),
    buildTenantCar(demo, { make: "Mazda", model: "CX-5", simple_body: "SUV" }),
  ]);
});

afterAll(async () => {
  await closeDatabase();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe("GET /api/suggest", () => {
  it("answers the makes, models and bodies the typed words start, with counts and where each leads, briefly cacheable", async () => {
    const response = await answer(`?q=hi&in=${encodeURIComponent("/search/used-cars?make=Mazda&query=old")}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, max-age=30");
    const body = await response.json();
    expect(body).toEqual({
      query: "hi",
      suggestions: [
        {
          kind: "model",
          label: "Toyota HiLux",
          count: 1,
          refinements: { make: "Toyota", model: "HiLux" },
          href: "/search/used-cars?make=Mazda&make=Toyota&model=HiLux",
        },
        {
          kind: "model",
          label: "Toyota Hiace",
          count: 1,
          refinements: { make: "Toyota", model: "Hiace" },
          href: "/search/used-cars?make=Mazda&make=Toyota&model=Hiace",
        },
      ],
    });
    const bodies = await (await answer("?q=ut")).json();
    expect(bodies.suggestions).toEqual([expect.objectContaining({ label: "Ute", count: 2, href: "/search?body=Ute" })]);
  });

  it("answers no suggestions for blank text", async () => {
    expect(await (await answer("?q=%20%20")).json()).toEqual({ query: "", suggestions: [] });
  });

  it("refuses what no search box sends with 400, and an unknown search page with 404", async () => {
    expect((await answer("")).status).toBe(400);
    expect((await answer(`?q=${"a".repeat(51)}`)).status).toBe(400);
    expect((await answer("?q=to&in=https://evil.example/search")).status).toBe(400);
    expect((await answer("?q=to&in=//evil.example/search")).status).toBe(400);
    expect((await answer("?q=to&in=/cars/x")).status).toBe(400);
    expect((await answer(`?q=to&in=${encodeURIComponent(`/search?${"make=x&".repeat(300)}`)}`)).status).toBe(400);
    expect((await answer("?q=to&in=/search/a/b/c")).status).toBe(404);
  });

  it("refuses a client past its limit with 429 and when to try again, while others go on", async () => {
    for (let i = 0; i < SUGGEST_LIMIT.limit; i++) await answer("?q=%20", "198.51.100.7");
    const refused = await answer("?q=%20", "198.51.100.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await answer("?q=%20", "198.51.100.8")).status).toBe(200);
  });
});
