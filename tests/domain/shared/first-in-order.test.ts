/** The first items of a list in an order without sorting it whole (src/domain/shared/first-in-order.ts). */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { firstInOrder } from '../../../src/domain/shared/first-in-order.ts';
import { SeededRandom } from '../../../src/domain/projection/seeded-random.ts';

const first = suite('first in order');

first('the first n of a list, as a stable sort and a slice would give them, with the whole count', () => {
  const random = new SeededRandom(7);
  for (let round = 0; round < 200; round++) {
    const length = Math.floor(random.next() * 60);
    // Few distinct keys: many ties, which must keep their arrival order.
    const list = Array.from({ length }, (_, at) => ({ key: Math.floor(random.next() * 6), at }));
    const limit = Math.floor(random.next() * 12);
    const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
    const { count, items } = firstInOrder(list, limit, byKey);
    assert.is(count, length);
    assert.equal(items, [...list].sort(byKey).slice(0, limit), `round ${round}`);
  }
});

first('a limit of 0 keeps nothing but still counts', () => {
  assert.equal(firstInOrder([3, 1, 2], 0, (a, b) => a - b), { count: 3, items: [] });
  assert.equal(firstInOrder([], 5, (a: number, b: number) => a - b), { count: 0, items: [] });
});

first.run();
