import { describe, expect, it } from "vitest";
import { samePagePath } from "./same-page-path";

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
