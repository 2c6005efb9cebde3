import { describe, expect, it } from "vitest";
import { landingPaths, sitemapXml } from "./sitemap";

describe("the search sitemap", () => {
  const paths = landingPaths({
    simple_body: { SUV: 4, Ute: 0 },
    make: { Toyota: 3, "Mercedes-Benz": 1 },
    make_model: { "Toyota HiLux": 2, "Toyota RAV4": 1, "Mercedes-Benz GLC": 1 },
  });

  it("lists the type landings, and body, make and model landings that have stock", () => {
    expect(paths).toContain("/search/used-cars");
    expect(paths).toContain("/search/suv-cars");
    expect(paths).not.toContain("/search/ute-cars");
    expect(paths).toContain("/search/mercedes-benz/glc");
    expect(paths).toContain("/search/toyota/hilux");
  });

  it("writes valid XML with escaped addresses", () => {
    const xml = sitemapXml("https://a.test", ["/search?x=1&y=2"]);
    expect(xml).toContain("<loc>https://a.test/search?x=1&amp;y=2</loc>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
