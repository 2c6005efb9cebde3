import "~/components/search/testing/fileScope";
import fs from "node:fs/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDatabase } from "~/db/client.server";
import { processDatabase, testBackends } from "~/db/testing/databases";
import { locationPage } from "~/models/locations/location-page";
import { rootData } from "~/pages/shell/root-data.server";
import { loader as tenantShellLoader } from "./tenant-shell.$file";
import { buildCar, insertCars } from "~/models/stock/testing/car-rows";
import { loadContext } from "~/server/testing/load-context";
import type { PublicTenant } from "~/tenants/public";
import { TenantSchema, type Tenant } from "~/tenants/schema";
import { brightlaneCars } from "~/tenants/sites/brightlane-cars";
import { wattleRidgeToyota } from "~/tenants/sites/wattle-ridge-toyota";
import { action } from "./phone-reveal";
import { isRevealGranted, issueRevealGrant } from "~/models/phone-reveal/reveal-grant.server";
import { PHONE_REVEAL_LIMIT } from "~/models/phone-reveal/reveals.server";

// DATA_DIR is read when env.server.ts loads: a temp one first, for the files a route writes.
const dataDir = await vi.hoisted(async () =>
  (await import("~/db/testing/temp-data-dir")).useTempDataDir("phone-reveal-route-test-"),
);

const site = vi.hoisted(() => ({ tenant: null as Tenant | null, logFails: false }));
vi.mock("~/tenants/tenant.server", async (original) => ({
  ...(await original<typeof import("~/tenants/tenant.server")>()),
  requireTenant: () => site.tenant,
}));
// search-journey §8: a reveal whose log fails still shows the number; the failure is the log's own.
vi.mock("~/models/phone-reveal/reveals.server", async (original) => {
  const real = await original<typeof import("~/models/phone-reveal/reveals.server")>();
  return {
    ...real,
    logPhoneReveal: (...args: Parameters<typeof real.logPhoneReveal>) =>
      site.logFails ? Promise.reject(new Error("disk full")) : real.logPhoneReveal(...args),
  };
});

const masking = TenantSchema.parse(brightlaneCars);
const showing = TenantSchema.parse(wattleRidgeToyota);
/** Every full number of the masking tenant's file: none may reach its pages before a reveal. */
const maskedNumbers = [
  ...Object.values(masking.phones),
  ...masking.locations.flatMap((location) => (location.phone ? [location.phone] : [])),
];
const moorabbin = masking.locations[0]!;
let usedCarId = 0;

afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe.each(testBackends())("phone reveals on $kind", (backend) => {
  processDatabase(backend);

  beforeAll(async () => {
    const [car] = await insertCars(await getDatabase(), [
      buildCar({ website_id: masking.id, dealership_id: masking.dealerships[0]!.id, dealership_slug: "brightlane-cars", car_type: "used" }),
    ]);
    usedCarId = car!.id;
  });
  beforeEach(() => {
    site.tenant = masking;
    site.logFails = false;
  });

  const fullNumbersIn = (data: unknown) => maskedNumbers.filter((phone) => JSON.stringify(data).includes(phone));

  /**
   * What a page at `url` hands the browser about its tenant: the root data, and the tenant shell
   * the browser fetches from the address the data names (decision 045); and the tenant the
   * browser makes of the two.
   */
  async function sentToBrowser(url: string) {
    const data = await rootData(new Request(url), loadContext());
    const [file] = data.tenantShell.split("/").slice(-1);
    const response = await tenantShellLoader({ request: new Request(new URL(data.tenantShell, url)), params: { file }, context: loadContext() });
    expect(response.status).toBe(200);
    const shell = (await response.json()) as PublicTenant;
    return { sent: { data, shell }, tenant: data.revealedTenant ?? shell };
  }

  async function reveal(body: unknown, headers: Record<string, string> = { "Content-Type": "application/json" }) {
    const request = new Request("http://localhost/phone-reveal", {
      method: "POST",
      headers,
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return action({ request, params: {}, context: loadContext() });
  }

  describe("what a masking tenant's pages send (search-journey §4)", () => {
    it("keeps every full number out of the root data until the site's numbers are revealed, whatever the URL says", async () => {
      for (const url of ["http://localhost/search", "http://localhost/search?reveal=site", `http://localhost/?reveal=site.9999999999.${"a".repeat(22)}`]) {
        const masked = await sentToBrowser(url);
        expect(fullNumbersIn(masked.sent), url).toEqual([]);
        expect(masked.tenant.phones.main).toBe("03 95…");
      }

      const revealed = await sentToBrowser(`http://localhost/search?reveal=${issueRevealGrant(masking.id, undefined)}`);
      expect(revealed.tenant.phones.main).toBe("03 9555 0500");
      expect(revealed.tenant.locations.map((location) => location.phone)).toEqual(["03 9555 0500", "03 9555 0560"]);
    });

    it("sends a location page's numbers, JSON-LD included, only after a reveal of the site's numbers", () => {
      const now = new Date();
      const page = (url: string) => locationPage(masking, moorabbin.slug, new URL(url), now, "https://www.brightlanecars.com.au");
      const masked = page("http://localhost/teams/brightlane-moorabbin?reveal=site");
      expect(fullNumbersIn(masked)).toEqual([]);
      expect(masked?.jsonLd).not.toContain("telephone");

      const revealed = page(`http://localhost/teams/brightlane-moorabbin?reveal=${issueRevealGrant(masking.id, undefined)}`);
      expect(revealed?.location.phone).toBe("03 9555 0500");
      expect(revealed?.jsonLd).toContain('"telephone":"03 9555 0500"');
    });

    it("leaves a tenant that shows its numbers as it was", async () => {
      site.tenant = showing;
      const { tenant } = await sentToBrowser("http://localhost/");
      expect(tenant.phones).toEqual(showing.phones);
      expect(tenant.locations.map((location) => location.phone)).toEqual(showing.locations.map((location) => location.phone));
    });
  });

  describe("POST /phone-reveal answers the number revealed", () => {
    it("answers a site number named by its source, and a location's department number", async () => {
      const main = await reveal({ source: "phones:main", return_to: "/" });
      expect(main.status).toBe(200);
      expect(await main.json()).toEqual({ ok: true, phone: "03 9555 0500" });
      const buying = await reveal({ source: "location:brightlane-car-buying-thomastown", return_to: "/contact-us" });
      expect(await buying.json()).toEqual({ ok: true, phone: "03 9555 0560" });
      const sales = await reveal({ source: "location:brightlane-moorabbin:sales", return_to: "/teams/brightlane-moorabbin" });
      expect(await sales.json()).toEqual({ ok: true, phone: "03 9555 0500" });
    });

    it("answers a car's number by the spec's order (a used car: the used number)", async () => {
      const answer = await reveal({ car_id: usedCarId, return_to: "/cars/x" });
      expect(await answer.json()).toEqual({ ok: true, phone: "03 9555 0520" });
    });

    it("still answers the number when the reveal cannot be logged (search-journey §8)", async () => {
      site.logFails = true;
      const answer = await reveal({ car_id: usedCarId, return_to: "/cars/x" });
      expect(await answer.json()).toEqual({ ok: true, phone: "03 9555 0520" });
    });

    it("without JavaScript logs the reveal and redirects back with its grant, and puts no number in the answer", async () => {
      const db = await getDatabase();
      const logged = async () => (await db.selectFrom("phone_reveals").select("id").where("website_id", "=", masking.id).execute()).length;
      const before = await logged();
      const answer = await reveal(`car_id=${usedCarId}&return_to=%2Fcars%2Fx`, {
        "Content-Type": "application/x-www-form-urlencoded",
      });
      expect(answer.status).toBe(303);
      const location = new URL(answer.headers.get("Location")!, "http://localhost");
      expect(location.pathname).toBe("/cars/x");
      expect(isRevealGranted(masking, location, usedCarId)).toBe(true);
      expect(isRevealGranted(masking, location)).toBe(false);
      expect(fullNumbersIn(await answer.text())).toEqual([]);
      expect(await logged()).toBe(before + 1);
    });

    it(`answers 429 past ${PHONE_REVEAL_LIMIT.perClient} reveals in 10 minutes from one client, with JavaScript and without`, async () => {
      const from = (address: string, body: unknown, headers?: Record<string, string>) => {
        const request = new Request("http://localhost/phone-reveal", {
          method: "POST",
          headers: headers ?? { "Content-Type": "application/json" },
          body: typeof body === "string" ? body : JSON.stringify(body),
        });
        return action({ request, params: {}, context: loadContext(address) });
      };
      for (let i = 0; i < PHONE_REVEAL_LIMIT.perClient; i++) {
        expect((await from(`2001:db8:44:1::${i + 1}`, { source: "phones:main", return_to: "/" })).status).toBe(200);
      }
      const refused = await from("2001:db8:44:1::99", { source: "phones:main", return_to: "/" });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Retry-After")).toBe("600");
      expect(fullNumbersIn(await refused.text())).toEqual([]);
      const withoutJs = await from("2001:db8:44:1::99", "return_to=%2F", { "Content-Type": "application/x-www-form-urlencoded" });
      expect(withoutJs.status).toBe(429);
      expect(withoutJs.headers.get("Location")).toBeNull();
      expect((await from("2001:db8:44:2::1", { source: "phones:main", return_to: "/" })).status).toBe(200);
    });

    it("answers 400, never a number or a 500, for a source it does not know or a hostile one", async () => {
      const sources = [
        "phones:__proto__",
        "phones:constructor",
        "phones:toString",
        "location:nowhere",
        "location:brightlane-moorabbin:careers:x",
        "phones:main\u0000",
        `phones:${"m".repeat(100_000)}`,
        { "0": "phones:main" },
      ];
      for (const source of sources) {
        const answer = await reveal({ source, return_to: "/" });
        expect(answer.status, JSON.stringify(source).slice(0, 40)).toBe(400);
        expect(fullNumbersIn(await answer.text())).toEqual([]);
      }
      expect((await reveal({ car_id: 999_999_999, return_to: "/" })).status).toBe(400);
      expect((await reveal({ return_to: "/" })).status).toBe(400);
    });
  });
});
