import { z } from "zod";
import { INVALID_POSTCODE } from "./copy";
import {
  carIdField,
  customerFields,
  formGuardFields,
  type LeadFormOptions,
  locationField,
  MAX_TEXT,
  messageField,
  phoneField,
  text,
} from "./fields";

/*
 * The gated journeys' forms (vehicle-page §2 /personalised/finance, /online-payment,
 * /spin-to-win; §6 gated by site setting): each a lead, with the fields its journey adds.
 */

export const INVALID_INCOME = "Please enter your take-home pay a month in dollars.";
export const INVALID_EXPENSES = "Please enter your expenses a month in dollars (0 if none).";
export const INVALID_DEPOSIT = "Please enter your deposit in dollars (0 if none).";
export const EMPLOYMENT_REQUIRED = "Please select your employment.";
export const TERM_REQUIRED = "Please choose a loan term of 1 to 7 years.";
export const INVOICE_REQUIRED = "Please enter the invoice number from your invoice.";
export const INVALID_AMOUNT = "Please enter the amount to pay in dollars and cents, e.g. 349.95.";
export const MIN_PAYMENT_CENTS = 100;
export const MAX_PAYMENT_CENTS = 100_000_00;
export const AMOUNT_OUT_OF_RANGE = "Online payments are from $1.00 to $100,000.00; please call us for larger amounts.";
export const PROMOTION_TERMS_REQUIRED = "*You must agree to the promotion's terms and conditions before entering.";

export const EMPLOYMENT_TYPES = ["Full time", "Part time", "Casual", "Self employed", "Retired", "Other"] as const;
export const LOAN_TERM_YEARS = [1, 2, 3, 4, 5, 6, 7] as const;
/** A month's take-home pay or expenses beyond this is a typing slip, not a finance application. */
const MAX_MONTHLY = 1_000_000;
const MAX_DEPOSIT = 10_000_000;

/** Whole dollars from 0 ("$4,500" and "4500" are both 4500); `positive` refuses 0. */
function wholeDollars(message: string, max: number, positive = false) {
  const amount = z.number({ required_error: message, invalid_type_error: message }).max(max, message);
  return z
    .preprocess(
      (value) => (typeof value === "string" ? value.replace(/[$,\s]/g, "") || undefined : value),
      positive ? amount.positive(message) : amount.min(0, message),
    )
    .transform(Math.round);
}

/** Dollars and cents as typed ("$1,234.5", "349.95") to whole cents, never through a float sum. */
export const paymentAmountCents = z
  .string({ required_error: INVALID_AMOUNT })
  .transform((value, ctx) => {
    const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
    if (!match) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: INVALID_AMOUNT });
      return z.NEVER;
    }
    const dollars = match[1]!.replace(/,/g, "");
    if (dollars.length > 9) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: AMOUNT_OUT_OF_RANGE });
      return z.NEVER;
    }
    return Number(dollars) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  })
  .pipe(z.number().int().min(MIN_PAYMENT_CENTS, AMOUNT_OUT_OF_RANGE).max(MAX_PAYMENT_CENTS, AMOUNT_OUT_OF_RANGE));

/** The personalised finance pre-qualification: the shopper's money, the loan they have in mind, the car if any. */
export function personalisedFinanceSchema(options: LeadFormOptions = {}) {
  return z.object({
    ...formGuardFields,
    ...customerFields,
    netMonthlyIncome: wholeDollars(INVALID_INCOME, MAX_MONTHLY, true),
    monthlyExpenses: wholeDollars(INVALID_EXPENSES, MAX_MONTHLY),
    employment: z.enum(EMPLOYMENT_TYPES, { errorMap: () => ({ message: EMPLOYMENT_REQUIRED }) }),
    deposit: wholeDollars(INVALID_DEPOSIT, MAX_DEPOSIT).default(0),
    termYears: z
      .number({ required_error: TERM_REQUIRED, invalid_type_error: TERM_REQUIRED })
      .int(TERM_REQUIRED)
      .min(1, TERM_REQUIRED)
      .max(7, TERM_REQUIRED),
    car_id: carIdField.optional(),
    message: messageField(false),
    location: locationField(options.locationIds),
  });
}

/**
 * Paying an invoice: who pays, the invoice's number and the amount. Phone and postcode are
 * not needed to pay, so they are optional here.
 */
export function onlinePaymentSchema(options: LeadFormOptions = {}) {
  const { phone: _phone, postcode: _postcode, ...needed } = customerFields;
  return z.object({
    ...formGuardFields,
    ...needed,
    phone: phoneField.optional(),
    postcode: z.string().trim().regex(/^\d{4}$/, INVALID_POSTCODE).optional(),
    invoice_number: z
      .string({ required_error: INVOICE_REQUIRED })
      .trim()
      .min(1, INVOICE_REQUIRED)
      .max(40, INVOICE_REQUIRED)
      .regex(/^[A-Za-z0-9][A-Za-z0-9 /#.-]*$/, INVOICE_REQUIRED),
    amount: paymentAmountCents,
    message: messageField(false),
    location: locationField(options.locationIds),
  });
}

/**
 * An entry in the tenant's promotion: one per mobile and email (promotion_entries refuses a
 * second where the lead is stored), the promotion's own terms ticked. The promotion is the
 * tenant's (payload.ts), never posted.
 */
export function promotionEntrySchema(options: LeadFormOptions = {}) {
  return z.object({
    ...formGuardFields,
    ...customerFields,
    terms_agreed: z.literal(true, { errorMap: () => ({ message: PROMOTION_TERMS_REQUIRED }) }),
    message: messageField(false),
    location: locationField(options.locationIds),
  });
}
