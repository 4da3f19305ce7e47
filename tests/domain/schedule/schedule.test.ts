import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { initialState, MOVE_DIRECTIONS, transition, type PriorityRule, type State } from '../../../src/domain/schedule/schedule.ts';

const byProject: PriorityRule = { match: 'project', id: 'pr1' };
const byProduct: PriorityRule = { match: 'product', id: 'pd1' };
const byWorkflow: PriorityRule = { match: 'workflow', id: 'w1' };
const byTag: PriorityRule = { match: 'tag', id: 'tg1' };
const rules = [byProject, byProduct, byWorkflow, byTag];

const projections = { t1: { p50: '2024-05-01', p80: '2024-05-08' }, t2: { p50: '2024-06-01', p80: '2024-06-10' } };

/** A plan being edited whose projections are stale. */
const editing: State = {
  ...initialState,
  addedTickets: ['t1', 't2'],
  removedTickets: ['t3'],
  priorities: rules,
  projectionsRequireRefresh: true,
};

/** The same plan, projected. */
const projected: State = { ...editing, projections, projectionsRequireRefresh: false };

// ---------------------------------------------------------------------------------------------

const atFirst = suite('schedule: at first');

atFirst('nothing is planned or projected, and projections sort by status ascending', () => {
  assert.equal(initialState, {
    addedTickets: [],
    removedTickets: [],
    priorities: [],
    projections: {},
    projectionsRequireRefresh: false,
    projectionSorting: { sort: 'status', direction: 'asc' },
  });
});

atFirst('the move directions are down, first, last and up', () => {
  assert.equal([...MOVE_DIRECTIONS], ['down', 'first', 'last', 'up']);
});

atFirst('addTicket adds the ticket and marks projections for refresh', () => {
  const next = transition(initialState, { type: 'addTicket', ticketId: 't1' });
  assert.equal(next.addedTickets, ['t1']);
  assert.equal(next.removedTickets, []);
  assert.is(next.projectionsRequireRefresh, true);
});

atFirst('removeTicket removes the ticket and marks projections for refresh', () => {
  const next = transition(initialState, { type: 'removeTicket', ticketId: 't1' });
  assert.equal(next.removedTickets, ['t1']);
  assert.is(next.projectionsRequireRefresh, true);
});

atFirst('setPriorities stores the rules in order and marks projections for refresh', () => {
  const next = transition(initialState, { type: 'setPriorities', priorities: [byTag, { match: 'ticket', id: 't7' }] });
  assert.equal(next.priorities, [byTag, { match: 'ticket', id: 't7' }]);
  assert.is(next.projectionsRequireRefresh, true);
});

atFirst('setPriorities with no rules returns the same state', () => {
  assert.is(transition(initialState, { type: 'setPriorities', priorities: [] }), initialState);
});

atFirst('movePriority with no rules returns the same state', () => {
  assert.is(transition(initialState, { type: 'movePriority', index: 0, direction: 'first' }), initialState);
});

atFirst('setProjections stores projections by ticket id', () => {
  assert.equal(transition(initialState, { type: 'setProjections', projections }).projections, projections);
});

atFirst('setProjections with the projections already held and nothing stale returns the same state', () => {
  assert.is(transition(initialState, { type: 'setProjections', projections: initialState.projections }), initialState);
});

atFirst('setProjectionSorting changes the order without touching the plan', () => {
  const next = transition(initialState, { type: 'setProjectionSorting', sorting: { sort: 'eta', direction: 'desc' } });
  assert.equal(next.projectionSorting, { sort: 'eta', direction: 'desc' });
  assert.is(next.projectionsRequireRefresh, false);
});

atFirst('setProjectionSorting with the current order returns the same state', () => {
  assert.is(transition(initialState, { type: 'setProjectionSorting', sorting: { sort: 'status', direction: 'asc' } }), initialState);
  assert.not.equal(transition(initialState, { type: 'setProjectionSorting', sorting: { sort: 'status', direction: 'desc' } }), initialState);
});

atFirst('reset with nothing to clear returns the same state', () => {
  assert.is(transition(initialState, { type: 'reset' }), initialState);
});

atFirst.run();

// ---------------------------------------------------------------------------------------------

const whenEditing = suite('schedule: when a plan is being edited');

whenEditing('addTicket of a removed ticket moves it to the added list', () => {
  const next = transition(projected, { type: 'addTicket', ticketId: 't3' });
  assert.equal(next.addedTickets, ['t1', 't2', 't3']);
  assert.equal(next.removedTickets, []);
  assert.is(next.projectionsRequireRefresh, true);
  assert.is(next.projections, projections, 'the stale projections stay until new ones come');
});

whenEditing('addTicket of a ticket already added returns the same state', () => {
  assert.is(transition(projected, { type: 'addTicket', ticketId: 't1' }), projected);
});

whenEditing('removeTicket of an added ticket moves it to the removed list', () => {
  const next = transition(projected, { type: 'removeTicket', ticketId: 't1' });
  assert.equal(next.addedTickets, ['t2']);
  assert.equal(next.removedTickets, ['t3', 't1']);
  assert.is(next.projectionsRequireRefresh, true);
});

whenEditing('removeTicket of a ticket already removed returns the same state', () => {
  assert.is(transition(projected, { type: 'removeTicket', ticketId: 't3' }), projected);
});

whenEditing('setPriorities with the same rules, even as copies, returns the same state', () => {
  assert.is(transition(projected, { type: 'setPriorities', priorities: rules.map((rule) => ({ ...rule })) }), projected);
});

whenEditing('setPriorities with another order replaces the rules', () => {
  const next = transition(projected, { type: 'setPriorities', priorities: [byProduct, byProject, byWorkflow, byTag] });
  assert.equal(next.priorities, [byProduct, byProject, byWorkflow, byTag]);
  assert.is(next.projectionsRequireRefresh, true);
});

whenEditing('setPriorities with a rule matching a different id replaces the rules', () => {
  const next = transition(projected, { type: 'setPriorities', priorities: [byProject, byProduct, byWorkflow, { match: 'tag', id: 'tg2' }] });
  assert.equal(next.priorities[3], { match: 'tag', id: 'tg2' });
});

whenEditing('movePriority up swaps a rule with the one before it', () => {
  const next = transition(projected, { type: 'movePriority', index: 2, direction: 'up' });
  assert.equal(next.priorities, [byProject, byWorkflow, byProduct, byTag]);
  assert.is(next.projectionsRequireRefresh, true);
  assert.equal(projected.priorities, rules, 'the previous state is not mutated');
});

whenEditing('movePriority down swaps a rule with the one after it', () => {
  assert.equal(transition(projected, { type: 'movePriority', index: 1, direction: 'down' }).priorities, [byProject, byWorkflow, byProduct, byTag]);
});

whenEditing('movePriority first puts a rule at the top, keeping the others in order', () => {
  assert.equal(transition(projected, { type: 'movePriority', index: 3, direction: 'first' }).priorities, [byTag, byProject, byProduct, byWorkflow]);
});

whenEditing('movePriority last puts a rule at the bottom, keeping the others in order', () => {
  assert.equal(transition(projected, { type: 'movePriority', index: 0, direction: 'last' }).priorities, [byProduct, byWorkflow, byTag, byProject]);
});

whenEditing('movePriority past an end returns the same state', () => {
  assert.is(transition(projected, { type: 'movePriority', index: 0, direction: 'up' }), projected);
  assert.is(transition(projected, { type: 'movePriority', index: 3, direction: 'down' }), projected);
  assert.is(transition(projected, { type: 'movePriority', index: 0, direction: 'first' }), projected);
  assert.is(transition(projected, { type: 'movePriority', index: 3, direction: 'last' }), projected);
});

whenEditing('movePriority of an index outside the rules returns the same state', () => {
  assert.is(transition(projected, { type: 'movePriority', index: -1, direction: 'down' }), projected);
  assert.is(transition(projected, { type: 'movePriority', index: 4, direction: 'up' }), projected);
  assert.is(transition(projected, { type: 'movePriority', index: 1.5, direction: 'first' }), projected);
});

whenEditing('setProjectionSorting keeps the plan and its projections', () => {
  const next = transition(projected, { type: 'setProjectionSorting', sorting: { sort: 'p80', direction: 'asc' } });
  assert.is(next.priorities, projected.priorities);
  assert.is(next.projections, projections);
  assert.is(next.projectionsRequireRefresh, false);
});

whenEditing('reset clears tickets, priorities and projections, keeps the sorting, and marks a refresh', () => {
  const sorted: State = { ...projected, projectionSorting: { sort: 'eta', direction: 'desc' } };
  assert.equal(transition(sorted, { type: 'reset' }), {
    addedTickets: [],
    removedTickets: [],
    priorities: [],
    projections: {},
    projectionsRequireRefresh: true,
    projectionSorting: { sort: 'eta', direction: 'desc' },
  });
});

whenEditing.run();

// ---------------------------------------------------------------------------------------------

const whenStale = suite('schedule: when projections need a refresh');

whenStale('setProjections stores the new projections and clears the mark', () => {
  const next = transition(editing, { type: 'setProjections', projections });
  assert.is(next.projections, projections);
  assert.is(next.projectionsRequireRefresh, false);
});

whenStale('setProjections with the projections already held still clears the mark', () => {
  const next = transition(editing, { type: 'setProjections', projections: editing.projections });
  assert.is(next.projectionsRequireRefresh, false);
});

whenStale('addTicket keeps the mark', () => {
  assert.is(transition(editing, { type: 'addTicket', ticketId: 't9' }).projectionsRequireRefresh, true);
});

whenStale.run();

// ---------------------------------------------------------------------------------------------

const whenOnlyProjected = suite('schedule: when only projections are held');

whenOnlyProjected('reset clears the projections and leaves the mark down, since the plan did not change', () => {
  const state: State = { ...initialState, projections };
  assert.equal(transition(state, { type: 'reset' }), initialState);
});

whenOnlyProjected.run();
