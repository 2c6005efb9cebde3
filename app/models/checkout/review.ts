import { formatAud } from "~/models/car/display";
import { describeAnswers, type ConditionAnswer } from "~/models/trade-in/condition";
import { noEstimateText } from "~/models/trade-in/pages";
import { estimateRange, type TradeInValuation } from "~/models/trade-in/valuation";
import {
  checkoutStepPath,
  STEP_TITLES,
  type AnswerStep,
  type CheckoutAnswers,
  type CheckoutStep,
  type CheckoutTradeIn,
  type DescribedTradeIn,
} from "./steps";

/*
 * The review step ("everything chosen ... edit links per step"): each
 * step's answers as the shopper would say them, with the link back to change them.
 */

export interface ReviewSection {
  step: AnswerStep;
  title: string;
  rows: { label: string; value: string }[];
  editHref: string;
}

type Rows = ReviewSection["rows"];

function detailsRows(details: NonNullable<CheckoutAnswers["details"]>): Rows {
  return [
    { label: "Name", value: [details.name, details.last_name].filter(Boolean).join(" ") },
    { label: "Email", value: details.email },
    { label: "Mobile", value: details.phone },
    { label: "Postcode", value: details.postcode },
  ];
}

function tradeInRows(tradeIn: NonNullable<CheckoutAnswers["trade-in"]>): Rows {
  if (tradeIn.hasTradeIn === "no") return [{ label: "Trade-in", value: "No trade-in" }];
  return [
    { label: "Trade-in", value: `${tradeIn.tradeInYear} ${tradeIn.tradeInMake} ${tradeIn.tradeInModel}` },
    { label: "Odometer", value: `${tradeIn.tradeInKm.toLocaleString("en-AU")} km` },
    { label: "Registration", value: `${tradeIn.rego} (${tradeIn.regoState})` },
    // The condition answers priced the estimate: the shopper checks them beside it, as the dealer's mail lists them.
    ...describeAnswers(tradeIn.adjustmentAnswers).map(({ question, answer }) => ({ label: question, value: answer })),
    { label: "Online estimate", value: valuationText(tradeIn.valuation) },
  ];
}

/** The estimate's range, or plainly why there is none (the trade-in is sent to the dealer either way). */
function valuationText(valuation: TradeInValuation): string {
  return valuation.kind === "estimate" ? estimateRange(valuation) : noEstimateText(valuation.reason);
}

/** The trade-in step's second page: the car as described, its estimate, and where to go from here. */
export interface TradeInEstimatePage {
  car: { rego: string; regoState: string; year: number; make: string; model: string; km: number };
  answers: ConditionAnswer[];
  valuation: TradeInValuation;
  continueHref: string;
  changeHref: string;
}

export function tradeInEstimatePage(
  tradeIn: Extract<CheckoutTradeIn, DescribedTradeIn>,
  carSlug: string,
  next: CheckoutStep,
): TradeInEstimatePage {
  return {
    car: {
      rego: tradeIn.rego,
      regoState: tradeIn.regoState,
      year: tradeIn.tradeInYear,
      make: tradeIn.tradeInMake,
      model: tradeIn.tradeInModel,
      km: tradeIn.tradeInKm,
    },
    answers: tradeIn.adjustmentAnswers,
    valuation: tradeIn.valuation,
    continueHref: checkoutStepPath(carSlug, next),
    changeHref: checkoutStepPath(carSlug, "trade-in"),
  };
}

function paymentRows(payment: NonNullable<CheckoutAnswers["payment"]>): Rows {
  if (payment.paymentMethod === "cash") return [{ label: "Paying", value: "Cash" }];
  return [
    { label: "Paying", value: "Finance" },
    ...(payment.financeDeposit !== undefined ? [{ label: "Deposit", value: formatAud(payment.financeDeposit) }] : []),
    ...(payment.financeWeeklyBudget !== undefined
      ? [{ label: "Weekly repayment budget", value: formatAud(payment.financeWeeklyBudget) }]
      : []),
    { label: "Loan term", value: `${payment.financeTermMonths} months` },
  ];
}

function handoverRows(handover: NonNullable<CheckoutAnswers["handover"]>, locations: readonly { id: number; name: string }[]): Rows {
  const location = locations.find((candidate) => candidate.id === handover.location)?.name ?? "the dealership";
  if (handover.handover === "pick-up") return [{ label: "Pick-up", value: location }];
  return [
    { label: "Delivery to", value: `${handover.deliveryAddress} ${handover.deliveryPostcode}` },
    { label: "Delivered from", value: location },
  ];
}

/** The answered steps in order, each with its rows and its edit link. */
export function reviewSections(
  answers: CheckoutAnswers,
  carSlug: string,
  locations: readonly { id: number; name: string }[],
): ReviewSection[] {
  const section = (step: AnswerStep, rows: Rows): ReviewSection => ({
    step,
    title: STEP_TITLES[step],
    rows,
    editHref: checkoutStepPath(carSlug, step),
  });
  return [
    ...(answers.details ? [section("details", detailsRows(answers.details))] : []),
    ...(answers["trade-in"] ? [section("trade-in", tradeInRows(answers["trade-in"]))] : []),
    ...(answers.payment ? [section("payment", paymentRows(answers.payment))] : []),
    ...(answers.handover ? [section("handover", handoverRows(answers.handover, locations))] : []),
  ];
}
