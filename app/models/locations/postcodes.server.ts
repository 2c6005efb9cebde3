import type { AustralianState } from "~/tenants/schema";
import type { GeoPoint } from "./distance";
import { POSTCODE_CENTROIDS, STATE_CENTRES, STATE_POSTCODE_RANGES } from "./postcode-centroids";

/*
 * The geocoding port's embedded default (DESIGN.md "Ports and adapters"): a postcode to a
 * point, from the built-in list in postcode-centroids.ts. Kept server-side so the list never
 * reaches the browser bundle. A hosted geocoding API is the accurate adapter at scale.
 */

export interface GeocodedPostcode extends GeoPoint {
  postcode: string;
  /** The district's place name, or the state's main centre when approximate. */
  place: string;
  state: AustralianState | null;
  /** True when only the postcode's state is known and the point is that state's main centre. */
  approximate: boolean;
}

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
