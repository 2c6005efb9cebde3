import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import type { Kysely } from "kysely";
import { payments } from "~/adapters/payments/index.server";
import type { PaymentPort } from "~/adapters/payments/port";
import { getDatabase } from "~/db/client.server";
import type { CarRow, Database } from "~/db/schema";
import { requireSignedInFor } from "~/pages/auth/gates.server";
import { commitHeaders, getSession, type ShopperSession } from "~/pages/auth/session.server";
import { findSimilarHref } from "~/models/car/display";
import { findListedCar } from "~/models/car/vehicle.server";
import { toCar } from "~/models/car/car";
import {
  handleLeadAction,
  leadFormSetup,
  type LeadActionContext,
  type LeadFormReply,
  type LeadFormSetup,
} from "~/pages/leads/lead-action.server";
import { depositSubmitLabel, reservationPage, type ReservationPageData } from "~/models/leads/reservation";
import { handleDepositAction } from "~/pages/payments/reserve-action.server";
import { readForm } from "~/server/form-body";
import { notFound } from "~/server/http";
import { toPublicTenant } from "~/tenants/public";
import type { Tenant } from "~/tenants/schema";
import { siteOrigin } from "~/tenants/tenant.server";
import { tradeInCar } from "~/models/trade-in/steps";
import { valueTradeInFromStock } from "~/models/trade-in/valuation.server";
import { deleteDraft, loadDraft, newDraftKey, saveDraftStep, type DraftRef } from "~/models/checkout/drafts.server";
import { stillValidAnswers } from "~/models/checkout/saved-answers";
import { reviewSections, tradeInEstimatePage, type ReviewSection, type TradeInEstimatePage } from "~/models/checkout/review";
import {
  answersAsFormFields,
  checkoutStepPath,
  ESTIMATE_VIEW,
  tradeInEstimatePath,
  type CheckoutTradeIn,
  type DescribedTradeIn,
  firstOpenStep,
  isCheckoutStep,
  reachableStep,
  STEP_TITLES,
  stepSchema,
  CHECKOUT_STEPS,
  type CheckoutAnswers,
  type CheckoutStep,
} from "~/models/checkout/steps";

/*
 * The online purchase journey's loader and action, the route kept thin:
 * /checkout-journey?car_id={slug}&step={step}. Gated as the reserve page is (§6
 * "checkout"), open where the site reserves online, about a car that can still be reserved.
 */

export const PURCHASE_SUBMIT_LABEL = "Send purchase request";

export interface JourneyInput {
  request: Request;
  tenant: Tenant;
  db?: Kysely<Database>;
  port?: PaymentPort;
  now?: Date;
}

interface Journey {
  tenant: Tenant;
  db: Kysely<Database>;
  port: PaymentPort;
  row: CarRow;
  page: ReservationPageData;
  setup: LeadFormSetup;
}

/** The car behind ?car_id=, for a shopper allowed on the journey; else the 404 or the sign-in redirect. */
async function openJourney({ request, tenant, ...input }: JourneyInput): Promise<Journey> {
  if (!tenant.features.reservation) throw notFound(`${tenant.name} does not sell ${tenant.labels.vehicleType}s online.`);
  const db = input.db ?? (await getDatabase());
  const slug = new URL(request.url).searchParams.get("car_id") ?? "";
  const row = await findListedCar(db, tenant, slug, input.now);
  // A car that is not here is a 404 at once: signing in first would lead to the same 404.
  if (!row) {
    throw notFound(`We couldn't find that ${tenant.labels.vehicleType}. It may have sold, or the link may be out of date.`);
  }
  await requireSignedInFor("checkout", request, tenant);
  const port = input.port ?? payments();
  return {
    tenant,
    db,
    port,
    row,
    page: reservationPage(row, tenant, port.takesDeposits),
    setup: leadFormSetup(tenant, "online-purchase", { car: row }),
  };
}

/** The session's draft of this car, when the session has started one. */
function draftRef(session: ShopperSession, journey: Journey): DraftRef | null {
  const draftKey = session.get("checkoutDraftKey");
  return draftKey ? { websiteId: journey.tenant.id, draftKey, carId: journey.row.id } : null;
}

function wantsEstimate(request: Request): boolean {
  return new URL(request.url).searchParams.get("view") === ESTIMATE_VIEW;
}

function isDescribedTradeIn(answer: object): answer is DescribedTradeIn {
  return "hasTradeIn" in answer && answer.hasTradeIn === "yes";
}

/**
 * A car to trade in is valued as the trade-in page values it (valuation.server.ts: the same
 * stock, rules and condition answers), and the estimate kept with it in the draft: the one
 * the shopper is shown is the one the dealer is sent.
 */
async function valuedTradeIn(db: Kysely<Database>, tradeIn: DescribedTradeIn, now?: Date): Promise<CheckoutTradeIn> {
  return { ...tradeIn, valuation: await valueTradeInFromStock(db, tradeInCar(tradeIn), tradeIn.adjustmentAnswers, now) };
}

function askedStep(request: Request): CheckoutStep | null {
  const step = new URL(request.url).searchParams.get("step");
  return isCheckoutStep(step) ? step : null;
}

export type CheckoutPage =
  | {
      kind: "unavailable";
      car: ReservationPageData["car"];
      text: string;
      findSimilarHref: string;
      findSimilarLabel: string;
    }
  | {
      kind: "step";
      step: CheckoutStep;
      title: string;
      progress: { step: CheckoutStep; title: string; href: string | null; state: "done" | "current" | "todo" }[];
      car: ReservationPageData["car"];
      terms: ReservationPageData["terms"];
      answers: CheckoutAnswers;
      setup: LeadFormSetup;
      formAction: string;
      review: ReviewSection[];
      /** The trade-in step's estimate page (?view=estimate) in place of its form; null on every other page. */
      estimate: TradeInEstimatePage | null;
      submitLabel: string;
    };

/**
 * The page of a step: the asked one when the steps before it are answered, else a redirect
 * to the first open one (no ?step= resumes where the shopper was). A car sold or reserved
 * since: the page says so, with Find Me Something Similar (vehicle-page §4 "Car card").
 */
export async function checkoutPage(input: JourneyInput): Promise<CheckoutPage> {
  const journey = await openJourney(input);
  const { tenant, row, page } = journey;
  if (!page.reservable) {
    const publicTenant = toPublicTenant(tenant);
    return {
      kind: "unavailable",
      car: page.car,
      text: `This ${tenant.labels.vehicleType} can no longer be bought online: it has been reserved or sold. Here are others like it.`,
      findSimilarHref: findSimilarHref(toCar(row, tenant), publicTenant),
      findSimilarLabel: publicTenant.labels.findSimilar,
    };
  }
  const session = await getSession(input.request, input.tenant);
  const answers = stillValidAnswers(await loadDraft(journey.db, draftRef(session, journey), input.now), journey.setup.options);
  const asked = askedStep(input.request);
  const step = reachableStep(asked, answers);
  if (asked !== step) throw redirect(checkoutStepPath(row.slug, step), 303);
  const tradeIn = answers["trade-in"];
  const showEstimate = step === "trade-in" && wantsEstimate(input.request);
  // No car described (or none yet): there is no estimate to show, only the step's form.
  if (showEstimate && tradeIn?.hasTradeIn !== "yes") throw redirect(checkoutStepPath(row.slug, step), 303);
  const open = CHECKOUT_STEPS.indexOf(firstOpenStep(answers));
  return {
    kind: "step",
    step,
    title: STEP_TITLES[step],
    progress: CHECKOUT_STEPS.map((each, index) => ({
      step: each,
      title: STEP_TITLES[each],
      href: index <= open && each !== step ? checkoutStepPath(row.slug, each) : null,
      state: each === step ? "current" : index < open ? "done" : "todo",
    })),
    car: page.car,
    terms: page.terms,
    answers,
    setup: journey.setup,
    formAction: checkoutStepPath(row.slug, step),
    review: step === "review" ? reviewSections(answers, row.slug, journey.setup.locations) : [],
    estimate: showEstimate && tradeIn?.hasTradeIn === "yes" ? tradeInEstimatePage(tradeIn, row.slug, firstOpenStep(answers)) : null,
    submitLabel: journey.port.takesDeposits ? depositSubmitLabel(page.terms.deposit) : PURCHASE_SUBMIT_LABEL,
  };
}

/**
 * A step's post. An answer step: checked with its schema (400 with conform's reply, nothing
 * saved, on an error), saved to the draft, then 303 to the next open step. The review: the
 * saved answers and the consent sent as one "online-purchase" lead, through the payment port
 * as the reserve page does (a provider: pay the deposit first; none: the request is the lead).
 */
export async function checkoutAction(input: JourneyInput & { context: LeadActionContext }) {
  const journey = await openJourney(input);
  const { tenant, row, page, db } = journey;
  if (!page.reservable) {
    const reply: LeadFormReply = { status: "error", error: { "": [page.notReservable ?? ""] } };
    return data(reply, { status: 409 });
  }
  const session = await getSession(input.request, input.tenant);
  const ref = draftRef(session, journey);
  const answers = stillValidAnswers(await loadDraft(db, ref, input.now), journey.setup.options);
  const asked = askedStep(input.request);
  const step = reachableStep(asked, answers);
  if (asked !== step) return redirect(checkoutStepPath(row.slug, step), 303);

  if (step === "review") {
    const lead = {
      request: input.request,
      tenant,
      options: journey.setup.options,
      routeValues: { ...answersAsFormFields(answers), car_id: row.id },
      context: input.context,
      db,
      now: input.now,
    };
    if (journey.port.takesDeposits) {
      // The draft stays until the deposit is paid: back from the payment page, the review is as it was.
      return handleDepositAction({
        ...lead,
        form: "online-purchase",
        car: { id: row.id, name: row.name },
        deposit: page.deposit,
        port: journey.port,
        origin: siteOrigin(input.request, tenant),
        reservePath: checkoutStepPath(row.slug, "review"),
      });
    }
    const answer = await handleLeadAction({ ...lead, form: "online-purchase" });
    if (answer instanceof Response && ref) await deleteDraft(db, ref);
    return answer;
  }

  const submission = parseWithZod(await readForm(input.request), { schema: stepSchema(step, journey.setup.options) });
  if (submission.status !== "success") return data<LeadFormReply>(submission.reply(), { status: 400 });
  const draftKey = session.get("checkoutDraftKey") ?? newDraftKey();
  session.set("checkoutDraftKey", draftKey);
  const answer = submission.value;
  const value = isDescribedTradeIn(answer) ? await valuedTradeIn(db, answer, input.now) : answer;
  const saved = await saveDraftStep(db, { websiteId: tenant.id, draftKey, carId: row.id }, step, value, input.now);
  // A car described: its estimate first, on the step's own second page; else on to the next open step.
  const next = isDescribedTradeIn(answer) ? tradeInEstimatePath(row.slug) : checkoutStepPath(row.slug, firstOpenStep(saved));
  return redirect(next, { status: 303, headers: await commitHeaders(session) });
}
