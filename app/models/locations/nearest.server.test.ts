import { describe, expect, it } from "vitest";
import { nearestLocationSearch } from "./nearest.server";

const place = (slug: string, lat: number, lng: number) => ({ slug, address: { lat, lng } as never });
const locations = [place("wangara", -31.7897, 115.8268), place("prestons", -33.9412, 150.8716)];
const search = (query: string) => nearestLocationSearch(new URLSearchParams(query), locations as never[]);

describe("nearestLocationSearch", () => {
  it("finds the nearest location to a listed postcode with its distance", () => {
    const { answer, error } = search("postcode=2150");
    expect(error).toBeNull();
    expect(answer).toMatchObject({ postcode: "2150", place: "Parramatta", approximate: false, location: { slug: "prestons" } });
    expect(answer!.distance).toBe("19 km");
  });

  it("measures from the state's main centre for an unlisted postcode and says it is approximate", () => {
    expect(search("postcode=6700").answer).toMatchObject({ place: "Perth", approximate: true, location: { slug: "wangara" } });
  });

  it('answers "Invalid postcode. Please enter a 4-digit number." for a wrong format (§5)', () => {
    expect(search("postcode=60a5")).toEqual({
      postcode: "60a5",
      error: "Invalid postcode. Please enter a 4-digit number.",
      answer: null,
    });
  });

  it('answers "Invalid postcode" when the postcode has no result (§5, §8)', () => {
    expect(search("postcode=9999")).toEqual({ postcode: "9999", error: "Invalid postcode", answer: null });
  });

  it("is no search without a postcode", () => {
    expect(search("")).toEqual({ postcode: "", error: null, answer: null });
  });
});
