import { describe, expect, it } from "vitest";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { tenants } from "./index";
import { siteOrigin } from "./tenant.server";
import { loadContext } from "~/server/testing/load-context";

const meridian = tenants.find((tenant) => tenant.slug === "meridian-motor-group")!;

/** A request as Express hands it to Remix: its URL's host may come from X-Forwarded-Host. */
function request(urlHost: string, hostHeader: string): Request {
  return new Request(`http://${urlHost}/search`, { headers: { Host: hostHeader } });
}

describe("the origin of absolute URLs (host poisoning)", () => {
  it("is the tenant's primary domain on its own domains, whatever a proxy forwarded", () => {
    expect(siteOrigin(request("evil.example", "www.meridianmotorgroup.com.au"), meridian)).toBe(
      "https://www.meridianmotorgroup.com.au",
    );
    expect(siteOrigin(request("meridianmotorgroup.com.au", "meridianmotorgroup.com.au"), meridian)).toBe(
      "https://www.meridianmotorgroup.com.au",
    );
  });

  it("is the preview host itself on a preview host, with its port", () => {
    expect(siteOrigin(request("localhost:3211", "localhost:3211"), meridian)).toBe("http://localhost:3211");
    expect(siteOrigin(request("evil.example", "127.0.0.1:3000"), meridian)).toBe("http://127.0.0.1:3000");
  });

  it("names the sitemap on the tenant's domain in robots.txt, not a forwarded host", async () => {
    const response = await robotsLoader({
      request: request("evil.example", "www.meridianmotorgroup.com.au"),
      params: {},
      context: loadContext(),
    });
    expect(await response.text()).toContain("Sitemap: https://www.meridianmotorgroup.com.au/sitemap.xml");
  });
});
