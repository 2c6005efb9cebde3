import { z } from "zod";
import { CODE_LENGTH } from "./codes";
import { INVALID_MOBILE_MESSAGE, normaliseMobile } from "./phone";

/** Step 1: the mobile number a code goes to; parsed to E.164 on both sides. */
export const PhoneFormSchema = z.object({
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
