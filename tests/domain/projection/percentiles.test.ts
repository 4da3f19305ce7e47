/** Percentiles by nearest rank, selected by histogram, agree with sorting every sample. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { nearestRank, SpreadReader } from '../../../src/domain/projection/percentiles.ts';
import { SeededRandom } from '../../../src/domain/projection/seeded-random.ts';

/** The spread the slow way: sort, then read the nearest ranks. */
function sorted(values: readonly number[]) {
  const s = [...values].sort((a, b) => a - b);
  const at = (p: number) => s[Math.ceil((p / 100) * s.length) - 1]!;
  return { min: s[0]!, p50: at(50), p70: at(70), p80: at(80), p90: at(90), p95: at(95), max: s[s.length - 1]! };
}

const percentiles = suite('percentiles');

percentiles('nearest rank is sorted[ceil(p/100 n) - 1], exact at whole ranks', () => {
  assert.is(nearestRank(10, 50), 4);
  assert.is(nearestRank(10, 70), 6);
  assert.is(nearestRank(30, 70), 20);
  assert.is(nearestRank(1, 95), 0);
  assert.is(nearestRank(2000, 80), 1599);
  assert.is(nearestRank(11, 50), 5);
});

percentiles('one sample, or all equal: every percentile is that value', () => {
  const reader = new SpreadReader();
  assert.equal(reader.spreadOf(Uint32Array.of(7)), { min: 7, p50: 7, p70: 7, p80: 7, p90: 7, p95: 7, max: 7 });
  assert.equal(reader.spreadOf(new Uint32Array(50).fill(3)), { min: 3, p50: 3, p70: 3, p80: 3, p90: 3, p95: 3, max: 3 });
});

percentiles('two and ten samples', () => {
  const reader = new SpreadReader();
  assert.equal(reader.spreadOf(Uint32Array.of(9, 4)), { min: 4, p50: 4, p70: 9, p80: 9, p90: 9, p95: 9, max: 9 });
  assert.equal(reader.spreadOf(Uint32Array.of(10, 9, 8, 7, 6, 5, 4, 3, 2, 1)), { min: 1, p50: 5, p70: 7, p80: 8, p90: 9, p95: 10, max: 10 });
});

percentiles('selection agrees with sorting on narrow, wide, lumpy and skewed samples, and leaves them as they were', () => {
  const random = new SeededRandom(9);
  const reader = new SpreadReader();
  const makers: ((i: number) => number)[] = [
    () => Math.floor(random.next() * 100),
    () => Math.floor(random.next() * 150_000_000),
    () => (random.next() < 0.9 ? 5_000_000 : 5_000_000 + Math.floor(random.next() * 2_000_000)),
    () => Math.floor(random.next() ** 6 * 3_000_000),
    (i) => 1000 + i,
  ];
  for (let round = 0; round < 200; round += 1) {
    const make = makers[round % makers.length]!;
    const n = 1 + Math.floor(random.next() * 3000);
    const values = Array.from({ length: n }, (_, i) => make(i));
    const samples = Uint32Array.from(values);
    assert.equal(reader.spreadOf(samples), sorted(values), `round ${round}, n ${n}`);
    assert.equal(Array.from(samples), values, 'unchanged');
  }
});

percentiles.run();
