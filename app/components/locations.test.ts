import { describe, expect, it } from "vitest";
import { locationTypeLabel } from "./locations";

describe("locationTypeLabel", () => {
  it("names the car-buying department for shoppers", () => {
    expect(locationTypeLabel("car-buying")).toBe("Car buying");
  });
});
