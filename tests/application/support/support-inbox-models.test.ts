/** The support inbox's models over test doubles: the list, one case (opened, so read), changes and their toasts. */
import { Effect, Layer } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError, UploadError } from '../../../src/application/shared/errors.ts';
import { InboxImageUpload } from '../../../src/application/support/inbox-image-upload.port.ts';
import { SupportInboxGateway } from '../../../src/application/support/support-inbox-gateway.port.ts';
import { createSupportInboxArea, inboxQuery } from '../../../src/application/support/support-inbox-area.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import { DEFAULT_INBOX_FILTER, type InboxCase } from '../../../src/domain/support/support-inbox.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';

const CASE: InboxCase = {
  id: '7', localId: 3, email: 'ana@example.com', name: 'Ana', description: 'Gone', createdAt: '2026-01-01T10:00:00.000Z', status: 'NEW',
  assignee: null, ticket: null, unread: true, lastActivityAt: '2026-01-01T10:00:00.000Z', issueActions: [],
};
const MEMBERS = [
  { id: '1', name: 'Maya', avatarUrl: null, type: 'OWNER' },
  { id: '2', name: 'Vi', avatarUrl: null, type: 'VISITOR' },
];

function areaWith(gateway: Partial<SupportInboxGateway['Service']>, upload: Partial<InboxImageUpload['Service']> = {}) {
  const toasts: NotificationInput[] = [];
  const runner = runtimeOf(Layer.mergeAll(stubLayer(SupportInboxGateway, { members: () => Effect.succeed(MEMBERS), ...gateway }), stubLayer(InboxImageUpload, upload)));
  return { area: createSupportInboxArea({ runner, notify: (toast) => void toasts.push(toast) }), toasts };
}

const list = suite('support inbox: the list model');

list('the filter goes to the API as statuses, assignee, unread and trimmed text', () => {
  assert.equal(inboxQuery(DEFAULT_INBOX_FILTER), {});
  assert.equal(inboxQuery({ status: 'NEW', assignee: { roleId: '4' }, unreadOnly: true, text: ' gone ' }), { statuses: ['NEW'], assignee: '4', unread: true, text: 'gone' });
});

list('loads a page, then more by cursor; members exclude visitors', async () => {
  const asked: (string | null)[] = [];
  const { area } = areaWith({
    list: (_filter, _first, after) => {
      asked.push(after);
      const row = { ...CASE, id: after ? '8' : '7' };
      return Effect.succeed({ totalCount: 2, pageInfo: { endCursor: after ? '2' : '1', hasNextPage: !after }, nodes: [row] });
    },
  });
  const model = area.list(DEFAULT_INBOX_FILTER);
  assert.is(model.state.value.status, 'loading');
  await settle();
  assert.equal(model.members.value?.map((m) => m.name), ['Maya']);
  await model.loadMore();
  const state = model.state.value;
  assert.ok(state.status === 'loaded');
  assert.equal(state.cases.nodes.map((row) => row.id), ['7', '8']);
  assert.equal(asked, [null, '1']);
  await model.loadMore();
  assert.equal(asked, [null, '1'], 'no next page: nothing asked');
});

list('a failed load says why', async () => {
  const { area } = areaWith({ list: () => Effect.fail(new GraphQLError({ message: 'The support inbox is not turned on for this organization' })) });
  const model = area.list(DEFAULT_INBOX_FILTER);
  await settle();
  assert.equal(model.state.value, { status: 'failed', message: 'The support inbox is not turned on for this organization' });
});

list.run();

const one = suite('support inbox: the case model');

one('opening an unread case marks it read', async () => {
  const read: string[] = [];
  const { area } = areaWith({
    get: () => Effect.succeed(CASE),
    markRead: (id) => (read.push(id), Effect.succeed({ ...CASE, unread: false })),
  });
  const model = area.openCase('7');
  await settle();
  assert.equal(read, ['7']);
  const state = model.state.value;
  assert.ok(state.status === 'loaded' && state.issue.unread === false);
});

one('an unknown case is missing; a read case is not marked again', async () => {
  assert.is((await openSettled(areaWith({ get: () => Effect.succeed(null) }).area)).state.value.status, 'missing');
  const model = await openSettled(areaWith({ get: () => Effect.succeed({ ...CASE, unread: false }) }).area);
  assert.is(model.state.value.status, 'loaded');
});

async function openSettled(area: ReturnType<typeof createSupportInboxArea>) {
  const model = area.openCase('7');
  await settle();
  return model;
}

one('a reply replaces the case and says so; a refusal keeps it and answers the reason', async () => {
  const { area, toasts } = areaWith({
    get: () => Effect.succeed({ ...CASE, unread: false }),
    reply: (_id, input) =>
      input.message === 'no'
        ? Effect.fail(new GraphQLError({ message: 'This case is resolved: reopen it to reply to the client', code: 'CASE_RESOLVED' }))
        : Effect.succeed({ ...CASE, status: 'PROCESSING' as const, unread: false }),
  });
  const model = await openSettled(area);
  assert.equal(await model.reply({ message: 'yes' }), { ok: true });
  const state = model.state.value;
  assert.ok(state.status === 'loaded' && state.issue.status === 'PROCESSING');
  assert.equal(await model.reply({ message: 'no' }), { ok: false, message: 'This case is resolved: reopen it to reply to the client' });
  assert.equal(toasts.map((t) => t.title), ['Reply sent', 'Could not update the case']);
  assert.equal([...model.saving.value], []);
});

one('uploads answer the address, or the reason', async () => {
  const { area } = areaWith({ get: () => Effect.succeed({ ...CASE, unread: false }) }, { upload: (request) => Effect.succeed(`/upload/files/${request.issueId}.png`) });
  const model = await openSettled(area);
  assert.equal(await model.uploadImage(new File(['x'], 'a.png', { type: 'image/png' })), { ok: true, url: '/upload/files/7.png' });
});

one("a file that is not an image, or too large, is refused with the client page's notification; so is a failed upload", async () => {
  let uploads = 0;
  const { area, toasts } = areaWith({ get: () => Effect.succeed({ ...CASE, unread: false }) }, {
    upload: () => {
      uploads += 1;
      return Effect.fail(new UploadError({ message: 'The server ran out of room' }));
    },
  });
  const model = await openSettled(area);
  assert.is(model.acceptsImage(new File(['a,b'], 'list.csv', { type: 'text/csv' })), false);
  assert.is(model.acceptsImage(new File([new Uint8Array(11 * 1024 * 1024)], 'big.png', { type: 'image/png' })), false);
  assert.is(model.acceptsImage(new File(['x'], 'a.png', { type: 'image/png' })), true);
  assert.equal(toasts, [
    { type: 'Error', title: 'This type of file is invalid', subTitle: 'Make sure you only upload image files' },
    { type: 'Error', title: 'This image is too large', subTitle: 'Images can be up to 10MB; this one is 11.0MB' },
  ]);
  assert.equal(await model.uploadImage(new File(['x'], 'a.png', { type: 'image/png' })), { ok: false });
  assert.is(uploads, 1);
  assert.equal(toasts.at(-1), { type: 'Error', title: 'File Upload Error', subTitle: 'Something went wrong, please try again later' });
});

one('finding tickets ignores blank text', async () => {
  const { area } = areaWith({ get: () => Effect.succeed({ ...CASE, unread: false }), findTickets: (text) => Effect.succeed([{ id: '1', localId: 1, title: text }]) });
  const model = await openSettled(area);
  assert.equal(await model.findTickets('  '), []);
  assert.equal(await model.findTickets(' sync '), [{ id: '1', localId: 1, title: 'sync' }]);
});

one('the switch reports success with a toast', async () => {
  const { area, toasts } = areaWith({ setFeatureEnabled: (_flag, enabled) => Effect.succeed(enabled) });
  assert.is(await area.setFeature('support', true), true);
  assert.is(await area.setFeature('report', false), true);
  assert.equal(toasts.map((t) => t.title), ['Support inbox turned on', 'Reports turned off']);
});

one.run();

const settingsSuite = suite('support inbox: the settings model');

settingsSuite('loads the delay, saves a new one with a toast, and keeps it on refusal', async () => {
  const { area, toasts } = areaWith({
    autoResolveDays: () => Effect.succeed(14),
    saveAutoResolveDays: (days) => (days > 365 ? Effect.fail(new GraphQLError({ message: 'Cases resolve themselves after 1 to 365 days' })) : Effect.succeed(days)),
  });
  const model = area.settings();
  await settle();
  assert.equal(model.state.value, { status: 'loaded', autoResolveAfterDays: 14 });
  assert.equal(await model.save(3), { ok: true });
  assert.equal(model.state.value, { status: 'loaded', autoResolveAfterDays: 3 });
  assert.equal(await model.save(400), { ok: false, message: 'Cases resolve themselves after 1 to 365 days' });
  assert.equal(model.state.value, { status: 'loaded', autoResolveAfterDays: 3 });
  assert.equal(toasts.map((t) => t.title), ['Support settings saved', 'Could not save the support settings']);
  assert.is(model.saving.value, false);
});

settingsSuite('a failed load says why', async () => {
  const { area } = areaWith({ autoResolveDays: () => Effect.fail(new GraphQLError({ message: 'nope' })) });
  const model = area.settings();
  await settle();
  assert.equal(model.state.value, { status: 'failed', message: 'nope' });
});

settingsSuite.run();
