import type { CarRow } from "~/db/schema";
import { formatAud, isReservable } from "~/models/car/display";
import { reservationDeposit } from "~/models/car/vehicle";
import { toCar } from "~/models/car/car";
import { toPublicTenant, type PublicTenant } from "~/tenants/public";
import type { Tenant } from "~/tenants/schema";
import { leadCarSummary, type LeadCarSummary } from "./car-summary";

/*
 * The reserve page (vehicle-page §2 "/cars/{slug}/checkout reserve page; on one site
 * /cars/{slug}/buy-online"). Without a payment provider the page is an honest request:
 * the shopper asks the dealer to hold the car, and the dealer takes the deposit of §9
 * ("Reserve deposit default $200 ..., held 48 hours, fully refundable"). With one, the
 * shopper pays it on the provider's page (app/models/payments).
 */

/** vehicle-page §9: the deposit holds the car this long. */
export const RESERVATION_HOLD_HOURS = 48;

export const RESERVATION_SUBMIT_LABEL = "Request reservation";

/** Where the deposit is paid on the site (a payment provider is configured): "Pay $200 deposit". */
export function depositSubmitLabel(deposit: string): string {
  return `Pay ${deposit} deposit`;
}

/** The tenant's reserve address for a car: /checkout, or /buy-online where the site buys online. */
export function reservationPath(slug: string, tenant: Pick<PublicTenant, "features">): string {
  return `/cars/${slug}/${tenant.features.buyOnline ? "buy-online" : "checkout"}`;
}

export interface ReservationTerms {
  heading: string;
  /** "$200" */
  deposit: string;
  /** §9 word for word: held 48 hours, fully refundable. */
  holding: string;
  /** What happens after sending: no payment here and the dealer takes the deposit, or the deposit is paid now. */
  nextSteps: string;
}

export function reservationTerms(
  deposit: number,
  vehicleType: string,
  dealershipName: string,
  paysOnline = false,
): ReservationTerms {
  const amount = formatAud(deposit);
  return {
    heading: `Reserve this ${vehicleType}`,
    deposit: amount,
    holding: `A ${amount} deposit holds the ${vehicleType} for you for ${RESERVATION_HOLD_HOURS} hours, and it is fully refundable.`,
    nextSteps: paysOnline
      ? `Send your details, then pay the ${amount} deposit securely with Stripe. ${dealershipName} confirms your ` +
        `reservation within ${RESERVATION_HOLD_HOURS} hours; if it does not, or you cancel, the deposit is refunded in full.`
      : `No payment is taken on this website. Send your details and ${dealershipName} will contact you ` +
        `to take the ${amount} deposit and confirm your reservation.`,
  };
}

/** Why the form is not there: the page says so, and points to an enquiry instead. */
export function notReservableText(vehicleType: string): string {
  return `This ${vehicleType} cannot be reserved online. It may already be reserved or sold, or not yet in stock. Send us an enquiry and we will help.`;
}

export interface ReservationPageData {
  car: LeadCarSummary;
  /** The deposit in dollars: the car's payment processor's, else the tenant's (default $200). */
  deposit: number;
  terms: ReservationTerms;
  /**
   * The sidebar's rule (vehicle-page §5 "reserve only when reservable"): the site reserves
   * online, and the car is in stock, unreserved, with a real price.
   */
  reservable: boolean;
  notReservable: string | null;
  /** Where a shopper who cannot reserve asks about the car instead: its enquiry form. */
  enquireHref: string;
}

/** paysOnline: a payment provider takes the deposit on the site (the payment port's takesDeposits). */
export function reservationPage(row: CarRow, tenant: Tenant, paysOnline = false): ReservationPageData {
  const publicTenant = toPublicTenant(tenant);
  const deposit = reservationDeposit(row.payment_processors, publicTenant);
  const dealershipName = tenant.dealerships.find((dealership) => dealership.slug === row.dealership_slug)?.name ?? tenant.name;
  const { vehicleType } = tenant.labels;
  const reservable = isReservable(toCar(row, tenant), publicTenant);
  return {
    car: leadCarSummary(row, tenant),
    deposit,
    terms: reservationTerms(deposit, vehicleType, dealershipName, paysOnline),
    reservable,
    notReservable: reservable ? null : notReservableText(vehicleType),
    enquireHref: `/cars/${row.slug}/enquire`,
  };
}
