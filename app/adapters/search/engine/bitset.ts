/**
 * Fixed-size bit sets over record numbers: the engine's working representation of "which
 * records match", so AND/OR/NOT of filters are word-wide operations over 32 records at a time.
 */
export type Bitset = Uint32Array;

export function emptySet(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5);
}

export function fullSet(size: number): Bitset {
  const set = emptySet(size);
  set.fill(0xffffffff);
  const spare = set.length * 32 - size;
  if (spare > 0) set[set.length - 1] = 0xffffffff >>> spare;
  return set;
}

export function addToSet(set: Bitset, index: number): void {
  set[index >>> 5]! |= 1 << (index & 31);
}

export function hasInSet(set: Bitset, index: number): boolean {
  return (set[index >>> 5]! & (1 << (index & 31))) !== 0;
}

export function andInto(target: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
  return target;
}

export function orInto(target: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!;
  return target;
}

/** The complement within the first `size` records. */
export function complement(set: Bitset, size: number): Bitset {
  const out = new Uint32Array(set.length);
  for (let i = 0; i < set.length; i++) out[i] = ~set[i]! >>> 0;
  const spare = set.length * 32 - size;
  if (spare > 0) out[out.length - 1]! &= 0xffffffff >>> spare;
  return out;
}

export function countSet(set: Bitset): number {
  let total = 0;
  for (let i = 0; i < set.length; i++) {
    let v = set[i]!;
    v = v - ((v >>> 1) & 0x55555555);
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return total;
}

/** The members in record order. */
export function setMembers(set: Bitset): Int32Array {
  const members = new Int32Array(countSet(set));
  let n = 0;
  for (let i = 0; i < set.length; i++) {
    let word = set[i]!;
    while (word !== 0) {
      const low = word & -word;
      members[n++] = (i << 5) + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return members;
}
