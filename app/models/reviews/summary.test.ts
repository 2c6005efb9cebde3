import { describe, expect, it } from "vitest";
import { reviewSummarySchema } from "~/tenants/fields/reviews";
import { reviewsBlock } from "./summary";

const review = (id: number) => ({
  id,
  customer_name: `Customer ${id}`,
  rating: 5,
  review_date: "01/03/2025",
  review_date_in_words: "March 2025",
  text: "Great",
});
const summary = (average: string, count = 20, minimumRating?: number) =>
  reviewSummarySchema.parse({
    reviews: Array.from({ length: count }, (_, index) => review(index + 1)),
    count: 1468,
    average_rating: average,
    ...(minimumRating === undefined ? {} : { minimumRating }),
  });

describe("reviewsBlock (vehicle-page §5, §9)", () => {
  it("shows the spec's sample: 20 entries, count 1468, average 4.7, with up to 12 Google reviews", () => {
    const block = reviewsBlock(summary("4.7"));
    expect(block).toMatchObject({ average: 4.7, averageText: "4.7", count: 1468 });
    expect(block!.reviews).toHaveLength(12);
    expect(block!.stars).toEqual(["full", "full", "full", "full", "partial"]);
  });

  it('hides the block at or below the default minimum rating 4 ("above the configured minimum")', () => {
    expect(reviewsBlock(summary("3.9"))).toBeNull();
    expect(reviewsBlock(summary("4.0"))).toBeNull();
    expect(reviewsBlock(summary("4.1"))).not.toBeNull();
  });

  it("uses the tenant's own minimum", () => {
    expect(reviewsBlock(summary("3.9", 3, 3.5))).not.toBeNull();
    expect(reviewsBlock(summary("4.7", 3, 4.8))).toBeNull();
  });

  it("shows nothing for a tenant without reviews", () => {
    expect(reviewsBlock(undefined)).toBeNull();
  });
});

describe("reviewSummarySchema (§3 Review, Review summary)", () => {
  it("defaults the minimum rating to 4 and the image to null", () => {
    const parsed = summary("4.7", 1);
    expect(parsed.minimumRating).toBe(4);
    expect(parsed.reviews[0]!.image).toBeNull();
  });

  it("rejects a rating outside 1 to 5, a date not dd/mm/yyyy and an average that is not a number", () => {
    const bad = (change: object, average = "4.7") =>
      reviewSummarySchema.safeParse({ reviews: [{ ...review(1), ...change }], count: 1, average_rating: average }).success;
    expect(bad({ rating: 6 })).toBe(false);
    expect(bad({ rating: 0 })).toBe(false);
    expect(bad({ review_date: "2025-03-01" })).toBe(false);
    expect(bad({}, "great")).toBe(false);
    expect(bad({ text: null, image: { url: null, thumb: null } })).toBe(true);
  });
});
