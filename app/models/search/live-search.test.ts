import { describe, expect, it } from "vitest";
import { liveSearchDelay, RANGE_DEBOUNCE_MS, SEARCH_TEXT_DEBOUNCE_MS } from "./live-search";

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
