import { describe, expect, it } from "vitest";
import { offerSchema, type OfferInput } from "~/tenants/fields/offer";
import { findOffer, offerPath, offerText, offerView } from "./offer";
import { visibleOffers } from "./truncate";

const SITE = 101;
const offer = (input: Partial<OfferInput> = {}) => offerSchema.parse({ id: 1, name: "Offer", ...input });
const long = (length: number) => "word ".repeat(Math.ceil(length / 5)).slice(0, length);

describe("offerSchema (vehicle-page §3 Offer)", () => {
  it("fills the fields a feed may leave out with null", () => {
    expect(offer()).toMatchObject({ description: null, disclaimer: null, manufacturer: null, model: null, excluded_website_ids: null });
  });

  it('takes the manufacturer as "name or string"', () => {
    expect(offer({ manufacturer: "Toyota" }).manufacturer).toBe("Toyota");
    expect(offer({ manufacturer: { name: "Toyota" } }).manufacturer).toEqual({ name: "Toyota" });
  });

  it("rejects an offer without an id or name", () => {
    expect(offerSchema.safeParse({ name: "No id" }).success).toBe(false);
    expect(offerSchema.safeParse({ id: 3, name: "" }).success).toBe(false);
  });
});

describe("offerPath (§2 /offers/{id}, /offers/{manufacturer}/{offerId})", () => {
  it("puts a make's offer under its manufacturer", () => {
    expect(offerPath(offer({ id: 7, manufacturer: { name: "Mercedes-Benz" } }))).toBe("/offers/mercedes-benz/7");
  });

  it("keeps an offer without a make at /offers/{id}", () => {
    expect(offerPath(offer({ id: 7 }))).toBe("/offers/7");
  });
});

describe("offer visibility (§4: offers whose excluded_website_ids include the site are hidden)", () => {
  const offers = [offer({ id: 1 }), offer({ id: 2, excluded_website_ids: [SITE] }), offer({ id: 3, excluded_website_ids: [999] })];

  it("hides an offer excluded for this site from the list", () => {
    expect(visibleOffers(offers, SITE).map((shown) => shown.id)).toEqual([1, 3]);
  });

  it("hides it from its own address too", () => {
    expect(findOffer(offers, { id: "2" }, SITE)).toBeUndefined();
    expect(findOffer(offers, { id: "2" }, 999)?.id).toBe(2);
  });

  it("finds an offer by id, and by manufacturer and id only when the make is the offer's", () => {
    const toyota = [offer({ id: 5, manufacturer: "Toyota" })];
    expect(findOffer(toyota, { id: "5" }, SITE)?.id).toBe(5);
    expect(findOffer(toyota, { id: "5", manufacturerSlug: "toyota" }, SITE)?.id).toBe(5);
    expect(findOffer(toyota, { id: "5", manufacturerSlug: "mazda" }, SITE)).toBeUndefined();
    expect(findOffer(offers, { id: "1", manufacturerSlug: "toyota" }, SITE)).toBeUndefined();
  });

  it("answers nothing for a malformed id", () => {
    expect(findOffer(offers, { id: "1abc" }, SITE)).toBeUndefined();
    expect(findOffer(offers, { id: "" }, SITE)).toBeUndefined();
  });
});

describe("offerView (§4 collapsed texts)", () => {
  it("collapses a description over 200 characters to about 160, toggled View more / View less", () => {
    const view = offerView(offer({ description: long(260) }));
    expect(view.description?.toggle).toEqual({ more: "View more", less: "View less" });
    expect(view.description!.short.length).toBeLessThanOrEqual(161);
    expect(view.description!.short.length).toBeGreaterThan(120);
  });

  it("leaves a description of 200 characters whole", () => {
    expect(offerView(offer({ description: long(200) })).description?.toggle).toBeNull();
  });

  it("truncates a disclaimer at 200, toggled View full disclaimer / less disclaimer", () => {
    const view = offerView(offer({ disclaimer: long(320) }));
    expect(view.disclaimer?.toggle).toEqual({ more: "View full disclaimer", less: "less disclaimer" });
    expect(view.disclaimer!.short.length).toBeLessThanOrEqual(201);
    expect(offerView(offer({ disclaimer: long(200) })).disclaimer?.toggle).toBeNull();
  });

  it("collapses the text without its markup, preferring the sanitized description", () => {
    expect(offerText({ description: "<p>Save <strong>big</strong>&nbsp;now</p>", sanitized_description: null })).toBe("Save big now");
    expect(offerText({ description: "<p>html</p>", sanitized_description: "plain" })).toBe("plain");
  });

  it("links the offer's model through the tenant's range, or its override URL", () => {
    const model = { name: "RAV4", slug: "rav4" };
    expect(offerView(offer({ model }), () => "/models/toyota-rav4").modelHref).toBe("/models/toyota-rav4");
    expect(offerView(offer({ model: { ...model, override_url: "/rav4-hybrid" } }), () => "/x").modelHref).toBe("/rav4-hybrid");
    expect(offerView(offer()).modelHref).toBeNull();
  });
});
