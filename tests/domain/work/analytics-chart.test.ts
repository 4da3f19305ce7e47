/** The analytics charts' arithmetic: ticks, scales, the 30 days and line points. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { lastDays, linePoints, niceTicks, scaleLinear, seriesTotals, shortDay } from '../../../src/domain/work/analytics-chart.ts';

const chart = suite('analytics charts');

chart('ticks are whole, round numbers from 0 reaching at least the maximum', () => {
  assert.equal(niceTicks(7), [0, 2, 4, 6, 8]);
  assert.equal(niceTicks(10), [0, 5, 10]);
  assert.equal(niceTicks(3), [0, 1, 2, 3]);
  assert.equal(niceTicks(230), [0, 100, 200, 300]);
});

chart('a chart of nothing still has an axis from 0 to 1', () => {
  assert.equal(niceTicks(0), [0, 1]);
  assert.equal(niceTicks(Number.NaN), [0, 1]);
});

chart('a linear scale maps the domain onto the range, flipped ranges included', () => {
  const y = scaleLinear([0, 10], [100, 0]);
  assert.is(y(0), 100);
  assert.is(y(5), 50);
  assert.is(y(10), 0);
  assert.is(scaleLinear([3, 3], [0, 50])(3), 0);
});

chart('the last 30 days end today, oldest first, with 0 for days the server left out', () => {
  const today = Date.UTC(2026, 10, 22, 15, 30);
  const days = lastDays([{ date: '2026-11-22', created: 2, closed: 1 }, { date: '2026-10-24', created: 4, closed: 0 }, { date: '2026-10-01', created: 9, closed: 9 }], today);
  assert.is(days.length, 30);
  assert.equal(days[0], { date: '2026-10-24', created: 4, closed: 0 });
  assert.equal(days[29], { date: '2026-11-22', created: 2, closed: 1 });
  assert.equal(days[10], { date: '2026-11-03', created: 0, closed: 0 });
  assert.equal(seriesTotals(days), { created: 6, closed: 1 });
});

chart('days read as a short month and day', () => {
  assert.is(shortDay('2026-11-03'), 'Nov 3');
  assert.is(shortDay('bad'), 'bad');
});

chart('line points spread across the width, 0 at the bottom and the maximum at the top', () => {
  assert.is(linePoints([0, 5, 10], { width: 100, height: 50, max: 10 }), '0,50 50,25 100,0');
  assert.is(linePoints([0], { width: 100, height: 50, max: 0 }), '0,50');
});

chart.run();

const more = suite('analytics charts: steps');

more('steps of 1, 2, 5 and 10 times a power of ten', () => {
  assert.equal(niceTicks(4), [0, 1, 2, 3, 4]);
  assert.equal(niceTicks(35), [0, 10, 20, 30, 40]);
  assert.equal(niceTicks(18), [0, 5, 10, 15, 20]);
});

more('a month out of range is shown as its number', () => {
  assert.is(shortDay('2026-13-03'), '13 3');
});

more.run();
