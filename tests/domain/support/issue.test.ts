import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  autoResolveDueAt,
  clientView,
  lastActivityAt,
  timeline,
  transition,
  type Event,
  type Issue,
  type IssueAction,
  type IssueActionAuthor,
  type IssueActionCategory,
  type IssueStatus,
} from '../../../src/domain/support/issue.ts';

const DAY = 24 * 60 * 60 * 1000;
const CREATED = '2024-03-01T10:00:00.000Z';
const AGENT: IssueActionAuthor = { id: 'agent-1', name: 'Ada Agent', avatarUrl: 'https://example.test/ada.png' };

function action(id: string, category: IssueActionCategory, createdAt: string, body = `body of ${id}`): IssueAction {
  const author = category.startsWith('CLIENT_') ? null : AGENT;
  return { id, title: null, body, category, createdAt, author };
}

function makeIssue(status: IssueStatus, issueActions: readonly IssueAction[] = [], overrides: Partial<Issue> = {}): Issue {
  return {
    id: 'issue-1',
    localId: 7,
    email: 'client@example.test',
    name: 'Casey Client',
    description: 'The export button does nothing.',
    createdAt: CREATED,
    status,
    issueActions,
    ...overrides,
  };
}

/** An ISO time some milliseconds after another. */
function after(iso: string, ms: number): string {
  return new Date(Date.parse(iso) + ms).toISOString();
}

const AT = '2024-03-02T09:00:00.000Z';

const events = {
  clientMessage: { type: 'clientMessage', actionId: 'a-cm', at: AT, message: 'Still broken' },
  clientImage: { type: 'clientImage', actionId: 'a-ci', at: AT, imageUrl: 'https://files.test/shot.png' },
  supportMessage: { type: 'supportMessage', actionId: 'a-sm', at: AT, message: 'Looking into it', author: AGENT },
  supportImage: { type: 'supportImage', actionId: 'a-si', at: AT, imageUrl: 'https://files.test/fix.png', author: AGENT },
  clientResolved: { type: 'clientResolved', at: AT },
} as const satisfies Record<string, Event>;

function inactivityCheck(at: string, afterDays = 14): Event {
  return { type: 'inactivityCheck', actionId: 'a-auto', at, afterDays };
}

function lastAction(issue: Issue): IssueAction | undefined {
  return issue.issueActions[issue.issueActions.length - 1];
}

// ---------------------------------------------------------------------------------------------

const whenNew = suite('issue: when new');

whenNew('a client message is appended and the case stays new', () => {
  const issue = makeIssue('NEW');
  const next = transition(issue, events.clientMessage);
  assert.is(next.status, 'NEW');
  assert.equal(next.issueActions, [
    { id: 'a-cm', title: null, body: 'Still broken', category: 'CLIENT_MESSAGE', createdAt: AT, author: null },
  ]);
  assert.equal(issue.issueActions, [], 'the previous case is not mutated');
});

whenNew('a client image is appended with its URL as the body and the case stays new', () => {
  const next = transition(makeIssue('NEW'), events.clientImage);
  assert.is(next.status, 'NEW');
  assert.equal(next.issueActions, [
    { id: 'a-ci', title: null, body: 'https://files.test/shot.png', category: 'CLIENT_IMAGE', createdAt: AT, author: null },
  ]);
});

whenNew('a support message moves the case to processing', () => {
  const next = transition(makeIssue('NEW'), events.supportMessage);
  assert.is(next.status, 'PROCESSING');
  assert.equal(next.issueActions, [
    { id: 'a-sm', title: null, body: 'Looking into it', category: 'SUPPORT_MESSAGE', createdAt: AT, author: AGENT },
  ]);
});

whenNew('a support image is appended with its author and the case is being processed', () => {
  const next = transition(makeIssue('NEW'), events.supportImage);
  assert.is(next.status, 'PROCESSING');
  assert.equal(lastAction(next), {
    id: 'a-si', title: null, body: 'https://files.test/fix.png', category: 'SUPPORT_IMAGE', createdAt: AT, author: AGENT,
  });
});

whenNew('the client marking it resolved resolves the case and keeps its history', () => {
  const earlier = action('a-0', 'CLIENT_MESSAGE', '2024-03-01T11:00:00.000Z');
  const next = transition(makeIssue('NEW', [earlier]), events.clientResolved);
  assert.is(next.status, 'RESOLVED');
  assert.equal(next.issueActions[0], earlier);
});

whenNew('an inactivity check before the deadline leaves the case as it is', () => {
  const issue = makeIssue('NEW');
  assert.is(transition(issue, inactivityCheck(after(CREATED, 14 * DAY - 1))), issue);
});

whenNew('an inactivity check at the deadline resolves the case', () => {
  const next = transition(makeIssue('NEW'), inactivityCheck(after(CREATED, 14 * DAY)));
  assert.is(next.status, 'RESOLVED');
  assert.is(lastAction(next)?.category, 'AUTO_RESOLVED');
});

whenNew.run();

// ---------------------------------------------------------------------------------------------

const SUPPORT_REPLY_AT = '2024-03-01T12:00:00.000Z';

function processingIssue(): Issue {
  return makeIssue('PROCESSING', [action('a-1', 'SUPPORT_MESSAGE', SUPPORT_REPLY_AT)]);
}

const whenProcessing = suite('issue: when processing');

whenProcessing('a client message is appended and the case stays processing', () => {
  const next = transition(processingIssue(), events.clientMessage);
  assert.is(next.status, 'PROCESSING');
  assert.equal(next.issueActions.map((a) => a.id), ['a-1', 'a-cm']);
  assert.is(lastAction(next)?.author, null);
});

whenProcessing('a client image is appended and the case stays processing', () => {
  const next = transition(processingIssue(), events.clientImage);
  assert.is(next.status, 'PROCESSING');
  assert.equal(next.issueActions.map((a) => a.category), ['SUPPORT_MESSAGE', 'CLIENT_IMAGE']);
});

whenProcessing('another support message is appended and the case stays processing', () => {
  const next = transition(processingIssue(), events.supportMessage);
  assert.is(next.status, 'PROCESSING');
  assert.equal(next.issueActions.map((a) => a.id), ['a-1', 'a-sm']);
});

whenProcessing('a support image is appended and the case stays processing', () => {
  const next = transition(processingIssue(), events.supportImage);
  assert.is(next.status, 'PROCESSING');
  assert.is(lastAction(next)?.body, 'https://files.test/fix.png');
});

whenProcessing('the client marking it resolved resolves the case', () => {
  const issue = processingIssue();
  const next = transition(issue, events.clientResolved);
  assert.is(next.status, 'RESOLVED');
  assert.is(issue.status, 'PROCESSING', 'the previous case is not mutated');
});

whenProcessing('an inactivity check counts from the latest action, not from the creation', () => {
  const issue = processingIssue();
  // Fourteen days after creation, but not yet fourteen days after the support reply.
  assert.is(transition(issue, inactivityCheck(after(CREATED, 14 * DAY))), issue);
  assert.is(transition(issue, inactivityCheck(after(SUPPORT_REPLY_AT, 14 * DAY))).status, 'RESOLVED');
});

whenProcessing.run();

// ---------------------------------------------------------------------------------------------

function resolvedIssue(): Issue {
  return makeIssue('RESOLVED', [action('a-1', 'CLIENT_MESSAGE', '2024-03-01T11:00:00.000Z')]);
}

const whenResolved = suite('issue: when resolved');

whenResolved('a resolved case refuses new client messages', () => {
  const issue = resolvedIssue();
  assert.is(transition(issue, events.clientMessage), issue);
});

whenResolved('a resolved case refuses new client images', () => {
  const issue = resolvedIssue();
  assert.is(transition(issue, events.clientImage), issue);
});

whenResolved('a resolved case refuses new support messages', () => {
  const issue = resolvedIssue();
  assert.is(transition(issue, events.supportMessage), issue);
});

whenResolved('a resolved case refuses new support images', () => {
  const issue = resolvedIssue();
  assert.is(transition(issue, events.supportImage), issue);
});

whenResolved('resolving a resolved case again changes nothing', () => {
  const issue = resolvedIssue();
  assert.is(transition(issue, events.clientResolved), issue);
});

whenResolved('an inactivity check long after does not resolve it a second time', () => {
  const issue = resolvedIssue();
  assert.is(transition(issue, inactivityCheck(after(CREATED, 365 * DAY))), issue);
});

whenResolved.run();

// ---------------------------------------------------------------------------------------------

const inactivity = suite('issue: auto-resolve on inactivity');

inactivity('the bot writes exactly the inactivity message as an AUTO_RESOLVED action', () => {
  const at = after(CREATED, 14 * DAY);
  const next = transition(makeIssue('NEW'), inactivityCheck(at));
  assert.equal(lastAction(next), {
    id: 'a-auto',
    title: null,
    body: 'This issue has been marked resolved due to prolonged inactivity.',
    category: 'AUTO_RESOLVED',
    createdAt: at,
    author: { id: 'twoweeks-bot', name: 'TwoWeeks Bot', avatarUrl: null },
  });
});

inactivity('one millisecond before the deadline nothing happens', () => {
  const issue = makeIssue('NEW', [action('a-1', 'CLIENT_MESSAGE', '2024-03-05T08:30:00.000Z')]);
  assert.is(transition(issue, inactivityCheck(after('2024-03-05T08:30:00.000Z', 14 * DAY - 1))), issue);
});

inactivity('the deadline follows the number of days asked for', () => {
  const issue = makeIssue('NEW');
  assert.is(transition(issue, inactivityCheck(after(CREATED, 3 * DAY - 1), 3)), issue);
  assert.is(transition(issue, inactivityCheck(after(CREATED, 3 * DAY), 3)).status, 'RESOLVED');
});

inactivity('the latest action counts even when it is not the last one in the list', () => {
  const latest = '2024-03-10T00:00:00.000Z';
  const issue = makeIssue('PROCESSING', [
    action('a-1', 'SUPPORT_MESSAGE', latest),
    action('a-2', 'CLIENT_MESSAGE', '2024-03-02T00:00:00.000Z'),
  ]);
  assert.is(transition(issue, inactivityCheck(after(latest, 14 * DAY - 1))), issue);
  assert.is(transition(issue, inactivityCheck(after(latest, 14 * DAY))).status, 'RESOLVED');
});

inactivity('times written with an offset are compared as instants', () => {
  // 12:00+02:00 is 10:00Z, the creation time itself.
  const issue = makeIssue('NEW', [], { createdAt: '2024-03-01T12:00:00+02:00' });
  assert.is(transition(issue, inactivityCheck('2024-03-15T09:59:59.999Z')), issue);
  assert.is(transition(issue, inactivityCheck('2024-03-15T10:00:00.000Z')).status, 'RESOLVED');
});

inactivity.run();

// ---------------------------------------------------------------------------------------------

const activity = suite('issue: lastActivityAt and autoResolveDueAt');

activity('a case without actions was last active when it was created', () => {
  assert.is(lastActivityAt(makeIssue('NEW')), Date.parse(CREATED));
});

activity('the latest action is the last activity, wherever it sits in the list', () => {
  const issue = makeIssue('PROCESSING', [
    action('a-1', 'CLIENT_MESSAGE', '2024-03-04T00:00:00.000Z'),
    action('a-2', 'SUPPORT_MESSAGE', '2024-03-09T00:00:00.000Z'),
    action('a-3', 'SUPPORT_NOTE', '2024-03-06T00:00:00.000Z'),
  ]);
  assert.is(lastActivityAt(issue), Date.parse('2024-03-09T00:00:00.000Z'));
});

activity('an open case is due the given number of days after its last activity', () => {
  assert.is(autoResolveDueAt(makeIssue('NEW'), 14), Date.parse(CREATED) + 14 * DAY);
  const replied = makeIssue('PROCESSING', [action('a-1', 'SUPPORT_MESSAGE', '2024-03-05T00:00:00.000Z')]);
  assert.is(autoResolveDueAt(replied, 2), Date.parse('2024-03-05T00:00:00.000Z') + 2 * DAY);
});

activity('a resolved case is never due', () => {
  assert.is(autoResolveDueAt(resolvedIssue(), 14), null);
});

activity('the due time is exactly when an inactivity check starts resolving', () => {
  const issue = makeIssue('PROCESSING', [action('a-1', 'SUPPORT_MESSAGE', '2024-03-05T07:13:00.000Z')]);
  const due = autoResolveDueAt(issue, 14);
  assert.ok(due !== null);
  assert.is(transition(issue, inactivityCheck(new Date(due - 1).toISOString())), issue);
  assert.is(transition(issue, inactivityCheck(new Date(due).toISOString())).status, 'RESOLVED');
});

activity.run();

// ---------------------------------------------------------------------------------------------

const view = suite('issue: clientView');

view('internal notes, assignments, ticket links and status changes are hidden from the client', () => {
  const issue = makeIssue('PROCESSING', [
    action('m1', 'CLIENT_MESSAGE', '2024-03-01T11:00:00.000Z'),
    action('n1', 'SUPPORT_NOTE', '2024-03-01T11:01:00.000Z'),
    action('i1', 'CLIENT_IMAGE', '2024-03-01T11:02:00.000Z'),
    action('as', 'SET_ASSIGNEE', '2024-03-01T11:03:00.000Z'),
    action('m2', 'SUPPORT_MESSAGE', '2024-03-01T11:04:00.000Z'),
    action('tk', 'SET_TICKET', '2024-03-01T11:05:00.000Z'),
    action('i2', 'SUPPORT_IMAGE', '2024-03-01T11:06:00.000Z'),
    action('st', 'CHANGE_STATUS', '2024-03-01T11:07:00.000Z'),
    action('ar', 'AUTO_RESOLVED', '2024-03-01T11:08:00.000Z'),
  ]);
  const visible = clientView(issue);
  assert.equal(visible.issueActions.map((a) => a.id), ['m1', 'i1', 'm2', 'i2', 'ar']);
  assert.is(issue.issueActions.length, 9, 'the full case is not mutated');
  assert.equal({ ...visible, issueActions: [] }, { ...issue, issueActions: [] }, 'the other fields are kept');
});

view('a case with nothing to hide is returned as the same object', () => {
  const issue = makeIssue('PROCESSING', [
    action('m1', 'CLIENT_MESSAGE', '2024-03-01T11:00:00.000Z'),
    action('m2', 'SUPPORT_MESSAGE', '2024-03-01T11:04:00.000Z'),
  ]);
  assert.is(clientView(issue), issue);
  const empty = makeIssue('NEW');
  assert.is(clientView(empty), empty);
});

view('a case with only internal actions shows none of them', () => {
  const issue = makeIssue('PROCESSING', [action('n1', 'SUPPORT_NOTE', '2024-03-01T11:01:00.000Z')]);
  assert.equal(clientView(issue).issueActions, []);
});

view.run();

// ---------------------------------------------------------------------------------------------

const timelineSuite = suite('issue: timeline');

timelineSuite('the request comes first, split by line whatever the line ending', () => {
  const items = timeline(makeIssue('NEW', [], { description: 'First line\r\nSecond line\nThird line' }));
  assert.equal(items, [
    { kind: 'Request', id: 'issue-1-request', at: CREATED, lines: ['First line', 'Second line', 'Third line'] },
  ]);
});

timelineSuite('actions follow in time order, not list order', () => {
  const issue = makeIssue('PROCESSING', [
    action('late', 'SUPPORT_MESSAGE', '2024-03-03T00:00:00.000Z'),
    action('early', 'CLIENT_MESSAGE', '2024-03-01T12:00:00.000Z'),
    // 10:00+02:00 is 08:00Z on the 2nd: between the other two although its text sorts last.
    action('middle', 'CLIENT_IMAGE', '2024-03-02T10:00:00+02:00'),
  ]);
  assert.equal(timeline(issue).map((item) => item.id), ['issue-1-request', 'early', 'middle', 'late']);
});

timelineSuite('actions at the same time keep their order in the list', () => {
  const same = '2024-03-02T00:00:00.000Z';
  const issue = makeIssue('PROCESSING', [
    action('c', 'CLIENT_MESSAGE', same),
    action('a', 'SUPPORT_MESSAGE', same),
    action('first', 'CLIENT_MESSAGE', '2024-03-01T12:00:00.000Z'),
    action('b', 'SUPPORT_IMAGE', same),
  ]);
  assert.equal(timeline(issue).map((item) => item.id), ['issue-1-request', 'first', 'c', 'a', 'b']);
});

timelineSuite('each visible action carries its kind, body and author; internal ones are left out', () => {
  const issue = makeIssue('RESOLVED', [
    action('m1', 'CLIENT_MESSAGE', '2024-03-01T11:00:00.000Z', 'hello'),
    action('n1', 'SUPPORT_NOTE', '2024-03-01T11:01:00.000Z'),
    action('i1', 'CLIENT_IMAGE', '2024-03-01T11:02:00.000Z', 'https://files.test/1.png'),
    action('as', 'SET_ASSIGNEE', '2024-03-01T11:03:00.000Z'),
    action('m2', 'SUPPORT_MESSAGE', '2024-03-01T11:04:00.000Z', 'hi there'),
    action('tk', 'SET_TICKET', '2024-03-01T11:05:00.000Z'),
    action('i2', 'SUPPORT_IMAGE', '2024-03-01T11:06:00.000Z', 'https://files.test/2.png'),
    action('st', 'CHANGE_STATUS', '2024-03-01T11:07:00.000Z'),
    action('ar', 'AUTO_RESOLVED', '2024-03-01T11:08:00.000Z', 'bye'),
  ]);
  const [request, ...rest] = timeline(issue);
  assert.is(request?.kind, 'Request');
  assert.equal(rest, [
    { kind: 'ClientMessage', id: 'm1', at: '2024-03-01T11:00:00.000Z', body: 'hello', author: null },
    { kind: 'ClientImage', id: 'i1', at: '2024-03-01T11:02:00.000Z', body: 'https://files.test/1.png', author: null },
    { kind: 'SupportMessage', id: 'm2', at: '2024-03-01T11:04:00.000Z', body: 'hi there', author: AGENT },
    { kind: 'SupportImage', id: 'i2', at: '2024-03-01T11:06:00.000Z', body: 'https://files.test/2.png', author: AGENT },
    { kind: 'AutoResolved', id: 'ar', at: '2024-03-01T11:08:00.000Z', body: 'bye', author: AGENT },
  ]);
});

timelineSuite('an auto-resolved case ends with the bot message', () => {
  const resolved = transition(makeIssue('NEW'), inactivityCheck(after(CREATED, 14 * DAY)));
  const items = timeline(resolved);
  const last = items[items.length - 1];
  assert.ok(last !== undefined && last.kind === 'AutoResolved');
  assert.is(last.body, 'This issue has been marked resolved due to prolonged inactivity.');
  assert.is(last.author?.name, 'TwoWeeks Bot');
});

timelineSuite.run();

// ---------------------------------------------------------------------------------------------

const memberEvents = suite('issue: the inbox members’ events');

const note = (at = AT): Event => ({ type: 'note', actionId: 'a-note', at, message: 'Customer is on plan B', author: AGENT });
const assign = (assignee: string | null): Event => ({ type: 'setAssignee', actionId: 'a-as', at: AT, assignee, author: AGENT });
const link = (ticket: string | null): Event => ({ type: 'setTicket', actionId: 'a-tk', at: AT, ticket, author: AGENT });
const status = (to: IssueStatus): Event => ({ type: 'changeStatus', actionId: 'a-st', at: AT, status: to, author: AGENT });

memberEvents('a note is appended as SUPPORT_NOTE and leaves the status alone', () => {
  const next = transition(makeIssue('NEW'), note());
  assert.is(next.status, 'NEW');
  assert.equal(lastAction(next), { id: 'a-note', title: null, body: 'Customer is on plan B', category: 'SUPPORT_NOTE', createdAt: AT, author: AGENT });
});

memberEvents('assigning records the member’s name; clearing records an empty body', () => {
  const assigned = transition(makeIssue('NEW'), assign('Maya Chen'));
  assert.equal([lastAction(assigned)?.category, lastAction(assigned)?.body, assigned.status], ['SET_ASSIGNEE', 'Maya Chen', 'NEW']);
  const cleared = transition(assigned, assign(null));
  assert.equal([lastAction(cleared)?.category, lastAction(cleared)?.body], ['SET_ASSIGNEE', '']);
});

memberEvents('linking a ticket records "#localId title"; unlinking records an empty body', () => {
  const linked = transition(makeIssue('PROCESSING'), link('#12 Export fails'));
  assert.equal([lastAction(linked)?.category, lastAction(linked)?.body, linked.status], ['SET_TICKET', '#12 Export fails', 'PROCESSING']);
  assert.is(lastAction(transition(linked, link(null)))?.body, '');
});

memberEvents('changing the status records it and moves the case', () => {
  const next = transition(makeIssue('NEW'), status('PROCESSING'));
  assert.is(next.status, 'PROCESSING');
  assert.equal([lastAction(next)?.category, lastAction(next)?.body], ['CHANGE_STATUS', 'PROCESSING']);
  assert.is(transition(next, status('RESOLVED')).status, 'RESOLVED');
});

memberEvents('changing to the status the case already has changes nothing', () => {
  const issue = makeIssue('PROCESSING');
  assert.is(transition(issue, status('PROCESSING')), issue);
});

memberEvents('a resolved case still takes notes, assignments and ticket links', () => {
  const issue = makeIssue('RESOLVED');
  assert.is(lastAction(transition(issue, note()))?.category, 'SUPPORT_NOTE');
  assert.is(lastAction(transition(issue, assign('Maya Chen')))?.category, 'SET_ASSIGNEE');
  assert.is(lastAction(transition(issue, link('#3 Crash')))?.category, 'SET_TICKET');
  assert.is(transition(issue, note()).status, 'RESOLVED');
});

memberEvents('resolving is final: no status change reopens a resolved case, which still takes no message', () => {
  const issue = makeIssue('RESOLVED');
  assert.is(transition(issue, status('PROCESSING')), issue);
  assert.is(transition(issue, status('NEW')), issue);
  assert.is(transition(issue, events.clientMessage), issue);
});

memberEvents('the client sees none of the members’ events', () => {
  let issue = makeIssue('NEW');
  for (const event of [events.clientMessage, note(), assign('Maya Chen'), link('#1 A'), status('PROCESSING'), events.supportMessage]) issue = transition(issue, event);
  assert.is(issue.issueActions.length, 6);
  assert.equal(clientView(issue).issueActions.map((a) => a.category), ['CLIENT_MESSAGE', 'SUPPORT_MESSAGE']);
  assert.equal(timeline(issue).map((item) => item.kind), ['Request', 'ClientMessage', 'SupportMessage']);
});

memberEvents.run();
