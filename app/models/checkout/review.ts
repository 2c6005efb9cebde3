import { formatAud } from "~/models/car/display";
import { checkoutStepPath, STEP_TITLES, type AnswerStep, type CheckoutAnswers } from "./steps";

/*
 * The review step (issue 15 item 2 "everything chosen ... edit links per step"): each
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
  ];
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
