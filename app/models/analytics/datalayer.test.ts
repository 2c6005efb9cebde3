import { describe, expect, it } from "vitest";
import { FAVOURITE_ADD_EVENT, PHONE_CALL_CLICK_EVENT, pushAnalyticsEvent, type DataLayerHost } from "./datalayer";

describe("pushAnalyticsEvent", () => {
  it('names the spec\'s event ids: "39 on watchlist save, 25 on phone call click"', () => {
    expect(FAVOURITE_ADD_EVENT).toBe(39);
    expect(PHONE_CALL_CLICK_EVENT).toBe(25);
  });

  it("pushes the event id with its payload onto the data layer", () => {
    const host: DataLayerHost = { dataLayer: [{ event: "gtm.js" }] };
    pushAnalyticsEvent(FAVOURITE_ADD_EVENT, { car_id: 7310, car_name: "2021 Mazda CX-5" }, host);
    expect(host.dataLayer).toEqual([{ event: "gtm.js" }, { event: 39, car_id: 7310, car_name: "2021 Mazda CX-5" }]);
  });

  it("creates the data layer when no tag manager made one", () => {
    const host: DataLayerHost = {};
    pushAnalyticsEvent(PHONE_CALL_CLICK_EVENT, { phone_number: "0395550500" }, host);
    expect(host.dataLayer).toEqual([{ event: 25, phone_number: "0395550500" }]);
  });

  it("keeps the event id even if the payload names an event", () => {
    const host: DataLayerHost = {};
    pushAnalyticsEvent(FAVOURITE_ADD_EVENT, { event: "other" }, host);
    expect(host.dataLayer).toEqual([{ event: 39 }]);
  });

  it("does nothing where there is no window (the server)", () => {
    expect(() => pushAnalyticsEvent(FAVOURITE_ADD_EVENT, {}, undefined)).not.toThrow();
  });
});
