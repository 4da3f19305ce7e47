/**
 * The support inbox pages in happy-dom, over the real models and test doubles of the gateway: the
 * list (unread marks said to screen readers, status chips, filters in the URL, empty states) and a
 * case (notes marked internal, the composer's checks, a resolved case, what a visitor sees).
 */
import { testWindow } from './setup.ts';
import { Effect, Layer } from 'effect';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { InboxImageUpload } from '../../src/application/ports/inbox-image-upload.port.ts';
import { SupportInboxGateway } from '../../src/application/ports/support-inbox-gateway.port.ts';
import { createSupportInboxArea } from '../../src/application/support-inbox-area.ts';
import type { WorkArea } from '../../src/application/work-area.ts';
import { orgRoute } from '../../src/domain/org-routes.ts';
import type { RoleType } from '../../src/domain/role.ts';
import type { InboxCase } from '../../src/domain/support-inbox.ts';
import { permissionsOf } from '../../src/domain/work.ts';
import { AppProvider } from '../../src/ui/app-context.tsx';
import { SupportPages } from '../../src/ui/screens/org/support/support-pages.tsx';
import { WorkProvider } from '../../src/ui/work-context.tsx';
import { runtimeOf, settle, stubLayer } from '../support/doubles.ts';
import { buttonNamed } from './render.tsx';
import { testServices } from './services.ts';

const AT = '2026-11-22T09:00:00.000Z';
const ANA: InboxCase = {
  id: '7', localId: 3, email: 'ana@example.com', name: 'Ana Lima', description: 'My playlist is gone.\nIt was there.', createdAt: AT, status: 'NEW',
  assignee: null, ticket: null, unread: true, lastActivityAt: AT, issueActions: [],
};
const BO: InboxCase = { ...ANA, id: '8', localId: 4, name: 'Bo Berg', status: 'PROCESSING', unread: false, assignee: { id: 'r1', name: 'Maya', avatarUrl: null } };

async function open(url: string, stubs: Partial<SupportInboxGateway['Service']>, type: RoleType = 'OWNER') {
  const runner = runtimeOf(
    Layer.mergeAll(stubLayer(SupportInboxGateway, { members: () => Effect.succeed([{ id: 'r1', name: 'Maya', avatarUrl: null, type: 'OWNER' }]), ...stubs }), stubLayer(InboxImageUpload, {})),
  );
  const area = { support: createSupportInboxArea({ runner, notify: () => {} }) } as unknown as WorkArea;
  const location = memoryLocation({ path: url, record: true });
  const route = orgRoute(url.split('?')[0]!);
  if (route.page !== 'issues' && route.page !== 'issueCase') throw new Error(`not an inbox page: ${url}`);
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | null = null;
  await act(async () => {
    root = createRoot(container);
    root.render(
      <AppProvider value={testServices({})}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <WorkProvider value={{ area, scope: { orgId: '7', roleId: 'r1', permissions: permissionsOf(type) } }}>
            <SupportPages route={route} />
          </WorkProvider>
        </Router>
      </AppProvider>,
    );
  });
  await act(() => settle());
  return { container, location, unmount: async () => (await act(async () => root?.unmount()), container.remove()) };
}

async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new testWindow.Event('change', { bubbles: true }) as unknown as Event);
    await settle();
  });
}

const list = suite('support inbox list page');

list('unread cases are marked and say so; each row shows its status and assignee', async () => {
  const page = await open('/org/7/issue', { list: () => Effect.succeed({ totalCount: 2, pageInfo: { endCursor: '2', hasNextPage: false }, nodes: [ANA, BO] }) });
  const rows = [...page.container.querySelectorAll('.inbox-row')];
  assert.equal(rows.map((row) => row.hasAttribute('data-unread')), [true, false]);
  assert.is(rows[0]!.querySelector('[role="img"]')?.getAttribute('aria-label'), 'Unread');
  assert.is(rows[1]!.querySelector('[role="img"]'), null);
  assert.equal(rows.map((row) => row.querySelector('.inbox-status')?.textContent), ['New', 'Processing']);
  assert.match(rows[1]!.textContent ?? '', 'Assigned to Maya');
  assert.is(rows[0]!.querySelector('a')?.getAttribute('href'), '/org/7/issue/7/view');
  assert.match(page.container.textContent ?? '', '2 cases');
  await page.unmount();
});

list('a filter goes to the URL and to the server; no match offers to clear the filters', async () => {
  const asked: unknown[] = [];
  const page = await open('/org/7/issue', {
    list: (filter) => (asked.push(filter), Effect.succeed({ totalCount: 0, pageInfo: { endCursor: null, hasNextPage: false }, nodes: [] })),
  });
  assert.match(page.container.textContent ?? '', 'When a client writes to support, their case appears here.');
  const status = page.container.querySelector<HTMLSelectElement>('select')!;
  await choose(status, 'RESOLVED');
  assert.equal(page.location.history.at(-1), '/org/7/issue?status=RESOLVED');
  await page.unmount();
  const filtered = await open('/org/7/issue?status=RESOLVED&assignee=me', {
    list: (filter) => (asked.push(filter), Effect.succeed({ totalCount: 0, pageInfo: { endCursor: null, hasNextPage: false }, nodes: [] })),
  });
  assert.equal(asked.at(-1), { statuses: ['RESOLVED'], assignee: 'me' });
  assert.match(filtered.container.textContent ?? '', 'No case matches these filters.');
  await act(async () => buttonNamed(filtered.container, 'Clear filters').click());
  assert.equal(filtered.location.history.at(-1), '/org/7/issue');
  await filtered.unmount();
});

list.run();

const one = suite('support inbox case page');

const withNote: InboxCase = {
  ...BO,
  issueActions: [
    { id: 'm', title: null, body: 'Any news?', category: 'CLIENT_MESSAGE', createdAt: AT, author: null },
    { id: 'n', title: null, body: 'VIP client', category: 'SUPPORT_NOTE', createdAt: AT, author: { id: 'r1', name: 'Maya', avatarUrl: null } },
  ],
};

one('notes are marked internal; an empty reply is refused before anything is sent', async () => {
  const page = await open('/org/7/issue/8/view', { get: () => Effect.succeed(withNote) });
  const note = page.container.querySelector('[data-kind="SupportNote"]')!;
  assert.match(note.textContent ?? '', 'Internal note, not shown to the client');
  assert.match(note.textContent ?? '', 'VIP client');
  assert.ok(page.container.querySelector('[data-kind="ClientMessage"]'));
  await act(async () => {
    buttonNamed(page.container, 'Send reply').click();
    await settle();
  });
  assert.is(page.container.querySelector('[role="alert"]')?.textContent, 'message or image url is required');
  await page.unmount();
});

one('a resolved case offers only notes, and says how to reply again', async () => {
  const page = await open('/org/7/issue/8/view', { get: () => Effect.succeed({ ...withNote, status: 'RESOLVED' }) });
  const reply = page.container.querySelector<HTMLInputElement>('input[value="reply"]')!;
  assert.ok(reply.disabled);
  assert.match(page.container.textContent ?? '', 'This case is resolved: reopen it to reply to the client.');
  assert.ok(buttonNamed(page.container, 'Add note'));
  await page.unmount();
});

one('a visitor reads the case without a composer or controls', async () => {
  const page = await open('/org/7/issue/8/view', { get: () => Effect.succeed(withNote) }, 'VISITOR');
  assert.is(page.container.querySelector('.inbox-composer'), null);
  assert.ok([...page.container.querySelectorAll('select')].every((select) => (select as HTMLSelectElement).disabled));
  await page.unmount();
});

one('an unknown case says so', async () => {
  const page = await open('/org/7/issue/99/view', { get: () => Effect.succeed(null) });
  assert.match(page.container.textContent ?? '', 'Case not found');
  await page.unmount();
});

one.run();
