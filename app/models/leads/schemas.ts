import { z } from "zod";
import { REAL_PRICE_ABOVE } from "~/models/car/display";
import { AUSTRALIAN_STATES } from "~/tenants/schema";

/*
 * One zod schema per lead form (vehicle-page §3 "Lead form fields", §5 "Validation rules"),
 * built from the form's options so the browser (conform's useForm) and the action
 * (parseWithZod) build the very same schema. Client-safe: no server imports here.
 */

// Texts of spec/vehicle-page.md §4, §5 and §8, word for word (spelling included).
export const TERMS_REQUIRED = "*You must agree to the terms of use before submitting.";
export const INVALID_POSTCODE = "Invalid postcode. Please enter a 4-digit number.";
export const ERROR_BANNER = "Please fix the following errors:";
export const UNEXPECTED_ERROR = "An unexpected error occured";

// Texts the spec leaves to us: plain words a shopper can act on.
export const FIRST_NAME_REQUIRED = "Please enter your first name.";
export const INVALID_EMAIL = "Please enter a valid email address.";
export const INVALID_PHONE = "Please enter a valid Australian mobile or landline number.";
export const MESSAGE_REQUIRED = "Please enter a message.";
export const CATEGORY_REQUIRED = "Please select an enquiry category.";
export const LOCATION_REQUIRED = "Please select a location.";
export const DEALERSHIP_REQUIRED = "Please select a dealership.";
export const OFFER_REQUIRED = "Please enter the amount you would like to offer.";
export const MESSAGE_TOO_LONG = "Please keep your message to 5,000 characters or fewer.";
export const INVALID_BUDGET = "Please enter your budget in dollars.";
export const INVALID_DATE = "Please choose a valid date.";
export const INVALID_TIME = "Please choose a valid time.";
export const INVALID_REGO = "Please enter the car's registration number.";
export const REGO_STATE_REQUIRED = "Please select the state the car is registered in.";
export const INVALID_TRADE_IN_YEAR = "Please enter the year the car was built, e.g. 2019.";
export const TRADE_IN_MAKE_REQUIRED = "Please enter the car's make, e.g. Toyota.";
export const TRADE_IN_MODEL_REQUIRED = "Please enter the car's model, e.g. Corolla.";
export const INVALID_ODOMETER = "Please enter the odometer reading in kilometres.";
export const FORM_EXPIRED = "This form has expired. Please reload the page and try again.";
export const SUBMISSION_REJECTED = "Your enquiry could not be sent. Please reload the page and try again.";
export const TOO_MANY_LEADS =
  "You have sent several enquiries in a short time. Please wait a few minutes and try again.";

/** A field typed past its length: a sentence, never the library's "String must contain at most…". */
function tooLong(max: number): string {
  return `Please keep this to ${max.toLocaleString("en-AU")} characters or fewer.`;
}

/** An offer outside what is plausible for the car, in the same voice as the other messages. */
function offerTooLow(min: number): string {
  return `Please enter an offer of at least $${min.toLocaleString("en-AU")}.`;
}
function offerTooHigh(max: number): string {
  return `Please enter an offer of no more than $${max.toLocaleString("en-AU")}.`;
}

/** The hidden message of the request-photos form (vehicle-page §3 defaults). */
export const REQUEST_PHOTOS_MESSAGE = "Please send photos for this car";

/** vehicle-page §5 (FAQ statement): "not given for cars over 7 years old or over 100,000 km". */
export const TRADE_IN_ESTIMATE_MAX_AGE_YEARS = 7;
export const TRADE_IN_ESTIMATE_MAX_KM = 100_000;
export const TRADE_IN_ESTIMATE_LIMITS = `Online trade-in estimates are generally not given for cars over ${TRADE_IN_ESTIMATE_MAX_AGE_YEARS} years old or over ${TRADE_IN_ESTIMATE_MAX_KM.toLocaleString("en-AU")} km.`;

/** The category a lead is filed under; the general enquiry form lets the shopper choose. */
export const LEAD_CATEGORIES = {
  vehicleEnquiry: "Vehicle Enquiry",
  generalEnquiry: "General Enquiry",
  testDrive: "Test Drive",
  makeAnOffer: "Make an Offer",
  requestPhotos: "Request Photos",
  financeEnquiry: "Finance Enquiry",
  tradeIn: "Trade In",
  careersEnquiry: "Careers Enquiry",
  reserve: "Reserve",
} as const;

/** The general enquiry form's category select; §5 "default General Enquiry". */
export const GENERAL_ENQUIRY_CATEGORIES = [
  LEAD_CATEGORIES.generalEnquiry,
  "Sales Enquiry",
  "Service Enquiry",
  "Parts Enquiry",
  LEAD_CATEGORIES.financeEnquiry,
  LEAD_CATEGORIES.careersEnquiry,
] as const;
export type GeneralEnquiryCategory = (typeof GENERAL_ENQUIRY_CATEGORIES)[number];

/** §4: "Careers Enquiry is rewritten to General Enquiry with subcategory Career Enquiry." */
export const CAREER_SUBCATEGORY = "Career Enquiry";
export const OFFER_ACCEPTED_SUBCATEGORY = "Offer Accepted";
export const OFFER_DECLINED_SUBCATEGORY = "Offer Declined";

/** vehicle-page §7 event ids. */
export const LEAD_EVENTS = {
  newOrDemoEnquiry: 14,
  usedEnquiry: 15,
  newTestDrive: 17,
  usedTestDrive: 48,
  generalEnquiry: 22,
  careers: 51,
  tradeInOfferAccepted: 18,
} as const;

/** §3 car tag "Test Drive Only": such a car's test drive counts as a new-car one (§7, id 17). */
export const TEST_DRIVE_ONLY_TAG = "Test Drive Only";

// Hidden fields every lead form carries (spam protection and the double-submit guard).
export const FORM_TOKEN_FIELD = "form_token";
export const FORM_STAMP_FIELD = "form_stamp";
/** Left empty by people (it is visually hidden); bots filling every input fill it too. */
export const HONEYPOT_FIELD = "website";
/** The name under which the ALTCHA widget posts its solution. */
export const ALTCHA_FIELD = "altcha";

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

const MAX_TEXT = 100;
const MAX_MESSAGE = 5000;
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

const formGuardFields = {
  [FORM_TOKEN_FIELD]: z.string({ required_error: FORM_EXPIRED }).uuid(FORM_EXPIRED),
  [FORM_STAMP_FIELD]: z.string({ required_error: FORM_EXPIRED }).max(200, FORM_EXPIRED),
  [ALTCHA_FIELD]: z.string().max(4000).optional(),
};

const phoneField = z.string({ required_error: INVALID_PHONE }).transform((value, ctx) => {
  const phone = normaliseAustralianPhone(value);
  if (phone) return phone;
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: INVALID_PHONE });
  return z.NEVER;
});

/** §3 "Customer contact fields" with the rules of §5. */
const customerFields = {
  name: z.string({ required_error: FIRST_NAME_REQUIRED }).trim().min(1, FIRST_NAME_REQUIRED).max(MAX_TEXT, tooLong(MAX_TEXT)),
  last_name: text(MAX_TEXT).optional(),
  // §5 "required, exactly 4 digits, max length 4", one message for every way it is wrong.
  postcode: z.string({ required_error: INVALID_POSTCODE }).trim().regex(/^\d{4}$/, INVALID_POSTCODE),
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
function dollars(message: string, bounds?: { min: number; max: number; tooLow: string; tooHigh: string }) {
  const amount = z.number({ required_error: message, invalid_type_error: message });
  return z
    .preprocess(
      (value) => (typeof value === "string" ? value.replace(/[$,\s]/g, "") : value),
      bounds
        ? amount.min(bounds.min, bounds.tooLow).max(bounds.max, bounds.tooHigh)
        : amount.positive(message).max(MAX_DOLLARS, message),
    )
    .transform(Math.round);
}

function offerField(bounds: OfferBounds = offerBounds(null)) {
  return dollars(OFFER_REQUIRED, { ...bounds, tooLow: offerTooLow(bounds.min), tooHigh: offerTooHigh(bounds.max) });
}

/** Optional text of at most `max` characters, with a sentence when it is longer. */
function text(max: number) {
  return z.string().trim().max(max, tooLong(max));
}

function messageField(required: boolean) {
  return required
    ? z.string({ required_error: MESSAGE_REQUIRED }).trim().min(1, MESSAGE_REQUIRED).max(MAX_MESSAGE, MESSAGE_TOO_LONG)
    : z.string().trim().max(MAX_MESSAGE, MESSAGE_TOO_LONG).optional();
}

/**
 * §5 "Location select required when shown"; §4 "auto-selected when exactly one option
 * exists", so a lone location counts as chosen even when a browser without JavaScript
 * posts the form untouched.
 */
function locationField(locationIds: readonly number[] = []): z.ZodType<number | undefined, z.ZodTypeDef, unknown> {
  if (locationIds.length === 0) return z.number().int().positive().optional();
  const chosen = z
    .number({ required_error: LOCATION_REQUIRED, invalid_type_error: LOCATION_REQUIRED })
    .int(LOCATION_REQUIRED)
    .refine((id) => locationIds.includes(id), LOCATION_REQUIRED);
  const [onlyLocation] = locationIds;
  return locationIds.length === 1 && onlyLocation !== undefined ? chosen.default(onlyLocation) : chosen;
}

/** §5 "Preferred dealership select required when several dealerships exist and it is not removed." */
function dealershipField(dealershipSlugs: readonly string[] = []): z.ZodType<string | undefined, z.ZodTypeDef, unknown> {
  if (dealershipSlugs.length < 2) return text(MAX_TEXT).optional();
  return z
    .string({ required_error: DEALERSHIP_REQUIRED })
    .refine((slug) => dealershipSlugs.includes(slug), DEALERSHIP_REQUIRED);
}

const carIdField = z.number().int().positive();

/** §3 enquiry payload extras: "Rego optional" (§5), additional services, page id, subcategory. */
const enquiryExtras = {
  Rego: text(20).optional(),
  additional_services: z.array(text(MAX_TEXT)).max(20, "Please choose no more than 20 services.").default([]),
  subcategory: text(MAX_TEXT).optional(),
  page_id: text(MAX_TEXT).optional(),
};

/** The enquiry form of a vehicle page; its category is fixed (§5: the select is on the general form only). */
export function enquirySchema(options: LeadFormOptions = {}) {
  return z.object({
    ...formGuardFields,
    ...customerFields,
    ...enquiryExtras,
    car_id: carIdField,
    message: messageField(options.messageRequired ?? true),
    location: locationField(options.locationIds),
    dealership_slug: dealershipField(options.dealershipSlugs),
  });
}

/** The general enquiry form, with the category select (§5, "default General Enquiry"). */
export function generalEnquirySchema(options: LeadFormOptions = {}) {
  return z.object({
    ...formGuardFields,
    ...customerFields,
    ...enquiryExtras,
    category: z
      .enum(GENERAL_ENQUIRY_CATEGORIES, { errorMap: () => ({ message: CATEGORY_REQUIRED }) })
      .default(LEAD_CATEGORIES.generalEnquiry),
    message: messageField(options.messageRequired ?? true),
    location: locationField(options.locationIds),
    dealership_slug: dealershipField(options.dealershipSlugs),
  });
}

/** A test drive, of a car or of a model (/book-test-drive); date and time are optional. */
export function testDriveSchema(options: LeadFormOptions = {}) {
  return z.object({
    ...formGuardFields,
    ...customerFields,
    car_id: carIdField.optional(),
    vehicle_model: text(MAX_TEXT).optional(),
    /** The make of the model range the model was chosen from (the route decides it, not the shopper). */
    vehicle_make: text(MAX_TEXT).optional(),
    preferred_date: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, INVALID_DATE).optional(),
    preferred_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, INVALID_TIME).optional(),
    message: messageField(false),
    location: locationField(options.locationIds),
    dealership_slug: dealershipField(options.dealershipSlugs),
  });
}

/** §3 "Make an Offer adds offer_from_client (currency)"; §5 "Offer amount required". */
export function makeAnOfferSchema(options: LeadFormOptions = {}) {
  return z.object({
    ...formGuardFields,
    ...customerFields,
    car_id: carIdField,
    offer_from_client: offerField(options.offer),
    message: messageField(false),
    location: locationField(options.locationIds),
  });
}

/**
 * Photos of a car: where to send them is all a dealer needs, so the search card asks only
 * for the email and the consent (issue 14: the card's email-only form met four errors for
 * fields it never showed). Name, phone and postcode stay on the form's own page, optional;
 * the message is a hidden default the shopper need not touch (search-journey §5).
 */
export function requestPhotosSchema(options: LeadFormOptions = {}) {
  const { name: _name, phone: _phone, postcode: _postcode, ...needed } = customerFields;
  return z.object({
    ...formGuardFields,
    ...needed,
    name: text(MAX_TEXT).optional(),
    phone: phoneField.optional(),
    postcode: z.string().trim().regex(/^\d{4}$/, INVALID_POSTCODE).optional(),
    car_id: carIdField,
    message: z.string().trim().max(MAX_MESSAGE, MESSAGE_TOO_LONG).default(REQUEST_PHOTOS_MESSAGE),
    location: locationField(options.locationIds),
  });
}

/** The finance enquiry (§2: preferredDealership, vehiclePriceBudget, car_id, car_type). */
export function financeEnquirySchema(options: LeadFormOptions = {}) {
  return z.object({
    ...formGuardFields,
    ...customerFields,
    preferredDealership: dealershipField(options.dealershipSlugs),
    vehiclePriceBudget: dollars(INVALID_BUDGET).optional(),
    car_id: carIdField.optional(),
    car_type: z.enum(["new", "used", "demo"]).optional(),
    message: messageField(false),
    location: locationField(options.locationIds),
  });
}

/** §3 valuation payload "rego and regoState": the first step of a trade-in. */
export function tradeInVehicleStepSchema() {
  return z.object({
    rego: z
      .string({ required_error: INVALID_REGO })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9 -]{0,9}$/, INVALID_REGO)
      .transform((rego) => rego.replace(/[\s-]/g, "")),
    regoState: z.enum(AUSTRALIAN_STATES, { errorMap: () => ({ message: REGO_STATE_REQUIRED }) }),
  });
}

const OLDEST_TRADE_IN_YEAR = 1900;
const MAX_ODOMETER_KM = 2_000_000;

/**
 * The car being traded, as the shopper states it: no rego lookup service exists, so the
 * year, make, model and odometer the valuation needs come from the shopper (issue 6).
 */
export function tradeInCarFields() {
  return {
    tradeInYear: z
      .number({ required_error: INVALID_TRADE_IN_YEAR, invalid_type_error: INVALID_TRADE_IN_YEAR })
      .int(INVALID_TRADE_IN_YEAR)
      .min(OLDEST_TRADE_IN_YEAR, INVALID_TRADE_IN_YEAR)
      .max(new Date().getFullYear() + 1, INVALID_TRADE_IN_YEAR),
    tradeInMake: z.string({ required_error: TRADE_IN_MAKE_REQUIRED }).trim().min(1, TRADE_IN_MAKE_REQUIRED).max(50, tooLong(50)),
    tradeInModel: z.string({ required_error: TRADE_IN_MODEL_REQUIRED }).trim().min(1, TRADE_IN_MODEL_REQUIRED).max(50, tooLong(50)),
    // "85,000 km" and "85000" are both 85000, as a shopper reads it off the dashboard.
    tradeInKm: z.preprocess(
      (value) => (typeof value === "string" ? value.replace(/[,\s]|km$/gi, "") : value),
      z
        .number({ required_error: INVALID_ODOMETER, invalid_type_error: INVALID_ODOMETER })
        .int(INVALID_ODOMETER)
        .min(0, INVALID_ODOMETER)
        .max(MAX_ODOMETER_KM, INVALID_ODOMETER),
    ),
  };
}

/** §3 "adjustmentAnswers with id": the condition questions of the valuation. */
export function tradeInAdjustmentsStepSchema() {
  return z.object({
    adjustmentAnswers: z
      .array(z.object({ id: z.string().trim().min(1).max(50), answer: z.string().trim().max(200) }))
      .max(30)
      .default([]),
  });
}

function optionalFields<Shape extends z.ZodRawShape>(shape: Shape): { [Key in keyof Shape]: z.ZodOptional<Shape[Key]> } {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.optional()])) as {
    [Key in keyof Shape]: z.ZodOptional<Shape[Key]>;
  };
}

/** The whole trade-in, as its last step submits it: the car, its condition, the shopper. */
export function tradeInSchema(options: LeadFormOptions = {}) {
  return z.object({
    ...formGuardFields,
    ...customerFields,
    ...tradeInVehicleStepSchema().shape,
    ...tradeInAdjustmentsStepSchema().shape,
    // Optional here: a trade-in named by its rego alone still reaches the dealer, who values it.
    ...optionalFields(tradeInCarFields()),
    car_id: carIdField.optional(),
    message: messageField(false),
    location: locationField(options.locationIds),
  });
}

/** §3 "Trade-in offer acceptance: lead_id, form_completed, offer_accepted". */
export function tradeInOfferSchema() {
  return z.object({
    ...formGuardFields,
    lead_id: z.number().int().positive(),
    offer_accepted: z.boolean().default(false),
    form_completed: z.boolean().default(false),
  });
}

/** The contact page form: a general enquiry without the category select. */
export function contactSchema(options: LeadFormOptions = {}) {
  return z.object({
    ...formGuardFields,
    ...customerFields,
    subcategory: text(MAX_TEXT).optional(),
    message: messageField(options.messageRequired ?? true),
    location: locationField(options.locationIds),
    dealership_slug: dealershipField(options.dealershipSlugs),
  });
}

/**
 * The reserve page's request (vehicle-page §2 "/cars/{slug}/checkout reserve page"): the
 * shopper asks the dealer to hold the car for the deposit of §9. No payment is taken
 * online, so it is a lead about the car, with an optional note.
 */
export function reservationSchema(options: LeadFormOptions = {}) {
  return z.object({
    ...formGuardFields,
    ...customerFields,
    car_id: carIdField,
    message: messageField(false),
    location: locationField(options.locationIds),
  });
}

const leadFormSchemas = {
  enquiry: enquirySchema,
  "general-enquiry": generalEnquirySchema,
  "test-drive": testDriveSchema,
  "make-an-offer": makeAnOfferSchema,
  "request-photos": requestPhotosSchema,
  "finance-enquiry": financeEnquirySchema,
  "trade-in": tradeInSchema,
  "trade-in-offer": tradeInOfferSchema,
  contact: contactSchema,
  reservation: reservationSchema,
} as const;

export type LeadForm = keyof typeof leadFormSchemas;
export const LEAD_FORMS = Object.keys(leadFormSchemas) as LeadForm[];
export type LeadFormSchema<F extends LeadForm> = ReturnType<(typeof leadFormSchemas)[F]>;
export type LeadFormValues<F extends LeadForm> = z.output<LeadFormSchema<F>>;
/** A parsed form, tagged with its kind. */
export type LeadSubmission = { [F in LeadForm]: { form: F; values: LeadFormValues<F> } }[LeadForm];

/** The schema of a form; the same options give the same schema in the browser and the action. */
export function leadFormSchema<F extends LeadForm>(form: F, options: LeadFormOptions = {}): LeadFormSchema<F> {
  const build = leadFormSchemas[form] as (options: LeadFormOptions) => LeadFormSchema<F>;
  return build(options);
}

/** What a form shows before the shopper types (conform's defaultValue). */
export function leadFormDefaults(form: LeadForm, options: LeadFormOptions = {}): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  if (form !== "trade-in-offer") defaults.opt_in = true;
  if (form === "general-enquiry") defaults.category = LEAD_CATEGORIES.generalEnquiry;
  if (form === "request-photos") defaults.message = REQUEST_PHOTOS_MESSAGE;
  if (options.locationIds?.length === 1) defaults.location = options.locationIds[0];
  return defaults;
}

/** §4: "Enquiry category Careers Enquiry is rewritten to General Enquiry with subcategory Career Enquiry." */
export function rewriteCareers(category: string): { category: string; subcategory?: string } {
  return category === LEAD_CATEGORIES.careersEnquiry
    ? { category: LEAD_CATEGORIES.generalEnquiry, subcategory: CAREER_SUBCATEGORY }
    : { category };
}

interface EventCar {
  car_type: string;
  tag?: string | null;
}

const CAR_ENQUIRY_CATEGORIES: readonly string[] = [
  LEAD_CATEGORIES.vehicleEnquiry,
  LEAD_CATEGORIES.makeAnOffer,
  LEAD_CATEGORIES.requestPhotos,
  LEAD_CATEGORIES.reserve,
];

/**
 * The tracking event of a lead (vehicle-page §7): 14 new or demo enquiry, 15 used enquiry,
 * 17 new test drive or Test Drive Only tag, 48 used test drive, 22 default general
 * enquiry, 51 careers, 18 trade-in offer accepted. Offers, photo requests and reservations
 * are enquiries about a car (the spec gives Reserve no id of its own, so it counts as the
 * car's enquiry, 14 or 15); "other categories map to ids (mapping not shown)", so they take
 * the default 22.
 * Careers is recognised before and after the §4 rewrite.
 */
export function leadCategoryEvent(category: string, car: EventCar | null, subcategory?: string | null): number {
  if (category === LEAD_CATEGORIES.careersEnquiry || subcategory === CAREER_SUBCATEGORY) return LEAD_EVENTS.careers;
  if (category === LEAD_CATEGORIES.tradeIn && subcategory === OFFER_ACCEPTED_SUBCATEGORY) {
    return LEAD_EVENTS.tradeInOfferAccepted;
  }
  if (category === LEAD_CATEGORIES.testDrive) {
    if (car?.tag?.trim() === TEST_DRIVE_ONLY_TAG) return LEAD_EVENTS.newTestDrive;
    return car?.car_type === "used" ? LEAD_EVENTS.usedTestDrive : LEAD_EVENTS.newTestDrive;
  }
  if (car && CAR_ENQUIRY_CATEGORIES.includes(category)) {
    return car.car_type === "used" ? LEAD_EVENTS.usedEnquiry : LEAD_EVENTS.newOrDemoEnquiry;
  }
  return LEAD_EVENTS.generalEnquiry;
}
