import { REAL_PRICE_ABOVE } from "~/models/car/amounts";
import type { Car } from "~/models/car/car";
import { pushToDataLayer, type DataLayerHost } from "./datalayer";

/*
 * The Automotive Standards Council's GA4 events, pushed to `dataLayer` beside the
 * spec's numeric ids, so a dealer's agency reads our sites as it reads every other dealer
 * site: asc_item_pageview (a vehicle page), asc_cta_interaction (a call-to-action button),
 * asc_form_submission (a lead stored, on /success) and asc_click_to_call (a tel: link). Each
 * names the car where there is one, with the standard's item_* fields.
 */

export const ASC_EVENT_OWNER = "dealer-platform";

export type AscEventName = "asc_item_pageview" | "asc_cta_interaction" | "asc_form_submission" | "asc_click_to_call";

/** The standard's page types, from a path of ours. */
export type AscPageType = "home" | "item" | "itemlist" | "finance" | "service" | "trade" | "contact" | "other";

export interface AscItem {
  item_id: string;
  item_number: string | null;
  item_vin: string | null;
  item_price: number | null;
  item_condition: "new" | "used" | "cpo";
  item_year: number;
  item_make: string;
  item_model: string;
  item_color: string | null;
  item_fuel_type: string | null;
  item_type: string | null;
}

type AscCar = Pick<
  Car,
  "id" | "stocknum" | "vin" | "price" | "car_type" | "certified" | "year" | "make" | "model" | "colour" | "simple_fuel" | "simple_body"
>;

/** The standard's item fields of a car: condition new, used or cpo (a certified used car). */
export function ascItem(car: AscCar): AscItem {
  return {
    item_id: String(car.id),
    item_number: car.stocknum,
    item_vin: car.vin,
    item_price: car.price > REAL_PRICE_ABOVE ? car.price : null,
    item_condition: car.car_type === "new" ? "new" : car.certified ? "cpo" : "used",
    item_year: car.year,
    item_make: car.make,
    item_model: car.model,
    item_color: car.colour,
    item_fuel_type: car.simple_fuel,
    item_type: car.simple_body,
  };
}

/** The page type of one of our paths. */
export function ascPageType(pathname: string): AscPageType {
  if (pathname === "/") return "home";
  if (/^\/cars\/[^/]+\/?$/.test(pathname)) return "item";
  if (pathname.startsWith("/search")) return "itemlist";
  if (/finance/.test(pathname)) return "finance";
  if (/service|parts|roadside|warranty/.test(pathname)) return "service";
  if (/trade-in|sell-/.test(pathname)) return "trade";
  if (/contact|locations/.test(pathname)) return "contact";
  return "other";
}

/** The department a lead's category belongs to, in the standard's words. */
export function ascDepartment(category: string): "sales" | "service" | "parts" | "finance" | "other" {
  if (/service/i.test(category)) return "service";
  if (/parts/i.test(category)) return "parts";
  if (/finance/i.test(category)) return "finance";
  if (/career/i.test(category)) return "other";
  return "sales";
}

/** Pushes one ASC event; nothing on the server. */
export function pushAscEvent(
  name: AscEventName,
  fields: Record<string, string | number | boolean | null>,
  host: DataLayerHost | undefined = typeof window === "undefined" ? undefined : window,
): void {
  pushToDataLayer({ event: name, event_owner: ASC_EVENT_OWNER, ...fields }, host);
}
