import fs from "node:fs/promises";
import path from "node:path";

/** A picture's original: what identifies this version of it, and its bytes on demand. */
export interface Original {
  /** Changes whenever the bytes do: the ETag and the cache key are made from it. */
  identity: string;
  /** A vector drawing, sent as it is; everything else is decoded and re-encoded. */
  svg: boolean;
  /** Brings a remote original to the disk before it waits for an encode slot. */
  prepare?(): Promise<void>;
  load(): Promise<Uint8Array>;
  /**
   * A copy kept only for its variants (a fetched photo) is let go once a master holds what
   * they need; asked for again (the master evicted), it is fetched again.
   */
  release?(): Promise<void>;
}

const EXTENSIONS = new Set([".svg", ".png", ".jpg", ".jpeg", ".webp", ".avif", ".gif"]);

/**
 * Local originals: a site path under one of the folders pictures are served from (public/,
 * and the demo photos made in the data directory), never a path that climbs out of it or a
 * file that is not a picture by name. Its identity is its path, size and modification time,
 * read with one stat: a cached variant is found without reading the original.
 */
export async function localOriginal(src: string, folders: readonly LocalFolder[]): Promise<Original | null> {
  const folder = folders.find((candidate) => src.startsWith(candidate.prefix));
  if (!folder) return null;
  const file = path.resolve(folder.dir, `.${src.slice(folder.prefix.length - 1)}`);
  const extension = path.extname(file).toLowerCase();
  if (!file.startsWith(path.resolve(folder.dir) + path.sep) || !EXTENSIONS.has(extension)) return null;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return null;
    return {
      identity: `${src}:${stat.size}:${stat.mtimeMs}`,
      svg: extension === ".svg",
      load: () => fs.readFile(file),
    };
  } catch {
    return null;
  }
}

/** Site paths starting with `prefix` (ending in /) are files under `dir`. */
export interface LocalFolder {
  prefix: string;
  dir: string;
}
