import "~/components/search/testing/fileScope";
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { renderAt } from "~/components/search/testing/render";
import {
  DEALER_FORM_ERROR,
  ERROR_BANNER,
  FIRST_NAME_REQUIRED,
  HONEYPOT_FIELD,
  INVALID_PHONE,
  INVALID_POSTCODE,
  leadFormSchema,
  MESSAGE_REQUIRED,
  SUBMISSION_REJECTED,
  TERMS_REQUIRED,
  type LeadForm as LeadFormKind,
} from "~/models/leads/schemas";
import { leadFormSetupFor, type LeadFormContext, type LeadFormSetup } from "~/models/leads/setup";
import { groupTenant, soloTenant } from "~/models/leads/testing/tenants";
import type { Tenant } from "~/tenants/schema";
import { CUSTOMER_FIELD_LABELS, CustomerFields } from "./CustomerFields";
import { failedSubmitReply } from "./failed-submit";
import { LeadForm } from "./LeadForm";
import { submitFailureText } from "~/models/leads/submit-failure";

const guard = { formToken: "8f0c2a52-5d1e-4c3b-9a7e-0b6f1d2c3e4f", formStamp: "1750000000000.signature" };
const PAGE = "/cars/2021-toyota-corolla-ascent-sport-u5001";

function setupFor(tenant: Tenant, form: LeadFormKind = "enquiry", context: LeadFormContext = {}): LeadFormSetup {
  return leadFormSetupFor(tenant, form, guard, context);
}

function formDataOf(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** What the action answers a post of these fields with (conform's reply). */
function replyTo(setup: LeadFormSetup, fields: Record<string, string>, formErrors?: string[]) {
  const data = formDataOf({ form_token: setup.guard.formToken, form_stamp: setup.guard.formStamp, ...fields });
  const submission = parseWithZod(data, { schema: leadFormSchema(setup.form, setup.options) });
  return formErrors ? submission.reply({ formErrors }) : submission.reply();
}

function renderForm(setup: LeadFormSetup, lastResult?: ReturnType<typeof replyTo>) {
  return renderAt(
    PAGE,
    <LeadForm setup={setup} lastResult={lastResult} action={`${PAGE}/enquire`} submitLabel="Enquire Now" hidden={{ car_id: 42 }}>
      <CustomerFields setup={setup} />
    </LeadForm>,
  );
}

const tag = (html: string, pattern: RegExp) => html.match(pattern)?.[0] ?? "";
const inputNamed = (html: string, name: string) =>
  tag(html, new RegExp(`<(input|select|textarea)(?=[^>]*name="${name}")[^>]*>`));
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("LeadForm", () => {
  it("is a POST form to its own page with the hidden guard, the car and an empty honeypot", async () => {
    const html = await renderForm(setupFor(soloTenant(), "enquiry", { car: { id: 42, location_id: 700, dealership_slug: "solo-motors-7" } }));
    const form = tag(html, /<form[^>]*>/);
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${PAGE}/enquire"`);
    // Without JavaScript the browser must post an incomplete form so the server can answer it.
    expect(form).toContain("novalidate");
    expect(inputNamed(html, "form_token")).toContain(`value="${guard.formToken}"`);
    expect(inputNamed(html, "form_stamp")).toContain(`value="${guard.formStamp}"`);
    expect(inputNamed(html, "car_id")).toContain('value="42"');
    const honeypot = inputNamed(html, HONEYPOT_FIELD);
    expect(honeypot).toContain('tabindex="-1"');
    expect(honeypot.toLowerCase()).toContain('autocomplete="off"');
    expect(html).toMatch(new RegExp(`<div aria-hidden="true"[^>]*><label>[^<]*<input[^>]*name="${HONEYPOT_FIELD}"`));
    expect(html).toMatch(/<button type="submit"[^>]*>Enquire Now<\/button>/);
    // The captcha is a browser's work: nothing of it in the server's page.
    expect(html).not.toContain('name="altcha"');
  });

  it("asks the vehicle enquiry's optional finance and trade-in questions, unticked (§5 opt_in_finance, opt_in_trade)", async () => {
    const setup = setupFor(soloTenant());
    const html = await renderAt(
      PAGE,
      <LeadForm setup={setup} action={`${PAGE}/enquire`} submitLabel="Enquire Now">
        <CustomerFields setup={setup} askFinanceAndTradeIn />
      </LeadForm>,
    );
    for (const name of ["opt_in_finance", "opt_in_trade"]) {
      expect(inputNamed(html, name)).toContain('type="checkbox"');
      expect(inputNamed(html, name)).not.toContain("checked");
    }
    expect(textOf(html)).toContain(CUSTOMER_FIELD_LABELS.opt_in_trade);
    expect(inputNamed(await renderForm(setup), "opt_in_finance")).toBe("");
  });

  it("shows no banner on a fresh form", async () => {
    const html = await renderForm(setupFor(soloTenant()));
    expect(html).not.toContain(ERROR_BANNER);
    expect(html).not.toContain('aria-invalid="true"');
  });

  it('lists the field errors under "Please fix the following errors:" as links to their fields (§5)', async () => {
    const setup = setupFor(soloTenant());
    const html = await renderForm(setup, replyTo(setup, { postcode: "12a", email: "jane@example.com" }));
    const text = textOf(html);
    expect(text).toContain(ERROR_BANNER);
    expect(text).toContain(TERMS_REQUIRED);
    expect(text).toContain(INVALID_POSTCODE);
    expect(text).toContain(FIRST_NAME_REQUIRED);
    // In the order the shopper meets the fields: first name, phone, postcode, terms.
    const banner = text.slice(text.indexOf(ERROR_BANNER), text.indexOf(CUSTOMER_FIELD_LABELS.name));
    const order = [FIRST_NAME_REQUIRED, INVALID_PHONE, INVALID_POSTCODE, TERMS_REQUIRED].map((message) => banner.indexOf(message));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const postcode = inputNamed(html, "postcode");
    const postcodeId = tag(postcode, /id="[^"]+"/).slice(4, -1);
    expect(html).toContain(`<a href="#${postcodeId}">${INVALID_POSTCODE}</a>`);
    expect(postcode).toContain('aria-invalid="true"');
    const errorId = tag(postcode, /aria-describedby="[^"]+"/).slice(18, -1);
    expect(html).toContain(`<p id="${errorId}"`);
    expect(html).toMatch(new RegExp(`<p id="${errorId}"[^>]*>${INVALID_POSTCODE}</p>`));
    // What the shopper typed is kept.
    expect(inputNamed(html, "email")).toContain('value="jane@example.com"');
    expect(postcode).toContain('value="12a"');
    expect(inputNamed(html, "email")).not.toContain("aria-invalid");
  });

  it("shows a refused send's message above the form (vehicle-page §8: the returned error)", async () => {
    const setup = setupFor(soloTenant());
    const valid = { car_id: "42", name: "Jane", postcode: "4305", phone: "0412345678", email: "jane@example.com", terms_agreed: "on", message: "Hi" };
    const html = await renderForm(setup, replyTo(setup, valid, [SUBMISSION_REJECTED]));
    expect(html).toMatch(new RegExp(`role="alert"[^>]*><p>${SUBMISSION_REJECTED}</p>`));
    expect(html).not.toContain(ERROR_BANNER);
  });

  it("shows a dealer form's failed submit as an alert with what was typed kept (vehicle-page §8 dealer forms)", async () => {
    const setup = setupFor(soloTenant(), "general-enquiry");
    const typed = { name: "Jane", last_name: "Citizen", postcode: "4305", phone: "0412345678", email: "jane@example.com", terms_agreed: "on", message: "Do you service caravans?" };
    // What the action answers when the lead could not be stored (handleLeadAction), and the clientAction when the post never arrives.
    for (const lastResult of [
      replyTo(setup, typed, [submitFailureText("general-enquiry")]),
      failedSubmitReply(formDataOf(typed), DEALER_FORM_ERROR),
    ]) {
      const html = await renderForm(setup, lastResult);
      expect(html).toMatch(new RegExp(`role="alert"[^>]*><p>${DEALER_FORM_ERROR}</p>`));
      expect(inputNamed(html, "name")).toContain('value="Jane"');
      expect(inputNamed(html, "email")).toContain('value="jane@example.com"');
      expect(html).toContain("Do you service caravans?</textarea>");
      expect(inputNamed(html, "terms_agreed")).toContain("checked");
    }
  });

  it("chooses the only location for the shopper (§4: auto-selected when exactly one option exists)", async () => {
    const html = await renderForm(setupFor(soloTenant()));
    expect(html).toMatch(/<input type="hidden" name="location" value="700"\/>/);
    expect(html).not.toMatch(/<select[^>]*name="location"/);
  });

  it("offers a location select, and a preferred dealership, when there are several (§5)", async () => {
    const html = await renderForm(setupFor(groupTenant(), "general-enquiry"));
    const location = inputNamed(html, "location");
    expect(location).toMatch(/^<select/);
    expect(location).toContain("required");
    expect(html).toContain('<option value="501">Meridian Kia Sales</option>');
    expect(html).toContain('<option value="502">Meridian Mazda Sales</option>');
    // A service desk does not take sales enquiries.
    expect(html).not.toContain("Meridian Mazda Service</option>");
    expect(inputNamed(html, "dealership_slug")).toMatch(/^<select/);
    expect(textOf(html)).toContain("Preferred dealership");
  });

  it("ticks opt_in by default (§5: opt_in defaults to true) and leaves the terms for the shopper", async () => {
    const html = await renderForm(setupFor(soloTenant()));
    expect(inputNamed(html, "opt_in")).toContain('checked=""');
    expect(inputNamed(html, "terms_agreed")).not.toContain("checked");
    expect(textOf(html)).toMatch(/I agree to the terms of use , and that my information is handled by Test Motors and the Toyota group of companies in line with the Dealer Privacy Policy/);
  });

  it("requires the message unless the dealer's flag makes it optional (§5)", async () => {
    const required = await renderForm(setupFor(soloTenant()));
    expect(inputNamed(required, "message")).toContain("required");
    const optional = await renderForm(setupFor(soloTenant(7, { features: { enquiryMessageRequired: false } })));
    expect(inputNamed(optional, "message")).not.toContain("required");
    const setup = setupFor(soloTenant(7, { features: { enquiryMessageRequired: false } }));
    const html = await renderForm(setup, replyTo(setup, { postcode: "4305" }));
    expect(html).not.toContain(MESSAGE_REQUIRED);
  });

  it("takes a postcode of at most 4 digits with a number pad", async () => {
    const postcode = inputNamed(await renderForm(setupFor(soloTenant())), "postcode");
    expect(postcode).toContain('inputMode="numeric"');
    expect(postcode).toContain('maxLength="4"');
  });
});
