/** The §3 search filter's flags and date ranges: every branch of src/domain/work/search-filter.ts. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  flagsPredicate,
  inRange,
  isAtRisk,
  isCompleted,
  isNotFullyAssigned,
  isNotFullyEstimated,
  isOpenRange,
  isReadyToScheduleState,
  isUntagged,
  type SearchFacts,
} from '../../../src/domain/work/search-filter.ts';

const NOW = '2026-03-02T10:00:00.000Z';
const PAST = '2026-03-01T00:00:00.000Z';
const FUTURE = '2026-03-10T00:00:00.000Z';
const ESTIMATE = { minimum: 1, likely: 2, maximum: 3 };

/** A ticket that no flag singles out except readyToSchedule: tagged, assigned, estimated, Estimated, no dates. */
const base: SearchFacts = {
  status: 'UNSCHEDULED',
  display: 'Estimated',
  tagIds: ['t1'],
  states: [{ assigneeId: 'r1', estimate: ESTIMATE, done: false }],
  closedAt: null,
  eta: null,
  dueDate: null,
};
const ticket = (facts: Partial<SearchFacts>): SearchFacts => ({ ...base, ...facts });

const flags = suite('search filter flags');

flags('untagged: no tag at all', () => {
  assert.is(isUntagged(ticket({ tagIds: [] })), true);
  assert.is(isUntagged(base), false);
});

flags('completed: DONE and CANCELLED, not UNSCHEDULED or SCHEDULED', () => {
  assert.is(isCompleted(ticket({ status: 'DONE' })), true);
  assert.is(isCompleted(ticket({ status: 'CANCELLED' })), true);
  assert.is(isCompleted(ticket({ status: 'SCHEDULED' })), false);
  assert.is(isCompleted(base), false);
});

flags('not fully estimated: an open state without estimate; done states do not count', () => {
  assert.is(isNotFullyEstimated(ticket({ states: [{ assigneeId: 'r1', estimate: null, done: false }] })), true);
  assert.is(isNotFullyEstimated(ticket({ states: [{ assigneeId: 'r1', estimate: undefined, done: false }] })), true);
  assert.is(isNotFullyEstimated(ticket({ states: [{ assigneeId: 'r1', estimate: null, done: true }] })), false);
  assert.is(isNotFullyEstimated(base), false);
  assert.is(isNotFullyEstimated(ticket({ states: [] })), false);
});

flags('not fully assigned: an open state without assignee; done states do not count', () => {
  assert.is(isNotFullyAssigned(ticket({ states: [base.states[0]!, { assigneeId: null, estimate: ESTIMATE, done: false }] })), true);
  assert.is(isNotFullyAssigned(ticket({ states: [{ assigneeId: null, estimate: ESTIMATE, done: true }] })), false);
  assert.is(isNotFullyAssigned(base), false);
});

flags('ready to schedule: the display state Estimated only', () => {
  assert.is(isReadyToScheduleState(base), true);
  assert.is(isReadyToScheduleState(ticket({ display: 'Scheduled' })), false);
  assert.is(isReadyToScheduleState(ticket({ display: 'Unestimated' })), false);
});

flags('at risk: a projected ETA after the due day, while not completed', () => {
  assert.is(isAtRisk(ticket({ dueDate: PAST })), false, 'past due without an ETA is not at risk: nothing projects it late');
  assert.is(isAtRisk(ticket({ dueDate: FUTURE })), false, 'due later, no ETA');
  assert.is(isAtRisk(ticket({ dueDate: FUTURE, eta: '2026-03-11T00:00:00.000Z' })), true, 'ETA on the day after the due day');
  assert.is(isAtRisk(ticket({ dueDate: FUTURE, eta: '2026-03-09T00:00:00.000Z' })), false, 'ETA before due');
  assert.is(isAtRisk(ticket({ dueDate: FUTURE, eta: FUTURE })), false, 'ETA on the due date');
  assert.is(isAtRisk(ticket({ dueDate: FUTURE, eta: '2026-03-10T23:59:00.000Z' })), false, 'ETA late on the due day');
  assert.is(isAtRisk(ticket({ dueDate: null, eta: FUTURE })), false, 'no due date');
  assert.is(isAtRisk(ticket({ dueDate: FUTURE, eta: 'garbage' })), false, 'an unreadable ETA');
  assert.is(isAtRisk(ticket({ dueDate: '2026-03-10T15:00:00.000Z', eta: '2026-03-11T09:00:00.000Z' })), true, 'a due date at 15:00 still means its day');
  assert.is(isAtRisk(ticket({ dueDate: 'soon', eta: FUTURE })), false, 'an unreadable due date');
  assert.is(isAtRisk(ticket({ dueDate: PAST, eta: FUTURE, status: 'DONE' })), false, 'done');
  assert.is(isAtRisk(ticket({ dueDate: PAST, eta: FUTURE, status: 'CANCELLED' })), false, 'cancelled');
});

flags('flagsPredicate: no flag (or false flags) keeps everything', () => {
  const all = [base, ticket({ tagIds: [] }), ticket({ status: 'DONE', display: 'Done' })];
  assert.is(all.every(flagsPredicate({})), true);
  const none = flagsPredicate({ untagged: false, unestimated: false, unassigned: false, atRisk: false, hideCompleted: false, readyToSchedule: false });
  assert.is(all.every(none), true);
  assert.is(all.every(flagsPredicate({ untagged: null })), true);
});

flags('flagsPredicate: each flag alone', () => {
  assert.is(flagsPredicate({ untagged: true })(ticket({ tagIds: [] })), true);
  assert.is(flagsPredicate({ untagged: true })(base), false);
  assert.is(flagsPredicate({ unestimated: true })(ticket({ states: [{ assigneeId: 'r1', estimate: null, done: false }] })), true);
  assert.is(flagsPredicate({ unestimated: true })(base), false);
  assert.is(flagsPredicate({ unassigned: true })(ticket({ states: [{ assigneeId: null, estimate: null, done: false }] })), true);
  assert.is(flagsPredicate({ unassigned: true })(base), false);
  assert.is(flagsPredicate({ atRisk: true })(ticket({ dueDate: PAST, eta: FUTURE })), true);
  assert.is(flagsPredicate({ atRisk: true })(base), false);
  assert.is(flagsPredicate({ hideCompleted: true })(base), true);
  assert.is(flagsPredicate({ hideCompleted: true })(ticket({ status: 'CANCELLED' })), false);
  assert.is(flagsPredicate({ readyToSchedule: true })(base), true);
  assert.is(flagsPredicate({ readyToSchedule: true })(ticket({ display: 'Draft' })), false);
});

flags('flagsPredicate: flags combine with AND', () => {
  const both = flagsPredicate({ untagged: true, atRisk: true });
  assert.is(both(ticket({ tagIds: [], dueDate: PAST, eta: FUTURE })), true);
  assert.is(both(ticket({ tagIds: [] })), false);
  assert.is(both(ticket({ dueDate: PAST, eta: FUTURE })), false);
});

flags.run();

const ranges = suite('search filter date ranges');

ranges('an open range limits nothing, even a missing time', () => {
  assert.is(isOpenRange({ after: null, before: null }), true);
  assert.is(isOpenRange({ after: PAST, before: null }), false);
  assert.is(isOpenRange({ after: null, before: PAST }), false);
  assert.is(inRange(null, { after: null, before: null }), true);
  assert.is(inRange(NOW, { after: null, before: null }), true);
});

ranges('a missing time is outside any range with an end', () => {
  assert.is(inRange(null, { after: PAST, before: null }), false);
  assert.is(inRange(null, { after: null, before: FUTURE }), false);
});

ranges('both ends are included; before after or after before is outside', () => {
  const range = { after: PAST, before: FUTURE };
  assert.is(inRange(PAST, range), true);
  assert.is(inRange(FUTURE, range), true);
  assert.is(inRange(NOW, range), true);
  assert.is(inRange('2026-02-28T00:00:00.000Z', range), false);
  assert.is(inRange('2026-03-11T00:00:00.000Z', range), false);
  assert.is(inRange('2026-02-28T00:00:00.000Z', { after: null, before: FUTURE }), true);
  assert.is(inRange('2026-03-11T00:00:00.000Z', { after: PAST, before: null }), true);
});

ranges.run();
