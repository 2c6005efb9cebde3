import { beforeEach, describe, expect, it } from "vitest";
import { migratedDatabase, testBackends } from "~/db/testing/databases";
import type { LeadFormReply } from "~/pages/leads/lead-action.server";
import {
  FORM_TOKEN_FIELD,
  INVALID_ODOMETER,
  INVALID_REGO,
  INVALID_TRADE_IN_YEAR,
  LEAD_EVENTS,
  leadCategoryEvent,
  OFFER_ACCEPTED_SUBCATEGORY,
  OFFER_DECLINED_SUBCATEGORY,
  TERMS_REQUIRED,
  UNEXPECTED_ERROR,
  answerRequired,
} from "~/models/leads/schemas";
import { leadFormData, shopper } from "~/models/leads/testing/forms";
import { soloTenant } from "~/models/leads/testing/tenants";
import { buildCar, insertCars } from "~/models/stock/testing/car-rows";
import { CONDITION_QUESTIONS } from "~/models/trade-in/condition";
import { tradeInAction } from "./journey.server";
import { OFFER_KEY_FIELD, type TradeInActionData } from "~/models/trade-in/steps";
import { australianYear } from "~/models/trade-in/valuation";
import { loadContext } from "~/server/testing/load-context";

const tenant = soloTenant();
const ORIGIN = "http://www.solo-motors-7.com.au";
const THIS_YEAR = australianYear(new Date());

/** A 2-year-old Corolla at 40,000 km, as a shopper describes it on the car step. */
const corolla = {
  rego: "abc 123",
  regoState: "QLD",
  tradeInYear: String(THIS_YEAR - 2),
  tradeInMake: "Toyota",
  tradeInModel: "Corolla",
  tradeInKm: "40,000",
};

/** Every condition question answered with its first option (nothing off the value). */
const goodCondition = Object.fromEntries(
  CONDITION_QUESTIONS.flatMap((question, index) => [
    [`adjustmentAnswers[${index}].id`, question.id],
    [`adjustmentAnswers[${index}].answer`, question.options[0]!.value],
  ]),
);

type Answer = Awaited<ReturnType<typeof tradeInAction>>;

function stepOf(answer: Answer): { status: number; data: TradeInActionData } {
  if (!("data" in answer)) throw new Error(`Expected a step, got a ${answer.status} response to ${answer.headers.get("Location")}`);
  return { status: answer.init?.status ?? 200, data: answer.data };
}

function redirectOf(answer: Answer): URL {
  if ("data" in answer) throw new Error(`Expected a redirect, got ${JSON.stringify(answer.data)}`);
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get("Location")!, ORIGIN);
}

function errorsOf(data: TradeInActionData): Record<string, string[] | null> {
  return (data.result as LeadFormReply | null)?.error ?? {};
}

function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe.each(testBackends())("the trade-in journey's action on $kind", (backend) => {
  const database = migratedDatabase(backend);
  beforeEach(async () => {
    await database.db.deleteFrom("trade_in_valuations").execute();
    await database.db.deleteFrom("outbox").execute();
    await database.db.deleteFrom("leads").execute();
    await database.db.deleteFrom("cars").execute();
    // The market: three listed Corollas of the same year at 40,000 km, $24,000 to $26,000.
    await insertCars(
      database.db,
      [24_000, 25_000, 26_000].map((price) => buildCar({ year: THIS_YEAR - 2, km: 40_000, price, make: "Toyota", model: "Corolla" })),
    );
  });

  const post = (path: string, body: FormData) =>
    tradeInAction({ request: new Request(`${ORIGIN}${path}`, { method: "POST", body }), tenant, db: database.db, context: loadContext() });

  const counts = async () => ({
    leads: (await database.db.selectFrom("leads").select("id").execute()).length,
    outbox: (await database.db.selectFrom("outbox").select("id").execute()).length,
  });

  /** The last step as the browser sends it: the guard, the carried answers, the shopper. */
  const contactStep = (fields: Record<string, string> = {}) =>
    leadFormData({ step: "contact", ...corolla, ...goodCondition, ...shopper, ...fields });

  async function sendTradeIn(path = "/trade-in", fields: Record<string, string> = {}) {
    const body = contactStep(fields);
    const offer = redirectOf(await post(path, body));
    return { offer, key: String(body.get(FORM_TOKEN_FIELD)) };
  }

  it("answers a car step with mistakes with 400 and the field errors, storing nothing", async () => {
    const { status, data } = stepOf(await post("/trade-in", formData({ step: "car", rego: "", regoState: "QLD", tradeInYear: "19", tradeInKm: "lots" })));
    expect(status).toBe(400);
    expect(data.step).toBe("car");
    expect(errorsOf(data)).toMatchObject({
      rego: [INVALID_REGO],
      tradeInYear: [INVALID_TRADE_IN_YEAR],
      tradeInKm: [INVALID_ODOMETER],
    });
    expect(await counts()).toEqual({ leads: 0, outbox: 0 });
  });

  it("advances a good car step to the condition step, carrying the car (vehicle-page §4 multi-step)", async () => {
    const { status, data } = stepOf(await post("/trade-in", formData({ step: "car", ...corolla })));
    expect(status).toBe(200);
    expect(data).toMatchObject({
      step: "condition",
      car: { rego: "ABC123", regoState: "QLD", tradeInYear: THIS_YEAR - 2, tradeInKm: 40_000 },
    });
  });

  it("asks every condition question again when one is not answered", async () => {
    const { [`adjustmentAnswers[6].answer`]: _keys, ...sixAnswers } = goodCondition;
    const { status, data } = stepOf(await post("/trade-in", formData({ step: "condition", ...corolla, ...sixAnswers })));
    expect(status).toBe(400);
    expect(data.step).toBe("condition");
    expect(errorsOf(data)).toEqual({ "adjustmentAnswers[6].answer": ["Please answer: How many keys come with the car?"] });
    expect(answerRequired(CONDITION_QUESTIONS[6]!)).toBe("Please answer: How many keys come with the car?");
  });

  it("advances the condition step to the contact step, saying ahead whether an estimate will show", async () => {
    const { data } = stepOf(await post("/trade-in", formData({ step: "condition", ...corolla, ...goodCondition })));
    expect(data).toMatchObject({ step: "contact", noEstimate: null });
    expect(data.step === "contact" && data.answers).toHaveLength(CONDITION_QUESTIONS.length);

    const old = { ...corolla, tradeInYear: String(THIS_YEAR - 8) };
    const { data: oldCar } = stepOf(await post("/trade-in", formData({ step: "condition", ...old, ...goodCondition })));
    expect(oldCar).toMatchObject({ step: "contact", noEstimate: "too-old" });
  });

  it("goes back a step with the answers so far", async () => {
    const { data } = stepOf(await post("/trade-in", formData({ step: "contact", back: "1", ...corolla, ...goodCondition })));
    expect(data).toMatchObject({ step: "condition", car: { rego: "ABC123" } });
    expect(data.step === "condition" && data.answers[0]).toEqual({ id: "accident-damage", answer: "none" });
  });

  it("answers a last step with mistakes with 400 and the field errors, storing nothing", async () => {
    const { status, data } = stepOf(await post("/trade-in", contactStep({ terms_agreed: "" })));
    expect(status).toBe(400);
    expect(data).toMatchObject({ step: "contact", noEstimate: null });
    expect(errorsOf(data)).toMatchObject({ terms_agreed: [TERMS_REQUIRED] });
    expect(await counts()).toEqual({ leads: 0, outbox: 0 });
  });

  it("stores one trade-in lead and one outbox row, values it from the stock and shows the estimate", async () => {
    const { offer, key } = await sendTradeIn("/sell-my-car");
    expect(offer.pathname).toBe("/sell-my-car");
    expect(offer.searchParams.get("key")).toBe(key);
    expect(await counts()).toEqual({ leads: 1, outbox: 1 });

    const lead = await database.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(offer.searchParams.get("lead")).toBe(String(lead.id));
    expect(lead).toMatchObject({ form: "trade-in", category: "Trade In", website_id: tenant.id });
    expect(lead.payload).toMatchObject({
      rego: "ABC123",
      regoState: "QLD",
      tradeInYear: THIS_YEAR - 2,
      tradeInMake: "Toyota",
      tradeInModel: "Corolla",
      tradeInKm: 40_000,
    });
    // Median $25,000 × 80% = $20,000, 5% either side.
    const valuation = await database.db.selectFrom("trade_in_valuations").selectAll().executeTakeFirstOrThrow();
    expect(valuation).toMatchObject({ lead_id: lead.id, low: 19_000, high: 21_000, comparables: 3, basis: "model", answer: null });
  });

  it("links the car being bought (/cars/trade-in?car_id=) and keeps it on the offer page's address", async () => {
    const [car] = await insertCars(database.db, [
      buildCar({ website_id: tenant.id, dealership_slug: tenant.slug, dealership_id: 70, location_id: 700, car_type: "new", year: THIS_YEAR }),
    ]);
    const { offer } = await sendTradeIn(`/cars/trade-in?car_id=${car!.id}`, { car_id: String(car!.id) });
    expect(offer.pathname).toBe("/cars/trade-in");
    expect(offer.searchParams.get("car_id")).toBe(String(car!.id));
    const lead = await database.db.selectFrom("leads").select(["car_id"]).executeTakeFirstOrThrow();
    expect(lead.car_id).toBe(car!.id);
  });

  it("gives no online estimate over 7 years old: the lead is stored and goes to /success", async () => {
    const answer = await post("/trade-in", contactStep({ tradeInYear: String(THIS_YEAR - 8) }));
    const success = redirectOf(answer);
    expect(success.pathname).toBe("/success");
    expect(await counts()).toEqual({ leads: 1, outbox: 1 });
    const valuation = await database.db.selectFrom("trade_in_valuations").selectAll().executeTakeFirstOrThrow();
    expect(valuation).toMatchObject({ low: null, high: null, no_estimate_reason: "too-old" });
  });

  it("gives no online estimate over 100,000 km either", async () => {
    redirectOf(await post("/trade-in", contactStep({ tradeInKm: "100001" })));
    const valuation = await database.db.selectFrom("trade_in_valuations").selectAll().executeTakeFirstOrThrow();
    expect(valuation.no_estimate_reason).toBe("too-many-km");
  });

  it("stores the offer's acceptance as a lead of its own and against the trade-in lead (event 18)", async () => {
    const { offer, key } = await sendTradeIn();
    const leadId = offer.searchParams.get("lead")!;
    const answer = await post(
      `/trade-in${offer.search}`,
      leadFormData({ step: "offer", lead_id: leadId, [OFFER_KEY_FIELD]: key, form_completed: "on", offer_accepted: "on" }),
    );
    const success = redirectOf(answer);
    expect(success.pathname).toBe("/success");
    expect(await counts()).toEqual({ leads: 2, outbox: 2 });

    const acceptance = await database.db
      .selectFrom("leads")
      .selectAll()
      .where("form", "=", "trade-in-offer")
      .executeTakeFirstOrThrow();
    expect(success.searchParams.get("lead")).toBe(String(acceptance.id));
    expect(acceptance).toMatchObject({ category: "Trade In", subcategory: OFFER_ACCEPTED_SUBCATEGORY });
    expect(acceptance.payload).toMatchObject({ lead_id: Number(leadId), offer_accepted: true, form_completed: true, name: "Jane" });
    expect(leadCategoryEvent(acceptance.category, null, acceptance.subcategory)).toBe(LEAD_EVENTS.tradeInOfferAccepted);

    const valuation = await database.db.selectFrom("trade_in_valuations").selectAll().executeTakeFirstOrThrow();
    expect(valuation).toMatchObject({ answer: "accepted", answer_lead_id: acceptance.id });
    expect(valuation.answered_at).toBeInstanceOf(Date);
  });

  it("records a declined offer too, filed as Offer Declined", async () => {
    const { offer, key } = await sendTradeIn();
    redirectOf(
      await post(
        `/trade-in${offer.search}`,
        leadFormData({ step: "offer", lead_id: offer.searchParams.get("lead")!, [OFFER_KEY_FIELD]: key, form_completed: "on" }),
      ),
    );
    const answer = await database.db.selectFrom("leads").selectAll().where("form", "=", "trade-in-offer").executeTakeFirstOrThrow();
    expect(answer.subcategory).toBe(OFFER_DECLINED_SUBCATEGORY);
    expect(leadCategoryEvent(answer.category, null, answer.subcategory)).toBe(LEAD_EVENTS.generalEnquiry);
    const valuation = await database.db.selectFrom("trade_in_valuations").selectAll().executeTakeFirstOrThrow();
    expect(valuation.answer).toBe("declined");
  });

  it("refuses an answer without the lead's key with 400, storing nothing", async () => {
    const { offer } = await sendTradeIn();
    const { status, data } = stepOf(
      await post(
        `/trade-in${offer.search}`,
        leadFormData({ step: "offer", lead_id: offer.searchParams.get("lead")!, [OFFER_KEY_FIELD]: "guessed", offer_accepted: "on" }),
      ),
    );
    expect(status).toBe(400);
    expect(errorsOf(data)).toMatchObject({ "": [UNEXPECTED_ERROR] });
    expect(await counts()).toEqual({ leads: 1, outbox: 1 });
  });

  it("keeps the first answer: a second one goes back to the offer page, storing nothing", async () => {
    const { offer, key } = await sendTradeIn();
    const fields = { step: "offer", lead_id: offer.searchParams.get("lead")!, [OFFER_KEY_FIELD]: key, form_completed: "on" };
    redirectOf(await post(`/trade-in${offer.search}`, leadFormData({ ...fields, offer_accepted: "on" })));
    const again = redirectOf(await post(`/trade-in${offer.search}`, leadFormData(fields)));
    expect(again.pathname).toBe("/trade-in");
    expect(again.searchParams.get("key")).toBe(key);
    expect(await counts()).toEqual({ leads: 2, outbox: 2 });
    const valuation = await database.db.selectFrom("trade_in_valuations").selectAll().executeTakeFirstOrThrow();
    expect(valuation.answer).toBe("accepted");
  });
});
