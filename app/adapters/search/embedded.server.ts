import { createNullCache } from "@algolia/client-common";
import { algoliasearch } from "algoliasearch";
import { createEngineRequester, SearchEngine } from "./engine";
import type { SearchClient, SearchIndexLoader } from "./port";

interface EmbeddedSearch {
  engine: SearchEngine;
  client: SearchClient;
}

declare global {
  // On globalThis so a development rebuild of the server bundle keeps the built index.
  var __dealerSearchEngine: EmbeddedSearch | undefined;
}

function embedded(): EmbeddedSearch {
  if (!globalThis.__dealerSearchEngine) {
    const engine = new SearchEngine();
    globalThis.__dealerSearchEngine = {
      engine,
      // The app id and key are placeholders the requester never sends anywhere.
      client: algoliasearch("embedded", "embedded-search", {
        requester: createEngineRequester(engine),
        requestsCache: createNullCache(),
        responsesCache: createNullCache(),
        hostsCache: createNullCache(),
      }),
    };
  }
  return globalThis.__dealerSearchEngine;
}

/**
 * The embedded default: the official client with the in-process engine as its requester, so
 * the client builds the very REST requests it would send to Algolia and the engine answers.
 */
export function embeddedSearchClient(): SearchClient {
  return embedded().client;
}

export const embeddedSearchIndex: SearchIndexLoader = {
  setIndex(name, settings, records, replicaSettings) {
    embedded().engine.setIndex(name, settings, records, replicaSettings);
  },
  updateRecords(name, upserts, removals) {
    embedded().engine.updateRecords(name, upserts, removals);
  },
  recordCount(name) {
    return embedded().engine.index(name)?.store.liveRecordCount ?? 0;
  },
  image(name) {
    return embedded().engine.image(name);
  },
  restoreIndex(name, settings, image, replicaSettings) {
    embedded().engine.restoreIndex(name, settings, image, replicaSettings);
  },
};
