import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { displayZoneOf, formatDisplayDate, isKnownTimeZone, knownTimeZones } from '../../../src/domain/shared/dates.ts';

const UTC = { timeZone: 'UTC', locale: 'en-US' } as const;
const NOW = Date.parse('2024-06-15T14:30:00.000Z');

/** Some ICU versions put a narrow no-break space before AM/PM; compare with plain spaces. */
function display(iso: string, now = NOW, options: { timeZone: string; locale: string } = UTC): string {
  return formatDisplayDate(iso, now, options).replace(/\s/g, ' ');
}

const dates = suite('dates: formatDisplayDate');

dates('a time earlier today reads "Today" with the time', () => {
  assert.is(display('2024-06-15T09:05:00.000Z'), 'Today, 9:05 AM');
});

dates('the first minute of today is still today', () => {
  assert.is(display('2024-06-15T00:00:00.000Z'), 'Today, 12:00 AM');
});

dates('a time yesterday reads "Yesterday" with the time', () => {
  assert.is(display('2024-06-14T23:59:00.000Z'), 'Yesterday, 11:59 PM');
  assert.is(display('2024-06-14T00:00:00.000Z'), 'Yesterday, 12:00 AM');
});

dates('an earlier day this year shows month, day and time but no year', () => {
  const text = display('2024-06-13T08:00:00.000Z');
  assert.is(text, 'Jun 13, 8:00 AM');
  assert.not.match(text, /2024/);
  assert.is(display('2024-01-01T00:00:00.000Z'), 'Jan 1, 12:00 AM');
});

dates('a day in another year includes the year', () => {
  const text = display('2023-12-31T08:00:00.000Z');
  assert.match(text, /2023/);
  assert.is(text, 'Dec 31, 2023');
});

dates('an invalid date shows nothing', () => {
  assert.is(formatDisplayDate('not a date', NOW, UTC), '');
  assert.is(formatDisplayDate('', NOW, UTC), '');
});

dates('the time zone decides which day it is', () => {
  // 23:30 UTC on the 10th is already 08:30 on the 11th in Tokyo (UTC+9).
  const at = '2024-03-10T23:30:00.000Z';
  const now = Date.parse('2024-03-11T10:00:00.000Z');
  assert.is(display(at, now, UTC), 'Yesterday, 11:30 PM');
  assert.is(display(at, now, { timeZone: 'Asia/Tokyo', locale: 'en-US' }), 'Today, 8:30 AM');
});

dates('the time zone decides which year it is', () => {
  // 20:00 UTC on Dec 31 is already New Year's Day in Tokyo.
  const at = '2023-12-31T20:00:00.000Z';
  const now = Date.parse('2024-03-01T12:00:00.000Z');
  assert.is(display(at, now, UTC), 'Dec 31, 2023');
  assert.is(display(at, now, { timeZone: 'Asia/Tokyo', locale: 'en-US' }), 'Jan 1, 5:00 AM');
});

// "Yesterday" must be the previous calendar day in the viewer's zone. In New York, 10 March 2024
// is 23 hours long (clocks go forward) and 3 November 2024 is 25 hours long (clocks go back), so
// "now minus 24 hours" is not always yesterday.
const NEW_YORK = { timeZone: 'America/New_York', locale: 'en-US' };

dates('yesterday is the previous calendar day right after clocks go forward', () => {
  const now = Date.parse('2024-03-11T04:30:00.000Z'); // 00:30 EDT on Monday 11 March
  assert.is(display('2024-03-10T16:00:00.000Z', now, NEW_YORK), 'Yesterday, 12:00 PM');
});

dates('yesterday is the previous calendar day at the end of the day clocks go back', () => {
  const now = Date.parse('2024-11-04T04:30:00.000Z'); // 23:30 EST on Sunday 3 November
  assert.is(display('2024-11-02T16:00:00.000Z', now, NEW_YORK), 'Yesterday, 12:00 PM');
});

// A member whose profile is in Los Angeles (UTC-8 in November) reading in a browser set to UTC.
const LOS_ANGELES = { timeZone: 'America/Los_Angeles', locale: 'en-US' };

dates('the same instant reads at the profile zone\'s hour, not the browser\'s', () => {
  const now = Date.parse('2026-11-22T19:20:00.000Z');
  assert.is(display('2026-11-22T19:14:00.000Z', now, UTC), 'Today, 7:14 PM');
  assert.is(display('2026-11-22T19:14:00.000Z', now, LOS_ANGELES), 'Today, 11:14 AM');
});

dates('across the UTC midnight, "Today" and "Yesterday" follow the profile zone\'s day', () => {
  // 02:00 UTC on the 23rd is still 18:00 on the 22nd in Los Angeles.
  const now = Date.parse('2026-11-23T02:00:00.000Z');
  assert.is(display('2026-11-22T20:00:00.000Z', now, UTC), 'Yesterday, 8:00 PM');
  assert.is(display('2026-11-22T20:00:00.000Z', now, LOS_ANGELES), 'Today, 12:00 PM');
  assert.is(display('2026-11-23T01:00:00.000Z', now, UTC), 'Today, 1:00 AM');
  assert.is(display('2026-11-23T01:00:00.000Z', now, LOS_ANGELES), 'Today, 5:00 PM');
  // 07:30 UTC on the 22nd was 23:30 on the 21st there: yesterday in Los Angeles; a day earlier it is a date.
  assert.is(display('2026-11-22T07:30:00.000Z', now, LOS_ANGELES), 'Yesterday, 11:30 PM');
  assert.is(display('2026-11-21T07:30:00.000Z', now, LOS_ANGELES), 'Nov 20, 11:30 PM');
  assert.is(display('2026-11-21T07:30:00.000Z', now, UTC), 'Nov 21, 7:30 AM');
});

dates('the zone dates are shown in: a known profile zone, else none (the browser\'s)', () => {
  assert.is(displayZoneOf('America/Los_Angeles'), 'America/Los_Angeles');
  assert.is(displayZoneOf('UTC'), 'UTC');
  assert.is(displayZoneOf(null), undefined);
  assert.is(displayZoneOf(undefined), undefined);
  assert.is(displayZoneOf(''), undefined);
  assert.is(displayZoneOf('Mars/Olympus_Mons'), undefined, 'an unknown name never reaches Intl (it would throw)');
});

dates.run();

const zones = suite('time zones');

zones('IANA names and aliases are known; made-up names are not', () => {
  for (const name of ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata']) assert.ok(isKnownTimeZone(name), name);
  for (const name of ['Paris', 'Europe/Atlantis', '', 'GMT+25']) assert.not.ok(isKnownTimeZone(name), name);
});

zones('the suggestions start with UTC, hold no duplicate, and every one is known', () => {
  const list = knownTimeZones();
  assert.is(list[0], 'UTC');
  assert.ok(list.includes('Europe/Paris'));
  assert.is(new Set(list).size, list.length);
  assert.ok(list.every(isKnownTimeZone));
});

zones.run();
