import { describe, expect, it } from "vitest";
import { sameSitePath } from "./same-site-path";

describe("sameSitePath", () => {
  it.each([
    "/.//evil.com",
    "/..//evil.com/x",
    "/%2e//evil.com",
    "/%2E%2E//evil.com",
    "/./.././/evil.com?tenant=x",
    "//evil.com/",
    "///evil.com",
  ])("keeps %s on this site", (target) => {
    const path = sameSitePath(target);
    expect(path.startsWith("//")).toBe(false);
    expect(new URL(path, "https://dealer.example").host).toBe("dealer.example");
  });

  it.each([
    ["https://evil.com/", "a full URL"],
    ["evil.com", "a relative path"],
    ["/\\evil.com", "a backslash"],
    ["/\t/evil.com", "a tab browsers drop"],
    ["/\u0000x", "a NUL byte"],
    [`/${"a".repeat(2048)}`, "over 2,048 characters"],
    [undefined, "nothing"],
    [["/search"], "not a string"],
  ])("falls back for %j (%s)", (target, _why) => {
    expect(sameSitePath(target, "/fallback")).toBe("/fallback");
  });

  it("keeps an ordinary path with its query and fragment, normalised", () => {
    expect(sameSitePath("/search?make=Kia&page=2#results")).toBe("/search?make=Kia&page=2#results");
    expect(sameSitePath("/cars/../search?q=a b")).toBe("/search?q=a%20b");
  });

});
