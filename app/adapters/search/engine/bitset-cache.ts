import type { Bitset } from "./bitset";

/**
 * Values by key, least recently used evicted first, within a byte budget rather than a count:
 * a filter set costs size/8 bytes, a word match four bytes a record (wordMatchBytes), so the
 * same budget holds thousands of sets at 100k records and still bounds memory at a million.
 */
export class BitsetCache<V = Bitset> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;
  /** Lookups answered from the cache since it was made. */
  hits = 0;

  constructor(
    readonly budgetBytes: number,
    private readonly bytesOf: (value: V) => number = (value) => (value as Bitset).byteLength,
  ) {}

  get(key: string): V | undefined {
    const set = this.entries.get(key);
    if (set === undefined) return undefined;
    this.hits++;
    this.entries.delete(key);
    this.entries.set(key, set);
    return set;
  }

  set(key: string, set: V): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= this.bytesOf(previous);
    }
    this.entries.set(key, set);
    this.bytes += this.bytesOf(set);
    for (const [oldest, evicted] of this.entries) {
      if (this.bytes <= this.budgetBytes || oldest === key) break;
      this.entries.delete(oldest);
      this.bytes -= this.bytesOf(evicted);
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
