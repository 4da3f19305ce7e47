/** A sliding-window rate limit per key (a user, an address), on the server clock. */

export interface RateLimit {
  /** Counts one use for `key`; false (and nothing counted) when the window is already full. */
  readonly take: (key: string) => boolean;
  /** Forgets keys whose uses have all left the window. */
  readonly prune: () => void;
}

/** At most `limit` uses per key in any `windowMs`. */
export function createRateLimit({ now, limit, windowMs }: { readonly now: () => number; readonly limit: number; readonly windowMs: number }): RateLimit {
  const uses = new Map<string, number[]>();
  const recent = (key: string) => (uses.get(key) ?? []).filter((at) => at > now() - windowMs);
  return {
    take(key) {
      const kept = recent(key);
      if (kept.length >= limit) {
        uses.set(key, kept);
        return false;
      }
      uses.set(key, [...kept, now()]);
      return true;
    },
    prune() {
      for (const key of [...uses.keys()]) {
        const kept = recent(key);
        if (kept.length === 0) uses.delete(key);
        else uses.set(key, kept);
      }
    },
  };
}
