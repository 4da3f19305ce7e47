/** My week (src/domain/my-week.ts) and the time-zone banner rules (src/domain/time-zone-banner.ts). */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { dayHours, formatHours, minutesOf, myWeek, weekDayAt, WEEK_DAYS } from '../../src/domain/my-week.ts';
import type { WeekDay, WorkDay } from '../../src/domain/session.ts';
import { canonicalZone, pairKey, readDismissed, TIME_ZONE_BANNER_TEXT, timeZoneMismatch, withDismissed } from '../../src/domain/time-zone-banner.ts';

const NINE_TO_FIVE: WorkDay = { startTime: '09:00', stopTime: '17:00' };
const OFF: WorkDay = { startTime: null, stopTime: null };
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
  assert.equal(view.days[5], { day: 'saturday', start: null, stop: null, hours: 0, off: true, today: false });
  assert.equal(view.days[0], { day: 'monday', start: '09:00', stop: '17:00', hours: 8, off: false, today: false });
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

week.run();
banner.run();
