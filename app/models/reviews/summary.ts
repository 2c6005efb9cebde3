import type { Review, ReviewSummary } from "~/tenants/fields/reviews";
import { googleReviewsToShow, parseAverageRating, reviewStars, showsReviews, type Star } from "./stars";

/*
 * The review summary as the tenant's content gives it (vehicle-page §3 Review, Review summary)
 * and what the reviews block shows of it (§5, §9).
 */

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
