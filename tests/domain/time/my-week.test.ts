/** My week (src/domain/time/my-week.ts) and the time-zone banner rules (src/domain/work/time-zone-banner.ts). */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { OneOffBlackout, RecurringBlackout } from '../../../src/domain/time/blackout.ts';
import { blackoutsTouching, weekSpan } from '../../../src/domain/time/blackout-calendar.ts';
import { coveredMinutes, dayHours, finishingThisWeek, formatHours, timeOfDay, minutesOf, myWeek, weekDayAt, WEEK_DAYS } from '../../../src/domain/time/my-week.ts';
import type { WeekDay, WorkDay } from '../../../src/domain/time/work-week.ts';
import { canonicalZone, pairKey, readDismissed, TIME_ZONE_BANNER_TEXT, timeZoneMismatch, withDismissed } from '../../../src/domain/work/time-zone-banner.ts';

const NINE_TO_FIVE: WorkDay = { startTime: '09:00', stopTime: '17:00' };
const OFF: WorkDay = { startTime: null, stopTime: null };
const OFF_WEEK: Record<WeekDay, WorkDay> = { monday: OFF, tuesday: OFF, wednesday: OFF, thursday: OFF, friday: OFF, saturday: OFF, sunday: OFF };
const OFFICE: Record<WeekDay, WorkDay> = { monday: NINE_TO_FIVE, tuesday: NINE_TO_FIVE, wednesday: NINE_TO_FIVE, thursday: NINE_TO_FIVE, friday: NINE_TO_FIVE, saturday: OFF, sunday: OFF };
/** Friday 20 March 2026, 23:30 in UTC: already Saturday in Tokyo, still Friday in New York. */
const FRIDAY_NIGHT_UTC = Date.parse('2026-03-20T23:30:00.000Z');

const week = suite('my week');

week('times: HH:mm read as minutes; anything else is no time', () => {
  assert.is(minutesOf('09:30'), 570);
  assert.is(minutesOf('9:05'), 545);
  assert.is(minutesOf('24:00'), 1440);
  assert.is(minutesOf('24:30'), null);
  assert.is(minutesOf('25:00'), null);
  assert.is(minutesOf('10:60'), null);
  assert.is(minutesOf('ten'), null);
  assert.is(minutesOf(null), null);
  assert.is(minutesOf(undefined), null);
});

week('a day: stop minus start; past midnight wraps; a missing or equal time is a day off', () => {
  assert.is(dayHours(NINE_TO_FIVE), 8);
  assert.is(dayHours({ startTime: '09:00', stopTime: '12:30' }), 3.5);
  assert.is(dayHours({ startTime: '22:00', stopTime: '06:00' }), 8);
  assert.is(dayHours({ startTime: '09:00', stopTime: '09:00' }), 0);
  assert.is(dayHours({ startTime: '09:00', stopTime: null }), 0);
  assert.is(dayHours(OFF), 0);
  assert.is(dayHours(null), 0);
  assert.is(dayHours({ startTime: '09:00', stopTime: '09:20' }), 0.33);
});

week('the week: Monday to Sunday, days off marked, the total, today in my time zone', () => {
  const view = myWeek(OFFICE, FRIDAY_NIGHT_UTC, 'America/New_York')!;
  assert.equal(view.days.map((day) => day.day), WEEK_DAYS);
  assert.is(view.totalHours, 40);
  assert.equal(view.days.find((day) => day.today)?.day, 'friday');
  assert.equal(view.days[5], { day: 'saturday', start: null, stop: null, hours: 0, blackedOut: 0, off: true, today: false });
  assert.equal(view.days[0], { day: 'monday', start: '09:00', stop: '17:00', hours: 8, blackedOut: 0, off: false, today: false });
  assert.is(myWeek(OFFICE, FRIDAY_NIGHT_UTC, 'Asia/Tokyo')!.days.find((day) => day.today)?.day, 'saturday');
  assert.is(myWeek(OFFICE, FRIDAY_NIGHT_UTC, null)!.days.find((day) => day.today)?.day, 'friday', 'no zone reads as UTC');
});

week('no work week, or not one working day: nothing to show', () => {
  assert.is(myWeek(null, FRIDAY_NIGHT_UTC, 'UTC'), null);
  assert.is(myWeek(undefined, FRIDAY_NIGHT_UTC, 'UTC'), null);
  assert.is(myWeek({}, FRIDAY_NIGHT_UTC, 'UTC'), null);
  assert.is(myWeek({ ...OFFICE, monday: OFF, tuesday: OFF, wednesday: OFF, thursday: OFF, friday: OFF }, FRIDAY_NIGHT_UTC, 'UTC'), null);
});

week('an unknown zone reads as UTC; hours read short', () => {
  assert.is(weekDayAt(FRIDAY_NIGHT_UTC, 'Mars/Olympus'), 'friday');
  assert.is(weekDayAt(FRIDAY_NIGHT_UTC, 'Asia/Tokyo'), 'saturday');
  assert.is(formatHours(8), '8 h');
  assert.is(formatHours(7.5), '7.5 h');
  assert.is(formatHours(0.33), '0.33 h');
  assert.is(formatHours(0), '0 h');
});

const banner = suite('time-zone banner');

banner('shown when the browser and the role differ, or the role has no zone', () => {
  assert.equal(timeZoneMismatch('Asia/Tokyo', 'Europe/Paris', []), { browser: 'Asia/Tokyo', role: 'Europe/Paris' });
  assert.equal(timeZoneMismatch('Asia/Tokyo', null, []), { browser: 'Asia/Tokyo', role: null });
  assert.equal(timeZoneMismatch('Asia/Tokyo', '  ', []), { browser: 'Asia/Tokyo', role: null });
  assert.is(timeZoneMismatch('Europe/Paris', 'Europe/Paris', []), null);
  assert.is(timeZoneMismatch('', 'Europe/Paris', []), null, 'no browser zone, nothing to say');
  assert.is(timeZoneMismatch(null, 'Europe/Paris', []), null);
});

banner('aliases of one zone are the same zone', () => {
  assert.is(canonicalZone('Asia/Calcutta'), canonicalZone('Asia/Kolkata'));
  assert.is(timeZoneMismatch('Asia/Calcutta', 'Asia/Kolkata', []), null);
  assert.is(canonicalZone('Not/AZone'), 'Not/AZone');
});

banner('a dismissal hides that pair only, and is remembered at most 20 times', () => {
  const pair = { browser: 'Asia/Tokyo', role: 'Europe/Paris' };
  const dismissed = withDismissed([], pair);
  assert.equal(dismissed, ['Europe/Paris>Asia/Tokyo']);
  assert.is(timeZoneMismatch('Asia/Tokyo', 'Europe/Paris', dismissed), null);
  assert.ok(timeZoneMismatch('Asia/Tokyo', 'Europe/London', dismissed), 'another pair still shows');
  assert.is(pairKey({ browser: 'Asia/Tokyo', role: null }), '>Asia/Tokyo');
  assert.equal(withDismissed(dismissed, pair), dismissed, 'once');
  let many: string[] = [];
  for (let index = 0; index < 25; index += 1) many = withDismissed(many, { browser: `Zone/${index}`, role: null });
  assert.is(many.length, 20);
  assert.is(many[19], '>Zone/24');
});

banner('stored dismissals: a JSON list of texts; anything else is none', () => {
  assert.equal(readDismissed(null), []);
  assert.equal(readDismissed('not json'), []);
  assert.equal(readDismissed('{"a":1}'), []);
  assert.equal(readDismissed('["a", 2, "b"]'), ['a', 'b']);
});

banner('the words', () => {
  assert.is(TIME_ZONE_BANNER_TEXT.differs('Asia/Tokyo', 'Europe/Paris'), 'This browser is in Asia/Tokyo, but your profile says Europe/Paris.');
  assert.is(TIME_ZONE_BANNER_TEXT.unset('Asia/Tokyo'), 'Your profile has no time zone yet; this browser is in Asia/Tokyo.');
  assert.is(TIME_ZONE_BANNER_TEXT.use('Asia/Tokyo'), 'Use Asia/Tokyo');
});

const blackedOut = suite('my week less blackout times');
const role = (id: string) => ({ id, name: `Role ${id}` });
const lunch = (zone: string, start = '09:00', stop = '10:30', roles: { id: string; name: string }[] = []): RecurringBlackout => ({
  id: 'r1', name: 'Lunch', weekdays: ['monday'], startTime: start, stopTime: stop, timeZone: zone, roles,
});
const MAYA: Record<WeekDay, WorkDay> = { ...OFFICE, monday: { startTime: '08:30', stopTime: '17:00' }, tuesday: { startTime: '08:30', stopTime: '17:00' }, wednesday: { startTime: '08:30', stopTime: '17:00' }, thursday: { startTime: '08:30', stopTime: '17:00' }, friday: { startTime: '08:30', stopTime: '17:00' } };
/** Wednesday 18 November 2026, noon in Los Angeles. */
const NOV_18 = Date.parse('2026-11-18T20:00:00.000Z');
const spansFor = (now: number, zone: string, oneOffs: OneOffBlackout[], recurring: RecurringBlackout[], roleId: string | null) => {
  const span = weekSpan(now, zone);
  return blackoutsTouching(oneOffs, recurring, { from: span.from, to: span.to + 2 * 86_400_000 }, roleId);
};

blackedOut('a blackout in my day takes its hours: Maya Monday 8.5 h less a 1.5 h lunch is 7 h, the week 41 h', () => {
  const view = myWeek(MAYA, NOV_18, 'America/Los_Angeles', spansFor(NOV_18, 'America/Los_Angeles', [], [lunch('America/Los_Angeles')], 'maya'))!;
  assert.equal(view.days[0], { day: 'monday', start: '08:30', stop: '17:00', hours: 7, blackedOut: 1.5, off: false, today: false });
  assert.is(view.days[1]!.hours, 8.5, 'a weekday the blackout is not on');
  assert.is(view.totalHours, 41);
  assert.is(view.blackedOutHours, 1.5);
  assert.is(myWeek(MAYA, NOV_18, 'America/Los_Angeles')!.totalHours, 42.5, 'without blackouts');
});

blackedOut('only blackouts for my role; a one-off across days takes each day its part; overlaps count once', () => {
  const offsite: OneOffBlackout = { id: 's1', name: 'Offsite', start: '2026-11-17T00:00:00.000Z', stop: '2026-11-19T00:00:00.000Z', roles: [role('maya')] };
  const others: OneOffBlackout = { id: 's2', name: 'Not mine', start: '2026-11-20T16:00:00.000Z', stop: '2026-11-20T23:00:00.000Z', roles: [role('jonas')] };
  // Offsite: Monday 16:00 LA to Wednesday 16:00 LA. Monday: 16:00-17:00 and the two lunches 09:00-11:00 once: 3 h.
  const view = myWeek(MAYA, NOV_18, 'America/Los_Angeles', spansFor(NOV_18, 'America/Los_Angeles', [offsite, others], [lunch('America/Los_Angeles'), { ...lunch('America/Los_Angeles', '10:00', '11:00'), id: 'r2' }], 'maya'))!;
  assert.equal(view.days.map((day) => day.blackedOut), [3, 8.5, 7.5, 0, 0, 0, 0]);
  assert.equal(view.days.map((day) => day.hours), [5.5, 0, 1, 8.5, 8.5, 0, 0]);
  assert.is(view.totalHours, 23.5);
  assert.is(view.days[1]!.off, false, 'a blacked-out day is not a day off');
});

blackedOut('a blackout set in another zone reads in mine, across the weeks the clocks change apart', () => {
  const short: Record<WeekDay, WorkDay> = { ...MAYA, monday: { startTime: '08:30', stopTime: '10:30' } };
  const lisbonLunch = lunch('Europe/Lisbon', '17:00', '18:30');
  // 17:00 in Lisbon is 09:00 in Los Angeles most weeks (8 hours apart): 1.5 h of 08:30-10:30.
  assert.is(myWeek(short, NOV_18, 'America/Los_Angeles', spansFor(NOV_18, 'America/Los_Angeles', [], [lisbonLunch], 'maya'))!.days[0]!.blackedOut, 1.5);
  // Week of 26 October 2026: Lisbon is back on winter time, Los Angeles not yet (7 hours apart): 10:00-11:30, 0.5 h.
  const oct28 = Date.parse('2026-10-28T19:00:00.000Z');
  assert.is(myWeek(short, oct28, 'America/Los_Angeles', spansFor(oct28, 'America/Los_Angeles', [], [lisbonLunch], 'maya'))!.days[0]!.blackedOut, 0.5);
  // Jonas in Berlin: a Friday demo hour set in Berlin counts inside his Friday.
  const demo: RecurringBlackout = { id: 'r3', name: 'Friday demo hour', weekdays: ['friday'], startTime: '15:00', stopTime: '16:00', timeZone: 'Europe/Berlin', roles: [] };
  const jonas = myWeek(OFFICE, NOV_18, 'Europe/Berlin', spansFor(NOV_18, 'Europe/Berlin', [], [demo], 'jonas'))!;
  assert.is(jonas.days[4]!.hours, 7);
  assert.is(jonas.totalHours, 39);
});

blackedOut('a night shift past midnight and a day the clocks go back', () => {
  const night: Record<WeekDay, WorkDay> = { ...OFF_WEEK, sunday: { startTime: '22:00', stopTime: '06:00' } };
  // Sunday 1 November 2026 in Los Angeles: 22:00 to Monday 06:00, a blackout Monday 00:00-02:00 LA.
  const oct28 = Date.parse('2026-10-28T19:00:00.000Z');
  const early: OneOffBlackout = { id: 's3', name: 'Maintenance', start: '2026-11-02T08:00:00.000Z', stop: '2026-11-02T10:00:00.000Z', roles: [] };
  const view = myWeek(night, oct28, 'America/Los_Angeles', spansFor(oct28, 'America/Los_Angeles', [early], [], null))!;
  assert.is(view.days[6]!.blackedOut, 2);
  assert.is(view.days[6]!.hours, 6);
  // The hour 01:00-02:00 comes twice on 1 November: a blackout over that night counts the real time it takes.
  const dst: OneOffBlackout = { id: 's4', name: 'Change', start: '2026-11-01T07:30:00.000Z', stop: '2026-11-01T10:30:00.000Z', roles: [] };
  const shift: Record<WeekDay, WorkDay> = { ...OFF_WEEK, saturday: { startTime: '23:00', stopTime: '04:00' } };
  const change = myWeek(shift, oct28, 'America/Los_Angeles', spansFor(oct28, 'America/Los_Angeles', [dst], [], null))!;
  assert.is(change.days[5]!.blackedOut, 3);
  assert.is(change.days[5]!.hours, 2);
});

blackedOut('covered minutes: clipped to the span, overlaps once, outside ones none', () => {
  assert.is(coveredMinutes(0, 60 * 60000, [{ start: -10 * 60000, stop: 20 * 60000 }, { start: 10 * 60000, stop: 30 * 60000 }, { start: 50 * 60000, stop: 90 * 60000 }]), 40);
  assert.is(coveredMinutes(0, 60 * 60000, [{ start: 70 * 60000, stop: 90 * 60000 }]), 0);
  assert.is(coveredMinutes(0, 60 * 60000, [{ start: 0, stop: 60 * 60000 }, { start: 5 * 60000, stop: 10 * 60000 }]), 60);
  assert.is(myWeek(OFFICE, NOV_18, 'Mars/Olympus')!.totalHours, 40, 'an unknown zone reads as UTC');
});

week('finishing this week: each ticket on the day its ETA falls where I am; other weeks and no ETA left out', () => {
  const tickets = [
    { id: 'a', eta: '2026-11-16T23:30:00.000Z' },
    { id: 'b', eta: '2026-11-22T22:59:00.000Z' },
    { id: 'c', eta: '2026-11-23T00:30:00.000Z' },
    { id: 'd', eta: null },
    { id: 'e', eta: 'soon' },
  ];
  const utc = finishingThisWeek(tickets, NOV_18, 'UTC');
  assert.equal(utc.monday.map((t) => t.id), ['a']);
  assert.equal(utc.sunday.map((t) => t.id), ['b']);
  assert.equal(Object.values(utc).flat().length, 2, 'next week, no ETA and an unreadable one left out');
  const tokyo = finishingThisWeek(tickets, NOV_18, 'Asia/Tokyo');
  assert.equal(tokyo.tuesday.map((t) => t.id), ['a'], 'Monday 23:30 UTC is Tuesday in Tokyo');
  assert.equal(Object.values(tokyo).flat().map((t) => t.id), ['a'], 'Sunday 22:59 UTC is already next Monday in Tokyo');
  assert.equal(finishingThisWeek(tickets, NOV_18, null).monday.map((t) => t.id), ['a'], 'no zone reads as UTC');
  assert.is(timeOfDay('2026-11-16T23:30:00.000Z', 'Asia/Tokyo'), '08:30');
  assert.is(timeOfDay('2026-11-16T23:30:00.000Z', 'Mars/Olympus'), '23:30', 'an unknown zone reads as UTC');
});

week.run();
blackedOut.run();
banner.run();
