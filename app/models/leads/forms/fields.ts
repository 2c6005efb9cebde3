import { z } from "zod";
import { parseSlot } from "~/models/hours/appointment-slots";
import { REAL_PRICE_ABOVE } from "~/models/car/display";
import {
  DEALERSHIP_REQUIRED,
  FIRST_NAME_REQUIRED,
  FORM_EXPIRED,
  INVALID_EMAIL,
  INVALID_ODOMETER,
  INVALID_REGO,
  INVALID_PHONE,
  INVALID_POSTCODE,
  LOCATION_REQUIRED,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  OFFER_REQUIRED,
  offerTooHigh,
  offerTooLow,
  TERMS_REQUIRED,
  tooLong,
} from "./copy";

import { ALTCHA_FIELD, FORM_STAMP_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD, LEAD_CONFIRM_FIELD } from "./field-names";

export { ALTCHA_FIELD, FORM_STAMP_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD, LEAD_CONFIRM_FIELD };

export interface LeadFormOptions {
  /** §5 "Enquiry message required unless a dealer flag disables it." Default: required. */
  messageRequired?: boolean;
  /** Options of the location select (websiteLocationSelect); empty or absent when it is not shown. */
  locationIds?: readonly number[];
  /** Options of the preferred dealership select; shown, and required, with two or more. */
  dealershipSlugs?: readonly string[];
  /** Make an Offer: the amounts that are plausible for this car (offerBounds). */
  offer?: OfferBounds;
}

export interface OfferBounds {
  min: number;
  max: number;
}

/** An offer for a car without a price: at least this, so "$1" is not sent to a dealer as a lead. */
const LOWEST_OFFER = 500;

/**
 * The offers a dealer would read as meant: from half the advertised price to half as much
 * again (rounded to $100), or from $500 when the car has no real price. Outside, the shopper
 * is told the bound rather than that the amount is missing.
 */
export function offerBounds(advertisedPrice: number | null | undefined): OfferBounds {
  if (!advertisedPrice || advertisedPrice <= REAL_PRICE_ABOVE) return { min: LOWEST_OFFER, max: MAX_DOLLARS };
  return {
    min: Math.max(LOWEST_OFFER, Math.floor((advertisedPrice * 0.5) / 100) * 100),
    max: Math.ceil((advertisedPrice * 1.5) / 100) * 100,
  };
}

export const MAX_TEXT = 100;
export const MAX_MESSAGE = 5000;
const MAX_DOLLARS = 10_000_000;

/**
 * An Australian mobile (04, 05) or landline with its area code (02, 03, 07, 08), as
 * written nationally or with +61: "0412 345 678", "(07) 3555 0100", "+61 412 345 678".
 * Returns the national digits ("0412345678"), or null when it is not such a number.
 */
export function normaliseAustralianPhone(input: string): string | null {
  const compact = input.replace(/[\s()\-.]/g, "");
  const international = /^(?:\+61|0061|61)0?([2-578]\d{8})$/.exec(compact);
  const national = international ? `0${international[1]}` : compact;
  return /^0[2-578]\d{8}$/.test(national) ? national : null;
}

export const formGuardFields = {
  [FORM_TOKEN_FIELD]: z.string({ required_error: FORM_EXPIRED }).uuid(FORM_EXPIRED),
  [FORM_STAMP_FIELD]: z.string({ required_error: FORM_EXPIRED }).max(200, FORM_EXPIRED),
  [ALTCHA_FIELD]: z.string().max(4000).optional(),
  [LEAD_CONFIRM_FIELD]: z.string().max(100).optional(),
};

export const phoneField = z.string({ required_error: INVALID_PHONE }).transform((value, ctx) => {
  const phone = normaliseAustralianPhone(value);
  if (phone) return phone;
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: INVALID_PHONE });
  return z.NEVER;
});

/** §3 "Customer contact fields" with the rules of §5. */
export const customerFields = {
  name: z
    .string({ required_error: FIRST_NAME_REQUIRED })
    .trim()
    .min(1, FIRST_NAME_REQUIRED)
    .max(MAX_TEXT, tooLong(MAX_TEXT)),
  last_name: text(MAX_TEXT).optional(),
  // §5 "required, exactly 4 digits, max length 4", one message for every way it is wrong.
  postcode: z
    .string({ required_error: INVALID_POSTCODE })
    .trim()
    .regex(/^\d{4}$/, INVALID_POSTCODE),
  phone: phoneField,
  email: z.string({ required_error: INVALID_EMAIL }).trim().max(254, INVALID_EMAIL).email(INVALID_EMAIL),
  terms_agreed: z.literal(true, { errorMap: () => ({ message: TERMS_REQUIRED }) }),
  // An unticked checkbox posts nothing, so absent means "no"; the box starts ticked
  // (§5 "opt_in defaults to true") through leadFormDefaults.
  opt_in: z.boolean().default(false),
  opt_in_finance: z.boolean().default(false),
  opt_in_trade: z.boolean().default(false),
};

/** Whole dollars as a shopper types them: "$25,000" and "25000" are both 25000. */
export function dollars(
  message: string,
  bounds?: { min: number; max: number; tooLow: string; tooHigh: string }
) {
  const amount = z.number({ required_error: message, invalid_type_error: message });
  return z
    .preprocess(
      (value) => (typeof value === "string" ? value.replace(/[$,\s]/g, "") : value),
      bounds
        ? amount.min(bounds.min, bounds.tooLow).max(bounds.max, bounds.tooHigh)
        : amount.positive(message).max(MAX_DOLLARS, message)
    )
    .transform(Math.round);
}

export function offerField(bounds: OfferBounds = offerBounds(null)) {
  return dollars(OFFER_REQUIRED, {
    ...bounds,
    tooLow: offerTooLow(bounds.min),
    tooHigh: offerTooHigh(bounds.max),
  });
}

/** A registration as the shopper types it, "abc 123" or "ABC-123", kept as "ABC123". */
export function regoField() {
  return z
    .string({ required_error: INVALID_REGO })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9 -]{0,9}$/, INVALID_REGO)
    .transform((rego) => rego.replace(/[\s-]/g, ""));
}

/**
 * An appointment's day and start as the time select posts them, "2026-11-27T10:30" on the
 * location's clock. Only its form is checked here: whether it is free is the database's
 * question, asked when the lead is stored.
 */
export function appointmentField(message: string) {
  return z
    .string({ required_error: message })
    .refine((value) => parseSlot(value) !== null, message);
}

const MAX_ODOMETER_KM = 2_000_000;

/** An odometer reading: "85,000 km" and "85000" are both 85000, as a shopper reads it off the dashboard. */
export function odometerField() {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/[,\s]|km$/gi, "") : value),
    z
      .number({ required_error: INVALID_ODOMETER, invalid_type_error: INVALID_ODOMETER })
      .int(INVALID_ODOMETER)
      .min(0, INVALID_ODOMETER)
      .max(MAX_ODOMETER_KM, INVALID_ODOMETER),
  );
}

/** Optional text of at most `max` characters, with a sentence when it is longer. */
export function text(max: number) {
  return z.string().trim().max(max, tooLong(max));
}

export function messageField(required: boolean) {
  return required
    ? z
        .string({ required_error: MESSAGE_REQUIRED })
        .trim()
        .min(1, MESSAGE_REQUIRED)
        .max(MAX_MESSAGE, MESSAGE_TOO_LONG)
    : z.string().trim().max(MAX_MESSAGE, MESSAGE_TOO_LONG).optional();
}

/**
 * §5 "Location select required when shown"; §4 "auto-selected when exactly one option
 * exists", so a lone location counts as chosen even when a browser without JavaScript
 * posts the form untouched.
 */
export function locationField(
  locationIds: readonly number[] = []
): z.ZodType<number | undefined, z.ZodTypeDef, unknown> {
  if (locationIds.length === 0) return z.number().int().positive().optional();
  const chosen = z
    .number({ required_error: LOCATION_REQUIRED, invalid_type_error: LOCATION_REQUIRED })
    .int(LOCATION_REQUIRED)
    .refine((id) => locationIds.includes(id), LOCATION_REQUIRED);
  const [onlyLocation] = locationIds;
  return locationIds.length === 1 && onlyLocation !== undefined ? chosen.default(onlyLocation) : chosen;
}

/** §5 "Preferred dealership select required when several dealerships exist and it is not removed." */
export function dealershipField(
  dealershipSlugs: readonly string[] = []
): z.ZodType<string | undefined, z.ZodTypeDef, unknown> {
  if (dealershipSlugs.length < 2) return text(MAX_TEXT).optional();
  return z
    .string({ required_error: DEALERSHIP_REQUIRED })
    .refine((slug) => dealershipSlugs.includes(slug), DEALERSHIP_REQUIRED);
}

export const carIdField = z.number().int().positive();

/** §3 enquiry payload extras: "Rego optional" (§5), additional services, page id, subcategory. */
export const enquiryExtras = {
  Rego: text(20).optional(),
  additional_services: z.array(text(MAX_TEXT)).max(20, "Please choose no more than 20 services.").default([]),
  subcategory: text(MAX_TEXT).optional(),
  page_id: text(MAX_TEXT).optional(),
};
