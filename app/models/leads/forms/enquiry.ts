import { z } from "zod";
import {
  CATEGORY_REQUIRED,
  INVALID_BUDGET,
  INVALID_POSTCODE,
  INVALID_SLOT,
  MESSAGE_TOO_LONG,
  MODEL_REQUIRED,
  REQUEST_PHOTOS_MESSAGE,
} from "./copy";
import { GENERAL_ENQUIRY_CATEGORIES, LEAD_CATEGORIES } from "./categories";
import {
  appointmentField,
  carIdField,
  customerFields,
  dealershipField,
  dollars,
  enquiryExtras,
  formGuardFields,
  type LeadFormOptions,
  locationField,
  MAX_MESSAGE,
  MAX_TEXT,
  messageField,
  offerField,
  phoneField,
  text,
} from "./fields";

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

/** A test drive, of a car or of a model (/book-test-drive); its time is optional. */
export function testDriveSchema(options: LeadFormOptions = {}) {
  return z.object({
    ...formGuardFields,
    ...customerFields,
    car_id: carIdField.optional(),
    vehicle_model: text(MAX_TEXT).optional(),
    /** The make of the model range the model was chosen from (the route decides it, not the shopper). */
    vehicle_make: text(MAX_TEXT).optional(),
    /** The day and time chosen from the location's free test-drive slots; optional, as before slots. */
    appointment: appointmentField(INVALID_SLOT).optional(),
    message: messageField(false),
    location: locationField(options.locationIds),
    dealership_slug: dealershipField(options.dealershipSlugs),
  });
}

/**
 * A quote for a new model and grade (vehicle-page §2 /models/get-quote): the model is
 * required, the grade is the shopper's words (the range lists models, not their grades).
 */
export function quoteRequestSchema(options: LeadFormOptions = {}) {
  return z.object({
    ...formGuardFields,
    ...customerFields,
    vehicle_model: z.string({ required_error: MODEL_REQUIRED }).trim().min(1, MODEL_REQUIRED).max(MAX_TEXT),
    /** The make of the model range the model was chosen from (the route decides it, not the shopper). */
    vehicle_make: text(MAX_TEXT).optional(),
    grade: text(MAX_TEXT).optional(),
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
 * for the email and the consent (the card's email-only form met four errors for
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
    postcode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, INVALID_POSTCODE)
      .optional(),
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
