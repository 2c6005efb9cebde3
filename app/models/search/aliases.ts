import { slugify } from "~/models/slug";
import { findModel, modelPagePath } from "~/models/model-range/catalogue";
import type { ModelRange } from "~/tenants/fields/model-range";
import { makeLandingPath } from "./landing";

/*
 * Addresses the spec names that are other spellings of pages we serve (vehicle-page §2
 * routes): each answers a permanent redirect to the page, keeping the query (the search
 * loader then reads refinementList[...] filters and canonicalises them).
 */

/** §2: "/new-used-and-demo-cars (with refinementList filters)", "/used-car/list and /used-car/new-cars for one dealer". */
const STOCK_LIST_ALIASES: Readonly<Record<string, string>> = {
  "/new-used-and-demo-cars": "/search/new-used-and-demo-cars",
  "/used-car/list": "/search/used-cars",
  "/used-car/new-cars": "/search/new-cars",
};

export interface AliasSite {
  /** The makes the site's dealerships sell. */
  makes: readonly string[];
  /** The site's model range, where it has model pages. */
  modelRange: Pick<ModelRange, "models" | "urlPattern"> | null;
}

/**
 * Where an address that is another spelling of one of our pages leads, or null:
 * - the stock list aliases above;
 * - /brands/{make} (§2 "/brands/jeep"), a make the site sells: its stock landing, /search/{make};
 * - /{modelSlug} (§2 "/{modelSlug} or a model's override URL"): the model's page.
 */
export function aliasTarget(pathname: string, search: string, site: AliasSite): string | null {
  const path = pathname.replace(/\/+$/, "").toLowerCase() || "/";
  if (Object.hasOwn(STOCK_LIST_ALIASES, path)) return `${STOCK_LIST_ALIASES[path]}${search}`;

  const brand = /^\/brands\/([a-z0-9-]+)$/.exec(path)?.[1];
  if (brand) {
    const make = site.makes.find((candidate) => slugify(candidate) === brand);
    return make ? makeLandingPath(make) : null;
  }

  const segment = /^\/([a-z0-9-]+)$/.exec(path)?.[1];
  const model = segment && site.modelRange ? findModel(site.modelRange, segment)?.model : undefined;
  if (model && site.modelRange) {
    const target = modelPagePath(model, site.modelRange.urlPattern);
    return target === path ? null : target;
  }
  return null;
}
