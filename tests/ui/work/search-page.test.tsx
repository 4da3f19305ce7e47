/**
 * The search page in happy-dom over the real models and test doubles of the gateways: the URL
 * gives the filter, each control writes it back (typing replaces the entry, a control adds one),
 * a URL changed under the page is followed, Clear keeps the text, and the states of the results.
 */
import { testWindow } from '../shared/setup.ts';
import { Effect, Layer } from 'effect';
import * as TestClock from 'effect/testing/TestClock';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AccountArea } from '../../../src/application/shell/account-area.ts';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import { TicketGateway } from '../../../src/application/work/ticket-gateway.port.ts';
import { TicketSearchGateway, type SearchPageRequest } from '../../../src/application/work/ticket-search-gateway.port.ts';
import { SEARCH_TEXT_DEBOUNCE_MS } from '../../../src/application/work/search-model.ts';
import { createUiStateModels } from '../../../src/application/shell/ui-state-models.ts';
import { createWorkArea } from '../../../src/application/shell/work-area.ts';
import type { SearchRow } from '../../../src/domain/work/search-query.ts';
import { orgRoute } from '../../../src/domain/shared/org-routes.ts';
import { permissionsOf } from '../../../src/domain/shared/role.ts';
import { AccountProvider } from '../../../src/ui/account-context.tsx';
import { AppProvider } from '../../../src/ui/app-context.tsx';
import { SearchPage } from '../../../src/ui/screens/work/search/search-page.tsx';
import { WorkProvider } from '../../../src/ui/work-context.tsx';
import { ANA, page as connection, PICKS, row } from '../../application/work/ticket-fixtures.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';
import { buttonNamed } from '../shared/render.tsx';
import { testServices } from '../shared/services.ts';

const searchRow = (n: number, title: string): SearchRow => ({ ...row(n), title, product: null, owner: ANA, closedAt: null, eta: null, dueDate: null });
const ROWS = [searchRow(1, 'Sync the playlist'), searchRow(2, 'Sync artwork'), searchRow(3, 'Release notes')];

async function open(url: string, answer: (request: SearchPageRequest) => Effect.Effect<ReturnType<typeof connection>, GraphQLError> = (request) => {
  const text = request.variables.filter.search?.toLowerCase();
  const nodes = text ? ROWS.filter((r) => r.title.toLowerCase().includes(text)) : ROWS;
  return Effect.succeed(connection(nodes, nodes.length));
}) {
  const requests: SearchPageRequest[] = [];
  const runtime = runtimeOf(
    Layer.mergeAll(
      stubLayer(TicketSearchGateway, { page: ((request: SearchPageRequest) => (requests.push(request), answer(request))) as never }),
      stubLayer(TicketGateway, { pickLists: () => Effect.succeed(PICKS) }),
      TestClock.layer(),
    ),
  );
  const area = createWorkArea({ runner: runtime as never, notify: () => {}, navigator: { go: () => {}, reload: () => {} }, now: () => Date.UTC(2026, 10, 22, 12) });
  const uiState = createUiStateModels();
  const location = memoryLocation({ path: url, record: true }) as ReturnType<typeof memoryLocation> & { history: string[] };
  const route = orgRoute(url.split('?')[0]!);
  if (route.page !== 'search') throw new Error(`not the search page: ${url}`);
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | null = null;
  await act(async () => {
    root = createRoot(container);
    root.render(
      <AppProvider value={testServices({})}>
        <AccountProvider value={{ uiState } as unknown as AccountArea}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <WorkProvider value={{ area, scope: { orgId: '7', roleId: 'r1', permissions: permissionsOf('MEMBER') } }}>
              <SearchPage route={route} />
            </WorkProvider>
          </Router>
        </AccountProvider>
      </AppProvider>,
    );
  });
  await act(() => settle());
  return {
    container,
    location,
    requests,
    uiState,
    advance: (ms: number) => act(async () => {
      await runtime.runPromise(TestClock.adjust(ms));
      await settle();
    }),
    unmount: async () => {
      await act(async () => root?.unmount());
      container.remove();
    },
  };
}

const checkbox = (container: HTMLElement, label: string): HTMLInputElement => {
  const found = [...container.querySelectorAll('label')].find((element) => element.textContent?.trim() === label)?.querySelector('input');
  if (!found) throw new Error(`no checkbox '${label}'`);
  return found as HTMLInputElement;
};
const titles = (container: HTMLElement) => [...container.querySelectorAll('.search-result-title')].map((link) => link.textContent?.replace(/^#\d+\s*/, '').trim());
const textField = (container: HTMLElement) => container.querySelector<HTMLInputElement>('.search-text input')!;

async function click(element: HTMLElement): Promise<void> {
  await act(async () => {
    element.click();
    await settle();
  });
}

async function type(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new testWindow.Event('input', { bubbles: true }) as unknown as Event);
  });
}

const page = suite('the search page');

page('the URL gives the text and the filter, and the results answer it', async () => {
  const view = await open('/org/7/search?q=sync&flags=atRisk');
  assert.is(textField(view.container).value, 'sync');
  assert.ok(checkbox(view.container, 'At Risk').checked);
  assert.not.ok(checkbox(view.container, 'Not Fully Estimated').checked);
  assert.equal(view.requests[0]!.variables.filter, { search: 'sync', atRisk: true });
  assert.equal(titles(view.container), ['Sync the playlist', 'Sync artwork']);
  assert.match(view.container.textContent!, '1 active');
  assert.match(view.container.textContent!, '2 tickets');
  assert.is(document.title, 'Search - Tidemark');
  await view.unmount();
});

page('the seven flags carry the labels of §3', async () => {
  const view = await open('/org/7/search');
  for (const label of ['Active', 'No Tags', 'Not Fully Estimated', 'Not Fully Assigned', 'At Risk', 'Hide Completed', 'Ready to Schedule', 'All untagged']) checkbox(view.container, label);
  await view.unmount();
});

page('a control adds a history entry; typing replaces it and asks once typing rests', async () => {
  const view = await open('/org/7/search?q=sync');
  await click(checkbox(view.container, 'Not Fully Estimated'));
  assert.equal(view.location.history, ['/org/7/search?q=sync', '/org/7/search?q=sync&flags=unestimated']);
  assert.equal(view.requests.at(-1)!.variables.filter, { search: 'sync', unestimated: true });
  const asked = view.requests.length;
  await type(textField(view.container), 'sync art');
  assert.equal(view.location.history, ['/org/7/search?q=sync', '/org/7/search?q=sync+art&flags=unestimated'], 'replaced, not added');
  assert.is(view.requests.length, asked, 'not asked yet');
  await view.advance(SEARCH_TEXT_DEBOUNCE_MS);
  assert.is(view.requests.at(-1)!.variables.filter.search, 'sync art');
  assert.equal(titles(view.container), ['Sync artwork']);
  await view.unmount();
});

page('a record set, a status and the sort go into the URL', async () => {
  const view = await open('/org/7/search');
  await click(view.container.querySelector<HTMLElement>('.search-picker summary')!);
  await click(checkbox(view.container, 'Player'));
  await click(checkbox(view.container, 'Closed as done'));
  await act(async () => {
    const sort = [...view.container.querySelectorAll('select')].find((select) => select.closest('.form-field')?.textContent?.includes('Sort by'))!;
    sort.value = 'eta';
    sort.dispatchEvent(new testWindow.Event('change', { bubbles: true }) as unknown as Event);
    await settle();
  });
  assert.is(view.location.history.at(-1), '/org/7/search?products=pr1&status=DONE&sort=eta&dir=ASC');
  assert.equal(view.requests.at(-1)!.variables, { filter: { products: ['pr1'], statuses: ['DONE'] }, sortBy: 'eta', sortDirection: 'ASC' });
  assert.match(view.container.textContent!, '2 active');
  await view.unmount();
});

page('a URL changed under the page (Back) is followed; Clear keeps the text', async () => {
  const view = await open('/org/7/search?q=sync&flags=atRisk,hideCompleted');
  await act(async () => {
    view.location.navigate('/org/7/search?q=notes');
    await settle();
  });
  assert.is(textField(view.container).value, 'notes');
  assert.not.ok(checkbox(view.container, 'At Risk').checked);
  assert.equal(titles(view.container), ['Release notes']);
  await click(checkbox(view.container, 'No Tags'));
  await click(buttonNamed(view.container, 'Clear'));
  assert.is(view.location.history.at(-1), '/org/7/search?q=notes');
  assert.is(textField(view.container).value, 'notes');
  assert.is(view.uiState.filters.state.value.search.search, 'notes', 'the filter is the filters machine of the UI state');
  await view.unmount();
});

page('nothing found, and a failure with a retry', async () => {
  let fail = true;
  const view = await open('/org/7/search?q=zzz&flags=atRisk', () =>
    fail ? Effect.fail(new GraphQLError({ message: 'The server is tired' })) : Effect.succeed(connection([], 0, null)),
  );
  assert.match(view.container.querySelector('[role="alert"]')!.textContent!, 'The server is tired');
  fail = false;
  await click(buttonNamed(view.container, 'Try again'));
  assert.match(view.container.textContent!, 'No tickets match this search.');
  assert.match(view.container.textContent!, 'Clear the filters or change the words to see more tickets.');
  assert.ok(buttonNamed(view.container, 'Export CSV').disabled, 'nothing to export');
  await click(buttonNamed(view.container, 'Clear the filters'));
  assert.equal(view.requests.at(-1)!.variables.filter, { search: 'zzz' });
  await view.unmount();
});

page('a Created range whose To is before its From says so next to its fields and is not sent', async () => {
  const view = await open('/org/7/search?createdFrom=2026-05-02&createdTo=2026-05-01&etaFrom=2026-06-01');
  const created = [...view.container.querySelectorAll('fieldset.search-range')].find((set) => set.querySelector('legend')?.textContent === 'Created')!;
  const error = created.querySelector('.field-error')!;
  assert.is(error.textContent, 'The To day is before the From day: choose a To day on or after it.');
  for (const input of created.querySelectorAll('input')) {
    assert.is(input.getAttribute('aria-invalid'), 'true');
    assert.is(input.getAttribute('aria-describedby'), error.id);
  }
  const sent = view.requests.at(-1)!.variables.filter;
  assert.equal([sent.createdAfter, sent.createdBefore, sent.etaAfter], [undefined, undefined, '2026-06-01T00:00:00.000Z'], 'the backwards range is not sent; the others are');
  assert.is(view.container.querySelectorAll('.search-range .field-error').length, 1, 'only the Created range errs');
  await view.unmount();
});

page('Export CSV stays focusable and pending while it exports (never disabled under the focus)', async () => {
  let release = () => {};
  let gate: Promise<void> | null = null;
  const view = await open('/org/7/search', () =>
    gate ? Effect.promise(() => gate!.then(() => connection(ROWS, ROWS.length))) : Effect.succeed(connection(ROWS, ROWS.length)),
  );
  gate = new Promise<void>((resolve) => (release = resolve));
  const exportButton = buttonNamed(view.container, 'Export CSV');
  await act(async () => exportButton.focus());
  await click(exportButton);
  assert.not.ok(exportButton.disabled, 'not disabled: the focus would drop to the page');
  assert.is(exportButton.getAttribute('aria-disabled'), 'true');
  assert.is(document.activeElement, exportButton);
  await act(async () => (release(), await settle()));
  assert.match(view.container.textContent!, 'Exported 3 tickets');
  assert.is(document.activeElement, buttonNamed(view.container, 'Export CSV'));
  await view.unmount();
});

page.run();
