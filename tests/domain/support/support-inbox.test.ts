import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { timeline, type Issue, type IssueAction, type IssueActionCategory } from '../../../src/domain/support/issue.ts';
import {
  assignable,
  assigneeParam,
  checkNote,
  DEFAULT_INBOX_FILTER,
  inboxFilterFromSearch,
  inboxFilterToSearch,
  inboxTimeline,
  isInboxCase,
  isInboxRow,
  isUnread,
  lastClientActivityAt,
  matchesText,
  withKnownAssignee,
} from '../../../src/domain/support/support-inbox.ts';

const CREATED = '2024-03-01T10:00:00.000Z';
const AGENT = { id: 'r1', name: 'Maya Chen', avatarUrl: null };

function action(id: string, category: IssueActionCategory, createdAt: string, body = `body ${id}`): IssueAction {
  return { id, title: null, body, category, createdAt, author: category.startsWith('CLIENT_') ? null : AGENT };
}

function issue(actions: readonly IssueAction[] = []): Issue {
  return { id: '9', localId: 3, email: 'ana@example.com', name: 'Ana Lima', description: 'My playlist is gone.\nIt was there.', createdAt: CREATED, status: 'NEW', issueActions: actions };
}

const filter = suite('support inbox: the filter in the URL');

filter('an empty query string is the default filter, and the default filter writes nothing', () => {
  assert.equal(inboxFilterFromSearch(''), DEFAULT_INBOX_FILTER);
  assert.is(inboxFilterToSearch(DEFAULT_INBOX_FILTER), '');
});

filter('every field survives a round trip through the query string', () => {
  for (const value of [
    { status: 'NEW' as const, assignee: 'me' as const, unreadOnly: true, text: 'playlist gone' },
    { status: 'RESOLVED' as const, assignee: 'unassigned' as const, unreadOnly: false, text: '' },
    { status: null, assignee: { roleId: '12' }, unreadOnly: false, text: 'x' },
  ]) {
    assert.equal(inboxFilterFromSearch(inboxFilterToSearch(value)), value);
  }
});

filter('unknown values fall back to the defaults', () => {
  assert.equal(inboxFilterFromSearch('?status=OPEN&assignee=%3Cb%3E&unread=yes'), DEFAULT_INBOX_FILTER);
});

filter('a made-up status is ignored; an assignee who is not a member is dropped once the members are known', () => {
  const parsed = inboxFilterFromSearch('?status=BOGUS&assignee=999');
  assert.equal(parsed, { ...DEFAULT_INBOX_FILTER, assignee: { roleId: '999' } });
  // Members not known yet: nothing is decided.
  assert.is(withKnownAssignee(parsed, null), parsed);
  assert.equal(withKnownAssignee(parsed, ['r1', 'r2']), DEFAULT_INBOX_FILTER);
  assert.equal(inboxFilterToSearch(withKnownAssignee(parsed, ['r1'])), '');
  const member = inboxFilterFromSearch('?status=NEW&assignee=r2');
  assert.is(withKnownAssignee(member, ['r1', 'r2']), member);
  for (const kept of ['me', 'unassigned'] as const) {
    const value = { ...DEFAULT_INBOX_FILTER, assignee: kept };
    assert.is(withKnownAssignee(value, []), value);
  }
});

filter('the search text is trimmed when written', () => {
  assert.is(inboxFilterToSearch({ ...DEFAULT_INBOX_FILTER, text: '  gone ' }), '?q=gone');
  assert.is(inboxFilterToSearch({ ...DEFAULT_INBOX_FILTER, text: '   ' }), '');
});

filter('the API takes the assignee as me, unassigned, a role id or nothing', () => {
  assert.is(assigneeParam('any'), null);
  assert.is(assigneeParam('me'), 'me');
  assert.is(assigneeParam('unassigned'), 'unassigned');
  assert.is(assigneeParam({ roleId: '4' }), '4');
});

filter.run();

const unread = suite('support inbox: unread marks');

unread('a case nobody opened is unread', () => {
  assert.ok(isUnread(issue(), null));
});

unread('opening it after the client wrote makes it read', () => {
  const withMessage = issue([action('m', 'CLIENT_MESSAGE', '2024-03-01T11:00:00.000Z')]);
  assert.not.ok(isUnread(withMessage, '2024-03-01T11:00:00.000Z'));
  assert.ok(isUnread(withMessage, '2024-03-01T10:30:00.000Z'));
});

unread('members’ own actions do not make a case unread again', () => {
  const value = issue([
    action('m', 'CLIENT_IMAGE', '2024-03-01T11:00:00.000Z'),
    action('r', 'SUPPORT_MESSAGE', '2024-03-01T12:00:00.000Z'),
    action('n', 'SUPPORT_NOTE', '2024-03-01T13:00:00.000Z'),
  ]);
  assert.is(lastClientActivityAt(value), Date.parse('2024-03-01T11:00:00.000Z'));
  assert.not.ok(isUnread(value, '2024-03-01T11:30:00.000Z'));
});

unread.run();

const text = suite('support inbox: text search');

text('every word must appear in the name, email or description, in any case', () => {
  assert.ok(matchesText(issue(), ''));
  assert.ok(matchesText(issue(), 'ANA playlist'));
  assert.ok(matchesText(issue(), 'example.com'));
  assert.not.ok(matchesText(issue(), 'ana invoice'));
});

text.run();

const timelineSuite = suite('support inbox: the members’ timeline');

timelineSuite('notes and bookkeeping sit among the client’s timeline in time order', () => {
  const value = issue([
    action('m', 'CLIENT_MESSAGE', '2024-03-01T11:00:00.000Z'),
    action('n', 'SUPPORT_NOTE', '2024-03-01T11:05:00.000Z', 'VIP client'),
    action('a', 'SET_ASSIGNEE', '2024-03-01T11:06:00.000Z', 'Jon Park'),
    action('a2', 'SET_ASSIGNEE', '2024-03-01T11:06:00.000Z', ''),
    { ...action('a3', 'SET_ASSIGNEE', '2024-03-01T11:06:00.000Z', 'Rosa Delgado'), author: { id: 'r2', name: 'Rosa Delgado', avatarUrl: null } },
    { ...action('a4', 'SET_ASSIGNEE', '2024-03-01T11:06:00.000Z', 'Rosa Delgado'), author: null },
    action('t', 'SET_TICKET', '2024-03-01T11:07:00.000Z', '#4 Playlist sync'),
    action('t2', 'SET_TICKET', '2024-03-01T11:07:30.000Z', ''),
    action('r', 'SUPPORT_MESSAGE', '2024-03-01T11:08:00.000Z'),
    action('s', 'CHANGE_STATUS', '2024-03-01T11:09:00.000Z', 'RESOLVED'),
    action('s2', 'CHANGE_STATUS', '2024-03-01T11:09:30.000Z', 'ODD'),
  ]);
  const items = inboxTimeline(value);
  assert.equal(items.map((item) => item.kind), ['Request', 'ClientMessage', 'SupportNote', 'SetAssignee', 'SetAssignee', 'SetAssignee', 'SetAssignee', 'SetTicket', 'SetTicket', 'SupportMessage', 'ChangeStatus', 'ChangeStatus', 'ChangeStatus']);
  const texts = items.map((item) => ('text' in item ? item.text : 'body' in item ? item.body : null));
  assert.equal(texts.slice(2), [
    'VIP client',
    'assigned the case to Jon Park',
    'unassigned the case',
    'took the case',
    'assigned the case to Rosa Delgado',
    'linked ticket #4 Playlist sync',
    'unlinked the ticket',
    'body r',
    'replied, so the case moved to Processing',
    'changed the status to Resolved',
    'changed the status to ODD',
  ]);
});

timelineSuite('a reply that moves the case to Processing shows as a status line for members only, right after it', () => {
  const value = issue([
    action('r1', 'SUPPORT_MESSAGE', '2024-03-01T11:00:00.000Z'),
    action('i1', 'SUPPORT_IMAGE', '2024-03-01T11:00:00.000Z'),
    action('c', 'CLIENT_MESSAGE', '2024-03-01T11:01:00.000Z'),
    action('r2', 'SUPPORT_MESSAGE', '2024-03-01T11:02:00.000Z'),
    action('s', 'CHANGE_STATUS', '2024-03-01T11:03:00.000Z', 'NEW'),
    action('r3', 'SUPPORT_IMAGE', '2024-03-01T11:04:00.000Z'),
    action('x', 'AUTO_RESOLVED', '2024-03-20T11:04:00.000Z'),
    action('o', 'CHANGE_STATUS', '2024-03-21T11:00:00.000Z', 'PROCESSING'),
    action('r4', 'SUPPORT_MESSAGE', '2024-03-21T11:01:00.000Z'),
  ]);
  const items = inboxTimeline(value);
  assert.equal(
    items.map((item) => item.id),
    ['9-request', 'r1', 'r1-status', 'i1', 'c', 'r2', 's', 'r3', 'r3-status', 'x', 'o', 'r4'],
    'only the replies that moved the case (from New, after a reopening to New) get the line',
  );
  const line = items.find((item) => item.id === 'r1-status')!;
  assert.equal([line.kind, 'text' in line ? line.text : null, 'author' in line ? line.author?.name : null], ['ChangeStatus', 'replied, so the case moved to Processing', 'Maya Chen']);
  assert.not.ok(timeline(value).some((item) => item.id.endsWith('-status')), 'the client’s timeline has no such line');
});

timelineSuite.run();

const notes = suite('support inbox: notes');

notes('a note needs text, at most 2048 characters, and is trimmed', () => {
  assert.equal(checkNote('  call back  '), { ok: true, value: 'call back' });
  assert.equal(checkNote('  '), { ok: false, message: 'A note needs some text' });
  assert.equal(checkNote(7), { ok: false, message: 'A note needs some text' });
  assert.equal(checkNote('x'.repeat(2049)), { ok: false, message: 'A note can be at most 2048 characters' });
});

notes.run();

const shapes = suite('support inbox: payload shapes');

const row = {
  id: '1', localId: 1, email: 'a@b.c', name: 'Ana', description: 'x', createdAt: CREATED, status: 'NEW', unread: true, lastActivityAt: CREATED,
  assignee: { id: 'r1', name: 'Maya', avatarUrl: null }, ticket: { id: 't1', localId: 4, title: 'Sync' },
};

shapes('a row needs its fields, a known status, and an assignee and ticket or null', () => {
  assert.ok(isInboxRow(row));
  assert.ok(isInboxRow({ ...row, assignee: null, ticket: null }));
  assert.ok(isInboxRow({ ...row, assignee: { id: 'r1', name: 'Maya', avatarUrl: 'https://x.test/a.png' } }));
  for (const bad of [null, 'row', { ...row, status: 'OPEN' }, { ...row, status: 3 }, { ...row, localId: '1' }, { ...row, unread: 'yes' }, { ...row, email: null },
    { ...row, assignee: { id: 'r1' } }, { ...row, assignee: 'Maya' }, { ...row, ticket: { id: 't1', localId: '4', title: 'x' } }, { ...row, ticket: 'x' }]) {
    assert.not.ok(isInboxRow(bad), JSON.stringify(bad));
  }
});

shapes('a case is a row with well-formed actions', () => {
  const action = { id: 'a', title: null, body: 'hi', category: 'SUPPORT_NOTE', createdAt: CREATED, author: AGENT };
  assert.ok(isInboxCase({ ...row, issueActions: [action, { ...action, author: null, title: 'T' }] }));
  assert.not.ok(isInboxCase(row));
  assert.not.ok(isInboxCase({ ...row, issueActions: [{ ...action, category: 'NOPE' }] }));
  assert.not.ok(isInboxCase({ ...row, issueActions: [{ ...action, title: 4 }] }));
  assert.not.ok(isInboxCase({ ...row, issueActions: ['x'] }));
  assert.not.ok(isInboxCase({ ...row, status: 'x', issueActions: [] }));
});

shapes('visitors cannot be assigned', () => {
  assert.equal(
    assignable([
      { id: '1', name: 'Maya', avatarUrl: null, type: 'OWNER' },
      { id: '2', name: 'Vi', avatarUrl: null, type: 'VISITOR' },
      { id: '3', name: 'Mo', avatarUrl: 'u', type: 'MEMBER' },
    ]),
    [{ id: '1', name: 'Maya', avatarUrl: null }, { id: '3', name: 'Mo', avatarUrl: 'u' }],
  );
});

shapes.run();
