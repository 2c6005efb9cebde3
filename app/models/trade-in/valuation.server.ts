import type { Kysely } from "kysely";
import type { Database, LeadPayload, TradeInValuationRow } from "~/db/schema";
import { logger } from "~/logger.server";
import { AVAILABLE_STATUSES } from "~/models/car/listing";
import type { ConditionAnswer } from "./condition";
import {
  askingPrice,
  australianYear,
  COMPARABLE_YEAR_SPAN,
  estimateLimitReason,
  normaliseName,
  valueTradeIn,
  type ComparableCar,
  type TradeInCar,
  type TradeInValuation,
} from "./valuation";

/**
 * The used and demo cars listed on any of the platform's websites, of the traded car's
 * make and within two years of it: the market the embedded engine values against.
 */
export async function comparableStock(db: Kysely<Database>, car: TradeInCar): Promise<ComparableCar[]> {
  const rows = await db
    .selectFrom("cars")
    .select(["year", "make", "model", "km", "price", "offer_price"])
    .where("show_on_dealer_website", "=", true)
    .where("status", "in", AVAILABLE_STATUSES)
    .where("car_type", "in", ["used", "demo"])
    .where("year", ">=", car.year - COMPARABLE_YEAR_SPAN)
    .where("year", "<=", car.year + COMPARABLE_YEAR_SPAN)
    .where((eb) => eb(eb.fn("lower", ["make"]), "=", car.make.trim().toLowerCase()))
    .execute();
  return rows
    .map((row) => ({ year: row.year, make: row.make, model: row.model, km: row.km, price: askingPrice(row) }))
    .filter((listed) => listed.price > 0 && normaliseName(listed.make) === normaliseName(car.make));
}

/** The estimate for a car as the stock stands now; over the spec's limits the stock is not even read. */
export async function valueTradeInFromStock(
  db: Kysely<Database>,
  car: TradeInCar,
  answers: readonly ConditionAnswer[],
  now: Date = new Date(),
): Promise<TradeInValuation> {
  const currentYear = australianYear(now);
  if (estimateLimitReason(car, currentYear)) return valueTradeIn(car, answers, [], currentYear);
  return valueTradeIn(car, answers, await comparableStock(db, car), currentYear);
}

/** The car of a stored trade-in lead, when the shopper described one. */
export function tradeInCarOf(
  payload: Pick<LeadPayload, "tradeInYear" | "tradeInMake" | "tradeInModel" | "tradeInKm">,
): TradeInCar | null {
  const { tradeInYear, tradeInMake, tradeInModel, tradeInKm } = payload;
  if (tradeInYear === undefined || !tradeInMake || !tradeInModel || tradeInKm === undefined) return null;
  return { year: tradeInYear, make: tradeInMake, model: tradeInModel, km: tradeInKm };
}

/**
 * Values a stored trade-in lead and saves the valuation beside it (vehicle-page §7: the
 * valuation result is saved after the lead; §8: "failure logs Failed to save valuation
 * data; success logs Valuation data saved successfully"). The lead is already safe, so a
 * failure here is logged and answered with null: the dealer still values the car.
 */
export async function saveLeadValuation(
  db: Kysely<Database>,
  input: { websiteId: number; leadId: number; now?: Date },
): Promise<TradeInValuation | null> {
  try {
    const existing = await findValuation(db, input.websiteId, input.leadId);
    if (existing) return valuationOf(existing);
    const lead = await db
      .selectFrom("leads")
      .select("payload")
      .where("id", "=", input.leadId)
      .where("website_id", "=", input.websiteId)
      .where("form", "=", "trade-in")
      .executeTakeFirst();
    if (!lead) throw new Error(`No trade-in lead ${input.leadId} on website ${input.websiteId}`);
    const car = tradeInCarOf(lead.payload);
    const valuation: TradeInValuation = car
      ? await valueTradeInFromStock(db, car, lead.payload.adjustmentAnswers ?? [], input.now)
      : { kind: "no-estimate", reason: "car-not-described" };
    await db
      .insertInto("trade_in_valuations")
      .values({
        lead_id: input.leadId,
        website_id: input.websiteId,
        low: valuation.kind === "estimate" ? valuation.low : null,
        high: valuation.kind === "estimate" ? valuation.high : null,
        comparables: valuation.kind === "estimate" ? valuation.comparables : 0,
        basis: valuation.kind === "estimate" ? valuation.basis : null,
        no_estimate_reason: valuation.kind === "no-estimate" ? valuation.reason : null,
        created_at: input.now ?? new Date(),
      })
      // A double submit of the last step finds the first lead: its valuation stands.
      .onConflict((conflict) => conflict.column("lead_id").doNothing())
      .execute();
    logger.info({ leadId: input.leadId, valuation }, "Valuation data saved successfully");
    return valuation;
  } catch (error) {
    logger.error({ leadId: input.leadId, err: error }, "Failed to save valuation data");
    return null;
  }
}

async function findValuation(db: Kysely<Database>, websiteId: number, leadId: number) {
  return db
    .selectFrom("trade_in_valuations")
    .selectAll()
    .where("lead_id", "=", leadId)
    .where("website_id", "=", websiteId)
    .executeTakeFirst();
}

function valuationOf(row: TradeInValuationRow): TradeInValuation {
  if (row.low !== null && row.high !== null && row.basis !== null) {
    return { kind: "estimate", low: row.low, high: row.high, comparables: row.comparables, basis: row.basis };
  }
  return { kind: "no-estimate", reason: row.no_estimate_reason ?? "car-not-described" };
}

/** A trade-in estimate waiting for (or given) the shopper's answer. */
export interface TradeInOffer {
  leadId: number;
  carId: number | null;
  car: TradeInCar | null;
  answers: ConditionAnswer[];
  valuation: TradeInValuation;
  answer: "accepted" | "declined" | null;
}

/**
 * The offer of a lead of this website, for the browser that sent it: the key is the lead's
 * one-time form token, which only that browser had, so a guessed lead id shows nothing.
 */
export async function findTradeInOffer(
  db: Kysely<Database>,
  input: { websiteId: number; leadId: number; key: string },
): Promise<TradeInOffer | null> {
  const row = await db
    .selectFrom("trade_in_valuations as valuation")
    .innerJoin("leads", "leads.id", "valuation.lead_id")
    .selectAll("valuation")
    .select(["leads.payload", "leads.car_id"])
    .where("valuation.lead_id", "=", input.leadId)
    .where("valuation.website_id", "=", input.websiteId)
    .where("leads.website_id", "=", input.websiteId)
    .where("leads.form_token", "=", input.key)
    .executeTakeFirst();
  if (!row) return null;
  return {
    leadId: row.lead_id,
    carId: row.car_id,
    car: tradeInCarOf(row.payload),
    answers: row.payload.adjustmentAnswers ?? [],
    valuation: valuationOf(row),
    answer: row.answer,
  };
}

/**
 * Records the shopper's answer against the trade-in lead, once: a second answer (another
 * tab, a double click) leaves the first. Returns whether this answer was the one recorded.
 */
export async function recordOfferAnswer(
  db: Kysely<Database>,
  input: { websiteId: number; leadId: number; answerLeadId: number; accepted: boolean; now?: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("trade_in_valuations")
    .set({
      answer: input.accepted ? "accepted" : "declined",
      answer_lead_id: input.answerLeadId,
      answered_at: input.now ?? new Date(),
    })
    .where("lead_id", "=", input.leadId)
    .where("website_id", "=", input.websiteId)
    .where("answer", "is", null)
    .where("low", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
