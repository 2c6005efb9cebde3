import { describe, expect, it } from "vitest";
import { POPUP_MAX_HEIGHT_VH, POPUP_MAX_WIDTH_PX, isPopupExpired, popupStorageKey, shouldShowPopup } from "./popup";

const sydney = "Australia/Sydney";

describe("isPopupExpired", () => {
  it('keeps the popup through its expiry date and hides it "after expiry date" (§4)', () => {
    // 30 June 2025 11:59 pm and 1 July 12:00 am in Sydney (+10).
    expect(isPopupExpired("2025-06-30", new Date("2025-06-30T13:59:00Z"), sydney)).toBe(false);
    expect(isPopupExpired("2025-06-30", new Date("2025-06-30T14:00:00Z"), sydney)).toBe(true);
  });

  it("reads a date-only expiry on the local calendar of the zone", () => {
    // 30 June 2025 15:30 UTC is 1:30 am on 1 July in Sydney (+10) but 11:30 pm on 30 June in Perth (+8).
    const instant = new Date("2025-06-30T15:30:00Z");
    expect(isPopupExpired("2025-06-30", instant, sydney)).toBe(true);
    expect(isPopupExpired("2025-06-30", instant, "Australia/Perth")).toBe(false);
  });

  it("hides a popup with a date and time from that instant", () => {
    expect(isPopupExpired("2025-06-30T12:00:00+10:00", new Date("2025-06-30T01:59:00Z"))).toBe(false);
    expect(isPopupExpired("2025-06-30T12:00:00+10:00", new Date("2025-06-30T02:00:00Z"))).toBe(true);
  });

  it("never hides a popup without a readable expiry: it is visible by default", () => {
    expect(isPopupExpired(null, new Date("2030-01-01T00:00:00Z"))).toBe(false);
    expect(isPopupExpired("", new Date("2030-01-01T00:00:00Z"))).toBe(false);
    expect(isPopupExpired("soon", new Date("2030-01-01T00:00:00Z"))).toBe(false);
  });
});

describe("shouldShowPopup", () => {
  const now = new Date("2025-06-15T02:00:00Z");

  it('is "visible by default" (§4)', () => {
    expect(shouldShowPopup({ expiryDate: null, dismissed: false }, now)).toBe(true);
    expect(shouldShowPopup({ expiryDate: "2025-06-30", dismissed: false }, now, sydney)).toBe(true);
  });

  it("stays closed once dismissed or its link was followed", () => {
    expect(shouldShowPopup({ expiryDate: "2025-06-30", dismissed: true }, now, sydney)).toBe(false);
  });

  it("hides after its expiry date", () => {
    expect(shouldShowPopup({ expiryDate: "2025-06-14", dismissed: false }, now, sydney)).toBe(false);
  });
});

describe("popupStorageKey", () => {
  it('remembers the popup "per dealership slug" (§4)', () => {
    expect(popupStorageKey("brightlane-toyota")).toBe("popup-dismissed:brightlane-toyota");
    expect(popupStorageKey("brightlane-toyota")).not.toBe(popupStorageKey("gumleaf-caravans"));
  });
});

describe("popup size", () => {
  it('is at most "600px" wide and "80vh" high (§9)', () => {
    expect(POPUP_MAX_WIDTH_PX).toBe(600);
    expect(POPUP_MAX_HEIGHT_VH).toBe(80);
  });
});
