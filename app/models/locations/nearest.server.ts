import { geocoder } from "~/adapters/geocoding/index.server";
import type { TenantLocation } from "~/tenants/schema";
import { nearestToPostcode } from "./distance";
import { parsePostcodeSearch, formatDistance } from "./postcode-search";

export interface NearestAnswer<T> {
  postcode: string;
  place: string;
  approximate: boolean;
  location: T;
  distance: string;
}

export interface NearestSearch<T> {
  postcode: string;
  /** §5: the format message, or "Invalid postcode" when the geocoder has no result. */
  error: string | null;
  answer: NearestAnswer<T> | null;
}

/**
 * The "Find your nearest location" answer for ?postcode= (vehicle-page §2 Locations, §5, §8):
 * the format check, the embedded geocoder, then the closest of the dealer's locations.
 */
export function nearestLocationSearch<T extends Pick<TenantLocation, "address">>(
  params: URLSearchParams,
  locations: readonly T[],
): NearestSearch<T> {
  const search = parsePostcodeSearch(params);
  if (search.kind === "none") return { postcode: "", error: null, answer: null };
  if (search.kind === "invalid") return { postcode: search.postcode, error: search.error, answer: null };
  const geocoded = geocoder.geocodePostcode(search.postcode);
  const nearest = nearestToPostcode(geocoded, locations);
  if (!nearest) return { postcode: search.postcode, error: null, answer: null };
  if (!nearest.ok || !geocoded) return { postcode: search.postcode, error: nearest.ok ? null : nearest.error, answer: null };
  return {
    postcode: search.postcode,
    error: null,
    answer: {
      postcode: search.postcode,
      place: geocoded.place,
      approximate: geocoded.approximate,
      location: nearest.location,
      distance: formatDistance(nearest.distanceKm),
    },
  };
}
