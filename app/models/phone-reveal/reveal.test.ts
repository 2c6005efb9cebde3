import { describe, expect, it } from "vitest";
import { formatZodIssues } from "~/zod-issues.mjs";
import { isPhoneRevealed, revealedPath, maskPhone } from "./reveal";
import { PhoneRevealFormSchema } from "./reveal-form";

const parse = (fields: Record<string, unknown>) => PhoneRevealFormSchema.safeParse(fields);

describe("the Show number form", () => {
  it("reads a car's reveal from the hidden fields of a plain form post", () => {
    const result = parse({ car_id: "4821", dealership_id: "1201", return_to: "/cars/2021-mazda-cx-5" });
    expect(result.success && result.data).toEqual({
      car_id: 4821,
      dealership_id: 1201,
      return_to: "/cars/2021-mazda-cx-5",
    });
  });

  it("takes a site-wide reveal without car or dealership, also as JSON numbers", () => {
    expect(parse({ return_to: "/" }).success).toBe(true);
    expect(parse({ car_id: "", return_to: "/search?make=Kia" }).success).toBe(true);
    const json = parse({ car_id: 7, return_to: "/search" });
    expect(json.success && json.data.car_id).toBe(7);
  });

  it("refuses a car id that is not a positive whole number", () => {
    for (const car_id of ["abc", "-3", "0", "2.5"]) {
      const result = parse({ car_id, return_to: "/" });
      expect(result.success, car_id).toBe(false);
      if (!result.success) expect(formatZodIssues(result.error, "sentence")).toMatch(/^car_id /);
    }
  });

  it("refuses a return_to that leaves the site or is missing", () => {
    for (const return_to of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "/\t/evil.example", "search"]) {
      expect(parse({ return_to }).success, return_to).toBe(false);
    }
    const missing = parse({ car_id: "5" });
    expect(missing.success).toBe(false);
    if (!missing.success) expect(formatZodIssues(missing.error, "sentence")).toBe("return_to is required");
  });
});

describe("the page after a reveal without JavaScript (Post/Redirect/Get)", () => {
  it("adds reveal=<car id> for a car's number and reveal=site for the site's numbers", () => {
    expect(revealedPath("/cars/2021-mazda-cx-5", 4821)).toBe("/cars/2021-mazda-cx-5?reveal=4821");
    expect(revealedPath("/search?make=Kia&page=2")).toBe("/search?make=Kia&page=2&reveal=site");
  });

  it("keeps earlier reveals and never repeats one", () => {
    expect(revealedPath("/cars/x?reveal=4821", undefined)).toBe("/cars/x?reveal=4821&reveal=site");
    expect(revealedPath("/cars/x?reveal=site")).toBe("/cars/x?reveal=site");
  });

  it("falls back to the home page for a path that is not this site's", () => {
    expect(revealedPath("//evil.example/x")).toBe("/?reveal=site");
  });

  it("never answers a path a browser reads as another host (issue 12: Location //evil.com)", () => {
    for (const returnTo of ["/.//evil.com", "/..//evil.com/x", "/%2e//evil.com"]) {
      expect(revealedPath(returnTo, 7)).toMatch(/^\/[^/\\]/);
    }
    expect(revealedPath("/.//evil.com", 7)).toBe("/evil.com?reveal=7");
  });

  it("shows a car's number only for its own reveal, the site's numbers only for reveal=site", () => {
    const page = new URL("http://localhost/search?reveal=4821");
    expect(isPhoneRevealed(page, 4821)).toBe(true);
    expect(isPhoneRevealed(page, 99)).toBe(false);
    expect(isPhoneRevealed(page)).toBe(false);
    expect(isPhoneRevealed({ search: "?reveal=4821&reveal=site" })).toBe(true);
    expect(isPhoneRevealed(new URL("http://localhost/"))).toBe(false);
  });
});

describe("maskPhone", () => {
  it("shows only the first 5 characters until the visitor clicks", () => {
    expect(maskPhone("07 3555 0120")).toBe("07 35…");
    expect(maskPhone("1300 555 080")).toBe("1300…");
  });
});
