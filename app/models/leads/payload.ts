import type { LeadAttributes, LeadPayload, PersonalisedFinancePayload } from "~/db/schema";
import { indicativeBudget } from "~/models/finance/borrowing-power";
import type { Car } from "~/models/car/car";
import { parseSlot, type Appointment } from "~/models/hours/appointment-slots";
import { slugify } from "~/models/slug";
import type { NoEstimateReason, TradeInValuation } from "~/models/trade-in/valuation";
import type { Tenant, TenantDealership, TenantLocation } from "~/tenants/schema";
import {
  LEAD_CATEGORIES,
  OFFER_ACCEPTED_SUBCATEGORY,
  OFFER_DECLINED_SUBCATEGORY,
  PERSONALISED_FINANCE_SUBCATEGORY,
  rewriteCareers,
  type LeadSubmission,
} from "./schemas";

/** What a lead needs to know of its car: the §3 lead form defaults, the ADF vehicle, its link and photo. */
export type LeadCar = Pick<
  Car,
  | "id"
  | "slug"
  | "primary_image_url"
  | "name"
  | "year"
  | "make"
  | "model"
  | "badge"
  | "car_type"
  | "status"
  | "tag"
  | "stocknum"
  | "vin"
  | "price"
  | "km"
  | "colour"
  | "dealership_id"
  | "dealership_slug"
  | "location_id"
>;

/** Every field any lead form may carry, each optional: one way to read them all. */
interface LeadFields
  extends Pick<
    LeadPayload,
    | "paymentMethod"
    | "financeDeposit"
    | "financeWeeklyBudget"
    | "financeTermMonths"
    | "handover"
    | "deliveryAddress"
    | "deliveryPostcode"
  > {
  name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  postcode?: string;
  terms_agreed?: true;
  opt_in?: boolean;
  opt_in_finance?: boolean;
  opt_in_trade?: boolean;
  message?: string;
  subcategory?: string;
  page_id?: string;
  Rego?: string;
  additional_services?: string[];
  location?: number;
  dealership_slug?: string;
  preferredDealership?: string;
  car_id?: number;
  car_type?: string;
  offer_from_client?: number;
  vehicle_model?: string;
  vehicle_make?: string;
  grade?: string;
  appointment?: string;
  service_type?: string;
  service_km?: number;
  vehiclePriceBudget?: number;
  rego?: string;
  regoState?: string;
  adjustmentAnswers?: { id: string; answer: string }[];
  tradeInYear?: number;
  tradeInMake?: string;
  tradeInModel?: string;
  tradeInKm?: number;
  lead_id?: number;
  offer_accepted?: boolean;
  form_completed?: boolean;
  rating?: number;
  netMonthlyIncome?: number;
  monthlyExpenses?: number;
  employment?: string;
  deposit?: number;
  termYears?: number;
  invoice_number?: string;
  /** An online payment's amount, in cents. */
  amount?: number;
  hasTradeIn?: "yes" | "no";
  /** The online purchase's trade-in estimate, as its step showed it (never the shopper's own figure). */
  tradeInEstimateLow?: number;
  tradeInEstimateHigh?: number;
  tradeInNoEstimateReason?: NoEstimateReason;
}

export function leadFields(submission: LeadSubmission): LeadFields {
  return submission.values;
}

/** The estimate an online purchase's trade-in step showed the shopper, as the review sends it. */
export function shownPurchaseValuation(
  fields: Pick<LeadFields, "tradeInEstimateLow" | "tradeInEstimateHigh" | "tradeInNoEstimateReason">,
): TradeInValuation | null {
  const { tradeInEstimateLow: low, tradeInEstimateHigh: high, tradeInNoEstimateReason: reason } = fields;
  if (low !== undefined && high !== undefined) return { kind: "estimate", low, high, comparables: 0, basis: "model" };
  return reason ? { kind: "no-estimate", reason } : null;
}

/** The category a lead is filed under, with the §4 careers rewrite applied. */
export function leadCategory(submission: LeadSubmission): { category: string; subcategory: string | null } {
  const fields = leadFields(submission);
  switch (submission.form) {
    case "enquiry":
      return { category: LEAD_CATEGORIES.vehicleEnquiry, subcategory: fields.subcategory ?? null };
    case "general-enquiry": {
      const rewritten = rewriteCareers(submission.values.category);
      return { category: rewritten.category, subcategory: rewritten.subcategory ?? fields.subcategory ?? null };
    }
    case "contact":
      return { category: LEAD_CATEGORIES.generalEnquiry, subcategory: fields.subcategory ?? null };
    case "test-drive":
      return { category: LEAD_CATEGORIES.testDrive, subcategory: null };
    case "quote-request":
      return { category: LEAD_CATEGORIES.quoteRequest, subcategory: null };
    case "make-an-offer":
      return { category: LEAD_CATEGORIES.makeAnOffer, subcategory: null };
    case "request-photos":
      return { category: LEAD_CATEGORIES.requestPhotos, subcategory: null };
    case "reservation":
      return { category: LEAD_CATEGORIES.reserve, subcategory: null };
    case "service-booking":
      return { category: LEAD_CATEGORIES.serviceBooking, subcategory: null };
    case "online-purchase":
      return { category: LEAD_CATEGORIES.onlinePurchase, subcategory: fields.subcategory ?? null };
    case "finance-enquiry":
      return { category: LEAD_CATEGORIES.financeEnquiry, subcategory: null };
    case "trade-in":
      return { category: LEAD_CATEGORIES.tradeIn, subcategory: null };
    case "customer-feedback":
      return { category: LEAD_CATEGORIES.customerFeedback, subcategory: fields.subcategory ?? null };
    case "trade-in-offer":
      return {
        category: LEAD_CATEGORIES.tradeIn,
        subcategory: submission.values.offer_accepted ? OFFER_ACCEPTED_SUBCATEGORY : OFFER_DECLINED_SUBCATEGORY,
      };
    case "personalised-finance":
      return { category: LEAD_CATEGORIES.financeEnquiry, subcategory: PERSONALISED_FINANCE_SUBCATEGORY };
    case "online-payment":
      return { category: LEAD_CATEGORIES.onlinePayment, subcategory: null };
    case "promotion-entry":
      return { category: LEAD_CATEGORIES.promotionEntry, subcategory: null };
  }
}

export interface LeadDealer {
  dealership: TenantDealership;
  /** Where the dealer's people are: the chosen location, else the car's, else the dealership's main one. */
  location: TenantLocation;
  /** The location the shopper chose (or the only one offered), when it is one of the tenant's. */
  chosenLocationId: number | null;
}

/**
 * Who the lead is for. A car's own dealership wins over any choice in the form; then the
 * preferred dealership, then the chosen location's dealership, then the tenant's first.
 * Ids and slugs not of this tenant are ignored, never trusted.
 */
export function leadDealer(tenant: Tenant, submission: LeadSubmission, car: LeadCar | null): LeadDealer {
  const fields = leadFields(submission);
  const chosenLocation = tenant.locations.find((location) => location.id === fields.location);
  const chosenSlug = fields.dealership_slug ?? fields.preferredDealership;
  const dealership =
    (car && tenant.dealerships.find((candidate) => candidate.id === car.dealership_id)) ||
    tenant.dealerships.find((candidate) => candidate.slug === chosenSlug) ||
    tenant.dealerships.find((candidate) => candidate.slug === chosenLocation?.dealershipSlug) ||
    tenant.dealerships[0]!;
  const ofDealership = tenant.locations.filter((location) => location.dealershipSlug === dealership.slug);
  const location =
    chosenLocation ??
    (car && tenant.locations.find((candidate) => candidate.id === car.location_id)) ??
    ofDealership.find((candidate) => candidate.primary) ??
    ofDealership[0] ??
    tenant.locations[0]!;
  return { dealership, location, chosenLocationId: chosenLocation?.id ?? null };
}

/**
 * The slot a lead books: a service booking's, or a test drive's when the shopper chose a
 * time. It is at the lead's location (the chosen one, else the car's), whose hours it keeps.
 */
export function leadAppointment(submission: LeadSubmission, dealer: LeadDealer): Appointment | null {
  const fields = leadFields(submission);
  const slot = fields.appointment ? parseSlot(fields.appointment) : null;
  if (!slot) return null;
  return { kind: submission.form === "service-booking" ? "service" : "test-drive", locationId: dealer.location.id, ...slot };
}

function definedOnly<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export interface PayloadContext {
  car: LeadCar | null;
  dealer: LeadDealer;
  category: string;
  subcategory: string | null;
  /** A trade-in offer answer carries no contact fields: the shopper is the answered lead's. */
  answeredLead?: LeadPayload | null;
  manufacturer?: string;
  /** The online estimate of the traded car: worked out for a trade-in, the answered one's for its answer. */
  tradeInValuation?: TradeInValuation | null;
  /** The tenant's finance rate (% p.a.), for a personalised finance lead's budget. */
  financeRatePercent?: number;
  /** The tenant's promotion, for an entry in it. */
  promotion?: { slug: string; name: string } | null;
  /** The provider's reference of an online payment, set only by its confirmed webhook (never posted). */
  paymentReference?: string | null;
}

/** The pre-qualification's answers and its indicative budget; the car's price (if any) gives the repayment shown. */
function personalisedFinanceOf(fields: LeadFields, car: LeadCar | null, ratePercent: number): PersonalisedFinancePayload | undefined {
  const { netMonthlyIncome, monthlyExpenses, employment, termYears } = fields;
  if (netMonthlyIncome === undefined || monthlyExpenses === undefined || !employment || !termYears) return undefined;
  const deposit = fields.deposit ?? 0;
  const result = indicativeBudget({ netMonthlyIncome, monthlyExpenses, deposit, termYears, ratePercent, carPrice: car?.price });
  return { netMonthlyIncome, monthlyExpenses, employment, deposit, termYears, ratePercent, ...result };
}

/** The lead's journey parts: a pre-qualification's budget, an invoice, a promotion entered. */
function journeyFields(submission: LeadSubmission, context: PayloadContext): Partial<LeadPayload> {
  const fields = leadFields(submission);
  switch (submission.form) {
    case "personalised-finance": {
      const personalisedFinance = personalisedFinanceOf(fields, context.car, context.financeRatePercent ?? 0);
      // The budget is the finance desk's "vehicle budget", in the mail and the ADF's finance element.
      return personalisedFinance ? { personalisedFinance, vehiclePriceBudget: personalisedFinance.budget } : {};
    }
    case "online-payment":
      return fields.invoice_number && fields.amount
        ? { invoice: { number: fields.invoice_number, amountCents: fields.amount, paymentReference: context.paymentReference ?? null } }
        : {};
    case "promotion-entry":
      return context.promotion ? { promotion: context.promotion } : {};
    default:
      return {};
  }
}

function valuationFields(valuation: TradeInValuation | null | undefined): Partial<LeadPayload> {
  if (!valuation) return {};
  return valuation.kind === "estimate"
    ? { tradeInEstimate: { low: valuation.low, high: valuation.high } }
    : { tradeInNoEstimateReason: valuation.reason };
}

/**
 * The lead's payload (vehicle-page §3): the enquiry payload fields, the lead form
 * defaults of the car (stock_number, Vehicle Make, Vehicle Model, car_type, car_id,
 * vehicle_status) and what this form adds. terms_agreed is stored as terms_conditions.
 */
export function buildLeadPayload(submission: LeadSubmission, context: PayloadContext): LeadPayload {
  const fields = leadFields(submission);
  const { car, dealer, answeredLead } = context;
  const make = car?.make ?? context.manufacturer;
  const appointment = fields.appointment ? parseSlot(fields.appointment) : null;
  return {
    category: context.category,
    subcategory: context.subcategory,
    message: fields.message ?? null,
    name: fields.name ?? answeredLead?.name ?? null,
    last_name: fields.last_name ?? answeredLead?.last_name ?? null,
    email: fields.email ?? answeredLead?.email ?? null,
    phone: fields.phone ?? answeredLead?.phone ?? null,
    postcode: fields.postcode ?? answeredLead?.postcode ?? null,
    page_id: fields.page_id ?? null,
    opt_in: fields.opt_in ?? answeredLead?.opt_in ?? false,
    opt_in_finance: fields.opt_in_finance ?? answeredLead?.opt_in_finance ?? false,
    opt_in_trade: fields.opt_in_trade ?? answeredLead?.opt_in_trade ?? false,
    dealership_slug: dealer.dealership.slug,
    location: dealer.chosenLocationId,
    Rego: fields.Rego ?? null,
    terms_conditions: fields.terms_agreed ?? answeredLead?.terms_conditions ?? false,
    additional_services: fields.additional_services ?? [],
    manufacturer_slug: make ? slugify(make) : null,
    stock_number: car?.stocknum ?? null,
    "Vehicle Make": car?.make ?? fields.vehicle_make ?? null,
    "Vehicle Model": car?.model ?? fields.vehicle_model ?? null,
    car_type: car?.car_type ?? fields.car_type ?? null,
    // A car id that is not this website's stays in the payload for the dealer to see.
    car_id: car?.id ?? fields.car_id ?? null,
    vehicle_status: car?.status ?? null,
    ...definedOnly({
      offer_from_client: fields.offer_from_client,
      vehicle_model: fields.vehicle_model,
      grade: fields.grade,
      preferred_date: appointment?.date,
      preferred_time: appointment?.time,
      service_type: fields.service_type,
      service_km: fields.service_km,
      preferredDealership: fields.preferredDealership,
      vehiclePriceBudget: fields.vehiclePriceBudget,
      rego: fields.rego ?? answeredLead?.rego,
      regoState: fields.regoState ?? answeredLead?.regoState,
      adjustmentAnswers: fields.adjustmentAnswers ?? answeredLead?.adjustmentAnswers,
      tradeInYear: fields.tradeInYear ?? answeredLead?.tradeInYear,
      tradeInMake: fields.tradeInMake ?? answeredLead?.tradeInMake,
      tradeInModel: fields.tradeInModel ?? answeredLead?.tradeInModel,
      tradeInKm: fields.tradeInKm ?? answeredLead?.tradeInKm,
      lead_id: fields.lead_id,
      form_completed: fields.form_completed,
      offer_accepted: fields.offer_accepted,
      rating: fields.rating,
      paymentMethod: fields.paymentMethod,
      financeDeposit: fields.financeDeposit,
      financeWeeklyBudget: fields.financeWeeklyBudget,
      financeTermMonths: fields.financeTermMonths,
      handover: fields.handover,
      deliveryAddress: fields.deliveryAddress,
      deliveryPostcode: fields.deliveryPostcode,
    }),
    ...valuationFields(context.tradeInValuation),
    ...journeyFields(submission, context),
  };
}

const MAX_VISITED_PAGES = 20;
const MAX_URL_LENGTH = 2048;
const MAX_QUERY_PARAMS = 20;

/**
 * §3 "lead_attributes with visited_pages and linked_query_params", bounded: these come
 * from the shopper's browser, so a crafted post cannot make a lead of megabytes.
 */
export function leadAttributes(
  visitedPages: readonly string[] = [],
  linkedQueryParams: Readonly<Record<string, string>> = {},
): LeadAttributes {
  return {
    visited_pages: visitedPages.slice(-MAX_VISITED_PAGES).map((page) => page.slice(0, MAX_URL_LENGTH)),
    linked_query_params: Object.fromEntries(
      Object.entries(linkedQueryParams)
        .slice(0, MAX_QUERY_PARAMS)
        .map(([key, value]) => [key.slice(0, 100), value.slice(0, 500)]),
    ),
  };
}
