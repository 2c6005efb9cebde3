import { describe, expect, it } from "vitest";
import { landingPaths, sitemapXml, sitePagePaths, type SitePages } from "./sitemap";

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

  it("gives car pages their last change date", () => {
    const xml = sitemapXml("https://a.test", [{ path: "/cars/2021-toyota-corolla", lastModified: new Date("2026-11-20T08:00:00Z") }]);
    expect(xml).toContain("<url><loc>https://a.test/cars/2021-toyota-corolla</loc><lastmod>2026-11-20</lastmod></url>");
  });

  it("stops at the protocol's 50,000 URLs", () => {
    const paths = Array.from({ length: 50_001 }, (_, index) => `/cars/car-${index}`);
    expect(sitemapXml("https://a.test", paths).match(/<url>/g)).toHaveLength(50_000);
  });

  it("lists the site's own pages: home, locations, models, offers and the content pages its menus link (not a brand's other address)", () => {
    const site: SitePages = {
      locations: [{ slug: "parramatta" }, { slug: "penrith" }],
      models: { make: "Toyota", urlPattern: "toyota-{slug}", models: [{ slug: "corolla" }, { slug: "hilux", override_url: "https://toyota.example/hilux" }], accessories: [] } as never,
      offers: [{ href: "/offers/toyota/8201" }],
      menus: {
        main: [
          { href: "/search/used-cars" },
          { href: "/brands/jeep" },
          { children: [{ href: "/service?utm=menu#book" }, { href: "https://manufacturer.example/" }, { href: "/spin-to-win" }] },
        ],
        footer: [{ links: [{ href: "/about-us" }, { href: "/cars/2021-toyota-corolla" }, { href: "/service" }, { href: "/apply-for-finance" }] }],
      },
      redirected: ["/spin-to-win", "/apply-for-finance"],
    };
    expect(sitePagePaths(site)).toEqual([
      "/",
      "/locations/parramatta",
      "/locations/penrith",
      "/models",
      "/models/toyota-corolla",
      "/special-offers",
      "/offers/toyota/8201",
      "/service",
      "/about-us",
    ]);
  });

  it("leaves out the model and offer lists of a site that has none", () => {
    const bare = sitePagePaths({ locations: [], models: null, offers: [], menus: { main: [], footer: [] }, redirected: [] });
    expect(bare).toEqual(["/"]);
  });
});
