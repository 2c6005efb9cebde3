import { describe, expect, it } from "vitest";
import { LruCache } from "./cache";

describe("the least-recently-used cache", () => {
  it("never holds more than its limit", () => {
    const cache = new LruCache<number>(3);
    for (let i = 0; i < 1_000; i++) cache.set(`key-${i}`, i);
    expect(cache.size).toBe(3);
    expect(cache.get("key-999")).toBe(999);
    expect(cache.get("key-0")).toBeUndefined();
  });

  it("evicts the entry read least recently, not the one written first", () => {
    const cache = new LruCache<string>(2);
    cache.set("a", "A");
    cache.set("b", "B");
    cache.get("a");
    cache.set("c", "C");
    expect(cache.get("a")).toBe("A");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("c")).toBe("C");
  });
});
