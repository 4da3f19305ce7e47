import { testWindow } from '../shared/setup.ts';
import { Effect, Layer } from 'effect';
import * as TestClock from 'effect/testing/TestClock';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import type { AccountArea } from '../../../src/application/shell/account-area.ts';
import { TicketGateway, type BulkRequest } from '../../../src/application/work/ticket-gateway.port.ts';
import { createTicketsArea } from '../../../src/application/work/tickets-area.ts';
import { createUiStateModels } from '../../../src/application/shell/ui-state-models.ts';
import type { WorkArea } from '../../../src/application/shell/work-area.ts';
import type { OrganizationScope } from '../../../src/application/shared/organization-deps.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import { permissionsOf } from '../../../src/domain/shared/role.ts';
import { AccountProvider } from '../../../src/ui/account-context.tsx';
import { AppProvider } from '../../../src/ui/app-context.tsx';
import { TicketList, type TicketListFilter } from '../../../src/ui/screens/work/tickets/ticket-list.tsx';
import type { RoleType } from '../../../src/domain/shared/role.ts';
import { WorkProvider } from '../../../src/ui/work-context.tsx';
import { page, row, detail } from '../../application/work/ticket-fixtures.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';
import { buttonNamed, render } from '../shared/render.tsx';
import { testServices } from '../shared/services.ts';

type Stubs = Partial<typeof TicketGateway.Service>;

const TEN_THOUSAND = Array.from({ length: 10_000 }, (_, i) => row(i + 1));

async function mount(stubs: Stubs, { type = 'OWNER', filter = {}, groupByState = false }: { type?: RoleType; filter?: TicketListFilter; groupByState?: boolean } = {}) {
  const notes: NotificationInput[] = [];
  const runtime = runtimeOf(Layer.mergeAll(stubLayer(TicketGateway, stubs), TestClock.layer()));
  const tickets = createTicketsArea({ runner: runtime as never, notify: (n) => notes.push(n), navigator: { go: () => {}, reload: () => {} }, now: () => Date.UTC(2026, 10, 22) });
  const uiState = createUiStateModels();
  const scope: OrganizationScope = { orgId: '1', roleId: 'r1', permissions: permissionsOf(type) };
  const view = await render(
    <AppProvider value={testServices({})}>
      <AccountProvider value={{ uiState } as unknown as AccountArea}>
        <WorkProvider value={{ area: { tickets } as unknown as WorkArea, scope }}>
          <TicketList listId="tickets" filter={filter} groupByState={groupByState} />
        </WorkProvider>
      </AccountProvider>
    </AppProvider>,
  );
  await act(async () => settle());
  return { view, notes, uiState, tickets };
}

const select = (element: HTMLSelectElement, value: string) =>
  act(async () => {
    element.value = value;
    element.dispatchEvent(new testWindow.Event('change', { bubbles: true }) as unknown as Event);
  });

const rowsIn = (container: HTMLElement) => container.querySelectorAll('.ticket-scroll [role="row"]');

const list = suite('the ticket list');

list('10,000 loaded rows keep the DOM small, and scrolling moves the window', async () => {
  const { view } = await mount({ list: () => Effect.succeed(page(TEN_THOUSAND, 10_000)) });
  const rendered = rowsIn(view.container);
  assert.ok(rendered.length > 0 && rendered.length < 60, `${rendered.length} rows in the DOM`);
  assert.is(view.container.querySelector('[role="grid"]')!.getAttribute('aria-rowcount'), '10001');
  assert.match(view.container.textContent!, '10000 tickets');
  const scroller = view.container.querySelector<HTMLElement>('.ticket-scroll')!;
  await act(async () => {
    scroller.scrollTop = 48 * 5000;
    scroller.dispatchEvent(new testWindow.Event('scroll') as unknown as Event);
  });
  const ids = [...rowsIn(view.container)].map((r) => Number(r.getAttribute('aria-rowindex')));
  assert.ok(ids.includes(5002), 'row 5001 is rendered once scrolled to');
  assert.ok(rowsIn(view.container).length < 60);
  await view.unmount();
});

list('columns show number, title, state label, project, tags and the created date', async () => {
  const { view } = await mount({
    list: () => Effect.succeed(page([row(7, { title: 'Fix login', displayState: 'InProgress', project: { id: 'p1', name: 'Web' }, tags: [{ id: 'g', name: 'bug', color: 'PINK' }] })], 1)),
  });
  const first = rowsIn(view.container)[0]!;
  assert.match(first.textContent!, '#7');
  assert.match(first.textContent!, 'Fix login');
  assert.match(first.textContent!, 'In progress');
  assert.match(first.textContent!, 'Web');
  assert.match(first.textContent!, 'bug');
  assert.match(first.textContent!, 'Nov 1');
  assert.is(first.querySelector('a')!.getAttribute('href'), '/org/1/ticket/t7/view');
  await view.unmount();
});

list('blocked and assignee-deactivated tickets say so in words in their row; healthy ones do not', async () => {
  const { view } = await mount({
    list: () => Effect.succeed(page([row(1, { health: 'BLOCKED' }), row(2, { health: 'ASSIGNEE_DEACTIVATED' }), row(3)], 3)),
  });
  const [blocked, left, fine] = [...rowsIn(view.container)];
  assert.is(blocked!.querySelector('.cell-title .health-badge')?.textContent, 'Blocked');
  assert.is(left!.querySelector('.cell-title .health-badge')?.textContent, 'Assignee deactivated');
  assert.is(fine!.querySelector('.health-badge'), null);
  assert.not.match(fine!.textContent!, 'Blocked');
  await view.unmount();
});

list('the favourite star comes before the title text, so a cut title never hides it', async () => {
  const { view } = await mount({ list: () => Effect.succeed(page([row(1, { favorite: true, title: 'A very long title' })], 1)) });
  const title = rowsIn(view.container)[0]!.querySelector('.cell-title')!;
  const [first, second] = [...title.children];
  assert.is(first!.className, 'favorite-mark');
  assert.is(second!.tagName, 'A');
  assert.match(title.textContent!, 'Favourite: A very long title');
  await view.unmount();
});

list('selection by checkbox and by Space, select all loaded; the bulk bar acts and reports', async () => {
  const asked: BulkRequest[] = [];
  const { view, notes } = await mount({
    list: () => Effect.succeed(page([row(1), row(2), row(3)], 3)),
    bulk: (request) => {
      asked.push(request);
      return Effect.succeed({ updated: [row(1, { displayState: 'Done' })], skipped: [{ ticketId: 't2', reason: 'Cancelled tickets cannot be done' }] });
    },
  });
  assert.is(view.container.querySelector('.bulk-bar'), null, 'no bar without a selection');
  const boxes = () => [...view.container.querySelectorAll<HTMLInputElement>('.ticket-scroll input[type="checkbox"]')];
  await act(async () => boxes()[0]!.click());
  assert.match(view.container.querySelector('.bulk-bar')!.textContent!, '1 selected');
  const second = rowsIn(view.container)[1] as HTMLElement;
  await act(async () => {
    second.focus();
    second.dispatchEvent(new testWindow.KeyboardEvent('keydown', { key: ' ', bubbles: true }) as unknown as Event);
  });
  assert.match(view.container.querySelector('.bulk-bar')!.textContent!, '2 selected');
  await act(async () => view.container.querySelector<HTMLInputElement>('input[aria-label="Select all loaded tickets"]')!.click());
  assert.equal(boxes().map((box) => box.checked), [true, true, true]);
  // No action is chosen for the person: Apply waits for one.
  const action = view.container.querySelector<HTMLSelectElement>('.bulk-bar select')!;
  assert.is(action.value, '');
  assert.is(action.selectedOptions[0]!.textContent, 'Choose an action…');
  assert.ok(buttonNamed(view.container, 'Apply to 3').disabled);
  await act(async () => {
    view.container.querySelector<HTMLFormElement>('.bulk-bar')!.requestSubmit();
  });
  await act(async () => settle());
  assert.equal(asked, [], 'nothing runs without a chosen action');
  await select(action, 'MARK_TICKETS_AS_DONE');
  assert.not.ok(buttonNamed(view.container, 'Apply to 3').disabled);
  await act(async () => {
    view.container.querySelector<HTMLFormElement>('.bulk-bar')!.requestSubmit();
  });
  await act(async () => settle());
  assert.equal(asked, [{ action: 'MARK_TICKETS_AS_DONE', ticketIds: ['t1', 't2', 't3'] }]);
  assert.is(view.container.querySelector('.bulk-report')!.getAttribute('data-tone'), 'success');
  const report = view.container.querySelector('.bulk-report')!;
  assert.match(report.textContent!, '1 ticket updated');
  assert.match(report.textContent!, '#2 Ticket 2: Cancelled tickets cannot be done');
  assert.is(view.container.querySelector('.bulk-bar'), null, 'the selection cleared');
  assert.match(rowsIn(view.container)[0]!.textContent!, 'Done');
  assert.is(notes[0]!.title, '1 ticket updated');
  await view.unmount();
});

list('the Archived toggle shows the archived tickets, marked, where Unarchive can be applied', async () => {
  const filters: unknown[] = [];
  const { view } = await mount({
    list: (request) => {
      filters.push(request.filter);
      return Effect.succeed(request.filter.stages?.includes('ARCHIVED') ? page([row(4, { publication: 'ARCHIVED', title: 'Old one' })], 1) : page([row(1)], 1));
    },
    bulk: () => Effect.succeed({ updated: [row(4)], skipped: [] }),
  });
  assert.equal(filters, [{ stages: ['DRAFT', 'PUBLISHED'] }]);
  assert.is(view.container.querySelector('.archived-badge'), null);
  const toggle = buttonNamed(view.container, 'Archived');
  assert.is(toggle.getAttribute('aria-pressed'), 'false');
  await act(async () => toggle.click());
  await act(async () => settle());
  assert.equal(filters.at(-1), { stages: ['ARCHIVED'] });
  assert.is(buttonNamed(view.container, 'Archived').getAttribute('aria-pressed'), 'true');
  assert.is(rowsIn(view.container)[0]!.querySelector('.archived-badge')?.textContent, 'Archived');
  await act(async () => view.container.querySelector<HTMLInputElement>('.ticket-scroll input[type="checkbox"]')!.click());
  await select(view.container.querySelector<HTMLSelectElement>('.bulk-bar select')!, 'UNARCHIVE_TICKETS');
  await act(async () => view.container.querySelector<HTMLFormElement>('.bulk-bar')!.requestSubmit());
  await act(async () => settle());
  assert.match(view.container.querySelector('.bulk-report')!.textContent!, '1 ticket updated');
  assert.is(rowsIn(view.container).length, 0, 'the unarchived ticket left the archived view');
  await view.unmount();
});

list('nothing updated shows a warning report with the reasons', async () => {
  const { view } = await mount({
    list: () => Effect.succeed(page([row(1)], 1)),
    bulk: () => Effect.succeed({ updated: [], skipped: [{ ticketId: 't1', reason: 'Already done' }] }),
  });
  await act(async () => view.container.querySelector<HTMLInputElement>('.ticket-scroll input[type="checkbox"]')!.click());
  await select(view.container.querySelector<HTMLSelectElement>('.bulk-bar select')!, 'MARK_TICKETS_AS_DONE');
  await act(async () => view.container.querySelector<HTMLFormElement>('.bulk-bar')!.requestSubmit());
  await act(async () => settle());
  const report = view.container.querySelector('.bulk-report')!;
  assert.is(report.getAttribute('data-tone'), 'warning');
  assert.match(report.textContent!, 'No tickets updated');
  assert.match(report.textContent!, '#1 Ticket 1: Already done');
  await view.unmount();
});

list('arrow keys move between rows; Enter opens the edit modal, whose save shows in the row', async () => {
  const { view, notes } = await mount({
    list: () => Effect.succeed(page([row(1), row(2)], 2)),
    ticket: (id) => Effect.succeed(detail(Number(id.slice(1)))),
    pickLists: () => Effect.succeed({ projects: [], products: [], workflows: [], tags: [], people: [] }),
    update: (id, change) => Effect.succeed(detail(Number(id.slice(1)), { title: change.title! })),
  });
  const [first] = rowsIn(view.container) as unknown as HTMLElement[];
  await act(async () => {
    first!.focus();
    first!.dispatchEvent(new testWindow.KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }) as unknown as Event);
  });
  const focused = document.activeElement as HTMLElement;
  assert.is(focused.getAttribute('aria-rowindex'), '3');
  // Enter on a row's checkbox (focused by a click on it) edits the row too.
  const box = first!.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  await act(async () => box.dispatchEvent(new testWindow.KeyboardEvent('keydown', { key: 'Enter', bubbles: true }) as unknown as Event));
  await act(async () => settle());
  assert.is(document.querySelector<HTMLInputElement>('#edit-title')?.value, 'Ticket 1');
  await act(async () => buttonNamed(document.body, 'Cancel').click());
  await act(async () => settle());
  assert.is(document.querySelector('#edit-title'), null);
  focused.focus();
  await act(async () => focused.dispatchEvent(new testWindow.KeyboardEvent('keydown', { key: 'Enter', bubbles: true }) as unknown as Event));
  await act(async () => settle());
  const title = document.querySelector<HTMLInputElement>('#edit-title')!;
  assert.is(title.value, 'Ticket 2');
  const setter = Object.getOwnPropertyDescriptor(testWindow.HTMLInputElement.prototype, 'value')!.set!;
  // An empty title is refused before sending, and the field is marked invalid.
  await act(async () => {
    setter.call(title, '  ');
    title.dispatchEvent(new testWindow.Event('input', { bubbles: true }) as unknown as Event);
  });
  await act(async () => buttonNamed(document.body, 'Save').click());
  await act(async () => settle());
  assert.match(document.querySelector('#edit-title-error')?.textContent ?? document.body.textContent!, 'required');
  assert.ok(title.hasAttribute('data-invalid') && title.getAttribute('aria-invalid') === 'true', 'the title is marked invalid');
  await act(async () => {
    setter.call(title, 'Ticket two');
    title.dispatchEvent(new testWindow.Event('input', { bubbles: true }) as unknown as Event);
  });
  await act(async () => buttonNamed(document.body, 'Save').click());
  await act(async () => settle());
  assert.is(document.querySelector('#edit-title'), null, 'the modal closed');
  assert.match(rowsIn(view.container)[1]!.textContent!, 'Ticket two');
  assert.equal(notes.map((n) => n.title), ['Ticket has been updated']);
  await view.unmount();
});

list('the edit modal edits the description as plain text with a Markdown preview', async () => {
  const sent: unknown[] = [];
  const { view } = await mount({
    list: () => Effect.succeed(page([row(1)], 1)),
    ticket: () => Effect.succeed(detail(1, { description: 'Plain' })),
    pickLists: () => Effect.succeed({ projects: [], products: [], workflows: [], tags: [], people: [] }),
    update: (_id, change) => {
      sent.push(change);
      return Effect.succeed(detail(1, { description: change.description ?? 'Plain' }));
    },
  });
  await act(async () => buttonNamed(view.container, 'Edit').click());
  await act(async () => settle());
  const textarea = () => document.querySelector<HTMLTextAreaElement>('textarea#edit-description');
  assert.is(textarea()!.value, 'Plain');
  await act(async () => {
    Object.getOwnPropertyDescriptor(testWindow.HTMLTextAreaElement.prototype, 'value')!.set!.call(textarea()!, '# Why\n\nBecause *reasons*');
    textarea()!.dispatchEvent(new testWindow.Event('input', { bubbles: true }) as unknown as Event);
  });
  await act(async () => buttonNamed(document.body, 'Preview').click());
  assert.is(textarea(), null);
  const preview = document.querySelector('.ticket-modal .markdown-preview')!;
  assert.is(preview.querySelector('h3')?.textContent, 'Why');
  assert.is(preview.querySelector('em')?.textContent, 'reasons');
  await act(async () => buttonNamed(document.body, 'Write').click());
  await act(async () => buttonNamed(document.body, 'Save').click());
  await act(async () => settle());
  assert.equal(sent, [{ description: '# Why\n\nBecause *reasons*' }]);
  await view.unmount();
});

list('grouped by display state (the explorer view): a heading per state, in order', async () => {
  const asked: unknown[] = [];
  const { view } = await mount(
    {
      list: (request) => {
        asked.push(request.filter);
        return Effect.succeed(page([row(1, { displayState: 'Done' }), row(2), row(3, { displayState: 'Draft' })], 3));
      },
    },
    { filter: { projects: ['p1'] }, groupByState: true },
  );
  assert.equal(asked, [{ stages: ['DRAFT', 'PUBLISHED'], projects: ['p1'], recursive: true }]);
  const seen = [...rowsIn(view.container)].map((r) => (r.querySelector('h3')?.textContent ?? `#${r.getAttribute('aria-rowindex')}`));
  assert.equal(seen, ['Draft', '#3', 'Unassigned', '#5', 'Done', '#7']);
  await view.unmount();
});

list('visitors read: no checkboxes, no Edit, a quiet note', async () => {
  const { view } = await mount({ list: () => Effect.succeed(page([row(1)], 1)) }, { type: 'VISITOR' });
  assert.is(view.container.querySelectorAll('input[type="checkbox"]').length, 0);
  assert.not.ok(view.container.textContent!.includes('Edit'));
  assert.match(view.container.textContent!, 'Visitors can read but not change this organization');
  await view.unmount();
});

list('a failed load offers to try again; an empty list says so', async () => {
  let calls = 0;
  const { view } = await mount({ list: () => (++calls === 1 ? Effect.fail(new GraphQLError({ message: 'The server is down' })) : Effect.succeed(page([], 0))) });
  const alert = view.container.querySelector('[role="alert"]')!;
  assert.match(alert.textContent!, 'The server is down');
  await act(async () => buttonNamed(view.container, 'Try again').click());
  await act(async () => settle());
  assert.match(view.container.textContent!, 'No tickets yet');
  await view.unmount();
});

list('one Filters button: its narrow count adds the chosen display states and Archived, and it folds them', async () => {
  const { view } = await mount({ list: (request) => Effect.succeed(page(request.filter.stages?.includes('ARCHIVED') ? [] : [row(1)], 1)) });
  const toggle = view.container.querySelector<HTMLButtonElement>('.ticket-filters-toggle')!;
  const fold = view.container.querySelector<HTMLElement>('.ticket-fold')!;
  assert.is(toggle.getAttribute('aria-controls'), fold.id);
  assert.ok(fold.contains(buttonNamed(view.container, 'Archived')) && fold.contains(view.container.querySelector('.state-chips')), 'the chips and Archived are in what it folds');
  assert.is(toggle.textContent, 'Filters');
  await act(async () => buttonNamed(view.container, 'Done').click());
  await act(async () => buttonNamed(view.container, 'Archived').click());
  await act(async () => settle());
  // The wide count is the §3 panel's (none here); the narrow one counts all it folds.
  assert.is(toggle.querySelector('.filters-count-wide')!.textContent, '');
  assert.is(toggle.querySelector('.filters-count-narrow')!.textContent, ' (2)');
  assert.is(toggle.getAttribute('aria-expanded'), 'false');
  await act(async () => toggle.click());
  assert.is(toggle.getAttribute('aria-expanded'), 'true');
  assert.ok(toggle.closest('.ticket-toolbar')!.hasAttribute('data-open'), 'the toolbar shows what it folds');
  await view.unmount();
});

list.run();
