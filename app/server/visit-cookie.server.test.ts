import { describe, expect, it } from "vitest";
import { readVisit } from "./visit";
import { pageOfDataRequest, recordPageView } from "./visit-cookie.server";

function visitSet(headers: Headers): string | undefined {
  return /(?:^|, )visit=([^;]+)/.exec(headers.get("Set-Cookie") ?? "")?.[1];
}

describe("the visit cookie each page view updates", () => {
  it("adds a document page to the visit the browser sent", () => {
    const first = new Headers();
    recordPageView(new Request("https://d.com.au/?utm_source=google"), new URL("https://d.com.au/?utm_source=google"), first, 0);
    const second = new Headers();
    const request = new Request("https://d.com.au/search", { headers: { Cookie: `visit=${visitSet(first)}` } });
    recordPageView(request, new URL(request.url), second, 1_000);
    expect(readVisit(visitSet(second))).toEqual({
      landing: { utm_source: "google" },
      pages: ["/?utm_source=google", "/search"],
      seenAt: 1_000,
    });
    expect(second.get("Set-Cookie")).toMatch(/; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it("counts the page a data request is for, not the data address", () => {
    expect(pageOfDataRequest(new URL("https://d.com.au/cars/x.data?_routes=routes%2Fcars.%24slug&reveal=1")).href).toBe(
      "https://d.com.au/cars/x?reveal=1",
    );
    expect(pageOfDataRequest(new URL("https://d.com.au/_root.data?utm_source=x")).href).toBe(
      "https://d.com.au/?utm_source=x",
    );
  });

  it("records nothing for a post", () => {
    const headers = new Headers();
    recordPageView(new Request("https://d.com.au/contact-us", { method: "POST" }), new URL("https://d.com.au/contact-us"), headers);
    expect(headers.get("Set-Cookie")).toBeNull();
  });
});
