import { describe, expect, it } from "vitest";
import { formatDistance, parsePostcodeSearch, POSTCODE_FORMAT_MESSAGE } from "./postcode-search";

const search = (query: string) => parsePostcodeSearch(new URLSearchParams(query));

describe("parsePostcodeSearch (§5 Postcode input: required, exactly 4 digits)", () => {
  it("is no search without a postcode", () => {
    expect(search("")).toEqual({ kind: "none" });
  });

  it("accepts exactly 4 digits, trimmed", () => {
    expect(search("postcode=%204305%20")).toEqual({ kind: "valid", postcode: "4305" });
  });

  it('answers "Invalid postcode. Please enter a 4-digit number." otherwise', () => {
    for (const postcode of ["", "430", "43050", "43a5"]) {
      expect(search(`postcode=${postcode}`)).toMatchObject({ kind: "invalid", error: POSTCODE_FORMAT_MESSAGE });
    }
    expect(POSTCODE_FORMAT_MESSAGE).toBe("Invalid postcode. Please enter a 4-digit number.");
  });
});

describe("formatDistance", () => {
  it("writes metres under a kilometre, one decimal under ten, whole kilometres above", () => {
    expect(formatDistance(0.42)).toBe("420 m");
    expect(formatDistance(3.456)).toBe("3.5 km");
    expect(formatDistance(3290.4)).toBe("3,290 km");
  });
});
