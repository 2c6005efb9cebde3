import { describe, expect, it } from "vitest";
import { haversineKm } from "~/models/locations/distance";
import { POSTCODE_CENTROIDS, STATE_POSTCODE_RANGES } from "./postcode-centroids";
import { geocodePostcode, stateOfPostcode } from "./postcode-list.server";

describe("geocodePostcode (the embedded geocoder)", () => {
  it("places a listed district exactly: 2000 is Sydney, 0800 Darwin", () => {
    expect(geocodePostcode("2000")).toMatchObject({ place: "Sydney", state: "NSW", approximate: false });
    expect(geocodePostcode("0800")).toMatchObject({ place: "Darwin", state: "NT", approximate: false });
    expect(geocodePostcode("2600")).toMatchObject({ place: "Canberra", state: "ACT", approximate: false });
  });

  it("puts the demo dealers' suburbs near their yards (Wangara 6065, Ipswich 4305)", () => {
    expect(haversineKm(geocodePostcode("6065")!, { lat: -31.7897, lng: 115.8268 })).toBeLessThan(5);
    expect(haversineKm(geocodePostcode("4305")!, { lat: -27.6161, lng: 152.7581 })).toBeLessThan(5);
  });

  it("places an unlisted postcode at its state's main centre and marks it approximate", () => {
    expect(geocodePostcode("4999")).toMatchObject({ place: "Brisbane", state: "QLD", approximate: true });
    expect(geocodePostcode("6797")).toMatchObject({ place: "Perth", state: "WA", approximate: true });
    expect(geocodePostcode("2910")).toMatchObject({ state: "ACT", approximate: true });
    expect(geocodePostcode("2619")).toMatchObject({ place: "Sydney", state: "NSW", approximate: true });
  });

  it("has no result (Invalid postcode) outside the ranges that belong to one state", () => {
    for (const postcode of ["1234", "0200", "5800", "6798", "7800", "8000", "9999", "0000"]) {
      expect(geocodePostcode(postcode), postcode).toBeNull();
    }
  });

  it("has no result for anything but 4 digits", () => {
    for (const postcode of ["200", "20000", "20a0", ""]) expect(geocodePostcode(postcode)).toBeNull();
  });

  it("lists only districts whose postcode range is their own state's", () => {
    for (const postcode of Object.keys(POSTCODE_CENTROIDS)) {
      expect(stateOfPostcode(postcode), postcode).not.toBeNull();
    }
  });

  it("gives every postcode at most one state", () => {
    for (const [index, range] of STATE_POSTCODE_RANGES.entries()) {
      for (const other of STATE_POSTCODE_RANGES.slice(index + 1)) {
        expect(range.to < other.from || other.to < range.from).toBe(true);
      }
    }
  });
});
