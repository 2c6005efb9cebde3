import { mulberry32 } from "~/models/seeded-random";

// ---------------------------------------------------------------------------------------
// Random numbers: mulberry32, seeded from the seed and the tenant, so one tenant's stock
// does not change when another tenant is added.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  weighted<T>(list: readonly T[], weight: (item: T) => number): T;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error("pick from an empty list");
    return list[Math.floor(next() * list.length)]!;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    weighted: (list, weight) => {
      let total = 0;
      for (const item of list) total += weight(item);
      let target = next() * total;
      for (const item of list) {
        target -= weight(item);
        if (target < 0) return item;
      }
      return pick(list);
    },
  };
}

/** FNV-1a: a 32-bit hash to seed a tenant's stream. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}
