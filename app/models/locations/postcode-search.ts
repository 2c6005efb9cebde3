import { z } from "zod";
import { INVALID_POSTCODE } from "./distance";

/*
 * The "Find your nearest location" form (vehicle-page §2 Locations, §5 Postcode input: "required,
 * exactly 4 digits, max length 4"). A GET form: the postcode is in the URL, so the answer is a
 * link a shopper can share and the form works without JavaScript.
 */

/** §5: the message for a postcode that is not 4 digits. */
export const POSTCODE_FORMAT_MESSAGE = "Invalid postcode. Please enter a 4-digit number.";

export const postcodeSearchSchema = z.object({
  postcode: z
    .string({ required_error: POSTCODE_FORMAT_MESSAGE })
    .trim()
    .regex(/^\d{4}$/, POSTCODE_FORMAT_MESSAGE),
});

export type PostcodeSearch =
  | { kind: "none" }
  | { kind: "invalid"; postcode: string; error: typeof POSTCODE_FORMAT_MESSAGE | typeof INVALID_POSTCODE }
  | { kind: "valid"; postcode: string };

/** Reads ?postcode= : absent is no search; anything but 4 digits is the §5 format message. */
export function parsePostcodeSearch(params: URLSearchParams): PostcodeSearch {
  const raw = params.get("postcode");
  if (raw === null) return { kind: "none" };
  const parsed = postcodeSearchSchema.safeParse({ postcode: raw });
  return parsed.success
    ? { kind: "valid", postcode: parsed.data.postcode }
    : { kind: "invalid", postcode: raw.slice(0, 12), error: POSTCODE_FORMAT_MESSAGE };
}

/** "12.3 km", "850 m" for the nearest location's distance. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)} m`;
  return `${km < 10 ? km.toFixed(1) : Math.round(km).toLocaleString("en-AU")} km`;
}
