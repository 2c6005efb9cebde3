import type { TenantDealership } from "~/tenants/schema";

/*
 * The feedback page (vehicle-page §2 Other screens): "reads query parameters first_name
 * (fallback Valued Customer) and dealership_name (fallback Our Dealership)".
 */

export const FEEDBACK_NAME_FALLBACK = "Valued Customer";
export const FEEDBACK_DEALERSHIP_FALLBACK = "Our Dealership";

/** Names come from a link in an email: a long one is cut, not shown whole. */
const MAX_NAME_LENGTH = 60;

export interface FeedbackPage {
  firstName: string;
  dealershipName: string;
  /** The Google review page of the named dealership, else of the first dealership that has one. */
  reviewUrl: string | null;
}

function cleanName(value: string | null): string {
  return (value ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_NAME_LENGTH).trim();
}

export function feedbackPage(
  params: URLSearchParams,
  dealerships: ReadonlyArray<Pick<TenantDealership, "name" | "googleReviewUrl">>,
): FeedbackPage {
  const dealershipName = cleanName(params.get("dealership_name"));
  const named = dealerships.find((dealership) => dealership.name.toLowerCase() === dealershipName.toLowerCase());
  return {
    firstName: cleanName(params.get("first_name")) || FEEDBACK_NAME_FALLBACK,
    dealershipName: dealershipName || FEEDBACK_DEALERSHIP_FALLBACK,
    reviewUrl: named?.googleReviewUrl ?? dealerships.find((dealership) => dealership.googleReviewUrl)?.googleReviewUrl ?? null,
  };
}
