import { isAvailable } from "~/models/car/display";
import type { Car } from "~/models/car/car";
import type { Tenant } from "~/tenants/schema";

/*
 * vehicle-page §2: "External links: ... a car-loan calculator and a used-car finance quote
 * page, built from a configured base domain (host not shown)", behind the "Get A Quote loan
 * button" and the "GET A QUOTE used-finance button". The paths are the manufacturer's finance
 * pages as Toyota Australia names them; the host is the tenant's `manufacturerBaseDomain`.
 */

export const LOAN_CALCULATOR_PATH = "/car-finance/car-loan-calculator";
export const USED_CAR_FINANCE_QUOTE_PATH = "/car-finance/used-car-finance";

export interface ManufacturerFinanceLinks {
  /** Get A Quote: the manufacturer's car-loan calculator. */
  loanCalculator: string;
  /** GET A QUOTE: the manufacturer's used-car finance quote page. */
  usedCarQuote: string;
}

/** The two quote links on the manufacturer's site, or null for a dealer with no base domain configured. */
export function manufacturerFinanceLinks(baseDomain: string | undefined): ManufacturerFinanceLinks | null {
  if (!baseDomain) return null;
  const origin = `https://${baseDomain}`;
  return { loanCalculator: `${origin}${LOAN_CALCULATOR_PATH}`, usedCarQuote: `${origin}${USED_CAR_FINANCE_QUOTE_PATH}` };
}

/** The manufacturer's used-car finance quote, offered beside a used car (see usedCarQuote). */
export interface UsedCarQuote {
  manufacturer: string;
  href: string;
}

/**
 * The GET A QUOTE button of a used car's page: §2 names it the "used-finance button", and the
 * page it opens is the manufacturer's used-car finance quote, so only a used car still on sale
 * gets it, on a dealer with a manufacturer and its base domain (the manufacturer-branded
 * dealer sites §1 describes). The link is the finance page's own (manufacturerFinanceLinks).
 */
export function usedCarQuote(
  car: Pick<Car, "car_type" | "status">,
  tenant: Pick<Tenant, "manufacturer" | "manufacturerBaseDomain">,
): UsedCarQuote | null {
  if (car.car_type !== "used" || !isAvailable(car) || !tenant.manufacturer) return null;
  const links = manufacturerFinanceLinks(tenant.manufacturerBaseDomain);
  return links ? { manufacturer: tenant.manufacturer, href: links.usedCarQuote } : null;
}
