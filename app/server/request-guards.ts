/**
 * What the HTTP server refuses before a request reaches Remix:
 * methods we do not serve, addresses with a NUL character, Remix's old `?_data=` requests, state-changing requests another
 * site's page sent, and bodies larger than any form of ours. Each is answered at once with a short plain-text sentence,
 * never by reading a body we will not use or by a 500 from deeper down.
 *
 * Node-style middleware (IncomingMessage, ServerResponse, next), so scripts/server.mjs can
 * mount it in Express and the tests can mount it on a bare http server.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Express `trust proxy` when TRUST_PROXY is unset: only a proxy on this
 * machine may say, in X-Forwarded-For, who the shopper is. Trusting whole private networks
 * let any host on them (another customer's container on a shared network) write the address
 * the per-address lead limit counts. A load balancer elsewhere is named in TRUST_PROXY.
 */
export const TRUST_PROXY_DEFAULT = "loopback";

/**
 * The largest body we read: the lead forms, the longest of which (a trade-in with a long
 * message) is a few kilobytes. No route takes a file upload; one that does needs its own limit.
 */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** What Remix routes answer; anything else (TRACE, CONNECT, WebDAV's verbs) is 405 here. */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface Refusal {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

export function methodRefusal(method: string | undefined): Refusal | null {
  if (method && (SERVED_METHODS as readonly string[]).includes(method)) return null;
  return {
    status: 405,
    message: `This site does not answer ${method ?? "this"} requests.`,
    headers: { Allow: SERVED_METHODS.join(", ") },
  };
}

/**
 * No address of ours holds a NUL character (`%00`), and one in a search's text was written
 * back into the page, where HTML has no place for it (a browser shows U+FFFD; decision 035
 * counts on pages without it).
 */
export function nulAddressRefusal(url: string | undefined): Refusal | null {
  if (!url || !/%00/.test(url)) return null;
  return { status: 400, message: "This address holds a NUL character (%00): no page of ours has one." };
}

/**
 * `?_data=` asked Remix for a route's data before single fetch (`.data` now): Remix answers
 * it with an empty 200, a blank page for whoever followed such a link, and logs an error for
 * each. A page is sent on to its address without the parameter; anything else is refused.
 */
export function legacyDataRefusal(method: string | undefined, url: string | undefined): Refusal | null {
  if (!url?.includes("?")) return null;
  let address: URL;
  try {
    address = new URL(url, "http://host.invalid");
  } catch {
    return null; // not an address Remix would read a parameter from either
  }
  if (!address.searchParams.has("_data")) return null;
  if (method !== "GET" && method !== "HEAD") {
    return { status: 400, message: "This site does not answer ?_data requests." };
  }
  address.searchParams.delete("_data");
  // "//other.example/" is another site's address for a browser: one slash keeps it ours.
  const location = `${address.pathname.replace(/^\/+/, "/")}${address.search}`;
  return { status: 301, message: `This page is at ${location}`, headers: { Location: location } };
}

/**
 * A host as HTTP/1.1 allows it in `Host`: a name or an IPv4 address, or an IPv6 address in
 * brackets, and an optional port. `[::1]`'s brackets come first, so the port is after them.
 */
const HOST_HEADER = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?)(?::(\d{1,5}))?$/;

function isWellFormedHost(host: string): boolean {
  const match = HOST_HEADER.exec(host);
  if (!match) return false;
  if (match[1] !== undefined && Number(match[1]) > 65_535) return false;
  return URL.canParse(`http://${host}/`);
}

/**
 * A `Host` (or a proxy's `X-Forwarded-Host`) that no address can be built from: `a@b`,
 * `x:99999`, `a b`, `[::1`. Remix builds each request's URL from it, and a URL that cannot
 * be built was a 500 with a stack trace outside the JSON log; it is the client's mistake.
 * A request without a Host passes: Node answers an HTTP/1.1 one 400 itself.
 */
export function hostRefusal(request: { host: string | undefined; forwardedHost?: string | undefined }): Refusal | null {
  for (const [header, value] of [
    ["Host", request.host],
    ["X-Forwarded-Host", request.forwardedHost],
  ] as const) {
    if (value !== undefined && !isWellFormedHost(value.trim())) {
      return { status: 400, message: `The ${header} header is not a host name (with an optional port).` };
    }
  }
  return null;
}

/** "host:port" as a URL's `host` gives it: lower case, a scheme's default port dropped. */
function normalisedHost(host: string, protocol: "http:" | "https:"): string | null {
  try {
    return new URL(`${protocol}//${host.trim()}`).host;
  } catch {
    return null;
  }
}

/**
 * A cross-site request forgery check for every state-changing request: a browser says where
 * the page that sent it came from (Sec-Fetch-Site, else Origin). A page on another site
 * cannot post a lead, sign a shopper out or change a watchlist here. Requests that say
 * nothing (curl, a server, an old browser) pass: they carry no shopper's cookies by accident.
 * `Origin: null` (a sandboxed frame, a page opened from a file) is another site too. An
 * origin is scheme and host: `http://` the same host is a page anyone on the shopper's
 * network can write, not the HTTPS site (`protocol`: how the request reached us, as the
 * TLS proxy says in X-Forwarded-Proto).
 */
export function crossSiteRefusal(request: {
  method: string | undefined;
  protocol: string;
  host: string | undefined;
  origin: string | undefined;
  fetchSite: string | undefined;
}): Refusal | null {
  if (!request.method || !STATE_CHANGING_METHODS.has(request.method)) return null;
  const refusal = {
    status: 403,
    message: "This form was sent from another website, so it was not accepted. Please send it from this site's own page.",
  };
  if (request.fetchSite?.trim().toLowerCase() === "cross-site") return refusal;
  if (request.origin === undefined) return null;
  let origin: URL;
  try {
    origin = new URL(request.origin);
  } catch {
    return refusal;
  }
  if (origin.protocol !== `${request.protocol}:`) return refusal;
  if (origin.protocol !== "http:" && origin.protocol !== "https:") return refusal;
  const host = request.host ? normalisedHost(request.host, origin.protocol) : null;
  return host !== null && host === origin.host ? null : refusal;
}

function tooLarge(limit: number): Refusal {
  return {
    status: 413,
    message: `This request is too large: we accept at most ${Math.floor(limit / 1024)} kB.`,
  };
}

/** A declared Content-Length over the limit is refused before a byte of the body is read. */
export function bodyLengthRefusal(contentLength: string | undefined, limit = BODY_LIMIT_BYTES): Refusal | null {
  if (contentLength === undefined) return null;
  const length = Number(contentLength);
  return Number.isFinite(length) && length > limit ? tooLarge(limit) : null;
}

/** The error a body reader sees when a streamed (chunked) body passes the limit. */
export class RequestBodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
    this.name = "RequestBodyTooLargeError";
  }
}

/**
 * Algolia's search API (decision 057): pages on other sites (a dealer's marketing site, a
 * search widget) post their searches here by design. It reads no cookie and changes nothing,
 * so the cross-site check, which guards a shopper's session, has nothing to protect there.
 */
export function isSearchApiPath(url: string | undefined): boolean {
  if (url === undefined) return false;
  // The path as Remix routes it: `/1/indexes/../contact-us` is the contact form's.
  let pathname: string;
  try {
    pathname = new URL(url, "http://host.invalid").pathname;
  } catch {
    return false;
  }
  return /^\/1\/indexes(\/|$)/.test(pathname);
}

const refusedResponses = new WeakSet<ServerResponse>();

function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
  refusedResponses.add(res);
  const hasBody = req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined;
  res.writeHead(refusal.status, {
    "Content-Type": "text/plain; charset=utf-8",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
    // The body we did not read is not worth reading to keep the connection: close it.
    ...(hasBody && !req.complete ? { Connection: "close" } : {}),
    ...refusal.headers,
  });
  res.end(req.method === "HEAD" ? undefined : `${refusal.message}\n`);
}

/**
 * A body without a Content-Length (chunked) is counted as it arrives. This listener is the
 * first on "data", so the moment the count passes the limit, whoever reads the body (Remix's
 * request stream) gets an error before it sees the chunk that passed it: an action never runs
 * on a body we refused, and never on a cut-short one taken for whole.
 */
function capStreamedBody(req: IncomingMessage, res: ServerResponse, limit: number): void {
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return;
    req.off("data", count);
    // Emitted, not req.destroy(error): that would close the socket before the 413 is out.
    if (req.listenerCount("error") > 0) req.emit("error", new RequestBodyTooLargeError(limit));
    if (!res.headersSent) refuse(req, res, tooLarge(limit));
  };
  req.prependListener("data", count);
}

type Next = (error?: unknown) => void;

/** The scheme a request came by on a bare Node server: TLS or not. */
function socketProtocol(req: IncomingMessage): string {
  return "encrypted" in req.socket && req.socket.encrypted ? "https" : "http";
}

export interface GuardOptions {
  bodyLimit?: number;
  /**
   * The scheme the browser used: Express's `req.protocol` behind a TLS proxy, which reads
   * X-Forwarded-Proto from the proxies TRUST_PROXY names.
   */
  protocolOf?: (req: IncomingMessage) => string;
  /** Told of each refusal, to log it: one line per refused request, never a stack trace. */
  onRefusal?: (req: IncomingMessage, refusal: Refusal) => void;
}

/**
 * The guards as one middleware. A request with `Expect: 100-continue` (curl's large posts)
 * is told to send its body only once it has passed them: scripts/server.mjs hands such
 * requests to the app without Node's automatic 100 Continue.
 */
export function guardRequests({ bodyLimit = BODY_LIMIT_BYTES, protocolOf = socketProtocol, onRefusal }: GuardOptions = {}) {
  return function requestGuards(req: IncomingMessage, res: ServerResponse, next: Next): void {
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const refusal =
      methodRefusal(req.method) ??
      hostRefusal({ host: header("host"), forwardedHost: header("x-forwarded-host") }) ??
      nulAddressRefusal(req.url) ??
      legacyDataRefusal(req.method, req.url) ??
      (isSearchApiPath(req.url) ? null : crossSiteRefusal({
        method: req.method,
        protocol: protocolOf(req),
        host: header("host"),
        origin: header("origin"),
        fetchSite: header("sec-fetch-site"),
      })) ??
      bodyLengthRefusal(header("content-length"), bodyLimit);
    if (refusal) {
      onRefusal?.(req, refusal);
      refuse(req, res, refusal);
      return;
    }
    if (/100-continue/i.test(header("expect") ?? "")) res.writeContinue();
    if (header("content-length") === undefined && header("transfer-encoding") !== undefined) {
      capStreamedBody(req, res, bodyLimit);
    }
    next();
  };
}

/**
 * Express error middleware: once a guard has answered, the reader it stopped fails later
 * (Remix tries to answer a request whose body errored); that failure is expected, not news.
 */
export function ignoreErrorsAfterRefusal(error: unknown, _req: IncomingMessage, res: ServerResponse, next: Next): void {
  if (refusedResponses.has(res)) return;
  next(error);
}

/**
 * Express error middleware: an address whose percent-encoding is broken (`/cars/%ZZ`) makes
 * the static file server's decoding throw. That is the stranger's mistake, answered 400 with
 * a sentence, not a stack trace in the operator's log for every such request.
 */
export function answerMalformedAddresses(error: unknown, _req: IncomingMessage, res: ServerResponse, next: Next): void {
  if (!(error instanceof URIError) || res.headersSent) return next(error);
  res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
  res.end("This address is not a valid URL: check its % signs.");
}
