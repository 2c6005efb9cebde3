/*
 * What a variant of a photo is (DESIGN.md images port): a width from a short ladder, a
 * quality in steps of five, and the best format the browser says it takes. Pure rules, so
 * the pages' srcset and the image route agree on the widths.
 */

/**
 * The widths a variant may have. A request's width snaps up to the next one, so a URL cannot
 * ask for two thousand distinct encodes of one photo; 2048 covers a 1366 px screen at 1.5x.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1024, 1280, 1600, 2048] as const;

export type LadderWidth = (typeof IMAGE_WIDTHS)[number];

/** The smallest ladder width at least `width` wide; the widest rung above the ladder. */
export function snapWidth(width: number): LadderWidth {
  return IMAGE_WIDTHS.find((rung) => rung >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/** Qualities snap to the nearest multiple of five: no visible step between, a fifth of the variants. */
export function snapQuality(quality: number): number {
  return Math.min(100, Math.max(10, Math.round(quality / 5) * 5));
}

export type ImageFormat = "avif" | "webp" | "jpeg";

export const FORMAT_CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/**
 * The format for a request's Accept header: AVIF when the browser names it, else WebP, else
 * JPEG, which every client (and every mail client) shows. Only a type named outright counts:
 * `*\/*` is what browsers that cannot show AVIF send too. A type with q=0 is refused by it.
 */
export function chooseFormat(accept: string | null): ImageFormat {
  const named = new Set<string>();
  for (const part of (accept ?? "").split(",")) {
    const [type = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    named.add(type);
  }
  if (named.has("image/avif")) return "avif";
  if (named.has("image/webp")) return "webp";
  return "jpeg";
}

/**
 * Two `srcset` candidates for a picture shown at most `maxWidth` CSS pixels wide: the rung for
 * a 1x screen and the rung for a 2x one. For pictures listed many to a page (cards), where
 * every candidate is some 70 bytes of HTML a card.
 */
export function densityWidths(maxWidth: number): LadderWidth[] {
  return [...new Set([snapWidth(maxWidth), snapWidth(maxWidth * 2)])];
}

/** `srcset` candidates for a picture shown at most `maxWidth` CSS pixels wide, up to 2x. */
export function srcsetWidths(maxWidth: number): LadderWidth[] {
  const widest = snapWidth(maxWidth * 2);
  return IMAGE_WIDTHS.filter((rung) => rung <= widest);
}
