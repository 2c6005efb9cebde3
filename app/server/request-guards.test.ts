import http, { type IncomingMessage } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerMalformedAddresses,
  bodyLengthRefusal,
  crossSiteRefusal,
  guardRequests,
  hostRefusal,
  legacyDataRefusal,
  methodRefusal,
  nulAddressRefusal,
  RequestBodyTooLargeError,
  TRUST_PROXY_DEFAULT,
} from "./request-guards";

describe("methodRefusal", () => {
  it("passes the methods routes answer and refuses TRACE with 405 and an Allow list", () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      expect(methodRefusal(method)).toBeNull();
    }
    expect(methodRefusal("TRACE")).toMatchObject({ status: 405, headers: { Allow: expect.stringContaining("POST") } });
    expect(methodRefusal("PROPFIND")?.status).toBe(405);
  });
});

describe("nulAddressRefusal", () => {
  it("refuses an address with an encoded NUL in its path or query with 400, and passes others", () => {
    expect(nulAddressRefusal("/search?query=abc%00def")?.status).toBe(400);
    expect(nulAddressRefusal("/cars/%00")?.status).toBe(400);
    expect(nulAddressRefusal("/search?query=100%25&make=Toyota")).toBeNull();
    expect(nulAddressRefusal("/search?price=10000:30000")).toBeNull();
  });
});

describe("legacyDataRefusal", () => {
  it("sends a page asked for with Remix's old ?_data= to its address without it, which Remix answered with a blank page", () => {
    expect(legacyDataRefusal("GET", "/search?make=Mazda&_data=root&page=2")).toMatchObject({
      status: 301,
      headers: { Location: "/search?make=Mazda&page=2" },
    });
    expect(legacyDataRefusal("HEAD", "/?_data")?.headers).toEqual({ Location: "/" });
    // Encoded, as Remix would have read it.
    expect(legacyDataRefusal("GET", "/search?%5F%64ata=root")?.headers).toEqual({ Location: "/search" });
  });

  it("keeps the redirect on this site when the address starts with two slashes", () => {
    expect(legacyDataRefusal("GET", "//evil.example/x?_data=root")?.headers).toEqual({ Location: "/x" });
  });

  it("refuses a post with ?_data= and passes addresses without the parameter", () => {
    expect(legacyDataRefusal("POST", "/favourites?_data=routes%2Ffavourites")?.status).toBe(400);
    expect(legacyDataRefusal("GET", "/search?query=my_data")).toBeNull();
    expect(legacyDataRefusal("GET", "/search?_database=1")).toBeNull();
    expect(legacyDataRefusal("GET", "/search.data")).toBeNull();
  });
});

describe("crossSiteRefusal", () => {
  const post = (headers: { origin?: string; fetchSite?: string; host?: string; protocol?: string }) =>
    crossSiteRefusal({
      method: "POST",
      protocol: "https",
      host: "www.brightlanecars.com.au",
      origin: undefined,
      fetchSite: undefined,
      ...headers,
    });

  it("refuses a post another site's page sent", () => {
    expect(post({ fetchSite: "cross-site" })?.status).toBe(403);
    expect(post({ origin: "https://evil.example" })?.status).toBe(403);
    expect(post({ origin: "https://brightlanecars.com.au" })?.status).toBe(403);
    expect(post({ origin: "null" })?.status).toBe(403);
    expect(post({ origin: "https://www.brightlanecars.com.au:8443" })?.status).toBe(403);
  });

  it("refuses a post from the same host over the other scheme: a plain-HTTP page on a network in the middle is not the HTTPS site", () => {
    expect(post({ origin: "http://www.brightlanecars.com.au" })?.status).toBe(403);
    expect(post({ origin: "https://localhost:3000", host: "localhost:3000", protocol: "http" })?.status).toBe(403);
  });

  it("passes a post from the site's own page, and one that says nothing (curl, old browsers)", () => {
    expect(post({ origin: "https://www.brightlanecars.com.au", fetchSite: "same-origin" })).toBeNull();
    expect(post({ origin: "http://localhost:3000", host: "localhost:3000", protocol: "http" })).toBeNull();
    expect(post({ origin: "https://www.brightlanecars.com.au", host: "WWW.brightlanecars.com.au:443" })).toBeNull();
    expect(post({})).toBeNull();
    expect(post({ fetchSite: "none" })).toBeNull();
  });

  it("lets another site's page read (GET) but not delete", () => {
    const fromElsewhere = { protocol: "https", host: "localhost", origin: "https://evil.example", fetchSite: "cross-site" };
    expect(crossSiteRefusal({ method: "GET", ...fromElsewhere })).toBeNull();
    expect(crossSiteRefusal({ method: "DELETE", ...fromElsewhere })?.status).toBe(403);
  });
});

describe("hostRefusal", () => {
  it("refuses a Host no address can be built from with 400, naming the header", () => {
    for (const host of ["a@b", "x:99999", "a b", "a%b", "[::1", "x:", "x:1:2", "a/b", "", "a\\b"]) {
      expect(hostRefusal({ host }), host).toMatchObject({ status: 400, message: expect.stringContaining("Host") });
    }
    expect(hostRefusal({ host: "www.brightlanecars.com.au", forwardedHost: "a@b" })).toMatchObject({
      status: 400,
      message: expect.stringContaining("X-Forwarded-Host"),
    });
  });

  it("passes names, IPv4 and IPv6 addresses with or without a port, and a request without a Host", () => {
    for (const host of ["www.brightlanecars.com.au", "WWW.Example.COM:443", "localhost:3000", "127.0.0.1:8080", "[::1]", "[::1]:3000", "my_host.local"]) {
      expect(hostRefusal({ host }), host).toBeNull();
    }
    expect(hostRefusal({ host: undefined })).toBeNull();
  });
});

describe("bodyLengthRefusal", () => {
  it("refuses a declared length over the limit", () => {
    expect(bodyLengthRefusal(String(200 * 1024 * 1024))?.status).toBe(413);
    expect(bodyLengthRefusal(String(64 * 1024 + 1))?.status).toBe(413);
    expect(bodyLengthRefusal(String(64 * 1024))).toBeNull();
    expect(bodyLengthRefusal(undefined)).toBeNull();
  });
});

describe("guardRequests on a server", () => {
  const LIMIT = 1024;
  let server: http.Server;
  let base: string;
  const bodiesSeen: Array<{ bytes: number } | { error: string }> = [];
  const refusalsLogged: number[] = [];

  beforeAll(async () => {
    const guard = guardRequests({ bodyLimit: LIMIT, onRefusal: (_req, refusal) => refusalsLogged.push(refusal.status) });
    server = http.createServer((req: IncomingMessage, res) => {
      guard(req, res, () => {
        // What Remix's request stream does: read every chunk, then answer.
        let bytes = 0;
        req.on("data", (chunk: Buffer) => (bytes += chunk.length));
        req.once("error", (error) => bodiesSeen.push({ error: error.name }));
        req.once("end", () => {
          bodiesSeen.push({ bytes });
          if (!res.headersSent) res.end(`read ${bytes}`);
        });
      });
    });
    server.on("checkContinue", server.listeners("request")[0] as http.RequestListener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers 413 to a declared oversized body before reading it", async () => {
    const response = await fetch(`${base}/contact-us`, { method: "POST", body: "x".repeat(LIMIT + 1) });
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/too large/);
  });

  it("answers 413 to a chunked body once it passes the limit, and the reader sees an error, not a short body", async () => {
    bodiesSeen.length = 0;
    const chunks = [new Uint8Array(700), new Uint8Array(700), new Uint8Array(700)];
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
        await new Promise((resolve) => setTimeout(resolve, 10));
      },
    });
    const response = await fetch(`${base}/contact-us`, { method: "POST", body, duplex: "half" } as RequestInit);
    expect(response.status).toBe(413);
    expect(bodiesSeen).toEqual([{ error: new RequestBodyTooLargeError(LIMIT).name }]);
  });

  it("lets a small chunked body through whole", async () => {
    bodiesSeen.length = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(300));
        controller.enqueue(new Uint8Array(300));
        controller.close();
      },
    });
    const response = await fetch(`${base}/contact-us`, { method: "POST", body, duplex: "half" } as RequestInit);
    expect(await response.text()).toBe("read 600");
  });

  it("answers 405 to TRACE and 403 to another site's post, in plain text", async () => {
    const trace = await new Promise<http.IncomingMessage>((resolve) =>
      http.request(`${base}/`, { method: "TRACE" }, resolve).end(),
    );
    expect(trace.statusCode).toBe(405);
    expect(trace.headers.allow).toContain("GET");
    trace.resume();

    const crossSite = await fetch(`${base}/contact-us`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await crossSite.text()).toMatch(/another website/);
  });

  it("lets another site's page post a search to the search API, which reads no cookie, but not to a look-alike path", async () => {
    const search = (path: string) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { Origin: "https://marketing.example", "Content-Type": "text/plain" },
        body: "{}",
      });
    expect(await (await search("/1/indexes/*/queries")).text()).toBe("read 2");
    expect((await search("/1/indexesx")).status).toBe(403);
    expect((await search("/contact-us?/1/indexes/")).status).toBe(403);
    // Sent as written (fetch would resolve the dots itself): Remix routes it to the contact form.
    const raw = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(`${base}/`, { method: "POST", path, headers: { Origin: "https://marketing.example" } }, (response) => {
          response.resume();
          resolve(response.statusCode!);
        });
        request.on("error", reject);
        request.end("{}");
      });
    expect(await raw("/1/indexes/../contact-us")).toBe(403);
    expect(await raw("/1/indexes/%2e%2e/contact-us")).toBe(403);
    expect(await raw("/1/indexes/*/queries")).toBe(200);
  });

  it("answers 400 to a malformed Host before the app sees it, and reports the refusal once", async () => {
    refusalsLogged.length = 0;
    bodiesSeen.length = 0;
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.request(`${base}/search`, { headers: { Host: "x:99999" } }, resolve).on("error", reject).end(),
    );
    let text = "";
    for await (const chunk of answer) text += String(chunk);
    expect(answer.statusCode).toBe(400);
    expect(text).toMatch(/Host/);
    expect(bodiesSeen).toEqual([]);
    expect(refusalsLogged).toEqual([400]);
  });
});

describe("TRUST_PROXY_DEFAULT", () => {
  // Express compiles `trust proxy` with proxy-addr; this is the same call.
  const proxyAddr = createRequire(import.meta.url)("proxy-addr") as {
    compile(list: string[]): (address: string, hop: number) => boolean;
  };
  const trusted = proxyAddr.compile(TRUST_PROXY_DEFAULT.split(",").map((part) => part.trim()));

  it("believes X-Forwarded-For only from a proxy on this machine", () => {
    expect(trusted("127.0.0.1", 0)).toBe(true);
    expect(trusted("::1", 0)).toBe(true);
    for (const neighbour of ["10.0.0.5", "172.16.4.2", "192.168.1.20", "169.254.1.1", "fd00::1", "fe80::1"]) {
      expect(trusted(neighbour, 0), neighbour).toBe(false);
    }
  });
});

describe("answerMalformedAddresses", () => {
  function respond(error: unknown) {
    const sent: { status?: number; body?: string; passedOn?: unknown } = {};
    const res = {
      headersSent: false,
      writeHead: (status: number) => (sent.status = status),
      end: (body: string) => (sent.body = body),
    } as unknown as import("node:http").ServerResponse;
    answerMalformedAddresses(error, {} as IncomingMessage, res, (passed) => (sent.passedOn = passed));
    return sent;
  }

  it("answers a broken percent-encoding (/cars/%ZZ) with 400 and a sentence", () => {
    expect(respond(new URIError("URI malformed"))).toEqual({
      status: 400,
      body: "This address is not a valid URL: check its % signs.",
    });
  });

  it("passes every other error on", () => {
    const other = new Error("boom");
    expect(respond(other)).toEqual({ passedOn: other });
  });
});
