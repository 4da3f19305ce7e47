/** Seeded draws: the same seed gives the same stream; the distributions have the moments they should. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { gammaShape, pertShape, SeededRandom } from '../../../src/domain/projection/seeded-random.ts';

const draws = (random: SeededRandom, n: number, draw: (r: SeededRandom) => number) => Array.from({ length: n }, () => draw(random));
const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const variance = (values: readonly number[]) => {
  const m = mean(values);
  return values.reduce((sum, v) => sum + (v - m) ** 2, 0) / values.length;
};

const stream = suite('seeded random: the stream');

stream('the same seed gives the same draws; another seed, others', () => {
  const a = draws(new SeededRandom(42), 50, (r) => r.next());
  assert.equal(draws(new SeededRandom(42), 50, (r) => r.next()), a);
  assert.not.equal(draws(new SeededRandom(43), 50, (r) => r.next()), a);
});

stream('the high bits of a large seed count', () => {
  const low = draws(new SeededRandom(5), 5, (r) => r.next());
  assert.not.equal(draws(new SeededRandom(5 + 2 ** 32), 5, (r) => r.next()), low);
  assert.not.equal(draws(new SeededRandom(-5), 5, (r) => r.next()), low);
});

stream('uniform draws stay strictly inside (0, 1) and average one half', () => {
  const values = draws(new SeededRandom(1), 20_000, (r) => r.next());
  assert.ok(values.every((v) => v > 0 && v < 1));
  assert.ok(Math.abs(mean(values) - 0.5) < 0.01);
});

const shapes = suite('seeded random: normal, Gamma and Beta');

shapes('normal draws have mean 0 and variance 1', () => {
  const values = draws(new SeededRandom(2), 20_000, (r) => r.normal());
  assert.ok(Math.abs(mean(values)) < 0.03, `mean ${mean(values)}`);
  assert.ok(Math.abs(variance(values) - 1) < 0.05, `variance ${variance(values)}`);
});

shapes('Gamma draws have mean and variance equal to the shape', () => {
  for (const shape of [1, 2.5, 5]) {
    const { d, c } = gammaShape(shape);
    const values = draws(new SeededRandom(3), 20_000, (r) => r.gamma(d, c));
    assert.ok(values.every((v) => v > 0));
    assert.ok(Math.abs(mean(values) - shape) < 0.05 * shape, `shape ${shape}: mean ${mean(values)}`);
    assert.ok(Math.abs(variance(values) - shape) < 0.1 * shape, `shape ${shape}: variance ${variance(values)}`);
  }
});

shapes('PERT Betas have the PERT mean (min + 4 likely + max) / 6', () => {
  for (const [min, likely, max] of [[1, 3, 8], [2, 2, 6], [0, 5, 5], [1, 4, 7]] as const) {
    const [alpha, beta] = pertShape(min, likely, max);
    const a = gammaShape(alpha);
    const b = gammaShape(beta);
    const values = draws(new SeededRandom(4), 20_000, (r) => min + (max - min) * r.beta(a.d, a.c, b.d, b.c));
    assert.ok(values.every((v) => v >= min && v <= max));
    const pert = (min + 4 * likely + max) / 6;
    assert.ok(Math.abs(mean(values) - pert) < 0.02 * (max - min), `${[min, likely, max]}: mean ${mean(values)}, PERT ${pert}`);
  }
});

shapes('the PERT shape of a symmetric estimate is (3, 3); of a skewed one it leans', () => {
  assert.equal(pertShape(0, 5, 10), [3, 3]);
  assert.equal(pertShape(0, 0, 10), [1, 5]);
  assert.equal(pertShape(0, 10, 10), [5, 1]);
});

stream.run();
shapes.run();
