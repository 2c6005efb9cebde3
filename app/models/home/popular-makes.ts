import { makeLogoUrl } from "~/models/search/make-logos";
import { makeLandingPath } from "~/models/search/landing";

/** How many makes the home page's popular tiles show (vehicle-page §2 "popular-facet tiles with counts"). */
export const POPULAR_MAKES_SHOWN = 6;

export interface PopularMakeTile {
  make: string;
  count: number;
  /** The make's search landing, /search/{make}. */
  href: string;
  /** The make's badge, or null for a make without one. */
  logo: string | null;
}

/**
 * The makes with the most stock, most first (a tie by name), from the counts the home page's
 * one search already has: the counts its landing pages list, under the tenant's stock preset.
 * A make with no stock has no tile.
 */
export function popularMakeTiles(
  makeCounts: Readonly<Record<string, number>> | undefined,
  shown: number = POPULAR_MAKES_SHOWN,
): PopularMakeTile[] {
  return Object.entries(makeCounts ?? {})
    .filter(([, count]) => count > 0)
    .sort(([makeA, countA], [makeB, countB]) => countB - countA || makeA.localeCompare(makeB, "en-AU"))
    .slice(0, shown)
    .map(([make, count]) => ({ make, count, href: makeLandingPath(make), logo: makeLogoUrl(make) }));
}
