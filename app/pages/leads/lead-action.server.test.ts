import net, { type AddressInfo } from "node:net";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "~/logger.server";
import type { CarRow, Database } from "~/db/schema";
import { migratedDatabase, testBackends } from "~/db/testing/databases";
import { buildCar, insertCars } from "~/models/stock/testing/car-rows";
import { handleLeadAction, leadFormSetup, leadRequestMeta, sentLeadCookie, type LeadFormReply } from "./lead-action.server";
import {
  DEALER_FORM_ERROR,
  FIRST_NAME_REQUIRED,
  FORM_EXPIRED,
  INVALID_EMAIL,
  INVALID_PHONE,
  INVALID_POSTCODE,
  INVALID_SLOT,
  LEAD_EVENTS,
  MESSAGE_REQUIRED,
  OFFER_REQUIRED,
  REQUEST_PHOTOS_MESSAGE,
  SUBMISSION_REJECTED,
  TERMS_REQUIRED,
  UNEXPECTED_ERROR,
  type LeadForm,
} from "~/models/leads/schemas";
import { findSentLead } from "~/models/leads/sent-lead.server";
import { visitAfterPageView, writeVisit } from "~/server/visit";
import { leadFormData, shopper } from "~/models/leads/testing/forms";
import { soloTenant } from "~/models/leads/testing/tenants";
import { loadContext } from "~/server/testing/load-context";

const tenant = soloTenant();
const otherTenant = soloTenant(8);
const ORIGIN = "http://www.solo-motors-7.com.au";

/** A browser's POST of a form to one of the tenant's pages. */
function post(path: string, formData: FormData, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, { method: "POST", body: formData, headers });
}

/** The 400 answer's reply (conform's), or the redirect Response. */
type Answer = Awaited<ReturnType<typeof handleLeadAction>>;

function replyOf(answer: Answer): { status: number; reply: LeadFormReply } {
  if (answer instanceof Response) throw new Error(`Expected a reply, got a ${answer.status} response`);
  const { data: reply, init } = answer as Exclude<Answer, Response>;
  return { status: init?.status ?? 200, reply };
}

function redirectOf(answer: Answer): Response {
  if (!(answer instanceof Response)) {
    throw new Error(`Expected a redirect, got ${JSON.stringify((answer as Exclude<Answer, Response>).data.error)}`);
  }
  return answer;
}

const errorsOf = (reply: LeadFormReply) => reply.error ?? {};

describe.each(testBackends())("lead form actions on $kind", (backend) => {
  const database = migratedDatabase(backend);
  let usedCar: CarRow;
  let newCar: CarRow;

  beforeEach(async () => {
    await database.db.deleteFrom("outbox").execute();
    await database.db.deleteFrom("leads").execute();
    await database.db.deleteFrom("cars").execute();
    const common = { website_id: tenant.id, dealership_slug: tenant.slug, dealership_id: 70, location_id: 700 };
    [usedCar, newCar] = (await insertCars(database.db, [
      buildCar({ ...common, slug: "2021-toyota-corolla-u1", car_type: "used" }),
      buildCar({ ...common, slug: "2025-toyota-rav4-n1", name: "2025 Toyota RAV4 GX", model: "RAV4", car_type: "new", price: 45_990 }),
    ])) as [CarRow, CarRow];
  });

  const counts = async () => ({
    leads: (await database.db.selectFrom("leads").select("id").execute()).length,
    outbox: (await database.db.selectFrom("outbox").select("id").execute()).length,
  });

  /** The vehicle page's way: the options of the form's set-up, the car decided by the route. */
  function carAction(
    form: LeadForm,
    car: CarRow,
    formData: FormData,
    headers?: Record<string, string>,
    shopperAddress = "203.0.113.7",
  ) {
    const options = leadFormSetup(tenant, form, { car }).options;
    return handleLeadAction({
      request: post(`/cars/${car.slug}/${form}`, formData, headers),
      tenant,
      form,
      options,
      routeValues: { car_id: car.id },
      db: database.db,
      context: loadContext(shopperAddress),
    });
  }

  describe("enquiry (/cars/{slug}/enquire)", () => {
    it("answers bad input with 400 and the §5 field errors, and stores nothing", async () => {
      const answer = await carAction("enquiry", usedCar, leadFormData({ postcode: "12a", email: "jane@" }));
      const { status, reply } = replyOf(answer);
      expect(status).toBe(400);
      expect(errorsOf(reply)).toMatchObject({
        name: [FIRST_NAME_REQUIRED],
        postcode: [INVALID_POSTCODE],
        email: [INVALID_EMAIL],
        phone: [INVALID_PHONE],
        message: [MESSAGE_REQUIRED],
        terms_agreed: [TERMS_REQUIRED],
      });
      expect(reply.initialValue).toMatchObject({ postcode: "12a", email: "jane@" });
      expect(await counts()).toEqual({ leads: 0, outbox: 0 });
    });

    it("stores one lead and one outbox row, then redirects 303 to /success?lead={id} with the sent-lead cookie", async () => {
      const answer = redirectOf(
        await carAction("enquiry", usedCar, leadFormData({ ...shopper, message: "Is it still available?" }), {
          Referer: `${ORIGIN}/cars/${usedCar.slug}?utm_source=newsletter&sort=price`,
          "User-Agent": "Mozilla/5.0 (test)",
          // Written by the client: the address is the server's (loadContext), never this.
          "X-Forwarded-For": "198.51.100.9",
        }),
      );
      expect(answer.status).toBe(303);
      const [lead] = await database.db.selectFrom("leads").selectAll().execute();
      expect(answer.headers.get("Location")).toBe(`/success?lead=${lead!.id}`);
      expect(await sentLeadCookie.parse(answer.headers.get("Set-Cookie"))).toBe(lead!.id);
      expect(await counts()).toEqual({ leads: 1, outbox: 1 });
      expect(lead).toMatchObject({
        form: "enquiry",
        category: "Vehicle Enquiry",
        car_id: usedCar.id,
        url: `${ORIGIN}/cars/${usedCar.slug}?utm_source=newsletter&sort=price`,
        source: "newsletter",
        user_agent: "Mozilla/5.0 (test)",
        remote_address: "203.0.113.7",
      });
      expect(lead!.payload).toMatchObject({ name: "Jane", message: "Is it still available?", car_id: usedCar.id, location: 700 });
      expect(lead!.lead_attributes.linked_query_params).toEqual({ utm_source: "newsletter" });
    });

    it("takes a correction sent at once after an error: the error page's guard is already past the 2 s", async () => {
      const now = new Date();
      const options = leadFormSetup(tenant, "enquiry", { car: usedCar }).options;
      const send = (formData: FormData) =>
        handleLeadAction({
          request: post(`/cars/${usedCar.slug}/enquire`, formData),
          tenant,
          form: "enquiry",
          options,
          routeValues: { car_id: usedCar.id },
          db: database.db,
          context: loadContext(),
          now,
        });
      const withoutTerms = leadFormData({ ...shopper, message: "Hi", terms_agreed: [] }, { servedAt: now });
      withoutTerms.delete("terms_agreed");
      const { reply } = replyOf(await send(withoutTerms));
      expect(errorsOf(reply)).toMatchObject({ terms_agreed: [TERMS_REQUIRED] });

      const corrected = leadFormData({ ...shopper, message: "Hi" });
      corrected.set("form_token", String(reply.initialValue?.form_token));
      corrected.set("form_stamp", String(reply.initialValue?.form_stamp));
      expect(redirectOf(await send(corrected)).status).toBe(303);
      expect(await counts()).toEqual({ leads: 1, outbox: 1 });
    });

    it("stores a lead whose name and message carry NUL and other control bytes, without them", async () => {
      const formData = leadFormData({ ...shopper, name: "Ja\u0000ne", message: "Still\u0000 available?\u0007\nThanks" });
      redirectOf(await carAction("enquiry", usedCar, formData));
      const lead = await database.db.selectFrom("leads").select("payload").executeTakeFirstOrThrow();
      // A multipart body sends the line break as CRLF.
      expect(lead.payload).toMatchObject({ name: "Jane", message: "Still available?\r\nThanks" });
      expect(await counts()).toEqual({ leads: 1, outbox: 1 });
    });

    it.each([
      ["application/json", JSON.stringify({ name: "Jane" })],
      ["text/plain", "name=Jane"],
    ])("answers a %s body with 415 and stores nothing", async (contentType, body) => {
      const request = new Request(`${ORIGIN}/cars/${usedCar.slug}/enquire`, {
        method: "POST",
        body,
        headers: { "Content-Type": contentType },
      });
      const options = leadFormSetup(tenant, "enquiry", { car: usedCar }).options;
      const thrown = await handleLeadAction({ request, tenant, form: "enquiry", options, db: database.db, context: loadContext() }).catch(
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(415);
      expect(await counts()).toEqual({ leads: 0, outbox: 0 });
    });

    it("links the car of the address, not a car id the post names", async () => {
      const formData = leadFormData({ ...shopper, message: "Hi", car_id: String(newCar.id) });
      redirectOf(await carAction("enquiry", usedCar, formData));
      const lead = await database.db.selectFrom("leads").select("car_id").executeTakeFirstOrThrow();
      expect(lead.car_id).toBe(usedCar.id);
    });

    it("refuses a form sent faster than a person can fill it with the form error, storing nothing", async () => {
      const formData = leadFormData({ ...shopper, message: "Hi" }, { servedAt: new Date() });
      const { status, reply } = replyOf(await carAction("enquiry", usedCar, formData));
      expect(status).toBe(400);
      expect(errorsOf(reply)[""]).toEqual([SUBMISSION_REJECTED]);
      expect(await counts()).toEqual({ leads: 0, outbox: 0 });
    });

    it("says the form expired when only its hidden guard is missing", async () => {
      const formData = leadFormData({ ...shopper, message: "Hi" });
      formData.delete("form_token");
      const { reply } = replyOf(await carAction("enquiry", usedCar, formData));
      expect(errorsOf(reply)).toEqual({ "": [FORM_EXPIRED] });
      expect(await counts()).toEqual({ leads: 0, outbox: 0 });
    });
  });

  it('answers a failure of ours with 500 and §8 "An unexpected error occured", the answers kept', async () => {
    const closed = await backend.open();
    await closed.close();
    const answer = await handleLeadAction({
      request: post(`/cars/${usedCar.slug}/enquire`, leadFormData({ ...shopper, message: "Hi" })),
      tenant,
      form: "enquiry",
      options: leadFormSetup(tenant, "enquiry", { car: usedCar }).options,
      routeValues: { car_id: usedCar.id },
      db: closed.db,
      context: loadContext(),
    });
    const { status, reply } = replyOf(answer);
    expect(status).toBe(500);
    expect(errorsOf(reply)[""]).toEqual([UNEXPECTED_ERROR]);
    expect(reply.initialValue).toMatchObject({ name: "Jane", message: "Hi" });
  });

  it("answers 503 with Retry-After while the database cannot be reached, the answers kept", async () => {
    // A port nobody listens on: the database server is down.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${port}/none`, connectionTimeoutMillis: 2_000 });
    const down = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    try {
      const answer = await handleLeadAction({
        request: post(`/cars/${usedCar.slug}/enquire`, leadFormData({ ...shopper, message: "Is it still there?" })),
        tenant,
        form: "enquiry",
        options: leadFormSetup(tenant, "enquiry", { car: usedCar }).options,
        routeValues: { car_id: usedCar.id },
        db: down,
        context: loadContext(),
      });
      const { data: reply, init } = answer as Exclude<typeof answer, Response>;
      expect(init?.status).toBe(503);
      expect(new Headers(init?.headers).get("Retry-After")).toMatch(/^[1-9][0-9]*$/);
      expect(errorsOf(reply)[""]).toEqual([UNEXPECTED_ERROR]);
      expect(reply.initialValue).toMatchObject({ name: "Jane", message: "Is it still there?" });
    } finally {
      logged.mockRestore();
      await down.destroy();
    }
  });

  it('answers a failure of ours on a dealer form with §8 "An error occurred when submitting this form", the answers kept and the server message logged', async () => {
    const closed = await backend.open();
    await closed.close();
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    try {
      const answer = await handleLeadAction({
        request: post("/contact-us", leadFormData({ ...shopper, category: "Service Enquiry", message: "Do you service caravans?" })),
        tenant,
        form: "general-enquiry",
        options: leadFormSetup(tenant, "general-enquiry").options,
        db: closed.db,
        context: loadContext(),
      });
      const { status, reply } = replyOf(answer);
      expect(status).toBe(500);
      expect(errorsOf(reply)[""]).toEqual([DEALER_FORM_ERROR]);
      expect(reply.initialValue).toMatchObject({ name: "Jane", category: "Service Enquiry", message: "Do you service caravans?" });
      const [record] = logged.mock.calls.at(-1) as unknown as [{ form: string; failure: string; err: Error }];
      expect(record.form).toBe("general-enquiry");
      expect(record.failure).toBe(record.err.message);
      expect(record.failure).not.toBe("");
    } finally {
      logged.mockRestore();
    }
  });

  describe("test drive (/cars/{slug}/test-drive, time optional)", () => {
    it("answers a time that is not a slot with 400 and stores nothing", async () => {
      const { status, reply } = replyOf(
        await carAction("test-drive", usedCar, leadFormData({ ...shopper, appointment: "2026-02-31T10:00" })),
      );
      expect(status).toBe(400);
      expect(errorsOf(reply).appointment).toEqual([INVALID_SLOT]);
      expect(await counts()).toEqual({ leads: 0, outbox: 0 });
    });

    it("stores one lead without a date or time", async () => {
      const answer = redirectOf(await carAction("test-drive", usedCar, leadFormData({ ...shopper })));
      expect(answer.status).toBe(303);
      expect(await counts()).toEqual({ leads: 1, outbox: 1 });
      const lead = await database.db.selectFrom("leads").select(["category", "car_id"]).executeTakeFirstOrThrow();
      expect(lead).toEqual({ category: "Test Drive", car_id: usedCar.id });
    });
  });

  describe("make an offer (/cars/{slug}/make-an-offer)", () => {
    it("requires the offer amount (§5 Offer amount required)", async () => {
      const { status, reply } = replyOf(await carAction("make-an-offer", newCar, leadFormData({ ...shopper, offer_from_client: "" })));
      expect(status).toBe(400);
      expect(errorsOf(reply).offer_from_client).toEqual([OFFER_REQUIRED]);
      expect(await counts()).toEqual({ leads: 0, outbox: 0 });
    });

    it("stores the offer in dollars as typed ($42,500)", async () => {
      redirectOf(await carAction("make-an-offer", newCar, leadFormData({ ...shopper, offer_from_client: "$42,500" })));
      const lead = await database.db.selectFrom("leads").select(["category", "payload"]).executeTakeFirstOrThrow();
      expect(lead.category).toBe("Make an Offer");
      expect(lead.payload.offer_from_client).toBe(42_500);
      expect(await counts()).toEqual({ leads: 1, outbox: 1 });
    });
  });

  describe("request photos (/cars/{slug}/request-photos)", () => {
    it("stores the search card's post: the email and the consent, with the hidden message", async () => {
      const formData = leadFormData({ email: "jane@example.com", terms_agreed: "on", message: REQUEST_PHOTOS_MESSAGE });
      redirectOf(await carAction("request-photos", usedCar, formData));
      const lead = await database.db.selectFrom("leads").select(["category", "payload"]).executeTakeFirstOrThrow();
      expect(lead.category).toBe("Request Photos");
      expect(lead.payload).toMatchObject({ email: "jane@example.com", message: REQUEST_PHOTOS_MESSAGE });
      expect(await counts()).toEqual({ leads: 1, outbox: 1 });
    });

    it("stores the full form with the hidden default message", async () => {
      redirectOf(await carAction("request-photos", usedCar, leadFormData({ ...shopper, message: REQUEST_PHOTOS_MESSAGE })));
      const lead = await database.db.selectFrom("leads").select(["category", "payload"]).executeTakeFirstOrThrow();
      expect(lead.category).toBe("Request Photos");
      expect(lead.payload.message).toBe(REQUEST_PHOTOS_MESSAGE);
      expect(await counts()).toEqual({ leads: 1, outbox: 1 });
    });
  });

  describe("book a test drive (/book-test-drive, a model rather than a car)", () => {
    const bookTestDrive = (formData: FormData) =>
      handleLeadAction({
        request: post("/book-test-drive", formData),
        tenant,
        form: "test-drive",
        options: leadFormSetup(tenant, "test-drive").options,
        db: database.db,
        context: loadContext(),
      });

    it("answers bad input with 400 and stores nothing", async () => {
      const { status, reply } = replyOf(await bookTestDrive(leadFormData({ vehicle_model: "RAV4" })));
      expect(status).toBe(400);
      expect(errorsOf(reply).terms_agreed).toEqual([TERMS_REQUIRED]);
      expect(await counts()).toEqual({ leads: 0, outbox: 0 });
    });

    it("stores the model asked for", async () => {
      redirectOf(await bookTestDrive(leadFormData({ ...shopper, vehicle_model: "RAV4" })));
      const lead = await database.db.selectFrom("leads").select(["car_id", "payload"]).executeTakeFirstOrThrow();
      expect(lead.car_id).toBeNull();
      expect(lead.payload).toMatchObject({ vehicle_model: "RAV4" });
      expect(await counts()).toEqual({ leads: 1, outbox: 1 });
    });
  });

  describe("the success page's lead (findSentLead)", () => {
    // Each lead from a shopper of its own: the per-address limit is not what these tests are about.
    let shoppers = 0;
    async function storedLead(form: LeadForm, car: CarRow, fields: Record<string, string>) {
      const formData = leadFormData({ ...shopper, ...fields });
      const answer = redirectOf(await carAction(form, car, formData, undefined, `198.51.100.${++shoppers}`));
      return Number(new URL(answer.headers.get("Location")!, ORIGIN).searchParams.get("lead"));
    }

    it("finds this website's lead with its car and the §7 event id (15 used enquiry, 14 new, 48 used test drive)", async () => {
      const used = await findSentLead(database.db, tenant, await storedLead("enquiry", usedCar, { message: "Hi" }), {
        withDetails: true,
      });
      expect(used).toMatchObject({ category: "Vehicle Enquiry", eventId: LEAD_EVENTS.usedEnquiry, dealerName: "Test Motors" });
      expect(used?.car).toMatchObject({ name: usedCar.name, href: `/cars/${usedCar.slug}`, priceText: "$27,990" });
      expect(used?.details).toContainEqual({ label: "Message", value: "Hi" });

      const fresh = await findSentLead(database.db, tenant, await storedLead("enquiry", newCar, { message: "Hi" }), {
        withDetails: false,
      });
      expect(fresh?.eventId).toBe(LEAD_EVENTS.newOrDemoEnquiry);
      expect(fresh?.details).toBeNull();

      const drive = await findSentLead(database.db, tenant, await storedLead("test-drive", usedCar, {}), { withDetails: false });
      expect(drive?.eventId).toBe(LEAD_EVENTS.usedTestDrive);
    });

    it("never finds another website's lead, nor a lead that does not exist", async () => {
      const leadId = await storedLead("enquiry", usedCar, { message: "Hi" });
      expect(await findSentLead(database.db, otherTenant, leadId, { withDetails: true })).toBeNull();
      expect(await findSentLead(database.db, tenant, leadId + 1000, { withDetails: true })).toBeNull();
    });
  });
});

describe("leadRequestMeta", () => {
  it("takes the action's own address when the browser sends no Referer", () => {
    const meta = leadRequestMeta(new Request(`${ORIGIN}/book-test-drive?gclid=abc`, { method: "POST" }), loadContext(null));
    expect(meta).toMatchObject({
      url: `${ORIGIN}/book-test-drive?gclid=abc`,
      source: "website",
      remoteAddress: null,
      visitedPages: ["/book-test-drive?gclid=abc"],
      linkedQueryParams: { gclid: "abc" },
    });
  });

  it("takes the shopper's address from the server, never from an X-Forwarded-For the client may have written", () => {
    const request = new Request(`${ORIGIN}/x`, { headers: { "X-Forwarded-For": "198.51.100.1, 203.0.113.9" } });
    expect(leadRequestMeta(request, loadContext("192.0.2.4")).remoteAddress).toBe("192.0.2.4");
    // scripts/server.mjs always answers; an address it could not tell is none, not the header's.
    expect(leadRequestMeta(request, loadContext(null)).remoteAddress).toBeNull();
  });

  it("carries the pages of the visit and the campaign of its landing link from the visit cookie", () => {
    let visit = visitAfterPageView(null, new URL(`${ORIGIN}/?utm_source=facebook&utm_campaign=eofy&fbclid=F1`), 0);
    visit = visitAfterPageView(visit, new URL(`${ORIGIN}/search?make=Kia`), 1);
    visit = visitAfterPageView(visit, new URL(`${ORIGIN}/cars/x`), 2);
    const request = new Request(`${ORIGIN}/cars/x/enquire`, {
      headers: { Cookie: `other=1; visit=${writeVisit(visit)}`, Referer: `${ORIGIN}/cars/x` },
    });
    expect(leadRequestMeta(request, loadContext())).toMatchObject({
      source: "facebook",
      visitedPages: ["/?utm_source=facebook&utm_campaign=eofy&fbclid=F1", "/search?make=Kia", "/cars/x"],
      linkedQueryParams: { utm_source: "facebook", utm_campaign: "eofy", fbclid: "F1" },
    });
  });

});

describe("leadFormSetup", () => {
  it("starts a car's form with opt_in ticked, the car's id and its location, and a fresh guard (§5, §3 lead form defaults)", () => {
    const setup = leadFormSetup(tenant, "enquiry", { car: { id: 42, location_id: 700, dealership_slug: tenant.slug } });
    expect(setup.defaultValue).toMatchObject({ opt_in: true, car_id: 42, location: 700 });
    expect(setup.guard.formToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(setup.captcha).toBe(true);
  });
});
