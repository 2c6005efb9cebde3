import { DEFAULT_MINIMUM_REVIEW_RATING } from "~/tenants/fields/reviews";

/*
 * The reviews block (vehicle-page §2 Other screens, §3 Review summary, §5 "Review star shows
 * only if average rating is above the configured minimum; fraction above 0.3 shows a partial
 * star", §9 "Default minimum review rating 4; Google reviews full quantity 12").
 */

/** §9: "Google reviews full quantity 12". */
export const GOOGLE_REVIEWS_LIMIT = 12;
export const STAR_COUNT = 5;
/** §5: a star's fraction must be "above 0.3" to show as a partial star. */
export const PARTIAL_STAR_ABOVE = 0.3;

export type Star = "full" | "partial" | "empty";

/** §3: average_rating comes as a string ("4.7"); anything that is not a number gives null. */
export function parseAverageRating(averageRating: string | number | null | undefined): number | null {
  if (averageRating === null || averageRating === undefined || averageRating === "") return null;
  const average = Number(averageRating);
  return Number.isFinite(average) ? average : null;
}

/**
 * Five stars for an average out of 5: whole stars full, the next one partial when its fraction
 * is above 0.3, the rest empty. Counted in hundredths so 1.3 is not read as 1.3000000000000003.
 */
export function reviewStars(average: number): Star[] {
  const hundredths = Math.round(Math.min(Math.max(average, 0), STAR_COUNT) * 100);
  return Array.from({ length: STAR_COUNT }, (_, index): Star => {
    const left = hundredths - index * 100;
    if (left >= 100) return "full";
    return left > PARTIAL_STAR_ABOVE * 100 ? "partial" : "empty";
  });
}

/** §5: the block shows only when the average is above the tenant's minimum (default 4). */
export function showsReviews(average: number | null, minimumRating: number = DEFAULT_MINIMUM_REVIEW_RATING): boolean {
  return average !== null && average > minimumRating;
}

/** §9: at most 12 Google reviews, in the order given. */
export function googleReviewsToShow<T>(reviews: readonly T[]): T[] {
  return reviews.slice(0, GOOGLE_REVIEWS_LIMIT);
}
