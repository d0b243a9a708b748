/**
 * A seeded pseudo-random source, the same in every JavaScript engine: the seed string is hashed to
 * 32 bits (xmur3) and drives mulberry32. Only integer arithmetic, so Node and browsers agree.
 */
function hashSeed(seed: string): number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Integers in [0, bound) from `seed`, one per call. */
export function seededInts(seed: string): (bound: number) => number {
  let state = hashSeed(seed);
  return (bound) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * bound);
  };
}
