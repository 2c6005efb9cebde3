import { ApiError } from "@algolia/client-common";
import type { Algoliasearch } from "algoliasearch";
import type { SearchEngine } from "./engine";

/**
 * The two calls the app makes of the official client (`search`, `getObjects`), answered by the
 * engine in this process: the engine gets the very request body the client would send
 * (Algolia's JSON, as models/search builds it) and its answer is what the client would have
 * parsed. Through the client with the engine as its requester (requester.ts, which the tests
 * and the benchmark still speak) each call was a JSON text each way, and the client's retry
 * machinery around it: about 5% of a search page's server time (decision 041).
 */
export type EngineClient = Pick<Algoliasearch, "search" | "getObjects">;

export function createEngineClient(engine: SearchEngine): EngineClient {
  const post = async (path: string, body: { requests?: unknown }) => {
    // JSON leaves out undefined fields: so does this, so the engine reads what it would over HTTP.
    const requests = Array.isArray(body?.requests) ? body.requests.map(definedFields) : body?.requests;
    const { status, body: answer } = engine.handle("POST", path, { requests });
    if (status !== 200) throw new ApiError((answer as { message?: string }).message ?? "Search failed", status, []);
    return answer;
  };
  return {
    search: (params: { requests?: unknown }) => post("/1/indexes/*/queries", params),
    getObjects: (params: { requests?: unknown }) => post("/1/indexes/*/objects", params),
  } as unknown as EngineClient;
}

function definedFields(request: unknown): unknown {
  if (request === null || typeof request !== "object") return request;
  const defined: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(request)) if (value !== undefined) defined[key] = value;
  return defined;
}
