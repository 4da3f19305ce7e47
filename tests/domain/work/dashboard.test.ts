/** The dashboard's blocks (src/domain/work/dashboard.ts): every predicate, every order, the limits. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  blockOf,
  dashboardBlocks,
  byNewest,
  byRecentlyDone,
  byUpcoming,
  checkTodoText,
  DASHBOARD_LIMITS,
  daysBefore,
  isMyEstimated,
  isMyUnestimated,
  isNotYetScheduled,
  isRecentlyCreated,
  isToEstimate,
  offersFirstTicket,
  previousWork,
  rowsAsked,
  TODO_LIMIT_MESSAGE,
  todoFits,
  ticketsWhere,
  byUpcomingTicket,
  upcomingTickets,
  finishingSoon,
  upcomingWork,
  wantedBy,
  type DashboardStateFacts,
  type DashboardTicketFacts,
} from '../../../src/domain/work/dashboard.ts';
import { SeededRandom } from '../../../src/domain/projection/seeded-random.ts';

const ME = 'r1';
const OTHER = 'r2';
const NOW = Date.parse('2026-03-20T12:00:00.000Z');
const ESTIMATE = { minimum: 1, likely: 2, maximum: 3 };

const state = (facts: Partial<DashboardStateFacts> = {}): DashboardStateFacts => ({
  id: 's1',
  name: 'Build',
  assigneeId: ME,
  estimate: ESTIMATE,
  active: false,
  done: false,
  doneAt: null,
  ...facts,
});

const ticket = (facts: Partial<DashboardTicketFacts> = {}): DashboardTicketFacts => ({
  seq: 1,
  ownerId: ME,
  status: 'UNSCHEDULED',
  publication: 'PUBLISHED',
  display: 'Estimated',
  createdAt: '2026-03-19T10:00:00.000Z',
  closedAt: null,
  eta: null,
  dueDate: null,
  states: [state()],
  ...facts,
});

const blocks = suite('dashboard block predicates');

blocks('to estimate: a state still to do, assigned to me, without estimate, on a published open ticket', () => {
  const waiting = ticket({ display: 'Unestimated', states: [state({ estimate: null })] });
  assert.is(isToEstimate(waiting, ME), true);
  assert.is(isToEstimate(ticket({ states: [state({ estimate: undefined })] }), ME), true, 'a missing estimate counts');
  assert.is(isToEstimate(waiting, OTHER), false, 'someone else’s state');
  assert.is(isToEstimate(ticket(), ME), false, 'estimated already');
  assert.is(isToEstimate(ticket({ states: [state({ estimate: null, done: true })] }), ME), false, 'a done state waits for nothing');
  assert.is(isToEstimate({ ...waiting, publication: 'DRAFT' }, ME), false, 'drafts are not asked yet');
  assert.is(isToEstimate({ ...waiting, status: 'DONE' }, ME), false);
  assert.is(isToEstimate({ ...waiting, status: 'CANCELLED' }, ME), false);
  assert.is(isToEstimate(ticket({ states: [state({ estimate: null, assigneeId: null })] }), ME), false);
});

blocks('my estimated and my unestimated: tickets I own in that display state', () => {
  assert.is(isMyEstimated(ticket(), ME), true);
  assert.is(isMyEstimated(ticket(), OTHER), false);
  assert.is(isMyEstimated(ticket({ display: 'Scheduled' }), ME), false);
  assert.is(isMyEstimated(ticket({ publication: 'ARCHIVED' }), ME), false, 'archived tickets are put away');
  assert.is(isMyUnestimated(ticket({ display: 'Unestimated' }), ME), true);
  assert.is(isMyUnestimated(ticket({ display: 'Unestimated', ownerId: null }), ME), false);
  assert.is(isMyUnestimated(ticket(), ME), false);
  assert.is(isMyUnestimated(ticket({ display: 'Unestimated', publication: 'DELETED' }), ME), false);
});

blocks('not yet scheduled: published tickets of anyone, ready to schedule', () => {
  assert.is(isNotYetScheduled(ticket({ ownerId: OTHER })), true);
  assert.is(isNotYetScheduled(ticket({ display: 'Scheduled' })), false);
  assert.is(isNotYetScheduled(ticket({ display: 'Unassigned' })), false);
  assert.is(isNotYetScheduled(ticket({ publication: 'ARCHIVED' })), false);
});

blocks('recently created: the last 14 days, drafts included, archived and deleted left out', () => {
  const edge = daysBefore(NOW, DASHBOARD_LIMITS.recentDays);
  assert.is(edge, '2026-03-06T12:00:00.000Z');
  assert.is(isRecentlyCreated(ticket({ createdAt: edge }), NOW), true, 'exactly 14 days ago counts');
  assert.is(isRecentlyCreated(ticket({ createdAt: '2026-03-06T11:59:59.999Z' }), NOW), false);
  assert.is(isRecentlyCreated(ticket({ publication: 'DRAFT' }), NOW), true);
  assert.is(isRecentlyCreated(ticket({ publication: 'ARCHIVED' }), NOW), false);
  assert.is(isRecentlyCreated(ticket({ publication: 'DELETED' }), NOW), false);
});

const orders = suite('dashboard orders');

orders('recently created: newest first, ties by the later ticket first', () => {
  const a = ticket({ seq: 1, createdAt: '2026-03-10T00:00:00.000Z' });
  const b = ticket({ seq: 2, createdAt: '2026-03-12T00:00:00.000Z' });
  const c = ticket({ seq: 3, createdAt: '2026-03-12T00:00:00.000Z' });
  assert.equal([a, b, c].sort(byNewest).map((t) => t.seq), [3, 2, 1]);
  assert.equal(ticketsWhere([c, a, b], () => true).map((t) => t.seq), [1, 2, 3], 'creation order by default');
  assert.equal(ticketsWhere([c, a, b], (t) => t.seq !== 2, byNewest).map((t) => t.seq), [3, 1]);
});

orders('upcoming: my open states of Scheduled and InProgress tickets; in progress first, then due date or ETA, undated last', () => {
  const scheduledLate = ticket({ seq: 1, display: 'Scheduled', status: 'SCHEDULED', dueDate: '2026-04-10T00:00:00.000Z' });
  const scheduledSoon = ticket({ seq: 2, display: 'Scheduled', status: 'SCHEDULED', eta: '2026-03-25T00:00:00.000Z' });
  const undated = ticket({ seq: 3, display: 'Scheduled', status: 'SCHEDULED' });
  const undatedToo = ticket({ seq: 4, display: 'Scheduled', status: 'SCHEDULED' });
  const inProgress = ticket({
    seq: 5,
    display: 'InProgress',
    dueDate: '2026-05-01T00:00:00.000Z',
    states: [state({ id: 'a', done: true }), state({ id: 'b', active: true }), state({ id: 'c' }), state({ id: 'd', assigneeId: OTHER })],
  });
  const notMine = ticket({ seq: 6, display: 'Scheduled', states: [state({ assigneeId: OTHER })] });
  const estimated = ticket({ seq: 7, display: 'Estimated' });
  const draft = ticket({ seq: 8, display: 'Scheduled', publication: 'DRAFT' });
  const items = upcomingWork([undatedToo, scheduledLate, undated, notMine, inProgress, scheduledSoon, estimated, draft], ME);
  assert.equal(
    items.map((item) => `${item.ticket.seq}${item.state.id}`),
    ['5b', '5c', '2s1', '1s1', '3s1', '4s1'],
  );
  assert.is(wantedBy(scheduledLate), '2026-04-10T00:00:00.000Z', 'the due date wins over the ETA');
  assert.is(wantedBy(ticket({ dueDate: null, eta: 'x' })), 'x');
});

orders('upcoming tickets: one row per ticket with all my open steps in workflow order; in progress first (ticket InProgress, with or without my step active), then by date', () => {
  // The reviewer's case: #138 is in progress (someone else's step) with a later ETA than #102; #147 has two steps of mine.
  const t102 = ticket({ seq: 102, display: 'Scheduled', status: 'SCHEDULED', eta: '2026-11-27T00:00:00.000Z' });
  const t138 = ticket({
    seq: 138,
    display: 'InProgress',
    status: 'SCHEDULED',
    eta: '2026-12-27T00:00:00.000Z',
    states: [state({ id: 'd', name: 'Design', assigneeId: OTHER, active: true }), state({ id: 'b', name: 'Build' })],
  });
  const t147 = ticket({
    seq: 147,
    display: 'Scheduled',
    status: 'SCHEDULED',
    eta: '2026-12-01T00:00:00.000Z',
    states: [state({ id: 'd', name: 'Design' }), state({ id: 'b', name: 'Build', assigneeId: OTHER }), state({ id: 'r', name: 'Review' })],
  });
  // In progress with my own step active but a later ETA: still after #138 (the card's rule reads by date).
  const t150 = ticket({ seq: 150, display: 'InProgress', eta: '2027-01-18T00:00:00.000Z', states: [state({ id: 'r', name: 'Review', active: true }), state({ id: 'x', name: 'Ship', done: true })] });
  const t151 = ticket({ seq: 151, display: 'Scheduled', states: [state()] });
  const t152 = ticket({ seq: 152, display: 'Scheduled', states: [state()] });
  const t153 = ticket({ seq: 153, display: 'InProgress', dueDate: '2026-12-27T00:00:00.000Z', states: [state({ active: true })] });
  const rows = upcomingTickets([t152, t147, t151, t102, t150, t138, t153], ME);
  assert.equal(
    rows.map((row) => [row.ticket.seq, row.states.map((s) => s.name).join(', '), row.inProgress]),
    [
      [138, 'Build', true],
      [153, 'Build', true],
      [150, 'Review', true],
      [102, 'Build', false],
      [147, 'Design, Review', false],
      [151, 'Build', false],
      [152, 'Build', false],
    ],
  );
  assert.is(upcomingWork([t147, t102, t138, t150], ME).length, 5, 'five steps of mine, four tickets');
  const row = (facts: Partial<DashboardTicketFacts>, inProgress = false) => ({ ticket: ticket(facts), states: [state()], inProgress });
  const going = row({ seq: 1 }, true);
  const dated = row({ seq: 2, eta: '2026-03-21T00:00:00.000Z' });
  const undated = row({ seq: 3 });
  assert.equal([byUpcomingTicket(going, dated) < 0, byUpcomingTicket(dated, going) > 0], [true, true], 'in progress first, both ways');
  assert.equal([byUpcomingTicket(dated, undated) < 0, byUpcomingTicket(undated, dated) > 0], [true, true], 'undated last, both ways');
  // A step of mine active while the ticket does not read InProgress still counts as in progress.
  assert.is(upcomingTickets([ticket({ display: 'Scheduled', states: [state({ active: true })] })], ME)[0]!.inProgress, true);
  // The steps come in workflow order even when the active one sorts first.
  const order = upcomingTickets([ticket({ display: 'InProgress', states: [state({ id: 'a', name: 'Design' }), state({ id: 'b', name: 'Build', active: true })] })], ME);
  assert.equal(order[0]!.states.map((s) => s.name), ['Design', 'Build']);
});

orders('upcoming: an active state of a ticket that does not read InProgress still comes first', () => {
  const a = { ticket: ticket({ seq: 1, display: 'Scheduled' }), state: state({ active: true }) };
  const b = { ticket: ticket({ seq: 2, display: 'InProgress' }), state: state() };
  assert.is(byUpcoming(a, b) < 0, true);
  assert.is(byUpcoming(b, a) > 0, true);
  const dated = { ticket: ticket({ seq: 3, display: 'Scheduled', dueDate: '2026-03-21T00:00:00.000Z' }), state: state() };
  const undated = { ticket: ticket({ seq: 4, display: 'Scheduled' }), state: state() };
  assert.is(byUpcoming(dated, undated) < 0, true);
  assert.is(byUpcoming(undated, dated) > 0, true);
  const later = { ticket: ticket({ seq: 5, display: 'Scheduled', eta: '2026-03-28T00:00:00.000Z' }), state: state() };
  assert.is(byUpcoming(later, dated) > 0, true, 'the sooner date first');
  assert.is(byUpcoming(dated, later) < 0, true);
});

orders('previous: my states done in the last 14 days, newest first; the ticket close time stands in for a missing one', () => {
  const recent = ticket({ seq: 1, states: [state({ id: 'x', done: true, doneAt: '2026-03-19T00:00:00.000Z' }), state({ id: 'y' })] });
  const older = ticket({ seq: 2, status: 'DONE', display: 'Done', closedAt: '2026-03-15T00:00:00.000Z', states: [state({ id: 'z', done: true })] });
  const tooOld = ticket({ seq: 3, states: [state({ id: 'o', done: true, doneAt: '2026-02-01T00:00:00.000Z' })] });
  const unknown = ticket({ seq: 4, states: [state({ id: 'u', done: true })] });
  const archived = ticket({ seq: 5, publication: 'ARCHIVED', states: [state({ id: 'a', done: true, doneAt: '2026-03-19T00:00:00.000Z' })] });
  const deleted = ticket({ seq: 6, publication: 'DELETED', states: [state({ id: 'd', done: true, doneAt: '2026-03-20T00:00:00.000Z' })] });
  const theirs = ticket({ seq: 7, states: [state({ id: 't', assigneeId: OTHER, done: true, doneAt: '2026-03-20T00:00:00.000Z' })] });
  const items = previousWork([older, recent, tooOld, unknown, archived, deleted, theirs], ME, NOW);
  assert.equal(items.map((item) => item.state.id), ['a', 'x', 'z']);
});

orders('previous: ties go to the later ticket, and an unknown time sorts last', () => {
  const a = { ticket: ticket({ seq: 1 }), state: state({ done: true, doneAt: '2026-03-19T00:00:00.000Z' }) };
  const b = { ticket: ticket({ seq: 2 }), state: state({ done: true, doneAt: '2026-03-19T00:00:00.000Z' }) };
  const none = { ticket: ticket({ seq: 3 }), state: state({ done: true }) };
  assert.equal([a, none, b].sort(byRecentlyDone).map((item) => item.ticket.seq), [2, 1, 3]);
});

orders('finishing soon: my upcoming tickets with an ETA within a week of now, soonest first', () => {
  const now = Date.parse('2026-11-18T12:00:00.000Z');
  const mine = (seq: number, eta: string | null) => ticket({ seq, display: 'Scheduled', eta, states: [state()] });
  const rows = finishingSoon([mine(1, '2026-11-24T00:00:00.000Z'), mine(2, '2026-11-19T00:00:00.000Z'), mine(3, null), mine(4, '2026-11-30T00:00:00.000Z'), mine(5, '2026-11-10T00:00:00.000Z'), mine(6, '2026-11-19T00:00:00.000Z')], ME, now);
  assert.equal(rows.map((row) => row.seq), [2, 6, 1], 'a week either side, ties in their order');
  assert.equal(finishingSoon([ticket({ display: 'Scheduled', eta: '2026-11-19T00:00:00.000Z', states: [state({ assigneeId: 'someone-else' })] })], ME, now), [], 'only mine');
});

const limits = suite('dashboard limits');

limits('a block is the first rows and the whole count', () => {
  assert.equal(blockOf([1, 2, 3], 2), { totalCount: 3, nodes: [1, 2] });
  assert.equal(blockOf([], 8), { totalCount: 0, nodes: [] });
});

limits('rows asked: 8 when not said, 0 to 50 accepted, anything else refused', () => {
  assert.is(rowsAsked(undefined), 8);
  assert.is(rowsAsked(null), 8);
  assert.is(rowsAsked(0), 0);
  assert.is(rowsAsked(50), 50);
  assert.is(rowsAsked(51), null);
  assert.is(rowsAsked(-1), null);
  assert.is(rowsAsked(2.5), null);
  assert.is(rowsAsked('3'), null);
});

limits('a to-do is required, trimmed, at most 256 characters; a list holds 200', () => {
  assert.equal(checkTodoText('  Call Ana  '), { ok: true, value: 'Call Ana' });
  assert.equal(checkTodoText('   '), { ok: false, message: 'To-do is required' });
  assert.equal(checkTodoText(42), { ok: false, message: 'To-do is required' });
  assert.equal(checkTodoText('x'.repeat(256)), { ok: true, value: 'x'.repeat(256) });
  assert.equal(checkTodoText('x'.repeat(257)), { ok: false, message: 'To-do must be at most 256 characters' });
  assert.is(todoFits(199), true);
  assert.is(todoFits(200), false);
  assert.is(TODO_LIMIT_MESSAGE, 'A to-do list holds at most 200 items');
});

const firstTicket = suite('the first ticket offered');

firstTicket('offered to a writer of an organization that had no ticket and has none recently created', () => {
  assert.is(offersFirstTicket({ canWrite: true, hadTicket: false, recentlyCreated: 0 }), true);
});

firstTicket('not once a ticket exists, as `me` said or as the dashboard shows since', () => {
  assert.is(offersFirstTicket({ canWrite: true, hadTicket: true, recentlyCreated: 0 }), false);
  assert.is(offersFirstTicket({ canWrite: true, hadTicket: false, recentlyCreated: 1 }), false, 'created after `me` was read');
});

firstTicket('never to a visitor, who cannot create tickets', () => {
  assert.is(offersFirstTicket({ canWrite: false, hadTicket: false, recentlyCreated: 0 }), false);
});

const onePass = suite('dashboard blocks in one pass');

onePass('every block equals its rule applied alone: the same count, the same first rows in the same order', () => {
  const random = new SeededRandom(2026);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random.next() * values.length)]!;
  // Few distinct times and people, so that orders tie and blocks overlap.
  const times = ['2026-03-01T00:00:00.000Z', '2026-03-10T09:00:00.000Z', '2026-03-19T10:00:00.000Z', '2026-03-20T11:00:00.000Z', '2026-03-25T00:00:00.000Z'];
  for (let round = 0; round < 40; round++) {
    const tickets = Array.from({ length: 1 + Math.floor(random.next() * 120) }, (_, at) =>
      ticket({
        seq: at + 1,
        ownerId: pick([ME, OTHER, null]),
        status: pick(['UNSCHEDULED', 'SCHEDULED', 'DONE', 'CANCELLED'] as const),
        publication: pick(['PUBLISHED', 'PUBLISHED', 'DRAFT', 'ARCHIVED', 'DELETED'] as const),
        display: pick(['Draft', 'Estimated', 'Unestimated', 'Unassigned', 'Scheduled', 'InProgress', 'Done'] as const),
        createdAt: pick(times),
        closedAt: pick([null, ...times]),
        eta: pick([null, ...times]),
        dueDate: pick([null, null, ...times]),
        states: Array.from({ length: Math.floor(random.next() * 4) }, (_, s) =>
          state({ id: `s${s}`, assigneeId: pick([ME, OTHER, null]), estimate: pick([ESTIMATE, null]), active: random.next() < 0.3, done: random.next() < 0.4, doneAt: pick([null, ...times]) }),
        ),
      }),
    );
    const rows = Math.floor(random.next() * 10);
    const live = tickets.filter((t) => t.publication !== 'DELETED');
    const blocks = dashboardBlocks(tickets, ME, NOW, rows);
    const alone = (list: readonly unknown[]) => blockOf(list, rows);
    assert.equal(blocks.toEstimate, alone(ticketsWhere(live, (t) => isToEstimate(t, ME))), `round ${round}: to estimate`);
    assert.equal(blocks.myEstimated, alone(ticketsWhere(live, (t) => isMyEstimated(t, ME))), `round ${round}: my estimated`);
    assert.equal(blocks.myUnestimated, alone(ticketsWhere(live, (t) => isMyUnestimated(t, ME))), `round ${round}: my unestimated`);
    assert.equal(blocks.upcoming, alone(upcomingTickets(live, ME)), `round ${round}: upcoming`);
    assert.equal(blocks.previous, alone(previousWork(live, ME, NOW)), `round ${round}: previous`);
    assert.equal(blocks.recentlyCreated, alone(ticketsWhere(live, (t) => isRecentlyCreated(t, NOW), byNewest)), `round ${round}: recently created`);
    assert.equal(blocks.notYetScheduled, alone(ticketsWhere(live, isNotYetScheduled)), `round ${round}: not yet scheduled`);
    assert.equal(blocks.finishing, finishingSoon(live, ME, NOW), `round ${round}: finishing`);
  }
});

onePass('someone who holds no work here gets the organization blocks only', () => {
  const tickets = [ticket({ seq: 1 }), ticket({ seq: 2, display: 'Unestimated', states: [state({ estimate: null })] })];
  const blocks = dashboardBlocks(tickets, null, NOW, 8);
  assert.is(blocks.notYetScheduled.totalCount, 1);
  assert.is(blocks.recentlyCreated.totalCount, 2);
  for (const personal of [blocks.toEstimate, blocks.myEstimated, blocks.myUnestimated, blocks.upcoming, blocks.previous]) assert.is(personal.totalCount, 0);
  assert.equal(blocks.finishing, []);
});

blocks.run();
onePass.run();
orders.run();
limits.run();
firstTicket.run();
