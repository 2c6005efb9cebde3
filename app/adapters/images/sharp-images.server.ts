import { createHash } from "node:crypto";
import sharp from "sharp";
import { localOriginal, type LocalFolder, type Original } from "./local-files.server";
import type { ImageAnswer, ImageRequest, ImageSource } from "./port";
import { parseImageRequest } from "./request";
import { encodeVariant, looksLikeSvg, sniffRaster, type VariantSpec } from "./transform.server";
import { chooseFormat } from "./variant";

export interface SharpImagesOptions {
  /** Where site paths are read from: public/, and the demo photos' folder. */
  folders: readonly LocalFolder[];
}

/**
 * The image port's embedded default (DESIGN.md): originals read from the site's folders,
 * resized and re-encoded with sharp, answered with a strong ETag.
 */
export class SharpImages implements ImageSource {
  constructor(private readonly options: SharpImagesOptions) {}

  async read({ params, accept, ifNoneMatch }: ImageRequest): Promise<ImageAnswer> {
    const parsed = parseImageRequest(params);
    if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };
    const { src, w, q } = parsed.request;
    const original = await this.original(src);
    if (!original) return notFound("Image not found");
    if (original.svg) {
      const etag = strongEtag(original.identity);
      if (matches(ifNoneMatch, etag)) return { ok: true, body: null, contentType: SVG_TYPE, etag, variesByAccept: false };
      const bytes = await original.load().catch(() => null);
      if (!bytes || !looksLikeSvg(bytes)) return notFound("Image not found");
      return { ok: true, body: arrayBufferView(bytes), contentType: SVG_TYPE, etag, variesByAccept: false };
    }
    const spec: VariantSpec = { width: w, quality: q, format: chooseFormat(accept) };
    const etag = strongEtag(variantKey(original, spec));
    const contentType = `image/${spec.format}`;
    if (matches(ifNoneMatch, etag)) return { ok: true, body: null, contentType, etag, variesByAccept: true };
    const body = await this.encode(original, spec);
    if (!body) return notFound("Image cannot be read");
    return { ok: true, body: arrayBufferView(body), contentType, etag, variesByAccept: true };
  }

  async variant(src: string, spec: VariantSpec): Promise<Uint8Array | null> {
    const parsed = parseImageRequest(new URLSearchParams({ src, w: String(spec.width), q: String(spec.quality) }));
    if (!parsed.ok) return null;
    const original = await this.original(parsed.request.src);
    if (!original) return null;
    // A drawing is rasterised for the server's own uses (a PDF cannot embed an SVG).
    return this.encode(original, { ...spec, width: parsed.request.w, quality: parsed.request.q });
  }

  private original(src: string): Promise<Original | null> {
    return localOriginal(src, this.options.folders);
  }

  /** The variant's bytes, or null for an original that is no picture sharp can read. */
  private async encode(original: Original, spec: VariantSpec): Promise<Uint8Array | null> {
    try {
      const bytes = await original.load();
      if (!(original.svg ? looksLikeSvg(bytes) : sniffRaster(bytes))) return null;
      return (await encodeVariant(bytes, spec)).body;
    } catch {
      return null;
    }
  }
}

const SVG_TYPE = "image/svg+xml";

/**
 * What makes a variant's bytes: the original's version, the variant asked for, and the
 * encoder (a newer libvips may encode the same request differently).
 */
function variantKey(original: Original, spec: VariantSpec): string {
  return JSON.stringify([original.identity, spec.width, spec.quality, spec.format, sharp.versions.vips]);
}

function strongEtag(key: string): string {
  return `"${createHash("sha256").update(key).digest("base64url").slice(0, 27)}"`;
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
