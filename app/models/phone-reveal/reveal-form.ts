import { z } from "zod";
import { sameSitePath } from "~/utils/same-site-path";

// Apart from reveal.ts, which every PhoneLink imports, so zod stays out of the browser.
const optionalId = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z.coerce
    .number({ invalid_type_error: "must be a number" })
    .int("must be a whole number")
    .positive("must be a positive number")
    .optional(),
);

/** The Show number form: hidden fields only, so every error here is a forged or broken post. */
export const PhoneRevealFormSchema = z.object({
  car_id: optionalId,
  dealership_id: optionalId,
  source: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z
      .string({ invalid_type_error: "must be text" })
      .max(200, "must be at most 200 characters")
      .regex(/^(phones|location):[a-z0-9-]+(:[a-z-]+)?$/, "must name one of the site's numbers, such as phones:main")
      .optional()
  ),
  return_to: z
    .string({ required_error: "is required", invalid_type_error: "must be a path" })
    .max(1000, "must be at most 1,000 characters")
    .refine((path) => sameSitePath(path, "") !== "", "must be a path on this site, such as /search"),
});
