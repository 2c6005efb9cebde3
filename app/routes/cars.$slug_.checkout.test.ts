import "~/components/search/testing/fileScope";
import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDatabase } from "~/db/client.server";
import { processDatabase, testBackends } from "~/db/testing/databases";
import type { CarRow } from "~/db/schema";
import { FORM_STAMP_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD, INVALID_POSTCODE, LEAD_CATEGORIES } from "~/models/leads/schemas";
import { issueLeadFormGuard } from "~/models/leads/spam.server";
import { shopper } from "~/models/leads/testing/forms";
import { buildCar, insertCars } from "~/models/stock/testing/car-rows";
import { TenantSchema, type Tenant } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import { action as buyOnlineAction, loader as buyOnlineLoader } from "./cars.$slug_.buy-online";
import { action, loader } from "./cars.$slug_.checkout";
import { loader as enquireLoader } from "./cars.$slug_.enquire";
import { loader as makeAnOfferLoader } from "./cars.$slug_.make-an-offer";
import { loader as pdfLoader } from "./cars.$slug_.pdf";
import { loader as requestPhotosLoader } from "./cars.$slug_.request-photos";
import { loader as testDriveLoader } from "./cars.$slug_.test-drive";
import { loadContext } from "~/server/testing/load-context";

// DATA_DIR is read when env.server.ts loads: a temp one first, for the files a route writes.
const dataDir = await vi.hoisted(async () => (await import("~/db/testing/temp-data-dir")).useTempDataDir("reserve-route-test-"));

const site = vi.hoisted(() => ({ tenant: null as Tenant | null }));
vi.mock("~/tenants/tenant.server", () => ({ requireTenant: () => site.tenant }));

function tenantWith(id: number, overrides: Parameters<typeof tenantInput>[0] = {}): Tenant {
  return TenantSchema.parse(tenantInput({ id, slug: `reserve-motors-${id}`, ...overrides }));
}

const reserving = tenantWith(41, { features: { reservation: true } });
const buyingOnline = tenantWith(42, { features: { reservation: true, buyOnline: true } });
const gated = tenantWith(43, { features: { reservation: true }, signIn: { gatedJourneys: ["checkout"] } });
const notReserving = tenantWith(44);

const cars: Record<string, CarRow> = {};

async function stock(key: string, tenant: Tenant, overrides: Parameters<typeof buildCar>[0] = {}) {
  const [car] = await insertCars(
    await getDatabase(),
    [
      buildCar({
        website_id: tenant.id,
        dealership_id: tenant.dealerships[0]!.id,
        dealership_slug: tenant.dealerships[0]!.slug,
        location_id: tenant.locations[0]!.id,
        slug: `2021-toyota-corolla-${key}`,
        ...overrides,
      }),
    ],
  );
  cars[key] = car!;
}

afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe.each(testBackends())("reserving a car on $kind", (backend) => {
  processDatabase(backend);

  beforeAll(async () => {
    await stock("reservable", reserving);
    await stock("reserved", reserving, { reserved: true });
    await stock("processor-deposit", reserving, { payment_processors: JSON.stringify({ stripe: { deposit: 750 } }) });
    await stock("buy-online", buyingOnline);
    await stock("gated", gated);
    await stock("not-reserving", notReserving);
  });

  const origin = "http://localhost";

  async function load(tenant: Tenant, path: string, headers: Record<string, string> = {}) {
    site.tenant = tenant;
    const slug = path.split("/")[2]!;
    const run = path.endsWith("/buy-online") ? buyOnlineLoader : loader;
    return run({ request: new Request(`${origin}${path}`, { headers }), params: { slug }, context: loadContext() });
  }

  /** What a browser posts: the page's hidden guard, an empty honeypot, the car and the shopper. */
  function reservationPost(car: CarRow, fields: Record<string, string> = {}) {
    const guard = issueLeadFormGuard(new Date(Date.now() - 60_000));
    const body = new URLSearchParams({
      [FORM_TOKEN_FIELD]: guard.formToken,
      [FORM_STAMP_FIELD]: guard.formStamp,
      [HONEYPOT_FIELD]: "",
      car_id: String(car.id),
      ...shopper,
      ...fields,
    });
    return body;
  }

  async function post(tenant: Tenant, path: string, body: URLSearchParams) {
    site.tenant = tenant;
    const slug = path.split("/")[2]!;
    const run = path.endsWith("/buy-online") ? buyOnlineAction : action;
    const request = new Request(`${origin}${path}`, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Referer: `${origin}${path}` },
    });
    try {
      return await run({ request, params: { slug }, context: loadContext("203.0.113.50") });
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  async function thrownBy(promise: Promise<unknown>): Promise<Response> {
    try {
      await promise;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
    throw new Error("expected a thrown Response");
  }

  async function leadsFor(car: CarRow) {
    return (await getDatabase()).selectFrom("leads").selectAll().where("car_id", "=", car.id).execute();
  }

  describe("/cars/{slug}/checkout (vehicle-page §2 reserve page)", () => {
    it("shows a reservable car with the default $200 deposit, held 48 hours, fully refundable, and the form", async () => {
      const page = await load(reserving, "/cars/2021-toyota-corolla-reservable/checkout");
      expect(page.reservable).toBe(true);
      expect(page.deposit).toBe(200);
      expect(page.terms.holding).toBe("A $200 deposit holds the car for you for 48 hours, and it is fully refundable.");
      expect(page.setup).toMatchObject({ form: "reservation", captcha: true, defaultValue: { car_id: cars.reservable!.id } });
      expect(page.formAction).toBe("/cars/2021-toyota-corolla-reservable/checkout");
    });

    it("takes the deposit from the car's payment processor when it has one (§9)", async () => {
      const page = await load(reserving, "/cars/2021-toyota-corolla-processor-deposit/checkout");
      expect(page.deposit).toBe(750);
      expect(page.terms.deposit).toBe("$750");
    });

    it("says a reserved car cannot be reserved online, with the enquiry link instead of the form", async () => {
      const page = await load(reserving, "/cars/2021-toyota-corolla-reserved/checkout");
      expect(page.reservable).toBe(false);
      expect(page.setup).toBeNull();
      expect(page.notReservable).toMatch(/^This car cannot be reserved online\./);
      expect(page.enquireHref).toBe("/cars/2021-toyota-corolla-reserved/enquire");
    });

    it("says so too on a site that does not reserve online", async () => {
      const page = await load(notReserving, "/cars/2021-toyota-corolla-not-reserving/checkout");
      expect(page.reservable).toBe(false);
    });

    it("answers 404 for a car that is not this site's", async () => {
      const response = await thrownBy(load(reserving, "/cars/2021-toyota-corolla-buy-online/checkout"));
      expect(response.status).toBe(404);
    });

    it("is /cars/{slug}/buy-online on a site that buys online; the other address redirects there", async () => {
      const page = await load(buyingOnline, "/cars/2021-toyota-corolla-buy-online/buy-online");
      expect(page.formAction).toBe("/cars/2021-toyota-corolla-buy-online/buy-online");
      const fromCheckout = await thrownBy(load(buyingOnline, "/cars/2021-toyota-corolla-buy-online/checkout"));
      expect(fromCheckout.headers.get("Location")).toBe("/cars/2021-toyota-corolla-buy-online/buy-online");
      const fromBuyOnline = await thrownBy(load(reserving, "/cars/2021-toyota-corolla-reservable/buy-online"));
      expect(fromBuyOnline.headers.get("Location")).toBe("/cars/2021-toyota-corolla-reservable/checkout");
    });

    it("sends an anonymous shopper to /sign-in?type=checkout&redirect=…&back=… where the site gates checkout (§4 Gated routes)", async () => {
      const path = "/cars/2021-toyota-corolla-gated/checkout";
      const response = await thrownBy(load(gated, path, { Referer: `${origin}/cars/2021-toyota-corolla-gated` }));
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get("Location")!, origin);
      expect(location.pathname).toBe("/sign-in");
      expect(Object.fromEntries(location.searchParams)).toEqual({
        type: "checkout",
        redirect: path,
        back: "/cars/2021-toyota-corolla-gated",
      });
      const posted = await post(gated, path, reservationPost(cars.gated!));
      expect((posted as Response).status).toBe(303);
      expect((posted as Response).headers.get("Location")).toMatch(/^\/sign-in\?/);
      expect(await leadsFor(cars.gated!)).toEqual([]);
    });

    it('stores the request as a "Reserve" lead with its outbox email, then goes to /success (PRG)', async () => {
      const response = (await post(reserving, "/cars/2021-toyota-corolla-reservable/checkout", reservationPost(cars.reservable!))) as Response;
      expect(response.status).toBe(303);
      const [lead] = await leadsFor(cars.reservable!);
      expect(response.headers.get("Location")).toBe(`/success?lead=${lead!.id}`);
      expect(lead).toMatchObject({ form: "reservation", category: LEAD_CATEGORIES.reserve, remote_address: "203.0.113.50" });
      const outbox = await (await getDatabase()).selectFrom("outbox").selectAll().where("lead_id", "=", lead!.id).execute();
      expect(outbox).toHaveLength(1);
      expect(outbox[0]!.subject).toMatch(/^Reserve: /);
    });

    it("answers a wrong field with 400 and its error, storing nothing", async () => {
      const before = (await leadsFor(cars.reservable!)).length;
      const response = await post(reserving, "/cars/2021-toyota-corolla-reservable/checkout", reservationPost(cars.reservable!, { postcode: "12" }));
      const { data: reply, init } = response as unknown as { data: { error: Record<string, string[]> }; init: { status: number } };
      expect(init.status).toBe(400);
      expect(reply.error.postcode).toEqual([INVALID_POSTCODE]);
      expect(await leadsFor(cars.reservable!)).toHaveLength(before);
    });

    it("refuses a request for a car that is no longer reservable with 409, storing nothing", async () => {
      const response = await post(reserving, "/cars/2021-toyota-corolla-reserved/checkout", reservationPost(cars.reserved!));
      const { data: reply, init } = response as unknown as { data: { error: Record<string, string[]> }; init: { status: number } };
      expect(init.status).toBe(409);
      expect(reply.error[""]![0]).toMatch(/cannot be reserved online/);
      expect(await leadsFor(cars.reserved!)).toEqual([]);
    });
  });

  describe("a car of another site under this site's /cars/{slug}/... (not found, at once)", () => {
    const othersCar = "/cars/2021-toyota-corolla-reservable";

    it("answers /buy-online with 404, not a redirect to /checkout for a car this site does not have", async () => {
      const response = await thrownBy(load(reserving, `${othersCar.replace("reservable", "buy-online")}/buy-online`));
      expect(response.status).toBe(404);
      expect(response.headers.get("Location")).toBeNull();
    });

    it("answers /checkout with 404 on a site that buys online, not a redirect to /buy-online", async () => {
      const response = await thrownBy(load(buyingOnline, `${othersCar}/checkout`));
      expect(response.status).toBe(404);
      expect(response.headers.get("Location")).toBeNull();
    });

    it("answers 404 where the site gates checkout too, not a trip to sign-in first", async () => {
      const response = await thrownBy(load(gated, `${othersCar}/checkout`));
      expect(response.status).toBe(404);
    });

    it("refuses a post to another site's car with 404, storing nothing", async () => {
      const before = (await leadsFor(cars.reservable!)).length;
      const posted = (await post(buyingOnline, `${othersCar}/checkout`, reservationPost(cars.reservable!))) as Response;
      expect(posted.status).toBe(404);
      expect(await leadsFor(cars.reservable!)).toHaveLength(before);
    });

    it.each([
      ["enquire", enquireLoader],
      ["test-drive", testDriveLoader],
      ["make-an-offer", makeAnOfferLoader],
      ["request-photos", requestPhotosLoader],
      ["pdf", pdfLoader],
    ])("answers /%s with 404", async (form, formLoader) => {
      site.tenant = buyingOnline;
      const request = new Request(`${origin}${othersCar}/${form}`);
      const response = await thrownBy(
        Promise.resolve(formLoader({ request, params: { slug: "2021-toyota-corolla-reservable" }, context: loadContext() })),
      );
      expect(response.status).toBe(404);
    });
  });
});
