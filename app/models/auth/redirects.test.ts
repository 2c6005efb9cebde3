import { describe, expect, it } from "vitest";
import { readSignInTarget, safeRedirect, samePagePath, signInPath, signInReason } from "./redirects";

describe("safeRedirect: same-site paths only, default /", () => {
  it.each(["/search?make=Mazda", "/cars/2021-mazda-cx-5", "/"])("keeps %s", (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    ["another host", "https://evil.example/"],
    ["a protocol-relative host", "//evil.example/"],
    ["a backslash host", "/\\evil.example"],
    ["a relative path", "search"],
    ["a control character", "/\t/evil.example"],
    ["nothing", null],
  ])("falls back to / for %s", (_case, path) => {
    expect(safeRedirect(path)).toBe("/");
  });
});

describe("signInPath (search-journey §2: /sign-in?type=watchlist&redirect={path}&back={path})", () => {
  it("carries type, redirect and back", () => {
    const path = signInPath({ type: "watchlist", redirect: "/search?make=Mazda", back: "/search?make=Mazda" });
    const url = new URL(path, "http://localhost");
    expect(url.pathname).toBe("/sign-in");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: "watchlist",
      redirect: "/search?make=Mazda",
      back: "/search?make=Mazda",
    });
  });

  it("reads its own parameters back, foreign paths made safe", () => {
    const url = new URL("http://localhost/sign-in?type=finance&redirect=https://evil.example&back=/cars/x");
    expect(readSignInTarget(url)).toEqual({ type: "finance", redirect: "/", back: "/cars/x" });
  });
});

describe("samePagePath", () => {
  const request = (referer?: string) =>
    new Request("http://www.meridian.com.au/watchlist", { headers: referer ? { Referer: referer } : {} });

  it("is the referring page on this host", () => {
    expect(samePagePath(request("http://www.meridian.com.au/search?page=2"))).toBe("/search?page=2");
  });

  it("is the fallback for another host or none", () => {
    expect(samePagePath(request("https://evil.example/x"))).toBe("/");
    expect(samePagePath(request())).toBe("/");
  });
});

describe("signInReason", () => {
  it("names the watchlist for type=watchlist", () => {
    expect(signInReason("watchlist")).toBe("Sign in to save cars to your watchlist");
    expect(signInReason("")).toBe("Sign in");
  });
});
