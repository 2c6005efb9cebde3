import { z } from "zod";
import { FEEDBACK_REQUIRED, MESSAGE_TOO_LONG, RATING_REQUIRED } from "./copy";
import {
  customerFields,
  dealershipField,
  formGuardFields,
  type LeadFormOptions,
  MAX_MESSAGE,
} from "./fields";

/** What the feedback was about, as the dealer's departments are named to a customer. */
export const FEEDBACK_DEPARTMENTS = ["Sales", "Service", "Parts", "Finance", "Something else"] as const;
export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The customer feedback survey (vehicle-page §2 "/customer-feedback-survey: bad-experience
 * path of the feedback page"): how it went, what went wrong, and who to call back. The
 * dealer needs a way to answer, so name, email and phone stay required; a postcode is not
 * needed to put a complaint right, so it is optional here.
 */
export function customerFeedbackSchema(options: LeadFormOptions = {}) {
  return z.object({
    ...formGuardFields,
    ...customerFields,
    postcode: customerFields.postcode.optional(),
    rating: z.coerce
      .number({ required_error: RATING_REQUIRED, invalid_type_error: RATING_REQUIRED })
      .int(RATING_REQUIRED)
      .min(1, RATING_REQUIRED)
      .max(5, RATING_REQUIRED),
    subcategory: z.enum(FEEDBACK_DEPARTMENTS).optional(),
    message: z
      .string({ required_error: FEEDBACK_REQUIRED })
      .trim()
      .min(1, FEEDBACK_REQUIRED)
      .max(MAX_MESSAGE, MESSAGE_TOO_LONG),
    dealership_slug: dealershipField(options.dealershipSlugs),
  });
}
