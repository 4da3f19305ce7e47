/** My calendar's week (src/domain/schedule/my-week.ts): the days, my hours, sessions cut at midnight, time off, the week asked for. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { durationText, weekInstants, weekOf, weekPlan, type WorkSessionView } from '../../../src/domain/schedule/my-week.ts';
import { DEFAULT_WORK_WEEK } from '../../../src/domain/time/work-week.ts';

const session = (id: string, start: string, stop: string): WorkSessionView => ({ id, ticket: { id: 't1', localId: 1, title: 'Ship it' }, stateId: 's1', stateName: 'Build', start, stop });
const NONE = { oneOffs: [], recurring: [] };

const week = suite('my week');

week('the week an address asks for: any day of it gives its Monday; nonsense gives this week', () => {
  assert.is(weekOf('2026-11-26', '2026-11-28'), '2026-11-23');
  assert.is(weekOf(null, '2026-11-28'), '2026-11-23');
  assert.is(weekOf('2026-02-30', '2026-11-28'), '2026-11-23');
  assert.is(weekOf('next week', '2026-11-28'), '2026-11-23');
  assert.equal(weekInstants('2026-11-23', 'Europe/Berlin'), { from: '2026-11-22T23:00:00.000Z', to: '2026-11-29T23:00:00.000Z' });
});

week('seven days from Monday with my hours: the default week, or mine with days off', () => {
  const days = weekPlan('2026-11-23', [], null, NONE, 'r1', 'UTC');
  assert.equal(days.map((d) => [d.date, d.weekday, d.hours?.start ?? null]), [
    ['2026-11-23', 'monday', '09:00'],
    ['2026-11-24', 'tuesday', '09:00'],
    ['2026-11-25', 'wednesday', '09:00'],
    ['2026-11-26', 'thursday', '09:00'],
    ['2026-11-27', 'friday', '09:00'],
    ['2026-11-28', 'saturday', null],
    ['2026-11-29', 'sunday', null],
  ]);
  const mine = weekPlan('2026-11-23', [], { ...DEFAULT_WORK_WEEK, monday: { startTime: null, stopTime: null }, saturday: { startTime: '10:00', stopTime: '14:00' } }, NONE, 'r1', 'UTC');
  assert.is(mine[0]!.hours, null);
  assert.equal(mine[5]!.hours, { start: '10:00', stop: '14:00' });
});

week('sessions on their days in my time zone, one over midnight cut in two, the planned minutes summed', () => {
  const sessions = [session('a', '2026-11-24T09:00:00.000Z', '2026-11-24T11:30:00.000Z'), session('b', '2026-11-24T22:00:00.000Z', '2026-11-25T01:00:00.000Z')];
  const utc = weekPlan('2026-11-23', sessions, null, NONE, 'r1', 'UTC');
  assert.equal(utc[1]!.sessions.map((s) => [s.session.id, s.from, s.to, s.minutes]), [
    ['a', '09:00', '11:30', 150],
    ['b', '22:00', '24:00', 120],
  ]);
  assert.equal(utc[2]!.sessions.map((s) => [s.session.id, s.from, s.to]), [['b', '00:00', '01:00']]);
  assert.is(utc[1]!.plannedMinutes, 270);
  const tokyo = weekPlan('2026-11-23', sessions, null, NONE, 'r1', 'Asia/Tokyo');
  assert.equal(tokyo[1]!.sessions.map((s) => [s.session.id, s.from, s.to]), [['a', '18:00', '20:30']]);
  assert.equal(tokyo[2]!.sessions.map((s) => [s.session.id, s.from, s.to]), [['b', '07:00', '10:00']]);
  assert.equal(weekPlan('2026-11-30', sessions, null, NONE, 'r1', 'UTC').flatMap((d) => d.sessions), [], 'another week has none of them');
});

week('time off: a one-off over whole days, a weekly one, and one for someone else left out', () => {
  const days = weekPlan(
    '2026-11-23',
    [],
    null,
    {
      oneOffs: [
        { id: '1', name: 'Offsite', start: '2026-11-25T00:00:00.000Z', stop: '2026-11-27T00:00:00.000Z', roles: [] },
        { id: '2', name: 'Not mine', start: '2026-11-23T00:00:00.000Z', stop: '2026-11-24T00:00:00.000Z', roles: [{ id: 'r9', name: 'Bo' }] },
      ],
      recurring: [{ id: '3', name: 'Friday demo', weekdays: ['friday'], startTime: '15:00', stopTime: '16:00', timeZone: 'UTC', roles: [] }],
    },
    'r1',
    'UTC',
  );
  assert.equal(days[0]!.timeOff, []);
  assert.equal(days.slice(2, 4).map((d) => d.timeOff.map((t) => [t.occurrence.name, t.from, t.to, t.allDay])), [[['Offsite', '00:00', '24:00', true]], [['Offsite', '00:00', '24:00', true]]]);
  assert.equal(days[4]!.timeOff.map((t) => [t.occurrence.name, t.from, t.to, t.allDay]), [['Friday demo', '15:00', '16:00', false]]);
});

week('durations as the page says them', () => {
  assert.is(durationText(45), '45 min');
  assert.is(durationText(120), '2 h');
  assert.is(durationText(210), '3 h 30');
  assert.is(durationText(65), '1 h 05');
});

week.run();
