/** A small seeded random source (mulberry32): the same seed gives the same demo, on every machine. */

export interface Random {
  /** A number in [0, 1). */
  readonly next: () => number;
  /** A whole number in [min, max]. */
  readonly int: (min: number, max: number) => number;
  /** One element of a non-empty list. */
  readonly pick: <T>(items: readonly T[]) => T;
  /** True with probability p. */
  readonly chance: (p: number) => boolean;
  /** n distinct elements (fewer when the list is shorter), in list order. */
  readonly some: <T>(items: readonly T[], n: number) => T[];
}

/** A random source for a seed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    some: (items, n) => {
      const indexes = items.map((_, index) => index);
      for (let i = indexes.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
      }
      return indexes
        .slice(0, Math.max(0, n))
        .sort((a, b) => a - b)
        .map((index) => items[index]!);
    },
  };
}
