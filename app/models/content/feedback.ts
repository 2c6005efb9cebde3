import type { TenantDealership } from "~/tenants/schema";

/*
 * The feedback page (vehicle-page §2 Other screens): "reads query parameters first_name
 * (fallback Valued Customer) and dealership_name (fallback Our Dealership)".
 */

/** The bad-experience path (§2 Routes), where the survey route lives. */
export const CUSTOMER_FEEDBACK_SURVEY_PATH = "/customer-feedback-survey";
/** The survey link's query parameter naming the dealership, the survey form's own field name. */
const SURVEY_DEALERSHIP_PARAM = "dealership_slug";

export const FEEDBACK_NAME_FALLBACK = "Valued Customer";
export const FEEDBACK_DEALERSHIP_FALLBACK = "Our Dealership";

/** Names come from a link in an email: a long one is cut, not shown whole. */
const MAX_NAME_LENGTH = 60;

export interface FeedbackPage {
  firstName: string;
  dealershipName: string;
  /** The Google review page of the named dealership, else of the first dealership that has one. */
  reviewUrl: string | null;
  /** I had a bad experience: the survey, naming the dealership the link named so its complaint reaches that dealership. */
  surveyHref: string;
}

function cleanName(value: string | null): string {
  return (value ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_NAME_LENGTH).trim();
}

export function feedbackPage(
  params: URLSearchParams,
  dealerships: ReadonlyArray<Pick<TenantDealership, "slug" | "name" | "googleReviewUrl">>,
): FeedbackPage {
  const dealershipName = cleanName(params.get("dealership_name"));
  const named = dealerships.find((dealership) => dealership.name.toLowerCase() === dealershipName.toLowerCase());
  return {
    firstName: cleanName(params.get("first_name")) || FEEDBACK_NAME_FALLBACK,
    dealershipName: dealershipName || FEEDBACK_DEALERSHIP_FALLBACK,
    reviewUrl: named?.googleReviewUrl ?? dealerships.find((dealership) => dealership.googleReviewUrl)?.googleReviewUrl ?? null,
    surveyHref: named
      ? `${CUSTOMER_FEEDBACK_SURVEY_PATH}?${new URLSearchParams({ [SURVEY_DEALERSHIP_PARAM]: named.slug })}`
      : CUSTOMER_FEEDBACK_SURVEY_PATH,
  };
}

/** The dealership the survey starts with: the one its link names, when it is one the form offers. */
export function surveyDealership(params: URLSearchParams, dealershipSlugs: readonly string[] | undefined): string | null {
  const named = params.get(SURVEY_DEALERSHIP_PARAM);
  return named && dealershipSlugs?.includes(named) ? named : null;
}
