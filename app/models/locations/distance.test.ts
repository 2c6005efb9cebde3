import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_KM, haversineKm, nearestLocation, nearestToPostcode } from "./distance";

const sydney = { lat: -33.8688, lng: 151.2093 };
const melbourne = { lat: -37.8136, lng: 144.9631 };
const brisbane = { lat: -27.4698, lng: 153.0251 };
const perth = { lat: -31.9523, lng: 115.8613 };

const location = (slug: string, address: { lat: number; lng: number }) => ({ slug, address });
const locations = [location("melbourne", melbourne), location("brisbane", brisbane), location("perth", perth)];

describe("haversineKm", () => {
  it('uses "Earth radius 6371 km" (§9)', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });

  it("measures Sydney to Melbourne as about 713 km", () => {
    expect(haversineKm(sydney, melbourne)).toBeCloseTo(713.4, 0);
  });

  it("measures other city pairs as the crow flies", () => {
    expect(haversineKm(sydney, brisbane)).toBeCloseTo(732, -1);
    expect(haversineKm(sydney, perth)).toBeCloseTo(3290, -1);
  });

  it("is symmetric and zero for the same point", () => {
    expect(haversineKm(melbourne, sydney)).toBeCloseTo(haversineKm(sydney, melbourne), 9);
    expect(haversineKm(perth, perth)).toBe(0);
  });
});

describe("nearestLocation", () => {
  it("finds the closest location and its distance", () => {
    // Geelong is about 65 km from Melbourne.
    const nearest = nearestLocation({ lat: -38.1499, lng: 144.3617 }, locations);
    expect(nearest?.location.slug).toBe("melbourne");
    expect(nearest?.distanceKm).toBeCloseTo(64, -1);
  });

  it("picks Brisbane for a Gold Coast postcode", () => {
    expect(nearestLocation({ lat: -28.0167, lng: 153.4 }, locations)?.location.slug).toBe("brisbane");
  });

  it("gives null without locations", () => {
    expect(nearestLocation(sydney, [])).toBeNull();
  });
});

describe("nearestToPostcode", () => {
  it('fails with "Invalid postcode" when the postcode has no result (§5)', () => {
    expect(nearestToPostcode(null, locations)).toEqual({ ok: false, error: "Invalid postcode" });
  });

  it("answers the nearest location of a geocoded postcode", () => {
    expect(nearestToPostcode(perth, locations)).toEqual({ ok: true, location: locations[2], distanceKm: 0 });
  });

  it("answers null when there are no locations to be near", () => {
    expect(nearestToPostcode(sydney, [])).toBeNull();
  });
});
