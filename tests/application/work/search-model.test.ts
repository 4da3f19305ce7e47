import { Effect, Layer } from 'effect';
import * as TestClock from 'effect/testing/TestClock';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import { machineModel } from '../../../src/application/shared/machine-model.ts';
import { TicketGateway } from '../../../src/application/work/ticket-gateway.port.ts';
import { TicketSearchGateway, type SearchPageRequest } from '../../../src/application/work/ticket-search-gateway.port.ts';
import { SEARCH_TEXT_DEBOUNCE_MS } from '../../../src/application/work/search-model.ts';
import { createWorkArea } from '../../../src/application/shell/work-area.ts';
import * as Filters from '../../../src/domain/work/filters.ts';
import type { SearchRow } from '../../../src/domain/work/search-query.ts';
import { parseSearchFilter } from '../../../src/domain/work/search-url.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';
import { ANA, page, PICKS, row } from './ticket-fixtures.ts';

const searchRow = (n: number): SearchRow => ({ ...row(n), product: null, owner: ANA, closedAt: null, eta: null, dueDate: null });

/** A search gateway answering from `total` rows by cursor (a number), recording each request; `fail` makes a request fail. */
function pagedSearch(total: number, fail: (request: SearchPageRequest, index: number) => boolean = () => false) {
  const requests: SearchPageRequest[] = [];
  const all = Array.from({ length: total }, (_, i) => searchRow(i + 1));
  const answer = (request: SearchPageRequest) => {
    requests.push(request);
    if (fail(request, requests.length - 1)) return Effect.fail(new GraphQLError({ message: 'The server is tired' }));
    const text = request.variables.filter.search;
    const matching = text ? all.filter((r) => r.title.includes(text)) : all;
    const start = request.after === null ? 0 : Number(request.after);
    const nodes = matching.slice(start, start + request.first);
    const end = start + nodes.length;
    return Effect.succeed(page(nodes, matching.length, end < matching.length ? String(end) : null) as ReturnType<typeof page> & { nodes: SearchRow[] });
  };
  return { answer, requests };
}

function harness(search: ReturnType<typeof pagedSearch>, picks: () => Effect.Effect<typeof PICKS, GraphQLError> = () => Effect.succeed(PICKS)) {
  const runtime = runtimeOf(Layer.mergeAll(stubLayer(TicketSearchGateway, { page: search.answer as never }), stubLayer(TicketGateway, { pickLists: picks }), TestClock.layer()));
  const area = createWorkArea({ runner: runtime as never, notify: () => {}, navigator: { go: () => {}, reload: () => {} }, now: () => Date.UTC(2026, 10, 22, 9) });
  const ui = { filters: machineModel(Filters.transition, Filters.initialState) };
  const advance = (ms: number) => runtime.runPromise(TestClock.adjust(ms));
  return { area, ui, advance };
}

const results = suite('the search page model');

results('takes the URL filter into the filters state and asks the first page with its variables', async () => {
  const search = pagedSearch(120);
  const { area, ui } = harness(search);
  const model = area.search(ui, { projectId: '7', initial: parseSearchFilter('?q=Ticket&flags=atRisk&sort=createdAt&dir=DESC') });
  assert.is(ui.filters.state.value.search.search, 'Ticket', 'the filter lives in the domain filters machine');
  assert.is(model.results.value.status, 'loading');
  await settle();
  assert.equal(search.requests[0], {
    variables: { filter: { search: 'Ticket', projects: ['7'], recursive: true, atRisk: true }, sortBy: 'createdAt', sortDirection: 'DESC' },
    first: 50,
    after: null,
  });
  const state = model.results.value;
  assert.is(state.status, 'loaded');
  if (state.status === 'loaded') assert.is(state.connection.nodes.length, 50);
  assert.is(model.activeCount.value, 1);
});

results('pages follow the cursor and merge', async () => {
  const search = pagedSearch(120);
  const { area, ui } = harness(search);
  const model = area.search(ui, { projectId: null, initial: Filters.SEARCH_FILTER_DEFAULTS });
  await settle();
  await model.loadMore();
  await model.loadMore();
  const state = model.results.value;
  assert.ok(state.status === 'loaded' && state.connection.nodes.length === 120 && !state.connection.pageInfo.hasNextPage);
  assert.equal(search.requests.map((r) => r.after), [null, '50', '100']);
  await model.loadMore();
  assert.is(search.requests.length, 3, 'nothing left to ask');
});

results('typing asks once it rests; a flag, a record set or a clear asks at once', async () => {
  const search = pagedSearch(30);
  const { area, ui, advance } = harness(search);
  const model = area.search(ui, { projectId: null, initial: Filters.SEARCH_FILTER_DEFAULTS });
  await settle();
  model.setText('Ticket 1');
  model.setText('Ticket 2');
  await settle();
  assert.is(search.requests.length, 1, 'not yet');
  assert.is(model.filter.value.search, 'Ticket 2', 'the filter (and so the URL) follows each key');
  await advance(SEARCH_TEXT_DEBOUNCE_MS);
  await settle();
  assert.is(search.requests.length, 2);
  assert.is(search.requests[1]!.variables.filter.search, 'Ticket 2');
  model.toggleFlag('unestimated');
  await settle();
  assert.equal(search.requests[2]!.variables.filter, { search: 'Ticket 2', unestimated: true });
  model.update({ recordSets: { owners: ['r1'] }, dates: { eta: { from: '2026-12-01', to: null } } });
  await settle();
  assert.equal(search.requests[3]!.variables.filter, { search: 'Ticket 2', owners: ['r1'], unestimated: true, etaAfter: '2026-12-01T00:00:00.000Z' });
  model.toggleAllUntagged();
  await settle();
  assert.is(search.requests[4]!.variables.filter.allUntagged, true);
  assert.is(model.activeCount.value, 4);
  model.clear();
  await settle();
  assert.equal(search.requests[5]!.variables.filter, { search: 'Ticket 2' }, 'clearing keeps the text');
  assert.is(model.activeCount.value, 0);
  model.update({ sort: { field: 'title', direction: 'ASC' } });
  await settle();
  assert.is(search.requests.length, 6, 'a change that changes nothing asks nothing');
});

results('the URL read again after Back is taken; the same filter asks nothing', async () => {
  const search = pagedSearch(5);
  const { area, ui } = harness(search);
  const model = area.search(ui, { projectId: null, initial: parseSearchFilter('q=a') });
  await settle();
  model.applyUrl(parseSearchFilter('q=a'));
  await settle();
  assert.is(search.requests.length, 1);
  model.applyUrl(parseSearchFilter('q=b&status=DONE'));
  await settle();
  assert.equal(search.requests[1]!.variables.filter, { search: 'b', statuses: ['DONE'] });
});

results('ids of a shared link the organization no longer has are dropped before asking', async () => {
  const search = pagedSearch(5);
  const { area, ui } = harness(search);
  const model = area.search(ui, { projectId: null, initial: parseSearchFilter('products=pr1,gone&tags=old&owners=r1') });
  await settle();
  assert.equal(search.requests[0]!.variables.filter, { products: ['pr1'], owners: ['r1'] });
  assert.equal(model.filter.value.recordSets.tags, []);
});

results('when the pick lists cannot load, the search is asked as the link says', async () => {
  const search = pagedSearch(5);
  const { area, ui } = harness(search, () => Effect.fail(new GraphQLError({ message: 'no' })));
  area.search(ui, { projectId: null, initial: parseSearchFilter('tags=g9') });
  await settle();
  assert.equal(search.requests[0]!.variables.filter, { tags: ['g9'] });
});

results('a failed search says why, and a retry or a new filter asks again', async () => {
  const search = pagedSearch(5, (_, index) => index === 0);
  const { area, ui } = harness(search);
  const model = area.search(ui, { projectId: null, initial: Filters.SEARCH_FILTER_DEFAULTS });
  await settle();
  assert.equal(model.results.value, { status: 'failed', message: 'The server is tired' });
  model.reload();
  assert.is(model.results.value.status, 'loading');
  await settle();
  assert.is(model.results.value.status, 'loaded');
});

results('a next page that fails keeps the rows shown', async () => {
  const search = pagedSearch(80, (request) => request.after !== null);
  const { area, ui } = harness(search);
  const model = area.search(ui, { projectId: null, initial: Filters.SEARCH_FILTER_DEFAULTS });
  await settle();
  await model.loadMore();
  const state = model.results.value;
  assert.ok(state.status === 'loaded' && state.more === 'failed' && state.connection.nodes.length === 50);
});

results.run();

const exporting = suite('the CSV export');

exporting('fetches every page by cursor at the largest size, shows progress, and builds the file', async () => {
  const search = pagedSearch(1203);
  const { area, ui } = harness(search);
  const model = area.search(ui, { projectId: null, initial: Filters.SEARCH_FILTER_DEFAULTS });
  await settle();
  const seen: string[] = [];
  const stop = model.exporting.subscribe((state) => seen.push(state.status === 'running' ? `${state.loaded}/${state.total}` : state.status));
  const file = await model.exportCsv();
  stop();
  assert.ok(file);
  assert.is(file!.fileName, 'tickets-search-2026-11-22.csv');
  const lines = file!.text.split('\r\n').filter((line) => line !== '');
  assert.is(lines.length, 1204, 'the header and every ticket');
  assert.ok(lines[1]!.startsWith('#1,Ticket 1,Unassigned,Not on the schedule,'));
  assert.ok(lines[1203]!.startsWith('#1203,'));
  assert.equal(search.requests.slice(1).map((r) => [r.first, r.after]), [
    [500, null],
    [500, '500'],
    [500, '1000'],
  ]);
  assert.equal(seen, ['idle', '0/null', '500/1203', '1000/1203', '1203/1203', 'done']);
  assert.equal(model.exporting.value, { status: 'done', count: 1203, fileName: 'tickets-search-2026-11-22.csv' });
});

exporting('a failure says so and loses nothing: the results and filter stay, and a new try works', async () => {
  let failing = true;
  const search = pagedSearch(700, (request) => failing && request.first === 500 && request.after !== null);
  const { area, ui } = harness(search);
  const model = area.search(ui, { projectId: null, initial: parseSearchFilter('q=Ticket') });
  await settle();
  const before = model.results.value;
  assert.is(await model.exportCsv(), null);
  assert.equal(model.exporting.value, { status: 'failed', message: 'The server is tired' });
  assert.is(model.results.value, before);
  assert.is(model.filter.value.search, 'Ticket');
  failing = false;
  const file = await model.exportCsv();
  assert.is(file!.text.split('\r\n').length, 702);
});

exporting('a second export while one runs is refused', async () => {
  const search = pagedSearch(3);
  const { area, ui } = harness(search);
  const model = area.search(ui, { projectId: null, initial: Filters.SEARCH_FILTER_DEFAULTS });
  await settle();
  const first = model.exportCsv();
  assert.is(await model.exportCsv(), null);
  assert.ok(await first);
});

exporting.run();
