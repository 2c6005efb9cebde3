import { describe, expect, it } from "vitest";
import { isRevealGranted, issueRevealGrant, REVEAL_GRANT_LIFETIME_MS } from "./reveal-grant.server";

const secret = "test-secret-for-reveal-grants";
const at = new Date("2026-03-01T10:00:00Z");
const later = (ms: number) => new Date(at.getTime() + ms);
const page = (...values: string[]) => new URL(`http://localhost/cars/x?${values.map((value) => `reveal=${value}`).join("&")}`);

describe("reveal grants", () => {
  it("reveal nothing when the URL only names the number (?reveal=site, ?reveal=<car id>)", () => {
    expect(isRevealGranted({ id: 7 }, page("site"), undefined, at, secret)).toBe(false);
    expect(isRevealGranted({ id: 7 }, page("4821"), 4821, at, secret)).toBe(false);
    expect(isRevealGranted({ id: 7 }, page("site.9999999999.abcdefghijklmnopqrstuv"), undefined, at, secret)).toBe(false);
  });

  it("reveal the number they were issued for, on their website, for an hour", () => {
    const site = issueRevealGrant(7, undefined, at, secret);
    const car = issueRevealGrant(7, 4821, at, secret);
    expect(isRevealGranted({ id: 7 }, page(site), undefined, at, secret)).toBe(true);
    expect(isRevealGranted({ id: 7 }, page(site, car), 4821, later(REVEAL_GRANT_LIFETIME_MS - 1000), secret)).toBe(true);
    expect(isRevealGranted({ id: 7 }, page(site), 4821, at, secret)).toBe(false);
    expect(isRevealGranted({ id: 7 }, page(car), 99, at, secret)).toBe(false);
    expect(isRevealGranted({ id: 8 }, page(site), undefined, at, secret)).toBe(false);
    expect(isRevealGranted({ id: 7 }, page(site), undefined, later(REVEAL_GRANT_LIFETIME_MS), secret)).toBe(false);
    expect(isRevealGranted({ id: 7 }, page(site), undefined, at, "another-secret-of-16+")).toBe(false);
  });
});
