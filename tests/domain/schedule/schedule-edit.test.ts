/** The schedule's edit flow (src/domain/schedule/schedule-edit.ts): the edited facts, the rows of edit_projections, their order, what counts as a change. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { canAdd, differenceText, editedPlanFacts, hasChanges, netChanges, projectionRows, projectionsOf, sortedRows, type EditFacts } from '../../../src/domain/schedule/schedule-edit.ts';
import { projectionPlan } from '../../../src/domain/schedule/projection-plan.ts';
import { initialState, transition } from '../../../src/domain/schedule/schedule.ts';
import { editTicket } from '../../helpers/fixtures.ts';


const FACTS: EditFacts = {
  tickets: [editTicket(1), editTicket(2, { dueDate: '2026-12-02T00:00:00.000Z' }), editTicket(3, { status: 'UNSCHEDULED', displayState: 'Estimated', eta: null, etaP50: null }), editTicket(4, { status: 'UNSCHEDULED', displayState: 'Unestimated', eta: null, etaP50: null })],
  people: [{ id: 'ana', name: 'Ana', timeZone: 'UTC', workWeek: null }],
  oneOffBlackouts: [],
  recurringBlackouts: [],
  projects: [],
  priorities: [{ match: 'ticket', id: 't2' }],
  choices: [],
};

const edit = suite('the schedule edit flow');

edit('a ticket off the schedule can be added only when published and estimated', () => {
  assert.equal(FACTS.tickets.map(canAdd), [false, false, true, false]);
  assert.not.ok(canAdd(editTicket(5, { status: 'UNSCHEDULED', displayState: 'Estimated', publication: 'DRAFT' })));
});

edit('the edited facts: added tickets scheduled, removed ones not, the edited rules, planned from now; the same question the server asks', () => {
  const state = [
    { type: 'addTicket', ticketId: 't3' },
    { type: 'removeTicket', ticketId: 't1' },
    { type: 'setPriorities', priorities: [{ match: 'ticket', id: 't3' }] },
  ].reduce((s, event) => transition(s, event as never), initialState);
  const facts = editedPlanFacts(FACTS, state, Date.UTC(2026, 10, 30, 8));
  assert.equal(
    facts.tickets.map((t) => t.status),
    ['UNSCHEDULED', 'SCHEDULED', 'SCHEDULED', 'UNSCHEDULED'],
  );
  assert.is(facts.tickets[1], FACTS.tickets[1], 'an untouched ticket is the same object');
  assert.equal(facts.priorities, [{ match: 'ticket', id: 't3' }]);
  assert.is(facts.start, Date.UTC(2026, 10, 30, 8));
  const plan = projectionPlan(facts);
  assert.equal([...new Set(plan.input.tasks.map((task) => task.ticket))].sort(), ['t2', 't3']);
  const ranks = Object.fromEntries(plan.input.tasks.map((task) => [task.ticket, task.rank]));
  assert.ok(ranks['t3']! < ranks['t2']!, 'the edited rule ranks t3 first');
});

edit('the rows: each ticket on the schedule before or after, what the edit does to it, both ETAs, the difference, At Risk both sides', () => {
  const state = transition(transition(initialState, { type: 'addTicket', ticketId: 't3' }), { type: 'removeTicket', ticketId: 't1' });
  const projected = transition(
    state,
    { type: 'setProjections', projections: projectionsOf({ tickets: [{ id: 't2', p50: '2026-12-02T12:00:00.000Z', p80: '2026-12-03T05:00:00.000Z' }, { id: 't3', p50: '2026-12-04T09:00:00.000Z', p80: '2026-12-04T17:00:00.000Z' }] as never }) },
  );
  assert.is(projected.projectionsRequireRefresh, false);
  const rows = projectionRows(FACTS, projected);
  assert.equal(
    rows.map((row) => [row.ticket.id, row.change, row.currentEta, row.newEta, row.differenceDays, row.atRiskBefore, row.atRiskAfter]),
    [
      ['t1', 'removed', '2026-12-01T17:00:00.000Z', null, null, false, false],
      ['t2', 'kept', '2026-12-01T17:00:00.000Z', '2026-12-03T05:00:00.000Z', 1.5, false, true],
      ['t3', 'added', null, '2026-12-04T17:00:00.000Z', null, false, false],
    ],
  );
  assert.equal(
    sortedRows(rows, 'status', 'asc').map((row) => row.ticket.id),
    ['t1', 't3', 't2'],
    'removed, added, kept',
  );
  assert.equal(
    sortedRows(rows, 'difference', 'desc').map((row) => row.ticket.id),
    ['t2', 't1', 't3'],
    'rows without a difference last',
  );
  assert.equal(
    sortedRows(rows, 'eta', 'asc').map((row) => row.ticket.id),
    ['t1', 't2', 't3'],
  );
});

edit('a change is a ticket added or removed, or rules that differ from the saved ones; the difference reads plainly', () => {
  const saved = transition(initialState, { type: 'setPriorities', priorities: FACTS.priorities });
  assert.not.ok(hasChanges(FACTS, saved));
  assert.ok(hasChanges(FACTS, initialState), 'the rules were cleared');
  assert.ok(hasChanges(FACTS, transition(saved, { type: 'addTicket', ticketId: 't3' })));
  const two = { tickets: [], priorities: [{ match: 'ticket', id: 't2' }, { match: 'tag', id: 'g' }] } as const;
  assert.ok(hasChanges(two, transition(transition(initialState, { type: 'setPriorities', priorities: two.priorities }), { type: 'movePriority', index: 1, direction: 'first' })));
  assert.equal([differenceText(1.5), differenceText(-1), differenceText(0), differenceText(null)], ['+1.5 days', '−1 day', 'No change', '—']);
});

edit("'Keep it' after taking a ticket off is no change: only tickets that move on or off count and are sent", () => {
  const saved = transition(initialState, { type: 'setPriorities', priorities: FACTS.priorities });
  const off = transition(saved, { type: 'removeTicket', ticketId: 't1' });
  assert.equal(netChanges(FACTS, off), { added: [], removed: ['t1'] });
  const kept = transition(off, { type: 'addTicket', ticketId: 't1' });
  assert.equal(kept.addedTickets, ['t1'], 'the state machine records the intention');
  assert.equal(netChanges(FACTS, kept), { added: [], removed: [] });
  assert.not.ok(hasChanges(FACTS, kept));
  // A ticket off the schedule added then undone is no change either; an unknown id is never sent.
  const undone = transition(transition(saved, { type: 'addTicket', ticketId: 't3' }), { type: 'removeTicket', ticketId: 't3' });
  assert.equal(netChanges(FACTS, undone), { added: [], removed: [] });
  assert.equal(netChanges(FACTS, transition(saved, { type: 'addTicket', ticketId: 'gone' })), { added: [], removed: [] });
  assert.equal(netChanges(FACTS, transition(saved, { type: 'addTicket', ticketId: 't3' })), { added: ['t3'], removed: [] });
});

edit.run();
