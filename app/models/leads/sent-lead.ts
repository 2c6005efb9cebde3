import type { LeadPayload } from "~/db/schema";
import { formatAud, formatKm } from "~/models/car/display";
import { formatCalendarDate } from "~/models/car/vehicle";
import { CONDITION_QUESTIONS, describeAnswers } from "~/models/trade-in/condition";
import { LEAD_CATEGORIES, TRADE_IN_ESTIMATE_MAX_AGE_YEARS, TRADE_IN_ESTIMATE_MAX_KM } from "./schemas";

/*
 * What a lead asked for, in words: the success page's "What you sent", the shopper's
 * acknowledgement and the dealer's mail all say it the same way.
 */

/** A service booking's time is booked; a test drive's is the shopper's wish, for the dealer to confirm. */
export function appointmentWord(payload: Pick<LeadPayload, "category">): "Booking" | "Preferred" {
  return payload.category === LEAD_CATEGORIES.serviceBooking ? "Booking" : "Preferred";
}

/** One line of "what you sent" on the success page. */
export interface SentDetail {
  label: string;
  value: string;
}

/** The traded car as the shopper stated it: "2019 Toyota Corolla, 85,000 km". */
export function tradeInVehicleText(payload: LeadPayload): string | undefined {
  const name = [payload.tradeInYear, payload.tradeInMake, payload.tradeInModel].filter(Boolean).join(" ");
  if (!name) return undefined;
  return payload.tradeInKm !== undefined ? `${name}, ${formatKm(payload.tradeInKm)}` : name;
}

/** "$18,400 to $20,300": the online estimate the shopper was shown. */
export function tradeInEstimateText(payload: LeadPayload): string | undefined {
  const estimate = payload.tradeInEstimate;
  return estimate ? `${formatAud(estimate.low)} to ${formatAud(estimate.high)}` : undefined;
}

const NO_ESTIMATE_REASONS: Record<NonNullable<LeadPayload["tradeInNoEstimateReason"]>, string> = {
  "too-old": `none online for cars over ${TRADE_IN_ESTIMATE_MAX_AGE_YEARS} years old`,
  "too-many-km": `none online for cars over ${formatKm(TRADE_IN_ESTIMATE_MAX_KM)}`,
  "too-few-comparables": "none online: too few similar cars listed",
  "car-not-described": "none online: the car was not described",
};

/** Why no estimate was shown, when none was. */
export function noEstimateText(payload: LeadPayload): string | undefined {
  return payload.tradeInNoEstimateReason ? NO_ESTIMATE_REASONS[payload.tradeInNoEstimateReason] : undefined;
}

/** The shopper's answer to the estimate, on the lead that carries it (§3 "offer_accepted"). */
export function offerAnswerText(payload: LeadPayload): string | undefined {
  if (payload.lead_id === undefined || payload.offer_accepted === undefined) return undefined;
  return payload.offer_accepted ? "Accepted" : "Declined";
}

/** "10:30" as a shopper reads it: "10:30 am". */
export function clockTimeText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "am" : "pm";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** The condition answers in words; an answer to a question this site does not ask keeps its id. */
export function conditionAnswers(payload: LeadPayload): { question: string; answer: string }[] {
  const answers = payload.adjustmentAnswers ?? [];
  const known = new Set(CONDITION_QUESTIONS.map((question) => question.id));
  return [
    ...describeAnswers(answers),
    ...answers.filter((answer) => !known.has(answer.id)).map(({ id, answer }) => ({ question: id, answer })),
  ];
}

/** The customer feedback survey's rating, as the customer chose it. */
export function ratingText(payload: Pick<LeadPayload, "rating">): string | undefined {
  return payload.rating === undefined ? undefined : `${payload.rating} out of 5`;
}

function present(details: [string, string | null | undefined][]): SentDetail[] {
  return details
    .filter((detail): detail is [string, string] => typeof detail[1] === "string" && detail[1].trim() !== "")
    .map(([label, value]) => ({ label, value }));
}

/**
 * What the lead asks about beyond the shopper's contact details and message: the model, the
 * offer, the test drive's date and time, the finance budget, the traded car with its
 * condition, the estimate and the answer to it.
 */
export function sentLeadParticulars(payload: LeadPayload): SentDetail[] {
  return present([
    ["Your rating", ratingText(payload)],
    ["Vehicle model", payload.vehicle_model],
    ["Grade", payload.grade],
    ["Your offer", payload.offer_from_client === undefined ? null : formatAud(payload.offer_from_client)],
    ["Service", payload.service_type],
    ["Odometer", payload.service_km === undefined ? null : formatKm(payload.service_km)],
    [`${appointmentWord(payload)} date`, payload.preferred_date ? formatCalendarDate(payload.preferred_date) : null],
    [`${appointmentWord(payload)} time`, payload.preferred_time ? clockTimeText(payload.preferred_time) : null],
    ["Your budget", payload.vehiclePriceBudget === undefined ? null : formatAud(payload.vehiclePriceBudget)],
    ["Your car", tradeInVehicleText(payload)],
    ["Registration", payload.rego ? [payload.rego, payload.regoState].filter(Boolean).join(" ") : payload.Rego],
    ...conditionAnswers(payload).map(({ question, answer }): [string, string] => [question, answer]),
    ["Online estimate", tradeInEstimateText(payload) ?? noEstimateText(payload)],
    ["Your answer", offerAnswerText(payload)],
  ]);
}

/**
 * What the shopper sent, in the order of the form, for the success page (shown only to the
 * browser that sent it). Empty answers are left out; the hidden guard never appears.
 */
export function sentLeadDetails(payload: LeadPayload): SentDetail[] {
  const name = [payload.name, payload.last_name].filter(Boolean).join(" ");
  return present([
    ["Enquiry", payload.subcategory ? `${payload.category} (${payload.subcategory})` : payload.category],
    ["Name", name],
    ["Email", payload.email],
    ["Phone", payload.phone],
    ["Postcode", payload.postcode],
  ])
    .concat(sentLeadParticulars(payload))
    .concat(present([["Message", payload.message]]));
}
