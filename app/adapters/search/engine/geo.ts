/* Algolia's geo search: a record's `_geoloc` ({lat, lng} or a list of them) and its distance from a point. */

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres (haversine). */
export function distanceMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A `_geoloc` value's points; anything else (missing, malformed) has none. */
export function geoPoints(value: unknown): { lat: number; lng: number }[] {
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((point) => {
    if (typeof point !== "object" || point === null) return [];
    const { lat, lng } = point as { lat?: unknown; lng?: unknown };
    return typeof lat === "number" && typeof lng === "number" && Number.isFinite(lat) && Number.isFinite(lng) ? [{ lat, lng }] : [];
  });
}

export type Precision = number | readonly { from: number; value: number }[];

/**
 * The geo criterion's buckets: records in one bucket rank as equally near (aroundPrecision: a
 * width in metres, or widths from given distances on). Gives a distance's bucket and the
 * precision that applied.
 */
export function geoBuckets(precision: Precision): (distance: number) => { bucket: number; precision: number } {
  if (typeof precision === "number") return (distance) => ({ bucket: Math.floor(distance / precision), precision });
  const ranges = [...precision].sort((a, b) => a.from - b.from);
  return (distance) => {
    let at = 0;
    for (let i = 0; i < ranges.length; i++) if (ranges[i]!.from <= distance) at = i;
    const range = ranges[at]!;
    const from = Math.min(range.from, distance);
    // Later ranges hold farther records: the range's index leads, the bucket within it follows.
    return { bucket: at * 1e12 + Math.floor((distance - from) / range.value), precision: range.value };
  };
}
