// Texts of spec/vehicle-page.md §4, §5 and §8, word for word (spelling included).
export const TERMS_REQUIRED = "*You must agree to the terms of use before submitting.";
export const INVALID_POSTCODE = "Invalid postcode. Please enter a 4-digit number.";
export const ERROR_BANNER = "Please fix the following errors:";
export const UNEXPECTED_ERROR = "An unexpected error occured";
export const DEALER_FORM_ERROR = "An error occurred when submitting this form";

// Texts the spec leaves to us: plain words a shopper can act on.
export const FIRST_NAME_REQUIRED = "Please enter your first name.";
export const INVALID_EMAIL = "Please enter a valid email address.";
export const INVALID_PHONE = "Please enter a valid Australian mobile or landline number.";
export const MESSAGE_REQUIRED = "Please enter a message.";
export const RATING_REQUIRED = "Please rate your experience from 1 to 5.";
export const FEEDBACK_REQUIRED = "Please tell us what went wrong.";
export const MODEL_REQUIRED = "Please choose the model you would like a quote for.";
export const CATEGORY_REQUIRED = "Please select an enquiry category.";
export const LOCATION_REQUIRED = "Please select a location.";
export const DEALERSHIP_REQUIRED = "Please select a dealership.";
export const OFFER_REQUIRED = "Please enter the amount you would like to offer.";
export const MESSAGE_TOO_LONG = "Please keep your message to 5,000 characters or fewer.";
export const INVALID_BUDGET = "Please enter your budget in dollars.";
export const INVALID_REGO = "Please enter the car's registration number.";
export const REGO_STATE_REQUIRED = "Please select the state the car is registered in.";
export const INVALID_TRADE_IN_YEAR = "Please enter the year the car was built, e.g. 2019.";
export const TRADE_IN_MAKE_REQUIRED = "Please enter the car's make, e.g. Toyota.";
export const TRADE_IN_MODEL_REQUIRED = "Please enter the car's model, e.g. Corolla.";
export const INVALID_ODOMETER = "Please enter the odometer reading in kilometres.";
export const SLOT_REQUIRED = "Please choose a day and time for your booking.";
export const INVALID_SLOT = "Please choose one of the times offered.";
export const SERVICE_REQUIRED = "Please choose the service you would like.";
export const VEHICLE_MAKE_REQUIRED = "Please enter your car's make, e.g. Toyota.";
export const VEHICLE_MODEL_REQUIRED = "Please enter your car's model, e.g. Corolla.";
/** A slot taken between the page showing it and the post: said plainly, with what to do. */
export const SLOT_TAKEN = "Sorry, that time has just been booked or is no longer available. Please choose another time.";
export const FORM_EXPIRED = "This form has expired. Please reload the page and try again.";
export const SUBMISSION_REJECTED = "Your enquiry could not be sent. Please reload the page and try again.";
export const TOO_MANY_LEADS =
  "You have sent several enquiries in a short time. Please wait a few minutes and try again.";
/** Past the quiet limit a person is asked to send again, never refused (the hard limit is for machines). */
export const CONFIRM_ANOTHER_LEAD =
  "You have sent several enquiries from this connection in the last few minutes. To send this one too, please check your details and send it again.";

/** A field typed past its length: a sentence, never the library's "String must contain at most…". */
export function tooLong(max: number): string {
  return `Please keep this to ${max.toLocaleString("en-AU")} characters or fewer.`;
}

/** An offer outside what is plausible for the car, in the same voice as the other messages. */
export function offerTooLow(min: number): string {
  return `Please enter an offer of at least $${min.toLocaleString("en-AU")}.`;
}
export function offerTooHigh(max: number): string {
  return `Please enter an offer of no more than $${max.toLocaleString("en-AU")}.`;
}

export { REQUEST_PHOTOS_MESSAGE } from "./request-photos";

/** vehicle-page §5 (FAQ statement): "not given for cars over 7 years old or over 100,000 km". */
export const TRADE_IN_ESTIMATE_MAX_AGE_YEARS = 7;
export const TRADE_IN_ESTIMATE_MAX_KM = 100_000;
export const TRADE_IN_ESTIMATE_LIMITS = `Online trade-in estimates are generally not given for cars over ${TRADE_IN_ESTIMATE_MAX_AGE_YEARS} years old or over ${TRADE_IN_ESTIMATE_MAX_KM.toLocaleString(
  "en-AU"
)} km.`;
