/** The schedule's swimlanes (src/domain/schedule/swimlanes.ts): lanes, sections, order, the unassigned lane, the cap. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { swimlanes, UNASSIGNED_LANE, type LaneState, type LaneTicket, type SwimlaneFacts } from '../../../src/domain/schedule/swimlanes.ts';

const ESTIMATE = { minimum: 1, likely: 2, maximum: 4 };

const state = (id: string, facts: Partial<LaneState> = {}): LaneState => ({
  id,
  name: `State ${id}`,
  assigneeId: 'ada',
  estimate: ESTIMATE,
  active: false,
  blocked: false,
  done: false,
  ...facts,
});

const ticket = (localId: number, states: readonly LaneState[], facts: Partial<LaneTicket> = {}): LaneTicket => ({
  id: `t${localId}`,
  localId,
  status: 'SCHEDULED',
  publication: 'PUBLISHED',
  states,
  ...facts,
});

const PEOPLE = [
  { id: 'ada', name: 'Ada' },
  { id: 'bo', name: 'Bo' },
];

function lanesOf(tickets: readonly LaneTicket[], facts: Partial<SwimlaneFacts> = {}) {
  return swimlanes({ tickets, people: PEOPLE, waitsOn: () => [], planOf: () => undefined, max: 25, ...facts });
}

/** A lane's sections as kind -> state ids. */
const sections = (lane: ReturnType<typeof lanesOf>[number]) => Object.fromEntries(lane.sections.map((s) => [s.kind, s.tasks.map((t) => t.stateId)]));

const lanes = suite('swimlanes');

lanes('one lane per person in the order given, each with the four sections, even when empty', () => {
  const answer = lanesOf([]);
  assert.equal(
    answer.map((lane) => lane.id),
    ['ada', 'bo'],
  );
  assert.equal(
    answer[1]!.sections.map((s) => [s.kind, s.totalCount]),
    [
      ['IN_PROGRESS', 0],
      ['READY', 0],
      ['NEXT', 0],
      ['AWAITING_ESTIMATE', 0],
    ],
  );
});

lanes('a state in progress, the first open state ready, the later ones next, an unestimated one awaiting', () => {
  const answer = lanesOf([
    ticket(1, [state('a', { done: true }), state('b', { active: true }), state('c')]),
    ticket(2, [state('d'), state('e'), state('f', { estimate: null })]),
  ]);
  assert.equal(sections(answer[0]!), { IN_PROGRESS: ['b'], READY: ['d'], NEXT: ['c', 'e'], AWAITING_ESTIMATE: ['f'] });
});

lanes('a blocked state and one whose ticket waits on an unfinished ticket are not ready', () => {
  const waits: Record<string, string[]> = { t2: ['t1'], t3: ['t9'] };
  const answer = lanesOf(
    [
      ticket(1, [state('a', { blocked: true })]),
      ticket(2, [state('b')]),
      ticket(3, [state('c')]), // waits on a ticket that does not exist any more: nothing to wait for
      ticket(4, [state('d')]),
    ],
    { waitsOn: (id) => waits[id] ?? [] },
  );
  assert.equal(sections(answer[0]!).READY, ['c', 'd']);
  assert.equal(sections(answer[0]!).NEXT, ['a', 'b']);
});

lanes('a ticket waiting on a finished, cancelled or archived ticket is ready', () => {
  const waits: Record<string, string[]> = { t4: ['t1', 't2', 't3'] };
  const answer = lanesOf(
    [
      ticket(1, [state('a', { done: true })], { status: 'DONE' }),
      ticket(2, [state('b')], { status: 'CANCELLED' }),
      ticket(3, [state('c')], { publication: 'ARCHIVED' }),
      ticket(4, [state('d')]),
    ],
    { waitsOn: (id) => waits[id] ?? [] },
  );
  assert.equal(sections(answer[0]!).READY, ['d']);
});

lanes('only published, scheduled tickets have lanes work; done states never show', () => {
  const answer = lanesOf([
    ticket(1, [state('a')], { status: 'UNSCHEDULED' }),
    ticket(2, [state('b')], { publication: 'DRAFT' }),
    ticket(3, [state('c', { done: true }), state('d', { assigneeId: 'bo' })]),
  ]);
  assert.equal(answer[0]!.sections.reduce((n, s) => n + s.totalCount, 0), 0);
  assert.equal(sections(answer[1]!).READY, ['d']);
});

lanes('work with no assignee or with someone who is not a person here goes to the unassigned lane, first', () => {
  const answer = lanesOf([ticket(1, [state('a', { assigneeId: null }), state('b', { assigneeId: 'gone' })]), ticket(2, [state('c')])]);
  assert.equal(
    answer.map((lane) => [lane.id, lane.personId]),
    [
      [UNASSIGNED_LANE, null],
      ['ada', 'ada'],
      ['bo', 'bo'],
    ],
  );
  assert.equal(sections(answer[0]!), { IN_PROGRESS: [], READY: ['a'], NEXT: ['b'], AWAITING_ESTIMATE: [] });
});

lanes('tasks follow the plan; unplanned ones come last by ticket number; the planned span is the first and last piece', () => {
  const plan: Record<string, [string, string][]> = {
    b: [
      ['2026-12-02T09:00:00.000Z', '2026-12-02T12:00:00.000Z'],
      ['2026-12-03T09:00:00.000Z', '2026-12-03T11:00:00.000Z'],
    ],
    c: [['2026-12-01T09:00:00.000Z', '2026-12-01T10:00:00.000Z']],
  };
  const answer = lanesOf([ticket(3, [state('a')]), ticket(2, [state('b')]), ticket(1, [state('c')]), ticket(0, [state('d')])], { planOf: (id) => plan[id] });
  assert.equal(sections(answer[0]!).READY, ['c', 'b', 'd', 'a']);
  const b = answer[0]!.sections[1]!.tasks[1]!;
  assert.equal([b.plannedStart, b.plannedStop], ['2026-12-02T09:00:00.000Z', '2026-12-03T11:00:00.000Z']);
  assert.equal([answer[0]!.sections[1]!.tasks[2]!.plannedStart, answer[0]!.sections[1]!.tasks[2]!.plannedStop], [null, null]);
});

lanes('a section holds at most max tasks and counts them all', () => {
  const tickets = Array.from({ length: 30 }, (_, index) => ticket(index + 1, [state(`s${index + 1}`)]));
  const ready = lanesOf(tickets, { max: 10 })[0]!.sections[1]!;
  assert.is(ready.totalCount, 30);
  assert.equal(
    ready.tasks.map((task) => task.stateId),
    Array.from({ length: 10 }, (_, index) => `s${index + 1}`),
  );
});

lanes.run();
