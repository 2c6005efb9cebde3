import { tenantForPage } from "~/models/phone-reveal/numbers";
import { serializeJsonLd } from "~/models/search/jsonld";
import type { Tenant } from "~/tenants/schema";
import { locationPageJsonLd } from "./jsonld";
import { locationHours } from "./location-hours";
import { departmentContacts, findLocation } from "./places";

/**
 * What a single location's pages show (/locations/{slug}, /contact-us/{locationSlug},
 * /teams/{locationSlug}): the location, its hours for the department asked for in the URL
 * (the no-JavaScript department form sends ?location=&department=), its departments' numbers
 * and its JSON-LD. Null for a slug that is none of the dealer's locations.
 */
export function locationPage(tenant: Tenant, slug: string, url: URL, now: Date, origin: string) {
  // Its numbers masked until the visitor revealed them (search-journey §4).
  const shown = tenantForPage(tenant, url);
  const location = findLocation(shown.locations, slug);
  if (!location) return null;
  const forLocation = url.searchParams.get("location");
  const department = !forLocation || forLocation === location.slug ? url.searchParams.get("department") : null;
  return {
    location,
    hours: locationHours(location, now, department),
    contacts: departmentContacts(location, shown.phones),
    jsonLd: serializeJsonLd(locationPageJsonLd(shown.name, location, origin)),
  };
}
