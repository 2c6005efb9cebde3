/**
 * mulberry32: a small, fast pseudo-random generator whose sequence is fixed by its seed.
 * Used where the same input must give the same "random" answer every time: generated
 * stock that stays put between starts, and per-car orders the server and browser agree on.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
