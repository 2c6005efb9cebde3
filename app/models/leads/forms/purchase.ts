import { z } from "zod";
import { INVALID_POSTCODE, TERMS_REQUIRED } from "./copy";
import {
  carIdField,
  customerFields,
  dollars,
  formGuardFields,
  type LeadFormOptions,
  locationField,
  MAX_TEXT,
  messageField,
  text,
} from "./fields";
import { conditionAnswersField, NO_ESTIMATE_REASONS, tradeInCarFields, tradeInVehicleStepSchema } from "./trade-in";

/*
 * Buying a car online (vehicle-page §2 "/checkout-journey?car_id={slug} online purchase
 * journey"): one schema per step, each a plain form of its own, and the
 * lead's schema made of them all, so the last post checks everything the steps saved.
 */

export const TRADE_IN_CHOICE_REQUIRED = "Please tell us whether you have a car to trade in.";
export const PAYMENT_METHOD_REQUIRED = "Please choose how you would like to pay.";
export const FINANCE_TERM_REQUIRED = "Please choose a loan term.";
export const INVALID_FINANCE_AMOUNT = "Please enter an amount in dollars.";
export const HANDOVER_REQUIRED = "Please choose delivery or pick-up.";
export const DELIVERY_ADDRESS_REQUIRED = "Please enter the street address to deliver to.";

/** The loan terms a finance enquiry offers, in months (one to seven years, as lenders write car loans). */
export const FINANCE_TERMS_MONTHS = [12, 24, 36, 48, 60, 72, 84] as const;

const postcode = z
  .string({ required_error: INVALID_POSTCODE })
  .trim()
  .regex(/^\d{4}$/, INVALID_POSTCODE);

/** Step 1: who is buying; the §3 customer contact fields, consent asked at the review. */
export function purchaseDetailsSchema() {
  const { name, last_name, email, phone } = customerFields;
  return z.object({ name, last_name, email, phone, postcode: customerFields.postcode });
}

/**
 * Step 2: a car to trade in (optional), described and its condition answered as the trade-in
 * estimate journey asks, so the step can give the shopper the same estimate.
 */
export function purchaseTradeInSchema() {
  return z.discriminatedUnion(
    "hasTradeIn",
    [
      z.object({ hasTradeIn: z.literal("no") }),
      z.object({
        hasTradeIn: z.literal("yes"),
        ...tradeInVehicleStepSchema().shape,
        ...tradeInCarFields(),
        adjustmentAnswers: conditionAnswersField(),
      }),
    ],
    { errorMap: () => ({ message: TRADE_IN_CHOICE_REQUIRED }) },
  );
}

const financeAmount = dollars(INVALID_FINANCE_AMOUNT).optional();

/** Step 3: cash, or finance with the finance enquiry's questions (a deposit, a budget, a term). */
export function purchasePaymentSchema() {
  return z.discriminatedUnion(
    "paymentMethod",
    [
      z.object({ paymentMethod: z.literal("cash") }),
      z.object({
        paymentMethod: z.literal("finance"),
        financeDeposit: financeAmount,
        financeWeeklyBudget: financeAmount,
        financeTermMonths: z
          .number({ required_error: FINANCE_TERM_REQUIRED, invalid_type_error: FINANCE_TERM_REQUIRED })
          .int(FINANCE_TERM_REQUIRED)
          .refine((months) => (FINANCE_TERMS_MONTHS as readonly number[]).includes(months), FINANCE_TERM_REQUIRED),
      }),
    ],
    { errorMap: () => ({ message: PAYMENT_METHOD_REQUIRED }) },
  );
}

/**
 * Step 4: where the shopper takes the car. Either way a location of the dealer hands it over
 * (§4 "Location in a form is auto-selected when exactly one option exists"); delivery asks
 * where to.
 */
export function purchaseHandoverSchema(options: LeadFormOptions = {}) {
  const location = locationField(options.locationIds);
  return z.discriminatedUnion(
    "handover",
    [
      z.object({ handover: z.literal("pick-up"), location }),
      z.object({
        handover: z.literal("delivery"),
        location,
        deliveryAddress: z
          .string({ required_error: DELIVERY_ADDRESS_REQUIRED })
          .trim()
          .min(1, DELIVERY_ADDRESS_REQUIRED)
          .max(200, DELIVERY_ADDRESS_REQUIRED),
        deliveryPostcode: postcode,
      }),
    ],
    { errorMap: () => ({ message: HANDOVER_REQUIRED }) },
  );
}

/** Step 5, the review: consent, the opt-ins, and a note for the dealer. */
export function purchaseReviewSchema() {
  return z.object({
    terms_agreed: z.literal(true, { errorMap: () => ({ message: TERMS_REQUIRED }) }),
    opt_in: customerFields.opt_in,
    opt_in_finance: customerFields.opt_in_finance,
    opt_in_trade: customerFields.opt_in_trade,
    message: messageField(false),
  });
}

/**
 * The estimate the trade-in step showed the shopper (or why there was none), as the server
 * worked it out and saved it in the draft: never a step's field, and set over whatever the
 * review posts, so the dealer is sent the figure the shopper saw.
 */
export function purchaseTradeInEstimateSchema() {
  return z.object({
    tradeInEstimateLow: z.number().int().nonnegative().optional(),
    tradeInEstimateHigh: z.number().int().nonnegative().optional(),
    tradeInNoEstimateReason: z.enum(NO_ESTIMATE_REASONS).optional(),
  });
}

/** The lead the journey sends: every step's answers, the car, and the form's guards. */
export function onlinePurchaseSchema(options: LeadFormOptions = {}) {
  return z
    .object({
      ...formGuardFields,
      ...purchaseDetailsSchema().shape,
      ...purchaseReviewSchema().shape,
      car_id: carIdField,
      subcategory: text(MAX_TEXT).optional(),
    })
    .and(purchaseTradeInSchema())
    .and(purchaseTradeInEstimateSchema())
    .and(purchasePaymentSchema())
    .and(purchaseHandoverSchema(options));
}
