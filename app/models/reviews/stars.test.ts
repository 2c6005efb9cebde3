import { describe, expect, it } from "vitest";
import { GOOGLE_REVIEWS_LIMIT, googleReviewsToShow, parseAverageRating, reviewStars, showsReviews } from "./stars";

describe("reviewStars", () => {
  it("shows the sample average 4.7 as four full stars and a partial one (§3 sample: average 4.7)", () => {
    expect(reviewStars(4.7)).toEqual(["full", "full", "full", "full", "partial"]);
  });

  it('shows a partial star only for a "fraction above 0.3" (§5)', () => {
    expect(reviewStars(4.31)).toEqual(["full", "full", "full", "full", "partial"]);
    expect(reviewStars(4.3)).toEqual(["full", "full", "full", "full", "empty"]);
    expect(reviewStars(4.2)).toEqual(["full", "full", "full", "full", "empty"]);
  });

  it("reads a fraction of exactly 0.3 as 0.3 whatever the floating point says", () => {
    expect(1.3 - 1).toBeGreaterThan(0.3);
    expect(reviewStars(1.3)).toEqual(["full", "empty", "empty", "empty", "empty"]);
  });

  it("fills whole numbers exactly and keeps the result to five stars", () => {
    expect(reviewStars(5)).toEqual(["full", "full", "full", "full", "full"]);
    expect(reviewStars(3)).toEqual(["full", "full", "full", "empty", "empty"]);
    expect(reviewStars(0)).toEqual(["empty", "empty", "empty", "empty", "empty"]);
    expect(reviewStars(7)).toHaveLength(5);
  });
});

describe("showsReviews", () => {
  it('shows the block only "above the configured minimum", default 4 (§5, §9)', () => {
    expect(showsReviews(4.7)).toBe(true);
    expect(showsReviews(4)).toBe(false);
    expect(showsReviews(3.9)).toBe(false);
  });

  it("uses the tenant's own minimum", () => {
    expect(showsReviews(3.9, 3.5)).toBe(true);
    expect(showsReviews(4.7, 4.8)).toBe(false);
  });

  it("hides the block without an average", () => {
    expect(showsReviews(null)).toBe(false);
  });
});

describe("parseAverageRating", () => {
  it("reads the string average_rating of the review summary (§3)", () => {
    expect(parseAverageRating("4.7")).toBe(4.7);
    expect(parseAverageRating(4.7)).toBe(4.7);
  });

  it("gives null for a missing or unreadable average", () => {
    expect(parseAverageRating(null)).toBeNull();
    expect(parseAverageRating("")).toBeNull();
    expect(parseAverageRating("n/a")).toBeNull();
  });
});

describe("googleReviewsToShow", () => {
  it('shows "Google reviews full quantity 12" (§9) of the sample set of 20', () => {
    const sample = Array.from({ length: 20 }, (_, index) => ({ id: index + 1 }));
    expect(GOOGLE_REVIEWS_LIMIT).toBe(12);
    expect(googleReviewsToShow(sample).map((review) => review.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(googleReviewsToShow(sample.slice(0, 3))).toHaveLength(3);
  });
});
