import "~/components/search/testing/fileScope";
import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDatabase } from "~/db/client.server";
import { processDatabase, testBackends } from "~/db/testing/databases";
import { buildCar, insertCars } from "~/models/stock/testing/car-rows";
import { MAX_REFINED_VALUES, REFINEMENT_ATTRIBUTES } from "~/models/search/state";
import { findTenant } from "~/tenants";
import { loader as carLoader } from "./cars.$slug";
import { loader as pageLoader } from "./pages.$name";
import { loader as searchLoader } from "./search.$";
import { loadContext } from "~/server/testing/load-context";

/*
 * URLs nobody's form writes get a 4xx or an ordinary page, never a
 * 500 or a page many times a normal one's size. The loaders run as the server runs them, on
 * localhost (the demo dealer), on each test database.
 */
const dataDir = await vi.hoisted(async () => (await import("~/db/testing/temp-data-dir")).useTempDataDir("bad-urls-test-"));

const demo = findTenant("wattle-ridge-toyota")!;
const args = (path: string, params: Record<string, string>) => ({
  request: new Request(`http://localhost${path}`, { headers: { Host: "localhost" } }),
  params,
  context: loadContext(),
});
const search = (query: string, splat = "") => searchLoader(args(`/search${splat ? `/${splat}` : ""}?${query}`, { "*": splat }));

/** The status of the Response a loader throws; fails when it answers instead. */
async function thrownStatus(answer: Promise<unknown>): Promise<number> {
  try {
    await answer;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
  throw new Error("The loader answered instead of refusing");
}

afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe.each(testBackends())("bad URLs on $kind", (backend) => {
  processDatabase(backend);

  beforeAll(async () => {
    await insertCars(await getDatabase(), [
      buildCar({
        website_id: demo.id,
        dealership_id: demo.dealerships[0]!.id,
        dealership_slug: demo.dealerships[0]!.slug,
        location_id: demo.locations[0]!.id,
        slug: "2021-toyota-corolla-bad-urls",
      }),
    ]);
  });

  describe("/search with Object.prototype's names", () => {
    it.each(["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"])(
      "answers ?%s=1 as the plain search, and as a value finds nothing",
      async (name) => {
        const page = await search(`${name}=1`);
        expect(page.state.refinements).toEqual({});
        expect(page.result.nbHits).toBe(1);
        const asValue = await search(`make=${name}&car_type=${name}&refinementList[${name}][0]=1`);
        expect(asValue.result.nbHits).toBe(0);
      },
    );

    it("is a 404 as a landing path", async () => {
      for (const splat of ["constructor", "__proto__", "constructor-cars", "tostring-cars"]) {
        expect(await thrownStatus(search("", splat))).toBe(404);
      }
    });
  });

  describe("/search with a hostile number of refinements", () => {
    const everyAttribute = (count: number) =>
      Object.keys(REFINEMENT_ATTRIBUTES)
        .flatMap((key) => Array.from({ length: count }, (_, i) => `${key}=v${i}`))
        .join("&");

    it("answers a URL over 2,048 characters with 414 before searching", async () => {
      expect(everyAttribute(40).length).toBeGreaterThan(11_000);
      expect(await thrownStatus(search(everyAttribute(40)))).toBe(414);
    });

    it("keeps 40 values of a URL under the limit, and its canonical link stays that size", async () => {
      const page = await search(everyAttribute(4));
      const kept = Object.values(page.state.refinements).reduce((total, values) => total + (values?.length ?? 0), 0);
      expect(kept).toBe(MAX_REFINED_VALUES);
      expect(page.canonical.length).toBeLessThan(1_000);
    });
  });

  describe("other routes", () => {
    it("answers /cars/%00 with 404, not a database error", async () => {
      expect(await thrownStatus(carLoader(args("/cars/%00", { slug: "\0" })))).toBe(404);
      expect(await thrownStatus(carLoader(args("/cars/%00abc", { slug: "\0abc" })))).toBe(404);
    });

    it("answers /pages/ with a 300-character name, or an Object.prototype name, with 404", async () => {
      for (const name of ["a".repeat(300), "constructor", "__proto__"]) {
        expect(await thrownStatus(pageLoader(args(`/pages/${name}`, { name })))).toBe(404);
      }
    });
  });
});
