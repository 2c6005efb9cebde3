/** The closed lists a tenant file chooses from (templates, states, departments, sorts...). */

export const TEMPLATES = ["apex", "metro", "drift", "outback"] as const;
export type TemplateName = (typeof TEMPLATES)[number];

export const AUSTRALIAN_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

/** Location types of spec/vehicle-page.md §3; an empty type means sales. */
export const LOCATION_TYPES = ["sales", "service", "parts", "car-buying"] as const;

/**
 * The departments a lead is for: what a dealer group routes its mail by, beside
 * the dealership and the location. Careers is one, so job seekers never reach a sales CRM.
 */
export const LEAD_DEPARTMENTS = ["sales", "service", "parts", "finance", "careers"] as const;
export type LeadDepartment = (typeof LEAD_DEPARTMENTS)[number];

/**
 * How a route's recipients get a lead: ADF/XML attached to a readable mail, ADF/XML as the
 * whole plain-text body (what many CRMs' mail readers want), or the readable mail alone.
 */
export const LEAD_MAIL_FORMATS = ["adf-attachment", "adf-body", "plain"] as const;
export type LeadMailFormat = (typeof LEAD_MAIL_FORMATS)[number];

/** Finance providers whose estimate rules spec/vehicle-page.md §5 defines. */
export const FINANCE_PROVIDERS = [
  "taurus",
  "360-finance",
  "ausloans",
  "manual",
  "angle",
  "powertorque",
  "nissan-finance",
] as const;

/** Sort options a tenant may offer (spec/search-journey.md §9). */
export const SORT_OPTIONS = [
  "relevance",
  "latest",
  "price_desc",
  "price_asc",
  "km_asc",
  "km_desc",
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/**
 * The journeys a site may keep for signed-in shoppers (vehicle-page §6: "checkout, finance,
 * spin to win, online payment, equifax finance; trade-in and sell-my-car are not gated"):
 * trade-in and sell-my-car are not in the list, so no tenant file can gate them.
 */
export const GATEABLE_JOURNEYS = ["checkout", "finance", "spin-to-win", "online-payment", "equifax-finance"] as const;
export type GateableJourney = (typeof GATEABLE_JOURNEYS)[number];
