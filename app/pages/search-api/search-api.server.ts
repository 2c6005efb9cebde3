import { SearchEngine, type SearchParams, type SearchRecord } from "~/adapters/search/engine";
import { carForPage } from "~/models/phone-reveal/numbers";
import { stockPresetFilter } from "~/models/search/presets";
import type { Tenant } from "~/tenants/schema";
import { searchIndexFamily, verifySearchApiKey, type KeyRestrictions } from "~/models/search-api/keys.server";
import type { ClientRateLimit } from "~/models/search-api/rate-limit";
import {
  indexAllowed,
  readJsonBody,
  readParamsString,
  requestParams,
  scopedFilters,
  scopedSearchParams,
  SearchApiError,
} from "~/models/search-api/scope";

/*
 * Algolia's search REST API, read-only, on each dealer's own host (decision 057): multi-query,
 * query (POST and GET), search for facet values, getObjects and getObject, answered by the
 * embedded engine for the tenant's own cars only. Any other Algolia path is refused the way
 * Algolia refuses a search-only key (403), anything else is 404, both in Algolia's JSON shape.
 */

export interface SearchApiContext {
  engine: SearchEngine;
  tenant: Tenant;
  /** SESSION_SECRET: the tenant's search key is derived from it (keys.server.ts). */
  secret: string;
  now: Date;
  /** Who is asking, as the server decides it (behind TRUST_PROXY); null when it cannot tell. */
  clientAddress: string | null;
  limiter: ClientRateLimit;
}

/** Requests in one multi-query, and objects in one getObjects (Algolia's own cap). */
export const MAX_QUERIES = 50;
export const MAX_OBJECTS = 1000;
/** Hits in one multi-query, all its queries together: one query's most (Algolia's hitsPerPage limit). */
export const MAX_HITS = 1000;

const NOT_ALLOWED = "Method not allowed with this API key";

/** Any page may call the API (a dealer's marketing site, a widget): it reads no cookie. */
const CORS_HEADERS = { "Access-Control-Allow-Origin": "*", "Cache-Control": "no-store" };

/** The headers Algolia's clients send, allowed in a browser's preflight. */
const ALLOWED_HEADERS = [
  "content-type",
  "x-algolia-application-id",
  "x-algolia-api-key",
  "x-algolia-agent",
  "x-algolia-usertoken",
];

/** Content types Algolia's clients send JSON as: Node's, the v5 browser's and the v4 browser's (no preflight). */
const JSON_CONTENT_TYPES = new Set(["application/json", "text/plain", "application/x-www-form-urlencoded"]);

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...CORS_HEADERS, ...headers } });
}

function failure(status: number, message: string, headers: Record<string, string> = {}): Response {
  return answer(status, { message, status }, headers);
}

export async function answerSearchApi(request: Request, context: SearchApiContext): Promise<Response> {
  if (request.method === "OPTIONS") {
    return new Response(null, {
      status: 204,
      headers: {
        ...CORS_HEADERS,
        "Access-Control-Allow-Methods": "GET, POST",
        "Access-Control-Allow-Headers": ALLOWED_HEADERS.join(", "),
        "Access-Control-Max-Age": "86400",
      },
    });
  }
  const limited = context.limiter.take(context.clientAddress, context.now.getTime());
  if (!limited.ok) {
    return failure(429, "Too many requests: please wait before searching again", {
      "Retry-After": String(limited.retryAfterSeconds),
    });
  }
  try {
    return await route(request, context);
  } catch (error) {
    if (error instanceof SearchApiError) return failure(error.status, error.message, error.headers);
    throw error;
  }
}

async function route(request: Request, context: SearchApiContext): Promise<Response> {
  const url = new URL(request.url);
  const restrictions = verifySearchApiKey(
    context.tenant,
    {
      appId: request.headers.get("x-algolia-application-id") ?? url.searchParams.get("x-algolia-application-id"),
      apiKey: request.headers.get("x-algolia-api-key") ?? url.searchParams.get("x-algolia-api-key"),
    },
    context.secret,
    context.now,
  );
  const scope = new Scope(context, restrictions);
  const segments = pathSegments(url.pathname);
  const [collection, indexName, action, facetName, facetAction] = segments;
  if (collection !== "indexes") throw new SearchApiError(404, "Not Found");
  // listIndices, and anything else about the indices, needs more than a search key.
  if (indexName === undefined || indexName === "") throw new SearchApiError(403, NOT_ALLOWED);

  if (request.method === "GET") {
    if (segments.length === 2) {
      return scope.search(indexName, queryStringParams(url.searchParams));
    }
    if (segments.length === 3 && !["settings", "browse", "task", "synonyms", "rules"].includes(action!)) {
      const [record] = scope.objects([{ indexName, objectID: action }]);
      return record ? answer(200, record) : failure(404, "ObjectID does not exist");
    }
    throw new SearchApiError(403, NOT_ALLOWED);
  }
  if (request.method !== "POST") throw new SearchApiError(403, NOT_ALLOWED);

  if (indexName === "*" && action === "queries" && segments.length === 3) {
    return scope.multipleQueries(await readBody(request));
  }
  if (indexName === "*" && action === "objects" && segments.length === 3) {
    const { requests } = await readBody(request);
    if (!Array.isArray(requests)) throw new SearchApiError(400, "Missing requests");
    if (requests.length > MAX_OBJECTS) throw new SearchApiError(400, `Too many objects: at most ${MAX_OBJECTS} in one request`);
    return answer(200, { results: scope.objects(requests) });
  }
  if (indexName !== "*" && action === "query" && segments.length === 3) {
    return scope.search(indexName, requestParams(await readBody(request)));
  }
  if (indexName !== "*" && action === "facets" && facetName !== undefined && facetAction === "query" && segments.length === 5) {
    return scope.facetSearch(indexName, facetName, requestParams(await readBody(request)));
  }
  throw new SearchApiError(403, NOT_ALLOWED);
}

/** `/1/indexes/a%20b/query` as ["indexes", "a b", "query"]; a malformed escape is a 400. */
function pathSegments(pathname: string): string[] {
  const [version, ...rest] = pathname.replace(/^\/+/, "").split("/");
  if (version !== "1") throw new SearchApiError(404, "Not Found");
  try {
    return rest.map(decodeURIComponent);
  } catch {
    throw new SearchApiError(400, "Invalid URL encoding");
  }
}

/** The GET search's parameters: the query string without the credentials and the client's name. */
function queryStringParams(search: URLSearchParams): Record<string, unknown> {
  const params = new URLSearchParams([...search].filter(([name]) => !name.toLowerCase().startsWith("x-algolia-")));
  return readParamsString(params);
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "" && !JSON_CONTENT_TYPES.has(type)) {
    throw new SearchApiError(415, `Unsupported Content-Type: ${type.slice(0, 100)} (send JSON)`);
  }
  const body = readJsonBody(await request.text());
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new SearchApiError(400, "The body must be a JSON object");
  }
  return body as Record<string, unknown>;
}

/** One caller's reach: the tenant's forced filter and index family, and the key's restrictions. */
class Scope {
  private readonly forced: string[];
  private readonly family: string[];

  constructor(
    private readonly context: SearchApiContext,
    private readonly restrictions: KeyRestrictions,
  ) {
    this.forced = [stockPresetFilter(context.tenant, context.now), ...(restrictions.filters ? [restrictions.filters] : [])];
    this.family = searchIndexFamily(context.tenant);
  }

  private checkIndex(indexName: unknown): string {
    if (typeof indexName !== "string" || indexName === "") throw new SearchApiError(400, "Missing indexName in request");
    if (!indexAllowed(indexName, this.family, this.restrictions.restrictIndices)) {
      throw new SearchApiError(403, "Index not allowed with this API key");
    }
    return indexName;
  }

  private runSearch(indexName: string, params: Record<string, unknown>): unknown {
    const scoped = scopedSearchParams(params, this.forced);
    const { status, body } = this.context.engine.search(this.checkIndex(indexName), scoped as SearchParams, encodeParams(params));
    if (status !== 200) throw new SearchApiError(status, (body as { message?: string }).message ?? "Search failed");
    return this.masked(body as { hits: SearchRecord[] });
  }

  private runFacetSearch(indexName: string, facetName: unknown, params: Record<string, unknown>): unknown {
    if (typeof facetName !== "string" || facetName === "") throw new SearchApiError(400, "Missing facet in a request of type facet");
    const scoped = scopedSearchParams(params, this.forced);
    const { status, body } = this.context.engine.searchForFacetValues(this.checkIndex(indexName), facetName, scoped as SearchParams);
    if (status !== 200) throw new SearchApiError(status, (body as { message?: string }).message ?? "Search failed");
    return body;
  }

  /** The hits a query asks for: its `length` or `hitsPerPage`, else its index's page size. */
  private hitsAskedFor(indexName: unknown, params: Record<string, unknown>): number {
    const asked = params.length ?? params.hitsPerPage;
    if (typeof asked === "number" && Number.isFinite(asked)) return Math.max(0, asked);
    const index = typeof indexName === "string" ? this.context.engine.index(indexName) : undefined;
    return index?.settings.hitsPerPage ?? 20;
  }

  search(indexName: string, params: Record<string, unknown>): Response {
    return answer(200, this.runSearch(indexName, params));
  }

  facetSearch(indexName: string, facetName: string, params: Record<string, unknown>): Response {
    return answer(200, this.runFacetSearch(indexName, facetName, params));
  }

  /** Algolia's multi-query: each answer in order; one bad request fails the whole call, as there. */
  multipleQueries(body: Record<string, unknown>): Response {
    const { requests, strategy } = body;
    if (!Array.isArray(requests)) throw new SearchApiError(400, "Missing requests");
    if (requests.length > MAX_QUERIES) throw new SearchApiError(400, `Too many queries: at most ${MAX_QUERIES} in one request`);
    if (strategy !== undefined && strategy !== "none") {
      throw new SearchApiError(400, `Strategy not supported: ${JSON.stringify(strategy).slice(0, 50)}`);
    }
    const parsed = requests.map((entry: unknown) => {
      if (entry === null || typeof entry !== "object" || Array.isArray(entry)) {
        throw new SearchApiError(400, "Each request must be a JSON object");
      }
      const { indexName, type, facet, ...rest } = entry as Record<string, unknown>;
      if (type !== undefined && type !== "default" && type !== "facet") {
        throw new SearchApiError(400, `Invalid value for "type": ${JSON.stringify(type).slice(0, 50)}`);
      }
      return { indexName, type, facet, params: requestParams(rest) };
    });
    // Fifty queries of a thousand hits would be some 200 MB of answer for one small request.
    const hits = parsed.reduce((sum, { indexName, type, params }) => sum + (type === "facet" ? 0 : this.hitsAskedFor(indexName, params)), 0);
    if (hits > MAX_HITS) throw new SearchApiError(400, `Too many hits asked for: at most ${MAX_HITS} in one request`);
    const results = parsed.map(({ indexName, type, facet, params }) =>
      type === "facet" ? this.runFacetSearch(indexName as string, facet, params) : this.runSearch(indexName as string, params),
    );
    return answer(200, { results });
  }

  /**
   * getObjects: each object of the tenant's scope, null for one that is not (or is someone
   * else's, or no longer listed). Whether a record is in scope is the engine's own answer: the
   * records found are loaded in an engine of their own and the forced filter run over them,
   * so the check is exactly the search's, without scanning the whole index.
   */
  objects(requests: readonly unknown[]): (SearchRecord | null)[] {
    const found = requests.map((entry) => {
      if (entry === null || typeof entry !== "object" || Array.isArray(entry)) {
        throw new SearchApiError(400, "Each request must be a JSON object");
      }
      const { indexName, objectID, attributesToRetrieve } = entry as Record<string, unknown>;
      const index = this.context.engine.index(this.checkIndex(indexName));
      if (typeof objectID !== "string" || objectID === "") throw new SearchApiError(400, "Missing objectID in request");
      if (attributesToRetrieve !== undefined && !isTextList(attributesToRetrieve)) {
        throw new SearchApiError(400, `Invalid value for "attributesToRetrieve": expected a list of attribute names`);
      }
      return { index, objectID, attributesToRetrieve: attributesToRetrieve as string[] | string | undefined, record: index?.getObject(objectID) };
    });
    const listed = this.inScope(found.flatMap(({ record, index }) => (record && index ? [{ record, index }] : [])));
    return found.map(({ index, objectID, attributesToRetrieve, record }) =>
      record && index && listed.has(objectID) ? this.maskedRecord(index.getObject(objectID, attributesToRetrieve)!) : null,
    );
  }

  private inScope(found: { record: SearchRecord; index: NonNullable<ReturnType<SearchEngine["index"]>> }[]): Set<string> {
    if (found.length === 0) return new Set();
    const records = [...new Map(found.map(({ record }) => [String(record.objectID), record])).values()];
    const check = new SearchEngine();
    check.setIndex("scope", { attributesForFaceting: found[0]!.index.settings.attributesForFaceting ?? [], searchableAttributes: [] }, records);
    const { body } = check.search("scope", {
      filters: scopedFilters(this.forced, undefined),
      hitsPerPage: MAX_OBJECTS,
      attributesToRetrieve: ["objectID"],
      attributesToHighlight: [],
    });
    return new Set((body as { hits: SearchRecord[] }).hits.map((hit) => String(hit.objectID)));
  }

  /** A tenant that masks phone numbers (decision 039) sends them masked here too, as its pages do. */
  private masked<T extends { hits?: SearchRecord[] }>(response: T): T {
    if (!this.context.tenant.features.phoneMasking || !Array.isArray(response.hits)) return response;
    return { ...response, hits: response.hits.map((hit) => this.maskedRecord(hit)) };
  }

  private maskedRecord(record: SearchRecord): SearchRecord {
    if (!this.context.tenant.features.phoneMasking) return record;
    const car = record as SearchRecord & { location?: { phone?: string | null } | null };
    const shown: Record<string, unknown> = car.location?.phone ? carForPage(car as never, this.context.tenant, false) : { ...car };
    // A highlight or snippet of the location holds the number too: it is left out.
    for (const annotation of ["_highlightResult", "_snippetResult"]) {
      const value = shown[annotation] as { location?: Record<string, unknown> } | undefined;
      if (value?.location && typeof value.location === "object") {
        const { phone: _phone, ...location } = value.location;
        shown[annotation] = { ...value, location };
      }
    }
    return shown as SearchRecord;
  }
}

function isTextList(value: unknown): boolean {
  return typeof value === "string" || (Array.isArray(value) && value.every((item) => typeof item === "string"));
}

/** The caller's own parameters, echoed in each answer's `params` as Algolia does. */
function encodeParams(params: Record<string, unknown>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value))}`)
    .join("&");
}
