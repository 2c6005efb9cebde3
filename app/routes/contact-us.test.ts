import "~/components/search/testing/fileScope";
import { current } from "./testing/route-mocks";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { processDatabase, testBackends } from "~/db/testing/databases";
import type { LeadFormReply } from "~/pages/leads/lead-action.server";
import {
  CAREER_SUBCATEGORY,
  CATEGORY_REQUIRED,
  INVALID_EMAIL,
  LEAD_EVENTS,
  leadCategoryEvent,
  MESSAGE_REQUIRED,
} from "~/models/leads/schemas";
import { leadFormData, shopper } from "~/models/leads/testing/forms";
import { groupTenant } from "~/models/leads/testing/tenants";
import { action as contactAction } from "./contact";
import { action as contactUsAction, loader as contactUsLoader } from "./contact-us";
import { action as locationAction, loader as locationLoader } from "./contact-us_.$locationSlug";
import { loadContext } from "~/server/testing/load-context";


const group = groupTenant();
const ORIGIN = "http://www.meridian-test-5.com.au";
const request = (path: string, body?: FormData) =>
  new Request(`${ORIGIN}${path}`, body ? { method: "POST", body } : undefined);

type Answer = Response | { data: LeadFormReply; init: ResponseInit | null };

function replyOf(answer: Answer): { status: number; reply: LeadFormReply } {
  if (answer instanceof Response) throw new Error(`Expected a reply, got a ${answer.status} response`);
  return { status: answer.init?.status ?? 200, reply: answer.data };
}

function successOf(answer: Answer): string {
  if (!(answer instanceof Response)) throw new Error(JSON.stringify(answer.data.error));
  expect(answer.status).toBe(303);
  return answer.headers.get("Location") ?? "";
}

describe.each(testBackends())("the contact forms on $kind", (backend) => {
  const database = processDatabase(backend);

  beforeAll(async () => {
    current.tenant = group;
  });
  beforeEach(async () => {
    await database.db.deleteFrom("outbox").execute();
    await database.db.deleteFrom("leads").execute();
  });

  const counts = async () => ({
    leads: (await database.db.selectFrom("leads").select("id").execute()).length,
    outbox: (await database.db.selectFrom("outbox").select("id").execute()).length,
  });

  describe("/contact-us and /contact: the general enquiry with its category select (vehicle-page §5)", () => {
    const post = (fields: Record<string, string>, path = "/contact-us") =>
      contactUsAction({ request: request(path, leadFormData(fields)), params: {}, context: loadContext() });

    it("starts the category select at General Enquiry", async () => {
      const page = await contactUsLoader({ request: request("/contact-us"), params: {}, context: loadContext() });
      expect(page.enquiry).toMatchObject({ form: "general-enquiry", defaultValue: { category: "General Enquiry" } });
    });

    it("answers bad input with 400 and the field errors, storing nothing", async () => {
      const { status, reply } = replyOf(await post({ ...shopper, email: "jane@", category: "Lunch", message: "" }));
      expect(status).toBe(400);
      expect(reply.error).toMatchObject({
        email: [INVALID_EMAIL],
        category: [CATEGORY_REQUIRED],
        message: [MESSAGE_REQUIRED],
      });
      expect(await counts()).toEqual({ leads: 0, outbox: 0 });
    });

    it("stores one lead and one outbox row with the chosen category, then goes to /success", async () => {
      const location = successOf(
        await post({ ...shopper, category: "Service Enquiry", message: "When is my car due?", location: "501", dealership_slug: "meridian-kia" }),
      );
      const lead = await database.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
      expect(location).toBe(`/success?lead=${lead.id}`);
      expect(lead).toMatchObject({ form: "general-enquiry", category: "Service Enquiry" });
      expect(await counts()).toEqual({ leads: 1, outbox: 1 });
    });

    it("files Careers Enquiry as General Enquiry, Career Enquiry (§4), event 51", async () => {
      successOf(await post({ ...shopper, category: "Careers Enquiry", message: "My CV", location: "501", dealership_slug: "meridian-kia" }));
      const lead = await database.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
      expect(lead).toMatchObject({ category: "General Enquiry", subcategory: CAREER_SUBCATEGORY });
      expect(leadCategoryEvent(lead.category, null, lead.subcategory)).toBe(LEAD_EVENTS.careers);
    });

    it("takes the same form at /contact", async () => {
      const answer = await contactAction({
        request: request("/contact", leadFormData({ ...shopper, message: "Hello", location: "501", dealership_slug: "meridian-kia" })),
        params: {},
        context: loadContext(),
      });
      successOf(answer);
      expect(await counts()).toEqual({ leads: 1, outbox: 1 });
    });
  });

  describe("/contact-us/{locationSlug}: the contact form, addressed to the page's location", () => {
    const post = (slug: string, fields: Record<string, string>) =>
      locationAction({ request: request(`/contact-us/${slug}`, leadFormData(fields)), params: { locationSlug: slug }, context: loadContext() });

    it("asks neither the location nor the dealership: the page's location is the only choice", async () => {
      const page = await locationLoader({ request: request("/contact-us/mazda-sales"), params: { locationSlug: "mazda-sales" }, context: loadContext() });
      expect(page.contact.locations).toEqual([{ id: 502, name: "Meridian Mazda Sales" }]);
      expect(page.contact.dealerships).toEqual([]);
      expect(page.contact.defaultValue).toMatchObject({ location: 502 });
    });

    it("answers bad input with 400 and the field errors, storing nothing", async () => {
      const { status, reply } = replyOf(await post("mazda-sales", { ...shopper, message: "" }));
      expect(status).toBe(400);
      expect(reply.error).toMatchObject({ message: [MESSAGE_REQUIRED] });
      expect(await counts()).toEqual({ leads: 0, outbox: 0 });
    });

    it("stores one lead for that location and its dealership, even posted without the hidden location", async () => {
      successOf(await post("mazda-sales", { ...shopper, message: "Are you open Sunday?" }));
      const lead = await database.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
      expect(lead).toMatchObject({ form: "contact", category: "General Enquiry" });
      expect(lead.payload).toMatchObject({ location: 502, dealership_slug: "meridian-mazda" });
      expect(await counts()).toEqual({ leads: 1, outbox: 1 });
    });

    it("refuses a location that is not one of the dealer's with 404", async () => {
      await expect(post("nowhere", { ...shopper, message: "Hi" })).rejects.toMatchObject({ status: 404 });
      expect(await counts()).toEqual({ leads: 0, outbox: 0 });
    });
  });
});
