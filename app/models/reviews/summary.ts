import { z } from "zod";
import { DEFAULT_MINIMUM_REVIEW_RATING, googleReviewsToShow, parseAverageRating, reviewStars, showsReviews, type Star } from "./stars";

/*
 * The review summary as the tenant's content gives it (vehicle-page §3 Review, Review summary)
 * and what the reviews block shows of it (§5, §9).
 */

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

export interface ReviewsBlockData {
  average: number;
  /** "4.7", as the shopper reads it. */
  averageText: string;
  count: number;
  stars: Star[];
  reviews: Review[];
  readAllUrl: string | null;
}

/** The block's data, or null when it does not show (§5: only above the tenant's minimum). */
export function reviewsBlock(summary: ReviewSummary | undefined): ReviewsBlockData | null {
  if (!summary) return null;
  const average = parseAverageRating(summary.average_rating);
  if (average === null || !showsReviews(average, summary.minimumRating)) return null;
  return {
    average,
    averageText: average.toFixed(1),
    count: summary.count,
    stars: reviewStars(average),
    reviews: googleReviewsToShow(summary.reviews),
    readAllUrl: summary.readAllUrl ?? null,
  };
}
