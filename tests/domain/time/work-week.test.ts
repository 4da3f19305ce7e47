/** The work week's rules (profile, §3 Role workWeek): times, both or neither, stop after start, on the form and in the profile schema. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Validated } from '../../../src/domain/shared/result.ts';
import { validateProfile } from '../../../src/domain/validation/validate-profile.ts';
import {
  DEFAULT_WORK_WEEK, isTime, minutesOf, normalizeTime, validateWorkWeek, WEEK_DAYS, weeklyMinutes, WORK_WEEK_FIELDS, WORK_WEEK_MESSAGES,
  workDayErrors, workWeekFormValues, workWeekFromForm, type WorkWeek,
} from '../../../src/domain/time/work-week.ts';

function said<T>(result: Validated<T>): string[] {
  assert.ok(!result.ok, `expected a refusal, got ${JSON.stringify(result)}`);
  return result.ok ? [] : result.errors.map((error) => `${error.field}: ${error.message}`);
}

const off = { startTime: null, stopTime: null };
const week = (changes: Partial<Record<string, unknown>> = {}) => ({ ...DEFAULT_WORK_WEEK, ...changes });

// ---------------------------------------------------------------------------------------------
const times = suite('work week: times');

times('24-hour HH:MM times from 00:00 to 23:59 are times; anything else is not', () => {
  for (const good of ['00:00', '09:00', '12:30', '23:59']) assert.ok(isTime(good), good);
  for (const bad of ['24:00', '9:00', '09:60', '0900', '09:00:00', ' 09:00', '', null, 900]) assert.not.ok(isTime(bad), String(bad));
});

times('minutes since midnight', () => {
  assert.is(minutesOf('00:00'), 0);
  assert.is(minutesOf('09:30'), 570);
  assert.is(minutesOf('23:59'), 1439);
});

times('a typed time is trimmed, and short hours or a dot or h separator read as HH:MM', () => {
  assert.is(normalizeTime(' 9:00 '), '09:00');
  assert.is(normalizeTime('9.30'), '09:30');
  assert.is(normalizeTime('17h45'), '17:45');
  assert.is(normalizeTime('17:00'), '17:00');
  assert.is(normalizeTime(' noon '), 'noon');
  assert.is(normalizeTime('123:00'), '123:00');
});

times.run();

// ---------------------------------------------------------------------------------------------
const days = suite('work week: one day');

days('a day off (neither time) and a day within one date are accepted', () => {
  assert.equal(workDayErrors('monday', off), []);
  assert.equal(workDayErrors('monday', {}), []);
  assert.equal(workDayErrors('monday', { startTime: '00:00', stopTime: '23:59' }), []);
});

days('a start without a stop, or a stop without a start, is refused on the missing one', () => {
  assert.equal(workDayErrors('tuesday', { startTime: '09:00', stopTime: null }), [{ field: 'workWeek.tuesday.stopTime', message: 'Tuesday needs both a start and a stop time, or neither' }]);
  assert.equal(workDayErrors('tuesday', { startTime: null, stopTime: '17:00' }), [{ field: 'workWeek.tuesday.startTime', message: 'Tuesday needs both a start and a stop time, or neither' }]);
});

days('an empty time asks for it; a malformed one says what a time looks like', () => {
  assert.equal(workDayErrors('friday', { startTime: '  ', stopTime: '25:00' }), [
    { field: 'workWeek.friday.startTime', message: 'Enter the Friday start time' },
    { field: 'workWeek.friday.stopTime', message: 'Friday stop must be a 24-hour time such as 09:00' },
  ]);
  assert.equal(workDayErrors('friday', { startTime: 9, stopTime: '17:00' }), [{ field: 'workWeek.friday.startTime', message: 'Friday start must be a 24-hour time such as 09:00' }]);
});

days('the stop must come after the start: a night shift over midnight is refused, and so is a zero-length day', () => {
  const refusal = [{ field: 'workWeek.saturday.stopTime', message: 'Saturday stop must be after its start: a shift cannot run past midnight' }];
  assert.equal(workDayErrors('saturday', { startTime: '22:00', stopTime: '06:00' }), refusal);
  assert.equal(workDayErrors('saturday', { startTime: '09:00', stopTime: '09:00' }), refusal);
  assert.equal(workDayErrors('saturday', { startTime: '09:00', stopTime: '09:01' }), []);
});

days('a day that is not an object counts as a day off', () => {
  assert.equal(workDayErrors('sunday', null), []);
});

days.run();

// ---------------------------------------------------------------------------------------------
const weeks = suite('work week: the whole week');

weeks('the default is Monday to Friday, 09:00 to 17:00, weekends off (40 hours)', () => {
  for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) assert.equal(DEFAULT_WORK_WEEK[day], { startTime: '09:00', stopTime: '17:00' });
  assert.equal(DEFAULT_WORK_WEEK.saturday, off);
  assert.equal(DEFAULT_WORK_WEEK.sunday, off);
  assert.is(weeklyMinutes(DEFAULT_WORK_WEEK), 40 * 60);
  assert.is(weeklyMinutes(week({ monday: { startTime: '17:00', stopTime: '09:00' }, tuesday: { startTime: '09:00', stopTime: null } }) as WorkWeek), 24 * 60);
});

weeks('a valid week comes back with absent times as null; a week without any work day is fine', () => {
  const checked = validateWorkWeek(week({ sunday: {} }));
  assert.ok(checked.ok);
  assert.equal(checked.ok && checked.value.sunday, off);
  assert.ok(validateWorkWeek(Object.fromEntries(WEEK_DAYS.map((day) => [day, off]))).ok);
});

weeks('every refused day is reported, Monday first', () => {
  assert.equal(said(validateWorkWeek(week({ sunday: { startTime: '10:00', stopTime: '08:00' }, monday: { startTime: '8', stopTime: '12:00' } }))), [
    'workWeek.monday.startTime: Monday start must be a 24-hour time such as 09:00',
    'workWeek.sunday.stopTime: Sunday stop must be after its start: a shift cannot run past midnight',
  ]);
});

weeks('a week that misses a day, or is no object, is refused as a whole', () => {
  const { sunday: _sunday, ...sixDays } = DEFAULT_WORK_WEEK;
  for (const bad of [sixDays, null, [], 'mon-fri', { ...DEFAULT_WORK_WEEK, monday: null }]) assert.equal(said(validateWorkWeek(bad)), [`workWeek: ${WORK_WEEK_MESSAGES.week}`], JSON.stringify(bad));
});

weeks.run();

// ---------------------------------------------------------------------------------------------
const form = suite('work week: the form');

form('the form has works, start and stop per day, Monday to Sunday', () => {
  assert.is(WORK_WEEK_FIELDS.length, 21);
  assert.equal(WORK_WEEK_FIELDS.slice(0, 3), ['workWeek.monday.works', 'workWeek.monday.startTime', 'workWeek.monday.stopTime']);
  assert.is(WORK_WEEK_FIELDS[20], 'workWeek.sunday.stopTime');
});

form('a week becomes text values: a day with hours is ticked, an off day is not and its boxes are empty', () => {
  const values = workWeekFormValues(DEFAULT_WORK_WEEK);
  assert.is(values['workWeek.monday.works'], 'true');
  assert.is(values['workWeek.monday.startTime'], '09:00');
  assert.is(values['workWeek.sunday.works'], '');
  assert.is(values['workWeek.sunday.stopTime'], '');
  assert.is(workWeekFormValues({ ...DEFAULT_WORK_WEEK, sunday: { startTime: '10:00', stopTime: null } })['workWeek.sunday.works'], 'true');
});

form('the values give back the week; an unticked day is off whatever its boxes hold, a ticked one keeps its empty box for the rules', () => {
  assert.equal(workWeekFromForm(workWeekFormValues(DEFAULT_WORK_WEEK)), DEFAULT_WORK_WEEK);
  const values = { ...workWeekFormValues(DEFAULT_WORK_WEEK), 'workWeek.monday.works': '', 'workWeek.sunday.works': 'true', 'workWeek.sunday.startTime': ' 8:30', 'workWeek.tuesday.stopTime': '' };
  const read = workWeekFromForm(values);
  assert.equal(read.monday, off);
  assert.equal(read.sunday, { startTime: '08:30', stopTime: '' });
  assert.equal(read.tuesday, { startTime: '09:00', stopTime: '' });
  assert.equal(workWeekFromForm({ 'workWeek.monday.works': 'true' }).monday, { startTime: '', stopTime: '' });
});

form.run();

// ---------------------------------------------------------------------------------------------
const profile = suite('work week in the profile schema (client and server)');
const person = { type: 'MEMBER', name: 'Casey' };

profile('a profile without a work week leaves it out; with a valid one it is kept', () => {
  const without = validateProfile(person);
  assert.ok(without.ok && !('workWeek' in without.value));
  const withWeek = validateProfile({ ...person, workWeek: DEFAULT_WORK_WEEK });
  assert.equal(withWeek.ok && withWeek.value.workWeek, DEFAULT_WORK_WEEK);
});

profile('absent times of a day (a GraphQL input leaves them out) are kept as null', () => {
  const checked = validateProfile({ ...person, workWeek: week({ saturday: {}, sunday: { startTime: null } }) });
  assert.equal(checked.ok && checked.value.workWeek?.saturday, off);
  assert.equal(checked.ok && checked.value.workWeek?.sunday, off);
});

profile('the day rules come with the other profile errors, in the form order', () => {
  assert.equal(said(validateProfile({ type: 'MEMBER', name: ' ', workWeek: week({ wednesday: { startTime: '23:00', stopTime: '01:00' } }) })), [
    'name: User name is required',
    'workWeek.wednesday.stopTime: Wednesday stop must be after its start: a shift cannot run past midnight',
  ]);
  assert.equal(said(validateProfile({ ...person, workWeek: week({ monday: { startTime: '9am', stopTime: '17:00' } }) })), ['workWeek.monday.startTime: Monday start must be a 24-hour time such as 09:00']);
});

profile('a malformed week is refused by the schema too: unknown days, unknown day fields, missing days', () => {
  assert.equal(said(validateProfile({ ...person, workWeek: { ...DEFAULT_WORK_WEEK, funday: off } })), [`workWeek: ${WORK_WEEK_MESSAGES.week}`]);
  assert.equal(said(validateProfile({ ...person, workWeek: { ...DEFAULT_WORK_WEEK, monday: { ...off, lunch: '12:00' } } })), [`workWeek: ${WORK_WEEK_MESSAGES.week}`]);
  assert.equal(said(validateProfile({ ...person, workWeek: { monday: off } })), [`workWeek: ${WORK_WEEK_MESSAGES.week}`]);
});

profile.run();
