import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { Tenant } from "~/tenants/schema";
import { leadCarSummary, type LeadCarSummary } from "./car-summary";
import { leadCategoryEvent } from "./schemas";
import { sentLeadDetails, type SentDetail } from "./sent-lead";
import { ascItem, type AscItem } from "~/models/analytics/asc";
import { toCar } from "~/models/car/car";

/** A stored lead as the success page shows it (vehicle-page §4: "the car is stored for the success page"). */
export interface SentLead {
  id: number;
  category: string;
  /** §7 tracking event of the lead's category, pushed to the dataLayer once. */
  eventId: number;
  dealerName: string;
  car: LeadCarSummary | null;
  /** What was sent; only for the browser that sent it (the caller decides). */
  details: SentDetail[] | null;
  /** The car in the Automotive Standards Council's item fields, for asc_form_submission. */
  ascItem: AscItem | null;
}

/**
 * One of this website's leads, or null: another website's lead id finds nothing. The car
 * is the one the lead was linked to when it was stored (one of this tenant's), even if
 * it has sold since; its event is worked out as submitLead did.
 */
export async function findSentLead(
  db: Kysely<Database>,
  tenant: Tenant,
  leadId: number,
  options: { withDetails: boolean },
): Promise<SentLead | null> {
  const lead = await db
    .selectFrom("leads")
    .select(["id", "category", "subcategory", "payload", "car_id", "car_dealership_id"])
    .where("id", "=", leadId)
    .where("website_id", "=", tenant.id)
    .executeTakeFirst();
  if (!lead) return null;
  const car =
    lead.car_id === null
      ? null
      : ((await db
          .selectFrom("cars")
          .selectAll()
          .where("id", "=", lead.car_id)
          .where("website_id", "=", tenant.id)
          .executeTakeFirst()) ?? null);
  const eventCar = car ?? (lead.car_id !== null && lead.payload.car_type ? { car_type: lead.payload.car_type } : null);
  return {
    id: lead.id,
    category: lead.category,
    eventId: leadCategoryEvent(lead.category, eventCar, lead.subcategory),
    dealerName: tenant.dealerships.find((dealership) => dealership.id === lead.car_dealership_id)?.name ?? tenant.name,
    car: car ? leadCarSummary(car, tenant) : null,
    details: options.withDetails ? sentLeadDetails(lead.payload) : null,
    ascItem: car ? ascItem(toCar(car, tenant)) : null,
  };
}
