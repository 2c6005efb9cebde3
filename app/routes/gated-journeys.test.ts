import "~/components/search/testing/fileScope";
import { current } from "./testing/route-mocks";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CarRow } from "~/db/schema";
import { processDatabase, testBackends } from "~/db/testing/databases";
import type { LeadFormReply } from "~/pages/leads/lead-action.server";
import { AMOUNT_OUT_OF_RANGE, INVALID_AMOUNT, INVALID_INCOME, INVOICE_REQUIRED, PROMOTION_TERMS_REQUIRED, TERM_REQUIRED } from "~/models/leads/forms/journeys";
import { leadFormData, shopper } from "~/models/leads/testing/forms";
import { ALREADY_ENTERED } from "~/models/promotions/promotion";
import { buildCar, insertCars } from "~/models/stock/testing/car-rows";
import { loadContext } from "~/server/testing/load-context";
import { findTenant } from "~/tenants";
import type { Tenant } from "~/tenants/schema";
import * as onlinePayment from "./online-payment";
import * as personalisedFinance from "./personalised.finance";
import * as spinToWin from "./spin-to-win";


/** Wattle Ridge as configured: spin to win gated, online payment gated by default, a promotion to 30 June 2027. */
const wattleRidge = findTenant("wattle-ridge-toyota")!;
/** The same site with no journey gated, for the journeys' own behaviour. */
const open: Tenant = { ...wattleRidge, signIn: { gatedJourneys: [], onlinePaymentWithoutSignIn: true } };
const ORIGIN = `https://${wattleRidge.domains[0]}`;
/** The shopper, at the site's first sales location (the forms ask for one where there are several). */
const entrant = { ...shopper, location: String(wattleRidge.locations.find((location) => location.locationType === "sales")!.id) };

type Route = { loader: (args: never) => unknown; action: (args: never) => unknown };
const get = (route: Route, path: string) =>
  (route.loader as (args: object) => Promise<unknown>)({ request: new Request(`${ORIGIN}${path}`), params: {}, context: loadContext() });
const post = (route: Route, path: string, body: BodyInit, headers: Record<string, string> = {}, shopperAddress?: string) =>
  (route.action as (args: object) => Promise<unknown>)({
    request: new Request(`${ORIGIN}${path}`, { method: "POST", body, headers }),
    params: {},
    context: loadContext(shopperAddress),
  });

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("Expected a thrown Response");
}

function replyOf(answer: unknown): { status: number; reply: LeadFormReply } {
  const value = answer as { data?: LeadFormReply; init?: { status?: number } };
  if (!value || !("data" in value)) throw new Error(`Expected a reply, got ${String((answer as Response)?.status)}`);
  return { status: value.init?.status ?? 200, reply: value.data! };
}

describe.each(testBackends())("the gated journeys on $kind", (backend) => {
  const database = processDatabase(backend);
  let car: CarRow;
  const leads = () => database.db.selectFrom("leads").selectAll().orderBy("id").execute();

  beforeAll(() => {
  });
  beforeEach(async () => {
    vi.useRealTimers();
    current.tenant = open;
    for (const table of ["outbox", "leads", "cars"] as const) await database.db.deleteFrom(table).execute();
    const dealership = wattleRidge.dealerships[0]!;
    [car] = (await insertCars(database.db, [
      buildCar({
        website_id: wattleRidge.id,
        dealership_slug: dealership.slug,
        dealership_id: dealership.id,
        location_id: wattleRidge.locations[0]!.id,
        slug: "2022-toyota-corolla-g1",
        name: "2022 Toyota Corolla Ascent Sport",
        price: 30_000,
        car_type: "used",
      }),
    ])) as [CarRow];
  });

  it("sends a shopper who is not signed in to /sign-in where the journey is gated, storing nothing (vehicle-page §4, §6)", async () => {
    current.tenant = { ...wattleRidge, signIn: { gatedJourneys: ["finance", "spin-to-win"], onlinePaymentWithoutSignIn: false } };
    for (const [route, path, type] of [
      [personalisedFinance, "/personalised/finance?car_id=2022-toyota-corolla-g1", "finance"],
      [onlinePayment, "/online-payment", "online-payment"],
      [spinToWin, "/spin-to-win", "spin-to-win"],
    ] as const) {
      const redirect = await thrown(get(route, path));
      expect(redirect.status).toBe(303);
      const location = new URL(redirect.headers.get("Location")!, ORIGIN);
      expect(location.pathname).toBe("/sign-in");
      expect(location.searchParams.get("type")).toBe(type);
      expect(location.searchParams.get("redirect")).toBe(path);
      expect((await thrown(post(route, path, leadFormData(shopper)))).status).toBe(303);
    }
    expect(await leads()).toEqual([]);
  });

  it("lets anyone pay online where signIn.onlinePaymentWithoutSignIn says so, while the promotion stays gated", async () => {
    current.tenant = { ...wattleRidge, signIn: { gatedJourneys: ["spin-to-win"], onlinePaymentWithoutSignIn: true } };
    expect(await get(onlinePayment, "/online-payment")).toMatchObject({ paysOnline: false });
    expect((await thrown(get(spinToWin, "/spin-to-win"))).status).toBe(303);
  });

  describe("/personalised/finance", () => {
    const answers = { ...shopper, netMonthlyIncome: "$6,000", monthlyExpenses: "3500", employment: "Full time", deposit: "5000", termYears: "5" };

    it("shows the car its car_id names, by slug or id, and no other site's car", async () => {
      const page = (await get(personalisedFinance, `/personalised/finance?car_id=${car.slug}`)) as { car: { href: string }; formAction: string };
      expect(page.car.href).toBe(`/cars/${car.slug}`);
      expect(page.formAction).toBe(`/personalised/finance?car_id=${car.slug}`);
      expect(await get(personalisedFinance, `/personalised/finance?car_id=${car.id}`)).toMatchObject({ car: { href: `/cars/${car.slug}` } });
      const [other] = await insertCars(database.db, [buildCar({ website_id: wattleRidge.id + 1, slug: "other-site-car" })]);
      expect(await get(personalisedFinance, `/personalised/finance?car_id=${other!.slug}`)).toMatchObject({ car: null });
      expect(await get(personalisedFinance, "/personalised/finance?car_id=%00__proto__")).toMatchObject({ car: null });
    });

    it("files a finance lead about the car with the budget at the site's 10% over the term, and goes to /success", async () => {
      const answer = (await post(personalisedFinance, "/personalised/finance", leadFormData({ ...answers, car_id: String(car.id) }))) as Response;
      expect(answer.status).toBe(303);
      const [lead] = await leads();
      expect(answer.headers.get("Location")).toBe(`/success?lead=${lead!.id}`);
      expect(lead).toMatchObject({ form: "personalised-finance", category: "Finance Enquiry", subcategory: "Personalised Repayment", car_id: car.id });
      // borrowing-power.test.ts works these out: $78,400 lent plus the $5,000 deposit; $531.18 a month for the $30,000 car.
      expect(lead!.payload).toMatchObject({
        vehiclePriceBudget: 83_400,
        personalisedFinance: { ratePercent: 10, borrowingPower: 78_400, budget: 83_400, monthlyRepayment: 531.18, carWithinBudget: true },
      });
    });

    it("answers bad and hostile input with 400 and the field errors, never a 500", async () => {
      const { status, reply } = replyOf(
        await post(personalisedFinance, "/personalised/finance", leadFormData({ ...answers, netMonthlyIncome: "1e400", termYears: "99", __proto__: "x" } as Record<string, string>)),
      );
      expect(status).toBe(400);
      expect(reply.error).toMatchObject({ netMonthlyIncome: [INVALID_INCOME], termYears: [TERM_REQUIRED] });
      expect((await thrown(post(personalisedFinance, "/personalised/finance", JSON.stringify(answers), { "Content-Type": "application/json" }))).status).toBe(415);
      expect(await leads()).toEqual([]);
    });
  });

  describe("/online-payment without a payment provider", () => {
    const invoice = { ...entrant, invoice_number: "INV-10452", amount: "$1,349.5" };

    it("says no payment can be taken online, and sends the dealer the request with the amount to the cent", async () => {
      expect(await get(onlinePayment, "/online-payment")).toMatchObject({ paysOnline: false, paidReturn: false });
      const answer = (await post(onlinePayment, "/online-payment", leadFormData(invoice))) as Response;
      expect(answer.status).toBe(303);
      const [lead] = await leads();
      expect(lead).toMatchObject({ form: "online-payment", category: "Online Payment" });
      expect(lead!.payload.invoice).toEqual({ number: "INV-10452", amountCents: 134_950, paymentReference: null });
    });

    it("refuses a missing reference and amounts that are not money or out of bounds, and never takes a posted payment reference", async () => {
      const cases: [Record<string, string>, Record<string, string[]>][] = [
        [{ invoice_number: "", amount: "10" }, { invoice_number: [INVOICE_REQUIRED] }],
        [{ invoice_number: "INV\u00001", amount: "-5" }, { amount: [INVALID_AMOUNT] }],
        [{ invoice_number: "A1", amount: "0.99" }, { amount: [AMOUNT_OUT_OF_RANGE] }],
        [{ invoice_number: "A1", amount: "100000.01" }, { amount: [AMOUNT_OUT_OF_RANGE] }],
        [{ invoice_number: "A1", amount: "9".repeat(400) }, { amount: [AMOUNT_OUT_OF_RANGE] }],
        [{ invoice_number: "A1", amount: "12.345" }, { amount: [INVALID_AMOUNT] }],
      ];
      for (const [fields, errors] of cases) {
        const { status, reply } = replyOf(await post(onlinePayment, "/online-payment", leadFormData({ ...entrant, ...fields })));
        expect(status).toBe(400);
        expect(reply.error).toMatchObject(errors);
      }
      await post(onlinePayment, "/online-payment", leadFormData({ ...invoice, paymentReference: "pi_forged", payment_reference: "pi_forged" }));
      expect((await leads()).map((lead) => lead.payload.invoice?.paymentReference)).toEqual([null]);
    });
  });

  describe("/spin-to-win", () => {
    it("shows the promotion's terms and the form while it runs", async () => {
      vi.useFakeTimers({ now: new Date("2027-06-30T12:00:00Z"), toFake: ["Date"] });
      const page = (await get(spinToWin, "/spin-to-win")) as { promotion: { terms: string[] }; endedText: string | null; setup: object | null };
      expect(page.promotion.terms.length).toBeGreaterThan(0);
      expect(page.endedText).toBeNull();
      expect(page.setup).not.toBeNull();
    });

    it("stores an entry as a Promotion Entry lead, and refuses a second by the same email or mobile with a clear message", async () => {
      const first = (await post(spinToWin, "/spin-to-win", leadFormData(entrant))) as Response;
      expect(first.status).toBe(303);
      const [lead] = await leads();
      expect(lead).toMatchObject({ form: "promotion-entry", category: "Promotion Entry" });
      expect(lead!.payload.promotion).toEqual({ slug: "spin-to-win-2027", name: "Wattle Ridge Spin to Win" });

      const sameEmail = replyOf(await post(spinToWin, "/spin-to-win", leadFormData({ ...entrant, phone: "0498 765 432", email: "JANE@example.com" })));
      const sameMobile = replyOf(await post(spinToWin, "/spin-to-win", leadFormData({ ...entrant, email: "other@example.com", phone: "+61 412 345 678" })));
      for (const { status, reply } of [sameEmail, sameMobile]) {
        expect(status).toBe(409);
        expect(reply.error?.[""]).toEqual([ALREADY_ENTERED]);
      }
      expect(await leads()).toHaveLength(1);
    });

    it("takes one of two first entries by the same person sent at the same moment; the other is a 409 that stores and mails nothing", async () => {
      // From two addresses, so no per-address lock lines them up: only the entrants' key can tell them apart.
      const answers = await Promise.all([
        post(spinToWin, "/spin-to-win", leadFormData(entrant), {}, "198.51.100.7"),
        post(spinToWin, "/spin-to-win", leadFormData({ ...entrant, email: "Jane@Example.com" }), {}, "198.51.100.8"),
      ]);
      const stored = answers.filter((answer) => answer instanceof Response);
      const refused = answers.filter((answer) => !(answer instanceof Response)).map(replyOf);
      expect(stored.map((answer) => (answer as Response).status)).toEqual([303]);
      expect(refused.map(({ status, reply }) => [status, reply.error?.[""]])).toEqual([[409, [ALREADY_ENTERED]]]);
      const [lead, ...others] = await leads();
      expect(others).toEqual([]);
      const outbox = await database.db.selectFrom("outbox").select("lead_id").execute();
      expect(outbox.length).toBeGreaterThan(0);
      expect(new Set(outbox.map((message) => message.lead_id))).toEqual(new Set([lead!.id]));
    });

    it("requires the promotion's terms", async () => {
      const { status, reply } = replyOf(await post(spinToWin, "/spin-to-win", leadFormData({ ...entrant, terms_agreed: "" })));
      expect(status).toBe(400);
      expect(reply.error).toMatchObject({ terms_agreed: [PROMOTION_TERMS_REQUIRED] });
    });

    it("says the promotion has ended after its end date, and takes no late entry", async () => {
      vi.useFakeTimers({ now: new Date("2027-07-01T00:00:00+10:00"), toFake: ["Date"] });
      expect(await get(spinToWin, "/spin-to-win")).toMatchObject({ setup: null, endedText: expect.stringMatching(/^Wattle Ridge Spin to Win ended on/) });
      expect(replyOf(await post(spinToWin, "/spin-to-win", leadFormData(entrant))).status).toBe(410);
      expect(await leads()).toEqual([]);
    });

    it("is a 404 on a site without a promotion", async () => {
      current.tenant = { ...open, promotion: undefined };
      expect((await thrown(get(spinToWin, "/spin-to-win"))).status).toBe(404);
      expect((await thrown(post(spinToWin, "/spin-to-win", leadFormData(entrant)))).status).toBe(404);
    });
  });
});
