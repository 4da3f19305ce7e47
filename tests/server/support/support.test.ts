/**
 * Support cases on the local server: opening one from a client's email (dev endpoint), reading it
 * by token, the client's updates (§5 "Client reply"), support replies and the auto-resolve job.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { AUTO_RESOLVE_AUTHOR, AUTO_RESOLVE_MESSAGE } from '../../../src/domain/shared/constants.ts';
import {
  DAY_MS,
  FIXED_NOW,
  MINUTE_MS,
  ORIGIN,
  advanceClock,
  errorCode,
  getJson,
  gql,
  issueByToken,
  makeApp,
  openCase,
  postJson,
  solveProof,
  updateIssue,
} from '../shared/helpers.ts';
import { world, type Caller } from '../work/work-helpers.ts';

const ISO_NOW = new Date(FIXED_NOW).toISOString();

// ---------------------------------------------------------------------------------------------
const inbound = suite('POST /dev/support/inbound');

inbound('opens a case and answers 201 with its token, link and id', async () => {
  const app = await makeApp();
  const answer = await postJson(app, '/dev/support/inbound', { email: 'ada@example.com', name: 'Ada', description: 'Broken export' });
  assert.is(answer.status, 201);
  const { token, url, issueId } = answer.body as { token: unknown; url: unknown; issueId: unknown };
  assert.type(token, 'string');
  assert.ok((token as string).length >= 16, 'the token is a long secret');
  assert.type(issueId, 'string');
  assert.type(url, 'string');
  assert.ok((url as string).endsWith(`/support/${token as string}`), `url ${String(url)} ends with /support/{token}`);
  assert.is(url, `${ORIGIN}/support/${token as string}`);
});

inbound("without an organization, a case lands in the standing 'Tidemark Support' organization, never a customer's", async () => {
  const app = await makeApp();
  // The first customer: on an empty server, the organization that used to receive these cases.
  const { a } = await world(app);
  const opened = await Promise.all(['one', 'two', 'three'].map((who) => openCase(app, { email: `${who}@example.com` })));
  const homes = new Set(await Promise.all(opened.map(async (one) => (await app.store.caseByToken(one.token))!.organizationId)));
  assert.is(homes.size, 1, 'three at once agree on one organization');
  const [home] = [...homes] as [string];
  assert.is.not(home, a.id);
  assert.is((await app.store.accounts.organization(home))?.name, 'Tidemark Support');
  assert.equal(await app.store.accounts.membershipsIn(home), [], 'nobody holds a role in it');
  assert.equal(await app.store.casesIn(a.id), [], "the customer's inbox stays empty");
  // Named, a case still goes where it is sent.
  const named = await openCase(app, { email: 'four@example.com', organizationId: a.id });
  assert.is((await app.store.caseByToken(named.token))!.organizationId, a.id);
});

inbound('sends the client one email whose links hold the case url', async () => {
  const app = await makeApp();
  const opened = await openCase(app, { email: 'grace@example.com', name: 'Grace' });
  const mailbox = await getJson<{ to: string; subject: string; text: string; links: string[]; createdAt: string }[]>(app, '/dev/mailbox');
  assert.is(mailbox.status, 200);
  assert.is(mailbox.body.length, 1);
  const mail = mailbox.body[0]!;
  assert.is(mail.to, 'grace@example.com');
  assert.ok(mail.links.includes(opened.url), 'the links contain the case url');
  assert.ok(mail.text.includes(opened.url), 'the text contains the case url');
  assert.is(mail.createdAt, ISO_NOW);
});

inbound('keeps the mailbox oldest first, one email per opened case', async () => {
  const app = await makeApp();
  const first = await openCase(app, { email: 'one@example.com' });
  const second = await openCase(app, { email: 'two@example.com' });
  const mailbox = await getJson<{ to: string; links: string[] }[]>(app, '/dev/mailbox');
  assert.equal(
    mailbox.body.map((mail) => [mail.to, mail.links]),
    [
      ['one@example.com', [first.url]],
      ['two@example.com', [second.url]],
    ],
  );
});

const badPayloads: [string, string, boolean][] = [
  ['a missing email', JSON.stringify({ name: 'Ada', description: 'Broken' }), false],
  ['an invalid email', JSON.stringify({ email: 'not-an-email', name: 'Ada', description: 'Broken' }), false],
  ['an email with spaces', JSON.stringify({ email: 'ada @example.com', name: 'Ada', description: 'Broken' }), false],
  ['a missing name', JSON.stringify({ email: 'ada@example.com', description: 'Broken' }), false],
  ['an empty description', JSON.stringify({ email: 'ada@example.com', name: 'Ada', description: '' }), false],
  ['an unknown field', JSON.stringify({ email: 'ada@example.com', name: 'Ada', description: 'Broken', admin: true }), false],
  ['a body that is not JSON', '{"email": "ada@example.com", ', true],
  ['a JSON array', '[]', true],
];

for (const [what, body] of badPayloads) {
  inbound(`refuses ${what} with 400 and an error message, opening nothing`, async () => {
    const app = await makeApp();
    const answer = await postJson<{ error?: unknown }>(app, '/dev/support/inbound', body, true);
    assert.is(answer.status, 400);
    assert.type(answer.body.error, 'string');
    assert.ok((answer.body.error as string).length > 0, 'the error says something');
    const mailbox = await getJson<unknown[]>(app, '/dev/mailbox');
    assert.equal(mailbox.body, [], 'no email was sent');
    // Nothing was opened: the next case is still number 1.
    const next = await openCase(app);
    assert.is((await issueByToken(app, next.token))?.localId, 1);
  });
}

inbound('names the unknown field in its error', async () => {
  const app = await makeApp();
  const answer = await postJson<{ error: string }>(app, '/dev/support/inbound', { email: 'ada@example.com', name: 'Ada', description: 'x', role: 'ADMIN' });
  assert.is(answer.status, 400);
  assert.is(answer.body.error, 'Unknown field');
});

inbound.run();

// ---------------------------------------------------------------------------------------------
const byToken = suite('issueByToken');

byToken('returns the case behind a known token: NEW, numbered, with no actions', async () => {
  const app = await makeApp();
  const opened = await openCase(app, { email: 'ada@example.com', name: 'Ada', description: 'Line one\nLine two' });
  const issue = await issueByToken(app, opened.token);
  assert.ok(issue, 'the case is found');
  assert.equal(issue, {
    id: opened.issueId,
    localId: 1,
    email: 'ada@example.com',
    name: 'Ada',
    description: 'Line one\nLine two',
    createdAt: ISO_NOW,
    status: 'NEW',
    issueActions: [],
  });
});

byToken('numbers cases one after the other', async () => {
  const app = await makeApp();
  const first = await openCase(app);
  const second = await openCase(app);
  const third = await openCase(app);
  assert.is((await issueByToken(app, first.token))?.localId, 1);
  assert.is((await issueByToken(app, second.token))?.localId, 2);
  assert.is((await issueByToken(app, third.token))?.localId, 3);
  assert.is.not(first.token, second.token);
});

byToken('returns null without an error for an unknown token', async () => {
  const app = await makeApp();
  await openCase(app);
  const answer = await gql(app, 'query ($token: String!) { issueByToken(token: $token) { id } }', { token: 'no-such-token' });
  assert.is(answer.errors, undefined);
  assert.equal(answer.data, { issueByToken: null });
});

byToken('returns null for an absurdly long token', async () => {
  const app = await makeApp();
  assert.is(await issueByToken(app, 'x'.repeat(10_000)), null);
});

byToken("does not show the client support's internal actions", async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  // Internal actions cannot be written through the API yet: put them in the store directly.
  const stored = (await app.store.caseById(opened.issueId))!;
  const member = { id: 'm1', name: 'Support Team', avatarUrl: null };
  await app.store.replaceIssue({
    ...stored.issue,
    issueActions: [
      { id: 'note-1', title: null, body: 'internal: this client is difficult', category: 'SUPPORT_NOTE', createdAt: ISO_NOW, author: member },
      { id: 'assign-1', title: 'Assigned', body: 'm1', category: 'SET_ASSIGNEE', createdAt: ISO_NOW, author: member },
      { id: 'ticket-1', title: 'Linked', body: 'T-42', category: 'SET_TICKET', createdAt: ISO_NOW, author: member },
      { id: 'status-1', title: 'Status', body: 'PROCESSING', category: 'CHANGE_STATUS', createdAt: ISO_NOW, author: member },
      { id: 'reply-1', title: null, body: 'We are on it', category: 'SUPPORT_MESSAGE', createdAt: ISO_NOW, author: member },
    ],
  });
  const seen = await issueByToken(app, opened.token);
  assert.equal(
    seen?.issueActions.map((action) => action.id),
    ['reply-1'],
  );
  // The client's own update answers the client view too.
  const updated = await updateIssue(app, opened.token, { message: 'Thanks' });
  assert.is(updated.errors, undefined);
  assert.equal(
    updated.data?.updateIssueByToken.issueActions.map((action) => action.category),
    ['SUPPORT_MESSAGE', 'CLIENT_MESSAGE'],
  );
  // ...while the store keeps everything.
  assert.is((await app.store.caseById(opened.issueId))!.issue.issueActions.length, 6);
});

byToken.run();

// ---------------------------------------------------------------------------------------------
const update = suite('updateIssueByToken');

update('stores a message with a valid proof as a CLIENT_MESSAGE without author', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const answer = await updateIssue(app, opened.token, { message: 'It still fails on Mondays.' });
  assert.is(answer.errors, undefined);
  const returned = answer.data!.updateIssueByToken;
  assert.is(returned.issueActions.length, 1);
  const action = returned.issueActions[0]!;
  assert.is(action.category, 'CLIENT_MESSAGE');
  assert.is(action.body, 'It still fails on Mondays.');
  assert.is(action.author, null);
  assert.is(action.createdAt, ISO_NOW);
  assert.is(returned.status, 'NEW', 'a client message does not change the status');
  const stored = await issueByToken(app, opened.token);
  assert.equal(stored?.issueActions, returned.issueActions);
});

update('stores markup verbatim: the server does not alter text', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const message = `<script>alert("x")</script> &amp; <b>bold</b> 'quotes' \u00e9\u{1F600}\n  indented  `;
  const answer = await updateIssue(app, opened.token, { message });
  assert.is(answer.errors, undefined);
  assert.is(answer.data!.updateIssueByToken.issueActions[0]!.body, message);
  assert.is((await issueByToken(app, opened.token))!.issueActions[0]!.body, message);
});

update('accepts a message of exactly 2048 characters', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const answer = await updateIssue(app, opened.token, { message: 'm'.repeat(2048) });
  assert.is(answer.errors, undefined);
  assert.is(answer.data!.updateIssueByToken.issueActions[0]!.body.length, 2048);
});

update('refuses a 2049-character message with BAD_USER_INPUT and stores nothing', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const answer = await updateIssue(app, opened.token, { message: 'm'.repeat(2049) });
  assert.is(errorCode(answer), 'BAD_USER_INPUT');
  assert.is(answer.errors?.[0]?.extensions?.['field'], 'message');
  assert.match(answer.errors![0]!.message, /2048/);
  assert.equal((await issueByToken(app, opened.token))!.issueActions, []);
});

update('refuses an image url of 513 characters with BAD_USER_INPUT', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const imageUrl = `/upload/files/${'a'.repeat(513 - '/upload/files/'.length)}`;
  assert.is(imageUrl.length, 513);
  const answer = await updateIssue(app, opened.token, { imageUrl });
  assert.is(errorCode(answer), 'BAD_USER_INPUT');
  assert.is(answer.errors?.[0]?.extensions?.['field'], 'imageUrl');
  assert.match(answer.errors![0]!.message, /512/);
  assert.equal((await issueByToken(app, opened.token))!.issueActions, []);
});

update('refuses an unknown input field through GraphQL input validation', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const answer = await updateIssue(app, opened.token, { message: 'hello', author: 'Support Team' });
  assert.ok(answer.errors && answer.errors.length > 0, 'an error is returned');
  assert.match(answer.errors![0]!.message, /author/);
  assert.ok(!answer.data?.updateIssueByToken, 'no issue is returned');
  assert.equal((await issueByToken(app, opened.token))!.issueActions, []);
});

update("refuses an update with neither message nor image: 'message or image url is required'", async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  for (const input of [{}, { message: null, imageUrl: null }, { message: '' }, { message: '   \n\t ' }]) {
    const answer = await updateIssue(app, opened.token, input);
    assert.is(errorCode(answer), 'BAD_USER_INPUT', JSON.stringify(input));
    assert.is(answer.errors?.[0]?.message, 'message or image url is required', JSON.stringify(input));
  }
  assert.equal((await issueByToken(app, opened.token))!.issueActions, []);
});

update('resolves the case on status RESOLVED', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const answer = await updateIssue(app, opened.token, { status: 'RESOLVED' });
  assert.is(answer.errors, undefined);
  assert.is(answer.data!.updateIssueByToken.status, 'RESOLVED');
  assert.is((await issueByToken(app, opened.token))!.status, 'RESOLVED');
});

update('refuses messages on a resolved case with CASE_RESOLVED and stores nothing', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  await updateIssue(app, opened.token, { message: 'before' });
  await updateIssue(app, opened.token, { status: 'RESOLVED' });
  const answer = await updateIssue(app, opened.token, { message: 'after' });
  assert.is(errorCode(answer), 'CASE_RESOLVED');
  const issue = (await issueByToken(app, opened.token))!;
  assert.is(issue.status, 'RESOLVED');
  assert.equal(
    issue.issueActions.map((action) => action.body),
    ['before'],
  );
});

for (const status of ['NEW', 'PROCESSING']) {
  update(`refuses status ${status}: a client can only resolve`, async () => {
    const app = await makeApp();
    const opened = await openCase(app);
    const answer = await updateIssue(app, opened.token, { status });
    assert.is(errorCode(answer), 'BAD_USER_INPUT');
    assert.is(answer.errors?.[0]?.extensions?.['field'], 'status');
    assert.is((await issueByToken(app, opened.token))!.status, 'NEW');
  });
}

update('refuses a status change that carries a message', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const answer = await updateIssue(app, opened.token, { status: 'RESOLVED', message: 'bye' });
  assert.is(errorCode(answer), 'BAD_USER_INPUT');
  const issue = (await issueByToken(app, opened.token))!;
  assert.is(issue.status, 'NEW');
  assert.equal(issue.issueActions, []);
});

update('refuses an image url that was not uploaded to this case', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  for (const imageUrl of ['https://evil.example/tracker.png', '/upload/files/issue-1-doesnotexist.png', 'javascript:alert(1)']) {
    const answer = await updateIssue(app, opened.token, { imageUrl });
    assert.is(errorCode(answer), 'BAD_USER_INPUT', imageUrl);
    assert.is(answer.errors?.[0]?.extensions?.['field'], 'imageUrl', imageUrl);
  }
  assert.equal((await issueByToken(app, opened.token))!.issueActions, []);
});

update('answers NOT_FOUND for an unknown token', async () => {
  const app = await makeApp();
  await openCase(app);
  const answer = await updateIssue(app, 'no-such-token', { message: 'hello' });
  assert.is(errorCode(answer), 'NOT_FOUND');
});

update.run();

// ---------------------------------------------------------------------------------------------
const replies = suite('support replies');

/** The owner of an organization with the support inbox on, and a case opened in that inbox. */
async function supportMember(app: Awaited<ReturnType<typeof makeApp>>): Promise<Caller> {
  const { owner } = await world(app);
  await owner.ok('mutation { setFeatureFlag(input: { flag: support, enabled: true }) { me { featureFlag { support } } } }');
  return owner;
}

/** A case opened in the member's organization's inbox. */
const openFor = (app: Awaited<ReturnType<typeof makeApp>>, member: Caller) => openCase(app, { organizationId: member.org });

const REPLY = 'mutation ($input: ReplyToIssueInput!) { replyToIssue(input: $input) { supportCase { status issueActions { category body author { name } } } } }';

replies('a member’s replyToIssue adds a SUPPORT_MESSAGE signed with their name and moves NEW to PROCESSING', async () => {
  const app = await makeApp();
  const member = await supportMember(app);
  const opened = await openFor(app, member);
  const answer = (await member.ok(REPLY, { input: { issueId: opened.issueId, message: 'We are looking into it.' } })).replyToIssue.supportCase;
  assert.is(answer.status, 'PROCESSING');
  assert.equal(answer.issueActions.at(-1), { category: 'SUPPORT_MESSAGE', body: 'We are looking into it.', author: { name: 'Acme Owner' } });
});

replies('the client sees the reply through issueByToken', async () => {
  const app = await makeApp();
  const member = await supportMember(app);
  const opened = await openFor(app, member);
  await updateIssue(app, opened.token, { message: 'Any news?' });
  await member.ok(REPLY, { input: { issueId: opened.issueId, message: 'Fixed in 1.2' } });
  const issue = (await issueByToken(app, opened.token))!;
  assert.is(issue.status, 'PROCESSING');
  assert.equal(
    issue.issueActions.map((action) => [action.category, action.body, action.author?.name ?? null]),
    [
      ['CLIENT_MESSAGE', 'Any news?', null],
      ['SUPPORT_MESSAGE', 'Fixed in 1.2', 'Acme Owner'],
    ],
  );
});

replies('a token holder reaches only the narrow Issue: a member’s email, the assignee or the ticket cannot even be asked for', async () => {
  const app = await makeApp();
  const member = await supportMember(app);
  const opened = await openFor(app, member);
  await member.ok(REPLY, { input: { issueId: opened.issueId, message: 'On it' } });
  const ask = (selection: string) => gql(app, `query ($token: String!) { issueByToken(token: $token) { ${selection} } }`, { token: opened.token });
  const control = await ask('issueActions { author { id name avatarUrl } }');
  assert.is(control.errors, undefined);
  assert.is(control.data.issueByToken.issueActions[0].author.name, 'Acme Owner', 'the author is there, as a name and an avatar');
  for (const [selection, field, type] of [
    ['issueActions { author { email } }', 'email', 'IssueActionAuthor'],
    ['issueActions { author { organization { id } } }', 'organization', 'IssueActionAuthor'],
    ['issueActions { author { user { id } } }', 'user', 'IssueActionAuthor'],
    ['assignee { id }', 'assignee', 'Issue'],
    ['ticket { id }', 'ticket', 'Issue'],
    ['unread', 'unread', 'Issue'],
  ] as const) {
    const refused = await ask(selection);
    assert.is(errorCode(refused), 'GRAPHQL_VALIDATION_FAILED', selection);
    assert.is(refused.errors?.[0]?.message, `Cannot query field "${field}" on type "${type}".`, selection);
    assert.is(refused.data, undefined, `${selection}: nothing answered`);
  }
  // The client's own update answers the same narrow Issue: a valid update asking it for an email is refused and stores nothing.
  const sneaky = await gql(
    app,
    'mutation ($token: String!, $input: ClientUpdateInput!) { updateIssueByToken(token: $token, input: $input) { issueActions { author { email } } } }',
    { token: opened.token, input: { ...(await solveProof(app)), message: 'again' } },
  );
  assert.is(errorCode(sneaky), 'GRAPHQL_VALIDATION_FAILED');
  assert.equal((await issueByToken(app, opened.token))!.issueActions.map((action) => action.body), ['On it']);
});

replies('the /dev/support/reply stand-in is gone: replies come from the inbox', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const answer = await postJson<{ error?: string }>(app, '/dev/support/reply', { issueId: opened.issueId, message: 'Hello' });
  assert.is(answer.status, 404);
  assert.equal((await issueByToken(app, opened.token))!.issueActions, []);
});

replies('replyToIssue refuses anonymous callers with UNAUTHENTICATED and stores nothing', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const answer = await gql(app, 'mutation ($input: ReplyToIssueInput!) { replyToIssue(input: $input) { supportCase { id } } }', {
    input: { issueId: opened.issueId, message: 'I am support, trust me' },
  });
  assert.is(errorCode(answer), 'UNAUTHENTICATED');
  const issue = (await issueByToken(app, opened.token))!;
  assert.is(issue.status, 'NEW');
  assert.equal(issue.issueActions, []);
});

replies.run();

// ---------------------------------------------------------------------------------------------
const autoResolve = suite('auto-resolve');

autoResolve('leaves a case open after 13 idle days (default 14)', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  await advanceClock(app, 13 * DAY_MS);
  const issue = (await issueByToken(app, opened.token))!;
  assert.is(issue.status, 'NEW');
  assert.equal(issue.issueActions, []);
});

autoResolve("resolves a case idle for more than 14 days with the TwoWeeks Bot's message", async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  await advanceClock(app, 13 * DAY_MS);
  const now = await advanceClock(app, DAY_MS + MINUTE_MS);
  const issue = (await issueByToken(app, opened.token))!;
  assert.is(issue.status, 'RESOLVED');
  assert.is(issue.issueActions.length, 1);
  const action = issue.issueActions[0]!;
  assert.is(action.category, 'AUTO_RESOLVED');
  assert.is(action.author?.name, 'TwoWeeks Bot');
  assert.is(action.author?.name, AUTO_RESOLVE_AUTHOR);
  assert.is(action.body, 'This issue has been marked resolved due to prolonged inactivity.');
  assert.is(action.body, AUTO_RESOLVE_MESSAGE);
  assert.is(action.createdAt, new Date(now).toISOString());
});

autoResolve('an auto-resolved case refuses new messages', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  await advanceClock(app, 15 * DAY_MS);
  const answer = await updateIssue(app, opened.token, { message: 'wait, I am still here' });
  assert.is(errorCode(answer), 'CASE_RESOLVED');
  assert.equal(
    (await issueByToken(app, opened.token))!.issueActions.map((action) => action.category),
    ['AUTO_RESOLVED'],
  );
});

autoResolve('a client message restarts the countdown', async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  await advanceClock(app, 10 * DAY_MS);
  assert.is((await updateIssue(app, opened.token, { message: 'still broken' })).errors, undefined);
  await advanceClock(app, 10 * DAY_MS); // 20 days since opening, 10 since the message
  assert.is((await issueByToken(app, opened.token))!.status, 'NEW');
  await advanceClock(app, 4 * DAY_MS + MINUTE_MS); // just over 14 days since the message
  const issue = (await issueByToken(app, opened.token))!;
  assert.is(issue.status, 'RESOLVED');
  assert.equal(
    issue.issueActions.map((action) => action.category),
    ['CLIENT_MESSAGE', 'AUTO_RESOLVED'],
  );
});

autoResolve('a support reply restarts the countdown too', async () => {
  const app = await makeApp();
  const member = await supportMember(app);
  const opened = await openFor(app, member);
  await advanceClock(app, 10 * DAY_MS);
  await member.ok(REPLY, { input: { issueId: opened.issueId, message: 'Looking' } });
  await advanceClock(app, 10 * DAY_MS);
  assert.is((await issueByToken(app, opened.token))!.status, 'PROCESSING');
  await advanceClock(app, 4 * DAY_MS + MINUTE_MS);
  assert.is((await issueByToken(app, opened.token))!.status, 'RESOLVED');
});

autoResolve('honours AUTO_RESOLVE_AFTER_DAYS=3', async () => {
  const app = await makeApp({ AUTO_RESOLVE_AFTER_DAYS: '3' });
  const opened = await openCase(app);
  await advanceClock(app, 2 * DAY_MS);
  assert.is((await issueByToken(app, opened.token))!.status, 'NEW');
  await advanceClock(app, DAY_MS + MINUTE_MS);
  const issue = (await issueByToken(app, opened.token))!;
  assert.is(issue.status, 'RESOLVED');
  assert.is(issue.issueActions[0]?.category, 'AUTO_RESOLVED');
});

autoResolve('only idle cases resolve; a case the client resolved gets no bot message', async () => {
  const app = await makeApp();
  const idle = await openCase(app);
  const resolvedByClient = await openCase(app);
  await updateIssue(app, resolvedByClient.token, { status: 'RESOLVED' });
  await advanceClock(app, 7 * DAY_MS);
  const active = await openCase(app);
  await advanceClock(app, 7 * DAY_MS + MINUTE_MS);
  assert.is((await issueByToken(app, idle.token))!.status, 'RESOLVED');
  assert.is((await issueByToken(app, active.token))!.status, 'NEW');
  assert.equal((await issueByToken(app, resolvedByClient.token))!.issueActions, []);
  assert.is((await app.runDueJobs()), 0, 'nothing more is due');
});

autoResolve.run();
