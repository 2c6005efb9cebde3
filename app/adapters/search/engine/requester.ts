import type { EndRequest, Requester, Response } from "@algolia/client-common";
import { decodeRequestBody, type SearchEngine } from "./engine";

/**
 * An algoliasearch `requester` that answers the client's real REST requests from the
 * embedded engine: the client builds exactly what it would send to Algolia, and this sends
 * it to the engine instead of the network.
 */
export function createEngineRequester(engine: SearchEngine): Requester {
  return {
    async send(request: EndRequest): Promise<Response> {
      const url = new URL(request.url);
      let body: unknown;
      try {
        body = decodeRequestBody(request.data, request.headers);
      } catch {
        return answer(400, { message: "Invalid JSON body", status: 400 });
      }
      const { status, body: content } = engine.handle(request.method, url.pathname, body);
      return answer(status, content);
    },
  };
}

function answer(status: number, content: unknown): Response {
  return { status, content: JSON.stringify(content), isTimedOut: false, headers: { "content-type": "application/json" } };
}
