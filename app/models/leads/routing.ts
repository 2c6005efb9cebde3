import type { LeadPayload } from "~/db/schema";
import type { LeadDepartment, LeadMailFormat, LeadRoute, Tenant, TenantLocation } from "~/tenants/schema";
import type { LeadDealer } from "./payload";
import { CAREER_SUBCATEGORY, LEAD_CATEGORIES, type GeneralEnquiryCategory } from "./schemas";

/*
 * Lead routing (docs/architecture.md, "A lead"): "Each lead goes to the most specific route
 * the tenant configures (dealership, location, department), in that route's format."
 */

/** The categories that name a department other than sales: the general enquiry form's, and the service booking. */
const CATEGORY_DEPARTMENTS: Partial<Record<GeneralEnquiryCategory | typeof LEAD_CATEGORIES.serviceBooking, LeadDepartment>> = {
  "Service Enquiry": "service",
  [LEAD_CATEGORIES.serviceBooking]: "service",
  "Parts Enquiry": "parts",
  "Finance Enquiry": "finance",
  "Careers Enquiry": "careers",
};

/** The customer feedback survey's departments (its subcategory) that have a desk of their own. */
const FEEDBACK_DEPARTMENTS: Readonly<Record<string, LeadDepartment>> = {
  Service: "service",
  Parts: "parts",
  Finance: "finance",
};

const LOCATION_DEPARTMENTS: Partial<Record<TenantLocation["locationType"], LeadDepartment>> = {
  service: "service",
  parts: "parts",
};

/**
 * The department a lead is for: careers however it was filed (§4 rewrites Careers Enquiry
 * to General Enquiry, Career Enquiry), then the category the shopper chose (or the department
 * a customer feedback survey names), then the type of the location they wrote to (the service
 * centre's contact form is a service enquiry). Every lead about a car, a test drive or a
 * trade-in is sales.
 */
export function leadDepartment(payload: Pick<LeadPayload, "category" | "subcategory" | "car_id">, dealer: LeadDealer): LeadDepartment {
  if (payload.subcategory === CAREER_SUBCATEGORY) return "careers";
  const byCategory = CATEGORY_DEPARTMENTS[payload.category as keyof typeof CATEGORY_DEPARTMENTS];
  if (byCategory) return byCategory;
  // Feedback about the service centre is for the people who run it.
  const feedbackDesk = payload.subcategory && Object.hasOwn(FEEDBACK_DEPARTMENTS, payload.subcategory);
  if (payload.category === LEAD_CATEGORIES.customerFeedback && feedbackDesk) return FEEDBACK_DEPARTMENTS[payload.subcategory!]!;
  const chosenLocation = dealer.chosenLocationId === dealer.location.id ? dealer.location : null;
  const generalEnquiry = payload.category === LEAD_CATEGORIES.generalEnquiry && payload.car_id === null;
  if (generalEnquiry && chosenLocation) return LOCATION_DEPARTMENTS[chosenLocation.locationType] ?? "sales";
  return "sales";
}

/** Where one copy of a lead goes, and how. */
export interface LeadDestination {
  recipient: string;
  format: LeadMailFormat;
}

/** How specific a route is: department counts most, then location, then dealership. */
function specificity(route: LeadRoute): number {
  return (route.department ? 4 : 0) + (route.location ? 2 : 0) + (route.dealership ? 1 : 0);
}

function routeMatches(route: LeadRoute, dealer: LeadDealer, department: LeadDepartment): boolean {
  if (route.department ? route.department !== department : department === "careers") return false;
  if (route.location && route.location !== dealer.location.slug) return false;
  if (route.dealership && route.dealership !== dealer.dealership.slug) return false;
  return true;
}

/** The tenant's address for a lead no route takes: its location's, else its dealership's, else any, else leads@. */
export function defaultLeadRecipient(tenant: Tenant, dealer: Pick<LeadDealer, "dealership" | "location">): string {
  const ofDealership = tenant.locations.filter((location) => location.dealershipSlug === dealer.dealership.slug);
  const withEmail = (locations: TenantLocation[]) =>
    locations.find((location) => location.primary && location.email)?.email ??
    locations.find((location) => location.email)?.email;
  const domain = tenant.domains[0]!.replace(/^www\./, "");
  return dealer.location.email ?? withEmail(ofDealership) ?? withEmail(tenant.locations) ?? `leads@${domain}`;
}

/**
 * Every address a lead goes to, in the order the tenant file names them: the
 * recipients of its most specific matching routes. With no route matching, the default
 * address with the ADF attached (as before routes existed); a careers enquiry there goes as
 * plain mail, never as a CRM's lead.
 */
export function leadDestinations(tenant: Tenant, dealer: LeadDealer, department: LeadDepartment): LeadDestination[] {
  const matching = tenant.leadMail.routes.filter((route) => routeMatches(route, dealer, department));
  if (matching.length === 0) {
    return [{ recipient: defaultLeadRecipient(tenant, dealer), format: department === "careers" ? "plain" : "adf-attachment" }];
  }
  const best = Math.max(...matching.map(specificity));
  // The tenant schema refuses an address twice among routes of one match.
  return matching
    .filter((route) => specificity(route) === best)
    .flatMap((route) => route.recipients.map((recipient) => ({ recipient, format: route.format })));
}
