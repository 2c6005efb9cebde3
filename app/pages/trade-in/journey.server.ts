import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import type { Kysely } from "kysely";
import type { CarRow, Database } from "~/db/schema";
import { findListedCarById } from "~/models/car/vehicle.server";
import {
  handleLeadAction,
  leadFormSetup,
  SUCCESS_PATH,
  type LeadActionContext,
  type LeadFormSetup,
} from "~/pages/leads/lead-action.server";
import { FORM_TOKEN_FIELD, tradeInOfferSchema, UNEXPECTED_ERROR } from "~/models/leads/schemas";
import type { Tenant } from "~/tenants/schema";
import type { ConditionAnswer } from "~/models/trade-in/condition";
import { isTradeInPath, type TradeInPath } from "~/models/trade-in/pages";
import {
  BACK_FIELD,
  OFFER_KEY_FIELD,
  STEP_FIELD,
  tradeInCar,
  tradeInCarStepSchema,
  tradeInConditionStepSchema,
  type TradeInActionData,
  type TradeInCarStep,
} from "~/models/trade-in/steps";
import {
  findTradeInOffer,
  recordOfferAnswer,
  saveLeadValuation,
  valueTradeInFromStock,
  type TradeInOffer,
} from "~/models/trade-in/valuation.server";
import { readForm } from "~/server/form-body";

export interface TradeInActionInput {
  request: Request;
  tenant: Tenant;
  db: Kysely<Database>;
  context: LeadActionContext;
  now?: Date;
}

/** The car being bought (/cars/trade-in?car_id=), when it is one of this site's listed cars. */
export async function carBeingBought(db: Kysely<Database>, tenant: Tenant, url: URL, now: Date): Promise<CarRow | null> {
  const id = Number(url.searchParams.get("car_id"));
  return url.searchParams.has("car_id") ? findListedCarById(db, tenant, id, now) : null;
}

/** The trade-in lead form's set-up: about the car being bought when there is one, as in the action. */
export function tradeInFormSetup(tenant: Tenant, car: CarRow | null): LeadFormSetup {
  return leadFormSetup(tenant, "trade-in", car ? { car } : {});
}

/** The page of this journey a URL is on: /trade-in/ is /trade-in. */
export function tradeInPathOf(url: URL): TradeInPath | null {
  const path = url.pathname.replace(/\/+$/, "");
  return isTradeInPath(path) ? path : null;
}

/** The offer page: the journey's own address with the lead and its key, so a guessed lead id shows nothing. */
export function offerPath(url: URL, leadId: number, key: string): string {
  const params = new URLSearchParams(url.searchParams);
  params.set("lead", String(leadId));
  params.set("key", key);
  return `${url.pathname}?${params}`;
}

/**
 * The offer a URL asks for (?lead=&key=), for this website's browser that sent the lead:
 * undefined when the URL asks for none, null when what it names is not found.
 */
export async function offerOfUrl(db: Kysely<Database>, tenant: Tenant, url: URL): Promise<TradeInOffer | null | undefined> {
  const lead = Number(url.searchParams.get("lead"));
  const key = url.searchParams.get("key");
  if (!url.searchParams.has("lead")) return undefined;
  if (!Number.isSafeInteger(lead) || lead <= 0 || !key) return null;
  return findTradeInOffer(db, { websiteId: tenant.id, leadId: lead, key });
}

/** The lead id of handleLeadAction's redirect to /success?lead={id}. */
function storedLeadId(response: Response): number | null {
  const location = response.headers.get("Location");
  if (!location) return null;
  const url = new URL(location, "http://localhost");
  const id = Number(url.searchParams.get("lead"));
  return url.pathname === SUCCESS_PATH && Number.isSafeInteger(id) && id > 0 ? id : null;
}

async function noEstimateFor(db: Kysely<Database>, car: TradeInCarStep, answers: ConditionAnswer[], now: Date) {
  const valuation = await valueTradeInFromStock(db, tradeInCar(car), answers, now);
  return valuation.kind === "no-estimate" ? valuation.reason : null;
}

/**
 * The trade-in journey's action (vehicle-page §4: "Multi-step forms advance each step; the
 * last step submits"). The car and condition steps are checked and answered with the next
 * step; the contact step stores the trade-in lead, values it against the stock and shows
 * the estimate (or, without one, goes to /success); the offer's answer is a lead of its own
 * (§3 "Trade-in offer acceptance: lead_id, form_completed, offer_accepted"; §7 event 18)
 * recorded against the trade-in lead.
 */
export async function tradeInAction(input: TradeInActionInput) {
  const { request, tenant, db } = input;
  const now = input.now ?? new Date();
  const url = new URL(request.url);
  const posted = await readForm(request.clone());
  const goingBack = posted.has(BACK_FIELD);

  switch (posted.get(STEP_FIELD)) {
    case "car": {
      const submission = parseWithZod(posted, { schema: tradeInCarStepSchema() });
      if (submission.status !== "success") {
        return data<TradeInActionData>({ step: "car", car: null, result: submission.reply() }, 400);
      }
      return data<TradeInActionData>({ step: "condition", car: submission.value, answers: [], result: null });
    }
    case "condition": {
      const carStep = parseWithZod(posted, { schema: tradeInCarStepSchema() });
      if (carStep.status !== "success") return data<TradeInActionData>({ step: "car", car: null, result: carStep.reply() }, 400);
      if (goingBack) return data<TradeInActionData>({ step: "car", car: carStep.value, result: null });
      const submission = parseWithZod(posted, { schema: tradeInConditionStepSchema() });
      if (submission.status !== "success") {
        return data<TradeInActionData>({ step: "condition", car: carStep.value, answers: [], result: submission.reply() }, 400);
      }
      const { adjustmentAnswers } = submission.value;
      return data<TradeInActionData>({
        step: "contact",
        car: carStep.value,
        answers: adjustmentAnswers,
        noEstimate: await noEstimateFor(db, carStep.value, adjustmentAnswers, now),
        result: null,
      });
    }
    case "contact": {
      const steps = parseWithZod(posted, { schema: tradeInConditionStepSchema() });
      if (steps.status !== "success") {
        const carStep = parseWithZod(posted, { schema: tradeInCarStepSchema() });
        return carStep.status === "success"
          ? data<TradeInActionData>({ step: "condition", car: carStep.value, answers: [], result: steps.reply() }, 400)
          : data<TradeInActionData>({ step: "car", car: null, result: carStep.reply() }, 400);
      }
      const { adjustmentAnswers: answers, ...car } = steps.value;
      if (goingBack) return data<TradeInActionData>({ step: "condition", car, answers, result: null });
      const options = tradeInFormSetup(tenant, await carBeingBought(db, tenant, url, now)).options;
      const answer = await handleLeadAction({ request, tenant, form: "trade-in", options, db, context: input.context, now });
      if ("data" in answer) {
        return data<TradeInActionData>(
          { step: "contact", car, answers, noEstimate: await noEstimateFor(db, car, answers, now), result: answer.data },
          answer.init?.status ?? 400,
        );
      }
      const leadId = storedLeadId(answer);
      if (leadId === null) return answer;
      const valuation = await saveLeadValuation(db, { websiteId: tenant.id, leadId, now });
      // No estimate to answer: the lead is complete, on to /success as any lead.
      if (valuation?.kind !== "estimate") return answer;
      const cookie = answer.headers.get("Set-Cookie");
      return redirect(offerPath(url, leadId, String(posted.get(FORM_TOKEN_FIELD))), {
        status: 303,
        headers: cookie ? { "Set-Cookie": cookie } : undefined,
      });
    }
    case "offer": {
      const accepted = posted.get("offer_accepted") === "on";
      const offer = await findTradeInOffer(db, {
        websiteId: tenant.id,
        leadId: Number(posted.get("lead_id")) || 0,
        key: String(posted.get(OFFER_KEY_FIELD) ?? ""),
      });
      if (!offer || offer.valuation.kind !== "estimate") {
        const reply = parseWithZod(posted, { schema: tradeInOfferSchema() }).reply({ formErrors: [UNEXPECTED_ERROR] });
        return data<TradeInActionData>({ step: "offer", accepted, result: reply }, 400);
      }
      // Answered already (another tab, the back button): the offer page says how.
      if (offer.answer) return redirect(offerPath(url, offer.leadId, String(posted.get(OFFER_KEY_FIELD))), 303);
      const answer = await handleLeadAction({
        request,
        tenant,
        form: "trade-in-offer",
        options: {},
        db,
        context: input.context,
        now,
      });
      if ("data" in answer) {
        return data<TradeInActionData>({ step: "offer", accepted, result: answer.data }, answer.init?.status ?? 400);
      }
      const answerLeadId = storedLeadId(answer);
      if (answerLeadId !== null) {
        await recordOfferAnswer(db, { websiteId: tenant.id, leadId: offer.leadId, answerLeadId, accepted, now });
      }
      return answer;
    }
    default:
      return data<TradeInActionData>({ step: "car", car: null, result: null }, 400);
  }
}
