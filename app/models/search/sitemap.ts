import { modelPagePath } from "~/models/model-range/catalogue";
import type { ModelRange } from "~/tenants/fields/model-range";
import { slugify } from "~/models/slug";
import { BODY_SLUGS } from "./landing";

/** What a tenant's pages other than its stock are made of, as the sitemap reads them. */
export interface SitePages {
  locations: readonly { slug: string }[];
  models: ModelRange | null;
  offers: readonly { href: string }[];
  /** The dealer's menus: the content pages it links (About us, Service, Finance, …). */
  menus: {
    main: readonly MenuLink[];
    footer: readonly { links: readonly { href: string }[] }[];
  };
  /** Pages the menus may link that answer with a redirect (sign-in, another spelling of a page): not listed. */
  redirected: readonly string[];
}

interface MenuLink {
  href?: string;
  children?: readonly MenuLink[];
}

/** A path of this site, without its query or fragment; null for another site's address. */
function ownPath(href: string): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  return href.replace(/[?#].*$/, "") || "/";
}

/**
 * The site's pages other than its stock, for its sitemap: the home page, each location, the
 * model range and each model page, the offers and each offer, and the content pages the
 * dealer's menus link, except those that redirect. Search and car pages are listed from the stock (landingPaths and the
 * cars), so the menus' links to them are left to those lists.
 */
export function sitePagePaths(site: SitePages): string[] {
  const paths = ["/", ...site.locations.map((location) => `/locations/${location.slug}`)];
  if (site.models) {
    paths.push("/models");
    for (const model of site.models.models) paths.push(modelPagePath(model, site.models.urlPattern));
  }
  if (site.offers.length > 0) paths.push("/special-offers", ...site.offers.map((offer) => offer.href));
  const menuLinks = (items: readonly MenuLink[]): string[] =>
    items.flatMap((item) => [...(item.href ? [item.href] : []), ...menuLinks(item.children ?? [])]);
  for (const href of [...menuLinks(site.menus.main), ...site.menus.footer.flatMap((group) => group.links.map((link) => link.href))]) {
    const path = ownPath(href);
    // A brand's address (/brands/{make}) is another spelling of its stock landing, which the
    // landings below list; the sitemap names each page once, by the address that answers 200.
    if (path && !path.startsWith("/search") && !path.startsWith("/cars/") && !path.startsWith("/brands/")) paths.push(path);
  }
  const redirected = new Set(site.redirected);
  return [...new Set(paths.map(ownPath).filter((path): path is string => path !== null && !redirected.has(path)))];
}

/**
 * The search landing pages worth indexing for a tenant: the type landings, and the body,
 * make and make/model landings that have stock (an empty landing is thin content).
 */
export function landingPaths(facets: {
  simple_body?: Record<string, number>;
  make?: Record<string, number>;
  make_model?: Record<string, number>;
}): string[] {
  const paths = [
    "/search",
    "/search/new-cars",
    "/search/demo-cars",
    "/search/used-cars",
    "/search/new-and-demo-cars",
    "/search/new-used-and-demo-cars",
  ];
  for (const [slug, body] of Object.entries(BODY_SLUGS)) {
    if ((facets.simple_body?.[body] ?? 0) > 0) paths.push(`/search/${slug}-cars`);
  }
  const makes = Object.keys(facets.make ?? {}).sort();
  for (const make of makes) {
    paths.push(`/search/${slugify(make)}`);
    for (const makeModel of Object.keys(facets.make_model ?? {}).sort()) {
      if (makeModel.startsWith(`${make} `)) {
        paths.push(`/search/${slugify(make)}/${slugify(makeModel.slice(make.length + 1))}`);
      }
    }
  }
  return paths;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapEntry {
  path: string;
  /** When the page last changed (a car's updated_at). */
  lastModified?: Date;
}

export function sitemapXml(origin: string, entries: readonly (string | SitemapEntry)[]): string {
  const urls = entries
    .slice(0, SITEMAP_URL_LIMIT)
    .map((entry) => (typeof entry === "string" ? { path: entry } : entry))
    .map(({ path, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
      return `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
