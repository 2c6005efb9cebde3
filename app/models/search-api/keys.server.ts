import { createHmac, timingSafeEqual } from "node:crypto";
import { quoteFilterValue } from "~/adapters/search/port";
import { replicaName, SORT_REPLICAS } from "~/models/search/settings";
import type { SortOption, Tenant } from "~/tenants/schema";
import { SearchApiError } from "./scope";

/*
 * The search API's credentials, as Algolia's clients send them: an application id (the
 * tenant's slug) and a secured API key, Algolia's format: base64 of the hex HMAC-SHA256 of
 * the restrictions' query string, then that query string. The key it is signed with (the
 * "parent key") is derived from SESSION_SECRET for each tenant and never leaves the server,
 * so only the server mints keys; its restrictions (`filters`, `restrictIndices`,
 * `validUntil`) are read back from the key and enforced on top of the tenant's own scope.
 */

export interface SearchApiCredentials {
  appId: string;
  apiKey: string;
}

/** What a verified key allows, beyond the tenant's own scope. */
export interface KeyRestrictions {
  filters: string | null;
  restrictIndices: string[] | null;
}

/** Restrictions a key may carry: anything else is refused rather than ignored. */
const KNOWN_RESTRICTIONS = new Set(["filters", "restrictIndices", "validUntil", "userToken"]);

export const INVALID_CREDENTIALS = "Invalid Application-ID or API key";

export function searchApiAppId(tenant: Pick<Tenant, "slug">): string {
  return tenant.slug;
}

/** The tenant's index family: its primary and each sort replica. */
export function searchIndexFamily(tenant: Pick<Tenant, "search">): string[] {
  const primary = tenant.search.indexName;
  return [primary, ...(Object.keys(SORT_REPLICAS) as SortOption[]).map((option) => replicaName(primary, option))];
}

/** The key a tenant's secured keys are signed with; it never leaves the server. */
export function searchApiParentKey(tenant: Pick<Tenant, "slug">, secret: string): string {
  const purposeKey = createHmac("sha256", secret).update("dealer-platform/search-api-key").digest();
  return createHmac("sha256", purposeKey).update(tenant.slug).digest("hex").slice(0, 32);
}

/**
 * A secured API key as Algolia's `generateSecuredApiKey` makes one: the restrictions as a
 * query string, names sorted and lists comma-joined, signed with the parent key.
 */
export function securedApiKey(parentApiKey: string, restrictions: Record<string, string | number | readonly string[]>): string {
  const query = Object.keys(restrictions)
    .sort()
    .map((name) => {
      const value = restrictions[name]!;
      return `${name}=${encodeURIComponent(Array.isArray(value) ? value.join(",") : String(value)).replace(/\+/g, "%20")}`;
    })
    .join("&");
  return Buffer.from(createHmac("sha256", parentApiKey).update(query).digest("hex") + query).toString("base64");
}

/** The tenant's published search key: its own index family and its own cars. */
export function searchApiCredentials(tenant: Pick<Tenant, "slug" | "search">, secret: string): SearchApiCredentials {
  return {
    appId: searchApiAppId(tenant),
    apiKey: securedApiKey(searchApiParentKey(tenant, secret), {
      filters: `tenant_slug:${quoteFilterValue(tenant.slug)}`,
      // The primary and its sort replicas, as Algolia writes a family: a name and a pattern.
      restrictIndices: [tenant.search.indexName, `${tenant.search.indexName}_*`],
    }),
  };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The restrictions of a key signed for this tenant; 403 in Algolia's words for a wrong
 * application id, a key not signed with the tenant's parent key, or one past its validUntil.
 */
export function verifySearchApiKey(
  tenant: Pick<Tenant, "slug">,
  credentials: { appId: string | null; apiKey: string | null },
  secret: string,
  now: Date,
): KeyRestrictions {
  const invalid = new SearchApiError(403, INVALID_CREDENTIALS);
  if (credentials.appId !== searchApiAppId(tenant) || !credentials.apiKey) throw invalid;
  if (credentials.apiKey.length > 4096 || !/^[A-Za-z0-9+/]+=*$/.test(credentials.apiKey)) throw invalid;
  const decoded = Buffer.from(credentials.apiKey, "base64").toString("utf8");
  const signature = decoded.slice(0, 64);
  const restrictions = decoded.slice(64);
  const expected = createHmac("sha256", searchApiParentKey(tenant, secret)).update(restrictions).digest("hex");
  if (!sameText(signature, expected)) throw invalid;

  const read = new URLSearchParams(restrictions);
  for (const name of read.keys()) {
    if (!KNOWN_RESTRICTIONS.has(name)) throw new SearchApiError(403, `Restriction not supported in this API key: ${name}`);
  }
  const validUntil = read.get("validUntil");
  if (validUntil !== null && !(Number(validUntil) > now.getTime() / 1000)) {
    throw new SearchApiError(403, "The validity of the API key has expired");
  }
  const indices = read.get("restrictIndices");
  return {
    filters: read.get("filters"),
    restrictIndices: indices === null ? null : indices.split(",").filter((name) => name !== ""),
  };
}
