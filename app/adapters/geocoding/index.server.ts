import { geocodePostcode } from "./postcode-list.server";
import type { Geocoder } from "./port";

/**
 * The built-in postcode list. No maps geocoding API is configured on this platform yet;
 * when one is, this is where its setting in env.server.ts chooses it.
 */
export const geocoder: Geocoder = { geocodePostcode };

export type { GeocodedPostcode, Geocoder } from "./port";
