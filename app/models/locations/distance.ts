/*
 * The nearest location to a shopper's postcode (vehicle-page §2 Locations, §5 "Geocoding a
 * postcode with no result fails with Invalid postcode", §9 "Earth radius 6371 km"). The
 * postcode is geocoded elsewhere (the geocoding port); these rules take its answer.
 */

/** §9: "Earth radius 6371 km". */
export const EARTH_RADIUS_KM = 6371;

/** §5 and §8: the error when a postcode has no geocoding result. */
export const INVALID_POSTCODE = "Invalid postcode";

/** A point in decimal degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A location with its coordinates on the address, as the tenant configuration has them. */
export interface PlacedLocation {
  address: GeoPoint;
}

export interface NearestLocation<T> {
  location: T;
  distanceKm: number;
}

export type NearestToPostcode<T> = ({ ok: true } & NearestLocation<T>) | { ok: false; error: typeof INVALID_POSTCODE };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km by the haversine formula on a sphere of radius 6371 km. */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const halfChord =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(halfChord)));
}

/** The closest location to a point and its distance; the first listed wins a tie; null for none. */
export function nearestLocation<T extends PlacedLocation>(
  point: GeoPoint,
  locations: readonly T[],
): NearestLocation<T> | null {
  let nearest: NearestLocation<T> | null = null;
  for (const location of locations) {
    const distanceKm = haversineKm(point, location.address);
    if (!nearest || distanceKm < nearest.distanceKm) nearest = { location, distanceKm };
  }
  return nearest;
}

/**
 * The nearest location to a geocoded postcode: the geocoder's point, or null when the postcode
 * had no result, which is the "Invalid postcode" error. With no locations there is nothing to
 * be near, which is not the shopper's error either: that also answers null.
 */
export function nearestToPostcode<T extends PlacedLocation>(
  geocoded: GeoPoint | null,
  locations: readonly T[],
): NearestToPostcode<T> | null {
  if (!geocoded) return { ok: false, error: INVALID_POSTCODE };
  const nearest = nearestLocation(geocoded, locations);
  return nearest && { ok: true, ...nearest };
}
