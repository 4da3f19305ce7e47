/** What blocks the schedule (src/domain/schedule/schedule-blockers.ts): every kind, what is left out, the loops, the order. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { dependencyLoops, scheduleBlockers, type BlockerPerson, type BlockerState, type BlockerTicket } from '../../../src/domain/schedule/schedule-blockers.ts';
import { DEFAULT_WORK_WEEK, WEEK_DAYS, type WorkWeek } from '../../../src/domain/time/work-week.ts';

const ESTIMATE = { minimum: 1, likely: 2, maximum: 3 };
const state = (id: string, patch: Partial<BlockerState> = {}): BlockerState => ({ id, name: 'Build', assigneeId: 'ana', estimate: ESTIMATE, blocked: false, done: false, blockNote: null, ...patch });
const ticket = (n: number, patch: Partial<BlockerTicket> = {}): BlockerTicket => ({ id: `t${n}`, localId: n, status: 'SCHEDULED', publication: 'PUBLISHED', states: [state(`s${n}`)], waitsOn: [], ...patch });
const ANA: BlockerPerson = { id: 'ana', name: 'Ana Lima', workWeek: null };
const NO_HOURS: WorkWeek = Object.fromEntries(WEEK_DAYS.map((day) => [day, { startTime: null, stopTime: null }])) as unknown as WorkWeek;

const kinds = (tickets: readonly BlockerTicket[], people: readonly BlockerPerson[] = [ANA]) => scheduleBlockers({ tickets, people }).map((b) => [b.kind, b.message]);

const blockers = suite('schedule blockers');

blockers('a schedule that projects has no blockers', () => {
  assert.equal(kinds([ticket(1), ticket(2, { waitsOn: ['t1'] })]), []);
});

blockers('each open state of a scheduled ticket: blocked with its note, no assignee, someone who left, no estimate', () => {
  const t = ticket(7, {
    states: [
      state('a', { name: 'Design', blocked: true, blockNote: '  Waiting for the label’s artwork  ' }),
      state('b', { name: 'Build', assigneeId: null, estimate: null }),
      state('c', { name: 'Review', assigneeId: 'gone', blocked: true }),
      state('d', { name: 'Ship', assigneeId: null, done: true }),
    ],
  });
  assert.equal(kinds([t]), [
    ['BLOCKED', '#7 Design is blocked: Waiting for the label’s artwork'],
    ['BLOCKED', '#7 Review is blocked (no note says why)'],
    ['UNASSIGNED', '#7 Build has no assignee'],
    ['FORMER_MEMBER', '#7 Review is assigned to someone who is no longer a member'],
    ['UNESTIMATED', '#7 Build has no estimate'],
  ]);
  const former = scheduleBlockers({ tickets: [t], people: [ANA] }).find((b) => b.kind === 'FORMER_MEMBER')!;
  assert.equal([former.ticketId, former.stateId, former.personId], ['t7', 'c', 'gone']);
});

blockers('only published, scheduled tickets count', () => {
  const troubled = { states: [state('x', { assigneeId: null })] };
  assert.equal(kinds([ticket(1, { ...troubled, status: 'UNSCHEDULED' }), ticket(2, { ...troubled, publication: 'DRAFT' }), ticket(3, { ...troubled, status: 'DONE' })]), []);
});

blockers('waiting: on a ticket not scheduled, blocked, or that cannot be projected; a finished one or a missing one waits for nothing', () => {
  const tickets = [
    ticket(1, { status: 'UNSCHEDULED' }),
    ticket(2, { states: [state('b', { blocked: true })] }),
    ticket(3, { states: [state('c', { estimate: null })] }),
    ticket(4, { status: 'DONE' }),
    ticket(5, { waitsOn: ['t1', 't2', 't3', 't4', 'gone'] }),
  ];
  const waiting = scheduleBlockers({ tickets, people: [ANA] }).filter((b) => b.kind === 'WAITING');
  assert.equal(
    waiting.map((b) => [b.message, b.related]),
    [
      ['#5 waits on #1, which is not scheduled', ['t1']],
      ['#5 waits on #2, which is blocked', ['t2']],
      ['#5 waits on #3, which cannot be projected', ['t3']],
    ],
  );
});

blockers('loops of waits, named from their lowest number; a ticket waiting on itself', () => {
  const tickets = [ticket(3, { waitsOn: ['t1'] }), ticket(1, { waitsOn: ['t2'] }), ticket(2, { waitsOn: ['t3'] }), ticket(4, { waitsOn: ['t4'] }), ticket(5, { waitsOn: ['t1'] })];
  assert.equal(dependencyLoops(tickets), [['t1', 't2', 't3'], ['t4']]);
  assert.equal(
    kinds(tickets).filter(([kind]) => kind === 'CYCLE'),
    [
      ['CYCLE', '#1, #2, #3 wait on one another'],
      ['CYCLE', '#4 waits on itself'],
    ],
  );
  const loop = scheduleBlockers({ tickets, people: [ANA] }).find((b) => b.kind === 'CYCLE')!;
  assert.equal([loop.ticketId, loop.related], ['t1', ['t2', 't3']]);
});

blockers('a long chain of waits is walked without running out of stack', () => {
  const chain = Array.from({ length: 20_000 }, (_, i) => ticket(i + 1, { waitsOn: i === 0 ? [] : [`t${i}`] }));
  assert.equal(dependencyLoops(chain), []);
  const closed = [...chain.slice(1), ticket(1, { waitsOn: ['t20000'] })];
  assert.is(dependencyLoops(closed)[0]!.length, 20_000);
});

blockers('people with work and no working hours; the default week has hours', () => {
  const tickets = [ticket(1, { states: [state('a', { assigneeId: 'bo' })] })];
  const people: BlockerPerson[] = [ANA, { id: 'bo', name: 'Bo Berg', workWeek: NO_HOURS }, { id: 'cy', name: 'Cy Idle', workWeek: NO_HOURS }, { id: 'di', name: 'Di Week', workWeek: DEFAULT_WORK_WEEK }];
  assert.equal(kinds(tickets, people), [['NO_WORKING_TIME', 'Bo Berg has work to do and no working hours in their week']]);
});

blockers('ordered by kind, then by ticket number', () => {
  const tickets = [ticket(9, { states: [state('a', { assigneeId: null })] }), ticket(2, { states: [state('b', { estimate: null }), state('c', { assigneeId: null })] })];
  assert.equal(
    kinds(tickets).map(([kind, message]) => `${kind} ${message}`),
    ['UNASSIGNED #2 Build has no assignee', 'UNASSIGNED #9 Build has no assignee', 'UNESTIMATED #2 Build has no estimate'],
  );
});

blockers.run();
