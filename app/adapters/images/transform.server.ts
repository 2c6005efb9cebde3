import sharp, { type Sharp } from "sharp";
import { FORMAT_CONTENT_TYPES, type ImageFormat } from "./variant";

/*
 * Turning an original photo into a variant with sharp: upright by its EXIF orientation,
 * stripped of its metadata (sharp keeps none unless asked: no camera serial or GPS position
 * reaches a shopper), converted to sRGB, narrowed to the width (never enlarged) and encoded.
 */

/**
 * The most pixels an original may have: a 50 MP camera fits, a decompression bomb (a few
 * kilobytes that decode to gigabytes) is refused before it is decoded.
 */
export const MAX_INPUT_PIXELS = 60_000_000;

/** The raster types an original may be, found from its first bytes, never from a header or a name. */
export type RasterType = "jpeg" | "png" | "webp" | "gif" | "avif";

export function sniffRaster(bytes: Uint8Array): RasterType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12))) return "avif";
  return null;
}

/** An SVG file's text starts with its element (after an XML declaration, comments or a BOM). */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).replace(/^\uFEFF/, "");
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}

/**
 * Low encoder efforts: a first-time variant is made while the shopper waits. AVIF's default
 * effort (4 of 9) took 1.3 s for a 640 px variant of a 12 MP photo on one core; effort 1
 * 60-160 ms, for about a sixth more bytes than effort 2 (which took 160-230 ms). WebP effort 2
 * of 6 likewise. AVIF's quality scale runs lower than JPEG's for the same look (sharp's
 * defaults: 50 against 80), so a request's quality is scaled to it.
 */
const ENCODERS: Record<ImageFormat, (image: Sharp, quality: number) => Sharp> = {
  avif: (image, quality) => image.avif({ quality: Math.max(1, Math.round(quality * 0.625)), effort: 1 }),
  webp: (image, quality) => image.webp({ quality, effort: 2 }),
  jpeg: (image, quality) => image.flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: false, progressive: true }),
};

export interface VariantSpec {
  width: number;
  quality: number;
  format: ImageFormat;
}

/**
 * A big original is kept, after its first variant, as a master this wide (the ladder's top
 * rung), upright and re-encoded as a JPEG at quality 90: later variants decode a 2048 px JPEG
 * rather than a 12 MP one. A 3.5 MB, 4000 px camera JPEG gave a 440 kB master; its 640 px
 * AVIF then took 37 ms of CPU instead of 76, its 320 px 21 instead of 49.
 */
export const MASTER_WIDTH = 2048;

/**
 * Whether a master is worth its making (about 115 ms of CPU for a 12 MP JPEG): an original
 * half as wide again as the master, with no transparency (the master is a JPEG).
 */
export async function wantsMaster(original: Uint8Array): Promise<boolean> {
  const meta = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const uprightWidth = meta.autoOrient?.width ?? meta.width ?? 0;
  return uprightWidth > MASTER_WIDTH * 1.5 && !meta.hasAlpha;
}

/** The master of a big original: upright (it keeps no EXIF orientation), narrowed, JPEG. */
export function encodeMaster(original: Uint8Array): Promise<Buffer> {
  return sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", pages: 1 })
    .rotate()
    .resize({ width: MASTER_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A variant of an original, or a thrown error for a file sharp cannot read or that is too large. */
export async function encodeVariant(original: Uint8Array, spec: VariantSpec): Promise<{ body: Buffer; contentType: string }> {
  // failOn "error": a truncated photo is refused rather than served half grey.
  const image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", pages: 1 })
    .rotate()
    .resize({ width: spec.width, withoutEnlargement: true });
  const body = await ENCODERS[spec.format](image, spec.quality).toBuffer();
  return { body, contentType: FORMAT_CONTENT_TYPES[spec.format] };
}
