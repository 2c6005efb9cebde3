import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { isPublicAddress } from "./addresses.server";
import { DiskCache } from "./disk-cache.server";
import { EncodeQueue } from "./encode-queue";
import { ImageHostListSchema, type ImageHost } from "./hosts";
import { fetchPhoto, type PhotoFetchLimits, type Resolver } from "./remote-fetch.server";
import { RemoteOriginals } from "./remote-originals.server";
import { SharpImages } from "./sharp-images.server";

const LIMITS: PhotoFetchLimits = { maxBytes: 2 ** 20, timeoutMs: 400, maxRedirects: 3 };

let dir: string;
let server: http.Server;
let origin: string;
let allowed: ImageHost[];
let photo: Buffer;
let big: Buffer;
const hits = new Map<string, number>();

/** A photo host on loopback: a real JPEG, and the ways a host goes wrong. */
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "remote-photos-"));
  photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#336699" } }).jpeg().toBuffer();
  big = await sharp({ create: { width: 3200, height: 2400, channels: 3, background: "#993366" } }).jpeg().toBuffer();
  server = http.createServer((request, response) => {
    const route = new URL(request.url!, "http://x").pathname;
    hits.set(route, (hits.get(route) ?? 0) + 1);
    if (route === "/car.jpg") return void response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    if (route === "/big.jpg") return void response.writeHead(200, { "content-type": "image/jpeg" }).end(big);
    if (route === "/moved.jpg") return void response.writeHead(302, { location: "/car.jpg" }).end();
    if (route === "/away.jpg") return void response.writeHead(302, { location: "http://169.254.169.254/latest/meta-data" }).end();
    if (route === "/slow.jpg") return void response.writeHead(200, { "content-type": "image/jpeg" }).write(photo.subarray(0, 100));
    if (route === "/huge.jpg") {
      // 40 MB of a JPEG's start, announced with no length: the cap counts what arrives.
      response.writeHead(200, { "content-type": "image/jpeg" });
      const chunk = Buffer.alloc(2 ** 20, 0xff);
      for (let i = 0; i < 40; i++) response.write(chunk);
      return void response.end();
    }
    if (route === "/page.jpg") return void response.writeHead(200, { "content-type": "image/jpeg" }).end("<html>a login page</html>");
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  allowed = ImageHostListSchema.parse(`127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await fs.rm(dir, { recursive: true, force: true });
});

function imagesFor(hosts: readonly ImageHost[], now: () => number = Date.now, cacheDir = path.join(dir, `cache-${Math.random().toString(36).slice(2)}`)) {
  const cache = new DiskCache(cacheDir, 2 ** 30);
  return new SharpImages({
    folders: [],
    cache,
    queue: new EncodeQueue(2, 16),
    remote: new RemoteOriginals(cache, (url, list) => fetchPhoto(url, list, { limits: LIMITS }), 60_000, () => undefined, now),
    hosts,
    failureMs: 60_000,
    now,
  });
}

const read = (images: SharpImages, src: string, hosts: readonly ImageHost[] = []) =>
  images.read({ params: new URLSearchParams({ src, w: "640" }), accept: "image/webp", ifNoneMatch: null, hosts });

describe("remote photos", () => {
  it("fetches an original from an allowed host once, and serves its variants from it", async () => {
    const images = imagesFor(allowed);
    hits.clear();
    const first = await read(images, `${origin}/car.jpg`);
    expect(first).toMatchObject({ ok: true, contentType: "image/webp" });
    expect((await sharp(first.ok ? first.body! : Buffer.alloc(0)).metadata()).width).toBe(640);
    const smaller = await images.read({ params: new URLSearchParams({ src: `${origin}/car.jpg`, w: "320" }), accept: null, ifNoneMatch: null, hosts: [] });
    expect(smaller).toMatchObject({ ok: true, contentType: "image/jpeg" });
    expect(hits.get("/car.jpg")).toBe(1);
  });

  it("keeps a big photo's master in place of the fetched original, and serves later variants from it", async () => {
    const cacheDir = path.join(dir, "cache-big");
    const images = imagesFor(allowed, Date.now, cacheDir);
    hits.clear();
    expect(await read(images, `${origin}/big.jpg`)).toMatchObject({ ok: true });
    const other = await images.read({ params: new URLSearchParams({ src: `${origin}/big.jpg`, w: "320" }), accept: null, ifNoneMatch: null, hosts: [] });
    expect(other).toMatchObject({ ok: true });
    const kept = async () => (await fs.readdir(cacheDir, { recursive: true })).filter((name) => name.includes(path.sep)).map((name) => path.basename(name)[0]);
    // The variants and, from the second one on, the master (keys starting with m); the original
    // (o) is removed once the master is written, so both are waited for.
    await vi.waitFor(
      async () => {
        const files = await kept();
        expect(files).toContain("m");
        expect(files).not.toContain("o");
      },
      { timeout: 10_000 },
    );
    const smaller = await images.read({ params: new URLSearchParams({ src: `${origin}/big.jpg`, w: "2048" }), accept: null, ifNoneMatch: null, hosts: [] });
    expect(smaller.ok && (await sharp(smaller.body!).metadata()).width).toBe(2048);
    expect(hits.get("/big.jpg")).toBe(1);
  });

  it("allows a host the dealer names, besides the operator's", async () => {
    expect(await read(imagesFor([]), `${origin}/car.jpg`, allowed)).toMatchObject({ ok: true });
  });

  it("refuses a host on no list before any connection", async () => {
    hits.clear();
    const answer = await read(imagesFor([]), `${origin}/car.jpg`);
    expect(answer).toMatchObject({ ok: false, status: 403 });
    expect(!answer.ok && answer.message).toContain("not an allowed photo host");
    expect(hits.size).toBe(0);
  });

  it("follows a redirect on the allowed host, and refuses one to a host not allowed", async () => {
    const images = imagesFor(allowed);
    expect(await read(images, `${origin}/moved.jpg`)).toMatchObject({ ok: true });
    expect(await read(images, `${origin}/away.jpg`)).toMatchObject({ ok: false, status: 404 });
  });

  it("gives up on a host that stops sending, on a 40 MB original and on a page that says it is a JPEG", async () => {
    const images = imagesFor(allowed);
    const started = performance.now();
    expect(await read(images, `${origin}/slow.jpg`)).toMatchObject({ ok: false, status: 404 });
    expect(performance.now() - started).toBeLessThan(LIMITS.timeoutMs + 1_000);
    expect(await read(images, `${origin}/huge.jpg`)).toMatchObject({ ok: false, status: 404 });
    expect(await read(images, `${origin}/page.jpg`)).toMatchObject({ ok: false, status: 404 });
    expect(await read(images, `${origin}/gone.jpg`)).toMatchObject({ ok: false, status: 404 });
  });

  it("remembers a failed fetch for a minute, so a dead host is not asked again for every card", async () => {
    let now = 1_000_000;
    const images = imagesFor(allowed, () => now);
    hits.clear();
    await read(images, `${origin}/gone.jpg`);
    await read(images, `${origin}/gone.jpg`);
    expect(hits.get("/gone.jpg")).toBe(1);
    now += 61_000;
    await read(images, `${origin}/gone.jpg`);
    expect(hits.get("/gone.jpg")).toBe(2);
  });
});

describe("the addresses a photo fetch connects to", () => {
  const hosts = ImageHostListSchema.parse("photos.dealer.example");
  const answering = (...addresses: string[]): Resolver => async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

  it("refuses an allowed name whose DNS answer points at a private, loopback, link-local or metadata address", async () => {
    for (const address of ["10.1.2.3", "127.0.0.1", "169.254.169.254", "192.168.0.10", "::1", "fd00:ec2::254", "::ffff:127.0.0.1"]) {
      await expect(fetchPhoto("https://photos.dealer.example/a.jpg", hosts, { limits: LIMITS, resolve: answering("203.0.114.9", address) })).rejects.toThrow(
        `resolves to ${address}, a private address`,
      );
    }
  });

  it("refuses a private address written in the URL itself", async () => {
    const literal = ImageHostListSchema.parse("10.0.0.8");
    await expect(fetchPhoto("https://10.0.0.8/a.jpg", literal, { limits: LIMITS })).rejects.toThrow("private address");
  });

  it("connects to the address it checked, not to a second answer", async () => {
    // photos.test exists in no DNS: the one answer given, loopback, is what is connected to.
    const port = (server.address() as AddressInfo).port;
    const bytes = await fetchPhoto(`http://photos.test:${port}/car.jpg`, ImageHostListSchema.parse(`photos.test:${port}`), {
      limits: LIMITS,
      resolve: answering("127.0.0.1"),
    });
    expect(Buffer.compare(Buffer.from(bytes), photo)).toBe(0);
  });

  it("tells public addresses from the rest", () => {
    expect(["1.1.1.1", "203.0.114.9", "2606:4700::1111", "::ffff:8.8.8.8"].map(isPublicAddress)).toEqual([true, true, true, true]);
    expect(["0.0.0.0", "100.64.1.1", "172.16.5.5", "224.0.0.1", "fe80::1", "::", "::ffff:a00:1", "not an address"].map(isPublicAddress)).toEqual(
      Array(8).fill(false),
    );
  });
});
