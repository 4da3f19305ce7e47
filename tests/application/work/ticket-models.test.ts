import { Effect, Layer } from 'effect';
import * as TestClock from 'effect/testing/TestClock';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import { machineModel } from '../../../src/application/shared/machine-model.ts';
import { TicketGateway, type TicketPageRequest } from '../../../src/application/work/ticket-gateway.port.ts';
import { createTicketsArea } from '../../../src/application/work/tickets-area.ts';
import { createInlineEditModel } from '../../../src/application/work/ticket-inline-edit-model.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../src/application/work/ticket-list-model.ts';
import { PROJECTION_POLL_MS, PROJECTION_WATCH_MS } from '../../../src/application/work/ticket-model.ts';
import { projectTree } from '../../../src/application/work/ticket-pick-lists-model.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import * as Selection from '../../../src/domain/shared/selection.ts';
import * as TicketEdit from '../../../src/domain/work/ticket-edit.ts';
import { checkText } from '../../../src/domain/work/ticket-form.ts';
import { NO_LIST_FILTER } from '../../../src/domain/work/ticket-list-query.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';
import { detail, page, PICKS, row } from './ticket-fixtures.ts';

type Stubs = Partial<typeof TicketGateway.Service>;

/** The tickets area over a stubbed gateway and a test clock. */
function harness(stubs: Stubs) {
  const notes: NotificationInput[] = [];
  const runtime = runtimeOf(Layer.mergeAll(stubLayer(TicketGateway, stubs), TestClock.layer()));
  const area = createTicketsArea({
    runner: runtime as never,
    notify: (n) => notes.push(n),
    navigator: { go: () => {}, reload: () => {} },
    now: () => Date.UTC(2026, 10, 22),
  });
  const ui = { selection: machineModel(Selection.transition, Selection.initialState), ticketEdit: machineModel(TicketEdit.transition, TicketEdit.initialState) };
  const advance = (ms: number) => runtime.runPromise(TestClock.adjust(ms));
  return { area, ui, notes, advance };
}

/** A gateway list that answers from 25 rows by cursor, recording each request. */
function pagedList(total = 25) {
  const requests: TicketPageRequest[] = [];
  const all = Array.from({ length: total }, (_, i) => row(i + 1));
  const list = (request: TicketPageRequest) => {
    requests.push(request);
    const start = request.after === null ? 0 : Number(request.after);
    const matching = request.filter.search ? all.filter((r) => r.title.includes(request.filter.search!)) : all;
    const nodes = matching.slice(start, start + request.first);
    const end = start + nodes.length;
    return Effect.succeed(page(nodes, matching.length, end < matching.length ? String(end) : null));
  };
  return { list, requests };
}

const list = suite('a ticket list');

list('asks for the first page with the §9 defaults and shows the total', async () => {
  const { list: answer, requests } = pagedList();
  const { area, ui } = harness({ list: answer });
  const model = area.list(ui, { listId: 'all', filter: {} });
  assert.is(model.state.value.status, 'loading');
  await settle();
  assert.equal(requests[0], { filter: { stages: ['DRAFT', 'PUBLISHED'] }, first: 10, after: null, sortBy: 'createdAt', sortDirection: 'ASC' });
  assert.is(model.rows.value.length, 10);
  assert.is(model.totalCount.value, 25);
  assert.ok(model.hasMore.value);
});

list('rows in ETA order waiting for a projection are asked again until it is done, only while a view shows them (issue 25)', async () => {
  let projecting = true;
  const requests: TicketPageRequest[] = [];
  const answer = (request: TicketPageRequest) => {
    requests.push(request);
    return Effect.succeed(page(projecting ? [row(1, { projectionPending: true }), row(2, { projectionPending: true })] : [row(2, { eta: '2026-12-01T10:00:00.000Z' }), row(1)], 2));
  };
  const { area, ui, advance } = harness({ list: answer });
  const model = area.list(ui, { listId: 'all', filter: {}, initialQuery: { sortBy: 'eta' } });
  const disconnect = model.connect();
  await settle();
  assert.is(requests.length, 1);
  await advance(PROJECTION_POLL_MS);
  await settle();
  assert.is(requests.length, 2, 'asked again while the projection runs');
  assert.equal([requests[1]!.first, requests[1]!.after, requests[1]!.sortBy], [10, null, 'eta'], 'as many rows as are shown, from the top');
  projecting = false;
  await advance(PROJECTION_POLL_MS * 2);
  await settle();
  assert.is(requests.length, 3);
  assert.equal(model.rows.value.map((r) => r.id), ['t2', 't1'], 'the new order shows');
  await advance(PROJECTION_WATCH_MS);
  await settle();
  assert.is(requests.length, 3, 'then it stops');
  disconnect();
  projecting = true;
  model.sortBy('eta');
  model.sortBy('eta');
  await settle();
  const asked = requests.length;
  await advance(PROJECTION_WATCH_MS);
  await settle();
  assert.is(requests.length, asked, 'no view shows the list: nothing is asked');
});

list('rows in another order are not asked again for a projection', async () => {
  const requests: TicketPageRequest[] = [];
  const { area, ui, advance } = harness({
    list: (request) => {
      requests.push(request);
      return Effect.succeed(page([row(1, { projectionPending: true })], 1));
    },
  });
  const model = area.list(ui, { listId: 'all', filter: {} });
  model.connect();
  await settle();
  await advance(PROJECTION_WATCH_MS);
  await settle();
  assert.is(requests.length, 1);
});

list('Load more follows the cursor and merges by id; the last page ends it', async () => {
  const { list: answer, requests } = pagedList();
  const { area, ui } = harness({ list: answer });
  const model = area.list(ui, { listId: 'all', filter: {} });
  await settle();
  await model.loadMore();
  await model.loadMore();
  assert.equal(requests.map((r) => r.after), [null, '10', '20']);
  assert.is(model.rows.value.length, 25);
  assert.equal(model.rows.value.map((r) => r.localId).slice(8, 12), [9, 10, 11, 12]);
  assert.not.ok(model.hasMore.value);
  await model.loadMore();
  assert.is(requests.length, 3, 'nothing more to ask');
});

list('a new sort starts afresh from the first page', async () => {
  const { list: answer, requests } = pagedList();
  const { area, ui } = harness({ list: answer });
  const model = area.list(ui, { listId: 'all', filter: {} });
  await settle();
  await model.loadMore();
  model.sortBy('title');
  await settle();
  assert.equal(requests.at(-1), { filter: { stages: ['DRAFT', 'PUBLISHED'] }, first: 10, after: null, sortBy: 'title', sortDirection: 'ASC' });
  assert.is(model.rows.value.length, 10);
  model.sortBy('title');
  await settle();
  assert.is(requests.at(-1)!.sortDirection, 'DESC');
});

list('typing narrows the loaded rows at once and asks the server only once typing rests', async () => {
  const { list: answer, requests } = pagedList();
  const { area, ui, advance } = harness({ list: answer });
  const model = area.list(ui, { listId: 'all', filter: { projects: ['p1'] } });
  await settle();
  model.setSearch('Ticket 1');
  model.setSearch('Ticket 2');
  await settle();
  assert.is(requests.length, 1, 'not yet asked');
  assert.equal(model.rows.value.map((r) => r.localId), [2], 'the loaded rows narrowed at once');
  await advance(SEARCH_DEBOUNCE_MS - 1);
  await settle();
  assert.is(requests.length, 1);
  await advance(1);
  await settle();
  assert.is(requests.length, 2, 'one request for the two keystrokes');
  assert.equal(requests[1]!.filter, { stages: ['DRAFT', 'PUBLISHED'], projects: ['p1'], search: 'Ticket 2' });
  assert.equal(model.rows.value.map((r) => r.localId), [2, 20, 21, 22, 23, 24, 25]);
  assert.is(model.totalCount.value, 7);
});

list('clearing a filter brings back every row loaded before, at once and without asking again', async () => {
  const { list: answer, requests } = pagedList();
  const { area, ui, advance } = harness({ list: answer });
  const model = area.list(ui, { listId: 'all', filter: {} });
  await settle();
  await model.loadMore();
  model.setSearch('Ticket 2');
  await advance(SEARCH_DEBOUNCE_MS);
  await settle();
  assert.is(model.totalCount.value, 7);
  const asked = requests.length;
  model.setSearch('');
  assert.is(model.rows.value.length, 20, 'the 20 loaded rows are back');
  assert.is(model.totalCount.value, 25);
  await advance(SEARCH_DEBOUNCE_MS);
  await settle();
  assert.is(requests.length, asked, 'nothing asked');
  model.sortBy('title');
  await settle();
  assert.is(requests.length, asked + 1, 'a new order still starts afresh');
});

list('display-state chips go to the server at once', async () => {
  const { list: answer, requests } = pagedList();
  const { area, ui } = harness({ list: answer });
  const model = area.list(ui, { listId: 'all', filter: {} });
  await settle();
  model.toggleState('Done');
  assert.equal(model.rows.value, [], 'no loaded row is Done');
  await settle();
  assert.equal(requests.at(-1)!.filter, { stages: ['DRAFT', 'PUBLISHED'], displayStates: ['Done'] });
});

list('drafts and published tickets by default; the archived view asks for archived ones, and an archived ticket leaves the main list', async () => {
  const requests: { filter: unknown }[] = [];
  const { area, ui } = harness({
    list: (request) => {
      requests.push(request);
      return Effect.succeed(request.filter.stages?.includes('ARCHIVED') ? page([row(9, { publication: 'ARCHIVED' })], 1) : page([row(1), row(2, { publication: 'DRAFT' })], 2));
    },
    bulk: () => Effect.succeed({ updated: [row(1, { publication: 'ARCHIVED' })], skipped: [] }),
  });
  const model = area.list(ui, { listId: 'all', filter: {} });
  model.connect();
  await settle();
  assert.equal(requests[0]!.filter, { stages: ['DRAFT', 'PUBLISHED'] });
  model.toggleSelected('t1');
  await area.bulk(model).run('ARCHIVE_TICKETS');
  assert.equal(model.rows.value.map((r) => r.id), ['t2'], 'the archived ticket left the list');
  model.setArchived(true);
  assert.equal(model.rows.value, [], 'no loaded row is archived');
  await settle();
  assert.equal(requests.at(-1)!.filter, { stages: ['ARCHIVED'] });
  assert.equal(model.rows.value.map((r) => r.id), ['t9']);
  model.setArchived(false);
  assert.equal(model.rows.value.map((r) => r.id), ['t2'], 'back at once to what was loaded');
});

list('a query from the URL is the first one asked, and applyQuery follows a changed URL', async () => {
  const { list: answer, requests } = pagedList();
  const { area, ui } = harness({ list: answer });
  const model = area.list(ui, { listId: 'all', filter: {}, initialQuery: { search: 'Ticket 2', displayStates: [], archived: false, sortBy: 'title', sortDirection: 'DESC' } });
  await settle();
  assert.equal(requests[0], { filter: { stages: ['DRAFT', 'PUBLISHED'], search: 'Ticket 2' }, first: 10, after: null, sortBy: 'title', sortDirection: 'DESC' });
  model.applyQuery({ search: '', sortBy: 'createdAt', sortDirection: 'ASC', archived: true });
  await settle();
  assert.equal(requests.at(-1), { filter: { stages: ['ARCHIVED'] }, first: 10, after: null, sortBy: 'createdAt', sortDirection: 'ASC' });
});

list('a failed first load says why and tries again on reload', async () => {
  let calls = 0;
  const { area, ui } = harness({
    list: () => (++calls === 1 ? Effect.fail(new GraphQLError({ message: 'The server is down' })) : Effect.succeed(page([row(1)], 1))),
  });
  const model = area.list(ui, { listId: 'all', filter: {} });
  await settle();
  assert.equal(model.state.value, { status: 'failed', message: 'The server is down' });
  model.reload();
  await settle();
  assert.is(model.rows.value.length, 1);
});

list('selection per list: toggle one, select all loaded, clear', async () => {
  const { list: answer } = pagedList();
  const { area, ui } = harness({ list: answer });
  const model = area.list(ui, { listId: 'all', filter: {} });
  const other = area.list(ui, { listId: 'other', filter: {} });
  await settle();
  model.toggleSelected('t3');
  assert.equal(model.selected.value, ['t3']);
  assert.equal(other.selected.value, [], 'each list has its own selection');
  model.toggleAll();
  assert.is(model.selected.value.length, 10);
  assert.ok(model.allSelected.value);
  model.toggleAll();
  assert.equal(model.selected.value, []);
  model.toggleSelected('t1');
  model.clearSelection();
  assert.equal(Selection.selectedIn(ui.selection.state.value, 'all'), []);
});

list('Edit opens the edit modal for this list only', async () => {
  const { list: answer } = pagedList();
  const { area, ui } = harness({ list: answer });
  const model = area.list(ui, { listId: 'all', filter: {} });
  const other = area.list(ui, { listId: 'other', filter: {} });
  model.edit('t2');
  assert.is(model.editing.value, 't2');
  assert.is(other.editing.value, null);
  assert.equal(ui.ticketEdit.state.value, { status: 'shown', ticketId: 't2' });
  model.closeEdit();
  assert.is(model.editing.value, null);
  assert.equal(ui.ticketEdit.state.value, { status: 'hidden' });
});

list('rows follow changes told by other models; a favourites list lets go of unstarred tickets', async () => {
  const { area, ui } = harness({ list: () => Effect.succeed(page([row(1, { favorite: true }), row(2, { favorite: true })], 2)) });
  const all = area.list(ui, { listId: 'all', filter: {} });
  const favorites = area.list(ui, { listId: 'fav', filter: { favorite: true } });
  const disconnect = [all.connect(), favorites.connect()];
  await settle();
  area.events.publish({ type: 'changed', rows: [row(1, { title: 'Renamed', favorite: false })] });
  assert.equal(all.rows.value.map((r) => r.title), ['Renamed', 'Ticket 2']);
  assert.equal(favorites.rows.value.map((r) => r.id), ['t2']);
  assert.is(favorites.totalCount.value, 1);
  disconnect.forEach((stop) => stop());
  area.events.publish({ type: 'changed', rows: [row(2, { title: 'Unseen' })] });
  assert.equal(all.rows.value.map((r) => r.title), ['Renamed', 'Ticket 2'], 'a disconnected list no longer follows');
});

list('a view going away cancels the first load; coming back asks again', async () => {
  let calls = 0;
  const { area, ui } = harness({
    list: () => {
      calls++;
      return Effect.succeed(page([row(1)], 1));
    },
  });
  const model = area.list(ui, { listId: 'all', filter: {} });
  const disconnect = model.connect();
  disconnect();
  await settle();
  assert.is(model.state.value.status, 'loading');
  model.connect();
  await settle();
  assert.is(model.rows.value.length, 1);
  assert.is(calls, 2);
});

list('a created ticket joins the lists that would show it', async () => {
  const { area, ui } = harness({ list: () => Effect.succeed(page([row(1)], 1)) });
  const all = area.list(ui, { listId: 'all', filter: {} });
  const favorites = area.list(ui, { listId: 'fav', filter: { favorite: true } });
  const inProject = area.list(ui, { listId: 'p', filter: { projects: ['p9'] } });
  [all, favorites, inProject].forEach((model) => model.connect());
  await settle();
  area.events.publish({ type: 'created', row: row(2) });
  assert.equal(all.rows.value.map((r) => r.id), ['t1', 't2']);
  assert.is(all.totalCount.value, 2);
  assert.equal(favorites.rows.value.map((r) => r.id), ['t1']);
  assert.equal(inProject.rows.value.map((r) => r.id), ['t1']);
});

list('the §3 ticket filter goes to the server at once; a created ticket waits for the server while it is chosen; clearing it shows the full list again', async () => {
  const { list: answer, requests } = pagedList();
  const { area, ui } = harness({ list: answer });
  const model = area.list(ui, { listId: 'all', filter: {} });
  model.connect();
  await settle();
  const asked = requests.length;
  const filter = { ...NO_LIST_FILTER, recordSets: { ...NO_LIST_FILTER.recordSets, assignees: ['r2'], tags: ['g1'] }, flags: { isActive: true, hideCompleted: false } };
  model.setFilter(filter);
  await settle();
  assert.is(requests.length, asked + 1);
  assert.equal(requests.at(-1)!.filter, { stages: ['DRAFT', 'PUBLISHED'], assignees: ['r2'], tags: ['g1'], isActive: true });
  const shown = model.rows.value.length;
  area.events.publish({ type: 'created', row: row(99) });
  assert.is(model.rows.value.length, shown, 'a new ticket is not known to match the assignees and tags: it is not added');
  model.setFilter(NO_LIST_FILTER);
  assert.is(model.rows.value.length, 11, 'the unfiltered rows come back at once, with the new ticket, which the full list takes');
  await settle();
  assert.is(requests.length, asked + 1, 'without asking again');
});

list.run();

const ticket = suite('a ticket page');

ticket('loads the ticket; an unknown one is missing', async () => {
  const { area } = harness({ ticket: (id) => Effect.succeed(id === 't1' ? detail(1) : null) });
  const model = area.ticket('t1');
  const missing = area.ticket('nope');
  await settle();
  assert.is(model.ticket.value?.title, 'Ticket 1');
  assert.equal(missing.state.value, { status: 'missing' });
});

ticket('a saved change shows the new ticket, tells the lists, and says Ticket has been updated', async () => {
  const { area, notes } = harness({
    ticket: () => Effect.succeed(detail(1)),
    update: (id, change) => Effect.succeed(detail(1, { title: change.title! })),
  });
  const told: unknown[] = [];
  area.events.subscribe((event) => told.push(event));
  const model = area.ticket('t1');
  await settle();
  const result = await model.update({ title: 'Better' });
  assert.equal(result, { ok: true });
  assert.is(model.ticket.value?.title, 'Better');
  assert.equal(notes, [{ type: 'Success', title: 'Ticket has been updated' }]);
  assert.equal(told.length, 1);
});

ticket('a refused change keeps the ticket and answers the server words; Could not update ticket', async () => {
  const { area, notes } = harness({
    ticket: () => Effect.succeed(detail(1)),
    addDependency: () => Effect.fail(new GraphQLError({ message: 'This dependency would create a cycle' })),
  });
  const model = area.ticket('t1');
  await settle();
  const result = await model.addDependency('t2');
  assert.equal(result, { ok: false, message: 'This dependency would create a cycle' });
  assert.equal(notes, [{ type: 'Error', title: 'Could not update ticket', subTitle: 'This dependency would create a cycle' }]);
  assert.is(model.ticket.value?.waitingOn.length, 0);
  assert.equal(model.saving.value.size, 0, 'nothing shows as saving any more');
});

ticket('every change goes to its own call', async () => {
  const calls: string[] = [];
  const answer = (name: string) => () => {
    calls.push(name);
    return Effect.succeed(detail(1));
  };
  const { area } = harness({
    ticket: () => Effect.succeed(detail(1)),
    setFavorite: answer('setFavorite'),
    updateState: answer('updateState'),
    addStateNote: answer('addStateNote'),
    addChecklistItem: answer('addChecklistItem'),
    updateChecklistItem: answer('updateChecklistItem'),
    removeChecklistItem: answer('removeChecklistItem'),
    addComment: answer('addComment'),
    addReply: answer('addReply'),
    removeDependency: answer('removeDependency'),
  });
  const model = area.ticket('t1');
  await settle();
  await model.setFavorite(true);
  await model.updateState('s1', { estimate: { minimum: 1, likely: 2, maximum: 3 } });
  await model.addNote('s1', 'BLOCK_NOTE', 'Waiting for design');
  await model.addChecklistItem('Write tests');
  await model.updateChecklistItem('c1', { done: true });
  await model.removeChecklistItem('c1');
  await model.addComment('Looks good');
  await model.addReply('m1', 'Thanks');
  await model.removeDependency('t2');
  assert.equal(calls, ['setFavorite', 'updateState', 'addStateNote', 'addChecklistItem', 'updateChecklistItem', 'removeChecklistItem', 'addComment', 'addReply', 'removeDependency']);
});

ticket('Done can be taken back from its toast: Undo reopens the step (issue 25)', async () => {
  const patches: unknown[] = [];
  const { area, notes } = harness({
    ticket: () => Effect.succeed(detail(1)),
    updateState: (_id, stateId, patch) => {
      patches.push({ stateId, patch });
      return Effect.succeed(detail(1, { displayState: patch.done ? 'Done' : 'InProgress' }));
    },
  });
  const model = area.ticket('t1');
  await settle();
  await model.updateState('s1', { done: true });
  const toast = notes.at(-1)!;
  assert.is(toast.title, 'Ticket has been updated');
  assert.is(toast.subTitle, 'The ticket is done');
  assert.is(toast.action?.label, 'Undo');
  assert.ok((toast.duration ?? 0) >= 5_000, 'the toast stays long enough to reach its button');
  toast.action!.run();
  await settle();
  assert.equal(patches, [{ stateId: 's1', patch: { done: true } }, { stateId: 's1', patch: { done: false } }]);
  assert.is(model.ticket.value?.displayState, 'InProgress');
  assert.is(notes.at(-1)!.action, undefined, 'the undo itself offers no undo');
  await model.updateState('s1', { active: true });
  assert.is(notes.at(-1)!.action, undefined, 'other changes of a step offer none');
});

ticket('finding tickets to wait on leaves out this ticket and those already waited on', async () => {
  const { area } = harness({
    ticket: () => Effect.succeed(detail(1, { waitingOn: [{ id: 't2', localId: 2, title: 'Ticket 2', displayState: 'Done' }] })),
    list: () => Effect.succeed(page([row(1), row(2), row(3)], 3)),
  });
  const model = area.ticket('t1');
  await settle();
  assert.equal((await model.findTickets('Ticket')).map((r) => r.id), ['t3']);
  assert.equal(await model.findTickets('  '), []);
});

ticket.run();

const create = suite('the New ticket dialog');

create('nothing is sent until the title is there; the default workflow is chosen', async () => {
  const sent: unknown[] = [];
  const { area, notes } = harness({
    pickLists: () => Effect.succeed(PICKS),
    create: (input) => {
      sent.push(input);
      return Effect.succeed(detail(7, { title: input.title }));
    },
  });
  await area.pickLists.load();
  const model = area.create();
  assert.is(model.workflowId.value, 'w2');
  assert.is(await model.submit(), null);
  assert.equal(model.errors.value, [{ field: 'title', message: 'Title is required' }]);
  assert.equal(sent, []);
  model.change('title', ' Ship it ');
  assert.equal(model.errors.value, [], 'checked again on change');
  const told: unknown[] = [];
  area.events.subscribe((event) => told.push(event));
  const created = await model.submit();
  assert.is(created?.localId, 7);
  assert.equal(sent, [{ title: 'Ship it', publication: 'PUBLISHED', workflowId: 'w2' }]);
  assert.equal(notes, [{ type: 'Success', title: 'Ticket created', subTitle: '#7 Ship it' }]);
  assert.equal(told.length, 1);
});

create('the created toast offers Open, which goes to the new ticket, and stays long enough to reach it (issue 25)', async () => {
  const { area, notes } = harness({
    pickLists: () => Effect.succeed(PICKS),
    create: (input) => Effect.succeed(detail(7, { title: input.title })),
  });
  await area.pickLists.load();
  const opened: string[] = [];
  const model = area.create({}, (ticket) => opened.push(ticket.id));
  model.change('title', 'Ship it');
  await model.submit();
  const toast = notes.at(-1)!;
  assert.is(toast.title, 'Ticket created');
  assert.is(toast.subTitle, '#7 Ship it');
  assert.is(toast.action?.label, 'Open');
  assert.ok((toast.duration ?? 0) >= 5_000);
  toast.action!.run();
  assert.equal(opened, ['t7']);
});

create('a server refusal of the title shows on the field; nothing typed is lost', async () => {
  const { area, notes } = harness({
    pickLists: () => Effect.succeed(PICKS),
    create: () => Effect.fail(new GraphQLError({ message: 'Title must be at most 256 characters' })),
  });
  const model = area.create({ projectId: 'p1' });
  model.change('title', 'Mine');
  model.change('description', 'Long story');
  assert.is(await model.submit(), null);
  assert.equal(model.errors.value, [{ field: 'title', message: 'Title must be at most 256 characters' }]);
  assert.equal([model.values.value.title, model.values.value.description, model.values.value.projectId], ['Mine', 'Long story', 'p1']);
  assert.is(model.state.value.status, 'editing');
  assert.is(notes[0]!.title, 'Could not create ticket');
});

create.run();

const bulk = suite('bulk actions');

bulk('runs on the selection, reports N tickets updated and the skipped ones, and clears the selection', async () => {
  const asked: unknown[] = [];
  const { area, ui, notes } = harness({
    list: () => Effect.succeed(page([row(1), row(2), row(3)], 3)),
    bulk: (request) => {
      asked.push(request);
      return Effect.succeed({ updated: [row(1, { displayState: 'Done' }), row(2, { displayState: 'Done' })], skipped: [{ ticketId: 't3', reason: 'Already cancelled' }] });
    },
  });
  const list = area.list(ui, { listId: 'all', filter: {} });
  list.connect();
  await settle();
  list.toggleAll();
  const model = area.bulk(list);
  await model.run('MARK_TICKETS_AS_DONE');
  assert.equal(asked, [{ action: 'MARK_TICKETS_AS_DONE', ticketIds: ['t1', 't2', 't3'] }]);
  assert.equal(model.state.value, { status: 'done', action: 'MARK_TICKETS_AS_DONE', updated: 2, skipped: [{ ticketId: 't3', label: '#3 Ticket 3', reason: 'Already cancelled' }] });
  assert.equal(notes, [{ type: 'Success', title: '2 tickets updated', subTitle: '1 skipped' }]);
  assert.equal(list.selected.value, []);
  assert.equal(list.rows.value.map((r) => r.displayState), ['Done', 'Done', 'Unassigned']);
});

bulk('Change owner needs a person and Move to project a project', async () => {
  const asked: unknown[] = [];
  const { area, ui } = harness({
    list: () => Effect.succeed(page([row(1)], 1)),
    bulk: (request) => {
      asked.push(request);
      return Effect.succeed({ updated: [row(1)], skipped: [] });
    },
  });
  const list = area.list(ui, { listId: 'all', filter: {} });
  await settle();
  list.toggleSelected('t1');
  const model = area.bulk(list);
  await model.run('CHANGE_OWNER');
  await model.run('CHANGE_PROJECT');
  assert.equal(asked, []);
  await model.run('CHANGE_OWNER', { ownerId: 'r2' });
  list.toggleSelected('t1');
  await model.run('CHANGE_PROJECT', { projectId: 'p1' });
  assert.equal(asked, [
    { action: 'CHANGE_OWNER', ticketIds: ['t1'], ownerId: 'r2' },
    { action: 'CHANGE_PROJECT', ticketIds: ['t1'], projectId: 'p1' },
  ]);
});

bulk('a failed action keeps the selection and says so', async () => {
  const { area, ui, notes } = harness({
    list: () => Effect.succeed(page([row(1)], 1)),
    bulk: () => Effect.fail(new GraphQLError({ message: 'Visitors can read but not change this organization' })),
  });
  const list = area.list(ui, { listId: 'all', filter: {} });
  await settle();
  list.toggleSelected('t1');
  const model = area.bulk(list);
  await model.run('ARCHIVE_TICKETS');
  assert.equal(list.selected.value, ['t1']);
  assert.equal(model.state.value, { status: 'idle' });
  assert.equal(notes, [{ type: 'Error', title: 'Archive failed', subTitle: 'Visitors can read but not change this organization' }]);
});

bulk('nothing updated is a warning, not a success: "No tickets updated" and the reasons', async () => {
  const { area, ui, notes } = harness({
    list: () => Effect.succeed(page([row(1)], 1)),
    bulk: () => Effect.succeed({ updated: [], skipped: [{ ticketId: 't1', reason: 'Already done' }] }),
  });
  const list = area.list(ui, { listId: 'all', filter: {} });
  await settle();
  list.toggleSelected('t1');
  const model = area.bulk(list);
  await model.run('MARK_TICKETS_AS_DONE');
  assert.equal(notes, [{ type: 'Warning', title: 'No tickets updated', subTitle: '1 skipped' }]);
  assert.equal(model.state.value, { status: 'done', action: 'MARK_TICKETS_AS_DONE', updated: 0, skipped: [{ ticketId: 't1', label: '#1 Ticket 1', reason: 'Already done' }] });
});

bulk.run();

const picks = suite('pick lists and in-place editing');

picks('projects in tree order without archived ones; the default workflow', async () => {
  assert.equal(projectTree(PICKS.projects).map(({ project, depth }) => [project.name, depth]), [['Apps', 0], ['Web', 0], ['Checkout', 1]]);
  let calls = 0;
  const { area } = harness({
    pickLists: () => {
      calls++;
      return Effect.succeed(PICKS);
    },
  });
  await Promise.all([area.pickLists.load(), area.pickLists.load()]);
  await area.pickLists.load();
  assert.is(calls, 1, 'loaded once');
  assert.is(area.pickLists.defaultWorkflow.value?.id, 'w2');
});

picks('an in-place edit saves a changed text, closes on an unchanged one, keeps the draft on failure', async () => {
  const saved: string[] = [];
  let fail = false;
  const model = createInlineEditModel({
    check: (draft) => checkText('title', draft),
    current: () => 'Old',
    save: async (value) => {
      saved.push(value);
      return fail ? { ok: false, message: 'Nope' } : { ok: true };
    },
  });
  model.start('Old');
  await model.save();
  assert.equal([model.state.value.status, saved], ['viewing', []]);
  model.start('Old');
  model.change('');
  await model.save();
  assert.equal(model.state.value, { status: 'editing', draft: '', error: 'Title is required' });
  fail = true;
  model.change('New');
  await model.save();
  assert.equal(model.state.value, { status: 'editing', draft: 'New', error: 'Nope' });
  fail = false;
  await model.save();
  assert.equal([model.state.value.status, saved], ['viewing', ['New', 'New']]);
});

picks.run();
