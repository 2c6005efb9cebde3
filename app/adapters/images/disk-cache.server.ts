import fs from "node:fs/promises";
import path from "node:path";

/**
 * Variants (and fetched originals) kept on disk under the data directory, bounded by their
 * total size: past the bound the entries unused longest go first. Keys are hashes (letters,
 * digits, - and _), so a key can never name a file outside the folder. Which entry was used
 * last is kept in memory (a Map iterates in insertion order: a used entry is moved to the
 * end) and in each file's modification time, so the order survives a restart.
 */
export class DiskCache {
  private entries: Map<string, number> | null = null;
  private loading: Promise<Map<string, number>> | null = null;
  private totalBytes = 0;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  async get(key: string): Promise<Buffer | null> {
    const entries = await this.index();
    if (!entries.has(key)) return null;
    try {
      const bytes = await fs.readFile(this.file(key));
      this.touch(entries, key);
      return bytes;
    } catch {
      // Removed behind our back (an operator clearing the folder): forget it.
      this.forget(entries, key);
      return null;
    }
  }

  async has(key: string): Promise<boolean> {
    return (await this.index()).has(key);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    if (!/^[A-Za-z0-9_-]+$/.test(key)) throw new Error(`Not a cache key: ${key}`);
    if (bytes.byteLength > this.maxBytes) return;
    const entries = await this.index();
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written whole under another name first: a reader never sees half a picture.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
    this.forget(entries, key);
    entries.set(key, bytes.byteLength);
    this.totalBytes += bytes.byteLength;
    await this.evict(entries);
  }

  async delete(key: string): Promise<void> {
    const entries = await this.index();
    if (!entries.has(key)) return;
    this.forget(entries, key);
    await fs.rm(this.file(key), { force: true });
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries?.size ?? 0, bytes: this.totalBytes };
  }

  private file(key: string): string {
    return path.join(this.dir, key.slice(0, 2), key);
  }

  private touch(entries: Map<string, number>, key: string): void {
    const size = entries.get(key)!;
    entries.delete(key);
    entries.set(key, size);
    const now = new Date();
    fs.utimes(this.file(key), now, now).catch(() => undefined);
  }

  private forget(entries: Map<string, number>, key: string): void {
    const size = entries.get(key);
    if (size === undefined) return;
    entries.delete(key);
    this.totalBytes -= size;
  }

  /** Down to nine tenths of the bound, so a full cache does not evict on every write. */
  private async evict(entries: Map<string, number>): Promise<void> {
    if (this.totalBytes <= this.maxBytes) return;
    const target = this.maxBytes * 0.9;
    for (const key of entries.keys()) {
      if (this.totalBytes <= target) break;
      this.forget(entries, key);
      await fs.rm(this.file(key), { force: true });
    }
  }

  /** The entries on disk, oldest used first, read once (a restart keeps the cache). */
  private index(): Promise<Map<string, number>> {
    if (this.entries) return Promise.resolve(this.entries);
    // A bound lowered since the last run applies at once.
    this.loading ??= this.scan().then(async (entries) => {
      await this.evict(entries);
      return (this.entries = entries);
    });
    return this.loading;
  }

  private async scan(): Promise<Map<string, number>> {
    await fs.mkdir(this.dir, { recursive: true });
    const found: { key: string; size: number; usedAt: number }[] = [];
    for (const shard of await fs.readdir(this.dir)) {
      const shardDir = path.join(this.dir, shard);
      const names = await fs.readdir(shardDir).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(shardDir, name);
        // A partial write a crash left behind.
        if (name.endsWith(".tmp")) {
          await fs.rm(file, { force: true });
          continue;
        }
        const stat = await fs.stat(file).catch(() => null);
        if (stat?.isFile()) found.push({ key: name, size: stat.size, usedAt: stat.mtimeMs });
      }
    }
    found.sort((a, b) => a.usedAt - b.usedAt);
    this.totalBytes = found.reduce((sum, entry) => sum + entry.size, 0);
    return new Map(found.map((entry) => [entry.key, entry.size]));
  }
}
