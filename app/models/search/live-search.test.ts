import { describe, expect, it } from "vitest";
import {
  HISTORY_COALESCE_MS,
  liveSearchDelay,
  liveSearchGesture,
  RANGE_DEBOUNCE_MS,
  replacesLastEntry,
  SEARCH_TEXT_DEBOUNCE_MS,
} from "./live-search";

describe("liveSearchDelay", () => {
  it('waits "300 ms for the text box" (§4)', () => {
    expect(SEARCH_TEXT_DEBOUNCE_MS).toBe(300);
    expect(liveSearchDelay({ type: "search", name: "query" })).toBe(300);
  });

  it('waits "400 ms for sliders" (§4), and for the min and max boxes beside them', () => {
    expect(RANGE_DEBOUNCE_MS).toBe(400);
    expect(liveSearchDelay({ type: "range", name: "" })).toBe(400);
    expect(liveSearchDelay({ type: "number", name: "price_min" })).toBe(400);
  });

  it("searches at once for ticks and dropdowns", () => {
    expect(liveSearchDelay({ type: "checkbox", name: "make" })).toBe(0);
    expect(liveSearchDelay({ type: "select-one", name: "sortBy" })).toBe(0);
  });

  it("ignores controls that are not filters", () => {
    expect(liveSearchDelay({ type: "email", name: "email" })).toBeNull();
    expect(liveSearchDelay({ type: "text", name: "nickname" })).toBeNull();
    expect(liveSearchDelay({ type: "hidden", name: "dealership_slug" })).toBeNull();
  });
});

describe("history entries of live searches (Back returns to the previous search)", () => {
  const typing = liveSearchGesture({ type: "search", name: "query" });
  const priceSlider = liveSearchGesture({ type: "range", name: "", filter: "price" });
  const priceBox = liveSearchGesture({ type: "number", name: "price_min", filter: "price" });

  it("adds an entry for each tick and dropdown", () => {
    const tick = liveSearchGesture({ type: "checkbox", name: "make" });
    expect(tick).toBeNull();
    expect(replacesLastEntry(tick, { gesture: null, at: 0, focusKept: true }, 10)).toBe(false);
  });

  it("makes one entry of a word typed with pauses, and of a slider dragged then its box typed in", () => {
    expect(replacesLastEntry(typing, null, 0)).toBe(false);
    expect(replacesLastEntry(typing, { gesture: typing, at: 0, focusKept: false }, 900)).toBe(true);
    expect(priceSlider).toBe(priceBox);
    expect(replacesLastEntry(priceBox, { gesture: priceSlider, at: 0, focusKept: false }, 500)).toBe(true);
  });

  it("starts a new entry for another control, or the same one after a while", () => {
    expect(replacesLastEntry(priceSlider, { gesture: typing, at: 0, focusKept: true }, 100)).toBe(false);
    expect(replacesLastEntry(typing, { gesture: typing, at: 0, focusKept: false }, HISTORY_COALESCE_MS + 1)).toBe(false);
  });

  it("keeps one entry for a box that kept the focus, however long the page took (CI's slow machine)", () => {
    expect(replacesLastEntry(typing, { gesture: typing, at: 0, focusKept: true }, HISTORY_COALESCE_MS * 5)).toBe(true);
  });
});
