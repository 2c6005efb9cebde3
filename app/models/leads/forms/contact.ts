import { z } from "zod";
import {
  carIdField,
  customerFields,
  dealershipField,
  formGuardFields,
  type LeadFormOptions,
  locationField,
  MAX_TEXT,
  messageField,
  text,
} from "./fields";

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
