import type { Algoliasearch } from "algoliasearch";
import type { FamilyImage, IndexSettings, SearchRecord } from "./engine";

/*
 * The search port (DESIGN.md "Ports and adapters"): Algolia's search API as the official
 * algoliasearch client speaks it. models/search builds the requests once, in Algolia's
 * syntax; the hosted adapter sends them to Algolia, the embedded one answers them in process.
 * The API's shapes and its filter quoting come from the engine's entry, which imports
 * nothing from the app, so this file is safe in the browser bundle.
 */

export type SearchClient = Pick<Algoliasearch, "search" | "getObjects">;

/**
 * What the embedded default needs beside queries: its records, loaded from the database.
 * A hosted index gets them from `npm run search:sync` instead.
 */
export interface SearchIndexLoader {
  /** Replaces an index family: the primary's records and settings, and each replica's settings. */
  setIndex(
    name: string,
    settings: IndexSettings,
    records: readonly SearchRecord[],
    replicaSettings?: Record<string, IndexSettings>,
  ): void;
  /** A stock change applied in place: records added or replaced by objectID, and removed. */
  updateRecords(name: string, upserts: readonly SearchRecord[], removals: readonly string[]): void;
  /** How many records a loaded family holds. */
  recordCount(name: string): number;
  /** A loaded family as flat arrays, for the file it is kept in between starts. */
  image(name: string): FamilyImage;
  /** Loads a family from such an image, building nothing. */
  restoreIndex(
    name: string,
    settings: IndexSettings,
    image: FamilyImage,
    replicaSettings?: Record<string, IndexSettings>,
  ): void;
}

export { quoteFilterValue } from "./engine";
export type { FacetStats, FamilyImage, IndexSettings, SearchResponse } from "./engine";
