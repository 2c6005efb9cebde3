import { parseWithZod } from "@conform-to/zod";
import {
  FORM_STAMP_FIELD,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  leadFormSchema,
  type LeadForm,
  type LeadFormOptions,
  type LeadSubmission,
} from "../schemas";
import { issueLeadFormGuard } from "../spam.server";

/** The contact fields of a shopper who filled the form in right. */
export const shopper = {
  name: "Jane",
  last_name: "Citizen",
  postcode: "4305",
  phone: "0412 345 678",
  email: "jane@example.com",
  terms_agreed: "on",
} as const;

/**
 * A posted lead form as a browser sends it: the hidden token, the stamp of a page served
 * a minute ago, the empty honeypot, then the fields (a list posts one value per entry).
 */
export function leadFormData(
  fields: Record<string, string | readonly string[]>,
  options: { servedAt?: Date } = {},
): FormData {
  const guard = issueLeadFormGuard(options.servedAt ?? new Date(Date.now() - 60_000));
  const data = new FormData();
  data.set(FORM_TOKEN_FIELD, guard.formToken);
  data.set(FORM_STAMP_FIELD, guard.formStamp);
  data.set(HONEYPOT_FIELD, "");
  for (const [name, value] of Object.entries(fields)) {
    for (const entry of typeof value === "string" ? [value] : value) data.append(name, entry);
  }
  return data;
}

/** A form as the action has it after parsing: what submitLead and the payload rules take. */
export function parsedLead(
  form: LeadForm,
  fields: Record<string, string | readonly string[]>,
  options: LeadFormOptions = {},
): LeadSubmission {
  const submission = parseWithZod(leadFormData(fields), { schema: leadFormSchema(form, options) });
  if (submission.status !== "success") {
    throw new Error(`The test's ${form} form does not parse: ${JSON.stringify(submission.error)}`);
  }
  return { form, values: submission.value } as LeadSubmission;
}
