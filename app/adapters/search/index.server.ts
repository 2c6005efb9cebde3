import type { Tenant } from "~/tenants/schema";
import { algoliaSearchClient } from "./algolia.server";
import { embeddedSearchClient } from "./embedded.server";
import type { SearchClient } from "./port";

/** Hosted Algolia when the tenant's file gives credentials (`search.algolia`); otherwise the embedded engine. */
export function searchClientFor(tenant: Pick<Tenant, "search">): SearchClient {
  const credentials = tenant.search.algolia;
  return credentials ? algoliaSearchClient(credentials) : embeddedSearchClient();
}

/** Whether the tenant's searches go to hosted Algolia, whose index `npm run search:sync` fills, not to the embedded engine. */
export function usesHostedSearch(tenant: Pick<Tenant, "search">): boolean {
  return Boolean(tenant.search.algolia);
}

export { embeddedSearchEngine, embeddedSearchIndex } from "./embedded.server";
// The embedded index's file format and the words a text is indexed under: the app keeps the
// file in its data directory and keys it by what built it, the engine owns both formats.
export { decodeSnapshot, encodeSnapshot, SnapshotError } from "./engine/snapshot";
export { indexTokens } from "./engine/text";
export type { SearchClient, SearchIndexLoader } from "./port";
