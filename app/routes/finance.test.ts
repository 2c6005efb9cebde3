import "~/components/search/testing/fileScope";
import { current } from "./testing/route-mocks";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CarRow } from "~/db/schema";
import { processDatabase, testBackends } from "~/db/testing/databases";
import type { LeadFormReply } from "~/pages/leads/lead-action.server";
import { DEALERSHIP_REQUIRED, INVALID_BUDGET, INVALID_POSTCODE, TERMS_REQUIRED } from "~/models/leads/schemas";
import { leadFormData, shopper } from "~/models/leads/testing/forms";
import { groupTenant } from "~/models/leads/testing/tenants";
import { buildCar, insertCars } from "~/models/stock/testing/car-rows";
import type { Tenant } from "~/tenants/schema";
import { action, loader } from "./finance";
import { loadContext } from "~/server/testing/load-context";


/** A dealer group (two dealerships) whose finance page is /finance-enquiry. */
const group: Tenant = { ...groupTenant(), finance: { ...groupTenant().finance, path: "/finance-enquiry" } };
const ORIGIN = "http://www.meridian-test-5.com.au";

type ActionAnswer = Awaited<ReturnType<typeof action>>;

function replyOf(answer: ActionAnswer): { status: number; reply: LeadFormReply } {
  if (!("data" in answer)) throw new Error(`Expected a reply, got a ${answer.status} response`);
  return { status: answer.init?.status ?? 200, reply: answer.data };
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("Expected a thrown Response");
}

const get = (path: string) => loader({ request: new Request(`${ORIGIN}${path}`), params: {}, context: loadContext() });
const post = (body: FormData, path = "/finance-enquiry") =>
  action({ request: new Request(`${ORIGIN}${path}`, { method: "POST", body }), params: {}, context: loadContext() });

describe.each(testBackends())("the finance enquiry page on $kind", (backend) => {
  const database = processDatabase(backend);
  let car: CarRow;

  beforeAll(async () => {
  });
  beforeEach(async () => {
    current.tenant = group;
    await database.db.deleteFrom("outbox").execute();
    await database.db.deleteFrom("leads").execute();
    await database.db.deleteFrom("cars").execute();
    [car] = (await insertCars(database.db, [
      buildCar({ website_id: group.id, dealership_slug: "meridian-mazda", dealership_id: 52, location_id: 502, make: "Mazda", model: "CX-5", car_type: "used" }),
    ])) as [CarRow];
  });

  const counts = async () => ({
    leads: (await database.db.selectFrom("leads").select("id").execute()).length,
    outbox: (await database.db.selectFrom("outbox").select("id").execute()).length,
  });

  it("is shown at the tenant's own finance path; the others redirect there with the query", async () => {
    const redirect = await thrown(get("/finance?car_id=7&car_type=used"));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/finance-enquiry?car_id=7&car_type=used");
    expect((await thrown(get("/apply-for-finance"))).headers.get("Location")).toBe("/finance-enquiry");
  });

  it("starts the form with the link's preferredDealership, vehiclePriceBudget and car_type (vehicle-page §2)", async () => {
    const page = await get("/finance-enquiry?preferredDealership=meridian-kia&vehiclePriceBudget=30000&car_type=new");
    expect(page.setup.defaultValue).toMatchObject({ preferredDealership: "meridian-kia", vehiclePriceBudget: 30_000, car_type: "new" });
    expect(page.setup.dealerships.map((dealership) => dealership.slug)).toEqual(["meridian-kia", "meridian-mazda"]);
    expect(page.car).toBeNull();
  });

  it("shows the car of a car_id of this site, and asks no dealership: the car's answers", async () => {
    const page = await get(`/finance-enquiry?car_id=${car.id}&car_type=used&vehiclePriceBudget=27990`);
    expect(page.car).toMatchObject({ id: car.id, carType: "used", summary: { href: `/cars/${car.slug}` } });
    expect(page.setup.dealerships).toEqual([]);
    expect(page.formAction).toBe(`/finance-enquiry?car_id=${car.id}&car_type=used&vehiclePriceBudget=27990`);
  });

  it("shows the car of a car_id given as its slug, as the car routes take it, and files the lead with it", async () => {
    const page = await get(`/finance?car_id=${car.slug}`).catch(async (error: unknown) =>
      error instanceof Response ? get(error.headers.get("Location")!) : Promise.reject(error),
    );
    expect(page.car).toMatchObject({ id: car.id, carType: "used", summary: { href: `/cars/${car.slug}` } });
    const answer = await post(leadFormData({ ...shopper, car_id: String(page.car!.id), location: "502" }), page.formAction);
    expect(answer).toBeInstanceOf(Response);
    expect(await database.db.selectFrom("leads").select("car_id").executeTakeFirstOrThrow()).toEqual({ car_id: car.id });
  });

  it("shows no car for another site's car id", async () => {
    const [other] = await insertCars(database.db, [buildCar({ website_id: group.id + 1 })]);
    expect((await get(`/finance-enquiry?car_id=${other!.id}`)).car).toBeNull();
  });

  it("answers bad input with 400 and the field errors, storing nothing", async () => {
    const { status, reply } = replyOf(
      await post(leadFormData({ ...shopper, postcode: "12a", terms_agreed: "", vehiclePriceBudget: "heaps" })),
    );
    expect(status).toBe(400);
    expect(reply.error).toMatchObject({
      postcode: [INVALID_POSTCODE],
      terms_agreed: [TERMS_REQUIRED],
      vehiclePriceBudget: [INVALID_BUDGET],
      preferredDealership: [DEALERSHIP_REQUIRED],
    });
    expect(await counts()).toEqual({ leads: 0, outbox: 0 });
  });

  it("stores one finance lead and one outbox row, then goes to /success", async () => {
    const answer = await post(
      leadFormData({ ...shopper, preferredDealership: "meridian-kia", vehiclePriceBudget: "$30,000", car_type: "new", location: "501" }),
    );
    if ("data" in answer) throw new Error(JSON.stringify(answer.data.error));
    expect(answer.status).toBe(303);
    const lead = await database.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(answer.headers.get("Location")).toBe(`/success?lead=${lead.id}`);
    expect(lead).toMatchObject({ form: "finance-enquiry", category: "Finance Enquiry" });
    expect(lead.payload).toMatchObject({ preferredDealership: "meridian-kia", vehiclePriceBudget: 30_000, dealership_slug: "meridian-kia" });
    expect(await counts()).toEqual({ leads: 1, outbox: 1 });
  });

  it("files the enquiry about a car with the car and its dealership, asking no dealership", async () => {
    const answer = await post(leadFormData({ ...shopper, car_id: String(car.id), car_type: "used", location: "502" }));
    expect(answer).toBeInstanceOf(Response);
    const lead = await database.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(lead.car_id).toBe(car.id);
    expect(lead.payload).toMatchObject({ dealership_slug: "meridian-mazda", "Vehicle Model": "CX-5" });
  });

  it("sends a shopper who is not signed in to /sign-in when the site gates finance (vehicle-page §4, §6)", async () => {
    current.tenant = { ...group, signIn: { ...group.signIn, gatedJourneys: ["finance"] } };
    const redirect = await thrown(get("/finance-enquiry?car_id=7"));
    expect(redirect.status).toBe(303);
    const location = new URL(redirect.headers.get("Location")!, ORIGIN);
    expect(location.pathname).toBe("/sign-in");
    expect(location.searchParams.get("type")).toBe("finance");
    expect(location.searchParams.get("redirect")).toBe("/finance-enquiry?car_id=7");
    expect((await thrown(post(leadFormData(shopper)))).status).toBe(303);
    expect(await counts()).toEqual({ leads: 0, outbox: 0 });
  });
});
