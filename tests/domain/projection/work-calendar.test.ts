/** A person's working intervals: their week in their zone, minus time off, built lazily up to the horizon. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { PersonJson } from '../../../src/domain/projection/projection-input.ts';
import { weekPattern } from '../../../src/domain/projection/weekly-pattern.ts';
import { WorkCalendar } from '../../../src/domain/projection/work-calendar.ts';
import { input, MONDAY, person } from './projection-fixtures.ts';

const FIVE_YEARS = (Date.UTC(2030, 2, 3, 9) - Date.UTC(2025, 2, 3, 9)) / 60_000;

function calendarOf(who: PersonJson, start = MONDAY, horizon = FIVE_YEARS): WorkCalendar {
  const parsed = input({ start, people: [who] });
  return new WorkCalendar(parsed.people[0]!, weekPattern(parsed.people[0]!.week), parsed.start, horizon);
}

/** The calendar's intervals that start before `until`, as ISO pairs. */
function intervals(calendar: WorkCalendar, start: string, until: string): string[] {
  const from = Date.parse(start);
  const limit = (Date.parse(until) - from) / 60_000;
  calendar.indexAfter(limit, 0);
  const out: string[] = [];
  for (let i = 0; i < calendar.count && calendar.starts[i]! < limit; i += 1) {
    const iso = (minutes: number) => new Date(from + minutes * 60_000).toISOString().slice(0, 16);
    out.push(`${iso(calendar.starts[i]!)} ${iso(calendar.stops[i]!)}`);
  }
  return out;
}

const week = suite('work calendar: the week in the person\'s zone');

week('weekdays 09:00-17:00 UTC from a Monday morning skip the weekend', () => {
  assert.equal(intervals(calendarOf(person('p')), MONDAY, '2025-03-11T00:00Z'), [
    '2025-03-03T09:00 2025-03-03T17:00', '2025-03-04T09:00 2025-03-04T17:00', '2025-03-05T09:00 2025-03-05T17:00',
    '2025-03-06T09:00 2025-03-06T17:00', '2025-03-07T09:00 2025-03-07T17:00', '2025-03-10T09:00 2025-03-10T17:00',
  ]);
});

week('a start inside a working span cuts it', () => {
  const start = '2025-03-03T14:30:00Z';
  assert.equal(intervals(calendarOf(person('p'), start), start, '2025-03-04T12:00Z'), ['2025-03-03T14:30 2025-03-03T17:00', '2025-03-04T09:00 2025-03-04T17:00']);
});

week('Berlin 09:00-17:00 stays 09:00-17:00 local across 2025-03-30', () => {
  const start = '2025-03-27T00:00:00Z';
  const berlin = calendarOf(person('p', { timeZone: 'Europe/Berlin' }), start);
  assert.equal(intervals(berlin, start, '2025-04-01T00:00Z'), [
    '2025-03-27T08:00 2025-03-27T16:00', '2025-03-28T08:00 2025-03-28T16:00', '2025-03-31T07:00 2025-03-31T15:00',
  ]);
});

week('New York 09:00-17:00 stays 09:00-17:00 local across 2025-03-09', () => {
  const start = '2025-03-06T00:00:00Z';
  const newYork = calendarOf(person('p', { timeZone: 'America/New_York' }), start);
  assert.equal(intervals(newYork, start, '2025-03-11T00:00Z'), [
    '2025-03-06T14:00 2025-03-06T22:00', '2025-03-07T14:00 2025-03-07T22:00', '2025-03-10T13:00 2025-03-10T21:00',
  ]);
});

week('a night span over a change has the hours the clocks show: one less in spring, one more in autumn', () => {
  const start = '2025-03-01T00:00:00Z';
  const nights = calendarOf(person('p', { timeZone: 'America/New_York', week: [{ day: 'sunday', start: '01:00', stop: '04:00' }] }), start);
  const list = intervals(nights, start, '2025-11-03T00:00Z');
  assert.ok(list.includes('2025-03-09T06:00 2025-03-09T08:00'), 'spring: 01:00 EST to 04:00 EDT');
  assert.ok(list.includes('2025-03-16T05:00 2025-03-16T08:00'), 'an ordinary Sunday');
  assert.ok(list.includes('2025-11-02T05:00 2025-11-02T09:00'), 'autumn: 01:00 EDT to 04:00 EST');
});

week('spans that touch across midnight are one interval', () => {
  const owl = calendarOf(person('p', { week: [{ day: 'monday', start: '22:00', stop: '24:00' }, { day: 'tuesday', start: '00:00', stop: '02:00' }] }));
  assert.equal(intervals(owl, MONDAY, '2025-03-12T00:00Z'), ['2025-03-03T22:00 2025-03-04T02:00', '2025-03-10T22:00 2025-03-11T02:00']);
});

week('a week that never stops is one interval up to the horizon', () => {
  const always = calendarOf(person('p', { week: (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day) => ({ day, start: '00:00', stop: '24:00' })) }));
  assert.is(always.indexAfter(0, 0), 0);
  assert.ok(always.done);
  assert.is(always.count, 1);
  assert.equal([always.starts[0], always.stops[0]], [0, FIVE_YEARS]);
});

const off = suite('work calendar: time off');

off('a blackout that starts exactly at the start of a block removes only its own span', () => {
  const p = person('p', { timeOff: [{ start: '2025-03-03T09:00:00Z', stop: '2025-03-03T10:00:00Z' }] });
  assert.equal(intervals(calendarOf(p), MONDAY, '2025-03-05T00:00Z'), ['2025-03-03T10:00 2025-03-03T17:00', '2025-03-04T09:00 2025-03-04T17:00']);
});

off('overlapping absences merge, and one over several days cuts each of them', () => {
  const p = person('p', {
    timeOff: [
      { start: '2025-03-04T11:00:00Z', stop: '2025-03-04T13:00:00Z' },
      { start: '2025-03-04T10:00:00Z', stop: '2025-03-04T12:00:00Z' },
      { start: '2025-03-04T12:30:00Z', stop: '2025-03-04T14:00:00Z' },
      { start: '2025-03-05T12:00:00Z', stop: '2025-03-06T12:00:00Z' },
      { start: '2025-03-06T12:10:00Z', stop: '2025-03-06T12:20:00Z' },
      { start: '2025-02-01T00:00:00Z', stop: '2025-02-02T00:00:00Z' },
    ],
  });
  assert.equal(intervals(calendarOf(p), MONDAY, '2025-03-07T00:00Z'), [
    '2025-03-03T09:00 2025-03-03T17:00', '2025-03-04T09:00 2025-03-04T10:00', '2025-03-04T14:00 2025-03-04T17:00',
    '2025-03-05T09:00 2025-03-05T12:00', '2025-03-06T12:00 2025-03-06T12:10', '2025-03-06T12:20 2025-03-06T17:00',
  ]);
});

off('two people with the same week keep their own calendars', () => {
  const away = calendarOf(person('a', { timeOff: [{ start: '2025-03-03T00:00:00Z', stop: '2025-03-04T00:00:00Z' }] }));
  const here = calendarOf(person('b'));
  assert.equal(intervals(away, MONDAY, '2025-03-05T00:00Z'), ['2025-03-04T09:00 2025-03-04T17:00']);
  assert.equal(intervals(here, MONDAY, '2025-03-05T00:00Z'), ['2025-03-03T09:00 2025-03-03T17:00', '2025-03-04T09:00 2025-03-04T17:00']);
});

const lazy = suite('work calendar: built as far as asked, up to the horizon');

lazy('a lookup builds chunks only as far as it needs', () => {
  const calendar = calendarOf(person('p'));
  assert.is(calendar.count, 0);
  assert.is(calendar.indexAfter(0, 0), 0);
  assert.not.ok(calendar.done);
  assert.ok(calendar.count < 40, `built ${calendar.count} intervals for the first day`);
  const far = 200 * 24 * 60;
  const index = calendar.indexAfter(far, 0);
  assert.ok(calendar.stops[index]! > far && (index === 0 || calendar.stops[index - 1]! <= far));
  assert.ok(calendar.count > 64, 'the arrays grew');
  assert.is(calendar.indexAfter(far, index), index, 'from a lower bound too');
});

lazy('the horizon cuts the last interval and ends the calendar', () => {
  const horizon = (2 * 24 + 4) * 60;
  const calendar = calendarOf(person('p'), MONDAY, horizon);
  assert.is(calendar.indexAfter(horizon + 10, 0), 3);
  assert.ok(calendar.done);
  assert.equal(intervals(calendar, MONDAY, '2025-03-10T00:00Z'), ['2025-03-03T09:00 2025-03-03T17:00', '2025-03-04T09:00 2025-03-04T17:00', '2025-03-05T09:00 2025-03-05T13:00']);
  calendar.extend();
  assert.is(calendar.count, 3, 'extending a finished calendar does nothing');
});

lazy('an empty week is finished at once, with no working time', () => {
  const calendar = calendarOf(person('p', { week: [] }));
  assert.ok(calendar.done);
  assert.not.ok(calendar.hasWorkingTime());
  assert.is(calendar.indexAfter(0, 0), 0);
});

lazy('time off over the whole horizon leaves no working time', () => {
  const calendar = calendarOf(person('p', { timeOff: [{ start: '2025-01-01T00:00:00Z', stop: '2031-01-01T00:00:00Z' }] }));
  assert.not.ok(calendar.hasWorkingTime());
  assert.ok(calendar.done);
  assert.ok(calendarOf(person('q')).hasWorkingTime());
});

week.run();
off.run();
lazy.run();
