import { slugify } from "~/models/slug";
import { BODY_SLUGS } from "./landing";

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
