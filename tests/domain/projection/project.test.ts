/** The engine end to end on small inputs whose answers are worked out by hand. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { project } from '../../../src/domain/projection/project.ts';
import { at, input, MONDAY, person, piecesOf, problemOf, run, task, withoutTiming } from './projection-fixtures.ts';

const same = (iso: string) => ({ min: iso, p50: iso, p70: iso, p80: iso, p90: iso, p95: iso, max: iso });

const hand = suite('projection: worked out by hand');

hand('one person, two tasks: one after the other, the second into the next day', () => {
  const output = run({ people: [person('p1')], tasks: [task('t1', 'p1', 4, { ticket: 'T' }), task('t2', 'p1', 6, { ticket: 'T' })] });
  assert.equal(output.tasks, [
    { id: 't1', start: same(at('2025-03-03T09:00Z')), end: same(at('2025-03-03T13:00Z')) },
    { id: 't2', start: same(at('2025-03-03T13:00Z')), end: same(at('2025-03-04T11:00Z')) },
  ]);
  assert.equal(output.tickets, [{ id: 'T', p50: at('2025-03-04T11:00Z'), p80: at('2025-03-04T11:00Z') }]);
  assert.equal(piecesOf(output, 't2'), [[at('2025-03-03T13:00Z'), at('2025-03-03T17:00Z')], [at('2025-03-04T09:00Z'), at('2025-03-04T11:00Z')]]);
  assert.equal(output.problems, []);
  assert.is(output.simulations, 20);
  assert.is(output.seed, 1);
});

hand('a blackout across a weekend: Thursday, then the Tuesday after', () => {
  const away = person('p1', { timeOff: [{ start: '2025-03-07T00:00:00Z', stop: '2025-03-11T00:00:00Z' }] });
  const output = run({ start: '2025-03-06T09:00:00Z', people: [away], tasks: [task('t1', 'p1', 16)] });
  assert.equal(piecesOf(output, 't1'), [[at('2025-03-06T09:00Z'), at('2025-03-06T17:00Z')], [at('2025-03-11T09:00Z'), at('2025-03-11T17:00Z')]]);
});

hand('Berlin, 2025-03-30: 09:00 local stays 09:00 local (08:00 UTC before, 07:00 UTC after)', () => {
  const berlin = person('p1', { timeZone: 'Europe/Berlin' });
  const output = run({ start: '2025-03-28T08:00:00Z', people: [berlin], tasks: [task('t1', 'p1', 16)] });
  assert.equal(piecesOf(output, 't1'), [[at('2025-03-28T08:00Z'), at('2025-03-28T16:00Z')], [at('2025-03-31T07:00Z'), at('2025-03-31T15:00Z')]]);
});

hand('New York, 2025-03-09: 09:00 local stays 09:00 local (14:00 UTC before, 13:00 UTC after)', () => {
  const newYork = person('p1', { timeZone: 'America/New_York' });
  const output = run({ start: '2025-03-07T14:00:00Z', people: [newYork], tasks: [task('t1', 'p1', 16)] });
  assert.equal(piecesOf(output, 't1'), [[at('2025-03-07T14:00Z'), at('2025-03-07T22:00Z')], [at('2025-03-10T13:00Z'), at('2025-03-10T21:00Z')]]);
});

hand('an unsplittable task that does not fit before a blackout goes after it', () => {
  const afternoonOff = person('p1', { timeOff: [{ start: '2025-03-03T13:00:00Z', stop: '2025-03-04T00:00:00Z' }] });
  const output = run({ people: [afternoonOff], tasks: [task('t1', 'p1', 2), task('t2', 'p1', 3, { splittable: false }), task('t3', 'p1', 3)] });
  assert.equal(piecesOf(output, 't2'), [[at('2025-03-04T09:00Z'), at('2025-03-04T12:00Z')]]);
  assert.equal(piecesOf(output, 't3'), [[at('2025-03-03T11:00Z'), at('2025-03-03T13:00Z')], [at('2025-03-04T12:00Z'), at('2025-03-04T13:00Z')]], 'a splittable one uses the gap');
});

hand('rank order: the lower rank is placed first', () => {
  const output = run({ people: [person('p1')], tasks: [task('t1', 'p1', 4, { rank: 5 }), task('t2', 'p1', 4, { rank: 1 })] });
  assert.equal(piecesOf(output, 't2'), [[at('2025-03-03T09:00Z'), at('2025-03-03T13:00Z')]]);
  assert.equal(piecesOf(output, 't1'), [[at('2025-03-03T13:00Z'), at('2025-03-03T17:00Z')]]);
});

hand('rank inheritance: what an urgent task waits on is urgent too', () => {
  const tasks = [task('t1', 'p1', 4, { rank: 9 }), task('t2', 'p1', 4, { rank: 5 }), task('t3', 'p2', 2, { rank: 0, after: ['t1'] })];
  const output = run({ people: [person('p1'), person('p2')], tasks });
  assert.equal(piecesOf(output, 't1'), [[at('2025-03-03T09:00Z'), at('2025-03-03T13:00Z')]]);
  assert.equal(piecesOf(output, 't2'), [[at('2025-03-03T13:00Z'), at('2025-03-03T17:00Z')]]);
  assert.equal(piecesOf(output, 't3'), [[at('2025-03-03T13:00Z'), at('2025-03-03T15:00Z')]]);
});

hand('a started task is placed first, whatever its rank', () => {
  const output = run({ people: [person('p1')], tasks: [task('t1', 'p1', 4, { rank: 0 }), task('t2', 'p1', 4, { rank: 10, started: true })] });
  assert.equal(piecesOf(output, 't2'), [[at('2025-03-03T09:00Z'), at('2025-03-03T13:00Z')]]);
});

hand('a free piece of 5 minutes is not used unless it finishes the task', () => {
  const scrap = person('p1', { week: [{ day: 'monday', start: '09:00', stop: '09:05' }, { day: 'monday', start: '10:00', stop: '17:00' }] });
  const output = run({ people: [scrap], tasks: [task('t1', 'p1', 2), task('t2', 'p1', 0.05)] });
  assert.equal(piecesOf(output, 't1'), [[at('2025-03-03T10:00Z'), at('2025-03-03T12:00Z')]]);
  assert.equal(piecesOf(output, 't2'), [[at('2025-03-03T09:00Z'), at('2025-03-03T09:03Z')]]);
});

hand('a task waits for everything it waits on, across people', () => {
  const output = run({ people: [person('p1'), person('p2')], tasks: [task('a', 'p1', 3), task('b', 'p2', 1), task('c', 'p2', 2, { after: ['a', 'b'] })] });
  assert.equal(piecesOf(output, 'c'), [[at('2025-03-03T12:00Z'), at('2025-03-03T14:00Z')]]);
});

hand('an instant task ends where it starts, at the first moment it can', () => {
  const output = run({ start: '2025-03-03T07:00:00Z', people: [person('p1')], tasks: [task('t1', 'p1', 0)] });
  assert.equal(output.tasks[0], { id: 't1', start: same(at('2025-03-03T09:00Z')), end: same(at('2025-03-03T09:00Z')) });
  assert.equal(piecesOf(output, 't1'), [[at('2025-03-03T09:00Z'), at('2025-03-03T09:00Z')]]);
});

hand('the plan uses PERT means; the runs spread around them', () => {
  const output = run({ people: [person('p1')], simulations: 500, tasks: [task('t1', 'p1', [1, 2, 9])] });
  assert.equal(piecesOf(output, 't1'), [[at('2025-03-03T09:00Z'), at('2025-03-03T12:00Z')]], '(1 + 8 + 9) / 6 = 3 h');
  const end = output.tasks[0]!.end;
  assert.ok(end.min < end.p50 && end.p50 < end.p95 && end.p95 < end.max);
  assert.ok(end.min >= at('2025-03-03T10:00Z') && end.max <= at('2025-03-03T18:00Z') === false || end.max <= at('2025-03-04T10:00Z'));
});

const problems = suite('projection: problems');

problems('a missing person, an empty week, time off over everything', () => {
  const output = run({
    people: [person('empty', { week: [] }), person('away', { timeOff: [{ start: '2025-01-01T00:00:00Z', stop: '2031-01-01T00:00:00Z' }] }), person('idle')],
    tasks: [task('t1', 'nobody', 1), task('t2', 'empty', 1), task('t3', 'away', 1)],
  });
  assert.is(problemOf(output, 't1'), 'person nobody does not exist');
  assert.is(problemOf(output, 't2'), 'person empty has no working time (their work week is empty)');
  assert.is(problemOf(output, 't3'), 'person away has no working time within 5 years of the start (time off covers it all)');
  assert.equal(output.tasks, []);
  assert.equal(output.tickets, []);
  assert.equal(output.plan, []);
});

problems('a wait on an unknown task, and everything waiting on a task with a problem', () => {
  const output = run({
    people: [person('p1')],
    tasks: [task('t1', 'p1', 1, { after: ['t9'] }), task('t2', 'p1', 1, { after: ['t1'] }), task('t3', 'p1', 1, { after: ['t2'] }), task('t4', 'p1', 1)],
  });
  assert.is(problemOf(output, 't1'), 'waits on t9, which is not projected');
  assert.is(problemOf(output, 't2'), 'waits on t1, which cannot be projected: waits on t9, which is not projected');
  assert.is(problemOf(output, 't3'), 'waits on t2, which depends on t1, which cannot be projected: waits on t9, which is not projected');
  assert.equal(output.tasks.map((t) => t.id), ['t4']);
});

problems('every task of a dependency cycle is reported, naming the cycle', () => {
  const output = run({ people: [person('p1')], tasks: [task('a', 'p1', 1, { after: ['b'] }), task('b', 'p1', 1, { after: ['a'] }), task('c', 'p1', 1, { after: ['a'] }), task('d', 'p1', 1, { after: ['d'] })] });
  assert.equal(output.problems, [
    { task: 'a', problem: 'dependency cycle: a -> b -> a (each waits on the next)' },
    { task: 'b', problem: 'dependency cycle: b -> a -> b (each waits on the next)' },
    { task: 'c', problem: 'waits on a, which cannot be projected: dependency cycle: a -> b -> a (each waits on the next)' },
    { task: 'd', problem: 'dependency cycle: d -> d (each waits on the next)' },
  ]);
});

problems('an unsplittable task longer than the longest block of its person', () => {
  const split = person('p1', { week: [...['monday', 'tuesday'].flatMap((day) => [{ day, start: '08:00', stop: '12:00' }, { day, start: '13:00', stop: '17:00' }])] as never });
  const output = run({ people: [split], tasks: [task('t1', 'p1', [2, 3, 4.5], { splittable: false }), task('t2', 'p1', [2, 3, 4], { splittable: false }), task('t3', 'p1', 9)] });
  assert.is(problemOf(output, 't1'), 'cannot be split, and its 4.5 h maximum is longer than the longest uninterrupted working block of person p1 (4 h)');
  assert.is(problemOf(output, 't2'), undefined);
  assert.is(problemOf(output, 't3'), undefined, 'a splittable task may be longer');
});

problems('a task that cannot be placed within 5 years is reported, with what waits on it', () => {
  const firstWeekOnly = person('p1', { timeOff: [{ start: '2025-03-08T00:00:00Z', stop: '2031-01-01T00:00:00Z' }] });
  const tasks = [task('t1', 'p1', 10), task('t2', 'p1', 100), task('t3', 'p1', 1, { after: ['t2'] }), task('t4', 'p1', 1)];
  const output = run({ people: [firstWeekOnly], tasks });
  assert.is(problemOf(output, 't2'), 'cannot be placed within 5 years of the start (by 2030-03-03T09:00:00.000Z)');
  assert.is(problemOf(output, 't3'), 'waits on t2, which cannot be projected: cannot be placed within 5 years of the start (by 2030-03-03T09:00:00.000Z)');
  assert.equal(output.tasks.map((t) => t.id), ['t1', 't4'], 't4 is not blamed for the time t2 held');
  assert.equal(piecesOf(output, 't4'), [[at('2025-03-04T11:00Z'), at('2025-03-04T12:00Z')]]);
});

problems('a task that meets the horizon only in some runs is reported too', () => {
  // The plan (PERT mean 24 h) fits in the 32 working hours left; long draws do not.
  const firstWeekOnly = person('p1', { timeOff: [{ start: '2025-03-07T00:00:00Z', stop: '2031-01-01T00:00:00Z' }] });
  const output = run({ people: [firstWeekOnly, person('p2')], simulations: 200, tasks: [task('t1', 'p1', [4, 20, 60]), task('t2', 'p2', 1)] });
  assert.match(problemOf(output, 't1') ?? '', 'cannot be placed within 5 years');
  assert.equal(output.tasks.map((t) => t.id), ['t2']);
});

problems('a ticket with a problem task gets no ETA; its other tasks are still projected', () => {
  const output = run({ people: [person('p1')], tasks: [task('t1', 'p1', 1, { ticket: 'T' }), task('t2', 'ghost', 1, { ticket: 'T' }), task('t3', 'p1', 1, { ticket: 'U' })] });
  assert.equal(output.tickets.map((t) => t.id), ['U']);
  assert.equal(output.tasks.map((t) => t.id), ['t1', 't3']);
  assert.equal(output.plan.map((p) => p.task), ['t1', 't3']);
});

const regressions = suite('projection: regressions');

regressions("one person's time off never changes another's calendar, even with the same week", () => {
  const output = run({
    people: [person('p1', { timeOff: [{ start: '2025-03-03T00:00:00Z', stop: '2025-03-04T00:00:00Z' }] }), person('p2')],
    tasks: [task('t1', 'p1', 2), task('t2', 'p2', 2)],
  });
  assert.equal(piecesOf(output, 't1'), [[at('2025-03-04T09:00Z'), at('2025-03-04T11:00Z')]]);
  assert.equal(piecesOf(output, 't2'), [[at('2025-03-03T09:00Z'), at('2025-03-03T11:00Z')]]);
});

regressions('a blackout that starts exactly at the start of a working block removes only its own span', () => {
  const output = run({ people: [person('p1', { timeOff: [{ start: '2025-03-03T09:00:00Z', stop: '2025-03-03T10:00:00Z' }] })], tasks: [task('t1', 'p1', 8)] });
  assert.equal(piecesOf(output, 't1'), [[at('2025-03-03T10:00Z'), at('2025-03-03T17:00Z')], [at('2025-03-04T09:00Z'), at('2025-03-04T10:00Z')]]);
});

regressions('people without tasks, empty weeks and few runs do not crash or loop', () => {
  for (const simulations of [1, 2, 10]) {
    const output = run({ simulations, people: [person('p1'), person('idle'), person('empty', { week: [] })], tasks: [task('t1', 'p1', [1, 2, 4]), task('t2', 'p1', [0, 1, 3], { ticket: 'T-t1' })] });
    assert.is(output.simulations, simulations);
    assert.is(output.tasks.length, 2);
    for (const t of output.tasks) assert.ok(t.start.min <= t.start.max && t.end.min <= t.end.max);
    assert.is(output.tickets.length, 1);
  }
});

regressions('no people and no tasks is an empty projection', () => {
  assert.equal(withoutTiming(run({})), { simulations: 20, seed: 1, tasks: [], tickets: [], plan: [], problems: [] });
});

const options = suite('projection: options');

options('simulations and seed override the input; the same seed gives the same answer', () => {
  const json = { people: [person('p1')], tasks: [task('t1', 'p1', [1, 4, 20]), task('t2', 'p1', [1, 2, 3])] };
  const a = run(json, { simulations: 50, seed: 7 });
  assert.is(a.simulations, 50);
  assert.is(a.seed, 7);
  assert.equal(withoutTiming(run(json, { simulations: 50, seed: 7 })), withoutTiming(a));
  assert.not.equal(withoutTiming(run(json, { simulations: 50, seed: 8 })).tasks, withoutTiming(a).tasks);
});

options('elapsedMs comes from the clock the caller passes, and is 0 without one', () => {
  let now = 100;
  const output = run({ people: [person('p1')], tasks: [task('t1', 'p1', 1)] }, { clock: () => (now += 21.4) });
  assert.is(output.elapsedMs, 21);
  assert.is(run({}).elapsedMs, 0);
});

options('bad options are a programming error', () => {
  const parsed = input({});
  assert.throws(() => project(parsed, { simulations: 0 }), /simulations or seed must be at least 1/);
  assert.throws(() => project(parsed, { seed: 0.5 }), /must be a whole number/);
});

options('the start may be any instant; output times stay exact', () => {
  const output = run({ start: '2025-03-03T10:15:30.250Z', people: [person('p1')], tasks: [task('t1', 'p1', 1)] });
  assert.equal(output.tasks[0]!.start, same('2025-03-03T10:15:30.250Z'));
  assert.equal(output.tasks[0]!.end, same('2025-03-03T11:15:30.250Z'));
  assert.is(input({ start: MONDAY }).start, Date.UTC(2025, 2, 3, 9));
});

hand.run();
problems.run();
regressions.run();
options('ticketsOnly: the same tickets, without the tasks and the plan', () => {
  const json = { people: [person('p')], tasks: [task('a', 'p', [2, 4, 9]), task('b', 'p', [1, 2, 3], { after: ['a'] }), task('c', 'p', 3, { ticket: 'T-a' })] };
  const whole = run(json);
  const quick = run(json, { ticketsOnly: true });
  assert.equal(quick.tickets, whole.tickets);
  assert.equal(quick.problems, whole.problems);
  assert.equal([quick.tasks, quick.plan], [[], []]);
  assert.is(whole.plan.length, 3);
});

options.run();
