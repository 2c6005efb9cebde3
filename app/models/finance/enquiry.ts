import { z } from "zod";
import type { Tenant } from "~/tenants/schema";

/*
 * The finance enquiry page (vehicle-page §2 Routes: "/finance, /finance-enquiry,
 * /apply-for-finance (site dependent) | finance enquiry; query parameters
 * preferredDealership, vehiclePriceBudget, car_id, car_type; anchor #finance-form").
 */

export const FINANCE_PATHS = ["/finance", "/finance-enquiry", "/apply-for-finance"] as const;
export type FinancePath = (typeof FINANCE_PATHS)[number];

/** The form's element id: the vehicle page's Get Finance link lands on it. */
export const FINANCE_FORM_ANCHOR = "finance-form";

const CAR_TYPES = ["new", "used", "demo"] as const;
export type FinanceCarType = (typeof CAR_TYPES)[number];

export const CAR_TYPE_OPTIONS: readonly { value: FinanceCarType; label: string }[] = [
  { value: "new", label: "New" },
  { value: "used", label: "Used" },
  { value: "demo", label: "Demo" },
];

/** What the link to the page asked for, each value dropped when it is not one a shopper could mean. */
export interface FinanceEnquiryQuery {
  preferredDealership?: string;
  vehiclePriceBudget?: number;
  /** The car the link names, by its id or its slug, as the car routes take it (both are in shared links). */
  car?: string;
  carType?: FinanceCarType;
}

const MAX_BUDGET = 10_000_000;

const budget = z
  .string()
  .transform((value) => Number(value.replace(/[$,\s]/g, "")))
  .pipe(z.number().positive().max(MAX_BUDGET))
  .transform(Math.round);
const MAX_SLUG = 200;
/** A positive id, or a slug (lower-case words joined by hyphens, a letter among them). */
const carReference = z
  .string()
  .max(MAX_SLUG)
  .refine((value) => /^[1-9]\d{0,14}$/.test(value) || (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && /[a-z]/.test(value)));

/**
 * The query parameters as the form's starting values. A dealership that is not one of
 * this tenant's is ignored, as is a budget that is not an amount: a shared or mistyped
 * link still opens a working form.
 */
export function readFinanceEnquiryQuery(
  params: URLSearchParams,
  tenant: Pick<Tenant, "dealerships">,
): FinanceEnquiryQuery {
  const query: FinanceEnquiryQuery = {};
  const dealership = params.get("preferredDealership");
  if (dealership && tenant.dealerships.some((candidate) => candidate.slug === dealership)) {
    query.preferredDealership = dealership;
  }
  const parsedBudget = budget.safeParse(params.get("vehiclePriceBudget") ?? "");
  if (parsedBudget.success) query.vehiclePriceBudget = parsedBudget.data;
  const parsedCar = carReference.safeParse(params.get("car_id") ?? "");
  if (parsedCar.success) query.car = parsedCar.data;
  const type = params.get("car_type");
  if ((CAR_TYPES as readonly (string | null)[]).includes(type)) query.carType = type as FinanceCarType;
  return query;
}

/** The form's defaults: the query's, with the car's own type when the link named a car of this site. */
export function financeEnquiryDefaults(
  query: FinanceEnquiryQuery,
  car: { car_type: string } | null,
): Record<string, string | number> {
  const defaults: Record<string, string | number> = {};
  if (query.preferredDealership) defaults.preferredDealership = query.preferredDealership;
  if (query.vehiclePriceBudget !== undefined) defaults.vehiclePriceBudget = query.vehiclePriceBudget;
  const type = car?.car_type ?? query.carType;
  if (type && (CAR_TYPES as readonly string[]).includes(type)) defaults.car_type = type;
  return defaults;
}

export interface FinancePageCopy {
  heading: string;
  intro: string;
}

/** Each site's page speaks as its menu does: Finance, Finance Enquiry or Apply for Finance. */
export function financePageCopy(path: FinancePath, dealerName: string): FinancePageCopy {
  const intro = `Tell us about the car you'd like and your budget, and the finance team at ${dealerName} will contact you with options that suit you.`;
  switch (path) {
    case "/apply-for-finance":
      return { heading: "Apply for finance", intro };
    case "/finance-enquiry":
      return { heading: "Finance enquiry", intro };
    case "/finance":
      return { heading: "Finance", intro };
  }
}
