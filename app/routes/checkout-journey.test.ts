import "~/components/search/testing/fileScope";
import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDatabase } from "~/db/client.server";
import { processDatabase, testBackends } from "~/db/testing/databases";
import type { CarRow } from "~/db/schema";
import { DRAFT_LIFETIME_MS, loadDraft, saveDraftStep } from "~/models/checkout/drafts.server";
import type { CheckoutPage } from "~/pages/checkout/journey.server";
import { FORM_STAMP_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD, INVALID_POSTCODE, TERMS_REQUIRED } from "~/models/leads/schemas";
import { issueLeadFormGuard } from "~/models/leads/spam.server";
import { buildCar, insertCars } from "~/models/stock/testing/car-rows";
import { loadContext } from "~/server/testing/load-context";
import { TenantSchema, type Tenant } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import { CONDITION_QUESTIONS } from "~/models/trade-in/condition";
import { australianYear } from "~/models/trade-in/valuation";
import { action, loader } from "./checkout-journey";

// DATA_DIR is read when env.server.ts loads: a temp one first, for the files a route writes.
const dataDir = await vi.hoisted(async () => (await import("~/db/testing/temp-data-dir")).useTempDataDir("checkout-journey-test-"));

const site = vi.hoisted(() => ({ tenant: null as Tenant | null }));
vi.mock("~/tenants/tenant.server", async (original) => ({
  ...(await original<typeof import("~/tenants/tenant.server")>()),
  requireTenant: () => site.tenant,
}));

function tenantWith(id: number, overrides: Parameters<typeof tenantInput>[0] = {}): Tenant {
  return TenantSchema.parse(tenantInput({ id, slug: `buy-online-motors-${id}`, ...overrides }));
}

const buyingOnline = tenantWith(51, { features: { reservation: true, buyOnline: true } });
const gated = tenantWith(52, { features: { reservation: true, buyOnline: true }, signIn: { gatedJourneys: ["checkout"] } });
const notSelling = tenantWith(53);

const cars: Record<string, CarRow> = {};

async function stock(key: string, tenant: Tenant, overrides: Parameters<typeof buildCar>[0] = {}) {
  const [car] = await insertCars(await getDatabase(), [
    buildCar({
      website_id: tenant.id,
      dealership_id: tenant.dealerships[0]!.id,
      dealership_slug: tenant.dealerships[0]!.slug,
      location_id: tenant.locations[0]!.id,
      slug: `2022-mazda-cx-5-${key}`,
      make: "Mazda",
      model: "CX-5",
      ...overrides,
    }),
  ]);
  cars[key] = car!;
}

afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe.each(testBackends())("buying a car online on $kind", (backend) => {
  processDatabase(backend);

  beforeAll(async () => {
    await stock("walk", buyingOnline);
    await stock("resume", buyingOnline);
    await stock("hostile", buyingOnline);
    await stock("sold", buyingOnline, { status: "sold", sold_at: new Date() });
    await stock("reserved", buyingOnline, { reserved: true });
    await stock("gated", gated);
    await stock("not-selling", notSelling);
    await stock("unknown-make", buyingOnline);
    // The market the trade-in is valued against (valuation.ts): three cars like it, listed at 40,000 km.
    for (const price of [24_000, 25_000, 26_000]) {
      await stock(`comparable-${price}`, buyingOnline, { make: "Toyota", model: "Corolla", year: tradeInYear, km: 40_000, price });
    }
  });

  const origin = "http://localhost";
  // Three years old: well inside §5's seven-year limit for an online estimate, whatever the year.
  const tradeInYear = australianYear(new Date()) - 3;

  /** Every condition question answered with its first option, but worn tyres (3% off, as on the trade-in page). */
  function conditionFields(): Record<string, string> {
    const fields: Record<string, string> = {};
    CONDITION_QUESTIONS.forEach((question, index) => {
      fields[`adjustmentAnswers[${index}].id`] = question.id;
      fields[`adjustmentAnswers[${index}].answer`] = question.id === "tyres" ? "worn" : question.options[0]!.value;
    });
    return fields;
  }

  function tradeInFields(make: string, model: string): Record<string, string> {
    return { hasTradeIn: "yes", rego: "abc 123", regoState: "VIC", tradeInYear: String(tradeInYear), tradeInMake: make, tradeInModel: model, tradeInKm: "60,000", ...conditionFields() };
  }

  function journeyUrl(car: string, step?: string) {
    return `${origin}/checkout-journey?car_id=${encodeURIComponent(car)}${step ? `&step=${step}` : ""}`;
  }

  async function answerOf(run: () => Promise<unknown>): Promise<unknown> {
    try {
      return await run();
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  async function load(tenant: Tenant, url: string, cookie = "") {
    site.tenant = tenant;
    return answerOf(() => loader({ request: new Request(url, { headers: { Cookie: cookie } }), params: {}, context: loadContext() }));
  }

  async function post(tenant: Tenant, url: string, body: BodyInit, cookie = "", contentType = "application/x-www-form-urlencoded") {
    site.tenant = tenant;
    const request = new Request(url, { method: "POST", body, headers: { "Content-Type": contentType, Cookie: cookie, Referer: url } });
    return answerOf(() => action({ request, params: {}, context: loadContext("203.0.113.60") }));
  }

  function asResponse(answer: unknown): Response {
    expect(answer).toBeInstanceOf(Response);
    return answer as Response;
  }

  /** What data() answered: its status and conform's reply. */
  function replyOf(answer: unknown): { status: number; error: Record<string, string[] | null> } {
    const { init, data } = answer as { init: { status: number }; data: { error: Record<string, string[] | null> } };
    return { status: init.status, error: data.error };
  }

  function cookieOf(response: Response): string {
    return (response.headers.get("Set-Cookie") ?? "").split(";")[0]!;
  }

  const details = { name: "Jane", last_name: "Citizen", email: "jane.buyer@example.com", phone: "0412 345 678", postcode: "3189" };

  async function leadsOf(car: CarRow) {
    return (await getDatabase()).selectFrom("leads").selectAll().where("car_id", "=", car.id).execute();
  }

  describe("/checkout-journey (buying online)", () => {
    it("walks the five steps, each a post that redirects to the next, and sends one Online Purchase lead with every answer", async () => {
      const slug = cars.walk!.slug;
      expect(asResponse(await load(buyingOnline, journeyUrl(slug))).headers.get("Location")).toBe(
        `/checkout-journey?car_id=${slug}&step=details`,
      );

      const wrong = replyOf(await post(buyingOnline, journeyUrl(slug, "details"), new URLSearchParams({ ...details, postcode: "31" })));
      expect(wrong.status).toBe(400);
      expect(wrong.error.postcode).toEqual([INVALID_POSTCODE]);

      const saved = asResponse(await post(buyingOnline, journeyUrl(slug, "details"), new URLSearchParams(details)));
      expect(saved.status).toBe(303);
      expect(saved.headers.get("Location")).toBe(`/checkout-journey?car_id=${slug}&step=trade-in`);
      const cookie = cookieOf(saved);
      expect(cookie).toMatch(/^__session=/);

      // A car described: the step's second page shows the estimate the trade-in page would give it.
      const tradeIn = asResponse(await post(buyingOnline, journeyUrl(slug, "trade-in"), new URLSearchParams(tradeInFields("Toyota", "Corolla")), cookie));
      expect(tradeIn.headers.get("Location")).toBe(`/checkout-journey?car_id=${slug}&step=trade-in&view=estimate`);
      const estimatePage = (await load(buyingOnline, `${journeyUrl(slug, "trade-in")}&view=estimate`, cookie)) as Extract<CheckoutPage, { kind: "step" }>;
      // 3 listed Corollas at $24,000-$26,000 and 40,000 km: median $25,000, 6% off for 20,000 km more, 80% of retail, 3% off for worn tyres, ±5%.
      const estimate = { kind: "estimate", low: 17_300, high: 19_100, comparables: 3, basis: "model" };
      expect(estimatePage.estimate).toMatchObject({
        car: { year: tradeInYear, make: "Toyota", model: "Corolla", km: 60_000, rego: "ABC123" },
        valuation: estimate,
        continueHref: `/checkout-journey?car_id=${slug}&step=payment`,
        changeHref: `/checkout-journey?car_id=${slug}&step=trade-in`,
      });
      const [draft] = await (await getDatabase()).selectFrom("checkout_drafts").select("answers").where("car_id", "=", cars.walk!.id).execute();
      expect(draft!.answers).toMatchObject({ "trade-in": { tradeInMake: "Toyota", valuation: estimate } });
      expect((await load(buyingOnline, journeyUrl(slug, "trade-in"), cookie)) as CheckoutPage).toMatchObject({ estimate: null });

      const steps: [string, Record<string, string>, string][] = [
        ["payment", { paymentMethod: "finance", financeDeposit: "$5,000", financeWeeklyBudget: "150", financeTermMonths: "60" }, "handover"],
        // One location: chosen for the shopper (§4), so the form need not post it.
        ["handover", { handover: "delivery", deliveryAddress: "12 Station St, Mentone", deliveryPostcode: "3194" }, "review"],
      ];
      for (const [step, fields, next] of steps) {
        const answer = asResponse(await post(buyingOnline, journeyUrl(slug, step), new URLSearchParams(fields), cookie));
        expect(answer.headers.get("Location")).toBe(`/checkout-journey?car_id=${slug}&step=${next}`);
      }

      const review = (await load(buyingOnline, journeyUrl(slug, "review"), cookie)) as Extract<CheckoutPage, { kind: "step" }>;
      expect(review.step).toBe("review");
      expect(review.submitLabel).toBe("Send purchase request");
      expect(review.terms.nextSteps).toMatch(/^No payment is taken on this website\./);
      expect(review.review.map((section) => section.rows.map((row) => row.value).join(", "))).toEqual([
        "Jane Citizen, jane.buyer@example.com, 0412345678, 3189",
        `${tradeInYear} Toyota Corolla, 60,000 km, ABC123 (VIC), No accident damage, Full service history, No, it runs well, Worn, need replacing soon, No marks, Clean, no wear, Two or more, $17,300 – $19,100`,
        "Finance, $5,000, $150, 60 months",
        "12 Station St, Mentone 3194, Test Motors Sales",
      ]);

      const guard = issueLeadFormGuard(new Date(Date.now() - 60_000));
      const consent = { [FORM_TOKEN_FIELD]: guard.formToken, [FORM_STAMP_FIELD]: guard.formStamp, [HONEYPOT_FIELD]: "" };
      const unconsented = replyOf(await post(buyingOnline, journeyUrl(slug, "review"), new URLSearchParams(consent), cookie));
      expect(unconsented.status).toBe(400);
      expect(unconsented.error.terms_agreed).toEqual([TERMS_REQUIRED]);
      expect(await leadsOf(cars.walk!)).toHaveLength(0);

      // The page's posted answers never replace the saved ones, the estimate shown among them.
      const sent = asResponse(
        await post(
          buyingOnline,
          journeyUrl(slug, "review"),
          new URLSearchParams({
            ...consent,
            terms_agreed: "on",
            message: "Blue floor mats please",
            email: "someone.else@example.com",
            tradeInEstimateLow: "90000",
            tradeInEstimateHigh: "99000",
          }),
          cookie,
        ),
      );
      expect(sent.status).toBe(303);
      expect(sent.headers.get("Location")).toMatch(/^\/success\?lead=\d+$/);

      const [lead] = await leadsOf(cars.walk!);
      expect(lead).toMatchObject({ form: "online-purchase", category: "Online Purchase" });
      expect(lead!.payload).toMatchObject({
        email: "jane.buyer@example.com",
        message: "Blue floor mats please",
        tradeInMake: "Toyota",
        tradeInKm: 60000,
        tradeInEstimate: { low: 17_300, high: 19_100 },
        rego: "ABC123",
        paymentMethod: "finance",
        financeDeposit: 5000,
        financeWeeklyBudget: 150,
        financeTermMonths: 60,
        handover: "delivery",
        deliveryAddress: "12 Station St, Mentone",
        deliveryPostcode: "3194",
        location: buyingOnline.locations[0]!.id,
      });
      const [mail] = await (await getDatabase()).selectFrom("outbox").selectAll().where("lead_id", "=", lead!.id).where("kind", "=", "lead-email").execute();
      expect(mail!.subject).toMatch(/^Online Purchase: /);
      for (const line of ["Payment: Finance", "Finance deposit: $5,000", "Finance term: 60 months", "Delivery or pick-up: Delivery from Test Motors Sales", "Delivery address: 12 Station St, Mentone 3194", `Trade-in vehicle: ${tradeInYear} Toyota Corolla, 60,000 km`, "Trade-in online estimate: $17,300 to $19,100", "Trade-in condition: What condition are the tyres in?: Worn, need replacing soon"]) {
        expect(mail!.body).toContain(line);
      }
      expect(mail!.attachment).toContain("<comments>Blue floor mats please");
      expect(mail!.attachment).toContain("Payment: Finance");
      expect(mail!.attachment).toContain('<price type="appraisal" currency="AUD">17300</price>');
      expect(mail!.attachment).toContain("<pricecomments>Online estimate $17,300 to $19,100: shown to the shopper at the trade-in step of this purchase</pricecomments>");

      // Sent: the draft is gone, so the journey starts again.
      expect(asResponse(await load(buyingOnline, journeyUrl(slug, "review"), cookie)).headers.get("Location")).toBe(
        `/checkout-journey?car_id=${slug}&step=details`,
      );
    });

    it("says plainly when a trade-in cannot be estimated (an unknown make), goes on, and still sends the trade-in", async () => {
      const slug = cars["unknown-make"]!.slug;
      const cookie = cookieOf(asResponse(await post(buyingOnline, journeyUrl(slug, "details"), new URLSearchParams(details))));
      const tradeIn = asResponse(await post(buyingOnline, journeyUrl(slug, "trade-in"), new URLSearchParams(tradeInFields("Zedmobile", "Quark")), cookie));
      expect(tradeIn.headers.get("Location")).toBe(`/checkout-journey?car_id=${slug}&step=trade-in&view=estimate`);
      const estimatePage = (await load(buyingOnline, `${journeyUrl(slug, "trade-in")}&view=estimate`, cookie)) as Extract<CheckoutPage, { kind: "step" }>;
      expect(estimatePage.estimate?.valuation).toEqual({ kind: "no-estimate", reason: "too-few-comparables" });
      for (const [step, fields] of [["payment", { paymentMethod: "cash" }], ["handover", { handover: "pick-up" }]] as const) {
        await post(buyingOnline, journeyUrl(slug, step), new URLSearchParams(fields), cookie);
      }
      const guard = issueLeadFormGuard(new Date(Date.now() - 60_000));
      const consent = { [FORM_TOKEN_FIELD]: guard.formToken, [FORM_STAMP_FIELD]: guard.formStamp, [HONEYPOT_FIELD]: "", terms_agreed: "on" };
      expect(asResponse(await post(buyingOnline, journeyUrl(slug, "review"), new URLSearchParams(consent), cookie)).status).toBe(303);
      const [lead] = await leadsOf(cars["unknown-make"]!);
      expect(lead!.payload).toMatchObject({ tradeInMake: "Zedmobile", tradeInModel: "Quark", tradeInNoEstimateReason: "too-few-comparables" });
      expect(lead!.payload).not.toHaveProperty("tradeInEstimate");
      const [mail] = await (await getDatabase()).selectFrom("outbox").selectAll().where("lead_id", "=", lead!.id).where("kind", "=", "lead-email").execute();
      expect(mail!.body).toContain("Trade-in online estimate: none online: too few similar cars listed");
      expect(mail!.attachment).toContain("<model>Quark</model>");
      expect(mail!.attachment).not.toContain('type="appraisal"');
    });

    it("shows the estimate page only for a car described: no trade-in, or none yet, is the step's form", async () => {
      const slug = cars.resume!.slug;
      const cookie = cookieOf(asResponse(await post(buyingOnline, journeyUrl(slug, "details"), new URLSearchParams(details))));
      const estimateUrl = `${journeyUrl(slug, "trade-in")}&view=estimate`;
      expect(asResponse(await load(buyingOnline, estimateUrl, cookie)).headers.get("Location")).toBe(`/checkout-journey?car_id=${slug}&step=trade-in`);
      const skipped = asResponse(await post(buyingOnline, journeyUrl(slug, "trade-in"), new URLSearchParams({ hasTradeIn: "no" }), cookie));
      expect(skipped.headers.get("Location")).toBe(`/checkout-journey?car_id=${slug}&step=payment`);
      expect(asResponse(await load(buyingOnline, estimateUrl, cookie)).headers.get("Location")).toBe(`/checkout-journey?car_id=${slug}&step=trade-in`);
    });

    it("resumes a draft after a reload, shows the saved answers, and never skips ahead of the first open step", async () => {
      const slug = cars.resume!.slug;
      const cookie = cookieOf(asResponse(await post(buyingOnline, journeyUrl(slug, "details"), new URLSearchParams(details))));
      expect(asResponse(await load(buyingOnline, journeyUrl(slug), cookie)).headers.get("Location")).toBe(
        `/checkout-journey?car_id=${slug}&step=trade-in`,
      );
      expect(asResponse(await load(buyingOnline, journeyUrl(slug, "review"), cookie)).headers.get("Location")).toBe(
        `/checkout-journey?car_id=${slug}&step=trade-in`,
      );
      const back = (await load(buyingOnline, journeyUrl(slug, "details"), cookie)) as Extract<CheckoutPage, { kind: "step" }>;
      expect(back.answers.details).toEqual({ ...details, phone: "0412345678" });
      expect(back.progress.map((step) => step.state)).toEqual(["current", "todo", "todo", "todo", "todo"]);
      // Without the session's cookie there is no draft: another browser starts afresh.
      expect(asResponse(await load(buyingOnline, journeyUrl(slug, "trade-in"))).headers.get("Location")).toContain("step=details");
    });

    it("expires a draft left for a week, and sweeps it when another is saved", async () => {
      const db = await getDatabase();
      const ref = { websiteId: buyingOnline.id, draftKey: "an-old-draft-key", carId: cars.resume!.id };
      const then = new Date("2026-01-01T00:00:00Z");
      await saveDraftStep(db, ref, "details", { ...details, phone: "0412345678" }, then);
      expect(await loadDraft(db, ref, new Date(then.getTime() + DRAFT_LIFETIME_MS - 1000))).toHaveProperty("details");
      expect(await loadDraft(db, ref, new Date(then.getTime() + DRAFT_LIFETIME_MS + 1000))).toEqual({});
      await saveDraftStep(db, { ...ref, draftKey: "a-new-draft-key" }, "details", { ...details, phone: "0412345678" }, new Date(then.getTime() + DRAFT_LIFETIME_MS + 1000));
      const left = await db.selectFrom("checkout_drafts").select("car_id").where("updated_at", "<=", then).execute();
      expect(left).toEqual([]);
    });

    it("sends an anonymous shopper to sign in on a site that gates checkout (§4 Gated routes)", async () => {
      const answer = asResponse(await load(gated, journeyUrl(cars.gated!.slug, "details")));
      expect(answer.status).toBe(303);
      const signIn = new URL(answer.headers.get("Location")!, origin);
      expect(signIn.pathname).toBe("/sign-in");
      expect(signIn.searchParams.get("type")).toBe("checkout");
      expect(signIn.searchParams.get("redirect")).toBe(`/checkout-journey?car_id=${cars.gated!.slug}&step=details`);
      expect(signIn.searchParams.has("back")).toBe(true);
      expect(asResponse(await post(gated, journeyUrl(cars.gated!.slug, "details"), new URLSearchParams(details))).status).toBe(303);
      // A car that is not on the site is not worth signing in for: 404 at once.
      expect(asResponse(await load(gated, journeyUrl("no-such-car", "details"))).status).toBe(404);
    });

    it("shows a sold or reserved car as no longer available with Find Me Something Similar, and takes no post for it", async () => {
      for (const key of ["sold", "reserved"]) {
        const page = (await load(buyingOnline, journeyUrl(cars[key]!.slug, "details"))) as CheckoutPage;
        expect(page).toMatchObject({ kind: "unavailable", findSimilarLabel: "Find Me Something Similar" });
        expect(page.kind === "unavailable" && page.findSimilarHref).toBe("/search?make=Mazda&model=CX-5&status=in_stock&status=coming_soon");
        expect(replyOf(await post(buyingOnline, journeyUrl(cars[key]!.slug, "details"), new URLSearchParams(details))).status).toBe(409);
      }
    });

    it("answers 404 for an unknown, hostile or other site's car, and on a site that does not sell online", async () => {
      for (const carId of ["no-such-car", "", "__proto__", "a\u0000b", "x".repeat(5000), cars.gated!.slug]) {
        expect(asResponse(await load(buyingOnline, journeyUrl(carId, "details"))).status).toBe(404);
      }
      expect(asResponse(await load(notSelling, journeyUrl(cars["not-selling"]!.slug))).status).toBe(404);
    });

    it("answers hostile posts with 4xx and saves nothing: not a form, prototype keys, NUL bytes, huge values, unknown steps", async () => {
      const url = journeyUrl(cars.hostile!.slug, "details");
      expect(asResponse(await post(buyingOnline, url, JSON.stringify(details), "", "application/json")).status).toBe(415);
      const hostile = new URLSearchParams({ ...details, __proto__: "x", constructor: "y", name: "Ja\u0000ne" });
      const saved = asResponse(await post(buyingOnline, url, hostile));
      expect(saved.status).toBe(303);
      const cookie = cookieOf(saved);
      const page = (await load(buyingOnline, journeyUrl(cars.hostile!.slug, "details"), cookie)) as Extract<CheckoutPage, { kind: "step" }>;
      expect(page.answers.details?.name).toBe("Jane");
      expect(Object.keys(page.answers.details ?? {})).not.toContain("constructor");

      const huge = replyOf(await post(buyingOnline, journeyUrl(cars.hostile!.slug, "trade-in"), new URLSearchParams({ hasTradeIn: "yes", rego: "A".repeat(100_000), regoState: "VIC", tradeInYear: "9".repeat(400), tradeInMake: "T", tradeInModel: "C", tradeInKm: "1e400" }), cookie));
      expect(huge.status).toBe(400);
      expect(Object.keys(huge.error)).toEqual(expect.arrayContaining(["rego", "tradeInYear", "tradeInKm"]));
      const unknownChoice = replyOf(await post(buyingOnline, journeyUrl(cars.hostile!.slug, "trade-in"), new URLSearchParams({ hasTradeIn: "maybe" }), cookie));
      expect(unknownChoice.status).toBe(400);
      // An unknown step is the first open one: the post goes nowhere but there.
      const unknownStep = asResponse(await post(buyingOnline, journeyUrl(cars.hostile!.slug, "constructor"), new URLSearchParams({ hasTradeIn: "no" }), cookie));
      expect(unknownStep.headers.get("Location")).toBe(`/checkout-journey?car_id=${cars.hostile!.slug}&step=trade-in`);
      const after = (await load(buyingOnline, journeyUrl(cars.hostile!.slug, "trade-in"), cookie)) as Extract<CheckoutPage, { kind: "step" }>;
      expect(after.answers["trade-in"]).toBeUndefined();
    });
  });
});
