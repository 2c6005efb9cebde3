import type { LeadPayload } from "~/db/schema";
import { formatAud } from "~/models/car/display";
import { formatCalendarDate } from "~/models/car/vehicle";

/** One line of "what you sent" on the success page. */
export interface SentDetail {
  label: string;
  value: string;
}

/**
 * What the shopper sent, in the order of the form, for the success page (shown only to the
 * browser that sent it). Empty answers are left out; the hidden guard never appears.
 */
export function sentLeadDetails(payload: LeadPayload): SentDetail[] {
  const name = [payload.name, payload.last_name].filter(Boolean).join(" ");
  const details: [string, string | null | undefined][] = [
    ["Enquiry", payload.subcategory ? `${payload.category} (${payload.subcategory})` : payload.category],
    ["Name", name],
    ["Email", payload.email],
    ["Phone", payload.phone],
    ["Postcode", payload.postcode],
    ["Vehicle model", payload.vehicle_model],
    ["Your offer", payload.offer_from_client === undefined ? null : formatAud(payload.offer_from_client)],
    ["Preferred date", payload.preferred_date ? formatCalendarDate(payload.preferred_date) : null],
    ["Preferred time", payload.preferred_time],
    ["Message", payload.message],
  ];
  return details
    .filter((detail): detail is [string, string] => typeof detail[1] === "string" && detail[1].trim() !== "")
    .map(([label, value]) => ({ label, value }));
}
