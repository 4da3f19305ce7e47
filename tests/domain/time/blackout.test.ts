/** Blackout times: the rules the admin forms and the server share, who a blackout is for, and which blackouts touch a week or a day. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  appliesTo, appliesToText, BLACKOUT_MESSAGES, deleteBlackoutText, instantOf, rolesText, splitByNow, validateOneOff, validateRecurring, weekdaysOf, weekdaysText,
  type OneOffBlackout, type RecurringBlackout,
} from '../../../src/domain/time/blackout.ts';
import {
  addDays, addMonths, blackoutsTouching, daySpan, isoToLocal, localToIso, mondayOf, monthGrid, monthKey, monthLabel, monthOf, parseMonth,
  recurringOccurrences, wallClock, weekdayOf, weekSpan, zonedInstant,
} from '../../../src/domain/time/blackout-calendar.ts';
import type { Validated } from '../../../src/domain/shared/result.ts';

function said<T>(result: Validated<T>): string[] {
  assert.ok(!result.ok, `expected a refusal, got ${JSON.stringify(result)}`);
  return result.ok ? [] : result.errors.map((error) => `${error.field}: ${error.message}`);
}

const oneOff = (over: Partial<OneOffBlackout> = {}): OneOffBlackout => ({
  id: '1', name: 'Launch day', start: '2026-11-25T00:00:00.000Z', stop: '2026-11-26T00:00:00.000Z', roles: [], ...over,
});
const weekly = (over: Partial<RecurringBlackout> = {}): RecurringBlackout => ({
  id: '7', name: 'Friday demo hour', weekdays: ['friday'], startTime: '15:00', stopTime: '16:00', timeZone: 'Europe/Lisbon', roles: [], ...over,
});

// ---------------------------------------------------------------------------------------------
const rules = suite('blackout: rules');

rules('a one-off blackout needs a name, a start, and a stop after it; role ids are kept once', () => {
  const good = validateOneOff({ name: '  Launch day ', start: '2026-11-25T09:00:00Z', stop: '2026-11-25T17:00:00+00:00', roleIds: ['4', '4', '5'] });
  assert.equal(good, { ok: true, value: { name: 'Launch day', start: '2026-11-25T09:00:00.000Z', stop: '2026-11-25T17:00:00.000Z', roleIds: ['4', '5'] } });
  assert.equal(validateOneOff({ name: 'x', start: '2026-11-25T09:00:00Z', stop: '2026-11-26T09:00:00Z' }).ok, true, 'no roles: everyone');
  assert.equal(said(validateOneOff({ name: ' ', start: 'soon', stop: '' })), ['name: Name is required', `start: ${BLACKOUT_MESSAGES.start}`, `stop: ${BLACKOUT_MESSAGES.stop}`]);
  assert.equal(said(validateOneOff({ name: 'x'.repeat(129), start: '2026-11-25T09:00:00Z', stop: '2026-11-25T09:00:00Z' })), [
    'name: Name must be at most 128 characters',
    `stop: ${BLACKOUT_MESSAGES.order}`,
  ]);
  assert.ok(validateOneOff({ name: 'x'.repeat(128), start: '2026-11-25T09:00:00Z', stop: '2026-11-25T09:01:00Z' }).ok);
  assert.equal(said(validateOneOff({ name: 'x', start: '2026-11-25T09:00:00Z', stop: '2026-11-25T08:00:00Z' })), [`stop: ${BLACKOUT_MESSAGES.order}`]);
  assert.equal(said(validateOneOff({ name: 'x', start: '2026-11-25T09:00:00Z', stop: '2026-11-25T10:00:00Z', roleIds: 'everyone' })), [`roleIds: ${BLACKOUT_MESSAGES.role}`]);
  assert.equal(said(validateOneOff({ name: 'x', start: '2026-11-25T09:00:00Z', stop: '2026-11-25T10:00:00Z', roleIds: [1] })), [`roleIds: ${BLACKOUT_MESSAGES.role}`]);
  const many = Array.from({ length: 1001 }, (_, index) => String(index));
  assert.equal(said(validateOneOff({ name: 'x', start: '2026-11-25T09:00:00Z', stop: '2026-11-25T10:00:00Z', roleIds: many })), [`roleIds: ${BLACKOUT_MESSAGES.roles}`]);
});

rules('instants: ISO strings only', () => {
  assert.is(instantOf('2026-11-25T09:00:00+01:00'), '2026-11-25T08:00:00.000Z');
  for (const bad of [null, 3, '', '  ', 'not a date']) assert.is(instantOf(bad), null, String(bad));
});

rules('a recurring blackout needs weekdays, a start before its stop on one day, and a real time zone', () => {
  const good = validateRecurring({ name: 'Demo hour', weekdays: ['friday', 'monday', 'friday'], startTime: '9:30', stopTime: '10:00', timeZone: ' Europe/Lisbon ' });
  assert.equal(good, { ok: true, value: { name: 'Demo hour', weekdays: ['monday', 'friday'], startTime: '09:30', stopTime: '10:00', timeZone: 'Europe/Lisbon', roleIds: [] } });
  assert.equal(said(validateRecurring({ name: 'x', weekdays: [], startTime: '25:00', stopTime: 'later', timeZone: 'Mars/Olympus' })), [
    `weekdays: ${BLACKOUT_MESSAGES.weekdays}`,
    `startTime: ${BLACKOUT_MESSAGES.startTime}`,
    `stopTime: ${BLACKOUT_MESSAGES.stopTime}`,
    `timeZone: ${BLACKOUT_MESSAGES.timeZone}`,
  ]);
  assert.equal(said(validateRecurring({ name: 'x', weekdays: ['funday'], startTime: '10:00', stopTime: '10:00', timeZone: 'UTC' })), [
    `weekdays: ${BLACKOUT_MESSAGES.weekday('funday')}`,
    `stopTime: ${BLACKOUT_MESSAGES.timeOrder}`,
  ]);
  assert.equal(said(validateRecurring({ name: null, startTime: ' ' })), [
    'name: Name is required',
    `weekdays: ${BLACKOUT_MESSAGES.weekdays}`,
    `startTime: ${BLACKOUT_MESSAGES.startTimeMissing}`,
    `stopTime: ${BLACKOUT_MESSAGES.stopTimeMissing}`,
    `timeZone: ${BLACKOUT_MESSAGES.timeZone}`,
  ]);
  assert.equal(weekdaysOf(['sunday', 'monday']), ['monday', 'sunday']);
  assert.equal(weekdaysOf('monday'), []);
});

rules('who a blackout is for, and how lists say it', () => {
  assert.ok(appliesTo(oneOff(), '4'), 'no roles: everyone');
  assert.ok(appliesTo(oneOff(), null));
  assert.ok(appliesTo(oneOff({ roles: [{ id: '4', name: 'Ana' }] }), '4'));
  assert.not.ok(appliesTo(oneOff({ roles: [{ id: '4', name: 'Ana' }] }), '5'));
  assert.not.ok(appliesTo(oneOff({ roles: [{ id: '4', name: 'Ana' }] }), null));
  assert.is(rolesText([]), 'Everyone');
  assert.is(rolesText([{ id: '4', name: 'Ana' }, { id: '5', name: 'Bo' }]), 'Ana, Bo');
  assert.is(weekdaysText(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']), 'Every day');
  assert.is(weekdaysText(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']), 'Weekdays');
  assert.is(weekdaysText(['friday']), 'Friday');
  assert.is(weekdaysText(['friday', 'monday', 'wednesday']), 'Mon, Wed, Fri');
  assert.is(weekdaysText(['monday', 'tuesday', 'wednesday', 'thursday', 'saturday']), 'Mon, Tue, Wed, Thu, Sat');
});

rules('the delete confirmation says who a blackout applies to', () => {
  const ana = { id: '4', name: 'Ana' };
  const bo = { id: '5', name: 'Bo' };
  assert.is(appliesToText([]), 'everyone in the organization');
  assert.is(appliesToText([ana, bo, { id: '6', name: 'Cy' }]), 'Ana, Bo and Cy');
  assert.is(deleteBlackoutText('Offsite', []), 'Offsite will be deleted for everyone in the organization. This cannot be undone.');
  assert.is(deleteBlackoutText('Lunch', [ana]), 'Lunch applies to Ana only. It will be deleted for them. This cannot be undone.');
  assert.is(deleteBlackoutText('Lunch', [ana, bo]), 'Lunch applies to Ana and Bo only. It will be deleted for all of them. This cannot be undone.');
});

rules('lists: what is not over yet first, soonest first; past ones after, latest first', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const list = [
    oneOff({ id: '1', start: '2026-11-01T00:00:00Z', stop: '2026-11-02T00:00:00Z' }),
    oneOff({ id: '2', start: '2026-12-01T00:00:00Z', stop: '2026-12-02T00:00:00Z' }),
    oneOff({ id: '3', start: '2026-11-22T00:00:00Z', stop: '2026-11-23T00:00:00Z' }),
    oneOff({ id: '4', start: '2026-11-10T00:00:00Z', stop: '2026-11-22T12:00:00Z' }),
  ];
  const { upcoming, past } = splitByNow(list, now);
  assert.equal(upcoming.map((b) => b.id), ['3', '2']);
  assert.equal(past.map((b) => b.id), ['4', '1']);
});

rules.run();

// ---------------------------------------------------------------------------------------------
const clock = suite('blackout: wall clocks and dates');

clock('a wall-clock time of a zone is the instant it names, across summer time', () => {
  assert.is(new Date(zonedInstant('2026-07-03', '15:00', 'Europe/Lisbon')).toISOString(), '2026-07-03T14:00:00.000Z');
  assert.is(new Date(zonedInstant('2026-11-27', '15:00', 'Europe/Lisbon')).toISOString(), '2026-11-27T15:00:00.000Z');
  assert.is(new Date(zonedInstant('2026-11-27', '09:00', 'America/New_York')).toISOString(), '2026-11-27T14:00:00.000Z');
  assert.is(new Date(zonedInstant('2026-11-27', '09:00', 'Asia/Tokyo')).toISOString(), '2026-11-27T00:00:00.000Z');
  assert.equal(wallClock(Date.parse('2026-11-27T00:30:00Z'), 'America/New_York').date, '2026-11-26');
  assert.is(wallClock(Date.parse('2026-11-27T00:30:00Z'), 'UTC').time, '00:30');
});

clock('dates: days, weekdays, Mondays, months', () => {
  assert.is(addDays('2026-12-31', 1), '2027-01-01');
  assert.is(addDays('2026-03-01', -1), '2026-02-28');
  assert.is(weekdayOf('2026-11-22'), 'sunday');
  assert.is(weekdayOf('2026-11-23'), 'monday');
  assert.is(mondayOf('2026-11-22'), '2026-11-16');
  assert.is(mondayOf('2026-11-23'), '2026-11-23');
  assert.equal(monthOf('2026-11-22'), { year: 2026, month: 11 });
  assert.equal(addMonths({ year: 2026, month: 12 }, 1), { year: 2027, month: 1 });
  assert.equal(addMonths({ year: 2026, month: 1 }, -1), { year: 2025, month: 12 });
  assert.is(monthKey({ year: 2026, month: 3 }), '2026-03');
  assert.equal(parseMonth('2026-03'), { year: 2026, month: 3 });
  for (const bad of ['2026-13', '2026-00', '26-03', '', null, undefined]) assert.is(parseMonth(bad), null, String(bad));
  assert.is(monthLabel({ year: 2026, month: 11 }), 'November 2026');
});

clock('date-and-time fields: the wall clock of a zone, both ways', () => {
  assert.is(localToIso('2026-07-03T15:00', 'Europe/Lisbon'), '2026-07-03T14:00:00.000Z');
  assert.is(localToIso('2026-07-03 15:00', 'UTC'), '2026-07-03T15:00:00.000Z');
  for (const bad of ['', '2026-07-03', '2026-07-03T25:00', '2026-13-03T10:00', 'soon']) assert.is(localToIso(bad, 'UTC'), null, bad);
  assert.is(isoToLocal('2026-07-03T14:00:00.000Z', 'Europe/Lisbon'), '2026-07-03T15:00');
  assert.is(isoToLocal('nope', 'UTC'), '');
});

clock.run();

// ---------------------------------------------------------------------------------------------
const touching = suite('blackout: what touches a week or a day');

touching('a recurring blackout is on each of its weekdays in its own zone', () => {
  const week = { from: Date.parse('2026-11-23T00:00:00Z'), to: Date.parse('2026-11-30T00:00:00Z') };
  const found = recurringOccurrences(weekly({ weekdays: ['monday', 'friday'] }), week);
  assert.equal(found.map((o) => [o.date, new Date(o.start).toISOString(), new Date(o.stop).toISOString()]), [
    ['2026-11-23', '2026-11-23T15:00:00.000Z', '2026-11-23T16:00:00.000Z'],
    ['2026-11-27', '2026-11-27T15:00:00.000Z', '2026-11-27T16:00:00.000Z'],
  ]);
  assert.equal(recurringOccurrences(weekly(), { from: week.to, to: week.from }), []);
  // Tokyo's Monday morning is Sunday in UTC: it belongs to a span that ends on Monday 00:00 UTC.
  const tokyo = recurringOccurrences(weekly({ weekdays: ['monday'], startTime: '08:00', stopTime: '09:00', timeZone: 'Asia/Tokyo' }), { from: Date.parse('2026-11-22T00:00:00Z'), to: Date.parse('2026-11-23T00:00:00Z') });
  assert.equal(tokyo.map((o) => o.date), ['2026-11-23']);
});

touching('the blackouts of a span for a role, one-offs and recurring days in time order', () => {
  const week = weekSpan(Date.parse('2026-11-25T10:00:00Z'), 'UTC');
  assert.is(week.monday, '2026-11-23');
  assert.is(week.to - week.from, 7 * 24 * 3600 * 1000);
  const oneOffs = [
    oneOff({ id: '1', name: 'Launch day' }),
    oneOff({ id: '2', name: 'Offsite', start: '2026-12-10T00:00:00Z', stop: '2026-12-12T00:00:00Z' }),
    oneOff({ id: '3', name: 'Only for Bo', roles: [{ id: '5', name: 'Bo' }] }),
    oneOff({ id: '4', name: 'Ends on Monday', start: '2026-11-20T00:00:00Z', stop: '2026-11-23T00:00:00Z' }),
  ];
  const recurring = [weekly(), weekly({ id: '8', name: 'Ana’s Tuesday', weekdays: ['tuesday'], roles: [{ id: '4', name: 'Ana' }] })];
  const forAna = blackoutsTouching(oneOffs, recurring, week, '4');
  assert.equal(forAna.map((o) => `${o.kind} ${o.name}`), ['recurring Ana’s Tuesday', 'scheduled Launch day', 'recurring Friday demo hour']);
  const forBo = blackoutsTouching(oneOffs, recurring, week, '5');
  assert.equal(forBo.map((o) => o.name), ['Launch day', 'Only for Bo', 'Friday demo hour']);
  assert.is(blackoutsTouching(oneOffs, recurring, week, null).length, 4);
  const day = daySpan('2026-11-25', 'UTC');
  assert.equal(blackoutsTouching(oneOffs, recurring, day, '4').map((o) => o.name), ['Launch day']);
});

touching('a month as weeks from Monday, each day with its blackouts', () => {
  const oneOffs = [oneOff({ id: '1', name: 'Offsite', start: '2026-11-29T22:00:00Z', stop: '2026-12-02T10:00:00Z' })];
  const grid = monthGrid({ year: 2026, month: 11 }, oneOffs, [weekly()], 'UTC');
  assert.is(grid.length, 6, 'November 2026 starts on a Sunday and ends on a Monday');
  assert.equal(grid[0]!.map((day) => day.date), ['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
  assert.equal(grid[0]!.map((day) => day.inMonth), [false, false, false, false, false, false, true]);
  assert.is(grid[5]![0]!.date, '2026-11-30');
  assert.is(grid[5]![6]!.date, '2026-12-06');
  const named = (date: string) => grid.flat().find((day) => day.date === date)!.blackouts.map((o) => o.name);
  assert.equal(named('2026-11-27'), ['Friday demo hour']);
  assert.equal(named('2026-11-26'), []);
  assert.equal(named('2026-11-29'), ['Offsite']);
  assert.equal(named('2026-11-30'), ['Offsite']);
  assert.equal(named('2026-12-02'), ['Offsite']);
  assert.equal(named('2026-12-04'), ['Friday demo hour']);
  // The same one-off in Tokyo (UTC+9) starts on the 30th.
  const tokyo = monthGrid({ year: 2026, month: 11 }, oneOffs, [], 'Asia/Tokyo');
  assert.equal(tokyo.flat().filter((day) => day.blackouts.length > 0).map((day) => day.date), ['2026-11-30', '2026-12-01', '2026-12-02']);
  assert.is(monthGrid({ year: 2027, month: 2 }, [], [], 'UTC').length, 4, 'February 2027 is four whole weeks from a Monday');
});

touching('a recurring blackout falls on the viewer\'s days, not its own zone\'s dates', () => {
  // Friday 20:00-21:30 in Lisbon (UTC+0 in November) is Saturday 05:00-06:30 in Tokyo.
  const evening = weekly({ name: 'Late rehearsal', startTime: '20:00', stopTime: '21:30' });
  const tokyo = monthGrid({ year: 2026, month: 11 }, [], [evening], 'Asia/Tokyo').flat();
  const on = (date: string) => tokyo.find((day) => day.date === date)!.blackouts.map((o) => o.name);
  assert.equal(on('2026-11-27'), [], 'not on the Friday in Tokyo');
  assert.equal(on('2026-11-28'), ['Late rehearsal'], 'on the Saturday in Tokyo');
  // Seen from Lisbon it stays on Friday.
  const lisbon = monthGrid({ year: 2026, month: 11 }, [], [evening], 'Europe/Lisbon').flat();
  assert.equal(lisbon.find((day) => day.date === '2026-11-27')!.blackouts.map((o) => o.name), ['Late rehearsal']);
});

touching.run();

// ---------------------------------------------------------------------------------------------
const forms = suite('blackout: forms and answers');

forms('a one-off form starts from the blackout (in the person’s zone) or from tomorrow, and checks like the server', async () => {
  const { oneOffFieldsOf, validateOneOffFields, ONE_OFF_FIELDS } = await import('../../../src/domain/time/blackout-forms.ts');
  assert.equal(ONE_OFF_FIELDS.map((field) => field.label), ['Name', 'Start', 'Stop', 'Roles']);
  assert.equal(oneOffFieldsOf(null, 'UTC', '2026-11-23'), { name: '', start: '2026-11-23T00:00', stop: '', roleIds: [] });
  const stored = oneOff({ start: '2026-07-03T14:00:00.000Z', stop: '2026-07-03T16:00:00.000Z', roles: [{ id: '4', name: 'Ana' }] });
  const fields = oneOffFieldsOf(stored, 'Europe/Lisbon', '2026-07-01');
  assert.equal(fields, { name: 'Launch day', start: '2026-07-03T15:00', stop: '2026-07-03T17:00', roleIds: ['4'] });
  assert.equal(validateOneOffFields(fields, 'Europe/Lisbon'), { ok: true, value: { name: 'Launch day', start: stored.start, stop: stored.stop, roleIds: ['4'] } });
  assert.equal(said(validateOneOffFields({ ...fields, stop: '' }, 'UTC')), [`stop: ${BLACKOUT_MESSAGES.stop}`]);
  assert.equal(said(validateOneOffFields({ ...fields, stop: '2026-07-03T15:00' }, 'UTC')), [`stop: ${BLACKOUT_MESSAGES.order}`]);
});

forms('a recurring form starts in the person’s zone and checks like the server', async () => {
  const { recurringFieldsOf, validateRecurringFields, RECURRING_FIELDS } = await import('../../../src/domain/time/blackout-forms.ts');
  assert.equal(RECURRING_FIELDS.map((field) => field.name), ['name', 'weekdays', 'startTime', 'stopTime', 'timeZone', 'roleIds']);
  assert.equal(recurringFieldsOf(null, 'Asia/Tokyo'), { name: '', weekdays: [], startTime: '', stopTime: '', timeZone: 'Asia/Tokyo', roleIds: [] });
  const fields = recurringFieldsOf(weekly({ roles: [{ id: '4', name: 'Ana' }] }), 'Asia/Tokyo');
  assert.equal(fields, { name: 'Friday demo hour', weekdays: ['friday'], startTime: '15:00', stopTime: '16:00', timeZone: 'Europe/Lisbon', roleIds: ['4'] });
  assert.ok(validateRecurringFields(fields).ok);
  assert.equal(said(validateRecurringFields({ ...fields, weekdays: [] })), [`weekdays: ${BLACKOUT_MESSAGES.weekdays}`]);
});

forms('server answers are blackouts only with the right shape', async () => {
  const { isOneOffBlackout, isRecurringBlackout, isListOf } = await import('../../../src/domain/time/blackout-forms.ts');
  assert.ok(isOneOffBlackout(oneOff({ roles: [{ id: '4', name: 'Ana' }] })));
  assert.ok(isRecurringBlackout(weekly()));
  for (const bad of [null, [], 'x', { ...oneOff(), start: 3 }, { ...oneOff(), roles: [{ id: 4 }] }, { ...oneOff(), roles: null }]) assert.not.ok(isOneOffBlackout(bad), JSON.stringify(bad));
  for (const bad of [null, { ...weekly(), weekdays: ['caturday'] }, { ...weekly(), timeZone: null }, { ...weekly(), roles: [null] }]) assert.not.ok(isRecurringBlackout(bad), JSON.stringify(bad));
  assert.ok(isListOf(isRecurringBlackout)([weekly()]));
  assert.not.ok(isListOf(isRecurringBlackout)({}));
});

forms.run();

test_formats();
function test_formats() {
  const formats = suite('blackout: how dates read');
  formats('instants, dates and paths', async () => {
    const { formatInstant, formatDate } = await import('../../../src/domain/time/blackout-calendar.ts');
    const { blackoutPath } = await import('../../../src/domain/shared/blackout-paths.ts');
    assert.is(formatInstant('2026-12-01T09:05:00Z', 'UTC'), 'Tue, Dec 1, 2026, 09:05');
    assert.is(formatInstant(Date.parse('2026-12-01T09:05:00Z'), 'Asia/Tokyo'), 'Tue, Dec 1, 2026, 18:05');
    assert.is(formatDate('2026-11-27'), 'Friday, November 27');
    const { occurrenceText } = await import('../../../src/domain/time/blackout-calendar.ts');
    assert.is(occurrenceText({ start: Date.parse('2026-11-27T15:00:00Z'), stop: Date.parse('2026-11-27T16:00:00Z') }, 'UTC'), 'Fri, Nov 27, 15:00–16:00');
    assert.is(occurrenceText({ start: Date.parse('2026-11-24T00:00:00Z'), stop: Date.parse('2026-11-25T00:00:00Z') }, 'UTC'), 'Tue, Nov 24, 00:00 – Wed, Nov 25, 00:00');
    assert.is(blackoutPath('calendar'), 'admin/blackout/calendar');
    assert.is(blackoutPath('scheduled', '12'), 'admin/blackout/scheduled/12');
    assert.is(blackoutPath('recurring', 'new'), 'admin/blackout/recurring/new');
  });
  formats.run();
}
