/**
 * The projection plan: which tickets become tasks (and why the others do not), how states chain,
 * what dependencies wait for, ranks from the priority rules, work weeks as spans, and blackout
 * times as each person's time off.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PLAN_HORIZON_DAYS, projectionPlan, recurringIntervals, ruleCounts, ticketRanks, weekSpans, type PlanFacts, type PlanState, type PlanTicket } from '../../../src/domain/schedule/projection-plan.ts';
import { DEFAULT_WORK_WEEK } from '../../../src/domain/time/work-week.ts';

const START = Date.parse('2026-03-02T10:00:00.000Z');
const ESTIMATE = { minimum: 1, likely: 2, maximum: 4 };

const state = (id: string, patch: Partial<PlanState> = {}): PlanState => ({ id, name: id.slice(-1), assigneeId: 'p1', estimate: ESTIMATE, splittable: true, active: false, done: false, ...patch });

const ticket = (id: string, patch: Partial<PlanTicket> = {}): PlanTicket => ({
  id,
  localId: Number(id),
  status: 'SCHEDULED',
  publication: 'PUBLISHED',
  projectId: null,
  productId: null,
  workflowId: null,
  tagIds: [],
  states: [state(`${id}a`)],
  waitsOn: [],
  ...patch,
});

const facts = (patch: Partial<PlanFacts> = {}): PlanFacts => ({
  start: START,
  tickets: [],
  people: [{ id: 'p1', name: 'Ana', timeZone: 'Europe/Paris', workWeek: null }, { id: 'p2', name: 'Kenji', timeZone: 'Asia/Tokyo', workWeek: null }],
  oneOffBlackouts: [],
  recurringBlackouts: [],
  priorities: [],
  projects: [],
  ...patch,
});

const plan = suite('the projection plan');

plan('a scheduled ticket becomes one task per open state, chained in order; done states are left out', () => {
  const { input, skipped } = projectionPlan(facts({ tickets: [ticket('1', { states: [state('1a', { done: true }), state('1b', { active: true }), state('1c', { assigneeId: 'p2', splittable: false })] })] }));
  assert.equal(input.tasks, [
    { id: '#1 b', ticket: '1', person: 'Ana', hours: [1, 2, 4], splittable: true, after: [], rank: 0, started: true },
    { id: '#1 c', ticket: '1', person: 'Kenji', hours: [1, 2, 4], splittable: false, after: ['#1 b'], rank: 0, started: false },
  ]);
  assert.is(skipped.size, 0);
  assert.is(input.start, '2026-03-02T10:00:00.000Z');
  assert.not.ok('simulations' in input || 'seed' in input, 'the engine defaults unless set');
  assert.equal(projectionPlan(facts({ simulations: 10, seed: 7 })).input.simulations, 10);
});

plan('tickets outside the schedule are not asked about and need no word', () => {
  const { input, skipped } = projectionPlan(
    facts({ tickets: [ticket('1', { status: 'UNSCHEDULED' }), ticket('2', { publication: 'DRAFT' }), ticket('3', { status: 'DONE' }), ticket('4', { publication: 'ARCHIVED' })] }),
  );
  assert.equal(input.tasks, []);
  assert.equal([...skipped], []);
});

plan('a scheduled ticket that cannot be projected says why', () => {
  const { input, skipped } = projectionPlan(
    facts({
      tickets: [
        ticket('1', { states: [state('1a', { assigneeId: null })] }),
        ticket('2', { states: [state('2a', { estimate: null })] }),
        ticket('3', { states: [state('3a', { assigneeId: 'gone' })] }),
        ticket('4', { states: [state('4a', { done: true })] }),
      ],
    }),
  );
  assert.equal(input.tasks, []);
  assert.equal(Object.fromEntries(skipped), {
    '1': 'A state has no assignee',
    '2': 'A state has no estimate',
    '3': 'A state is assigned to someone who is no longer a member',
    '4': 'Every state is done',
  });
});

plan("a ticket's first state waits for the last open state of each unfinished ticket it depends on", () => {
  const { input } = projectionPlan(
    facts({
      tickets: [
        ticket('1', { states: [state('1a'), state('1b')] }),
        ticket('2', { status: 'DONE', states: [state('2a', { done: true })] }),
        ticket('3', { publication: 'ARCHIVED', status: 'UNSCHEDULED' }),
        ticket('4', { waitsOn: ['1', '2', '3', 'missing'], states: [state('4a'), state('4b')] }),
      ],
    }),
  );
  const after = Object.fromEntries(input.tasks.map((task) => [task.id, task.after]));
  assert.equal(after, { '#1 a': [], '#1 b': ['#1 a'], '#4 a': ['#1 b'], '#4 b': ['#4 a'] }, 'done, archived and unknown tickets wait for nothing');
});

plan('waiting on a ticket without an ETA leaves the waiting one out too, down the chain', () => {
  const { input, skipped } = projectionPlan(
    facts({ tickets: [ticket('1', { status: 'UNSCHEDULED' }), ticket('2', { waitsOn: ['1'] }), ticket('3', { waitsOn: ['2'] }), ticket('4')] }),
  );
  assert.equal(input.tasks.map((task) => task.ticket), ['4']);
  assert.equal(Object.fromEntries(skipped), { '2': 'Waits on #1, which has no ETA', '3': 'Waits on #2, which has no ETA' });
});

plan('the engine reads tasks as "#12 Design" and people by name, made unique', () => {
  const plan = projectionPlan(
    facts({
      people: [{ id: 'p1', name: 'Ana', timeZone: 'UTC', workWeek: null }, { id: 'p2', name: 'Ana', timeZone: 'UTC', workWeek: null }, { id: 'p3', name: ' ', timeZone: 'UTC', workWeek: null }],
      tickets: [ticket('7', { states: [state('s1', { name: 'Review', assigneeId: 'p2' }), state('s2', { name: 'Review', assigneeId: 'p3' })] })],
    }),
  );
  assert.equal(plan.input.tasks.map((task) => [task.id, task.person]), [['#7 Review', 'Ana (2)'], ['#7 Review (2)', '?']]);
  assert.equal(plan.input.people.map((person) => person.id), ['Ana', 'Ana (2)', '?']);
});

plan.run();

const ranks = suite('priority ranks');

ranks('the first matching rule gives the rank; no match comes after every rule', () => {
  const tickets = [
    ticket('1', { projectId: 'child' }),
    ticket('2', { productId: 'music' }),
    ticket('3', { workflowId: 'w' }),
    ticket('4', { tagIds: ['bug', 'ui'] }),
    ticket('5'),
    ticket('6', { projectId: 'other', tagIds: ['bug'] }),
  ];
  const rules = [
    { match: 'ticket' as const, id: '5' },
    { match: 'tag' as const, id: 'bug' },
    { match: 'project' as const, id: 'root' },
    { match: 'product' as const, id: 'music' },
    { match: 'workflow' as const, id: 'w' },
  ];
  const projects = [
    { id: 'root', parentId: null },
    { id: 'mid', parentId: 'root' },
    { id: 'child', parentId: 'mid' },
    { id: 'other', parentId: null },
  ];
  assert.equal(Object.fromEntries(ticketRanks({ tickets, priorities: rules, projects })), { '1': 2, '2': 3, '3': 4, '4': 1, '5': 0, '6': 1 });
  assert.equal(Object.fromEntries(ticketRanks({ tickets: [ticket('1')], priorities: [], projects: [] })), { '1': 0 });
  assert.equal(Object.fromEntries(ticketRanks({ tickets: [ticket('1')], priorities: [{ match: 'tag', id: 'x' }], projects: [] })), { '1': 1 });
  assert.equal(projectionPlan(facts({ tickets, priorities: rules, projects })).input.tasks.map((task) => task.rank), [2, 3, 4, 1, 0, 1]);
});

ranks('a project rule survives a project tree with a loop', () => {
  const projects = [
    { id: 'a', parentId: 'b' },
    { id: 'b', parentId: 'a' },
  ];
  assert.equal(Object.fromEntries(ticketRanks({ tickets: [ticket('1', { projectId: 'b' })], priorities: [{ match: 'project', id: 'a' }], projects })), { '1': 0 });
});

ranks('each rule counts the scheduled tickets it matches, and those whose priority it gives (their first match)', () => {
  const projects = [
    { id: 'root', parentId: null },
    { id: 'child', parentId: 'root' },
  ];
  const tickets = [
    ticket('1', { projectId: 'child', tagIds: ['bug'] }),
    ticket('2', { tagIds: ['bug'] }),
    ticket('3', { projectId: 'root' }),
    ticket('4', { projectId: 'root', status: 'UNSCHEDULED' }),
    ticket('5', { tagIds: ['bug'], publication: 'DRAFT' }),
    ticket('6', { tagIds: ['bug'], status: 'DONE' }),
  ];
  const rules = [
    { match: 'tag' as const, id: 'bug' },
    { match: 'project' as const, id: 'root' },
    { match: 'ticket' as const, id: '3' },
    { match: 'product' as const, id: 'none' },
  ];
  assert.equal(ruleCounts({ tickets, priorities: rules, projects }), [
    { matching: 2, ranked: 2 },
    { matching: 2, ranked: 1 },
    { matching: 1, ranked: 0 },
    { matching: 0, ranked: 0 },
  ]);
  assert.equal(ruleCounts({ tickets, priorities: [], projects }), []);
});

ranks.run();

const people = suite('people, weeks and blackouts');

people('a work week becomes its working days; none set means Monday to Friday 09:00-17:00', () => {
  assert.equal(weekSpans(null).map((span) => span.day), ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
  assert.equal(weekSpans({ ...DEFAULT_WORK_WEEK, friday: { startTime: null, stopTime: null }, saturday: { startTime: '10:00', stopTime: '12:00' } }).slice(-1), [{ day: 'saturday', start: '10:00', stop: '12:00' }]);
});

people('one-off blackouts reach the people they name, or everyone', () => {
  const { input } = projectionPlan(
    facts({
      oneOffBlackouts: [
        { start: '2026-03-03T00:00:00.000Z', stop: '2026-03-04T00:00:00.000Z', roleIds: [] },
        { start: '2026-03-05T00:00:00.000Z', stop: '2026-03-06T00:00:00.000Z', roleIds: ['p2'] },
      ],
    }),
  );
  assert.equal(input.people[0]!.timeOff, [{ start: '2026-03-03T00:00:00.000Z', stop: '2026-03-04T00:00:00.000Z' }]);
  assert.is(input.people[1]!.timeOff!.length, 2);
});

people('a weekly blackout keeps its wall-clock hours in its own zone across a change of clocks', () => {
  const friday = { weekdays: ['friday' as const], startTime: '15:00', stopTime: '16:00', timeZone: 'Europe/Lisbon', roleIds: [] };
  const intervals = recurringIntervals(friday, Date.parse('2026-03-20T12:00:00Z'), 15);
  assert.equal(intervals.slice(0, 2), [
    { start: '2026-03-20T15:00:00.000Z', stop: '2026-03-20T16:00:00.000Z' },
    { start: '2026-03-27T15:00:00.000Z', stop: '2026-03-27T16:00:00.000Z' },
  ]);
  assert.equal(intervals[2], { start: '2026-04-03T14:00:00.000Z', stop: '2026-04-03T15:00:00.000Z' }, 'summer time: 15:00 Lisbon is 14:00 UTC');
  assert.equal(recurringIntervals({ ...friday, weekdays: [] }, START, 14), []);
  assert.equal(recurringIntervals({ ...friday, stopTime: '15:00' }, START, 14), [], 'an empty span covers nothing');
  const { input } = projectionPlan(facts({ recurringBlackouts: [{ ...friday, roleIds: ['p1'] }] }));
  assert.ok(input.people[0]!.timeOff!.length >= (PLAN_HORIZON_DAYS / 7) - 1, 'spelled out to the horizon');
  assert.equal(input.people[1]!.timeOff, [], 'only for the people it names');
});

people.run();
