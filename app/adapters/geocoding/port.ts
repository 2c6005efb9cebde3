import type { AustralianState } from "~/tenants/schema";

/*
 * The geocoding port (DESIGN.md "Ports and adapters"): a postcode to a point. Synchronous
 * because its one adapter today, the built-in list, answers from memory; a maps API behind
 * it would make it asynchronous, and nearestLocationSearch with it.
 */

export interface Geocoder {
  /** Where a 4-digit postcode is, or null when this geocoder has no answer for it. */
  geocodePostcode(postcode: string): GeocodedPostcode | null;
}

export interface GeocodedPostcode {
  lat: number;
  lng: number;
  postcode: string;
  /** The district's place name, or the state's main centre when approximate. */
  place: string;
  state: AustralianState | null;
  /** True when only the postcode's state is known and the point is that state's main centre. */
  approximate: boolean;
}
