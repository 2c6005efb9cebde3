import { FilterSyntaxError } from "./filters";
import { SearchRequestError } from "./params";
import { EngineIndex } from "./search-index";
import type { RankingOrder } from "./ranking";
import { facetAttributeName, parseSearchableAttributes } from "./attribute-settings";
import type { SearchRecord } from "./search-record";
import { RecordStore, type StoreImage } from "./store";
import type { IndexSettings, SearchParams } from "./types";

/** An index family as flat arrays: what a snapshot file holds. */
export interface FamilyImage {
  store: StoreImage;
  /** Each index's ranking order, by index name. */
  orders: Record<string, RankingOrder>;
}

export interface EngineAnswer {
  status: number;
  body: unknown;
}

/**
 * The embedded search engine: named indices answering Algolia's REST API shape. A primary
 * index's replicas share its records and differ in ranking.
 */
export class SearchEngine {
  private readonly indices = new Map<string, EngineIndex>();

  /** Loads an index family: the primary's records and settings, and each replica's settings. */
  setIndex(
    name: string,
    settings: IndexSettings,
    records: readonly SearchRecord[],
    replicaSettings: Record<string, IndexSettings> = {},
  ): void {
    const store = this.newStore(settings, records);
    store.warm();
    for (const [indexName, indexSettings] of familySettings(name, settings, replicaSettings)) {
      const existing = this.indices.get(indexName);
      if (existing && JSON.stringify(existing.settings) === JSON.stringify(indexSettings)) {
        existing.replaceStore(store);
      } else {
        this.indices.set(indexName, new EngineIndex(indexName, indexSettings, store));
      }
    }
  }

  private newStore(settings: IndexSettings, records: readonly SearchRecord[], image?: StoreImage): RecordStore {
    return new RecordStore(
      records,
      parseSearchableAttributes(settings.searchableAttributes ?? []),
      new Set((settings.attributesForFaceting ?? []).map((entry) => facetAttributeName(entry).name)),
      image,
      new Set(settings.disableTypoToleranceOnAttributes ?? []),
    );
  }

  private family(name: string): EngineIndex[] {
    const primary = this.indices.get(name);
    if (!primary) throw new Error(`No index ${name}`);
    return [...this.indices.values()].filter((index) => index.store === primary.store);
  }

  /**
   * Applies a stock change to a loaded family in place: records added or replaced (by
   * objectID; a replaced record keeps its place in record order; the last of one objectID
   * wins, over a removal too) and records removed. Only when the store has no free positions
   * left is it built afresh from its records.
   */
  updateRecords(name: string, changes: readonly SearchRecord[], removals: readonly string[]): void {
    const upserts = [...new Map(changes.map((record) => [String(record.objectID), record])).values()];
    const family = this.family(name);
    const store = family[0]!.store;
    const gone = new Set([...removals, ...upserts.map((record) => String(record.objectID))]);
    if (upserts.length > store.freePositions) {
      const kept = store.liveRecords().filter((record) => !gone.has(String(record.objectID)));
      const order = new Map(store.liveRecords().map((record, i) => [String(record.objectID), i]));
      const changed = upserts.filter((record) => order.has(String(record.objectID)));
      const merged = [...kept, ...changed].sort(
        (a, b) => order.get(String(a.objectID))! - order.get(String(b.objectID))!,
      );
      const fresh = this.newStore(family[0]!.settings, [
        ...merged,
        ...upserts.filter((record) => !order.has(String(record.objectID))),
      ]);
      fresh.warm();
      for (const index of family) index.replaceStore(fresh);
      return;
    }
    const sequences = new Map<string, number>();
    for (const objectID of gone) {
      const doc = store.positionOf.get(objectID);
      if (doc === undefined) continue;
      sequences.set(objectID, store.sequence[doc]!);
      store.remove(doc);
    }
    const added: number[] = [];
    for (const record of upserts) {
      store.append(record, sequences.get(String(record.objectID)));
      added.push(store.positionOf.get(String(record.objectID))!);
    }
    for (const index of family) index.reposition(added);
  }

  /** A loaded family as flat arrays: the store's and each index's ranking order. */
  image(name: string): FamilyImage {
    const family = this.family(name);
    return {
      store: family[0]!.store.image(),
      orders: Object.fromEntries(family.map((index) => [index.name, index.rankingOrder])),
    };
  }

  /** Loads a family from its image (a snapshot file): nothing is built or sorted again. */
  restoreIndex(
    name: string,
    settings: IndexSettings,
    image: FamilyImage,
    replicaSettings: Record<string, IndexSettings> = {},
  ): void {
    const store = this.newStore(settings, [], image.store);
    for (const [indexName, indexSettings] of familySettings(name, settings, replicaSettings)) {
      this.indices.set(indexName, new EngineIndex(indexName, indexSettings, store, image.orders[indexName]));
    }
  }

  /** Clears every index's caches; the indexes themselves stay built. */
  clearCaches(): void {
    for (const index of this.indices.values()) index.clearCaches();
  }

  index(name: string): EngineIndex | undefined {
    return this.indices.get(name);
  }

  hasIndex(name: string): boolean {
    return this.indices.has(name);
  }

  /** Runs one search, mapping bad input to Algolia's 400 answer and a missing index to 404. */
  search(indexName: string, params: SearchParams, paramsString = ""): EngineAnswer {
    return this.answering(indexName, (index) => index.search(params, paramsString));
  }

  /** Algolia's search for facet values (the facets/{facet}/query endpoint, and a multi-query's type "facet"). */
  searchForFacetValues(indexName: string, facetName: string, params: SearchParams): EngineAnswer {
    return this.answering(indexName, (index) => index.searchForFacetValues(facetName, params));
  }

  /** Algolia's listIndices: every index, a replica naming its primary, a primary its replicas. */
  listIndices(): EngineAnswer {
    const items = [...this.indices.values()].map((index) => {
      const primary = [...this.indices.values()].find((other) => other.settings.replicas?.includes(index.name));
      return {
        name: index.name,
        createdAt: index.createdAt,
        updatedAt: index.updatedAt,
        entries: index.store.liveRecordCount,
        dataSize: 0,
        fileSize: 0,
        lastBuildTimeS: 0,
        numberOfPendingTasks: 0,
        pendingTask: false,
        ...(primary ? { primary: primary.name } : {}),
        ...(index.settings.replicas?.length ? { replicas: index.settings.replicas } : {}),
      };
    });
    return { status: 200, body: { items, nbPages: 1 } };
  }

  private answering(indexName: string, answer: (index: EngineIndex) => unknown): EngineAnswer {
    const index = this.indices.get(indexName);
    if (!index) return { status: 404, body: { message: "Index does not exist", status: 404 } };
    try {
      return { status: 200, body: answer(index) };
    } catch (error) {
      if (error instanceof FilterSyntaxError || error instanceof SearchRequestError) {
        return { status: 400, body: { message: error.message, status: 400 } };
      }
      throw error;
    }
  }

  /** Answers a REST request as Algolia's search API would. */
  handle(method: string, path: string, body: unknown): EngineAnswer {
    const segments = path.replace(/^\/1\/indexes\//, "").split("/").map(decodeURIComponent);
    const bad = (message: string) => ({ status: 400, body: { message, status: 400 } });
    if (method === "GET" && /^\/1\/indexes\/?$/.test(path)) return this.listIndices();
    if (!path.startsWith("/1/indexes/")) return { status: 404, body: { message: "Not found", status: 404 } };

    if (method === "POST" && segments[0] === "*" && segments[1] === "queries") {
      const requests = (body as { requests?: unknown })?.requests;
      if (!Array.isArray(requests)) return bad("Missing requests");
      const results: unknown[] = [];
      for (const request of requests as Record<string, unknown>[]) {
        const { indexName, params: legacy, type, facet, ...rest } = request ?? {};
        if (typeof indexName !== "string") return bad("Missing indexName in request");
        const params = { ...parseParamsString(typeof legacy === "string" ? legacy : ""), ...rest };
        if (type !== undefined && type !== "default" && type !== "facet") return bad(`Invalid value for "type": ${JSON.stringify(type)}`);
        if (type === "facet" && typeof facet !== "string") return bad("Missing facet in a request of type facet");
        const answer =
          type === "facet"
            ? this.searchForFacetValues(indexName, facet as string, params as SearchParams)
            : this.search(indexName, params as SearchParams, encodeParams(params));
        if (answer.status !== 200) return answer;
        results.push(answer.body);
      }
      return { status: 200, body: { results } };
    }
    if (method === "POST" && segments[0] === "*" && segments[1] === "objects") {
      const requests = (body as { requests?: unknown })?.requests;
      if (!Array.isArray(requests)) return bad("Missing requests");
      const results = (requests as Record<string, unknown>[]).map((request) => {
        const index = this.indices.get(String(request?.indexName));
        return (
          index?.getObject(String(request?.objectID), request?.attributesToRetrieve as string[] | undefined) ?? null
        );
      });
      return { status: 200, body: { results } };
    }
    const indexName = segments[0]!;
    if (method === "POST" && segments[1] === "query" && segments.length === 2) {
      const { params: legacy, ...rest } = (body ?? {}) as Record<string, unknown>;
      const params = { ...parseParamsString(typeof legacy === "string" ? legacy : ""), ...rest };
      return this.search(indexName, params as SearchParams, encodeParams(params));
    }
    if (method === "POST" && segments[1] === "facets" && segments[3] === "query" && segments.length === 4) {
      const { params: legacy, ...rest } = (body ?? {}) as Record<string, unknown>;
      const params = { ...parseParamsString(typeof legacy === "string" ? legacy : ""), ...rest };
      return this.searchForFacetValues(indexName, segments[2]!, params as SearchParams);
    }
    if (method === "GET" && segments[1] === "settings" && segments.length === 2) {
      return this.answering(indexName, (index) => index.settings);
    }
    if (method === "POST" && segments[1] === "browse" && segments.length === 2) {
      const { params: legacy, cursor, ...rest } = (body ?? {}) as Record<string, unknown>;
      let params = { ...parseParamsString(typeof legacy === "string" ? legacy : ""), ...rest } as SearchParams;
      let offset = 0;
      if (cursor !== undefined) {
        const position = readCursor(cursor);
        if (!position) return bad("Cursor is not valid");
        ({ params, offset } = position);
      }
      return this.answering(indexName, (index) => {
        const { response, next } = index.browse(params, offset);
        return next === null ? response : { ...response, cursor: writeCursor(params, next) };
      });
    }
    if (method === "GET" && segments.length === 2) {
      const index = this.indices.get(indexName);
      if (!index) return { status: 404, body: { message: "Index does not exist", status: 404 } };
      const record = index.getObject(segments[1]!);
      return record
        ? { status: 200, body: record }
        : { status: 404, body: { message: "ObjectID does not exist", status: 404 } };
    }
    return { status: 404, body: { message: `The embedded engine does not answer ${method} ${path}`, status: 404 } };
  }
}

/** A primary's settings and each replica's: the primary's with the replica's own on top. */
function familySettings(
  name: string,
  settings: IndexSettings,
  replicaSettings: Record<string, IndexSettings>,
): [string, IndexSettings][] {
  return [
    [name, settings],
    ...(settings.replicas ?? []).map((replica): [string, IndexSettings] => [
      replica,
      { ...settings, replicas: undefined, ...replicaSettings[replica] },
    ]),
  ];
}

/**
 * A browse cursor: the request and where the next page starts, as opaque text. It carries
 * the request so a next call needs nothing else, as Algolia's does.
 */
function writeCursor(params: SearchParams, offset: number): string {
  return Buffer.from(JSON.stringify({ params, offset })).toString("base64url");
}

function readCursor(cursor: unknown): { params: SearchParams; offset: number } | null {
  if (typeof cursor !== "string") return null;
  try {
    const read = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { params?: unknown; offset?: unknown };
    if (read === null || typeof read.params !== "object" || read.params === null || Array.isArray(read.params)) return null;
    if (typeof read.offset !== "number" || !Number.isInteger(read.offset) || read.offset < 0) return null;
    return { params: read.params as SearchParams, offset: read.offset };
  } catch {
    return null;
  }
}

/** The legacy `params` string: URL-encoded, with arrays and numbers as JSON. */
export function parseParamsString(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    if (/^[[{]/.test(value) || /^-?\d+(\.\d+)?$/.test(value) || value === "true" || value === "false") {
      try {
        out[key] = JSON.parse(value);
        continue;
      } catch {
        // Not JSON after all: keep the text.
      }
    }
    out[key] = value;
  }
  return out;
}

function encodeParams(params: Record<string, unknown>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value))}`,
    )
    .join("&");
}
