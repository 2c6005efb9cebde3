import { describe, expect, it } from "vitest";
import { formatZodIssues } from "~/zod-issues.mjs";
import { maskPhone } from "~/tenants/fields/masked-phone";
import { isPhoneRevealed, revealedPath } from "./reveal";
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
  const carGrant = "4821.1790000000.abcdefghijklmnopqrstuv";
  const siteGrant = "site.1790000000.abcdefghijklmnopqrstuv";

  it("adds the reveal's grant to the page it was pressed on", () => {
    expect(revealedPath("/cars/2021-mazda-cx-5", carGrant)).toBe(`/cars/2021-mazda-cx-5?reveal=${carGrant}`);
    expect(revealedPath("/search?make=Kia&page=2", siteGrant)).toBe(`/search?make=Kia&page=2&reveal=${siteGrant}`);
  });

  it("keeps the fragment naming the button pressed, after the query, so the page comes back to it", () => {
    expect(revealedPath("/search?make=Kia#phoneR1a", carGrant)).toBe(`/search?make=Kia&reveal=${carGrant}#phoneR1a`);
  });

  it("keeps earlier reveals of other numbers and replaces an older one of the same", () => {
    expect(revealedPath(`/cars/x?reveal=${carGrant}`, siteGrant)).toBe(`/cars/x?reveal=${carGrant}&reveal=${siteGrant}`);
    expect(revealedPath("/cars/x?reveal=site", siteGrant)).toBe(`/cars/x?reveal=${siteGrant}`);
  });

  it("falls back to the home page for a path that is not this site's", () => {
    expect(revealedPath("//evil.example/x", siteGrant)).toBe(`/?reveal=${siteGrant}`);
  });

  it("never answers a path a browser reads as another host (Location //evil.com)", () => {
    for (const returnTo of ["/.//evil.com", "/..//evil.com/x", "/%2e//evil.com"]) {
      expect(revealedPath(returnTo, carGrant)).toMatch(/^\/[^/\\]/);
    }
    expect(revealedPath("/.//evil.com", carGrant)).toBe(`/evil.com?reveal=${carGrant}`);
  });

  it("reads a car's reveal only for that car, the site's only for the site's numbers", () => {
    const page = new URL(`http://localhost/search?reveal=${carGrant}`);
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
