/** The projection input: defaults, normalized forms, and a one-line reason for every refusal. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  DEFAULT_SEED, DEFAULT_SIMULATIONS, MAX_SIMULATIONS, parseClock, parseInstant, parseProjectionInput, seedError, simulationsError,
} from '../../../src/domain/projection/projection-input.ts';

const good = () => ({
  start: '2025-03-03T14:00:00Z',
  people: [{ id: 'p1', timeZone: 'Europe/Berlin', week: [{ day: 'monday', start: '09:00', stop: '17:00' }] }],
  tasks: [{ id: 't1', ticket: 'T1', person: 'p1', hours: [1, 3, 8], splittable: false }],
});

/** The refusal of a changed copy of the good input. */
function refusal(change: (json: ReturnType<typeof good> & Record<string, unknown>) => void): string {
  const json = good() as ReturnType<typeof good> & Record<string, unknown>;
  change(json);
  const parsed = parseProjectionInput(json);
  assert.not.ok(parsed.ok, 'expected a refusal');
  return parsed.ok ? '' : parsed.error;
}

const defaults = suite('projection input: defaults and normal forms');

defaults('fills simulations, seed, time off, after, rank and started in', () => {
  const parsed = parseProjectionInput(good());
  assert.ok(parsed.ok);
  if (!parsed.ok) return;
  assert.is(parsed.input.start, Date.UTC(2025, 2, 3, 14));
  assert.is(parsed.input.simulations, DEFAULT_SIMULATIONS);
  assert.is(parsed.input.seed, DEFAULT_SEED);
  assert.is(DEFAULT_SIMULATIONS, 2000);
  assert.is(DEFAULT_SEED, 1);
  assert.equal(parsed.input.people[0], { id: 'p1', timeZone: 'Europe/Berlin', week: [{ day: 0, start: 540, stop: 1020 }], timeOff: [] });
  assert.equal(parsed.input.tasks[0], { id: 't1', ticket: 'T1', person: 'p1', hours: [1, 3, 8], splittable: false, after: [], rank: 0, started: false });
});

defaults('keeps given values, drops repeated waits, and reads 24:00 as the end of the day', () => {
  const json = good();
  Object.assign(json, { simulations: 5, seed: -7 });
  Object.assign(json.people[0]!, { week: [{ day: 'sunday', start: '22:00', stop: '24:00' }], timeOff: [{ start: '2025-03-17T00:00:00+01:00', stop: '2025-03-18T00:00:00.5Z' }] });
  json.tasks.push({ id: 't2', ticket: 'T1', person: 'p1', hours: [0, 0, 0], splittable: true, after: ['t1', 't1'], rank: -2.5, started: true } as never);
  const parsed = parseProjectionInput(json);
  assert.ok(parsed.ok);
  if (!parsed.ok) return;
  assert.is(parsed.input.simulations, 5);
  assert.is(parsed.input.seed, -7);
  assert.equal(parsed.input.people[0]!.week, [{ day: 6, start: 1320, stop: 1440 }]);
  assert.equal(parsed.input.people[0]!.timeOff, [{ start: Date.UTC(2025, 2, 16, 23), stop: Date.UTC(2025, 2, 18, 0, 0, 0, 500) }]);
  assert.equal(parsed.input.tasks[1], { id: 't2', ticket: 'T1', person: 'p1', hours: [0, 0, 0], splittable: true, after: ['t1'], rank: -2.5, started: true });
});

defaults('empty people and tasks are a valid input', () => {
  const parsed = parseProjectionInput({ start: '2025-03-03T14:00Z', people: [], tasks: [] });
  assert.ok(parsed.ok);
});

const refusals = suite('projection input: refusals name the field and the value');

refusals('the input must be an object with a start, people and tasks', () => {
  assert.equal(parseProjectionInput([]), { ok: false, error: 'the input must be an object' });
  assert.equal(parseProjectionInput(null), { ok: false, error: 'the input must be an object' });
  assert.match(refusal((j) => delete (j as Record<string, unknown>)['start']), 'start must be an ISO date-time with a zone, like "2025-03-03T14:00:00Z", but it is missing');
  assert.match(refusal((j) => ((j as Record<string, unknown>)['people'] = {})), 'people must be a list');
  assert.match(refusal((j) => delete (j as Record<string, unknown>)['tasks']), 'tasks must be a list');
});

refusals('start must be a real ISO date-time with a zone designator', () => {
  for (const start of ['2025-03-03', '2025-03-03T14:00:00', '2025-02-30T00:00:00Z', 'soon', 20250303]) {
    assert.match(refusal((j) => (j.start = start as string)), 'start must be an ISO date-time', String(start));
  }
});

refusals('simulations must be a whole number from 1 to the maximum; the seed a whole number', () => {
  assert.match(refusal((j) => (j['simulations'] = 0)), 'simulations must be at least 1, got 0');
  assert.match(refusal((j) => (j['simulations'] = 2.5)), 'simulations must be a whole number, got 2.5');
  assert.match(refusal((j) => (j['simulations'] = '10')), 'simulations must be a whole number, got "10"');
  assert.match(refusal((j) => (j['simulations'] = MAX_SIMULATIONS + 1)), `simulations must be at most ${MAX_SIMULATIONS}`);
  assert.match(refusal((j) => (j['seed'] = 1.5)), 'seed must be a whole number, got 1.5');
  assert.match(refusal((j) => (j['seed'] = null)), 'seed must be a whole number, got null');
});

refusals('people need an id, a known time zone, a week of good spans and good time off', () => {
  assert.match(refusal((j) => ((j.people as unknown[])[0] = 'p1')), 'people[0] must be an object');
  assert.match(refusal((j) => (j.people[0]!.id = '')), 'people[0].id must be a non-empty string, got ""');
  assert.match(refusal((j) => (j.people[0]!.timeZone = 'Mars/Base')), 'people[0] (p1).timeZone is not a known IANA time zone: "Mars/Base"');
  assert.match(refusal((j) => delete (j.people[0] as Record<string, unknown>)['week']), 'people[0] (p1).week must be a list');
  assert.match(refusal((j) => ((j.people[0]!.week[0] as Record<string, unknown>)['day'] = 'Monday')), 'people[0] (p1).week[0].day must be one of monday, tuesday');
  assert.match(refusal((j) => (j.people[0]!.week[0]!.start = '9:00')), "people[0] (p1).week[0].start must be a time 'HH:MM' from 00:00 to 23:59, got \"9:00\"");
  assert.match(refusal((j) => (j.people[0]!.week[0]!.start = '24:00')), 'week[0].start must be a time');
  assert.match(refusal((j) => delete (j.people[0]!.week[0] as Record<string, unknown>)['start']), 'week[0].start must be a time \'HH:MM\' from 00:00 to 23:59, but it is missing');
  assert.match(refusal((j) => (j.people[0]!.week[0]!.stop = '17:60')), "week[0].stop must be a time 'HH:MM' from 00:01 to 24:00");
  assert.match(refusal((j) => (j.people[0]!.week[0]!.stop = '24:01')), 'week[0].stop must be a time');
  assert.match(refusal((j) => delete (j.people[0]!.week[0] as Record<string, unknown>)['stop']), 'week[0].stop must be a time \'HH:MM\' from 00:01 to 24:00, but it is missing');
  assert.match(refusal((j) => (j.people[0]!.week[0]!.stop = '09:00')), 'people[0] (p1).week[0].stop must be after its start (09:00), got 09:00');
  assert.match(refusal((j) => Object.assign(j.people[0]!, { timeOff: 'none' })), 'people[0] (p1).timeOff must be a list');
  assert.match(refusal((j) => Object.assign(j.people[0]!, { timeOff: [{ start: '2025-03-05T00:00:00Z' }] })), 'people[0] (p1).timeOff[0].stop must be an ISO date-time');
  assert.match(
    refusal((j) => Object.assign(j.people[0]!, { timeOff: [{ start: '2025-03-05T00:00:00Z', stop: '2025-03-05T00:00:00Z' }] })),
    'people[0] (p1).timeOff[0].stop must be after its start, got 2025-03-05T00:00:00Z',
  );
  assert.match(refusal((j) => j.people.push({ ...j.people[0]! })), 'people[1].id repeats the id "p1"');
});

refusals('tasks need an id, a ticket, a person, three-point hours, a splittable flag and good optional fields', () => {
  assert.match(refusal((j) => ((j.tasks as unknown[])[0] = 7)), 'tasks[0] must be an object');
  assert.match(refusal((j) => delete (j.tasks[0] as Record<string, unknown>)['id']), 'tasks[0].id must be a non-empty string, but it is missing');
  assert.match(refusal((j) => delete (j.tasks[0] as Record<string, unknown>)['ticket']), 'tasks[0] (t1).ticket must be a non-empty string, but it is missing');
  assert.match(refusal((j) => (j.tasks[0]!.person = 3 as never)), 'tasks[0] (t1).person must be a non-empty string, got 3');
  for (const hours of [[1, 2], [3, 2, 4], [1, 3, 2], [-1, 0, 1], [1, '2', 3], 'long', [1, 2, 3, 4]]) {
    assert.match(refusal((j) => (j.tasks[0]!.hours = hours as never)), 'tasks[0] (t1).hours must be three numbers [min, likely, max] with 0 <= min <= likely <= max', JSON.stringify(hours));
  }
  assert.match(refusal((j) => delete (j.tasks[0] as Record<string, unknown>)['splittable']), 'tasks[0] (t1).splittable must be true or false, but it is missing');
  assert.match(refusal((j) => Object.assign(j.tasks[0]!, { started: 'yes' })), 'tasks[0] (t1).started must be true or false, got "yes"');
  assert.match(refusal((j) => Object.assign(j.tasks[0]!, { after: 't0' })), 'tasks[0] (t1).after must be a list');
  assert.match(refusal((j) => Object.assign(j.tasks[0]!, { after: [''] })), 'tasks[0] (t1).after[0] must be a non-empty string');
  assert.match(refusal((j) => Object.assign(j.tasks[0]!, { rank: 'high' })), 'tasks[0] (t1).rank must be a number, got "high"');
  assert.match(refusal((j) => j.tasks.push({ ...j.tasks[0]! })), 'tasks[1].id repeats the id "t1"');
});

refusals('the parser lets bugs through rather than calling them bad input', () => {
  const trap = { get start(): string { throw new TypeError('boom'); } };
  assert.throws(() => parseProjectionInput(trap), /boom/);
});

const pieces = suite('projection input: times and counts');

pieces('instants: ISO 8601 with Z or an offset, seconds and fractions optional', () => {
  assert.is(parseInstant('2025-03-03T14:00Z'), Date.UTC(2025, 2, 3, 14));
  assert.is(parseInstant('2025-03-03T14:00:30.25Z'), Date.UTC(2025, 2, 3, 14, 0, 30, 250));
  assert.is(parseInstant('2025-03-03T14:00:00.123456789Z'), Date.UTC(2025, 2, 3, 14, 0, 0, 123));
  assert.is(parseInstant('2025-03-03T14:00:00-05:30'), Date.UTC(2025, 2, 3, 19, 30));
  assert.is(parseInstant('2024-02-29T00:00:00Z'), Date.UTC(2024, 1, 29));
  for (const bad of ['2025-02-29T00:00:00Z', '2025-13-01T00:00:00Z', '2025-00-01T00:00:00Z', '2025-01-00T00:00:00Z', '2025-01-01T24:00:00Z', '2025-01-01T12:60:00Z', '2025-01-01T12:00:60Z', '2025-01-01T12:00:00+24:00', '2025-01-01T12:00:00+01:60', '2025-01-01 12:00:00Z']) {
    assert.is(parseInstant(bad), null, bad);
  }
});

pieces('clock times: HH:MM, with 24:00 only as a stop', () => {
  assert.is(parseClock('00:00', false), 0);
  assert.is(parseClock('23:59', false), 1439);
  assert.is(parseClock('24:00', true), 1440);
  assert.is(parseClock('24:00', false), null);
  for (const bad of ['7:00', '07:60', '25:00', '0700', '07:00:00']) assert.is(parseClock(bad, true), null, bad);
});

pieces('simulation counts and seeds say what is wrong with them', () => {
  assert.is(simulationsError(1), null);
  assert.is(simulationsError(MAX_SIMULATIONS), null);
  assert.is(simulationsError(undefined), 'must be a whole number, but it is missing');
  assert.is(seedError(2 ** 53), 'must be a whole number, got 9007199254740992');
  assert.is(seedError(-(2 ** 40)), null);
});

defaults.run();
refusals.run();
pieces.run();
