import { createEngineClient, SearchEngine } from "./engine";
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
      client: createEngineClient(engine),
    };
  }
  return globalThis.__dealerSearchEngine;
}

/**
 * The embedded default: the engine answers the very requests the official client would send
 * to Algolia, in process (decision 041).
 */
export function embeddedSearchClient(): SearchClient {
  return embedded().client;
}

/**
 * The embedded engine itself, for the search API served over HTTP (models/search-api), which
 * answers outside callers' requests after forcing the tenant's scope into each.
 */
export function embeddedSearchEngine(): SearchEngine {
  return embedded().engine;
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
