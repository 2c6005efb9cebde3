import { redirect } from "@remix-run/node";
import type { CarRow } from "~/db/schema";
import { isAvailable } from "~/models/car/display";
import { getDatabase } from "~/db/client.server";
import { requireListedCar } from "~/pages/car/listed-car.server";
import { withTestDriveTimes } from "~/models/appointments/test-drive-times.server";
import type { Tenant } from "~/tenants/schema";
import { leadCarSummary, offerPlaceholder, type LeadCarSummary } from "~/models/leads/car-summary";
import { handleLeadAction, leadFormSetup, type LeadActionContext, type LeadFormSetup } from "./lead-action.server";
import type { LeadForm } from "~/models/leads/schemas";

/*
 * The lead forms of one car (/cars/{slug}/enquire, /test-drive, /make-an-offer,
 * /request-photos): each a page of its own, so it works as a plain HTML form and shows
 * its errors on a full page without JavaScript, and the vehicle page's forms post there.
 */

export type CarLeadForm = Extract<LeadForm, "enquiry" | "test-drive" | "make-an-offer" | "request-photos">;

/**
 * The forms that are about buying this very car. A sold (or otherwise unavailable) car keeps
 * only its enquiry, which the vehicle page turns towards similar cars; its test drive, offer
 * and photos would be leads about a car nobody can have.
 */
const FORMS_FOR_AVAILABLE_CARS: readonly CarLeadForm[] = ["test-drive", "make-an-offer", "request-photos"];

/** The vehicle page instead of a form its car can no longer take (it shows Find Me Something Similar). */
function requireOpenTo(row: CarRow, form: CarLeadForm): void {
  if (FORMS_FOR_AVAILABLE_CARS.includes(form) && !isAvailable(row)) {
    throw redirect(`/cars/${row.slug}`, 303);
  }
}

export function carLeadFormSetup(tenant: Tenant, row: CarRow, form: CarLeadForm): LeadFormSetup {
  return leadFormSetup(tenant, form, {
    car: { id: row.id, location_id: row.location_id, dealership_slug: row.dealership_slug, price: row.price },
  });
}

export interface CarLeadFormPage {
  car: LeadCarSummary;
  slug: string;
  setup: LeadFormSetup;
  offerPlaceholder?: string;
  labels: { vehicleType: string; enquireSubmit: string; testDrive: string };
}

/** A car form page's loader data; the car is the tenant's listed car of the address, else a 404. */
export async function carLeadFormPage(tenant: Tenant, slug: string | undefined, form: CarLeadForm): Promise<CarLeadFormPage> {
  const row = await requireListedCar(await getDatabase(), tenant, slug);
  requireOpenTo(row, form);
  return {
    car: leadCarSummary(row, tenant),
    slug: row.slug,
    setup: form === "test-drive" ? await withTestDriveTimes(tenant, carLeadFormSetup(tenant, row, form)) : carLeadFormSetup(tenant, row, form),
    offerPlaceholder: form === "make-an-offer" ? offerPlaceholder(row, tenant) : undefined,
    labels: {
      vehicleType: tenant.labels.vehicleType,
      enquireSubmit: tenant.labels.enquireSubmit,
      testDrive: tenant.labels.testDrive,
    },
  };
}

/** A car form's action: the car is the address's, whatever the post says (the request carries only the form). */
export async function carLeadFormAction(
  request: Request,
  context: LeadActionContext,
  tenant: Tenant,
  slug: string | undefined,
  form: CarLeadForm,
) {
  const row = await requireListedCar(await getDatabase(), tenant, slug);
  requireOpenTo(row, form);
  return handleLeadAction({
    request,
    tenant,
    form,
    options: carLeadFormSetup(tenant, row, form).options,
    routeValues: { car_id: row.id },
    context,
  });
}
