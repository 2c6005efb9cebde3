import { createNullCache } from "@algolia/client-common";
import { algoliasearch } from "algoliasearch";
import type { Tenant } from "~/tenants/schema";
import type { SearchClient } from "./port";

export type AlgoliaCredentials = NonNullable<Tenant["search"]["algolia"]>;

const hostedClients = new Map<string, SearchClient>();

/** The configured adapter: hosted Algolia with a tenant's app id and search key, one client per set. */
export function algoliaSearchClient(credentials: AlgoliaCredentials): SearchClient {
  const key = `${credentials.appId}:${credentials.searchKey}:${credentials.host ?? ""}`;
  let client = hostedClients.get(key);
  if (!client) {
    client = algoliasearch(credentials.appId, credentials.searchKey, {
      ...(credentials.host && {
        hosts: [{ url: credentials.host, accept: "readWrite", protocol: "https" }],
      }),
      responsesCache: createNullCache(),
    });
    hostedClients.set(key, client);
  }
  return client;
}
