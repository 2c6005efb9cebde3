import fs from "node:fs/promises";
import path from "node:path";
import type { StockFeedSettings } from "~/tenants/fields/stock-feed";
import { stockFileFormat } from "../import/rows";

/** What the last applied pull was answered with: sent back for a conditional GET. */
export interface FeedValidators {
  etag: string | null;
  lastModified: string | null;
}

export type FeedFetch =
  | { kind: "unchanged" }
  | { kind: "body"; text: string; validators: FeedValidators }
  | { kind: "failed"; message: string };

const MAX_REDIRECTS = 3;

/**
 * Pulls a feed: its URL with a conditional GET (ETag, Last-Modified), or the newest stock file
 * in its folder. Refuses, with a one-line reason, an answer that is not 200 or 304, a redirect
 * to another host, a body over the size limit, one slower than the timeout, and text that is
 * not UTF-8 (read as it is, a Latin-1 export would store "Å koda" for Škoda).
 */
export async function fetchFeed(
  feed: StockFeedSettings,
  last: FeedValidators,
  fetchImpl: typeof fetch = fetch,
): Promise<FeedFetch> {
  const maxBytes = Math.round(feed.maxMegabytes * 2 ** 20);
  const pulled = feed.folder ? await readFolder(feed.folder, last, maxBytes) : await pullUrl(feed, last, maxBytes, fetchImpl);
  if (pulled.kind !== "bytes") return pulled;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(pulled.bytes);
    return { kind: "body", text, validators: pulled.validators };
  } catch {
    return { kind: "failed", message: "is not UTF-8 text: export the stock as UTF-8" };
  }
}

type Pulled = { kind: "bytes"; bytes: Uint8Array; validators: FeedValidators } | Exclude<FeedFetch, { kind: "body" }>;

async function pullUrl(
  feed: StockFeedSettings,
  last: FeedValidators,
  maxBytes: number,
  fetchImpl: typeof fetch,
): Promise<Pulled> {
  const headers: Record<string, string> = { accept: feed.format === "csv" ? "text/csv, */*" : "application/x-ndjson, */*" };
  if (last.etag) headers["if-none-match"] = last.etag;
  if (last.lastModified) headers["if-modified-since"] = last.lastModified;
  if (feed.username !== undefined || feed.password !== undefined) {
    headers.authorization = `Basic ${Buffer.from(`${feed.username ?? ""}:${feed.password ?? ""}`).toString("base64")}`;
  }
  const signal = AbortSignal.timeout(feed.timeoutSeconds * 1000);
  let url = new URL(feed.url!);
  const host = url.host;
  try {
    for (let hop = 0; ; hop++) {
      const response = await fetchImpl(url, { headers, signal, redirect: "manual" });
      if (response.status >= 300 && response.status < 400 && response.status !== 304) {
        await response.body?.cancel();
        const location = response.headers.get("location");
        if (!location || hop >= MAX_REDIRECTS) return { kind: "failed", message: `answered ${response.status} without a usable redirect` };
        const next = new URL(location, url);
        // The credentials go with the request: a feed is read from its own host only.
        if (next.host !== host || !/^https?:$/.test(next.protocol)) {
          return { kind: "failed", message: `redirects to another host (${next.host}); a feed is read from its own host only` };
        }
        url = next;
        continue;
      }
      if (response.status === 304) return { kind: "unchanged" };
      if (response.status !== 200) {
        await response.body?.cancel();
        return { kind: "failed", message: `answered ${response.status} ${response.statusText}`.trim() };
      }
      const declared = Number(response.headers.get("content-length") ?? "NaN");
      if (declared > maxBytes) {
        await response.body?.cancel();
        return { kind: "failed", message: `is ${megabytes(declared)}, over the feed's limit of ${megabytes(maxBytes)}` };
      }
      const bytes = await readLimited(response, maxBytes);
      if (!bytes) return { kind: "failed", message: `is over the feed's limit of ${megabytes(maxBytes)}` };
      return {
        kind: "bytes",
        bytes,
        validators: { etag: response.headers.get("etag"), lastModified: response.headers.get("last-modified") },
      };
    }
  } catch (error) {
    if (signal.aborted) return { kind: "failed", message: `did not answer within ${feed.timeoutSeconds} s` };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { kind: "failed", message: `cannot be reached (${cause?.code ?? cause?.message ?? (error as Error).message})` };
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The newest stock file the DMS dropped in the folder; its name, size and time stand for an ETag. */
async function readFolder(folder: string, last: FeedValidators, maxBytes: number): Promise<Pulled> {
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch (error) {
    return { kind: "failed", message: `folder ${folder} cannot be read (${(error as NodeJS.ErrnoException).code})` };
  }
  const files = await Promise.all(
    names
      .filter((name) => stockFileFormat(name) !== null && !name.startsWith("."))
      .map(async (name) => ({ name, stat: await fs.stat(path.join(folder, name)) })),
  );
  const newest = files.filter((file) => file.stat.isFile()).sort((a, b) => b.stat.mtimeMs - a.stat.mtimeMs)[0];
  if (!newest) return { kind: "failed", message: `folder ${folder} holds no .csv, .ndjson or .jsonl file` };
  const etag = `${newest.name}:${newest.stat.size}:${Math.round(newest.stat.mtimeMs)}`;
  if (etag === last.etag) return { kind: "unchanged" };
  if (newest.stat.size > maxBytes) {
    return { kind: "failed", message: `${newest.name} is ${megabytes(newest.stat.size)}, over the feed's limit of ${megabytes(maxBytes)}` };
  }
  return { kind: "bytes", bytes: await fs.readFile(path.join(folder, newest.name)), validators: { etag, lastModified: null } };
}

function megabytes(bytes: number): string {
  return bytes < 2 ** 20 ? `${(bytes / 2 ** 10).toFixed(1)} kB` : `${(bytes / 2 ** 20).toFixed(1)} MB`;
}
