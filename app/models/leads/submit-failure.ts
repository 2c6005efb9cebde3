import { DEALER_FORM_ERROR, UNEXPECTED_ERROR } from "./forms/copy";
import type { LeadForm } from "./forms/index";

/*
 * vehicle-page §8 names two failures of a form's submit:
 * - "Lead submit without lead_id: returned error text, else An unexpected error occured."
 * - "Form submit failure (dealer forms): alert An error occurred when submitting this form;
 *   the server message is recorded, or that same text if none."
 * §7 tells the two kinds apart. The "Lead submission" is about a vehicle or a purchase:
 * "Used for enquiry, test drive, start of trade-in, valuation adjustments, rego lookup and
 * offer acceptance", answered with a lead_id. The "Form submit on dealer enquiry forms"
 * sends "category, contact fields, message, extras": the forms of the dealer's own pages,
 * addressed to a department rather than about a car. Here those are the general enquiry
 * (/contact-us, /contact, the parts enquiry), a location's contact form, the service booking
 * and the customer feedback survey. Everything about a car, a model or a purchase (the car's
 * forms, reserve, quote, finance, trade-in and sell-my-car, the journeys) is a lead.
 */
export const DEALER_FORMS: readonly LeadForm[] = ["general-enquiry", "contact", "service-booking", "customer-feedback"];

export function isDealerForm(form: LeadForm): boolean {
  return DEALER_FORMS.includes(form);
}

/** What the form shows when its submit fails on our side (§8): the dealer forms' text, else the lead's. */
export function submitFailureText(form: LeadForm): string {
  return isDealerForm(form) ? DEALER_FORM_ERROR : UNEXPECTED_ERROR;
}

/** What the log records of a failed submit (§8 "the server message ..., or that same text if none"). */
export function submitFailureRecord(form: LeadForm, error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return message.trim() || submitFailureText(form);
}
