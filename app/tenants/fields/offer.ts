import { z } from "zod";

/** An offer as the tenant's content gives it (vehicle-page §3 Offer), parsed at the edge. */

const modelRef = z.object({
  name: z.string().min(1),
  slug: z.string().min(1),
  override_url: z.string().nullable().default(null),
});

export const offerSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  description: z.string().nullable().default(null),
  sanitized_description: z.string().nullable().default(null),
  disclaimer: z.string().nullable().default(null),
  image_url: z.string().nullable().default(null),
  manufacturer: z.union([z.string().min(1), z.object({ name: z.string().min(1) })]).nullable().default(null),
  model: modelRef.nullable().default(null),
  excluded_website_ids: z.array(z.number().int().positive()).nullable().default(null),
});

export type OfferInput = z.input<typeof offerSchema>;
