import dns from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { isPublicAddress } from "./addresses.server";
import { checkPhotoUrl, type ImageHost } from "./hosts";
import { sniffRaster } from "./transform.server";

/*
 * Fetching a remote original without letting a URL reach what it should not (SSRF): the
 * host must be on the allow list before anything is sent; its name is resolved by us and
 * every address checked, and the connection goes to the address checked (a second DNS answer,
 * a rebinding, never gets a say); each redirect is checked the same way; the body is capped
 * and must be a picture by its first bytes.
 */

export interface PhotoFetchLimits {
  /** The largest original fetched, in bytes: a camera's JPEG is 1-12 MB. */
  maxBytes: number;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
}

export const DEFAULT_FETCH_LIMITS: PhotoFetchLimits = { maxBytes: 25 * 2 ** 20, timeoutMs: 10_000, maxRedirects: 3 };

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/** Why a photo could not be had, in words for the log. */
export class PhotoFetchError extends Error {}

/**
 * A `lookup` for http.request: resolves the name, refuses the lot when any address is not a
 * public one (unless the host was named with its port), and hands the connection exactly the
 * addresses it checked.
 */
export function checkedLookup(privateAllowed: boolean, resolve: Resolver = systemResolver): net.LookupFunction {
  return ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = privateAllowed ? undefined : addresses.find((entry) => !isPublicAddress(entry.address));
        if (addresses.length === 0) return callback(new PhotoFetchError(`${hostname} has no address`));
        if (refused) return callback(new PhotoFetchError(`${hostname} resolves to ${refused.address}, a private address`));
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: unknown) => callback(error),
    );
  }) as net.LookupFunction;
}

/** The original's bytes, or a thrown PhotoFetchError saying why not. */
export async function fetchPhoto(
  photoUrl: string,
  hosts: readonly ImageHost[],
  { limits = DEFAULT_FETCH_LIMITS, resolve = systemResolver }: { limits?: PhotoFetchLimits; resolve?: Resolver } = {},
): Promise<Uint8Array> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let current = photoUrl;
  for (let hop = 0; hop <= limits.maxRedirects; hop++) {
    const check = checkPhotoUrl(current, hosts);
    if (!check.ok) throw new PhotoFetchError(`${current} ${check.reason}`);
    // An address written in the URL is never looked up: it is checked as it stands.
    if (net.isIP(check.host) && !check.privateAllowed && !isPublicAddress(check.host)) {
      throw new PhotoFetchError(`${current} is at a private address`);
    }
    const response = await get(check.url, checkedLookup(check.privateAllowed, resolve), signal).catch((error: unknown) => {
      throw error instanceof PhotoFetchError ? error : new PhotoFetchError(`${current}: ${signal.aborted ? "timed out" : String(error)}`);
    });
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.destroy();
      current = new URL(response.headers.location, current).href;
      continue;
    }
    if (status !== 200) {
      response.destroy();
      throw new PhotoFetchError(`${current} answered ${status}`);
    }
    const bytes = await readCapped(response, limits.maxBytes, signal, current);
    if (!sniffRaster(bytes)) throw new PhotoFetchError(`${current} is not a JPEG, PNG, WebP, GIF or AVIF picture`);
    return bytes;
  }
  throw new PhotoFetchError(`${photoUrl} redirects more than ${limits.maxRedirects} times`);
}

function get(url: URL, lookup: net.LookupFunction, signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      lookup,
      signal,
      // A connection of its own: a pooled socket could have been opened for another check.
      agent: false,
      headers: { accept: "image/avif,image/webp,image/jpeg,image/png,image/*;q=0.8", "user-agent": "dealer-platform image route" },
    });
    request.once("response", resolve);
    request.once("error", reject);
  });
}

async function readCapped(response: http.IncomingMessage, maxBytes: number, signal: AbortSignal, url: string): Promise<Uint8Array> {
  const declared = Number(response.headers["content-length"]);
  if (declared > maxBytes) {
    response.destroy();
    throw new PhotoFetchError(`${url} is ${declared} bytes, more than ${maxBytes}`);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      total += chunk.byteLength;
      if (total > maxBytes) {
        response.destroy();
        throw new PhotoFetchError(`${url} is more than ${maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof PhotoFetchError) throw error;
    throw new PhotoFetchError(`${url}: ${signal.aborted ? "timed out" : String(error)}`);
  }
  return Buffer.concat(chunks);
}
