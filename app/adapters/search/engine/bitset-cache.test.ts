import { describe, expect, it } from "vitest";
import { emptySet } from "./bitset";
import { BitsetCache } from "./bitset-cache";
import { wordMatchBytes } from "./word-match";

// 320 records: 10 words, 40 bytes a set.
const set = () => emptySet(320);

describe("BitsetCache", () => {
  it("evicts the least recently used sets once the byte budget is passed", () => {
    const cache = new BitsetCache(100);
    cache.set("a", set());
    cache.set("b", set());
    cache.get("a");
    cache.set("c", set());
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.usedBytes).toBe(80);
  });

  it("counts a replaced key once and keeps a set larger than the budget until the next one", () => {
    const cache = new BitsetCache(50);
    cache.set("a", set());
    cache.set("a", set());
    expect(cache.usedBytes).toBe(40);
    cache.set("big", emptySet(640));
    expect(cache.size).toBe(1);
    expect(cache.get("big")).toBeDefined();
    cache.clear();
    expect([cache.size, cache.usedBytes]).toEqual([0, 0]);
  });
});

describe("a BitsetCache of word matches", () => {
  it("weighs each match by its bytes, so a budget holds fewer matches the more records there are", () => {
    const match = (records: number) => ({
      set: emptySet(records),
      typos: new Uint8Array(records),
      level: new Uint8Array(records),
      exact: new Uint8Array(records),
    });
    expect(wordMatchBytes(match(320))).toBe(40 + 3 * 320);
    const cache = new BitsetCache(3_000, wordMatchBytes);
    for (const word of ["a", "b", "c", "d"]) cache.set(word, match(320));
    expect(cache.size).toBe(3);
    expect(cache.get("a")).toBeUndefined();
    cache.set("e", match(3_200));
    expect(cache.size).toBe(1);
  });
});
