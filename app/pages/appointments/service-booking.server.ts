import type { ActionFunctionArgs } from "@remix-run/node";
import { getDatabase } from "~/db/client.server";
import { addDays, BOOKING_HORIZON_DAYS, isCalendarDate, slotDayLabel, slotOptions, type SlotOption } from "~/models/hours/appointment-slots";
import { localDate } from "~/models/hours/opening-hours";
import { handleLeadAction, leadFormSetup, type LeadFormSetup } from "~/pages/leads/lead-action.server";
import { SERVICE_TYPES } from "~/models/leads/schemas";
import { servicePage } from "~/models/service/service-pages";
import { servicePagePrograms } from "~/models/service/service-pages.server";
import { contentFor } from "~/tenants/content/content.server";
import { requestTenant } from "~/pages/request-tenant.server";
import type { Tenant, TenantLocation } from "~/tenants/schema";
import { freeSlotDays, freeTimes } from "~/models/appointments/appointments.server";

/*
 * /service/booking (vehicle-page §2): pick a location and a day (a GET form, so the
 * times come with the page without JavaScript), then book one of its free service times.
 */

/** The free days offered as links when the asked day has no time left. */
const NEXT_FREE_DAYS = 5;
/** How far ahead those links look. */
const NEXT_FREE_DAYS_WITHIN = 21;

export interface ServiceBookingPage {
  title: string;
  dealerName: string;
  phone: string;
  external: { url: string; label: string } | null;
  locations: { id: number; name: string }[];
  /** The location the times are for: the asked one, else the only one. */
  locationId: number | null;
  locationName: string | null;
  /** The day asked about, "YYYY-MM-DD"; the first day with a free time when none is asked. */
  date: string | null;
  dateLabel: string | null;
  minDate: string;
  maxDate: string;
  times: SlotOption[];
  /** Other days with free times, when this one has none. */
  nextFreeDays: { date: string; label: string }[];
  serviceTypes: readonly string[];
  setup: LeadFormSetup;
}

function chosenLocation(locations: readonly TenantLocation[], asked: string | null): TenantLocation | null {
  const byId = locations.find((location) => String(location.id) === asked);
  if (byId) return byId;
  // §4 "Location in a form is auto-selected when exactly one option exists."
  return locations.length === 1 ? locations[0]! : null;
}

export async function serviceBookingPage(tenant: Tenant, url: URL, now = new Date()): Promise<ServiceBookingPage> {
  const setup = leadFormSetup(tenant, "service-booking");
  const serviceLocations = tenant.locations.filter((location) => setup.options.locationIds?.includes(location.id));
  const location = chosenLocation(serviceLocations, url.searchParams.get("location"));
  const today = localDate(now, location?.timezone ?? serviceLocations[0]?.timezone ?? "Australia/Sydney");
  const asked = url.searchParams.get("date") ?? "";
  const db = await getDatabase();
  const freeDays = location ? await freeSlotDays(db, tenant, location, "service", NEXT_FREE_DAYS_WITHIN, now) : [];
  const date = isCalendarDate(asked) ? asked : (freeDays[0]?.date ?? (location ? today : null));
  const times = location && date ? slotOptions(date, await freeTimes(db, tenant, location, "service", date, now)) : [];
  const page = servicePage("service", tenant, servicePagePrograms(contentFor(tenant.slug)));
  return {
    title: page.title,
    dealerName: tenant.name,
    phone: page.phone,
    external: tenant.serviceBooking.externalUrl
      ? { url: tenant.serviceBooking.externalUrl, label: tenant.serviceBooking.externalLabel }
      : null,
    locations: setup.locations,
    locationId: location?.id ?? null,
    locationName: location?.name ?? null,
    date,
    dateLabel: date ? slotDayLabel(date) : null,
    minDate: today,
    maxDate: addDays(today, BOOKING_HORIZON_DAYS),
    times,
    nextFreeDays:
      times.length === 0 ? freeDays.slice(0, NEXT_FREE_DAYS).map((day) => ({ date: day.date, label: day.label })) : [],
    serviceTypes: SERVICE_TYPES,
    // The booking form posts the location the times are for; the select is the GET form's.
    setup: { ...setup, locations: setup.locations.filter((choice) => choice.id === location?.id) },
  };
}

/** The booking's action: a lead for the service department, its slot booked with it. */
export async function serviceBookingAction({ request, context }: ActionFunctionArgs) {
  const tenant = requestTenant(request, context);
  return handleLeadAction({
    request,
    tenant,
    form: "service-booking",
    options: leadFormSetup(tenant, "service-booking").options,
    context,
  });
}
