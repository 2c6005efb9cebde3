import { z } from "zod";
import { snapQuality, snapWidth } from "./variant";

/**
 * An /images request's parameters (search-journey §7: width and quality, defaults 640 and
 * 75). A width within reason snaps to the ladder and a quality to a step of five; outside
 * reason the request is refused in words. The source is a site path (a file the site
 * serves), which can never climb out of the folders pictures live in, or a photo's URL,
 * fetched only from an allowed host.
 */
export const ImageRequestSchema = z.object({
  src: z.union(
    [
      z
        .string()
        .min(2)
        .max(300)
        .regex(/^\/[A-Za-z0-9/_.-]+$/, "must be a site path")
        .refine((src) => !src.split("/").includes(".."), "must not leave the public folder"),
      z.string().max(2048).regex(/^https?:\/\//).url(),
    ],
    { errorMap: () => ({ message: "must be a site path such as /stock/x.jpg or a photo's https:// URL" }) },
  ),
  w: z.coerce.number().int().min(16).max(2400).default(640).transform(snapWidth),
  q: z.coerce.number().int().min(10).max(100).default(75).transform(snapQuality),
});

export type ParsedImageRequest = z.output<typeof ImageRequestSchema>;

export function parseImageRequest(
  params: URLSearchParams,
): { ok: true; request: ParsedImageRequest } | { ok: false; message: string } {
  const parsed = ImageRequestSchema.safeParse(Object.fromEntries(params));
  if (parsed.success) return { ok: true, request: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, message: `Invalid image request: ${issue.path.join(".")} ${issue.message}` };
}
