/**
 * Percentiles by nearest rank: the p-th percentile of n sorted samples is sorted[ceil(p/100 * n) - 1]
 * (always a sample that occurred, never an interpolation; with one run every percentile is that run).
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

/** The nearest-rank p-th percentile (0 < p <= 100) of sorted samples; integer maths keeps ceil exact. */
export function nearestRank(sorted: ArrayLike<number>, p: number): number {
  return sorted[Math.ceil((p * sorted.length) / 100) - 1]!;
}

/** Sorts the samples in place (a task's contiguous slice of the runs) and reads their spread. */
export function spreadOf(samples: Uint32Array): Spread<number> {
  samples.sort();
  return {
    min: samples[0]!,
    p50: nearestRank(samples, 50),
    p70: nearestRank(samples, 70),
    p80: nearestRank(samples, 80),
    p90: nearestRank(samples, 90),
    p95: nearestRank(samples, 95),
    max: samples[samples.length - 1]!,
  };
}
