import { describe, expect, it } from "vitest";
import { CUSTOMER_FEEDBACK_SURVEY_PATH, feedbackPage, surveyDealership } from "./feedback";

const dealerships = [
  { slug: "meridian-mazda", name: "Meridian Mazda", googleReviewUrl: undefined },
  { slug: "meridian-kia", name: "Meridian Kia", googleReviewUrl: "https://g.page/r/meridian-kia/review" },
  { slug: "meridian-hyundai", name: "Meridian Hyundai", googleReviewUrl: "https://g.page/r/meridian-hyundai/review" },
];

const page = (query: string) => feedbackPage(new URLSearchParams(query), dealerships);

describe("feedbackPage (§2 Feedback page)", () => {
  it("falls back to Valued Customer and Our Dealership without parameters", () => {
    expect(page("")).toEqual({
      firstName: "Valued Customer",
      dealershipName: "Our Dealership",
      reviewUrl: "https://g.page/r/meridian-kia/review",
      surveyHref: CUSTOMER_FEEDBACK_SURVEY_PATH,
    });
  });

  it("greets by first_name and names dealership_name, whose Google review URL the great button opens", () => {
    expect(page("first_name=Priya&dealership_name=Meridian+Hyundai")).toEqual({
      firstName: "Priya",
      dealershipName: "Meridian Hyundai",
      reviewUrl: "https://g.page/r/meridian-hyundai/review",
      surveyHref: `${CUSTOMER_FEEDBACK_SURVEY_PATH}?dealership_slug=meridian-hyundai`,
    });
  });

  it("treats blank parameters as missing and cuts an overlong name", () => {
    expect(page("first_name=%20%20&dealership_name=").firstName).toBe("Valued Customer");
    expect(page(`first_name=${"A".repeat(200)}`).firstName).toHaveLength(60);
  });

  it("has no review URL when no dealership has one", () => {
    expect(feedbackPage(new URLSearchParams(), [{ slug: "x", name: "X", googleReviewUrl: undefined }]).reviewUrl).toBeNull();
  });

  it("sends a bad experience to the survey naming no dealership when the link named none of the site's", () => {
    expect(page("dealership_name=Elsewhere+Motors").surveyHref).toBe(CUSTOMER_FEEDBACK_SURVEY_PATH);
  });
});

describe("surveyDealership (the survey's starting dealership)", () => {
  const slugs = dealerships.map((dealership) => dealership.slug);

  it("is the dealership the survey link names, when the form offers it", () => {
    const [, query] = page("dealership_name=Meridian+Kia").surveyHref.split("?");
    expect(surveyDealership(new URLSearchParams(query), slugs)).toBe("meridian-kia");
  });

  it("is none for a dealership the form does not offer, a hostile value, or a site with one dealership", () => {
    for (const named of ["other-dealer", "__proto__", "meridian-kia\u0000", "x".repeat(10_000)]) {
      expect(surveyDealership(new URLSearchParams({ dealership_slug: named }), slugs)).toBeNull();
    }
    expect(surveyDealership(new URLSearchParams({ dealership_slug: "meridian-kia" }), undefined)).toBeNull();
  });
});
