import type { SubmissionResult } from "@conform-to/zod";
import { z } from "zod";
import { ALTCHA_FIELD, FORM_TOKEN_FIELD } from "~/models/leads/schemas";
import { CODE_LENGTH } from "./codes";
import { INVALID_MOBILE_MESSAGE, normaliseMobile } from "./phone";

/**
 * Step 1: the mobile number a code goes to; parsed to E.164 on both sides. Where the website
 * has the captcha, the form also posts its token and the captcha's solution (the faster lane
 * of the send limit); a missing or odd one is no mistake of the shopper's, just no solution.
 */
export const PhoneFormSchema = z.object({
  [FORM_TOKEN_FIELD]: z.string().uuid().optional().catch(undefined),
  [ALTCHA_FIELD]: z.string().max(4000).optional().catch(undefined),
  phone_number: z
    .string({ required_error: "Please enter your mobile number." })
    .transform((value, ctx) => {
      const parsed = normaliseMobile(value);
      if (parsed.ok) return parsed.phone;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: INVALID_MOBILE_MESSAGE });
      return z.NEVER;
    }),
});

/** Step 2: the code from the SMS; spaces typed between the digits are forgiven. */
export const CodeFormSchema = z.object({
  code: z
    .string({ required_error: "Please enter the 6-digit code from the SMS." })
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), "Please enter the 6-digit code from the SMS.")),
});

/** What a step's form gets back when it must be shown again: conform's reply for that form. */
export interface SignInActionData {
  step: "phone" | "code";
  result: SubmissionResult<string[]>;
}
