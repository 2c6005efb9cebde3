import sharp from "sharp";
import { serveGeneratedPictures } from "~/adapters/images/index.server";
import { DEMO_PHOTO_PREFIX, stockIllustrationFiles } from "./illustrations";

/*
 * The demo stock's photos: the illustrations rendered as 1600 x 1200 JPEGs with film grain,
 * which weigh what a dealer's camera photos weigh (250-600 kB), so every page, benchmark and
 * Lighthouse run measures photos as a dealer's site sends them. Each is made the first time
 * it is asked for and kept in $DATA_DIR/demo-photos (not in the repository): a first start
 * waits for none of the few hundred, and a photo no page shows is never made.
 */

const WIDTH = 1600;
const HEIGHT = 1200;
/** The grain, one tile repeated: a whole frame of noise took 0.6 s to make. */
const GRAIN_TILE = 256;

/** Part of the photos' variant keys: a change to how they are drawn makes new variants. */
const VERSION = "grain-1";

let grain: Promise<Buffer> | undefined;

function grainTile(): Promise<Buffer> {
  grain ??= sharp({
    create: { width: GRAIN_TILE, height: GRAIN_TILE, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 24 } },
  })
    .png()
    .toBuffer();
  return grain;
}

/** The photo `name` ("sedan-red-street.jpg"), or null for a name no illustration has. */
export async function renderDemoPhoto(name: string): Promise<Uint8Array | null> {
  const svg = stockIllustrations().get(name.replace(/\.jpg$/, ".svg"));
  if (!svg || !name.endsWith(".jpg")) return null;
  // The drawings are 800 x 600: 144 dpi draws them at 1600 x 1200 without a resize.
  return sharp(Buffer.from(svg), { density: 144 })
    .resize(WIDTH, HEIGHT, { fit: "cover" })
    .flatten({ background: "#ffffff" })
    .composite([{ input: await grainTile(), tile: true, blend: "soft-light" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

let illustrations: Map<string, string> | undefined;

function stockIllustrations(): Map<string, string> {
  illustrations ??= stockIllustrationFiles();
  return illustrations;
}

/** The image route serves the demo photos, making each on first use. */
export function serveDemoPhotos(): void {
  serveGeneratedPictures({ prefix: DEMO_PHOTO_PREFIX, folder: "demo-photos", version: VERSION, make: renderDemoPhoto });
}
