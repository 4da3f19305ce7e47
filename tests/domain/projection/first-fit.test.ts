/** First fit in one person's free working time, and the busy pieces of a run. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { firstFit, HINT_LENGTHS, hintFor, Occupancy, SCRAP_MINUTES } from '../../../src/domain/projection/first-fit.ts';
import { SeededRandom } from '../../../src/domain/projection/seeded-random.ts';
import type { PersonJson } from '../../../src/domain/projection/projection-input.ts';
import { weekPattern } from '../../../src/domain/projection/weekly-pattern.ts';
import { WorkCalendar } from '../../../src/domain/projection/work-calendar.ts';
import { input, person } from './projection-fixtures.ts';

const DAY = 1440;

/** A person's calendar from Monday 2025-03-03 09:00 UTC (minute 0), and a free occupancy. */
function setUp(who: PersonJson = person('p'), horizon = 5 * 365 * DAY) {
  const parsed = input({ people: [who] });
  const calendar = new WorkCalendar(parsed.people[0]!, weekPattern(parsed.people[0]!.week), parsed.start, horizon);
  const busy = new Occupancy();
  /** Places a task; answers [start, end, ...pieces] or null at the horizon. */
  const place = (earliest: number, minutes: number, splittable = true) => {
    const pieces: number[] = [];
    const out = new Float64Array(2);
    return firstFit(calendar, busy, earliest, minutes, splittable, pieces, out) ? [out[0]!, out[1]!, pieces] : null;
  };
  return { calendar, busy, place, busyList: () => Array.from({ length: busy.count }, (_, i) => [busy.starts[i], busy.stops[i]]) };
}

const fit = suite('first fit');

fit('a free person starts at once; the next task follows', () => {
  const { place } = setUp();
  assert.equal(place(0, 120), [0, 120, [0, 120]]);
  assert.equal(place(0, 60), [120, 180, [120, 180]]);
});

fit('a splittable task runs on into the next working day', () => {
  const { place } = setUp();
  assert.equal(place(0, 600), [0, DAY + 120, [0, 480, DAY, DAY + 120]]);
});

fit('a task may fill a gap left earlier', () => {
  const { place, busyList } = setUp();
  assert.equal(place(120, 60), [120, 180, [120, 180]]);
  assert.equal(place(0, 60), [0, 60, [0, 60]]);
  assert.equal(busyList(), [[0, 60], [120, 180]]);
  assert.equal(place(0, 90), [60, 210, [60, 120, 180, 210]], 'splittable: the gap, then after');
});

fit('an unsplittable task skips a gap too short for it', () => {
  const { place } = setUp();
  place(120, 60);
  assert.equal(place(0, 180, false), [180, 360, [180, 360]]);
  assert.equal(place(0, 480, false), [DAY, DAY + 480, [DAY, DAY + 480]]);
});

fit(`a free piece of ${SCRAP_MINUTES} minutes or less is used only to finish a task`, () => {
  const scraps = person('p', { week: [{ day: 'monday', start: '09:00', stop: '09:05' }, { day: 'monday', start: '10:00', stop: '17:00' }, { day: 'tuesday', start: '09:00', stop: '09:06' }, { day: 'tuesday', start: '10:00', stop: '17:00' }] });
  const { place } = setUp(scraps);
  assert.equal(place(0, 120), [60, 180, [60, 180]], 'a 5-minute piece is skipped');
  assert.equal(place(0, 3), [0, 3, [0, 3]], 'but finishes a 3-minute task');
  assert.equal(place(DAY, 120), [DAY, DAY + 174, [DAY, DAY + 6, DAY + 60, DAY + 174]], 'a 6-minute piece is used');
});

fit('an instant task sits at the first free working moment and takes no time', () => {
  const { place, busyList } = setUp();
  place(0, 60);
  assert.equal(place(30, 0), [60, 60, [60, 60]], 'after the busy piece');
  assert.equal(place(500, 0), [DAY, DAY, [DAY, DAY]], 'the next morning');
  assert.equal(busyList(), [[0, 60]]);
});

fit('a task that does not fit before the horizon is refused', () => {
  const { place, calendar } = setUp(person('p'), 3 * DAY);
  assert.is(place(0, 100 * 60), null);
  assert.ok(calendar.done);
  assert.is(place(3 * DAY, 0), null, 'not even an instant task past the horizon');
});

fit('a task that meets the horizon gives back the time it took on the way', () => {
  const { place, busyList } = setUp(person('p'), 3 * DAY);
  place(0, 60);
  assert.is(place(0, 100 * 60), null);
  const free = (at: number) => !busyList().some(([a, b]) => a! <= at && at < b!);
  for (const at of [60, 479, DAY, DAY + 479, 2 * DAY, 2 * DAY + 479]) assert.ok(free(at), `minute ${at} is free again`);
  assert.not.ok(free(30));
  assert.equal(place(0, 120), [60, 180, [60, 180]]);
});

fit('placing builds the calendar on as far as needed', () => {
  const { place } = setUp();
  const [start, end] = place(0, 60 * 8 * 60)! as number[];
  assert.is(start, 0);
  assert.ok(end! > 80 * DAY, `ended at day ${end! / DAY}`);
});

fit('the hint a task starts from: none for a scrap, the scrap hint when splittable, else the longest length shorter than the task', () => {
  assert.equal([hintFor(SCRAP_MINUTES, true), hintFor(SCRAP_MINUTES, false), hintFor(6, true), hintFor(600, true)], [-1, -1, 0, 0]);
  assert.equal([hintFor(6, false), hintFor(10, false), hintFor(11, false), hintFor(90, false), hintFor(91, false)], [0, 0, 1, 6, 7]);
  assert.is(hintFor(10_000, false), HINT_LENGTHS.length - 1);
});

fit('the hints never change where a task goes: the same placements as a search from each task\'s earliest moment', () => {
  const random = new SeededRandom(7);
  const pick = (n: number) => Math.floor(random.next() * n);
  for (let round = 0; round < 40; round += 1) {
    // Uneven days (gaps of many lengths are left at their ends) and sometimes a second span.
    const week = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const).flatMap((day) => {
      const start = 6 + pick(6);
      const spans = [{ day, start: `${String(start).padStart(2, '0')}:00`, stop: `${String(start + 2 + pick(8)).padStart(2, '0')}:${pick(2) ? '30' : '00'}` }];
      if (pick(3) === 0) spans.push({ day, start: '20:00', stop: `2${1 + pick(3)}:00` });
      return spans;
    });
    const hinted = setUp(person('p', { week }), 400 * DAY);
    const plain = setUp(person('p', { week }), 400 * DAY);
    let latest = 0;
    for (let k = 0; k < 300; k += 1) {
      const minutes = pick(10) === 0 ? pick(6) : 1 + pick(pick(2) ? 120 : 900);
      const splittable = pick(3) === 0;
      const earliest = pick(4) === 0 ? latest : pick(3) === 0 ? pick(Math.max(1, latest)) : 0;
      plain.busy.hints.fill(0);
      const expected = plain.place(earliest, minutes, splittable);
      const actual = hinted.place(earliest, minutes, splittable);
      assert.equal(actual, expected, `round ${round}, task ${k}: ${minutes} min from ${earliest}${splittable ? ', splittable' : ''}`);
      if (expected) latest = Math.max(latest, expected[1] as number);
    }
  }
});

const busy = suite('busy pieces');

busy('days worked back to back are one piece, nights and weekends included', () => {
  const { place, busyList } = setUp();
  place(0, 480);
  place(0, 480);
  assert.equal(busyList(), [[0, DAY + 480]]);
  place(0, 5 * 480);
  assert.equal(busyList(), [[0, 8 * DAY + 480]], 'Monday to the next Tuesday, the weekend inside');
});

busy('a piece that closes a gap joins both neighbours', () => {
  const { place, busyList } = setUp();
  place(DAY, 480, false);
  place(2 * DAY, 480, false);
  assert.equal(busyList(), [[DAY, 2 * DAY + 480]]);
  place(0, 480, false);
  assert.equal(busyList(), [[0, 2 * DAY + 480]], 'Monday joins Tuesday across the night');
  place(3 * DAY + 60, 60);
  assert.equal(busyList(), [[0, 2 * DAY + 480], [3 * DAY + 60, 3 * DAY + 120]], 'Thursday 09:00-10:00 is free between them');
  place(3 * DAY, 60);
  assert.equal(busyList(), [[0, 3 * DAY + 120]], 'filling it joins both sides, across the night');
  place(3 * DAY + 300, 60);
  place(3 * DAY + 180, 60);
  assert.equal(busyList(), [[0, 3 * DAY + 120], [3 * DAY + 180, 3 * DAY + 240], [3 * DAY + 300, 3 * DAY + 360]]);
  place(3 * DAY + 240, 60);
  assert.equal(busyList(), [[0, 3 * DAY + 120], [3 * DAY + 180, 3 * DAY + 360]], 'touching pieces join on both sides within a day');
});

busy('released time leaves the rest of its piece busy', () => {
  const occupancy = new Occupancy();
  occupancy.occupy(0, 0, 100, false, false);
  occupancy.occupy(1, 200, 300, false, false);
  const list = () => Array.from({ length: occupancy.count }, (_, i) => [occupancy.starts[i], occupancy.stops[i]]);
  occupancy.release(40, 60);
  assert.equal(list(), [[0, 40], [60, 100], [200, 300]], 'the middle: split in two');
  occupancy.release(0, 10);
  assert.equal(list(), [[10, 40], [60, 100], [200, 300]], 'the start');
  occupancy.release(90, 100);
  assert.equal(list(), [[10, 40], [60, 90], [200, 300]], 'the end');
  occupancy.release(60, 90);
  assert.equal(list(), [[10, 40], [200, 300]], 'all of it');
});

busy('pieces in the middle shift the rest, and the lists grow', () => {
  const occupancy = new Occupancy();
  for (let i = 0; i < 40; i += 1) occupancy.occupy(i, i * 10 + 20, i * 10 + 25, false, false);
  occupancy.occupy(0, 0, 5, false, false);
  assert.is(occupancy.count, 41);
  assert.equal([occupancy.starts[0], occupancy.starts[1], occupancy.stops[40]], [0, 20, 415]);
  assert.is(occupancy.indexAfter(-1), 0);
  assert.is(occupancy.indexAfter(500), 41);
  assert.is(occupancy.indexAfter(22), 1);
  assert.is(occupancy.indexAfter(25), 2);
  occupancy.clear();
  assert.is(occupancy.count, 0);
  assert.is(occupancy.indexAfter(0), 0);
});

fit.run();
busy.run();
