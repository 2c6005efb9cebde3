import { useEffect } from "react";
import {
  FAVOURITES_STORAGE_KEY,
  favouriteEntry,
  parseFavouriteEntries,
  syncFavourites,
  withFavourite,
  withoutFavourite,
  type FavouriteEntry,
} from "~/models/watchlist/favourite-entries";
import type { Car } from "~/models/car/car";
import { readStorage, writeStorage } from "./storage";

/** The favourites mirror in local storage (search-journey §6); the cookie stays the truth. */
function updateFavourites(change: (entries: FavouriteEntry[]) => FavouriteEntry[]): void {
  const stored = readStorage(FAVOURITES_STORAGE_KEY);
  const next = JSON.stringify(change(parseFavouriteEntries(stored)));
  if (next !== stored) writeStorage(FAVOURITES_STORAGE_KEY, next);
}

export function rememberFavourite(car: Pick<Car, keyof FavouriteEntry>): void {
  updateFavourites((entries) => withFavourite(entries, favouriteEntry(car)));
}

export function forgetFavourite(id: number): void {
  updateFavourites((entries) => withoutFavourite(entries, id));
}

/**
 * Brings the mirror in line with the cookie's ids the server rendered with: a car saved or
 * removed without JavaScript, or on another tab, is mirrored on the next page.
 */
export function useFavouritesMirror(
  savedIds: ReadonlySet<number> | undefined,
  cars: ReadonlyArray<Pick<Car, keyof FavouriteEntry>>,
): void {
  const idsKey = savedIds ? [...savedIds].join(",") : null;
  useEffect(() => {
    if (idsKey === null) return;
    const ids = new Set(idsKey ? idsKey.split(",").map(Number) : []);
    updateFavourites((entries) => syncFavourites(entries, ids, cars));
  }, [idsKey, cars]);
}
