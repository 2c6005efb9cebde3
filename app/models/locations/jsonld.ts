import { hoursForDepartment, type OpeningHourEntry } from "~/models/hours/opening-hours";
import { isMaskedPhone } from "~/tenants/fields/masked-phone";
import type { Tenant, TenantLocation } from "~/tenants/schema";

/*
 * schema.org structured data of the dealer's pages ("AutoDealer with each location's
 * address, geo and openingHoursSpecification"), built from the same tenant data the page shows.
 * Serialise it with serializeJsonLd (models/search/jsonld.ts).
 */

const DAY_URLS = [
  "https://schema.org/Sunday",
  "https://schema.org/Monday",
  "https://schema.org/Tuesday",
  "https://schema.org/Wednesday",
  "https://schema.org/Thursday",
  "https://schema.org/Friday",
  "https://schema.org/Saturday",
] as const;

const SATURDAY = 6;

export interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek?: string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
}

type JsonLdLocation = Pick<
  TenantLocation,
  "slug" | "name" | "address" | "phone" | "email" | "locationType" | "openingHours" | "alternatingSaturdays"
>;

/**
 * The hours of the location's own department as OpeningHoursSpecification: weekdays with the
 * same hours share one entry; a holiday is valid on its date only, a closed one as 00:00-00:00
 * (schema.org's way of saying closed). A fortnightly Saturday (§4) cannot be said in
 * schema.org, so an alternating location lists no Saturday rather than a wrong one.
 */
export function openingHoursSpecification(location: JsonLdLocation): OpeningHoursSpecification[] {
  const own = hoursForDepartment(location.openingHours, location.locationType);
  const entries: readonly OpeningHourEntry[] = own.length > 0 ? own : hoursForDepartment(location.openingHours, "sales");
  const weekly = new Map<string, number[]>();
  for (const entry of entries) {
    if (entry.date || entry.status !== "Open" || !entry.open || !entry.close) continue;
    if (location.alternatingSaturdays && entry.weekday === SATURDAY) continue;
    const key = `${entry.open}-${entry.close}`;
    weekly.set(key, [...(weekly.get(key) ?? []), entry.weekday]);
  }
  const regular = [...weekly].map(([key, weekdays]): OpeningHoursSpecification => {
    const [opens = "", closes = ""] = key.split("-");
    return {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: weekdays.sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)).map((weekday) => DAY_URLS[weekday]!),
      opens,
      closes,
    };
  });
  const holidays = entries
    .filter((entry): entry is OpeningHourEntry & { date: string } => Boolean(entry.date))
    .map((entry): OpeningHoursSpecification => {
      const open = entry.status === "Open" && entry.open && entry.close;
      return {
        "@type": "OpeningHoursSpecification",
        opens: open ? entry.open! : "00:00",
        closes: open ? entry.close! : "00:00",
        validFrom: entry.date,
        validThrough: entry.date,
      };
    });
  return [...regular, ...holidays];
}

/** A masking tenant's numbers stay out of its pages until a reveal, JSON-LD included (search-journey §4). */
function fullNumber(phone: string | undefined): phone is string {
  return phone !== undefined && !isMaskedPhone(phone);
}

/** One location as an AutoDealer: its address, coordinates, phone and hours. */
export function locationJsonLd(location: JsonLdLocation, origin: string) {
  const { street, city, state, postcode, lat, lng } = location.address;
  return {
    "@type": "AutoDealer",
    "@id": `${origin}/locations/${location.slug}`,
    name: location.name,
    url: `${origin}/locations/${location.slug}`,
    ...(fullNumber(location.phone) ? { telephone: location.phone } : {}),
    ...(location.email ? { email: location.email } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: street,
      addressLocality: city,
      addressRegion: state,
      postalCode: postcode,
      addressCountry: "AU",
    },
    geo: { "@type": "GeoCoordinates", latitude: lat, longitude: lng },
    openingHoursSpecification: openingHoursSpecification(location),
  };
}

/** The dealer as an AutoDealer whose departments are its locations (contact and about pages). */
export function autoDealerJsonLd(
  dealer: Pick<Tenant, "name" | "address" | "phones" | "logoUrl">,
  locations: readonly JsonLdLocation[],
  origin: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    name: dealer.name,
    url: `${origin}/`,
    ...(fullNumber(dealer.phones.main) ? { telephone: dealer.phones.main } : {}),
    ...(dealer.logoUrl ? { logo: new URL(dealer.logoUrl, origin).href } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: dealer.address.street,
      addressLocality: dealer.address.city,
      addressRegion: dealer.address.state,
      postalCode: dealer.address.postcode,
      addressCountry: "AU",
    },
    department: locations.map((location) => locationJsonLd(location, origin)),
  };
}

/** A single location's page: the location itself, part of the dealer. */
export function locationPageJsonLd(dealerName: string, location: JsonLdLocation, origin: string) {
  return {
    "@context": "https://schema.org",
    ...locationJsonLd(location, origin),
    parentOrganization: { "@type": "AutoDealer", name: dealerName, url: `${origin}/` },
  };
}
