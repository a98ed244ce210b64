/** A small seeded PRNG (mulberry32) so the seed is the same on every start; Math.random is never used for seeding. */
export interface Prng {
  /** [0, 1) */
  next(): number;
  /** integer in [min, max] */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `n` lowercase hex characters */
  hex(n: number): string;
  /** true with probability p */
  chance(p: number): boolean;
}

export function createPrng(seed: number): Prng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)],
    hex: (n: number) => {
      let s = '';
      while (s.length < n) s += int(0, 15).toString(16);
      return s;
    },
    chance: (p: number) => next() < p,
  };
}
