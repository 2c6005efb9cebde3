import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { LruCache } from "~/models/search/cache";
import type { Tenant } from "~/tenants/schema";
import { maskPhone } from "~/tenants/fields/masked-phone";
import {
  fillPlaceholders,
  parseFrontMatter,
  renderMarkdown,
  renderMarkdownParts,
  wholeArticle,
  type ArticlePart,
  type FrontMatter,
} from "./markdown";

/*
 * Per-tenant Markdown content read at run time: `content/<tenant-slug>/...` first,
 * then the shared `content/_default/...` for the pages every dealer has (terms, privacy,
 * about us). The start script runs with the repository root as working directory.
 */

export interface ContentPage extends FrontMatter {
  /** Safe HTML in parts (see renderMarkdown), a masked number between them. */
  article: ArticlePart[];
}

/**
 * Whose content: the tenant's values fill the placeholders. `phoneMasked`: the page may not
 * hold the main number (search-journey §4, decision 039): `{{phone}}` is its masked form and
 * a Show number button, until the visitor reveals it.
 */
export type ContentTenant = Pick<Tenant, "slug" | "name" | "phones" | "address"> & { phoneMasked?: boolean };

/** Where `{{phone}}` goes in the article: private-use characters no content file holds. */
const PHONE_MARKER = "\uE000phone\uE000";
/** `{{phone}}` as fillPlaceholders reads it. */
const PHONE_PLACEHOLDER = /\{\{\s*phone\s*\}\}/;

export interface BlogPostSummary extends FrontMatter {
  slug: string;
}

export const DEFAULT_CONTENT = "_default";

/** The blog section of vehicle reviews (vehicle-page §2 "/blog/vehicle-reviews"): a post's `category`. */
export const VEHICLE_REVIEWS = "vehicle-reviews";

/** Page and post names as they appear in URLs: nothing that could climb out of the folder. */
const CONTENT_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * Longer than any page or post name we write, and short enough that `<name>.md` stays under
 * the file system's 255-byte limit: a longer name would fail with ENAMETOOLONG, not "no page".
 */
export const MAX_CONTENT_NAME_LENGTH = 100;

export function isContentName(name: string): boolean {
  return name.length <= MAX_CONTENT_NAME_LENGTH && CONTENT_NAME.test(name);
}

/**
 * Source files kept in memory. Far more than the content folder holds (a few dozen files), so
 * every page stays cached; the bound only matters if the folder grows past it.
 */
export const CONTENT_CACHE_LIMIT = 500;

/** The tenant's values the shared pages may name: {{dealerName}}, {{phone}}, {{address}}, {{state}}. */
function placeholders(tenant: ContentTenant, phone = shownPhone(tenant)): Record<string, string> {
  const { street, city, state, postcode } = tenant.address;
  return { dealerName: tenant.name, phone, address: `${street}, ${city} ${state} ${postcode}`, state };
}

function shownPhone(tenant: ContentTenant): string {
  return tenant.phoneMasked ? maskPhone(tenant.phones.main) : tenant.phones.main;
}

/**
 * A page's front matter and article. Where a paragraph's text names the number it is a phone
 * part: a Show number button while masked, a tel: link once shown (revealed without
 * JavaScript, or a tenant that does not mask), as the number is everywhere else.
 */
function renderPage(tenant: ContentTenant, source: string): ContentPage {
  const { attributes, body } = parseFrontMatter(fillPlaceholders(source, placeholders(tenant)));
  // Most pages name no number: one parse of the page is all they need.
  const marked = PHONE_PLACEHOLDER.test(source)
    ? parseFrontMatter(fillPlaceholders(source, placeholders(tenant, PHONE_MARKER))).body
    : body;
  if (!marked.includes(PHONE_MARKER)) return { ...attributes, article: wholeArticle(renderMarkdown(body)) };
  return {
    ...attributes,
    article: renderMarkdownParts(marked, PHONE_MARKER, {
      phone: shownPhone(tenant),
      masked: Boolean(tenant.phoneMasked),
      source: "phones:main",
    }),
  };
}

export function createContentStore(root: string, options: { cache?: boolean; cacheLimit?: number } = {}) {
  // Found files only: every name a visitor makes up is a miss, and keeping misses let unique
  // /pages/<name> requests grow the process without end.
  const cache = new LruCache<string>(options.cacheLimit ?? CONTENT_CACHE_LIMIT);

  async function readSource(file: string): Promise<string | null> {
    const cached = options.cache ? cache.get(file) : undefined;
    if (cached !== undefined) return cached;
    const source = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ENOTDIR") return null;
      throw error;
    });
    if (options.cache && source !== null) cache.set(file, source);
    return source;
  }

  /** The tenant's own file, else the shared default; `segments` are validated content names. */
  async function findSource(tenantSlug: string, segments: readonly string[]): Promise<string | null> {
    if (!segments.every(isContentName)) return null;
    const relative = `${path.join(...segments)}.md`;
    return (
      (await readSource(path.join(root, tenantSlug, relative))) ??
      (await readSource(path.join(root, DEFAULT_CONTENT, relative)))
    );
  }

  async function render(tenant: ContentTenant, segments: readonly string[]): Promise<ContentPage | null> {
    const source = await findSource(tenant.slug, segments);
    return source === null ? null : renderPage(tenant, source);
  }

  return {
    /** /pages/{name}, or a top-level page such as "terms-and-conditions"; null when there is none. */
    page(tenant: ContentTenant, ...segments: string[]) {
      return render(tenant, segments);
    },

    /** The tenant's blog posts, newest first; with a category, only that section's. */
    async blogPosts(
      tenant: ContentTenant,
      category?: string,
    ): Promise<BlogPostSummary[]> {
      const folder = path.join(root, tenant.slug, "blog");
      const files = await readdir(folder).catch(() => [] as string[]);
      const posts = await Promise.all(
        files
          .filter((file) => file.endsWith(".md") && isContentName(file.slice(0, -3)))
          .map(async (file) => {
            const slug = file.slice(0, -3);
            const source = (await readSource(path.join(folder, file))) ?? "";
            return { slug, ...parseFrontMatter(fillPlaceholders(source, placeholders(tenant))).attributes };
          }),
      );
      return posts
        .filter((post) => category === undefined || post.category === category)
        .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? "") || a.slug.localeCompare(b.slug));
    },

    /** One post of the tenant's own blog (posts have no shared default). */
    async blogPost(tenant: ContentTenant, slug: string): Promise<ContentPage | null> {
      if (!isContentName(slug)) return null;
      const source = await readSource(path.join(root, tenant.slug, "blog", `${slug}.md`));
      return source === null ? null : renderPage(tenant, source);
    },
  };
}

/** The site's content, cached in production (files change only with a deploy). */
export const content = createContentStore(path.resolve("content"), {
  cache: process.env.NODE_ENV === "production",
});
