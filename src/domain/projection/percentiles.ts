/**
 * Percentiles by nearest rank: the p-th percentile of n sorted samples is sorted[ceil(p/100 * n) - 1]
 * (always a sample that occurred, never an interpolation; with one run every percentile is that run).
 * Sorting every task's samples was the engine's second cost, so `SpreadReader` selects the seven
 * ranks instead: a histogram finds the buckets holding them, and only those buckets are sorted.
 */

/** The spread reported for a task's start and end: min, p50, p70, p80, p90, p95, max. */
export interface Spread<T> {
  readonly min: T;
  readonly p50: T;
  readonly p70: T;
  readonly p80: T;
  readonly p90: T;
  readonly p95: T;
  readonly max: T;
}

/** The percentiles between min and max, in the order `Spread` names them. */
const PERCENTILES = [50, 70, 80, 90, 95] as const;

/** The 0-based index of the nearest-rank p-th percentile (0 < p <= 100) of n samples; integer maths keeps ceil exact. */
export function nearestRank(n: number, p: number): number {
  return Math.ceil((p * n) / 100) - 1;
}

const BUCKETS = 512;

/** Reads spreads of sample slices, reusing its scratch space from one slice to the next. */
export class SpreadReader {
  private readonly counts = new Int32Array(BUCKETS);
  /** Per bucket: 1 + the region its samples are gathered into, 0 when no rank falls in it. */
  private readonly region = new Int32Array(BUCKETS);
  private gathered = new Uint32Array(64);

  /** The spread of the samples (left unchanged). */
  spreadOf(samples: Uint32Array): Spread<number> {
    const n = samples.length;
    let min = samples[0]!;
    let max = min;
    for (let i = 1; i < n; i += 1) {
      const value = samples[i]!;
      if (value < min) min = value;
      else if (value > max) max = value;
    }
    const [p50, p70, p80, p90, p95] = max === min ? [min, min, min, min, min] : this.select(samples, min, max);
    return { min, p50: p50!, p70: p70!, p80: p80!, p90: p90!, p95: p95!, max };
  }

  /** The five percentiles of samples that are not all equal. */
  private select(samples: Uint32Array, min: number, max: number): number[] {
    const n = samples.length;
    let shift = 0;
    while ((max - min) >>> shift >= BUCKETS) shift += 1;
    const used = ((max - min) >>> shift) + 1;
    const { counts, region } = this;
    counts.fill(0, 0, used);
    region.fill(0, 0, used);
    for (let i = 0; i < n; i += 1) counts[(samples[i]! - min) >>> shift]! += 1;
    // Where each rank falls: its bucket and its place among that bucket's samples.
    const buckets: number[] = [];
    const places: number[] = [];
    const regionStart: number[] = [];
    let bucket = 0;
    let before = 0;
    for (const p of PERCENTILES) {
      const rank = nearestRank(n, p);
      while (before + counts[bucket]! <= rank) before += counts[bucket++]!;
      buckets.push(bucket);
      places.push(rank - before);
      if (region[bucket] === 0) {
        const start = regionStart.length === 0 ? 0 : regionStart[regionStart.length - 1]! + counts[buckets[buckets.length - 2]!]!;
        regionStart.push(start);
        region[bucket] = regionStart.length;
      }
    }
    if (shift === 0) return buckets.map((b) => min + b);
    // Gather the samples of those buckets (a few dozen), region by region, and sort each region.
    const last = regionStart.length - 1;
    const total = regionStart[last]! + counts[buckets[buckets.length - 1]!]!;
    if (this.gathered.length < total) this.gathered = new Uint32Array(total * 2);
    const gathered = this.gathered;
    const fill = regionStart.slice();
    for (let i = 0; i < n; i += 1) {
      const value = samples[i]!;
      const r = region[(value - min) >>> shift]!;
      if (r > 0) gathered[fill[r - 1]!++] = value;
    }
    for (let r = 0; r <= last; r += 1) gathered.subarray(regionStart[r]!, fill[r]!).sort();
    return buckets.map((b, i) => gathered[regionStart[region[b]! - 1]! + places[i]!]!);
  }
}
