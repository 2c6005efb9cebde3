import type { ToastMessage } from "~/models/toast/message";

/** The watchlist page: the target of each toast's View List action (search-journey §2, §8). */
export const WATCHLIST_PATH = "/watchlist";

/** search-journey §4: "A sold car cannot be newly saved to the watchlist unless it is already saved." */
export function canSaveToWatchlist(car: { status: string }, alreadySaved: boolean): boolean {
  return alreadySaved || car.status !== "sold";
}

export const SOLD_CAR_MESSAGE = "This car has been sold, so it can't be added to your watchlist.";

export type WatchlistChange = "saved" | "removed";

/**
 * search-journey §8: "Toast on save: Car Saved In Watchlist, body {car name} is now available
 * in your watchlist. Toast on remove: Car Removed, body {car name} is no longer in your
 * watchlist. Each toast carries a View List action."
 */
export function watchlistToast(change: WatchlistChange, carName: string, id: string): ToastMessage {
  const viewList = { label: "View List", href: WATCHLIST_PATH };
  return change === "saved"
    ? { id, tone: "success", title: "Car Saved In Watchlist", body: `${carName} is now available in your watchlist.`, action: viewList }
    : { id, tone: "success", title: "Car Removed", body: `${carName} is no longer in your watchlist.`, action: viewList };
}

/** search-journey §8 "Watchlist call failure: an alert shows the error message". */
export function watchlistErrorToast(message: string, id: string): ToastMessage {
  return { id, tone: "error", title: "Watchlist not updated", body: message };
}

/** search-journey §7: "Analytics events: 39 on watchlist save". */
export const WATCHLIST_SAVE_EVENT = 39;
