import { describe, expect, it } from "vitest";
import { campaignParams, MAX_VISIT_PAGES, readVisit, visitAfterPageView, VISIT_IDLE_MS, writeVisit } from "./visit";

const at = (path: string) => new URL(`https://www.dealer.com.au${path}`);
const start = Date.parse("2026-11-23T10:00:00Z");

describe("the visit a lead carries (vehicle-page §3 visited_pages, linked_query_params)", () => {
  it("keeps the campaign of the landing link and every page after it, in order", () => {
    let visit = visitAfterPageView(null, at("/?utm_source=newsletter&utm_campaign=spring&gclid=abc&page=2"), start);
    visit = visitAfterPageView(visit, at("/search?make=Kia"), start + 60_000);
    visit = visitAfterPageView(visit, at("/cars/2021-kia-cerato-u1"), start + 120_000);
    expect(visit.landing).toEqual({ utm_source: "newsletter", utm_campaign: "spring", gclid: "abc" });
    expect(visit.pages).toEqual([
      "/?utm_source=newsletter&utm_campaign=spring&gclid=abc&page=2",
      "/search?make=Kia",
      "/cars/2021-kia-cerato-u1",
    ]);
  });

  it("does not repeat a reloaded page and keeps only the last 20", () => {
    let visit = visitAfterPageView(null, at("/search"), start);
    visit = visitAfterPageView(visit, at("/search"), start + 1);
    expect(visit.pages).toEqual(["/search"]);
    for (let page = 0; page < 30; page += 1) visit = visitAfterPageView(visit, at(`/cars/car-${page}`), start + page);
    expect(visit.pages).toHaveLength(MAX_VISIT_PAGES);
    expect(visit.pages.at(-1)).toBe("/cars/car-29");
  });

  it("starts a new visit after half an hour without a page", () => {
    const first = visitAfterPageView(null, at("/?utm_source=facebook"), start);
    const later = visitAfterPageView(first, at("/search"), start + VISIT_IDLE_MS + 1);
    expect(later).toEqual({ landing: {}, pages: ["/search"], seenAt: start + VISIT_IDLE_MS + 1 });
  });

  it("reads back what it writes, and nothing from a cookie that is not one", () => {
    const visit = visitAfterPageView(null, at("/?fbclid=x"), start);
    expect(readVisit(writeVisit(visit))).toEqual(visit);
    expect(readVisit("not base64 json")).toBeNull();
    expect(readVisit(Buffer.from('{"__proto__":{"x":1}}').toString("base64url"))).toBeNull();
    expect(readVisit(undefined)).toBeNull();
  });

  it("takes only campaign parameters, once each, from a query", () => {
    const query = new URLSearchParams("utm_source=a&utm_source=b&make=Kia&msclkid=m&constructor=1&utm_=x");
    expect(campaignParams(query)).toEqual({ utm_source: "a", msclkid: "m" });
  });
});
