import { describe, expect, it } from "vitest";
import { loadContext } from "~/server/testing/load-context";
import { loader } from "./images";

const get = (query: string, headers: Record<string, string> = {}) =>
  loader({ request: new Request(`https://www.wattleridgetoyota.com.au/images?${query}`, { headers }), params: {}, context: loadContext() });

describe("/images", () => {
  it("answers a stock picture with its type", async () => {
    const response = await get("src=%2Fstock%2Fute-grey-street.svg&w=640&q=75");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
  });

  it("answers a browser that holds the picture with 304 and its ETag, and no body", async () => {
    const first = await get("src=%2Fstock%2Fute-grey-street.svg&w=640&q=75");
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get("src=%2Fstock%2Fute-grey-street.svg&w=640&q=75", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(await again.text()).toBe("");
  });

  it("answers a picture that does not exist with the image-not-found picture, still a 404 (§8 Missing image)", async () => {
    for (const src of ["%2Fstock%2Fgone.jpg", "%2Fstock%2Fnotes.txt"]) {
      const response = await get(`src=${src}&w=640`);
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
      expect(await response.text()).toContain("Image not found");
    }
  });

  it("answers a request it cannot read with a 400 in words", async () => {
    const response = await get("src=%00&w=-1");
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toBe("text/plain");
  });
});
