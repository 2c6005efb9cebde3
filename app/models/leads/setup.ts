import { takesAppointments, type SlotDay } from "~/models/hours/appointment-slots";
import type { Tenant } from "~/tenants/schema";
import { leadFormDefaults, offerBounds, type LeadForm, type LeadFormOptions } from "./schemas";

/*
 * What a page needs to render a lead form, shaped on the server and handed to the browser
 * as plain data: the options its schema is built from (the same on both sides), the choices
 * of its selects and the values it starts with. Client-safe: no server imports here.
 */

/** The car a form is about: its location and dealership decide who answers the lead. */
export interface LeadFormCar {
  id: number;
  location_id: number | null;
  dealership_slug: string;
  /** The advertised price, which bounds a plausible offer (Make an Offer). */
  price?: number | null;
}

export interface LeadFormContext {
  car?: LeadFormCar;
}

export interface LeadFormGuard {
  formToken: string;
  formStamp: string;
  /** Signed for this token when the shopper was asked to send the form again (past the quiet limit). */
  confirmation?: string;
}

export interface LeadFormSetup {
  form: LeadForm;
  options: LeadFormOptions;
  guard: LeadFormGuard;
  /** The tenant shows the proof-of-work captcha to browsers with JavaScript (§5 "A captcha shows by default"). */
  captcha: boolean;
  /** The location select's choices; with exactly one it is chosen for the shopper (§4). */
  locations: { id: number; name: string }[];
  /** The preferred dealership select's choices; shown with two or more (§5). */
  dealerships: { slug: string; name: string }[];
  /** conform's defaultValue: the form's defaults (opt_in ticked ...) and the car's id. */
  defaultValue: Record<string, unknown>;
  /** Who handles the shopper's information, named in the consent text (§5). */
  consent: { dealerName: string; manufacturer: string | null };
  /**
   * A test drive's free times by day at the form's one location; absent while the
   * location is still to be chosen, empty when the coming days are full.
   */
  slotDays?: SlotDay[];
}

/** Forms whose message the dealer flag may make optional; the others' messages are optional anyway. */
const ENQUIRY_FORMS: readonly LeadForm[] = ["enquiry", "general-enquiry", "contact"];
/** Forms with a dealership select (the finance enquiry names it preferredDealership). */
const DEALERSHIP_FORMS: readonly LeadForm[] = ["general-enquiry", "test-drive", "contact", "finance-enquiry", "customer-feedback"];
/** Forms without the shopper's contact fields, so without location and dealership choices. */
const NO_CONTACT_FORMS: readonly LeadForm[] = ["trade-in-offer"];
/** Forms about the dealer rather than a sales visit: no sales location to choose. */
const NO_LOCATION_FORMS: readonly LeadForm[] = [...NO_CONTACT_FORMS, "customer-feedback"];

/** The field the dealership select posts: the finance enquiry's is the §2 query parameter's name. */
export function dealershipFieldName(form: LeadForm): "dealership_slug" | "preferredDealership" {
  return form === "finance-enquiry" ? "preferredDealership" : "dealership_slug";
}

/**
 * The locations a form offers. A service booking: those that take service bookings. About a car: the car's own location when it is one of the
 * tenant's, else the sales locations of the car's dealership. Otherwise the tenant's sales
 * locations (a service or parts desk does not take sales leads), or all when none is sales.
 */
function locationChoices(tenant: Pick<Tenant, "locations">, form: LeadForm, car: LeadFormCar | undefined) {
  // A service is booked where the service department keeps hours.
  if (form === "service-booking") return tenant.locations.filter((location) => takesAppointments(location, "service"));
  const sales = tenant.locations.filter((location) => location.locationType === "sales");
  // A car bought online is picked up at, or delivered from, any of its dealer's yards.
  if (car && form !== "online-purchase") {
    const own = tenant.locations.find((location) => location.id === car.location_id);
    if (own) return [own];
  }
  if (car) {
    const ofDealership = sales.filter((location) => location.dealershipSlug === car.dealership_slug);
    if (ofDealership.length > 0) return ofDealership;
  }
  return sales.length > 0 ? sales : tenant.locations;
}

/**
 * A form's set-up for this tenant, given its one-time guard. About a car, there is no
 * dealership to choose: the car's dealership answers (leadDealer).
 */
export function leadFormSetupFor(
  tenant: Pick<Tenant, "name" | "manufacturer" | "locations" | "dealerships" | "features">,
  form: LeadForm,
  guard: LeadFormGuard,
  context: LeadFormContext = {},
): LeadFormSetup {
  const locations = !NO_LOCATION_FORMS.includes(form)
    ? locationChoices(tenant, form, context.car).map((location) => ({ id: location.id, name: location.name }))
    : [];
  const dealerships =
    DEALERSHIP_FORMS.includes(form) && !context.car && tenant.dealerships.length > 1
      ? tenant.dealerships.map((dealership) => ({ slug: dealership.slug, name: dealership.name }))
      : [];
  const options: LeadFormOptions = {
    ...(ENQUIRY_FORMS.includes(form) ? { messageRequired: tenant.features.enquiryMessageRequired } : {}),
    ...(locations.length > 0 ? { locationIds: locations.map((location) => location.id) } : {}),
    ...(dealerships.length > 0 ? { dealershipSlugs: dealerships.map((dealership) => dealership.slug) } : {}),
    ...(form === "make-an-offer" ? { offer: offerBounds(context.car?.price) } : {}),
  };
  return {
    form,
    options,
    guard,
    captcha: tenant.features.captcha,
    locations,
    dealerships,
    defaultValue: {
      ...leadFormDefaults(form, options),
      ...(context.car ? { car_id: context.car.id } : {}),
    },
    consent: {
      dealerName: tenant.dealerships.find((dealership) => dealership.slug === context.car?.dealership_slug)?.name ?? tenant.name,
      manufacturer: tenant.manufacturer ?? null,
    },
  };
}
