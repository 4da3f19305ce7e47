/** The work week as the calendar reads it: merged spans and the longest uninterrupted block. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { WorkSpan } from '../../../src/domain/projection/projection-input.ts';
import { longestBlock, weekPattern, worksAtAll } from '../../../src/domain/projection/weekly-pattern.ts';

const span = (day: number, start: number, stop: number): WorkSpan => ({ day, start: start * 60, stop: stop * 60 });

const pattern = suite('weekly pattern');

pattern('sorts each day and merges touching and overlapping spans', () => {
  const week = weekPattern([span(0, 13, 17), span(0, 8, 12), span(0, 12, 13), span(1, 9, 12), span(1, 10, 11), span(1, 14, 15)]);
  assert.equal(week[0], [480, 1020]);
  assert.equal(week[1], [540, 720, 840, 900]);
  assert.equal(week[2], []);
  assert.is(week.length, 7);
});

pattern('an empty week does not work at all; any span does', () => {
  assert.not.ok(worksAtAll(weekPattern([])));
  assert.ok(worksAtAll(weekPattern([span(6, 1, 2)])));
});

pattern('the longest block is the longest span of a plain week', () => {
  assert.is(longestBlock(weekPattern([])), 0);
  assert.is(longestBlock(weekPattern([span(0, 9, 17), span(1, 8, 12), span(1, 13, 17)])), 8 * 60);
});

pattern('a block runs on across midnight and from Sunday into Monday', () => {
  assert.is(longestBlock(weekPattern([span(0, 22, 24), span(1, 0, 6), span(3, 9, 10)])), 8 * 60);
  assert.is(longestBlock(weekPattern([span(6, 20, 24), span(0, 0, 3), span(3, 9, 10)])), 7 * 60);
  assert.is(longestBlock(weekPattern([span(6, 20, 24), span(0, 0, 3), span(3, 0, 24), span(4, 0, 24)])), 48 * 60);
});

pattern('a week that never stops has no longest block', () => {
  assert.is(longestBlock(weekPattern([0, 1, 2, 3, 4, 5, 6].map((day) => span(day, 0, 24)))), Infinity);
});

pattern.run();
