import { z } from "zod";

/**
 * A tenant's model range (vehicle-page §3 Model, Accessory model) as its content gives it;
 * where each model lives is models/model-range/catalogue.ts.
 */

/** The model page spellings a tenant may choose; {slug} is the model's own slug ("rav4"). */
export const MODEL_URL_PATTERNS = ["{slug}", "toyota-{slug}", "new-toyota-{slug}-vehicle"] as const;
export type ModelUrlPattern = (typeof MODEL_URL_PATTERNS)[number];

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");
const sitePathOrUrl = z.union([z.string().regex(/^\/[^\s]*$/), z.string().url()]);

export const vehicleModelSchema = z.object({
  name: z.string().min(1),
  slug,
  status: z.string().nullable().default(null),
  image: z.object({ url: z.string().min(1) }).nullable().default(null),
  override_url: sitePathOrUrl.nullable().default(null),
  manufacturer_body: z.string().nullable().default(null),
  manufacturer_body2: z.string().nullable().default(null),
  manufacturer_body3: z.string().nullable().default(null),
  /** A line under the name on the model page. */
  tagline: z.string().optional(),
  /** From price in dollars, when the dealer states one. */
  priceFrom: z.number().int().positive().optional(),
});

export type CatalogueModel = z.output<typeof vehicleModelSchema>;

/** §2 "Make Every Journey Effortless and Fit for Business accessory sections". */
export const ACCESSORY_SECTIONS = ["Make Every Journey Effortless", "Fit for Business"] as const;

export const accessorySchema = z.object({
  name: z.string().min(1),
  partNumber: z.string().min(1),
  /** Fitted price in dollars; absent means ask the parts team. */
  price: z.number().positive().optional(),
  section: z.enum(ACCESSORY_SECTIONS),
  /** The model slugs it fits. */
  fits: z.array(slug).min(1),
});
export type Accessory = z.output<typeof accessorySchema>;

export const modelRangeSchema = z.object({
  /** The make the range belongs to: its stock search refines by it. */
  make: z.string().min(1),
  urlPattern: z.enum(MODEL_URL_PATTERNS).default("{slug}"),
  models: z.array(vehicleModelSchema).min(1),
  accessories: z.array(accessorySchema).default([]),
});
export type ModelRange = z.output<typeof modelRangeSchema>;
