import type { Car } from "~/models/car/car";
import { FAVOURITES_LIMIT } from "./lists";

/**
 * The favourites kept in local storage (search-journey §6: "favourite in local storage"),
 * mirroring the favourites cookie, which stays the source of truth for the server. Each
 * entry is vehicle-page §3's "Favourite entry: id, name, slug, make, model,
 * primary_image_url", enough to list a favourite without asking the server.
 */

/** The local storage key. */
export const FAVOURITES_STORAGE_KEY = "favourites";

export interface FavouriteEntry {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
}

// A plain check rather than a zod schema: this runs in the browser, where zod would cost
// every page about 15 kB gzip for six fields.
function isFavouriteEntry(item: unknown): item is FavouriteEntry {
  if (typeof item !== "object" || item === null) return false;
  const entry = item as Record<string, unknown>;
  return (
    typeof entry.id === "number" &&
    Number.isInteger(entry.id) &&
    entry.id > 0 &&
    ["name", "slug", "make", "model"].every((key) => typeof entry[key] === "string") &&
    (entry.primary_image_url === null || typeof entry.primary_image_url === "string")
  );
}

export function favouriteEntry(car: Pick<Car, keyof FavouriteEntry>): FavouriteEntry {
  const { id, name, slug, make, model, primary_image_url } = car;
  return { id, name, slug, make, model, primary_image_url };
}

/** Entries as stored; anything unreadable is dropped rather than failing the page. */
export function parseFavouriteEntries(stored: string | null): FavouriteEntry[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter(isFavouriteEntry).map(favouriteEntry);
}

/** Saved last, as the cookie keeps them; at the cookie's limit the oldest goes. */
export function withFavourite(entries: readonly FavouriteEntry[], entry: FavouriteEntry): FavouriteEntry[] {
  return [...entries.filter((old) => old.id !== entry.id), entry].slice(-FAVOURITES_LIMIT);
}

export function withoutFavourite(entries: readonly FavouriteEntry[], id: number): FavouriteEntry[] {
  return entries.filter((entry) => entry.id !== id);
}

/**
 * The mirror brought in line with the cookie's ids: entries no longer saved go, and saved
 * cars the page shows but the mirror lacks (saved without JavaScript) come in.
 */
export function syncFavourites(
  entries: readonly FavouriteEntry[],
  savedIds: ReadonlySet<number>,
  shownCars: ReadonlyArray<Pick<Car, keyof FavouriteEntry>>,
): FavouriteEntry[] {
  let synced = entries.filter((entry) => savedIds.has(entry.id));
  for (const car of shownCars) {
    if (savedIds.has(car.id) && !synced.some((entry) => entry.id === car.id)) {
      synced = withFavourite(synced, favouriteEntry(car));
    }
  }
  return synced;
}
