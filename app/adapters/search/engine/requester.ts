import type { EndRequest, Requester, Response } from "@algolia/client-common";
import { gunzipSync } from "node:zlib";
import type { SearchEngine } from "./engine";

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

/** Reads a request body the algoliasearch client sent: JSON text, perhaps gzipped. */
function decodeRequestBody(data: string | Uint8Array | undefined, headers: Record<string, string>): unknown {
  if (data === undefined || data === "") return undefined;
  const encoding = Object.entries(headers).find(([name]) => name.toLowerCase() === "content-encoding")?.[1];
  const text =
    typeof data === "string"
      ? data
      : encoding === "gzip"
        ? gunzipSync(data).toString("utf8")
        : Buffer.from(data).toString("utf8");
  return JSON.parse(text);
}
