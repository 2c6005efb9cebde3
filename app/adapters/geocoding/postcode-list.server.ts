import type { AustralianState } from "~/tenants/schema";
import { POSTCODE_CENTROIDS, STATE_CENTRES, STATE_POSTCODE_RANGES } from "./postcode-centroids";
import type { GeocodedPostcode } from "./port";

/*
 * The geocoding port's embedded default (DESIGN.md "Ports and adapters"): a postcode to a
 * point, from the built-in list in postcode-centroids.ts. Kept server-side so the list never
 * reaches the browser bundle. A hosted geocoding API is the accurate adapter at scale.
 */

/**
 * Where a 4-digit postcode is, or null when this geocoder has no answer for it (§5: "Geocoding
 * a postcode with no result fails with Invalid postcode").
 */
export function geocodePostcode(postcode: string): GeocodedPostcode | null {
  if (!/^\d{4}$/.test(postcode)) return null;
  const state = stateOfPostcode(postcode);
  const known = POSTCODE_CENTROIDS[postcode];
  if (known) return { postcode, place: known.place, lat: known.lat, lng: known.lng, state, approximate: false };
  if (!state) return null;
  const centre = STATE_CENTRES[state];
  return { postcode, place: centre.place, lat: centre.lat, lng: centre.lng, state, approximate: true };
}

/** The state a postcode belongs to, where its range belongs to one state only. */
export function stateOfPostcode(postcode: string): AustralianState | null {
  const number = Number(postcode);
  return STATE_POSTCODE_RANGES.find((range) => number >= range.from && number <= range.to)?.state ?? null;
}
