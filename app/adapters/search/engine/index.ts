/*
 * The embedded search engine's one public entry: an in-process answer to Algolia's search
 * REST API (docs/decisions/002), plugged into the algoliasearch client as its requester, or
 * answering the client's two calls in process (decision 041).
 * Everything else in this folder is the engine's own; it imports nothing from the app.
 */
export { SearchEngine, type FamilyImage } from "./engine";
// parseFilters: the benchmark translates the same filter strings for its peers.
export { parseFilters, quoteFilterValue, type FilterNode } from "./filters";
export { createEngineClient, type EngineClient } from "./client";
export { createEngineRequester } from "./requester";
export type { SearchRecord } from "./search-record";
export type { FacetStats, IndexSettings, SearchParams, SearchResponse } from "./types";
