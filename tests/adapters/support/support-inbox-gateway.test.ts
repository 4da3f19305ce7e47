/** The SupportInboxGateway over GraphQL against the real local server, in-process: every call and its checked answer. */
import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SupportInboxGateway } from '../../../src/application/support/support-inbox-gateway.port.ts';
import { TicketGateway } from '../../../src/application/work/ticket-gateway.port.ts';
import { ownerOfOrganization } from '../shared/owner.ts';

async function ownerWithInbox() {
  const { server, runtime, organizationId } = await ownerOfOrganization('Europe/Paris');
  const call = <A>(use: (gateway: SupportInboxGateway['Service']) => Effect.Effect<A, unknown>) => runtime.runPromise(SupportInboxGateway.use(use));
  const refused = <A>(use: (gateway: SupportInboxGateway['Service']) => Effect.Effect<A, unknown>) =>
    runtime.runPromise(Effect.flip(SupportInboxGateway.use(use))) as Promise<{ _tag: string; code?: string; message: string }>;
  return { server, runtime, call, refused, organizationId };
}

const gateway = suite('support inbox gateway against the local server');

gateway('with the inbox off every call is refused; turning it on answers the flag', async () => {
  const { call, refused } = await ownerWithInbox();
  const off = await refused((g) => g.list({}, 10, null));
  assert.equal([off._tag, off.code], ['GraphQLError', 'FORBIDDEN']);
  assert.is(await call((g) => g.setFeatureEnabled('support', true)), true);
  assert.equal((await call((g) => g.list({}, 10, null))).nodes, []);
  assert.is(await call((g) => g.setFeatureEnabled('support', false)), false);
});

gateway('list, open, read, reply, note, assign, link a ticket and change the status', async () => {
  const { server, runtime, call, refused, organizationId } = await ownerWithInbox();
  await call((g) => g.setFeatureEnabled('support', true));
  const opened = await server.openCase('My playlist is gone', organizationId);
  const page = await call((g) => g.list({ statuses: ['NEW'], text: 'playlist' }, 10, null));
  assert.equal(page.nodes.map((row) => [row.id, row.unread, row.status]), [[opened.issueId, true, 'NEW']]);
  assert.equal((await call((g) => g.list({ unread: true, assignee: 'me' }, 10, null))).nodes, []);
  const found = (await call((g) => g.get(opened.issueId)))!;
  assert.equal([found.localId, found.description, found.issueActions], [1, 'My playlist is gone', []]);
  assert.is(await call((g) => g.get('999')), null);
  assert.is((await call((g) => g.markRead(opened.issueId))).unread, false);
  const replied = await call((g) => g.reply(opened.issueId, { message: 'On it' }));
  assert.equal([replied.status, replied.issueActions.at(-1)?.category], ['PROCESSING', 'SUPPORT_MESSAGE']);
  assert.is((await call((g) => g.note(opened.issueId, 'internal'))).issueActions.at(-1)?.category, 'SUPPORT_NOTE');
  const [me] = await call((g) => g.members());
  assert.is(me?.type, 'OWNER');
  assert.is((await call((g) => g.assign(opened.issueId, me!.id))).assignee?.name, 'Ana');
  const ticket = await runtime.runPromise(TicketGateway.use((g) => g.create({ title: 'Playlist sync' })));
  const tickets = await call((g) => g.findTickets('sync'));
  assert.equal(tickets.map((t) => t.title), ['Playlist sync']);
  assert.equal((await call((g) => g.linkTicket(opened.issueId, ticket.id))).ticket, { id: ticket.id, localId: ticket.localId, title: 'Playlist sync' });
  assert.is((await call((g) => g.changeStatus(opened.issueId, 'RESOLVED'))).status, 'RESOLVED');
  const blank = await refused((g) => g.note(opened.issueId, ' '));
  assert.equal([blank.code, blank.message], ['BAD_USER_INPUT', 'A note needs some text']);
});

gateway.run();
