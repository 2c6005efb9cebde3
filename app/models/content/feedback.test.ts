import { describe, expect, it } from "vitest";
import { feedbackPage } from "./feedback";

const dealerships = [
  { name: "Meridian Mazda", googleReviewUrl: undefined },
  { name: "Meridian Kia", googleReviewUrl: "https://g.page/r/meridian-kia/review" },
  { name: "Meridian Hyundai", googleReviewUrl: "https://g.page/r/meridian-hyundai/review" },
];

const page = (query: string) => feedbackPage(new URLSearchParams(query), dealerships);

describe("feedbackPage (§2 Feedback page)", () => {
  it("falls back to Valued Customer and Our Dealership without parameters", () => {
    expect(page("")).toEqual({
      firstName: "Valued Customer",
      dealershipName: "Our Dealership",
      reviewUrl: "https://g.page/r/meridian-kia/review",
    });
  });

  it("greets by first_name and names dealership_name, whose Google review URL the great button opens", () => {
    expect(page("first_name=Priya&dealership_name=Meridian+Hyundai")).toEqual({
      firstName: "Priya",
      dealershipName: "Meridian Hyundai",
      reviewUrl: "https://g.page/r/meridian-hyundai/review",
    });
  });

  it("treats blank parameters as missing and cuts an overlong name", () => {
    expect(page("first_name=%20%20&dealership_name=").firstName).toBe("Valued Customer");
    expect(page(`first_name=${"A".repeat(200)}`).firstName).toHaveLength(60);
  });

  it("has no review URL when no dealership has one", () => {
    expect(feedbackPage(new URLSearchParams(), [{ name: "X", googleReviewUrl: undefined }]).reviewUrl).toBeNull();
  });
});
