import { imageSource } from "~/adapters/images/index.server";
import type { ImageHost } from "~/adapters/images/port";
import { PHOTO_WIDTH_PIXELS } from "./theme";

/* ----------------------------------------------------------------- photo */

/**
 * The photo as a JPEG sized for the page, through the image route's pipeline (the same
 * allowed places and hosts, the same cache), or null: a path or URL that is no picture it
 * may read gives a brochure without a photo, never a failed download. JPEG rather than PNG
 * because pdf-lib embeds it as it is, where a PNG of a photo is both slow to embed and
 * several times larger.
 */
export async function rasterisePhoto(photoPath: string | undefined, hosts: readonly ImageHost[]): Promise<Uint8Array | null> {
  if (!photoPath) return null;
  return imageSource.variant(photoPath, { width: PHOTO_WIDTH_PIXELS, quality: 80, format: "jpeg" }, hosts);
}
