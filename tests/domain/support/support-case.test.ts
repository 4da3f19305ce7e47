import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Issue, IssueStatus } from '../../../src/domain/support/issue.ts';
import { initialState, transition, type Pending, type State } from '../../../src/domain/support/support-case.ts';

function makeIssue(status: IssueStatus, description = 'Cannot log in'): Issue {
  return {
    id: 'issue-1',
    localId: 3,
    email: 'client@example.test',
    name: 'Casey Client',
    description,
    createdAt: '2024-03-01T10:00:00.000Z',
    status,
    issueActions: [],
  };
}

const openIssue = makeIssue('PROCESSING');
const newerOpenIssue = makeIssue('PROCESSING', 'Cannot log in (edited)');
const resolvedIssue = makeIssue('RESOLVED');

function open(pending: Pending, issue: Issue = openIssue): State {
  return { status: 'open', issue, pending };
}

// ---------------------------------------------------------------------------------------------

const whenLoading = suite('support case: when loading');

whenLoading('the page starts by loading the case', () => {
  assert.equal(initialState, { status: 'loading' });
});

whenLoading('a loaded open case is shown with nothing pending', () => {
  assert.equal(transition(initialState, { type: 'loaded', issue: openIssue }), open('none'));
});

whenLoading('a loaded resolved case is shown as resolved', () => {
  assert.equal(transition(initialState, { type: 'loaded', issue: resolvedIssue }), { status: 'resolved', issue: resolvedIssue });
});

whenLoading('a case the server does not know shows the not-found view', () => {
  assert.equal(transition(initialState, { type: 'loaded', issue: null }), { status: 'notFound' });
});

whenLoading('a failed first load shows the error view with its message', () => {
  assert.equal(transition(initialState, { type: 'loadFailed', message: 'Could not retrieve issue' }), {
    status: 'failed',
    message: 'Could not retrieve issue',
  });
});

whenLoading('reloading while loading changes nothing', () => {
  assert.is(transition(initialState, { type: 'reload' }), initialState);
});

whenLoading('sending before the case is loaded is refused', () => {
  assert.is(transition(initialState, { type: 'sendStarted' }), initialState);
});

whenLoading('resolving before the case is loaded is refused', () => {
  assert.is(transition(initialState, { type: 'resolveStarted' }), initialState);
});

whenLoading('an update before the case is loaded is ignored', () => {
  assert.is(transition(initialState, { type: 'updated', issue: openIssue }), initialState);
});

whenLoading('a failed update before the case is loaded is ignored', () => {
  assert.is(transition(initialState, { type: 'updateFailed' }), initialState);
});

whenLoading.run();

// ---------------------------------------------------------------------------------------------

const notFound: State = { status: 'notFound' };
const whenNotFound = suite('support case: when not found');

whenNotFound('a later load that finds the case shows it', () => {
  assert.equal(transition(notFound, { type: 'loaded', issue: openIssue }), open('none'));
});

whenNotFound('a load failure keeps the not-found view', () => {
  assert.is(transition(notFound, { type: 'loadFailed', message: 'boom' }), notFound);
});

whenNotFound('reload does nothing: only the error view offers it', () => {
  assert.is(transition(notFound, { type: 'reload' }), notFound);
});

whenNotFound('a missing case cannot be sent to', () => {
  assert.is(transition(notFound, { type: 'sendStarted' }), notFound);
});

whenNotFound('a missing case cannot be resolved', () => {
  assert.is(transition(notFound, { type: 'resolveStarted' }), notFound);
});

whenNotFound('an update for a missing case is ignored', () => {
  assert.is(transition(notFound, { type: 'updated', issue: openIssue }), notFound);
});

whenNotFound('a failed update for a missing case is ignored', () => {
  assert.is(transition(notFound, { type: 'updateFailed' }), notFound);
});

whenNotFound.run();

// ---------------------------------------------------------------------------------------------

const failed: State = { status: 'failed', message: 'Network down' };
const whenFailed = suite('support case: when the first load failed');

whenFailed('reload goes back to loading', () => {
  assert.equal(transition(failed, { type: 'reload' }), { status: 'loading' });
});

whenFailed('a successful load after the failure shows the case', () => {
  assert.equal(transition(failed, { type: 'loaded', issue: resolvedIssue }), { status: 'resolved', issue: resolvedIssue });
});

whenFailed('a second failure keeps the first error view', () => {
  assert.is(transition(failed, { type: 'loadFailed', message: 'Again' }), failed);
});

whenFailed('nothing can be sent from the error view', () => {
  assert.is(transition(failed, { type: 'sendStarted' }), failed);
});

whenFailed('nothing can be resolved from the error view', () => {
  assert.is(transition(failed, { type: 'resolveStarted' }), failed);
});

whenFailed('an update is ignored on the error view', () => {
  assert.is(transition(failed, { type: 'updated', issue: openIssue }), failed);
});

whenFailed('a failed update is ignored on the error view', () => {
  assert.is(transition(failed, { type: 'updateFailed' }), failed);
});

whenFailed.run();

// ---------------------------------------------------------------------------------------------

const idle = open('none');
const whenOpen = suite('support case: when open with nothing pending');

whenOpen('sending marks a send as pending and keeps the case on screen', () => {
  assert.equal(transition(idle, { type: 'sendStarted' }), open('send'));
});

whenOpen('resolving marks a resolve as pending', () => {
  assert.equal(transition(idle, { type: 'resolveStarted' }), open('resolve'));
});

whenOpen('an update from the server replaces the case', () => {
  assert.equal(transition(idle, { type: 'updated', issue: newerOpenIssue }), open('none', newerOpenIssue));
});

whenOpen('an update that says resolved shows the resolved view', () => {
  assert.equal(transition(idle, { type: 'updated', issue: resolvedIssue }), { status: 'resolved', issue: resolvedIssue });
});

whenOpen('a refresh that fails keeps the case on screen', () => {
  assert.is(transition(idle, { type: 'loadFailed', message: 'Network down' }), idle);
});

whenOpen('a refreshed copy replaces the case', () => {
  assert.equal(transition(idle, { type: 'loaded', issue: newerOpenIssue }), open('none', newerOpenIssue));
});

whenOpen('reload does nothing while the case is shown', () => {
  assert.is(transition(idle, { type: 'reload' }), idle);
});

whenOpen('a failed update with nothing pending changes nothing', () => {
  assert.is(transition(idle, { type: 'updateFailed' }), idle);
});

whenOpen.run();

// ---------------------------------------------------------------------------------------------

const sending = open('send');
const whenSending = suite('support case: when open and sending');

whenSending('a second send while one is pending is refused', () => {
  assert.is(transition(sending, { type: 'sendStarted' }), sending);
});

whenSending('resolving while a send is pending is refused', () => {
  assert.is(transition(sending, { type: 'resolveStarted' }), sending);
});

whenSending('the server answer shows the updated case and ends the send', () => {
  assert.equal(transition(sending, { type: 'updated', issue: newerOpenIssue }), open('none', newerOpenIssue));
});

whenSending('a failed send ends the send and keeps the case as it was', () => {
  assert.equal(transition(sending, { type: 'updateFailed' }), open('none', openIssue));
});

whenSending('a refresh that fails keeps the send pending', () => {
  assert.is(transition(sending, { type: 'loadFailed', message: 'Network down' }), sending);
});

whenSending('reload does nothing while sending', () => {
  assert.is(transition(sending, { type: 'reload' }), sending);
});

whenSending('a refreshed copy arriving during a send shows the fresher case', () => {
  const next = transition(sending, { type: 'loaded', issue: newerOpenIssue });
  assert.is(next.status, 'open');
  assert.is(next.status === 'open' ? next.issue : null, newerOpenIssue);
});

whenSending.run();

// ---------------------------------------------------------------------------------------------

const resolving = open('resolve');
const whenResolving = suite('support case: when open and resolving');

whenResolving('sending while a resolve is pending is refused', () => {
  assert.is(transition(resolving, { type: 'sendStarted' }), resolving);
});

whenResolving('a second resolve while one is pending is refused', () => {
  assert.is(transition(resolving, { type: 'resolveStarted' }), resolving);
});

whenResolving('the server confirming the resolution shows the resolved view', () => {
  assert.equal(transition(resolving, { type: 'updated', issue: resolvedIssue }), { status: 'resolved', issue: resolvedIssue });
});

whenResolving('a failed resolve leaves the case open with nothing pending', () => {
  assert.equal(transition(resolving, { type: 'updateFailed' }), open('none', openIssue));
});

whenResolving('a refresh that fails keeps the resolve pending', () => {
  assert.is(transition(resolving, { type: 'loadFailed', message: 'Network down' }), resolving);
});

whenResolving('reload does nothing while resolving', () => {
  assert.is(transition(resolving, { type: 'reload' }), resolving);
});

whenResolving.run();

// ---------------------------------------------------------------------------------------------

const resolved: State = { status: 'resolved', issue: resolvedIssue };
const whenResolved = suite('support case: when resolved');

whenResolved('a resolved case refuses new messages', () => {
  assert.is(transition(resolved, { type: 'sendStarted' }), resolved);
});

whenResolved('a resolved case cannot be resolved again', () => {
  assert.is(transition(resolved, { type: 'resolveStarted' }), resolved);
});

whenResolved('a failed update leaves the resolved view alone', () => {
  assert.is(transition(resolved, { type: 'updateFailed' }), resolved);
});

whenResolved('a refresh that fails keeps the resolved case on screen', () => {
  assert.is(transition(resolved, { type: 'loadFailed', message: 'Network down' }), resolved);
});

whenResolved('reload does nothing on a resolved case', () => {
  assert.is(transition(resolved, { type: 'reload' }), resolved);
});

whenResolved('a fresher resolved copy replaces the case and stays resolved', () => {
  const fresher = makeIssue('RESOLVED', 'Cannot log in (closed)');
  assert.equal(transition(resolved, { type: 'updated', issue: fresher }), { status: 'resolved', issue: fresher });
});

// Resolution is irreversible (spec §4 Issue): an open copy arriving now is stale and must not
// bring the reply form back.
whenResolved('a resolved case stays resolved when a stale open copy arrives as an update', () => {
  assert.is(transition(resolved, { type: 'updated', issue: openIssue }).status, 'resolved');
});

whenResolved('a resolved case stays resolved when a stale open copy arrives as a load', () => {
  assert.is(transition(resolved, { type: 'loaded', issue: openIssue }).status, 'resolved');
});

whenResolved.run();
