import { describe, expect, it } from "vitest";
import {
  collapseOfferDescription,
  truncateComments,
  truncateDisclaimer,
  truncateText,
  visibleOffers,
  type Offer,
} from "./truncate";

/** Words of five letters and a space: six characters each, so cuts fall on known positions. */
const words = (count: number) => Array.from({ length: count }, (_, index) => `w${String(index).padStart(4, "0")}`).join(" ");

const offer = (id: number, excluded: number[] | null): Offer => ({
  id,
  name: `Offer ${id}`,
  description: null,
  sanitized_description: null,
  disclaimer: null,
  image_url: null,
  manufacturer: "Toyota",
  model: null,
  excluded_website_ids: excluded,
});

describe("truncateText", () => {
  it("keeps a text within the limit as it is", () => {
    expect(truncateText("Drive away today", 16)).toEqual({ text: "Drive away today", truncated: false });
  });

  it("cuts on a word boundary inside the limit and adds an ellipsis", () => {
    expect(truncateText("Drive away today with a free tint", 20)).toEqual({ text: "Drive away today…", truncated: true });
  });

  it("keeps a whole last word when the limit falls right after it", () => {
    expect(truncateText("Drive away today with", 16)).toEqual({ text: "Drive away today…", truncated: true });
  });

  it("drops a trailing separator before the ellipsis", () => {
    expect(truncateText("Save big, drive away today", 10).text).toBe("Save big…");
  });

  it("cuts a long unbroken word at the limit", () => {
    expect(truncateText("See https://example.com/very/long/offer/link", 20).text).toBe("See https://example.…");
  });
});

describe("collapseOfferDescription", () => {
  it("leaves a description of 200 characters whole, without a toggle (§9 threshold 200)", () => {
    const text = words(34).slice(0, 200);
    expect(text).toHaveLength(200);
    expect(collapseOfferDescription(text)).toEqual({ short: text, full: text, toggle: null });
  });

  it('collapses a description over 200 characters "to about 160" with View more / View less (§4)', () => {
    const text = words(40);
    const collapsed = collapseOfferDescription(text);
    expect(text.length).toBeGreaterThan(200);
    // 26 words of 5 letters and 25 spaces are 155 characters: the last whole word inside 160.
    expect(collapsed.short).toBe(`${words(27).slice(0, 155)}…`);
    expect(collapsed.short.length).toBeLessThanOrEqual(161);
    expect(collapsed.full).toBe(text);
    expect(collapsed.toggle).toEqual({ more: "View more", less: "View less" });
  });
});

describe("truncateDisclaimer", () => {
  it("keeps a disclaimer of 200 characters whole", () => {
    expect(truncateDisclaimer("x".repeat(200)).toggle).toBeNull();
  });

  it('truncates a longer disclaimer "at 200" with View full disclaimer / less disclaimer (§4)', () => {
    const text = words(50);
    const truncated = truncateDisclaimer(text);
    expect(truncated.short).toBe(`${words(34).slice(0, 197)}…`);
    expect(truncated.toggle).toEqual({ more: "View full disclaimer", less: "less disclaimer" });
  });
});

describe("truncateComments", () => {
  it('truncates dealer comments "to 400 characters with a more/less toggle" (search-journey §4)', () => {
    const text = words(100);
    const truncated = truncateComments(text);
    expect(truncated.short.length).toBeLessThanOrEqual(401);
    expect(truncated.short.endsWith("…")).toBe(true);
    expect(truncated.toggle).toEqual({ more: "more", less: "less" });
  });

  it("keeps comments of 400 characters whole", () => {
    expect(truncateComments("y".repeat(400))).toEqual({ short: "y".repeat(400), full: "y".repeat(400), toggle: null });
  });
});

describe("visibleOffers", () => {
  it("hides offers whose excluded_website_ids include the site (§4)", () => {
    const offers = [offer(1, [7, 12]), offer(2, [3]), offer(3, null), offer(4, [])];
    expect(visibleOffers(offers, 12).map((shown) => shown.id)).toEqual([2, 3, 4]);
    expect(visibleOffers(offers, 3).map((shown) => shown.id)).toEqual([1, 3, 4]);
  });
});
