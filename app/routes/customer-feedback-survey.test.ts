import "~/components/search/testing/fileScope";
import { current } from "./testing/route-mocks";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { processDatabase, testBackends } from "~/db/testing/databases";
import { DEALERSHIP_REQUIRED, FEEDBACK_REQUIRED, RATING_REQUIRED, TERMS_REQUIRED } from "~/models/leads/schemas";
import { leadFormData, shopper } from "~/models/leads/testing/forms";
import { replyOf } from "~/pages/leads/testing/replies";
import { groupTenant } from "~/models/leads/testing/tenants";
import { loadContext } from "~/server/testing/load-context";
import { action, loader } from "./customer-feedback-survey";


const ORIGIN = "http://www.meridian-test-5.com.au";
const PATH = "/customer-feedback-survey";
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  action({ request: new Request(`${ORIGIN}${PATH}`, { method: "POST", body, headers }), params: {}, context: loadContext() });
const survey = { ...shopper, postcode: "", rating: "2", subcategory: "Service", dealership_slug: "meridian-kia" };

describe.each(testBackends())("the customer feedback survey on $kind", (backend) => {
  const database = processDatabase(backend);
  const stored = async () => ({
    leads: await database.db.selectFrom("leads").selectAll().execute(),
    outbox: await database.db.selectFrom("outbox").selectAll().execute(),
  });

  beforeAll(() => {
    current.tenant = groupTenant();
  });
  beforeEach(async () => {
    await database.db.deleteFrom("outbox").execute();
    await database.db.deleteFrom("leads").execute();
  });

  it("offers the dealer group's dealerships and no sales location to pick", async () => {
    const page = await loader({ request: new Request(`${ORIGIN}${PATH}`), params: {}, context: loadContext() });
    expect(page.survey.form).toBe("customer-feedback");
    expect(page.survey.locations).toEqual([]);
    expect(page.survey.dealerships.map((dealership) => dealership.slug)).toEqual(["meridian-kia", "meridian-mazda"]);
  });

  it("starts with the dealership the feedback page's link names, and with none for a name the group does not have", async () => {
    const open = (query: string) => loader({ request: new Request(`${ORIGIN}${PATH}${query}`), params: {}, context: loadContext() });
    expect((await open("?dealership_slug=meridian-mazda")).survey.defaultValue).toMatchObject({ dealership_slug: "meridian-mazda" });
    expect((await open("?dealership_slug=__proto__")).survey.defaultValue).not.toHaveProperty("dealership_slug");
  });

  it("stores a Customer Feedback lead and mails the dealership its rating and what went wrong", async () => {
    const answer = await post(leadFormData({ ...survey, message: "My car was not ready when promised." }));
    if (!(answer instanceof Response)) throw new Error(JSON.stringify(answer.data.error));
    const { leads, outbox } = await stored();
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`/success?lead=${leads[0]!.id}`);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ form: "customer-feedback", category: "Customer Feedback", subcategory: "Service" });
    expect(leads[0]!.payload).toMatchObject({ rating: 2, dealership_slug: "meridian-kia", postcode: null });
    const dealerCopy = outbox.find((message) => message.kind === "lead-email");
    expect(dealerCopy?.subject).toBe("Customer Feedback (Service) from Jane Citizen");
    expect(dealerCopy?.body).toContain("Rating: 2 out of 5");
    expect(dealerCopy?.body).toContain("My car was not ready when promised.");
    // It names no vehicle: readable mail, never an empty ADF document.
    expect(dealerCopy?.attachment).toBeNull();
  });

  it("answers a survey without rating, story, dealership or consent with 400 and stores nothing", async () => {
    const { status, reply } = replyOf(
      await post(leadFormData({ ...shopper, terms_agreed: [], rating: "9", message: " " } as Record<string, string | readonly string[]>)),
    );
    expect(status).toBe(400);
    expect(reply.error).toMatchObject({
      rating: [RATING_REQUIRED],
      message: [FEEDBACK_REQUIRED],
      dealership_slug: [DEALERSHIP_REQUIRED],
      terms_agreed: [TERMS_REQUIRED],
    });
    expect((await stored()).leads).toHaveLength(0);
  });

  it("answers hostile input with a 4xx, never a 500, and stores nothing", async () => {
    const hostile = [
      leadFormData({ ...survey, rating: "__proto__", message: "x" }),
      leadFormData({ ...survey, subcategory: "constructor", message: "x" }),
      leadFormData({ ...survey, name: "\u0000", message: "\u0000\u0000" }),
      leadFormData({ ...survey, message: "x".repeat(200_000) }),
      leadFormData({ ...survey, rating: "1e400", message: "x" }),
    ];
    for (const body of hostile) {
      expect(replyOf(await post(body)).status).toBe(400);
    }
    const json = await post(JSON.stringify(survey), { "Content-Type": "application/json" }).catch((error: unknown) => error);
    expect((json as Response).status).toBe(415);
    expect((await stored()).leads).toHaveLength(0);
  });
});
