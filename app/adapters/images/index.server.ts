import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { env } from "~/env.server";
import { DiskCache } from "./disk-cache.server";
import { EncodeQueue } from "./encode-queue";
import type { ImageSource } from "./port";
import { SharpImages } from "./sharp-images.server";

/**
 * Memory stays with the encodes in progress: libvips' operation cache would keep decoded
 * originals around, and every variant is kept on disk anyway.
 */
sharp.cache(false);

const cores = os.availableParallelism();

/**
 * The embedded default: pictures resized and re-encoded on this server. The image CDN of
 * DESIGN.md's "at scale" column would serve pictures itself, so it would be chosen where their
 * URLs are made (imageUrl in models/car/display.ts) rather than here.
 *
 * One encode per core; up to 32 waiting per core, about three seconds of first-time encodes:
 * a browser turned away past that is told to come back (503, Retry-After) rather than held.
 */
export const imageSource: ImageSource = new SharpImages({
  folders: [{ prefix: "/", dir: path.resolve("public") }],
  cache: new DiskCache(path.join(env.dataDir, "image-cache"), env.IMAGE_CACHE_MB * 2 ** 20),
  queue: new EncodeQueue(cores, cores * 32),
});

export type { ImageAnswer, ImageRequest, ImageSource } from "./port";
