import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  countActiveFilters,
  EXPLORER_FILTER_DEFAULTS,
  EXPLORER_FLAG_LABELS,
  initialState,
  isDefaultFilter,
  SEARCH_FILTER_DEFAULTS,
  SEARCH_FLAG_LABELS,
  TICKET_FILTER_DEFAULTS,
  TICKET_FLAG_LABELS,
  transition,
  type State,
  type TicketFilter,
} from '../../../src/domain/work/filters.ts';

const march = { from: '2024-03-01', to: '2024-03-31' };

const chosenTickets: TicketFilter = {
  ...TICKET_FILTER_DEFAULTS,
  recordSets: { ...TICKET_FILTER_DEFAULTS.recordSets, products: ['p1'], tags: ['t1', 't2'] },
  flags: { isActive: true },
};

const withTicketChoices: State = { ...initialState, ticket: chosenTickets };

const withSearchText: State = {
  ...initialState,
  search: {
    ...SEARCH_FILTER_DEFAULTS,
    search: 'login bug',
    allUntagged: true,
    recordSets: { ...SEARCH_FILTER_DEFAULTS.recordSets, owners: ['u1'] },
    flags: { ...SEARCH_FILTER_DEFAULTS.flags, atRisk: true },
    dates: { ...SEARCH_FILTER_DEFAULTS.dates, eta: march },
    sort: { direction: 'DESC', field: 'createdAt' },
  },
};

const hidingCompleted: State = { ...initialState, explorer: { ...EXPLORER_FILTER_DEFAULTS, flags: { hideCompleted: true } } };

// ---------------------------------------------------------------------------------------------

const atFirst = suite('filters: at first');

atFirst('the ticket filter is recursive with nothing chosen', () => {
  assert.equal(initialState.ticket, {
    recursive: true,
    recordSets: { products: [], workflows: [], projects: [], authors: [], assignees: [], features: [], tags: [] },
    flags: { isActive: false },
    valueSets: { statuses: [], stages: [] },
    dates: { createdAt: null },
  });
});

atFirst('the search filter has no text, nothing chosen, and sorts by title ascending', () => {
  assert.equal(initialState.search, {
    search: '',
    allUntagged: false,
    recursive: true,
    recordSets: { products: [], workflows: [], authors: [], owners: [], assignees: [], tags: [] },
    flags: { isActive: false, untagged: false, unestimated: false, unassigned: false, atRisk: false, hideCompleted: false, readyToSchedule: false },
    valueSets: { statuses: [] },
    dates: { closedAt: null, createdAt: null, eta: null },
    sort: { direction: 'ASC', field: 'title' },
  });
});

atFirst('the explorer filter shows completed tickets and sorts by title ascending', () => {
  assert.equal(initialState.explorer, {
    recordSets: { products: [], workflows: [], authors: [], owners: [], assignees: [], tags: [] },
    flags: { hideCompleted: false },
    valueSets: { statuses: [] },
    dates: { closedAt: null, createdAt: null, eta: null },
    sort: { direction: 'ASC', field: 'title' },
  });
});

atFirst('the flags carry the labels of the specification', () => {
  assert.equal(TICKET_FLAG_LABELS, { isActive: 'Active' });
  assert.equal(SEARCH_FLAG_LABELS, {
    isActive: 'Active',
    untagged: 'No Tags',
    unestimated: 'Not Fully Estimated',
    unassigned: 'Not Fully Assigned',
    atRisk: 'At Risk',
    hideCompleted: 'Hide Completed',
    readyToSchedule: 'Ready to Schedule',
  });
  assert.equal(EXPLORER_FLAG_LABELS, { hideCompleted: 'Hide Completed' });
});

atFirst('set replaces the ticket filter', () => {
  assert.equal(transition(initialState, { type: 'set', kind: 'ticket', filter: chosenTickets }), withTicketChoices);
});

atFirst('set with a filter equal to the current one returns the same state', () => {
  assert.is(transition(initialState, { type: 'set', kind: 'explorer', filter: { ...EXPLORER_FILTER_DEFAULTS } }), initialState);
});

atFirst('update of one record set keeps the other record sets and filters', () => {
  const next = transition(initialState, { type: 'update', kind: 'search', patch: { recordSets: { tags: ['t9'] } } });
  assert.equal(next.search.recordSets, { ...SEARCH_FILTER_DEFAULTS.recordSets, tags: ['t9'] });
  assert.is(next.ticket, initialState.ticket);
  assert.is(next.explorer, initialState.explorer);
});

atFirst('update replaces plain fields and merges the sort field by field', () => {
  const next = transition(initialState, { type: 'update', kind: 'search', patch: { search: 'crash', recursive: false, sort: { direction: 'DESC' } } });
  assert.is(next.search.search, 'crash');
  assert.is(next.search.recursive, false);
  assert.equal(next.search.sort, { direction: 'DESC', field: 'title' });
});

atFirst('update sets a date range and an undefined value leaves its field as it is', () => {
  const next = transition(initialState, { type: 'update', kind: 'ticket', patch: { recursive: undefined, dates: { createdAt: march }, flags: { isActive: undefined } } });
  assert.equal(next.ticket, { ...TICKET_FILTER_DEFAULTS, dates: { createdAt: march } });
});

atFirst('update with values the filter already has returns the same state', () => {
  assert.is(transition(initialState, { type: 'update', kind: 'explorer', patch: { flags: { hideCompleted: false }, recordSets: { tags: [] } } }), initialState);
  assert.is(transition(initialState, { type: 'update', kind: 'ticket', patch: {} }), initialState);
});

atFirst('clear of a filter already at its defaults returns the same state', () => {
  assert.is(transition(initialState, { type: 'clear', kind: 'ticket' }), initialState);
  assert.is(transition(initialState, { type: 'clear', kind: 'search' }), initialState);
  assert.is(transition(initialState, { type: 'clear', kind: 'explorer' }), initialState);
});

atFirst('toggleAllUntagged turns allUntagged on', () => {
  assert.is(transition(initialState, { type: 'toggleAllUntagged' }).search.allUntagged, true);
  assert.is(initialState.search.allUntagged, false, 'the previous state is not mutated');
});

atFirst.run();

// ---------------------------------------------------------------------------------------------

const ticketChosen = suite('filters: when the ticket filter has choices');

ticketChosen('set replaces the whole ticket filter, dropping earlier choices', () => {
  const only = { ...TICKET_FILTER_DEFAULTS, valueSets: { statuses: ['DONE'], stages: [] } };
  assert.equal(transition(withTicketChoices, { type: 'set', kind: 'ticket', filter: only }).ticket, only);
});

ticketChosen('update of one record set keeps the other chosen record sets', () => {
  const next = transition(withTicketChoices, { type: 'update', kind: 'ticket', patch: { recordSets: { assignees: ['r1'] } } });
  assert.equal(next.ticket.recordSets, { ...chosenTickets.recordSets, assignees: ['r1'] });
  assert.is(next.ticket.flags, chosenTickets.flags);
});

ticketChosen('clear resets the ticket filter to its defaults and leaves the others', () => {
  const next = transition(withTicketChoices, { type: 'clear', kind: 'ticket' });
  assert.is(next.ticket, TICKET_FILTER_DEFAULTS);
  assert.is(next.search, withTicketChoices.search);
});

ticketChosen('clear of another filter at its defaults returns the same state', () => {
  assert.is(transition(withTicketChoices, { type: 'clear', kind: 'explorer' }), withTicketChoices);
});

ticketChosen('toggleAllUntagged flips the search filter only', () => {
  const next = transition(withTicketChoices, { type: 'toggleAllUntagged' });
  assert.is(next.search.allUntagged, true);
  assert.is(next.ticket, chosenTickets);
});

ticketChosen.run();

// ---------------------------------------------------------------------------------------------

const searchText = suite('filters: when the search filter has text');

searchText('clear keeps the search text and resets everything else', () => {
  const next = transition(withSearchText, { type: 'clear', kind: 'search' });
  assert.equal(next.search, { ...SEARCH_FILTER_DEFAULTS, search: 'login bug' });
});

searchText('set replaces the text along with everything else', () => {
  const next = transition(withSearchText, { type: 'set', kind: 'search', filter: SEARCH_FILTER_DEFAULTS });
  assert.is(next.search, SEARCH_FILTER_DEFAULTS);
});

searchText('update of the text keeps the choices', () => {
  const next = transition(withSearchText, { type: 'update', kind: 'search', patch: { search: 'logout bug' } });
  assert.equal(next.search, { ...withSearchText.search, search: 'logout bug' });
});

searchText('update of one flag keeps the other flags', () => {
  const next = transition(withSearchText, { type: 'update', kind: 'search', patch: { flags: { readyToSchedule: true } } });
  assert.equal(next.search.flags, { ...withSearchText.search.flags, readyToSchedule: true });
});

searchText('update of one date range keeps the others and null clears a range', () => {
  const next = transition(withSearchText, { type: 'update', kind: 'search', patch: { dates: { eta: null, closedAt: march } } });
  assert.equal(next.search.dates, { closedAt: march, createdAt: null, eta: null });
});

searchText('toggleAllUntagged turns allUntagged off again', () => {
  const next = transition(withSearchText, { type: 'toggleAllUntagged' });
  assert.is(next.search.allUntagged, false);
  assert.is(next.search.search, 'login bug');
});

searchText.run();

// ---------------------------------------------------------------------------------------------

const explorerHiding = suite('filters: when the explorer hides completed tickets');

explorerHiding('update of the sort keeps hiding completed tickets', () => {
  const next = transition(hidingCompleted, { type: 'update', kind: 'explorer', patch: { sort: { field: 'eta' } } });
  assert.equal(next.explorer, { ...hidingCompleted.explorer, sort: { direction: 'ASC', field: 'eta' } });
});

explorerHiding('clear shows completed tickets again', () => {
  assert.is(transition(hidingCompleted, { type: 'clear', kind: 'explorer' }).explorer, EXPLORER_FILTER_DEFAULTS);
});

explorerHiding('set with the same choices returns the same state', () => {
  assert.is(transition(hidingCompleted, { type: 'set', kind: 'explorer', filter: { ...EXPLORER_FILTER_DEFAULTS, flags: { hideCompleted: true } } }), hidingCompleted);
});

explorerHiding('toggleAllUntagged leaves the explorer filter alone', () => {
  assert.is(transition(hidingCompleted, { type: 'toggleAllUntagged' }).explorer, hidingCompleted.explorer);
});

explorerHiding.run();

// ---------------------------------------------------------------------------------------------

const counting = suite('filters: counting active parts');

counting('filters at their defaults count nothing', () => {
  assert.is(countActiveFilters(TICKET_FILTER_DEFAULTS), 0);
  assert.is(countActiveFilters(SEARCH_FILTER_DEFAULTS), 0);
  assert.is(countActiveFilters(EXPLORER_FILTER_DEFAULTS), 0);
});

counting('each non-empty record set and each flag on counts once, whatever the number of ids', () => {
  assert.is(countActiveFilters(chosenTickets), 3);
});

counting('search text, sort and recursive are not counted; allUntagged and a bounded date range are', () => {
  assert.is(countActiveFilters(withSearchText.search), 4);
  assert.is(countActiveFilters({ ...SEARCH_FILTER_DEFAULTS, search: 'x', recursive: false, sort: { direction: 'DESC', field: 'eta' } }), 0);
});

counting('a date range counts when either end is set, not when both are open', () => {
  const withCreated = (createdAt: { from: string | null; to: string | null }) => countActiveFilters({ ...TICKET_FILTER_DEFAULTS, dates: { createdAt } });
  assert.is(withCreated({ from: '2024-01-01', to: null }), 1);
  assert.is(withCreated({ from: null, to: '2024-01-31' }), 1);
  assert.is(withCreated({ from: null, to: null }), 0);
});

counting('value sets count on the explorer filter too', () => {
  assert.is(countActiveFilters({ ...EXPLORER_FILTER_DEFAULTS, valueSets: { statuses: ['DONE', 'SCHEDULED'] }, flags: { hideCompleted: true } }), 2);
});

counting.run();

// ---------------------------------------------------------------------------------------------

const defaults = suite('filters: equal to the defaults');

defaults('each kind at its defaults, even as a copy, is the default', () => {
  assert.ok(isDefaultFilter('ticket', { ...TICKET_FILTER_DEFAULTS, recordSets: { ...TICKET_FILTER_DEFAULTS.recordSets } }));
  assert.ok(isDefaultFilter('search', SEARCH_FILTER_DEFAULTS));
  assert.ok(isDefaultFilter('explorer', EXPLORER_FILTER_DEFAULTS));
});

defaults('a filter with any choice is not the default', () => {
  assert.not.ok(isDefaultFilter('ticket', chosenTickets));
  assert.not.ok(isDefaultFilter('ticket', { ...TICKET_FILTER_DEFAULTS, dates: { createdAt: march } }));
  assert.not.ok(isDefaultFilter('explorer', hidingCompleted.explorer));
});

defaults('search text alone makes the search filter differ from its defaults', () => {
  assert.not.ok(isDefaultFilter('search', { ...SEARCH_FILTER_DEFAULTS, search: 'x' }));
});

defaults.run();
