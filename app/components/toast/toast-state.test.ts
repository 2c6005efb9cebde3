import { describe, expect, it } from "vitest";
import type { ToastMessage } from "~/models/toast/message";
import { noToasts, TOAST_LIMIT, toastReducer } from "./toast-state";

const saved: ToastMessage = {
  id: "a",
  tone: "success",
  title: "Car Saved In Watchlist",
  body: "2021 Mazda CX-5 is now available in your watchlist.",
  action: { label: "View List", href: "/watchlist" },
};
const removed: ToastMessage = { ...saved, id: "b", title: "Car Removed", body: "2021 Mazda CX-5 is no longer in your watchlist." };

describe("toastReducer (search-journey §4: one at a time; updated, dismissed, then removed)", () => {
  it("shows one toast at a time: a new one takes the place of the last (\"Toast limit: 1\")", () => {
    expect(TOAST_LIMIT).toBe(1);
    const state = toastReducer(toastReducer(noToasts, { type: "show", toast: saved }), { type: "show", toast: removed });
    expect(state.toasts).toEqual([{ ...removed, open: true }]);
  });

  it("updates the toast showing", () => {
    const shown = toastReducer(noToasts, { type: "show", toast: saved });
    const updated = toastReducer(shown, { type: "update", id: "a", change: { body: "Updated." } });
    expect(updated.toasts[0]).toMatchObject({ id: "a", title: "Car Saved In Watchlist", body: "Updated.", open: true });
  });

  it("ignores an update for a toast no longer showing", () => {
    const shown = toastReducer(noToasts, { type: "show", toast: removed });
    expect(toastReducer(shown, { type: "update", id: "a", change: { body: "x" } })).toEqual(shown);
  });

  it("dismisses first (closed, still on the page), then removes", () => {
    const shown = toastReducer(noToasts, { type: "show", toast: saved });
    const dismissed = toastReducer(shown, { type: "dismiss", id: "a" });
    expect(dismissed.toasts).toEqual([{ ...saved, open: false }]);
    expect(toastReducer(dismissed, { type: "remove", id: "a" })).toEqual(noToasts);
  });

  it("does not remove a toast that was never dismissed", () => {
    const shown = toastReducer(noToasts, { type: "show", toast: saved });
    expect(toastReducer(shown, { type: "remove", id: "a" })).toEqual(shown);
  });
});
