/*
 * One zod schema per lead form (vehicle-page §3 "Lead form fields", §5 "Validation rules"),
 * built from the form's options so the browser (conform's useForm) and the action
 * (parseWithZod) build the very same schema. Client-safe: no server imports here.
 */
import { z } from "zod";
import { REQUEST_PHOTOS_MESSAGE } from "./copy";
import { LEAD_CATEGORIES } from "./categories";
import { type LeadFormOptions } from "./fields";
import {
  enquirySchema,
  financeEnquirySchema,
  generalEnquirySchema,
  makeAnOfferSchema,
  quoteRequestSchema,
  requestPhotosSchema,
  testDriveSchema,
} from "./enquiry";
import { tradeInOfferSchema, tradeInSchema } from "./trade-in";
import { contactSchema, reservationSchema } from "./contact";
import { customerFeedbackSchema } from "./feedback";
import { serviceBookingSchema } from "./service";
import { onlinePaymentSchema, personalisedFinanceSchema, promotionEntrySchema } from "./journeys";
import { onlinePurchaseSchema } from "./purchase";

const leadFormSchemas = {
  enquiry: enquirySchema,
  "general-enquiry": generalEnquirySchema,
  "test-drive": testDriveSchema,
  "quote-request": quoteRequestSchema,
  "make-an-offer": makeAnOfferSchema,
  "request-photos": requestPhotosSchema,
  "finance-enquiry": financeEnquirySchema,
  "trade-in": tradeInSchema,
  "trade-in-offer": tradeInOfferSchema,
  contact: contactSchema,
  reservation: reservationSchema,
  "customer-feedback": customerFeedbackSchema,
  "service-booking": serviceBookingSchema,
  "personalised-finance": personalisedFinanceSchema,
  "online-payment": onlinePaymentSchema,
  "promotion-entry": promotionEntrySchema,
  "online-purchase": onlinePurchaseSchema,
} as const;

export type LeadForm = keyof typeof leadFormSchemas;
export const LEAD_FORMS = Object.keys(leadFormSchemas) as LeadForm[];
export type LeadFormSchema<F extends LeadForm> = ReturnType<(typeof leadFormSchemas)[F]>;
export type LeadFormValues<F extends LeadForm> = z.output<LeadFormSchema<F>>;
/** A parsed form, tagged with its kind. */
export type LeadSubmission = { [F in LeadForm]: { form: F; values: LeadFormValues<F> } }[LeadForm];

/** The schema of a form; the same options give the same schema in the browser and the action. */
export function leadFormSchema<F extends LeadForm>(
  form: F,
  options: LeadFormOptions = {}
): LeadFormSchema<F> {
  const key = `${form} ${JSON.stringify(options)}`;
  let schema = builtSchemas.get(key);
  if (!schema) {
    const build = leadFormSchemas[form] as (options: LeadFormOptions) => LeadFormSchema<F>;
    // A dealer's forms take a handful of option sets (the offer bounds follow the car's
    // price): the bound only keeps a stranger's variety from growing the map.
    if (builtSchemas.size >= BUILT_SCHEMAS_KEPT) builtSchemas.clear();
    schema = build(options);
    builtSchemas.set(key, schema);
  }
  return schema as LeadFormSchema<F>;
}

/**
 * Schemas already built, by form and options. Building one is most of a form's cost on a
 * vehicle page (three forms, each rendered and each action's parse); a zod schema is immutable,
 * so one serves every request with the same options.
 */
const builtSchemas = new Map<string, z.ZodTypeAny>();
const BUILT_SCHEMAS_KEPT = 1000;

/** What a form shows before the shopper types (conform's defaultValue). */
export function leadFormDefaults(form: LeadForm, options: LeadFormOptions = {}): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  // §5 "opt_in defaults to true" is the enquiry payload's rule (§3), and §5 names no other
  // for the feedback survey. That survey is a complaint: a customer telling us what went
  // wrong has asked to be called back, not for offers, so its box starts unticked and the
  // marketing consent is theirs to give.
  if (form !== "trade-in-offer" && form !== "customer-feedback") defaults.opt_in = true;
  if (form === "general-enquiry") defaults.category = LEAD_CATEGORIES.generalEnquiry;
  if (form === "request-photos") defaults.message = REQUEST_PHOTOS_MESSAGE;
  // §9 "disclaimers assume a 5 year term": the pre-qualification starts there, with no deposit.
  if (form === "personalised-finance") Object.assign(defaults, { termYears: 5, deposit: 0 });
  if (options.locationIds?.length === 1) defaults.location = options.locationIds[0];
  return defaults;
}
