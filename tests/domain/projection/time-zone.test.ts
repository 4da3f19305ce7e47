/** Time-zone offsets and local wall times, across daylight-saving changes. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isTimeZone, localToUtc, offsetAt } from '../../../src/domain/projection/time-zone.ts';

const HOUR = 3_600_000;
/** A wall time written as ISO without a zone, as ms since 1970-01-01T00:00 local. */
const wall = (text: string) => Date.parse(`${text}Z`);
const utc = (zone: string, text: string) => new Date(localToUtc(zone, wall(text))).toISOString();

const offsets = suite('time zones: offsets');

offsets('knows IANA names and UTC, refuses the rest', () => {
  assert.ok(isTimeZone('Europe/Berlin'));
  assert.ok(isTimeZone('UTC'));
  assert.not.ok(isTimeZone('Mars/Base'));
  assert.not.ok(isTimeZone(''));
});

offsets('offsets change at the minute the clocks do', () => {
  assert.is(offsetAt('UTC', Date.UTC(2025, 5, 1)), 0);
  assert.is(offsetAt('Asia/Kolkata', Date.UTC(2025, 5, 1)), 5.5 * HOUR);
  // Berlin: 2025-03-30 01:00 UTC from +1 to +2; 2025-10-26 01:00 UTC back to +1.
  assert.is(offsetAt('Europe/Berlin', Date.UTC(2025, 2, 30, 0, 59)), HOUR);
  assert.is(offsetAt('Europe/Berlin', Date.UTC(2025, 2, 30, 1)), 2 * HOUR);
  assert.is(offsetAt('Europe/Berlin', Date.UTC(2025, 9, 26, 0, 59)), 2 * HOUR);
  assert.is(offsetAt('Europe/Berlin', Date.UTC(2025, 9, 26, 1)), HOUR);
  // New York: 2025-03-09 07:00 UTC from -5 to -4.
  assert.is(offsetAt('America/New_York', Date.UTC(2025, 2, 9, 6, 59)), -5 * HOUR);
  assert.is(offsetAt('America/New_York', Date.UTC(2025, 2, 9, 7)), -4 * HOUR);
  // Asked again: the cached day answers the same.
  assert.is(offsetAt('America/New_York', Date.UTC(2025, 2, 9, 7)), -4 * HOUR);
});

const walls = suite('time zones: local wall times');

walls('an ordinary local time is one instant', () => {
  assert.is(utc('Europe/Berlin', '2025-03-28T09:00'), '2025-03-28T08:00:00.000Z');
  assert.is(utc('Europe/Berlin', '2025-03-31T09:00'), '2025-03-31T07:00:00.000Z');
  assert.is(utc('America/New_York', '2025-03-07T09:00'), '2025-03-07T14:00:00.000Z');
  assert.is(utc('America/New_York', '2025-03-10T09:00'), '2025-03-10T13:00:00.000Z');
  assert.is(utc('Australia/Sydney', '2025-10-06T09:00'), '2025-10-05T22:00:00.000Z');
});

walls('near a change, the side of the change decides the offset', () => {
  assert.is(utc('America/New_York', '2025-03-09T01:30'), '2025-03-09T06:30:00.000Z');
  assert.is(utc('America/New_York', '2025-03-09T03:30'), '2025-03-09T07:30:00.000Z');
});

walls('a local time the clocks skip is the moment they jump', () => {
  assert.is(utc('America/New_York', '2025-03-09T02:30'), '2025-03-09T07:00:00.000Z');
  assert.is(utc('America/New_York', '2025-03-09T02:00'), '2025-03-09T07:00:00.000Z');
  assert.is(utc('Europe/Berlin', '2025-03-30T02:30'), '2025-03-30T01:00:00.000Z');
});

walls('a local time that happens twice is the first of the two', () => {
  assert.is(utc('America/New_York', '2025-11-02T01:30'), '2025-11-02T05:30:00.000Z');
  assert.is(utc('Europe/Berlin', '2025-10-26T02:30'), '2025-10-26T00:30:00.000Z');
});

walls('the mapping never goes back across a change', () => {
  for (const [zone, day] of [['America/New_York', '2025-03-09'], ['America/New_York', '2025-11-02'], ['Europe/London', '2025-03-30'], ['Australia/Sydney', '2025-04-06']] as const) {
    let previous = -Infinity;
    for (let minute = 0; minute <= 24 * 60; minute += 15) {
      const instant = localToUtc(zone, wall(`${day}T00:00`) + minute * 60_000);
      assert.ok(instant >= previous, `${zone} ${day} +${minute} min`);
      previous = instant;
    }
  }
});

offsets.run();
walls.run();
