import { describe, expect, it } from "vitest";
import { canSaveToWatchlist, watchlistErrorToast, watchlistToast, WATCHLIST_SAVE_EVENT } from "./watchlist";

describe("canSaveToWatchlist (search-journey §4)", () => {
  it("saves a car in stock", () => {
    expect(canSaveToWatchlist({ status: "in_stock" }, false)).toBe(true);
  });

  it("\"A sold car cannot be newly saved to the watchlist unless it is already saved.\"", () => {
    expect(canSaveToWatchlist({ status: "sold" }, false)).toBe(false);
    expect(canSaveToWatchlist({ status: "sold" }, true)).toBe(true);
  });
});

describe("watchlist toasts (search-journey §8)", () => {
  it("Toast on save: Car Saved In Watchlist, body {car name} is now available in your watchlist, with View List", () => {
    expect(watchlistToast("saved", "2021 Mazda CX-5 Maxx", "t1")).toEqual({
      id: "t1",
      tone: "success",
      title: "Car Saved In Watchlist",
      body: "2021 Mazda CX-5 Maxx is now available in your watchlist.",
      action: { label: "View List", href: "/watchlist" },
    });
  });

  it("Toast on remove: Car Removed, body {car name} is no longer in your watchlist, with View List", () => {
    expect(watchlistToast("removed", "2021 Mazda CX-5 Maxx", "t2")).toMatchObject({
      title: "Car Removed",
      body: "2021 Mazda CX-5 Maxx is no longer in your watchlist.",
      action: { label: "View List", href: "/watchlist" },
    });
  });

  it("a failed call is an error toast carrying the message", () => {
    expect(watchlistErrorToast("Nope.", "t3")).toMatchObject({ tone: "error", body: "Nope." });
  });

  it("a save is analytics event 39 (§7)", () => {
    expect(WATCHLIST_SAVE_EVENT).toBe(39);
  });
});
