import { testWindow } from '../shared/setup.ts';
import { Effect, Layer } from 'effect';
import * as TestClock from 'effect/testing/TestClock';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { AccountArea } from '../../../src/application/shell/account-area.ts';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import { TicketGateway } from '../../../src/application/work/ticket-gateway.port.ts';
import { createTicketsArea } from '../../../src/application/work/tickets-area.ts';
import { createUiStateModels } from '../../../src/application/shell/ui-state-models.ts';
import type { WorkArea } from '../../../src/application/shell/work-area.ts';
import type { OrganizationScope } from '../../../src/application/shared/organization-deps.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import type { RoleType } from '../../../src/domain/shared/role.ts';
import { permissionsOf } from '../../../src/domain/shared/role.ts';
import { AccountProvider } from '../../../src/ui/account-context.tsx';
import { AppProvider } from '../../../src/ui/app-context.tsx';
import { TicketPage } from '../../../src/ui/screens/work/tickets/ticket-page.tsx';
import { WorkProvider } from '../../../src/ui/work-context.tsx';
import { ANA, BEN, detail, PICKS } from '../../application/work/ticket-fixtures.ts';
import { PROJECTION_POLL_MS } from '../../../src/application/work/ticket-model.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';
import { buttonNamed, render } from '../shared/render.tsx';
import { testServices } from '../shared/services.ts';

type Stubs = Partial<typeof TicketGateway.Service>;

const TICKET = detail(4, {
  title: 'Fix login',
  description: 'It fails on Safari',
  states: [
    { id: 's1', workflowStateId: 'ws1', name: 'Design', assignee: ANA, estimate: { minimum: 1, likely: 2, maximum: 10 }, splittable: true, active: false, blocked: false, done: false, notes: [] },
    { id: 's2', workflowStateId: 'ws2', name: 'Build', assignee: null, estimate: null, splittable: false, active: false, blocked: true, done: false, notes: [] },
  ],
  checklist: [{ id: 'c1', text: 'Reproduce', done: false }],
  comments: [{ id: 'm1', body: 'Seen it too', createdAt: '2026-11-20T10:00:00.000Z', author: ANA, replies: [{ id: 'r1', body: 'Same here', createdAt: '2026-11-20T11:00:00.000Z', author: null }] }],
});

async function mount(stubs: Stubs, type: RoleType = 'MEMBER') {
  const notes: NotificationInput[] = [];
  const runtime = runtimeOf(Layer.mergeAll(stubLayer(TicketGateway, { ticket: () => Effect.succeed(TICKET), pickLists: () => Effect.succeed(PICKS), ...stubs }), TestClock.layer()));
  const tickets = createTicketsArea({ runner: runtime as never, notify: (n) => notes.push(n), navigator: { go: () => {}, reload: () => {} }, now: () => Date.UTC(2026, 10, 22) });
  const scope: OrganizationScope = { orgId: '1', roleId: 'r1', permissions: permissionsOf(type) };
  const view = await render(
    <AppProvider value={testServices({})}>
      <AccountProvider value={{ uiState: createUiStateModels() } as unknown as AccountArea}>
        <WorkProvider value={{ area: { tickets } as unknown as WorkArea, scope }}>
          <TicketPage ticketId="t4" />
        </WorkProvider>
      </AccountProvider>
    </AppProvider>,
  );
  await act(async () => settle());
  return { view, notes, runtime };
}

const key = (target: Element, name: string) =>
  act(async () => {
    target.dispatchEvent(new testWindow.KeyboardEvent('keydown', { key: name, bubbles: true }) as unknown as Event);
  });

async function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  await act(async () => {
    const proto = input instanceof testWindow.HTMLTextAreaElement ? testWindow.HTMLTextAreaElement.prototype : testWindow.HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
    input.dispatchEvent(new testWindow.Event('input', { bubbles: true }) as unknown as Event);
  });
}

const page = suite('the ticket page');

page('the ETA: projected p80 with the p50 beside it, At Risk after the due day, and a pending projection followed to its answer', async () => {
  const projected = { ...TICKET, status: 'SCHEDULED' as const, eta: '2026-11-27T15:00:00.000Z', etaP50: '2026-11-26T11:00:00.000Z', dueDate: '2026-11-25T00:00:00.000Z' };
  let current = projected;
  const { view, runtime } = await mount({
    ticket: () => Effect.succeed(current),
    update: (_id, change) => Effect.succeed({ ...projected, title: change.title!, projectionPending: true }),
  });
  const eta = () => view.container.querySelector('.projected-eta')!;
  assert.match(eta().textContent!, /^Nov 27, .+\(50%: Nov 26, .+\) · At Risk$/);
  assert.ok(eta().hasAttribute('data-at-risk'));
  // A change: the answer says a projection is pending; the page reads the ticket again until it is done.
  current = { ...projected, title: 'Faster', eta: '2026-11-24T15:00:00.000Z', etaP50: '2026-11-24T10:00:00.000Z', projectionPending: false };
  const title = () => view.container.querySelector<HTMLElement>('[aria-label^="Title: "]')!;
  await key(title(), 'Enter');
  const input = view.container.querySelector<HTMLInputElement>('.ticket-title input')!;
  await type(input, 'Faster');
  await key(input, 'Enter');
  await act(async () => settle());
  assert.match(eta().textContent!, /projecting…$/, 'said while it is projected');
  await act(async () => {
    await runtime.runPromise(TestClock.adjust(PROJECTION_POLL_MS));
    await settle();
  });
  assert.match(eta().textContent!, /^Nov 24, .+\(50%: Nov 24, .+\)$/, 'the new ETA, in time now');
  assert.not.ok(eta().hasAttribute('data-at-risk'));
  await view.unmount();
});

page('a scheduled ticket without an ETA says why', async () => {
  const { view } = await mount({ ticket: () => Effect.succeed({ ...TICKET, status: 'SCHEDULED' as const, projectionProblem: 'Waits on #3, which has no ETA' }) });
  assert.is(view.container.querySelector('.projected-eta')!.textContent, 'None: Waits on #3, which has no ETA');
  await view.unmount();
});

page('shows everything: states in order with PERT mean, checklist, comments with replies, facts', async () => {
  const { view } = await mount({});
  const text = view.container.textContent!;
  assert.match(text, '#4');
  assert.match(text, 'Fix login');
  assert.match(text, 'It fails on Safari');
  const states = [...view.container.querySelectorAll('.state-card h3')].map((h) => h.textContent);
  assert.equal(states, ['1. Design', '2. Build']);
  assert.match(text, 'PERT mean 3.2 h');
  assert.match(text, 'Blocked');
  assert.ok(buttonNamed(view.container, 'Unblock'));
  assert.match(text, 'Reproduce');
  assert.match(text, 'Seen it too');
  assert.match(text, 'Same here');
  assert.is(document.title, 'Ticket - Tidemark'.replace('Ticket', '#4 Fix login'));
  await view.unmount();
});

page('the title: Enter edits, Escape cancels, Enter saves; a failure keeps the edit with the message', async () => {
  let fail = true;
  const { view, notes } = await mount({
    update: (_id, change) => (fail ? Effect.fail(new GraphQLError({ message: 'Title is taken' })) : Effect.succeed({ ...TICKET, title: change.title! })),
  });
  const title = () => view.container.querySelector<HTMLElement>('[aria-label^="Title: "]')!;
  await key(title(), 'Enter');
  const input = () => view.container.querySelector<HTMLInputElement>('.ticket-title input')!;
  assert.is(input().value, 'Fix login');
  await type(input(), 'Changed');
  await key(input(), 'Escape');
  assert.match(title().textContent!, 'Fix login', 'Escape restores');
  await key(title(), 'Enter');
  await type(input(), 'Fix login on Safari');
  await key(input(), 'Enter');
  await act(async () => settle());
  assert.is(input().value, 'Fix login on Safari', 'the edit stays open after a failure');
  assert.match(view.container.querySelector('.ticket-title [role="alert"]')!.textContent!, 'Title is taken');
  assert.ok(input().hasAttribute('data-invalid'), 'the field is marked invalid');
  assert.equal(notes.at(-1), { type: 'Error', title: 'Could not update ticket', subTitle: 'Title is taken' });
  fail = false;
  await act(async () => buttonNamed(view.container, 'Save').click());
  await act(async () => settle());
  assert.match(title().textContent!, 'Fix login on Safari');
  assert.equal(notes.at(-1), { type: 'Success', title: 'Ticket has been updated' });
  await view.unmount();
});

page('focus stays with the person: back on the title after saving, on the add field after adding', async () => {
  let current = TICKET;
  const answer = (next: typeof TICKET) => {
    current = next;
    return Effect.succeed(next);
  };
  const { view } = await mount({
    update: (_id, change) => answer({ ...current, title: change.title! }),
    addChecklistItem: (_id, text) => answer({ ...current, checklist: [...current.checklist, { id: `c${current.checklist.length + 1}`, text, done: false }] }),
    addComment: (_id, body) => answer({ ...current, comments: [...current.comments, { id: 'm2', body, createdAt: '2026-11-21T10:00:00.000Z', author: ANA, replies: [] }] }),
    addReply: (_id, commentId, body) =>
      answer({ ...current, comments: current.comments.map((c) => (c.id === commentId ? { ...c, replies: [...c.replies, { id: 'r2', body, createdAt: '2026-11-21T10:00:00.000Z', author: ANA }] } : c)) }),
  });
  const title = () => view.container.querySelector<HTMLElement>('[aria-label^="Title: "]')!;
  await key(title(), 'Enter');
  const input = view.container.querySelector<HTMLInputElement>('.ticket-title input')!;
  input.focus();
  await type(input, 'Fix login on Safari');
  await key(input, 'Enter');
  await act(async () => settle());
  assert.match(title().textContent!, 'Fix login on Safari');
  assert.is(testWindow.document.activeElement, title() as unknown as Element, 'the title keeps the focus after saving');

  for (const [label, text, submitted] of [
    ['New checklist item', 'Write a test', 'Write a test'],
    ['New comment', 'Looks fixed', 'Looks fixed'],
    ['Reply to Ana Lima', 'Thanks', 'Thanks'],
  ] as const) {
    const labelElement = [...view.container.querySelectorAll('label')].find((l) => l.textContent === label)!;
    const field = testWindow.document.getElementById(labelElement.htmlFor) as unknown as HTMLInputElement;
    field.focus();
    await type(field, text);
    await act(async () => field.form!.requestSubmit());
    assert.is(field.disabled, false, `${label}: never disabled while adding`);
    await act(async () => settle());
    assert.match(view.container.textContent!, submitted);
    assert.is(field.value, '', `${label}: cleared`);
    assert.is(testWindow.document.activeElement, field as unknown as Element, `${label}: the field keeps the focus for the next one`);
  }
  await view.unmount();
});

page("a state's buttons: focus goes to the new main action; Block takes an optional reason as a block note", async () => {
  let current = TICKET;
  const notesSent: unknown[] = [];
  const changesSent: unknown[] = [];
  const { view } = await mount({
    updateState: (_t, stateId, change) => {
      changesSent.push(change);
      current = { ...current, states: current.states.map((s) => (s.id === stateId ? { ...s, ...change } : s)) } as typeof TICKET;
      return Effect.succeed(current);
    },
    addStateNote: (_t, stateId, noteType, body) => {
      notesSent.push([stateId, noteType, body]);
      // As the server does: a block note blocks the state (one call for Block with a reason).
      const note = { id: 'n1', type: noteType, body, createdAt: '2026-11-21T10:00:00.000Z', author: ANA };
      current = { ...current, states: current.states.map((s) => (s.id === stateId ? { ...s, notes: [...s.notes, note], ...(noteType === 'BLOCK_NOTE' ? { blocked: true } : {}) } : s)) } as typeof TICKET;
      return Effect.succeed(current);
    },
  });
  const design = () => view.container.querySelectorAll<HTMLElement>('.state-card')[0]!;
  const start = buttonNamed(design(), 'Start');
  start.focus();
  await act(async () => start.click());
  await act(async () => settle());
  assert.is(design().querySelector('[data-action="start"]'), null, 'Start is gone');
  assert.is(testWindow.document.activeElement, buttonNamed(design(), 'Done') as unknown as Element, 'Done has the focus after Start');

  const block = buttonNamed(design(), 'Block');
  block.focus();
  await act(async () => block.click());
  const reason = design().querySelector<HTMLInputElement>('.block-form input')!;
  assert.ok(reason, 'Block asks for an optional reason');
  await type(reason, 'Waiting for the API keys');
  await act(async () => design().querySelector<HTMLFormElement>('.block-form')!.requestSubmit());
  await act(async () => settle());
  assert.equal(notesSent, [['s1', 'BLOCK_NOTE', 'Waiting for the API keys']]);
  assert.not.ok(changesSent.some((change) => (change as { blocked?: boolean }).blocked === true), 'the note alone blocks: one call, one toast');
  assert.is(testWindow.document.activeElement, buttonNamed(design(), 'Unblock') as unknown as Element, 'Unblock has the focus after Block');
  assert.match(design().querySelector('.note-list')!.textContent!, /Block note\s*Waiting for the API keys/);

  // A blocked state's new note is a block note unless changed.
  const noteType = design().querySelector<HTMLSelectElement>('.note-type-select')!;
  assert.is(noteType.value, 'BLOCK_NOTE');
  assert.is(view.container.querySelectorAll<HTMLElement>('.state-card')[1]!.querySelector<HTMLSelectElement>('.note-type-select')!.value, 'BLOCK_NOTE', 'Build is blocked too');

  // Block without a reason sends no note.
  await act(async () => buttonNamed(design(), 'Unblock').click());
  await act(async () => settle());
  assert.is(noteType.value, 'STATE_NOTE');
  await act(async () => buttonNamed(design(), 'Block').click());
  await act(async () => design().querySelector<HTMLFormElement>('.block-form')!.requestSubmit());
  await act(async () => settle());
  assert.is(notesSent.length, 1);
  assert.ok(design().querySelector('[data-action="unblock"]'));
  await view.unmount();
});

page('an estimate is checked before it is sent', async () => {
  const sent: unknown[] = [];
  const { view } = await mount({
    updateState: (_t, stateId, change) => {
      sent.push([stateId, change]);
      return Effect.succeed(TICKET);
    },
  });
  const form = view.container.querySelectorAll<HTMLFormElement>('.estimate-form')[1]!;
  const [min, likely, max] = [...form.querySelectorAll<HTMLInputElement>('input')];
  await type(min!, '5');
  await type(likely!, '2');
  await type(max!, '8');
  await act(async () => form.requestSubmit());
  assert.match(form.textContent!, 'Minimum ≤ most likely ≤ maximum');
  assert.ok([min!, likely!, max!].every((input) => input.hasAttribute('data-invalid') && input.getAttribute('aria-invalid') === 'true'), 'the estimate inputs are marked invalid');
  assert.equal(sent, []);
  await type(min!, '1');
  const save = buttonNamed(form, 'Save estimate');
  save.focus();
  await act(async () => form.requestSubmit());
  assert.is(save.disabled, false, 'never disabled while saving');
  await act(async () => settle());
  assert.equal(sent, [['s2', { estimate: { minimum: 1, likely: 2, maximum: 8 } }]]);
  assert.is(testWindow.document.activeElement, save as unknown as Element, 'Save estimate keeps the focus');
  assert.not.ok(min!.hasAttribute('data-invalid'), 'no longer marked invalid');
  await view.unmount();
});

const select = (element: HTMLSelectElement, value: string) =>
  act(async () => {
    element.value = value;
    element.dispatchEvent(new testWindow.Event('change', { bubbles: true }) as unknown as Event);
  });

const MARKDOWN = '# Steps\n\n- open the app\n- **go offline**\n\n<script>alert(1)</script> [bad](javascript:alert(1)) [docs](https://example.com/sync)';

page('the description is Markdown, rendered safely below the page headings', async () => {
  const { view } = await mount({ ticket: () => Effect.succeed({ ...TICKET, description: MARKDOWN }) });
  const body = view.container.querySelector('.ticket-description .markdown')!;
  assert.is(body.querySelector('h3')?.textContent, 'Steps', '# is below the h2 Description');
  assert.equal([...body.querySelectorAll('li')].map((li) => li.textContent), ['open the app', 'go offline']);
  assert.is(body.querySelector('strong')?.textContent, 'go offline');
  assert.is(view.container.querySelector('script'), null, 'HTML stays text');
  assert.match(body.textContent!, '<script>alert(1)</script>');
  const hrefs = [...body.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  assert.not.ok(hrefs.some((href) => href?.startsWith('javascript')), 'no script links');
  assert.ok(hrefs.includes('https://example.com/sync'));
  await view.unmount();
});

page('editing the description: plain text with a preview, Save sends it, Escape cancels', async () => {
  const sent: unknown[] = [];
  const { view } = await mount({
    update: (_id, change) => {
      sent.push(change);
      return Effect.succeed({ ...TICKET, ...(change.description !== undefined ? { description: change.description } : {}) });
    },
  });
  const section = () => view.container.querySelector<HTMLElement>('.ticket-description')!;
  await act(async () => buttonNamed(section(), 'Edit description').click());
  const textarea = () => section().querySelector<HTMLTextAreaElement>('textarea')!;
  assert.is(textarea().value, 'It fails on Safari', 'the plain text is edited');
  await type(textarea(), '**Only** on Safari 17');
  await act(async () => buttonNamed(section(), 'Preview').click());
  assert.is(section().querySelector('textarea'), null);
  assert.is(section().querySelector('.markdown-preview strong')?.textContent, 'Only');
  await act(async () => buttonNamed(section(), 'Write').click());
  assert.is(textarea().value, '**Only** on Safari 17', 'the draft survives the preview');
  await key(textarea(), 'Escape');
  assert.equal(sent, [], 'Escape sends nothing');
  assert.match(section().textContent!, 'It fails on Safari');
  await act(async () => buttonNamed(section(), 'Edit description').click());
  await type(textarea(), '**Only** on Safari 17');
  await act(async () => buttonNamed(section(), 'Save description').click());
  await act(async () => settle());
  assert.equal(sent, [{ description: '**Only** on Safari 17' }]);
  assert.is(section().querySelector('.markdown strong')?.textContent, 'Only');
  await view.unmount();
});

page('owner, watchers and due date are edited with pickers and sent as the gateway takes them', async () => {
  const sent: Record<string, unknown>[] = [];
  let current = { ...TICKET };
  const { view } = await mount({
    update: (_id, change) => {
      sent.push({ ...change });
      current = {
        ...current,
        ...(change.ownerId ? { owner: [ANA, BEN].find((p) => p.id === change.ownerId)! } : {}),
        ...(change.watcherIds ? { watchers: [ANA, BEN].filter((p) => change.watcherIds!.includes(p.id)) } : {}),
        ...(change.dueDate !== undefined ? { dueDate: change.dueDate } : {}),
      };
      return Effect.succeed(current);
    },
  });
  const side = () => view.container.querySelector<HTMLElement>('.ticket-side')!;
  const labelled = <T extends Element>(name: string) => {
    const label = [...side().querySelectorAll('label')].find((l) => l.textContent?.trim() === name)!;
    return side().querySelector<T & Element>(`#${CSS.escape(label.htmlFor)}`)! as unknown as T;
  };
  await select(labelled<HTMLSelectElement>('Owner'), 'r2');
  await act(async () => settle());
  const watchers = side().querySelector('.watcher-picker')!;
  assert.is(watchers.querySelector('legend')?.textContent, 'Watchers');
  await act(async () => [...watchers.querySelectorAll('label')].find((l) => l.textContent === 'Ana Lima')!.querySelector('input')!.click());
  await act(async () => settle());
  const due = labelled<HTMLInputElement>('Due date');
  assert.is(due.type, 'date');
  await type(due, '2026-12-03');
  await act(async () => settle());
  assert.match(side().querySelector('.due-date')!.textContent!, 'Dec 3');
  await act(async () => buttonNamed(side(), 'Clear').click());
  await act(async () => settle());
  assert.equal(sent, [{ ownerId: 'r2' }, { watcherIds: ['r1'] }, { dueDate: '2026-12-03T00:00:00.000Z' }, { dueDate: null }]);
  assert.is(labelled<HTMLSelectElement>('Owner').value, 'r2');
  await view.unmount();
});

page('visitors and people not accepted are never offered as assignee or owner; watchers may be visitors', async () => {
  const VIV = { id: 'r9', name: 'Viv Visitor', status: 'ACCEPTED' as const, avatarUrl: null, type: 'VISITOR' as const };
  const GONE = { id: 'r8', name: 'Gus Gone', status: 'DEACTIVATED' as const, avatarUrl: null, type: 'MEMBER' as const };
  const { view } = await mount({ pickLists: () => Effect.succeed({ ...PICKS, people: [...PICKS.people, VIV, GONE] }) });
  const optionsOf = (select: HTMLSelectElement) => [...select.options].map((option) => option.textContent);
  const side = view.container.querySelector<HTMLElement>('.ticket-side')!;
  const ownerLabel = [...side.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'Owner')!;
  const owner = side.querySelector<HTMLSelectElement>(`#${CSS.escape(ownerLabel.htmlFor)}`)!;
  assert.not.ok(optionsOf(owner).includes('Viv Visitor'), 'no visitor owner');
  assert.not.ok(optionsOf(owner).includes('Gus Gone'), 'no deactivated owner');
  assert.ok(optionsOf(owner).includes('Ben Okafor'));
  const assignees = [...view.container.querySelectorAll<HTMLElement>('.state-card')].flatMap((card) =>
    [...card.querySelectorAll('label')].filter((l) => l.textContent?.trim() === 'Assignee').map((l) => card.querySelector<HTMLSelectElement>(`#${CSS.escape(l.htmlFor)}`)!),
  );
  assert.ok(assignees.length > 0, 'the states offer an assignee');
  for (const select of assignees) {
    assert.equal(optionsOf(select), ['Nobody', 'Ana Lima', 'Ben Okafor']);
  }
  assert.match(side.querySelector('.watcher-picker')!.textContent!, 'Viv Visitor');
  await view.unmount();
});

page('comment and reply bodies are safe Markdown: https links are clickable, unsafe ones are not', async () => {
  const body = 'See https://example.com/spec and [bad](javascript:alert(1)) <b>raw</b>';
  const { view } = await mount({
    ticket: () => Effect.succeed({ ...TICKET, comments: [{ ...TICKET.comments[0]!, body, replies: [{ ...TICKET.comments[0]!.replies[0]!, body: 'Done in [the PR](https://example.com/pr/1)' }] }] }),
  });
  const comment = view.container.querySelector<HTMLElement>('.comment')!;
  const links = [...comment.querySelectorAll('a')];
  assert.ok(links.some((a) => a.getAttribute('href') === 'https://example.com/spec' && a.textContent === 'https://example.com/spec'), 'the bare address is a link');
  const reply = comment.querySelector<HTMLElement>('.reply')!;
  assert.is(reply.querySelector('a')?.getAttribute('href'), 'https://example.com/pr/1');
  assert.is(reply.querySelector('a')?.textContent, 'the PR');
  assert.not.ok(links.some((a) => a.getAttribute('href')?.startsWith('javascript')), 'no script links');
  assert.is(comment.querySelector('b'), null, 'HTML stays text');
  assert.match(comment.textContent!, '<b>raw</b>');
  await view.unmount();
});

page('a passed due date on an open ticket is marked overdue', async () => {
  const { view } = await mount({ ticket: () => Effect.succeed({ ...TICKET, dueDate: '2026-11-20T00:00:00.000Z' }) });
  const due = view.container.querySelector('.due-date')!;
  assert.ok(due.hasAttribute('data-overdue'));
  assert.match(due.textContent!, 'Nov 20');
  assert.match(due.textContent!, 'overdue');
  await view.unmount();
});

page('visitors read everything but get no edit controls, and a quiet note', async () => {
  const { view } = await mount({}, 'VISITOR');
  assert.match(view.container.textContent!, 'Visitors can read but not change this organization');
  assert.is(view.container.querySelector('[aria-label^="Title: "]'), null, 'the title is not editable');
  assert.is(view.container.querySelectorAll('input, textarea, select').length, 1, 'only the disabled checklist tick remains');
  assert.ok(view.container.querySelector<HTMLInputElement>('.checklist input')!.disabled);
  assert.not.ok([...view.container.querySelectorAll('button')].some((b) => ['Start', 'Block', 'Done', 'Add item', 'Comment', 'Reply', 'Find'].includes(b.textContent!.trim())));
  assert.match(view.container.textContent!, 'Seen it too');
  assert.is([...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Edit description'), undefined, 'no description editing');
  await view.unmount();
});

page('visitors see owner, watchers and due date as text and the description rendered', async () => {
  const { view } = await mount({ ticket: () => Effect.succeed({ ...TICKET, description: '**Bold** move', owner: BEN, watchers: [ANA, BEN], dueDate: '2026-12-03T00:00:00.000Z' }) }, 'VISITOR');
  const facts = [...view.container.querySelectorAll('.ticket-side dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
  assert.ok(facts.some(([name, value]) => name === 'Owner' && value === 'Ben Okafor'));
  assert.ok(facts.some(([name, value]) => name === 'Watchers' && value === 'Ana Lima, Ben Okafor'));
  assert.ok(facts.some(([name, value]) => name === 'Due' && value === 'Dec 3'));
  assert.is(view.container.querySelector('.ticket-description strong')?.textContent, 'Bold');
  assert.is(view.container.querySelector('input[type="date"], .watcher-picker, select'), null);
  await view.unmount();
});

page('an unknown ticket is not found', async () => {
  const { view } = await mount({ ticket: () => Effect.succeed(null) });
  assert.match(view.container.textContent!, 'Ticket not found');
  await view.unmount();
});

page.run();
