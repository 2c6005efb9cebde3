import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { PHOTO_EXTENSIONS, PHOTO_PIXELS } from "./theme";

/* ----------------------------------------------------------------- photo */

/**
 * The photo as a JPEG sized for the page, or null: a path that is not a picture under
 * public/, a missing file or one sharp cannot read gives a brochure without a photo, never
 * a failed download. JPEG rather than PNG because pdf-lib embeds it as it is, where a PNG
 * of a photo is both slow to embed and several times larger.
 */
export async function rasterisePhoto(photoPath: string | undefined): Promise<Uint8Array | null> {
  const file = publicFile(photoPath);
  if (!file) return null;
  try {
    const source = await fs.readFile(file);
    // density: vector pictures (the stock illustrations are SVG) rasterise sharp, not blurred.
    return await sharp(source, { density: 150 })
      .rotate()
      .resize({ ...PHOTO_PIXELS, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}

const publicDir = path.resolve("public");

/** A site path ("/stock/x.svg") as a file under public/; null for anything that could leave it. */
function publicFile(sitePath: string | undefined): string | null {
  if (!sitePath?.startsWith("/") || /[\0\\?#]/.test(sitePath)) return null;
  if (sitePath.split("/").includes("..")) return null;
  const file = path.resolve(publicDir, `.${sitePath}`);
  if (!file.startsWith(publicDir + path.sep)) return null;
  return PHOTO_EXTENSIONS.has(path.extname(file).toLowerCase()) ? file : null;
}
