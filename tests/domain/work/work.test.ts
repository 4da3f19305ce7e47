import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bulkConfirmation, DISPLAY_STATE_LABELS, DISPLAY_STATES, displayState, SCHEDULE_STATUS_LABELS, scheduleNote, naturalSortKey, estimateProblem, ESTIMATE_MAX_HOURS, isReadyToSchedule, isTooLong, textLength, optionalText, pertMean, requiredText, subtreeIds, ticketHealth, wouldCycle, wouldNestInItself, type StateFacts, type TicketFacts } from '../../../src/domain/work/work.ts';
import { permissionsOf } from '../../../src/domain/shared/role.ts';
import type { RoleType } from '../../../src/domain/shared/role.ts';

const ESTIMATE = { minimum: 1, likely: 2, maximum: 4 };
const ACCEPTED = { status: 'ACCEPTED' as const };

/** A state assigned and estimated, not started, not blocked, not done. */
function ready(overrides: Partial<StateFacts> = {}): StateFacts {
  return { assignee: ACCEPTED, estimate: ESTIMATE, active: false, blocked: false, done: false, ...overrides };
}

function ticket(states: StateFacts[], overrides: Partial<TicketFacts> = {}): TicketFacts {
  return { status: 'UNSCHEDULED', publication: 'PUBLISHED', states, ...overrides };
}

// ---------------------------------------------------------------------------------------------
const display = suite('displayState: precedence, state by state');

display('an unpublished ticket is Draft, whatever else holds', () => {
  assert.is(displayState(ticket([ready({ active: true })], { publication: 'DRAFT', status: 'DONE' })), 'Draft');
});

display('a done or cancelled ticket is Done, even with work in progress', () => {
  assert.is(displayState(ticket([ready({ active: true })], { status: 'DONE' })), 'Done');
  assert.is(displayState(ticket([ready({ assignee: null })], { status: 'CANCELLED' })), 'Done');
});

display('one vocabulary (issue 25): a schedule status never reads as a display state, and is explained where it differs from the state', () => {
  const stateWords = new Set(DISPLAY_STATES.map((state) => DISPLAY_STATE_LABELS[state]));
  for (const words of Object.values(SCHEDULE_STATUS_LABELS)) assert.not.ok(stateWords.has(words), words);
  assert.is(scheduleNote('InProgress', 'SCHEDULED'), null);
  assert.is(scheduleNote('Scheduled', 'SCHEDULED'), null);
  assert.is(scheduleNote('Estimated', 'UNSCHEDULED'), null);
  assert.is(scheduleNote('Done', 'DONE'), null);
  assert.match(scheduleNote('InProgress', 'UNSCHEDULED')!, 'not on the schedule');
  assert.match(scheduleNote('Done', 'CANCELLED')!, 'Cancelled');
  assert.match(scheduleNote('Unassigned', 'SCHEDULED')!, 'nobody assigned');
  assert.match(scheduleNote('Unestimated', 'SCHEDULED')!, 'no estimate');
  assert.match(scheduleNote('Draft', 'SCHEDULED')!, 'draft');
});

display('someone working on a state still to do makes it InProgress, before missing assignees or estimates', () => {
  assert.is(displayState(ticket([ready({ active: true }), ready({ assignee: null, estimate: null })])), 'InProgress');
});

display('an active state that is done does not count as work in progress', () => {
  assert.is(displayState(ticket([ready({ active: true, done: true }), ready()])), 'Estimated');
});

display('a state still to do without an assignee makes it Unassigned, before Unestimated', () => {
  assert.is(displayState(ticket([ready({ estimate: null }), ready({ assignee: null })])), 'Unassigned');
});

display('a state still to do without an estimate makes it Unestimated', () => {
  assert.is(displayState(ticket([ready(), ready({ estimate: null })])), 'Unestimated');
});

display('done states are ignored when looking for missing assignees and estimates', () => {
  assert.is(displayState(ticket([ready({ assignee: null, estimate: null, done: true }), ready()])), 'Estimated');
});

display('everything ready: Scheduled when scheduled, else Estimated', () => {
  assert.is(displayState(ticket([ready()], { status: 'SCHEDULED' })), 'Scheduled');
  assert.is(displayState(ticket([ready()])), 'Estimated');
  assert.is(displayState(ticket([])), 'Estimated', 'no states: nothing keeps it from being scheduled');
});

display('ARCHIVED and DELETED tickets follow their work, not Draft', () => {
  assert.is(displayState(ticket([ready({ assignee: null })], { publication: 'ARCHIVED' })), 'Unassigned');
  assert.is(displayState(ticket([ready()], { publication: 'DELETED' })), 'Estimated');
});

display('isReadyToSchedule holds for Estimated tickets only', () => {
  assert.is(isReadyToSchedule(ticket([ready()])), true);
  assert.is(isReadyToSchedule(ticket([ready()], { status: 'SCHEDULED' })), false);
  assert.is(isReadyToSchedule(ticket([ready({ estimate: null })])), false);
});

// ---------------------------------------------------------------------------------------------
const health = suite('ticketHealth');

health('OK when nothing is blocked and every assignee is active', () => {
  assert.is(ticketHealth(ticket([ready(), ready({ assignee: null })])), 'OK');
});

health('BLOCKED when a state still to do is blocked, before a deactivated assignee', () => {
  assert.is(ticketHealth(ticket([ready({ blocked: true }), ready({ assignee: { status: 'DEACTIVATED' } })])), 'BLOCKED');
});

health('a blocked state that is done does not block the ticket', () => {
  assert.is(ticketHealth(ticket([ready({ blocked: true, done: true })])), 'OK');
});

health('ASSIGNEE_DEACTIVATED when a state still to do has a deactivated assignee', () => {
  assert.is(ticketHealth(ticket([ready({ assignee: { status: 'DEACTIVATED' } })])), 'ASSIGNEE_DEACTIVATED');
  assert.is(ticketHealth(ticket([ready({ assignee: { status: 'DEACTIVATED' }, done: true })])), 'OK');
});

// ---------------------------------------------------------------------------------------------
const permissions = suite('permissionsOf');

permissions('OWNER and ADMIN read, write and administer', () => {
  for (const type of ['OWNER', 'ADMIN'] as const) assert.equal(permissionsOf(type), { read: true, write: true, administer: true }, type);
});

permissions('MEMBER reads and writes but does not administer', () => {
  assert.equal(permissionsOf('MEMBER'), { read: true, write: true, administer: false });
});

permissions('VISITOR only reads', () => {
  assert.equal(permissionsOf('VISITOR'), { read: true, write: false, administer: false });
});

permissions('no role (null or undefined) may do nothing', () => {
  assert.equal(permissionsOf(null), { read: false, write: false, administer: false });
  assert.equal(permissionsOf(undefined), { read: false, write: false, administer: false });
});

permissions('an unknown type (from a newer server) falls through as itself', () => {
  assert.is(permissionsOf('ROBOT' as RoleType) as unknown, 'ROBOT');
});

// ---------------------------------------------------------------------------------------------
const estimates = suite('estimates');

estimates('pertMean weighs the most likely value four times', () => {
  assert.is(pertMean({ minimum: 1, likely: 2, maximum: 9 }), 3);
});

estimates('a sound estimate has no problem, equal values and zero included', () => {
  assert.is(estimateProblem(ESTIMATE), null);
  assert.is(estimateProblem({ minimum: 0, likely: 0, maximum: 0 }), null);
  assert.is(estimateProblem({ minimum: 3, likely: 3, maximum: ESTIMATE_MAX_HOURS }), null);
});

estimates('refuses numbers that are not finite', () => {
  assert.is(estimateProblem({ minimum: Number.NaN, likely: 2, maximum: 3 }), 'Estimates are numbers of hours');
  assert.is(estimateProblem({ minimum: 1, likely: 2, maximum: Number.POSITIVE_INFINITY }), 'Estimates are numbers of hours');
});

estimates('refuses negative hours and more than the maximum', () => {
  assert.is(estimateProblem({ minimum: -1, likely: 2, maximum: 3 }), 'Estimates cannot be negative');
  assert.is(estimateProblem({ minimum: 1, likely: 2, maximum: ESTIMATE_MAX_HOURS + 1 }), `Estimates are at most ${ESTIMATE_MAX_HOURS} hours`);
});

estimates('refuses values out of order', () => {
  assert.is(estimateProblem({ minimum: 3, likely: 2, maximum: 4 }), 'Minimum ≤ most likely ≤ maximum');
  assert.is(estimateProblem({ minimum: 1, likely: 5, maximum: 4 }), 'Minimum ≤ most likely ≤ maximum');
});

// ---------------------------------------------------------------------------------------------
const texts = suite('requiredText and optionalText');

texts('requiredText trims and accepts up to the limit', () => {
  assert.equal(requiredText('  Hello  ', 'Name', 5), { ok: true, value: 'Hello' });
});

texts('requiredText refuses missing, non-text and blank values', () => {
  for (const value of [undefined, null, 42, '', '   ']) assert.equal(requiredText(value, 'Name', 5), { ok: false, message: 'Name is required' }, String(value));
});

texts('requiredText refuses more than the limit after trimming', () => {
  assert.equal(requiredText(' abcdef ', 'Name', 5), { ok: false, message: 'Name must be at most 5 characters' });
});

texts('optionalText turns absent values into an empty text and keeps text as given', () => {
  assert.equal(optionalText(undefined, 'Description', 5), { ok: true, value: '' });
  assert.equal(optionalText(null, 'Description', 5), { ok: true, value: '' });
  assert.equal(optionalText(' ab ', 'Description', 5), { ok: true, value: ' ab ' });
});

texts('optionalText refuses non-text and too long text', () => {
  assert.equal(optionalText(7, 'Description', 5), { ok: false, message: 'Description must be text' });
  assert.equal(optionalText('abcdef', 'Description', 5), { ok: false, message: 'Description must be at most 5 characters' });
});

texts('textLength counts an emoji, a flagged or skin-toned emoji and an accented letter as one character', () => {
  assert.is(textLength(''), 0);
  assert.is(textLength('abc'), 3);
  assert.is(textLength('🚀'), 1);
  assert.is(textLength('👍🏽'), 1);
  assert.is(textLength('👨‍👩‍👧'), 1);
  assert.is(textLength('❤️'), 1);
  assert.is(textLength('e\u0301'), 1);
  assert.is(textLength('مرحبا'), 5);
  assert.is(textLength('a🚀b👨‍👩‍👧c'), 5);
});

texts('isTooLong reads emoji as people count them', () => {
  assert.is(isTooLong('abcde', 5), false);
  assert.is(isTooLong('abcdef', 5), true);
  assert.is(isTooLong('🚀🚀🚀🚀🚀', 5), false);
  assert.is(isTooLong('🚀🚀🚀🚀🚀🚀', 5), true);
});

texts('requiredText and optionalText accept emoji up to the limit in characters, not UTF-16 units', () => {
  assert.equal(requiredText(' 👨‍👩‍👧👍🏽 ', 'Name', 2), { ok: true, value: '👨‍👩‍👧👍🏽' });
  assert.equal(requiredText('🚀🚀🚀', 'Name', 2), { ok: false, message: 'Name must be at most 2 characters' });
  assert.equal(optionalText('🚀🚀', 'Description', 2), { ok: true, value: '🚀🚀' });
  assert.equal(optionalText('🚀🚀🚀', 'Description', 2), { ok: false, message: 'Description must be at most 2 characters' });
});

// ---------------------------------------------------------------------------------------------
const tree = suite('project tree rules');

const projects = [
  { id: 'root', parentId: null },
  { id: 'a', parentId: 'root' },
  { id: 'b', parentId: 'root' },
  { id: 'a1', parentId: 'a' },
  { id: 'other', parentId: null },
];

tree('subtreeIds is a project and everything below it', () => {
  assert.equal([...subtreeIds(projects, 'root')].sort(), ['a', 'a1', 'b', 'root']);
  assert.equal([...subtreeIds(projects, 'a')].sort(), ['a', 'a1']);
  assert.equal([...subtreeIds(projects, 'other')], ['other']);
});

tree('subtreeIds stops on a loop in bad data', () => {
  const looped = [
    { id: 'x', parentId: 'y' },
    { id: 'y', parentId: 'x' },
  ];
  assert.equal([...subtreeIds(looped, 'x')].sort(), ['x', 'y']);
});

tree('wouldNestInItself: under itself or a descendant, yes; elsewhere or to the top, no', () => {
  assert.is(wouldNestInItself(projects, 'root', 'root'), true);
  assert.is(wouldNestInItself(projects, 'root', 'a1'), true);
  assert.is(wouldNestInItself(projects, 'a', 'b'), false);
  assert.is(wouldNestInItself(projects, 'a', 'other'), false);
  assert.is(wouldNestInItself(projects, 'a', null), false);
});

// ---------------------------------------------------------------------------------------------
const cycles = suite('wouldCycle');

cycles('a ticket waiting on itself is a cycle', () => {
  assert.is(wouldCycle(new Map(), 't1', 't1'), true);
});

cycles('waiting on a ticket that already waits on it, directly or through others, is a cycle', () => {
  const waitsOn = new Map([
    ['t2', ['t1']],
    ['t3', ['t2']],
  ]);
  assert.is(wouldCycle(waitsOn, 't1', 't2'), true);
  assert.is(wouldCycle(waitsOn, 't1', 't3'), true);
});

cycles('independent or already-ordered tickets make no cycle, even through a diamond', () => {
  const waitsOn = new Map([
    ['d', ['b', 'c']],
    ['b', ['a']],
    ['c', ['a']],
  ]);
  assert.is(wouldCycle(waitsOn, 'e', 'd'), false);
  assert.is(wouldCycle(waitsOn, 'd', 'a'), false);
});

const bulkAsk = suite('bulk actions that ask first');
bulkAsk('Archive and Cancel ask, naming how many; the others act at once', () => {
  assert.equal(bulkConfirmation('ARCHIVE_TICKETS', 1)?.title, 'Archive 1 ticket?');
  assert.equal(bulkConfirmation('ARCHIVE_TICKETS', 3)?.action, 'Archive 3 tickets');
  assert.match(bulkConfirmation('ARCHIVE_TICKETS', 3)!.text, /Unarchive/);
  assert.equal(bulkConfirmation('CANCEL_TICKETS', 2)?.title, 'Cancel 2 tickets?');
  for (const action of ['SCHEDULE_TICKETS', 'MARK_TICKETS_AS_DONE', 'UNARCHIVE_TICKETS', 'CHANGE_OWNER'] as const) assert.is(bulkConfirmation(action, 2), null, action);
});

bulkAsk.run();
display.run();
health.run();
permissions.run();
estimates.run();
texts.run();
tree.run();
cycles.run();

const sorting = suite('natural sort keys');

sorting('numbers order by value, case aside', () => {
  const titles = ['Track 10', 'track 2', 'Track 1', 'Album', 'album 9'];
  assert.equal([...titles].sort((a, b) => (naturalSortKey(a) < naturalSortKey(b) ? -1 : 1)), ['Album', 'album 9', 'Track 1', 'track 2', 'Track 10']);
});

sorting.run();
