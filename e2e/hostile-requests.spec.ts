import http from "node:http";
import net from "node:net";
import { expect, tenants, test } from "./fixtures";

/**
 * What a stranger sends: a table of hostile requests, raw over HTTP so nothing
 * tidies them first (paths with NUL bytes and dot segments, prototype keys, repeated and huge
 * parameters, bodies of the wrong type, unknown methods, foreign origins). Every answer is a
 * page or a 4xx, never a 5xx; and a dealer's domain never shows another dealer's car.
 */

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface HostileRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

function send(port: number, host: string, request: HostileRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const outgoing = http.request(
      {
        host: "127.0.0.1",
        port,
        method: request.method ?? "GET",
        path: request.path,
        headers: {
          Host: host,
          ...(body ? { "Content-Length": String(body.length) } : {}),
          ...request.headers,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        incoming.on("error", reject);
      },
    );
    outgoing.setTimeout(20_000, () => outgoing.destroy(new Error(`timed out: ${request.method ?? "GET"} ${request.path}`)));
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const PROTOTYPE_KEYS = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "prototype"];
const ODD_VALUES = ["", "%00", "%ZZ", "-1", "1e309", "NaN", ":", "99999999999999:1", "%3Cscript%3E", "Toyota%27%22", "%E2%80%AE"];

/** Search URLs: prototype keys and odd values under every way a refinement is written. */
function searchRequests(): HostileRequest[] {
  const keys = [...PROTOTYPE_KEYS, "make", "model", "price", "odometer", "page", "sortBy", "query", "status"];
  const requests = keys.flatMap((key, index) => [
    { path: `/search?${key}=${ODD_VALUES[index % ODD_VALUES.length]}` },
    { path: `/search?refinementList[${key}][0]=1&range[${key}]=1:2&menu[${key}]=x` },
  ]);
  requests.push(
    { path: `/search?refinementList[__proto__][polluted]=1` },
    { path: `/search?range[price]=constructor:__proto__` },
    { path: `/search?${Array.from({ length: 23 }, (_, k) => Array.from({ length: 40 }, (_, v) => `f${k}=v${v}`).join("&")).join("&")}` },
    { path: `/search?make=${Array.from({ length: 400 }, (_, v) => `M${v}`).join("&make=")}` },
    { path: `/search?query=${"a".repeat(30_000)}` },
    { path: `/search/used-cars/%00` },
    { path: `/search/constructor/__proto__` },
    { path: `/search?page=999999999999999999999` },
    { path: `/search?page=-5&sortBy=constructor` },
  );
  return requests;
}

/** Paths that name nothing, or name something in a way no link does. */
function pathRequests(carSlug: string): HostileRequest[] {
  const names = ["%00", "%ZZ", "constructor", "__proto__", "..%2f..%2fetc%2fpasswd", "a".repeat(300), "%E2%80%AE"];
  const prefixes = ["/cars/", "/pages/", "/locations/", "/contact-us/", "/teams/", "/models/", "/offers/", "/blog/"];
  const requests: HostileRequest[] = prefixes.flatMap((prefix) => names.map((name) => ({ path: `${prefix}${name}` })));
  requests.push(
    { path: "//evil.com/" },
    { path: "/.//evil.com" },
    { path: `/cars/${carSlug}/%00` },
    { path: `/cars/${carSlug}/pdf?w=%00` },
    { path: "/images?src=../../etc/passwd&w=99999" },
    { path: "/images?src=%00&w=-1&q=constructor" },
    { path: "/makes/%00.svg" },
    { path: "/success?lead=constructor" },
    { path: "/success?lead=99999999999999999999" },
    { path: "/sign-in?redirect=//evil.com&back=/.//evil.com&type=__proto__" },
    { method: "TRACE", path: "/" },
    { method: "PUT", path: "/search" },
    { method: "DELETE", path: `/cars/${carSlug}` },
    { method: "PATCH", path: "/contact-us" },
    { method: "OPTIONS", path: "/" },
  );
  return requests;
}

/** Lead, sign-in and API posts with bodies a browser never sends. */
function bodyRequests(carSlug: string): HostileRequest[] {
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  const targets = [`/cars/${carSlug}/enquire`, "/contact-us", "/book-test-drive", "/sign-in", "/phone-reveal", "/watchlist"];
  const bodies: { headers: Record<string, string>; body: string }[] = [
    { headers: { "Content-Type": "application/json" }, body: '{"name":"x","__proto__":{"polluted":1}}' },
    { headers: { "Content-Type": "text/plain" }, body: "name=x&email=y" },
    { headers: form, body: "name=Ja%00ne&message=hi%00&__proto__=1&constructor=2&toString=3" },
    { headers: form, body: `name=${"x".repeat(60_000)}` },
    { headers: form, body: Array.from({ length: 1000 }, () => "phone=0412345678").join("&") },
    { headers: form, body: "%ZZ=%ZZ&=&&&" },
    { headers: { "Content-Type": "multipart/form-data; boundary=x" }, body: "--x\r\nbroken" },
    { headers: { ...form, Origin: "https://evil.example" }, body: "name=x" },
  ];
  const requests: HostileRequest[] = targets.flatMap((path) => bodies.map((body) => ({ method: "POST", path, ...body })));
  requests.push(
    { method: "POST", path: "/api/watchlist/save-car", headers: { "Content-Type": "text/plain" }, body: '{"car_id":1}' },
    { method: "POST", path: "/api/watchlist/remove-car", headers: { "Content-Type": "application/json" }, body: "[" },
    { method: "POST", path: "/sign-out", headers: { "Content-Type": "text/plain" }, body: "" },
    { method: "POST", path: "/phone-reveal", headers: { "Content-Type": "application/json" }, body: '{"return_to":"/.//evil.com"}' },
  );
  return requests;
}

/** The dealership slugs of the JSON-LD cars on a page (additionalProperty "dealership"). */
function jsonLdDealerships(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    const text = match[1]!;
    for (const dealership of text.matchAll(/"name":"dealership","value":"([^"]+)"/g)) found.push(dealership[1]!);
  }
  return found;
}

/** A Location that a browser resolves to this dealer's own site. */
function staysOnSite(location: string, domains: readonly string[]): boolean {
  const resolved = new URL(location, "http://dealer.invalid");
  return resolved.host === "dealer.invalid" || domains.includes(resolved.hostname);
}

for (const tenant of tenants) {
  test(`${tenant.slug}: hostile requests get a page or a 4xx, never a 5xx or another dealer's car`, async ({ port }) => {
    test.setTimeout(180_000);
    const host = `${tenant.domains[0]}:${port}`;
    const own = new Set(tenant.dealerships.map((dealership) => dealership.slug));
    const listing = await send(port, host, { path: "/search" });
    const carSlug = /"url":"[^"]*\/cars\/([^"]+)"/.exec(listing.body)?.[1] ?? "no-such-car";

    const requests = [...searchRequests(), ...pathRequests(carSlug), ...bodyRequests(carSlug)];
    expect(requests.length).toBeGreaterThanOrEqual(100);
    const failures: string[] = [];
    for (const request of requests) {
      const sent = request.body === undefined ? "" : ` (${request.headers?.["Content-Type"] ?? "no type"}${request.headers?.Origin ? `, Origin ${request.headers.Origin}` : ""})`;
      const label = `${request.method ?? "GET"} ${request.path.slice(0, 120)}${sent}`;
      let answer: Answer;
      try {
        answer = await send(port, host, request);
      } catch (error) {
        failures.push(`${label}: ${(error as Error).message}`);
        continue;
      }
      if (answer.status >= 500) failures.push(`${label}: ${answer.status}`);
      // A NUL a stranger sent is never written back into a page: HTML has no place for it.
      const html = String(answer.headers["content-type"] ?? "").startsWith("text/html");
      if (html && answer.body.includes("\0")) failures.push(`${label}: a NUL byte in the answer`);
      const strangers = jsonLdDealerships(answer.body).filter((slug) => !own.has(slug));
      if (strangers.length > 0) failures.push(`${label}: another dealer's car (${strangers[0]})`);
      const location = answer.headers.location;
      if (location && !staysOnSite(location, tenant.domains)) failures.push(`${label}: redirects off the site to ${location}`);
    }
    expect(failures).toEqual([]);
  });
}

test("a Host no address can be built from answers 400 in plain text, not a 500", async ({ port }) => {
  for (const host of ["a@b", "x:99999", "a b", "a%b", "[::1"]) {
    const answer = await send(port, host, { path: "/" });
    expect(answer.status, host).toBe(400);
    expect(answer.body, host).toMatch(/^The Host header is not a host name/);
  }
  const proxied = await send(port, `localhost:${port}`, { path: "/", headers: { "X-Forwarded-Host": "a@b" } });
  expect(proxied.status).toBe(400);
});

/**
 * Sends `head` at once and then `trickle` one byte a second (a slow-loris client), and
 * resolves with the seconds until the server closed the connection and what it answered.
 */
function trickle(port: number, head: string, trickled: string): Promise<{ seconds: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    let sent = 0;
    const drip = setInterval(() => {
      if (sent < trickled.length && socket.writable) socket.write(trickled[sent++]!);
    }, 1_000);
    socket.on("connect", () => socket.write(head));
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(drip);
      resolve({ seconds: (performance.now() - started) / 1000, answer });
    });
    setTimeout(() => {
      clearInterval(drip);
      socket.destroy();
      reject(new Error(`still open after 60 s, answered: ${answer.slice(0, 80) || "nothing"}`));
    }, 60_000);
  });
}

test("a body sent a byte a second is cut off within the request timeout (30 s)", async ({ port }) => {
  test.setTimeout(90_000);
  const body = "name=" + "x".repeat(200);
  const head =
    `POST /contact-us HTTP/1.1\r\nHost: localhost:${port}\r\n` +
    `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`;
  const { seconds, answer } = await trickle(port, head, body);
  expect(seconds).toBeLessThan(36);
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
});

test("headers sent a byte a second are cut off within the headers timeout (10 s)", async ({ port }) => {
  test.setTimeout(90_000);
  const { seconds, answer } = await trickle(port, `GET / HTTP/1.1\r\nHost: localhost:${port}\r\n`, "X-Slow: " + "y".repeat(100));
  expect(seconds).toBeLessThan(16);
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
});

/*
 * Masked numbers (search-journey §4, decision 039): a URL that only names a reveal shows no
 * full number, and reveals are limited per client, an IPv6 /64 counted as one client.
 */
for (const tenant of tenants.filter((candidate) => candidate.features.phoneMasking)) {
  test(`${tenant.slug}: a typed ?reveal= shows no full number, and reveals are limited per client`, async ({ port }) => {
    const host = `${tenant.domains[0]}:${port}`;
    const fullNumbers = [
      ...new Set([...Object.values(tenant.phones), ...tenant.locations.flatMap((location) => (location.phone ? [location.phone] : []))]),
    ];
    const numbersIn = (html: string) =>
      fullNumbers.filter((phone) => html.includes(phone) || html.includes(phone.replace(/\D/g, "")));
    const listing = await send(port, host, { path: "/search" });
    const carSlug = /"url":"[^"]*\/cars\/([^"]+)"/.exec(listing.body)![1]!;
    const carId = /"name":"id","value":"?(\d+)/.exec(listing.body)![1]!;
    const shopper = (address: string) => ({ "X-Forwarded-For": address });

    for (const path of [
      "/?reveal=site",
      `/?reveal=site.9999999999.${"A".repeat(22)}`,
      "/contact-us?reveal=site",
      `/cars/${carSlug}?reveal=${carId}&reveal=site`,
    ]) {
      const answer = await send(port, host, { path, headers: shopper("203.0.113.50") });
      expect(answer.status, path).toBe(200);
      expect(numbersIn(answer.body), path).toEqual([]);
    }

    const reveal = (address: string) =>
      send(port, host, {
        method: "POST",
        path: "/phone-reveal",
        headers: { "Content-Type": "application/json", ...shopper(address) },
        body: JSON.stringify({ source: "phones:main", return_to: `/${"x".repeat(900)}` }),
      });
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++) statuses.push((await reveal(`2001:db8:5eed:1::${i.toString(16)}`)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    expect((await reveal("2001:db8:5eed:2::1")).status).toBe(200);
  });
}
