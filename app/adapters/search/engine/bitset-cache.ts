import type { Bitset } from "./bitset";

/**
 * Bitsets by key, least recently used evicted first, within a byte budget rather than a count:
 * one entry costs size/8 bytes, so the same budget holds thousands of sets at 100k records and
 * still bounds memory at a million.
 */
export class BitsetCache {
  private readonly entries = new Map<string, Bitset>();
  private bytes = 0;
  /** Lookups answered from the cache since it was made. */
  hits = 0;

  constructor(readonly budgetBytes: number) {}

  get(key: string): Bitset | undefined {
    const set = this.entries.get(key);
    if (set === undefined) return undefined;
    this.hits++;
    this.entries.delete(key);
    this.entries.set(key, set);
    return set;
  }

  set(key: string, set: Bitset): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.byteLength;
    }
    this.entries.set(key, set);
    this.bytes += set.byteLength;
    for (const [oldest, evicted] of this.entries) {
      if (this.bytes <= this.budgetBytes || oldest === key) break;
      this.entries.delete(oldest);
      this.bytes -= evicted.byteLength;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }
}
