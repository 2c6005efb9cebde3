import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { DiskCache } from "./disk-cache.server";
import { EncodeQueue, QueueFull, RecentKeys, SingleFlight } from "./encode-queue";
import { checkPhotoUrl, type ImageHost } from "./hosts";
import { localOriginal, type LocalFolder, type Original } from "./local-files.server";
import type { ImageAnswer, ImageRequest, ImageSource } from "./port";
import type { RemoteOriginals } from "./remote-originals.server";
import { parseImageRequest } from "./request";
import { encodeMaster, encodeVariant, MASTER_WIDTH, looksLikeSvg, sniffRaster, wantsMaster, type VariantSpec } from "./transform.server";
import { chooseFormat, FORMAT_CONTENT_TYPES } from "./variant";

export interface SharpImagesOptions {
  /** Where site paths are read from: public/, and the demo photos' folder. */
  folders: readonly LocalFolder[];
  /** Variants made once are kept here. */
  cache: DiskCache;
  queue: EncodeQueue;
  /** Remote originals (https:// sources), fetched once from the allowed hosts. */
  remote: RemoteOriginals;
  /** The operator's allowed photo hosts (IMAGE_HOSTS); a request adds its dealer's. */
  hosts: readonly ImageHost[];
  /** An original that could not be read or decoded is not tried again for this long. */
  failureMs: number;
  now?: () => number;
}

/**
 * Pictures made on first use and kept in `dir` (the demo stock's photos): `make` gets the file
 * name after `prefix` and gives the picture's bytes, or null for a name it does not know.
 */
export interface GeneratedFolder {
  prefix: string;
  dir: string;
  /** Changes when `make` would make different pictures: it is part of their variants' keys. */
  version: string;
  make(name: string): Promise<Uint8Array | null>;
}

/** How long a browser turned away by a full queue waits before asking again. */
const RETRY_AFTER_SECONDS = 2;

/**
 * The image port's embedded default (DESIGN.md): originals read from the site's folders,
 * resized and re-encoded with sharp, answered with a strong ETag. Each variant is made once
 * (concurrent requests for it wait for the one encode) on a bounded queue, and kept on disk.
 */
export class SharpImages implements ImageSource {
  private readonly flights = new SingleFlight<Uint8Array | null>();
  private readonly makings = new SingleFlight<void>();
  private readonly generated: GeneratedFolder[] = [];
  private readonly failures: RecentKeys;
  /** Originals a variant was made from once: a second one earns them a master. */
  private readonly readOnce = new RecentKeys(60 * 60_000);

  constructor(private readonly options: SharpImagesOptions) {
    this.failures = new RecentKeys(options.failureMs, options.now);
  }

  async read({ params, accept, ifNoneMatch, hosts }: ImageRequest): Promise<ImageAnswer> {
    const parsed = parseImageRequest(params);
    if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };
    const { src, w, q } = parsed.request;
    const original = await this.original(src, hosts);
    if ("refused" in original) return { ok: false, status: 403, message: `The photo ${original.refused}` };
    const found = original.found;
    if (!found) return notFound("Image not found");
    if (found.svg) {
      const etag = strongEtag(found.identity);
      if (matches(ifNoneMatch, etag)) return { ok: true, body: null, contentType: SVG_TYPE, etag, variesByAccept: false };
      const bytes = await found.load().catch(() => null);
      if (!bytes || !looksLikeSvg(bytes)) return notFound("Image not found");
      return { ok: true, body: arrayBufferView(bytes), contentType: SVG_TYPE, etag, variesByAccept: false };
    }
    const spec: VariantSpec = { width: w, quality: q, format: chooseFormat(accept) };
    const key = variantKey(found, spec);
    const etag = `"${key}"`;
    const contentType = FORMAT_CONTENT_TYPES[spec.format];
    if (matches(ifNoneMatch, etag)) return { ok: true, body: null, contentType, etag, variesByAccept: true };
    let body: Uint8Array | null;
    try {
      body = await this.cachedVariant(key, found, spec);
    } catch (error) {
      if (!(error instanceof QueueFull)) throw error;
      return { ok: false, status: 503, message: error.message, retryAfterSeconds: RETRY_AFTER_SECONDS };
    }
    if (!body) return notFound("Image cannot be read");
    return { ok: true, body: arrayBufferView(body), contentType, etag, variesByAccept: true };
  }

  /**
   * The variant from the cache, or made once (one encode however many ask at once) and kept.
   * An original that failed a moment ago is not read or decoded again: a broken photo on a
   * busy page would otherwise take an encode slot for every request.
   */
  private async cachedVariant(key: string, original: Original, spec: VariantSpec): Promise<Uint8Array | null> {
    const { cache, queue } = this.options;
    const cached = await cache.get(key);
    if (cached) return cached;
    if (this.failures.has(original.identity)) return null;
    const encode = () =>
      queue
        .run(async () => {
          const made = await this.encode(original, spec);
          if (made) await cache.put(key, made.body);
          return made;
        })
        .then((made) => {
          if (!made) return null;
          // From an original's second variant on (one asked for once, a card's, never pays for
          // a master, and a master made after every first-time variant slowed the next one by
          // a third), after the slot is given back, in a slot nobody waits for.
          if (made.readFromOriginal) {
            if (this.readOnce.has(original.identity)) this.keepMaster(original, made.readFromOriginal);
            else this.readOnce.add(original.identity);
          }
          return made.body;
        });
    // A master holds what the variant needs: the original is not fetched (again) for it.
    const prepare = original.prepare && !(await cache.has(masterKey(original))) ? original.prepare : null;
    return this.flights.run(key, () =>
      prepare
        ? prepare().then(encode, (error: unknown) => {
            if (error instanceof QueueFull) throw error;
            return null;
          })
        : encode(),
    );
  }

  async variant(src: string, spec: VariantSpec, hosts: readonly ImageHost[]): Promise<Uint8Array | null> {
    const parsed = parseImageRequest(new URLSearchParams({ src, w: String(spec.width), q: String(spec.quality) }));
    if (!parsed.ok) return null;
    const answer = await this.original(parsed.request.src, hosts);
    const original = "found" in answer ? answer.found : null;
    if (!original) return null;
    // A drawing is rasterised for the server's own uses (a PDF cannot embed an SVG).
    const snapped = { ...spec, width: parsed.request.w, quality: parsed.request.q };
    // Under a burst the server's own use goes without the picture rather than past the queue.
    return this.cachedVariant(variantKey(original, snapped), original, snapped).catch((error: unknown) => {
      if (error instanceof QueueFull) return null;
      throw error;
    });
  }

  /**
   * A site path's file, or a remote photo on an allowed host (refused before any connection
   * otherwise); `found` is null when there is none, or its fetch failed a moment ago.
   */
  private async original(src: string, hosts: readonly ImageHost[]): Promise<{ found: Original | null } | { refused: string }> {
    const generated = this.generated.find((folder) => src.startsWith(folder.prefix));
    if (generated) return { found: this.generatedOriginal(src, generated) };
    if (src.startsWith("/")) return { found: await localOriginal(src, this.options.folders) };
    const allowed = [...this.options.hosts, ...hosts];
    const check = checkPhotoUrl(src, allowed);
    if (!check.ok) return { refused: check.reason };
    return { found: this.options.remote.original(check.url.href, allowed) };
  }

  /** Serve pictures made on first use under `folder.prefix` (the demo photos). */
  addGeneratedFolder(folder: GeneratedFolder): void {
    this.generated.push(folder);
  }

  /**
   * A generated picture: made once (on the encode queue, its work being an encode's) and kept
   * as a file, named by the maker's version so its variants' keys are known before it exists.
   */
  private generatedOriginal(src: string, folder: GeneratedFolder): Original | null {
    const name = src.slice(folder.prefix.length);
    if (!/^[a-z0-9-]+\.jpg$/.test(name)) return null;
    const file = path.join(folder.dir, name);
    return {
      identity: `${src}:${folder.version}`,
      svg: false,
      prepare: () =>
        this.makings.run(file, async () => {
          if (await fs.stat(file).then(() => true, () => false)) return;
          const bytes = await this.options.queue.run(() => folder.make(name));
          if (!bytes) throw new Error(`No picture is made as ${src}`);
          await fs.mkdir(folder.dir, { recursive: true });
          const partial = `${file}.${process.pid}.tmp`;
          await fs.writeFile(partial, bytes);
          await fs.rename(partial, file);
        }),
      load: () => fs.readFile(file),
    };
  }

  /**
   * The variant's bytes, from the original's master when there is one, else from the original
   * (whose bytes come back as `readFromOriginal`, for a master); null for an original that is
   * no picture sharp can read, remembered for a while.
   */
  private async encode(original: Original, spec: VariantSpec): Promise<{ body: Uint8Array; readFromOriginal: Uint8Array | null } | null> {
    try {
      const master = original.svg ? null : await this.options.cache.get(masterKey(original));
      if (master) return { body: (await encodeVariant(master, spec)).body, readFromOriginal: null };
      const bytes = await original.load();
      if (!(original.svg ? looksLikeSvg(bytes) : sniffRaster(bytes))) throw new Error("Not a picture");
      return { body: (await encodeVariant(bytes, spec)).body, readFromOriginal: original.svg ? null : bytes };
    } catch {
      this.failures.add(original.identity);
      return null;
    }
  }

  /**
   * Keeps a big original's downscaled master, made once in a slot of the encode queue nobody
   * waits for; under a burst it is left for a later variant to make.
   */
  private keepMaster(original: Original, bytes: Uint8Array): void {
    const { cache, queue } = this.options;
    const key = masterKey(original);
    queue.runIfIdle(() =>
      this.makings.run(key, async () => {
        if ((await cache.has(key)) || !(await wantsMaster(bytes))) return;
        await cache.put(key, await encodeMaster(bytes));
        // A 3.5 MB camera photo fetched from a host leaves a 440 kB master in the cache.
        await original.release?.();
      }),
    );
  }
}

const SVG_TYPE = "image/svg+xml";

/**
 * What makes a variant's bytes: the original's version, the variant asked for, and the
 * encoder (a newer libvips may encode the same request differently).
 */
function variantKey(original: Original, spec: VariantSpec): string {
  return hashKey(JSON.stringify([original.identity, spec.width, spec.quality, spec.format, sharp.versions.vips]));
}

/**
 * A master's key: the original's version and the master's make. Its variants keep their keys
 * (a variant made again from the master, once the first was evicted, looks the same).
 */
function masterKey(original: Original): string {
  return `m${hashKey(JSON.stringify(["master", original.identity, MASTER_WIDTH, sharp.versions.vips]))}`;
}

function strongEtag(identity: string): string {
  return `"${hashKey(identity)}"`;
}

/** 160 bits of SHA-256 in base64url: a file name and an ETag. */
function hashKey(text: string): string {
  return createHash("sha256").update(text).digest("base64url").slice(0, 27);
}

/** If-None-Match: a list of ETags (weak ones compare by their tag), or `*`. */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

function notFound(message: string): ImageAnswer {
  return { ok: false, status: 404, message };
}

/** A view over a plain ArrayBuffer: what Response accepts as a body under every @types/node. */
function arrayBufferView(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy;
}
