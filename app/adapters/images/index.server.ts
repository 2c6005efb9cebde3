import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { env } from "~/env.server";
import { logger } from "~/logger.server";
import { DiskCache } from "./disk-cache.server";
import { EncodeQueue } from "./encode-queue";
import { checkPhotoUrl, type ImageHost } from "./hosts";
import type { ImageSource } from "./port";
import { fetchPhoto } from "./remote-fetch.server";
import { RemoteOriginals } from "./remote-originals.server";
import { SharpImages, type GeneratedFolder } from "./sharp-images.server";

/**
 * Memory stays with the encodes in progress: libvips' operation cache would keep decoded
 * originals around, and every variant is kept on disk anyway.
 */
sharp.cache(false);

const cores = os.availableParallelism();

/** A photo host that failed, or a photo that could not be decoded, is tried again after this long. */
const REMOTE_FAILURE_MS = 60_000;

const cache = new DiskCache(path.join(env.dataDir, "image-cache"), env.IMAGE_CACHE_MB * 2 ** 20);

/**
 * The embedded default: pictures resized and re-encoded on this server. The image CDN of
 * DESIGN.md's "at scale" column would serve pictures itself, so it would be chosen where their
 * URLs are made (imageUrl in models/car/display.ts) rather than here.
 *
 * One encode per core; up to 32 waiting per core, about three seconds of first-time encodes:
 * a browser turned away past that is told to come back (503, Retry-After) rather than held.
 */
const sharpImages = new SharpImages({
  folders: [{ prefix: "/", dir: path.resolve("public") }],
  cache,
  queue: new EncodeQueue(cores, cores * 32),
  remote: new RemoteOriginals(cache, (url, hosts) => fetchPhoto(url, hosts), REMOTE_FAILURE_MS, (message) =>
    logger.warn({ photo: message }, "remote photo not fetched"),
  ),
  hosts: env.IMAGE_HOSTS,
  failureMs: REMOTE_FAILURE_MS,
});

export const imageSource: ImageSource = sharpImages;

/** Pictures made on first use under a site path, kept in `$DATA_DIR/{folder}` (the demo stock's photos). */
export function serveGeneratedPictures(folder: Omit<GeneratedFolder, "dir"> & { folder: string }): void {
  sharpImages.addGeneratedFolder({ ...folder, dir: path.join(env.dataDir, folder.folder) });
}

/**
 * Why a photo URL would not be fetched for a dealer (its host is not on IMAGE_HOSTS or the
 * dealer's list, it is not https...), or null when it would: for a stock feed to refuse a
 * car's photo URL when it is imported rather than show the not-found picture later.
 */
export function photoUrlRefusal(url: string, dealerHosts: readonly ImageHost[]): string | null {
  const check = checkPhotoUrl(url, [...env.IMAGE_HOSTS, ...dealerHosts]);
  return check.ok ? null : `${url} ${check.reason}`;
}

export type { ImageAnswer, ImageRequest, ImageSource } from "./port";
