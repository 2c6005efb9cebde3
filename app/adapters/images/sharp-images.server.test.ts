import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DiskCache } from "./disk-cache.server";
import { EncodeQueue } from "./encode-queue";
import type { ImageRequest } from "./port";
import { RemoteOriginals } from "./remote-originals.server";
import { fetchPhoto } from "./remote-fetch.server";
import { SharpImages } from "./sharp-images.server";

const CHROME_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const SAFARI_ACCEPT = "image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5";

let dir: string;
let images: SharpImages;

/** A photo-like picture: noise, so encoders have work to do. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } } });

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "sharp-images-"));
  await fs.mkdir(path.join(dir, "stock"));
  const write = (name: string, bytes: Uint8Array | string) => fs.writeFile(path.join(dir, "stock", name), bytes);
  // Stored 1200 wide and 900 high, shown upright (EXIF orientation 6: turn 90° clockwise), with camera and GPS fields.
  await write(
    "sideways.jpg",
    await photo(1200, 900)
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: "Camera" }, IFD3: { GPSLatitudeRef: "S" } })
      .toBuffer(),
  );
  await write(
    "badge.png",
    await sharp({ create: { width: 800, height: 600, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer(),
  );
  await write("yard.webp", await photo(2000, 1500).webp({ quality: 90 }).toBuffer());
  await write("small.jpg", await photo(300, 200).jpeg().toBuffer());
  const whole = await photo(1600, 1200).jpeg({ quality: 90 }).toBuffer();
  await write("truncated.jpg", whole.subarray(0, Math.floor(whole.length / 2)));
  await write("notes.jpg", "not a picture at all");
  await write("bomb.png", await pngClaiming(100_000, 100_000));
  await write("drawing.svg", `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30"/></svg>`);
  images = imagesWith(new EncodeQueue(2, 64));
});

function imagesWith(queue: EncodeQueue, cacheDir = path.join(dir, "cache"), { folder = path.join(dir, "stock"), now = Date.now } = {}) {
  const cache = new DiskCache(cacheDir, 2 ** 30);
  return new SharpImages({
    folders: [{ prefix: "/stock/", dir: folder }],
    cache,
    queue,
    remote: new RemoteOriginals(cache, (url, hosts) => fetchPhoto(url, hosts), 60_000, () => undefined),
    hosts: [],
    failureMs: 60_000,
    now,
  });
}

afterAll(() => fs.rm(dir, { recursive: true, force: true }));

/** A real 1×1 PNG whose header claims `width`×`height` pixels: a decompression bomb's shape. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } }).png().toBuffer();
  // IHDR's data starts at byte 16 (8 signature, 4 length, 4 type); its CRC follows its 13 bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const read = (query: string, headers: Partial<Omit<ImageRequest, "params">> = {}) =>
  images.read({ params: new URLSearchParams(query), accept: CHROME_ACCEPT, ifNoneMatch: null, hosts: [], ...headers });

async function okBody(query: string, headers: Partial<Omit<ImageRequest, "params">> = {}) {
  const answer = await read(query, headers);
  if (!answer.ok || !answer.body) throw new Error(`expected a picture, got ${JSON.stringify(answer)}`);
  return { ...answer, body: answer.body, meta: await sharp(answer.body).metadata() };
}

describe("the image route's embedded default", () => {
  it("turns a JPEG upright, narrows it to the snapped width and strips its metadata", async () => {
    const { meta, contentType, body } = await okBody("src=/stock/sideways.jpg&w=300&q=75", { accept: null });
    expect(contentType).toBe("image/jpeg");
    expect(meta).toMatchObject({ format: "jpeg", width: 320, height: 427 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(body.byteLength).toBeLessThan(60_000);
  });

  it("encodes AVIF for Chrome, WebP for an older Safari and JPEG for others, from a WebP original", async () => {
    const avif = await okBody("src=/stock/yard.webp&w=640");
    const webp = await okBody("src=/stock/yard.webp&w=640", { accept: SAFARI_ACCEPT });
    const jpeg = await okBody("src=/stock/yard.webp&w=640", { accept: "*/*" });
    expect([avif.meta.format, avif.meta.compression, webp.meta.format, jpeg.meta.format]).toEqual(["heif", "av1", "webp", "jpeg"]);
    expect([avif.contentType, webp.contentType, jpeg.contentType]).toEqual(["image/avif", "image/webp", "image/jpeg"]);
    expect(avif.meta.width).toBe(640);
    expect(new Set([avif.etag, webp.etag, jpeg.etag]).size).toBe(3);
    expect(avif.variesByAccept).toBe(true);
  });

  it("flattens a transparent PNG onto white for JPEG", async () => {
    const { body } = await okBody("src=/stock/badge.png&w=160", { accept: null });
    const { data } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    // Half-transparent red over white, not over black.
    expect([...data.subarray(0, 3)].map((v) => Math.round(v / 10))).toEqual([23, 13, 13]);
  });

  it("never enlarges a small original", async () => {
    const { meta } = await okBody("src=/stock/small.jpg&w=1600");
    expect(meta.width).toBe(300);
  });

  it("answers the same ETag for the same variant, and no body when the browser holds it", async () => {
    const first = await okBody("src=/stock/small.jpg&w=640&q=73");
    const again = await read("src=/stock/small.jpg&w=600&q=75", { ifNoneMatch: `"other", ${first.etag}` });
    expect(again).toMatchObject({ ok: true, body: null, etag: first.etag });
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it("sends an SVG drawing as it is", async () => {
    const answer = await read("src=/stock/drawing.svg&w=640");
    expect(answer).toMatchObject({ ok: true, contentType: "image/svg+xml", variesByAccept: false });
    expect(answer.ok && new TextDecoder().decode(answer.body!)).toContain("<rect");
  });

  it("answers a truncated photo, a non-picture and a decompression bomb with the not-found picture", async () => {
    for (const name of ["truncated.jpg", "notes.jpg", "bomb.png", "missing.jpg"]) {
      expect(await read(`src=/stock/${name}&w=640`)).toMatchObject({ ok: false, status: 404 });
    }
  });

  it("refuses paths that leave the folder, and widths and qualities beyond reason, in words", async () => {
    for (const query of ["src=/stock/../../../package.json", "src=/stock/../../package.json", "src=/stock/small.jpg&w=99999", "src=/stock/small.jpg&q=5", "src=/stock/small.jpg&w=abc"]) {
      const answer = await read(query);
      expect(answer).toMatchObject({ ok: false, status: 400 });
      expect(!answer.ok && answer.message).toMatch(/^Invalid image request: /);
    }
  });

  it("gives the server's own uses a JPEG of a drawing or a photo", async () => {
    const drawing = await images.variant("/stock/drawing.svg", { width: 640, quality: 80, format: "jpeg" }, []);
    const photoBytes = await images.variant("/stock/yard.webp", { width: 640, quality: 80, format: "jpeg" }, []);
    expect((await sharp(drawing!).metadata()).format).toBe("jpeg");
    expect((await sharp(photoBytes!).metadata()).width).toBe(640);
    expect(await images.variant("/stock/truncated.jpg", { width: 640, quality: 80, format: "jpeg" }, [])).toBeNull();
  });

  it("keeps a variant on disk and answers it from there", async () => {
    const cacheDir = await fs.mkdtemp(path.join(dir, "cache-"));
    const first = await okBody("src=/stock/yard.webp&w=480");
    const own = imagesWith(new EncodeQueue(1, 0), cacheDir);
    const made = await own.read({ params: new URLSearchParams("src=/stock/yard.webp&w=480"), accept: CHROME_ACCEPT, ifNoneMatch: null, hosts: [] });
    expect(made).toMatchObject({ ok: true, etag: first.etag });
    const key = first.etag.slice(1, -1);
    const file = path.join(cacheDir, key.slice(0, 2), key);
    // What the cache holds is what is answered: no second encode.
    await fs.writeFile(file, "kept bytes");
    const again = await own.read({ params: new URLSearchParams("src=/stock/yard.webp&w=480"), accept: CHROME_ACCEPT, ifNoneMatch: null, hosts: [] });
    expect(again.ok && new TextDecoder().decode(again.body!)).toBe("kept bytes");
  });

  it("makes a variant asked for many times at once in one encode, and turns away what the queue cannot hold with 503", async () => {
    const queue = new EncodeQueue(1, 1);
    const own = imagesWith(queue, await fs.mkdtemp(path.join(dir, "cache-")));
    const ask = (query: string) => own.read({ params: new URLSearchParams(query), accept: CHROME_ACCEPT, ifNoneMatch: null, hosts: [] });
    // Another encode holds the one slot until released.
    let release!: () => void;
    const busy = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const same = Array.from({ length: 5 }, () => ask("src=/stock/yard.webp&w=800"));
    await vi.waitFor(() => expect(queue.load).toEqual({ running: 1, waiting: 1 }));
    expect(await ask("src=/stock/yard.webp&w=1024")).toMatchObject({ ok: false, status: 503, retryAfterSeconds: 2 });
    release();
    await busy;
    const answers = await Promise.all(same);
    expect(answers.map((answer) => answer.ok)).toEqual([true, true, true, true, true]);
    expect(await ask("src=/stock/yard.webp&w=1024")).toMatchObject({ ok: true });
  });

  it("makes a generated picture once, on first use, keeps it as a file and serves its variants", async () => {
    const own = imagesWith(new EncodeQueue(2, 8), await fs.mkdtemp(path.join(dir, "cache-")));
    const madeDir = path.join(dir, "made");
    const made: string[] = [];
    own.addGeneratedFolder({
      prefix: "/made/",
      dir: madeDir,
      version: "1",
      make: async (name) => (made.push(name), name === "car.jpg" ? photo(800, 600).jpeg().toBuffer() : null),
    });
    const ask = (query: string) => own.read({ params: new URLSearchParams(query), accept: null, ifNoneMatch: null, hosts: [] });
    const answers = await Promise.all([ask("src=/made/car.jpg&w=320"), ask("src=/made/car.jpg&w=640")]);
    expect(answers.map((answer) => answer.ok)).toEqual([true, true]);
    expect(made).toEqual(["car.jpg"]);
    expect(await fs.readdir(madeDir)).toEqual(["car.jpg"]);
    expect(await ask("src=/made/other.jpg&w=320")).toMatchObject({ ok: false, status: 404 });
  });

  it("does not decode a broken photo again until its failure is a minute old, nor a fixed one's old failure", async () => {
    const folder = await fs.mkdtemp(path.join(dir, "broken-"));
    const whole = await photo(800, 600).jpeg().toBuffer();
    await fs.writeFile(path.join(folder, "car.jpg"), whole.subarray(0, whole.length / 2));
    let now = 1_000_000;
    const queue = new EncodeQueue(2, 8);
    const own = imagesWith(queue, await fs.mkdtemp(path.join(dir, "cache-")), { folder, now: () => now });
    const ask = (width: number) => own.read({ params: new URLSearchParams(`src=/stock/car.jpg&w=${width}`), accept: null, ifNoneMatch: null, hosts: [] });
    const encodes = vi.spyOn(queue, "run");
    expect(await ask(640)).toMatchObject({ ok: false, status: 404 });
    // Another width of the same broken original: no second read.
    expect(await ask(320)).toMatchObject({ ok: false, status: 404 });
    expect(encodes).toHaveBeenCalledTimes(1);
    now += 61_000;
    expect(await ask(320)).toMatchObject({ ok: false, status: 404 });
    expect(encodes).toHaveBeenCalledTimes(2);
    // Replaced by a whole photo (a new size and time): tried at once.
    await fs.writeFile(path.join(folder, "car.jpg"), whole);
    expect(await ask(320)).toMatchObject({ ok: true });
  });

  it("keeps a big original's upright master after its first variant, and makes later variants from it", async () => {
    const folder = await fs.mkdtemp(path.join(dir, "big-"));
    const cacheDir = await fs.mkdtemp(path.join(dir, "cache-"));
    // 2400 wide and 3200 high as stored, 3200 wide once upright (EXIF orientation 6).
    const big = await sharp({ create: { width: 2400, height: 3200, channels: 3, background: "#4a6" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const file = path.join(folder, "car.jpg");
    await fs.writeFile(file, big);
    // A whole second: what utimes sets back exactly.
    const modified = 1_700_000_000;
    await fs.utimes(file, modified, modified);
    const own = imagesWith(new EncodeQueue(1, 8), cacheDir, { folder });
    const ask = (width: number) => okBodyFrom(own, `src=/stock/car.jpg&w=${width}`);
    expect((await ask(640)).meta).toMatchObject({ width: 640, height: 480 });
    // A photo asked for once (a card's) earns no master; its second variant does.
    expect((await ask(480)).meta).toMatchObject({ width: 480, height: 360 });
    const cached = async () => (await fs.readdir(cacheDir, { recursive: true })).filter((name) => name.includes(path.sep));
    // The variants, then the master beside them.
    await vi.waitFor(async () => expect(await cached()).toHaveLength(3), { timeout: 10_000 });
    // The original's bytes turn to noise under the same size and time (its identity unchanged):
    // only a master can give the next variant.
    await fs.writeFile(file, Buffer.alloc(big.length, 7));
    await fs.utimes(file, modified, modified);
    expect((await ask(320)).meta).toMatchObject({ width: 320, height: 240 });
    expect((await ask(2048)).meta).toMatchObject({ width: 2048, height: 1536 });
  });

  it("keeps no master of an original near the ladder's top", async () => {
    const cacheDir = await fs.mkdtemp(path.join(dir, "cache-"));
    const own = imagesWith(new EncodeQueue(1, 8), cacheDir);
    await okBodyFrom(own, "src=/stock/yard.webp&w=640");
    await okBodyFrom(own, "src=/stock/yard.webp&w=320");
    expect((await fs.readdir(cacheDir, { recursive: true })).filter((name) => name.includes(path.sep))).toHaveLength(2);
  });
});

async function okBodyFrom(own: SharpImages, query: string) {
  const answer = await own.read({ params: new URLSearchParams(query), accept: null, ifNoneMatch: null, hosts: [] });
  if (!answer.ok || !answer.body) throw new Error(`expected a picture, got ${JSON.stringify(answer)}`);
  return { ...answer, meta: await sharp(answer.body).metadata() };
}
