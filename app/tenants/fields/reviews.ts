import { z } from "zod";

/** The review summary as the tenant's content gives it (vehicle-page §3 Review, Review summary). */

/** §9: "Default minimum review rating 4". */
export const DEFAULT_MINIMUM_REVIEW_RATING = 4;
const imageUrl = z.string().min(1).nullable();

export const reviewSchema = z.object({
  id: z.number().int().positive(),
  /** §3: "image {url, thumb{url}} (both may be null)". */
  image: z.object({ url: imageUrl, thumb: z.object({ url: imageUrl }).nullable() }).nullable().default(null),
  customer_name: z.string().min(1),
  text: z.string().nullable().default(null),
  rating: z.number().int().min(1).max(5),
  created_at_time_ago_in_words: z.string().optional(),
  review_date: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, "must be dd/mm/yyyy"),
  review_date_in_words: z.string().min(1),
});
export type Review = z.output<typeof reviewSchema>;

export const reviewSummarySchema = z.object({
  reviews: z.array(reviewSchema),
  count: z.number().int().min(0),
  /** §3: average_rating comes as a string ("4.7"). */
  average_rating: z.string().regex(/^\d(\.\d+)?$/, "must be a rating such as 4.7"),
  /** §9 "Default minimum review rating 4": the block shows only above it. */
  minimumRating: z.number().min(0).max(5).default(DEFAULT_MINIMUM_REVIEW_RATING),
  /** Where the shopper reads them all (the dealership's Google profile). */
  readAllUrl: z.string().url().optional(),
});
export type ReviewSummary = z.output<typeof reviewSummarySchema>;
