/**
 * The support inbox pages in happy-dom, over the real models and test doubles of the gateway: the
 * list (unread marks said to screen readers, status chips, filters in the URL, empty states) and a
 * case (notes marked internal, the composer's checks, a resolved case, what a visitor sees).
 */
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import { testWindow } from '../shared/setup.ts';
import { Effect, Layer } from 'effect';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { InboxImageUpload } from '../../../src/application/support/inbox-image-upload.port.ts';
import { SupportInboxGateway } from '../../../src/application/support/support-inbox-gateway.port.ts';
import { createSupportInboxArea } from '../../../src/application/support/support-inbox-area.ts';
import type { WorkArea } from '../../../src/application/shell/work-area.ts';
import { orgRoute } from '../../../src/domain/shared/org-routes.ts';
import type { RoleType } from '../../../src/domain/shared/role.ts';
import type { InboxCase } from '../../../src/domain/support/support-inbox.ts';
import { permissionsOf } from '../../../src/domain/shared/role.ts';
import { AppProvider } from '../../../src/ui/app-context.tsx';
import { SupportPages } from '../../../src/ui/screens/support/support-pages.tsx';
import { WorkProvider } from '../../../src/ui/work-context.tsx';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';
import { buttonNamed } from '../shared/render.tsx';
import { testServices } from '../shared/services.ts';

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
  const toasts: NotificationInput[] = [];
  const area = { support: createSupportInboxArea({ runner, notify: (toast) => void toasts.push(toast) }) } as unknown as WorkArea;
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
  return { container, location, toasts, unmount: async () => (await act(async () => root?.unmount()), container.remove()) };
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

list('a made-up status or a non-member assignee in the URL is ignored: no invented option, every case listed', async () => {
  const asked: unknown[] = [];
  const page = await open('/org/7/issue?status=BOGUS&assignee=999', {
    list: (filter) => (asked.push(filter), Effect.succeed({ totalCount: 2, pageInfo: { endCursor: '2', hasNextPage: false }, nodes: [ANA, BO] })),
  });
  // Once the members are known, 999 (not one of them) is dropped from the URL and from the query.
  assert.equal(page.location.history.at(-1), '/org/7/issue');
  assert.equal(asked.at(-1), {});
  const [status, assignee] = [...page.container.querySelectorAll<HTMLSelectElement>('select')];
  assert.is(status!.value, '');
  assert.is(assignee!.value, 'any');
  assert.equal([...assignee!.options].map((option) => option.textContent), ['Anyone', 'Me', 'Nobody', 'Maya']);
  assert.not.match(page.container.textContent ?? '', '999');
  assert.is(page.container.querySelectorAll('.inbox-row').length, 2);
  await page.unmount();
  // A made-up status alone leaves the URL too.
  const status2 = await open('/org/7/issue?status=BOGUS&unread=1', { list: (filter) => (asked.push(filter), Effect.succeed({ totalCount: 0, pageInfo: { endCursor: null, hasNextPage: false }, nodes: [] })) });
  assert.equal(status2.location.history.at(-1), '/org/7/issue?unread=1');
  assert.equal(asked.at(-1), { unread: true });
  await status2.unmount();
  // A member's id is kept.
  const member = await open('/org/7/issue?assignee=r1', { list: (filter) => (asked.push(filter), Effect.succeed({ totalCount: 0, pageInfo: { endCursor: null, hasNextPage: false }, nodes: [] })) });
  assert.equal(asked.at(-1), { assignee: 'r1' });
  assert.is(member.container.querySelectorAll<HTMLSelectElement>('select')[1]!.value, 'role:r1');
  await member.unmount();
});

list('"Show more cases" stays focusable while it loads, then hands the focus to the first case it brought', async () => {
  const second = gated({ totalCount: 2, pageInfo: { endCursor: '2', hasNextPage: false }, nodes: [BO] });
  const page = await open('/org/7/issue', {
    list: (_filter, _first, after) => (after === null ? Effect.succeed({ totalCount: 2, pageInfo: { endCursor: '1', hasNextPage: true }, nodes: [ANA] }) : second.effect),
  });
  const more = buttonNamed(page.container, 'Show more cases');
  await act(async () => more.focus());
  await act(async () => (more.click(), await settle()));
  assert.not.ok(more.disabled);
  assert.is(more.getAttribute('aria-disabled'), 'true');
  assert.is(document.activeElement, more);
  await act(async () => (second.release(), await settle()));
  const links = page.container.querySelectorAll('.inbox-row-link');
  assert.is(links.length, 2);
  assert.is(document.activeElement, links[1]);
  await page.unmount();
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

one('notes are marked internal; an empty reply is refused before anything is sent, in words, on the box', async () => {
  const sent: unknown[] = [];
  const page = await open('/org/7/issue/8/view', { get: () => Effect.succeed(withNote), reply: (_id, input) => (sent.push(input), Effect.succeed(withNote)) });
  const note = page.container.querySelector('[data-kind="SupportNote"]')!;
  assert.match(note.textContent ?? '', 'Internal note, not shown to the client');
  assert.match(note.textContent ?? '', 'VIP client');
  assert.ok(page.container.querySelector('[data-kind="ClientMessage"]'));
  await act(async () => {
    buttonNamed(page.container, 'Send reply').click();
    await settle();
  });
  assert.is(page.container.querySelector('[role="alert"]')?.textContent, 'Write a message or attach an image.');
  const box = page.container.querySelector<HTMLTextAreaElement>('textarea')!;
  assert.is(document.activeElement, box, 'the box takes the focus');
  assert.is(box.getAttribute('aria-invalid'), 'true');
  assert.is(box.getAttribute('aria-describedby'), page.container.querySelector('[role="alert"]')!.id);
  // An empty note says so too.
  await act(async () => {
    page.container.querySelector<HTMLInputElement>('input[value="note"]')!.click();
    await settle();
  });
  await act(async () => {
    buttonNamed(page.container, 'Add note').click();
    await settle();
  });
  assert.is(page.container.querySelector('[role="alert"]')?.textContent, 'Write a note.');
  assert.is(document.activeElement, page.container.querySelector('textarea'));
  assert.equal(sent, []);
  await page.unmount();
});

one('a resolved case offers only notes, and says it takes no more replies', async () => {
  const page = await open('/org/7/issue/8/view', { get: () => Effect.succeed({ ...withNote, status: 'RESOLVED' }) });
  const reply = page.container.querySelector<HTMLInputElement>('input[value="reply"]')!;
  assert.ok(reply.disabled);
  assert.match(page.container.textContent ?? '', 'This case is resolved and takes no more replies; internal notes can still be added.');
  const status = page.container.querySelector('.inbox-status-control')!;
  assert.equal([...status.querySelectorAll('button')].map((button) => button.textContent), [], 'no way to reopen it');
  assert.match(status.textContent ?? '', 'Resolved cases stay resolved: the client was told this cannot be undone.');
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

/** A gateway answer that waits until the test lets it go. */
function gated<A>(value: A): { readonly effect: Effect.Effect<A>; readonly release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { effect: Effect.promise(() => gate.then(() => value)), release };
}

async function typeInto(box: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  await act(async () => {
    // React tracks the value: set it the way the browser does.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), 'value')!.set!.call(box, value);
    box.dispatchEvent(new testWindow.Event('input', { bubbles: true }) as unknown as Event);
    await settle();
  });
}

one("a file that is not an image is refused with the client page's notification; nothing is attached, the box keeps no error", async () => {
  const page = await open('/org/7/issue/8/view', { get: () => Effect.succeed(withNote) });
  const file = page.container.querySelector<HTMLInputElement>('.inbox-attachment input[type="file"]')!;
  await act(async () => {
    Object.defineProperty(file, 'files', { value: [new testWindow.File(['a,b'], 'list.csv', { type: 'text/csv' })], configurable: true });
    file.dispatchEvent(new testWindow.Event('change', { bubbles: true }) as unknown as Event);
    await settle();
  });
  assert.equal(page.toasts, [{ type: 'Error', title: 'This type of file is invalid', subTitle: 'Make sure you only upload image files' }]);
  assert.ok(page.container.querySelector('.inbox-attachment input[type="file"]'), 'still ready for another file');
  assert.not.ok(page.container.querySelector('.inbox-attached'), 'nothing attached');
  assert.is(page.container.querySelector('textarea')!.getAttribute('aria-invalid'), null);
  await page.unmount();
});

one('while a reply is sent the button stays focusable and pending; then the empty box has the focus', async () => {
  const answer = gated<InboxCase>({ ...withNote, issueActions: [...withNote.issueActions, { id: 'r', title: null, body: 'On it', category: 'SUPPORT_MESSAGE', createdAt: AT, author: null }] });
  const page = await open('/org/7/issue/8/view', { get: () => Effect.succeed(withNote), reply: () => answer.effect });
  const box = page.container.querySelector<HTMLTextAreaElement>('textarea')!;
  await typeInto(box, 'On it');
  const send = buttonNamed(page.container, 'Send reply');
  await act(async () => send.focus());
  await act(async () => {
    send.click();
    await settle();
  });
  const pending = page.container.querySelector<HTMLButtonElement>('.inbox-composer button[type]')!;
  assert.is(pending, send, 'the same button');
  assert.not.ok(pending.disabled, 'not disabled: the focus would drop');
  assert.is(pending.getAttribute('aria-disabled'), 'true');
  assert.is(document.activeElement, pending);
  await act(async () => {
    answer.release();
    await settle();
  });
  assert.is(box.value, '');
  assert.is(document.activeElement, box);
  assert.ok(page.container.querySelector('[data-kind="SupportMessage"]'));
  await page.unmount();
});

one('the status changes only through its action buttons; Resolve asks first; the focus follows each change', async () => {
  const statuses: string[] = [];
  const gates: (() => void)[] = [];
  const page = await open('/org/7/issue/8/view', {
    get: () => Effect.succeed({ ...withNote, status: 'NEW' }),
    changeStatus: (_id, status) => {
      statuses.push(status);
      const answer = gated<InboxCase>({ ...withNote, status });
      gates.push(answer.release);
      return answer.effect;
    },
  });
  const side = page.container.querySelector('.inbox-case-side')!;
  assert.is(side.querySelector('select:not([id]) , .inbox-status-control select'), null, 'no status select');
  const labels = () => [...side.querySelectorAll('.inbox-status-control button')].map((button) => button.textContent?.trim());
  assert.equal(labels(), ['Mark as processing', 'Resolve case']);
  // Mark as processing: pending (still focused), then the next action has the focus.
  const mark = buttonNamed(side, 'Mark as processing');
  await act(async () => mark.focus());
  await act(async () => (mark.click(), await settle()));
  assert.is(mark.getAttribute('aria-disabled'), 'true');
  assert.is(document.activeElement, mark);
  await act(async () => (gates[0]!(), await settle()));
  assert.equal(statuses, ['PROCESSING']);
  assert.equal(labels(), ['Resolve case']);
  assert.is(document.activeElement, buttonNamed(side, 'Resolve case'));
  // Resolve case asks first; Cancel sends nothing and gives the focus back.
  await act(async () => (buttonNamed(side, 'Resolve case').click(), await settle()));
  assert.match(side.textContent ?? '', 'Resolve this case? The client can no longer write, and it cannot be reopened.');
  assert.is(document.activeElement, buttonNamed(side, 'Resolve'));
  await act(async () => (buttonNamed(side, 'Cancel').click(), await settle()));
  assert.equal(statuses, ['PROCESSING']);
  assert.is(document.activeElement, buttonNamed(side, 'Resolve case'));
  // Confirmed: resolved for good; no action is left, and the line that says so has the focus.
  await act(async () => (buttonNamed(side, 'Resolve case').click(), await settle()));
  await act(async () => (buttonNamed(side, 'Resolve').click(), await settle()));
  await act(async () => (gates[1]!(), await settle()));
  assert.equal(statuses, ['PROCESSING', 'RESOLVED']);
  assert.equal(labels(), []);
  assert.is(document.activeElement, side.querySelector('.inbox-status-final'));
  await page.unmount();
});

one('picking an assignee sends nothing; Assign sends the choice once and the focus goes back to the picker', async () => {
  const assigned: (string | null)[] = [];
  const page = await open('/org/7/issue/8/view', {
    get: () => Effect.succeed({ ...withNote, assignee: null }),
    members: () => Effect.succeed([{ id: 'r1', name: 'Maya', avatarUrl: null, type: 'OWNER' }, { id: 'r2', name: 'Jon', avatarUrl: null, type: 'MEMBER' }]),
    assign: (_id, roleId) => (assigned.push(roleId), Effect.succeed({ ...withNote, assignee: roleId ? { id: roleId, name: roleId === 'r1' ? 'Maya' : 'Jon', avatarUrl: null } : null })),
  });
  const picker = page.container.querySelector<HTMLSelectElement>('.inbox-case-side select')!;
  await act(async () => picker.focus());
  // What the arrow keys do on a closed select: a change per option passed.
  await choose(picker, 'r1');
  await choose(picker, 'r2');
  await choose(picker, 'r1');
  assert.is(buttonNamed(page.container, 'Assign').hasAttribute('data-pending'), false);
  assert.equal(assigned, [], 'passing over options sends nothing');
  assert.is(picker.value, 'r1');
  const assign = buttonNamed(page.container.querySelector('.inbox-case-side')!, 'Assign');
  assert.not.ok(assign.disabled, 'a new choice can be assigned');
  await act(async () => assign.focus());
  await act(async () => (assign.click(), await settle()));
  assert.equal(assigned, ['r1']);
  assert.is(picker.value, 'r1');
  assert.is(document.activeElement, picker);
  // Nothing changed: Assign is disabled (the focus is on the picker, not on it) and sends nothing.
  assert.ok(assign.disabled);
  await act(async () => (assign.click(), await settle()));
  assert.equal(assigned, ['r1']);
  await page.unmount();
});

one('who assigns themselves took the case', async () => {
  const page = await open('/org/7/issue/8/view', {
    get: () =>
      Effect.succeed({
        ...withNote,
        issueActions: [
          { id: 'a1', title: null, body: 'Maya', category: 'SET_ASSIGNEE', createdAt: AT, author: { id: 'r1', name: 'Maya', avatarUrl: null } },
          { id: 'a2', title: null, body: 'Jon', category: 'SET_ASSIGNEE', createdAt: AT, author: { id: 'r1', name: 'Maya', avatarUrl: null } },
          { id: 'a3', title: null, body: '', category: 'SET_ASSIGNEE', createdAt: AT, author: { id: 'r1', name: 'Maya', avatarUrl: null } },
        ],
      }),
  });
  assert.equal(
    [...page.container.querySelectorAll('[data-kind="SetAssignee"] p')].map((entry) => entry.textContent!.replace(entry.querySelector('time')!.textContent!, '').trim()),
    ['Maya took the case', 'Maya assigned the case to Jon', 'Maya unassigned the case'],
  );
  await page.unmount();
});

one('linking a ticket hands the focus to the linked ticket; unlinking hands it to the search box', async () => {
  const ticket = { id: 't1', localId: 1, title: 'Playlist sync' };
  const page = await open('/org/7/issue/8/view', {
    get: () => Effect.succeed(withNote),
    findTickets: () => Effect.succeed([ticket]),
    linkTicket: (_id, ticketId) => Effect.succeed({ ...withNote, ticket: ticketId ? ticket : null }),
  });
  const search = page.container.querySelector<HTMLInputElement>('.inbox-ticket input')!;
  await typeInto(search, '1');
  await act(async () => (buttonNamed(page.container, 'Find').click(), await settle()));
  const link = buttonNamed(page.container, 'Link #1 Playlist sync');
  await act(async () => link.focus());
  await act(async () => (link.click(), await settle()));
  const linked = page.container.querySelector<HTMLAnchorElement>('.inbox-ticket-current a')!;
  assert.is(linked.textContent, '#1 Playlist sync');
  assert.is(document.activeElement, linked);
  const unlink = buttonNamed(page.container, 'Unlink');
  assert.match(unlink.className, /\bbutton\b/);
  assert.not.match(unlink.className, /button-quiet/);
  await act(async () => unlink.focus());
  await act(async () => (unlink.click(), await settle()));
  assert.match(page.container.textContent ?? '', 'No ticket linked.');
  assert.is(document.activeElement, page.container.querySelector('.inbox-ticket input'));
  await page.unmount();
});

one.run();
