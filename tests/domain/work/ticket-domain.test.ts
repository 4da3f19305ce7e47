import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as InlineEdit from '../../../src/domain/work/ticket-inline-edit.ts';
import { checkText, draftOf, EMPTY_NEW_TICKET, estimateText, formatHours, parseEstimate, ticketPatch, validateNewTicket } from '../../../src/domain/work/ticket-form.ts';
import { DEFAULT_LIST_QUERY, filterRows, groupByDisplayState, hasListFilter, listFilterCount, listFilterFields, NO_LIST_FILTER, sameQuery, searchText, stagesOf, toggleDisplayState, toggleSort, type ListFilter } from '../../../src/domain/work/ticket-list-query.ts';
import { parseTicketListQuery, ticketListQueryString } from '../../../src/domain/work/ticket-list-url.ts';
import { assigneesOf, isBulkResult, isPickLists, isTicketConnection, isTicketDetail, isTicketRow, rowOf } from '../../../src/domain/work/ticket-types.ts';
import { nearEnd, rowAt, rowOffsets, rowWindow, scrollToReveal } from '../../../src/domain/work/ticket-window.ts';
import { DISPLAY_STATES, WORK_LIMITS } from '../../../src/domain/work/work.ts';
import { ANA, BEN, detail, page, PICKS, row } from '../../application/work/ticket-fixtures.ts';

const windowing = suite('row windowing');

/** Offsets of `count` rows of one height. */
const even = (count: number, height: number) => rowOffsets(count, () => height);

windowing('renders the visible rows and the overscan, with space for the rest', () => {
  const w = rowWindow({ offsets: even(10_000, 48), scrollTop: 48 * 500, viewportHeight: 480, overscan: 5 });
  assert.equal([w.start, w.end], [495, 515]);
  assert.is(w.padTop, 495 * 48);
  assert.is(w.padBottom, (10_000 - 515) * 48);
});

windowing('rows of different heights: the window and the spaces follow each row\'s own height', () => {
  // Every third row wraps to twice the height.
  const offsets = rowOffsets(30, (index) => (index % 3 === 2 ? 96 : 48));
  assert.equal([offsets[0], offsets[1], offsets[3], offsets[30]], [0, 48, 192, 1920]);
  assert.equal([rowAt(offsets, 0), rowAt(offsets, 47), rowAt(offsets, 48), rowAt(offsets, 100), rowAt(offsets, 191), rowAt(offsets, 192)], [0, 0, 1, 2, 2, 3]);
  assert.equal([rowAt(offsets, -10), rowAt(offsets, 5000)], [0, 29], 'above and below the list');
  const w = rowWindow({ offsets, scrollTop: 192 * 3, viewportHeight: 200, overscan: 1 });
  // Rows 9 (576-624), 10 (624-672), 11 (672-768) and the top of 12 (768-816) are in view: one more on each side.
  assert.equal([w.start, w.end], [8, 14]);
  assert.is(w.padTop, offsets[8]);
  assert.is(w.padBottom, 1920 - offsets[14]!);
  assert.is(w.padTop + (offsets[14]! - offsets[8]!) + w.padBottom, 1920, 'the spaces and the rendered rows make the whole list');
});

windowing('stays inside the list at both ends', () => {
  assert.equal(rowWindow({ offsets: even(3, 48), scrollTop: 0, viewportHeight: 480, overscan: 5 }), { start: 0, end: 3, padTop: 0, padBottom: 0 });
  const end = rowWindow({ offsets: even(100, 50), scrollTop: 99_999, viewportHeight: 500, overscan: 2 });
  assert.is(end.end, 100);
  assert.ok(end.start <= end.end);
  assert.equal(rowWindow({ offsets: even(0, 48), scrollTop: 0, viewportHeight: 400, overscan: 5 }), { start: 0, end: 0, padTop: 0, padBottom: 0 });
  assert.is(rowAt(even(0, 48), 10), 0);
  // A hidden viewport (no height) still renders the first row and the overscan.
  assert.equal(rowWindow({ offsets: even(50, 48), scrollTop: 0, viewportHeight: 0, overscan: 3 }), { start: 0, end: 4, padTop: 0, padBottom: 46 * 48 });
});

windowing('the DOM size does not grow with the list', () => {
  for (const count of [100, 10_000, 1_000_000]) {
    const w = rowWindow({ offsets: even(count, 48), scrollTop: 4800, viewportHeight: 600, overscan: 8 });
    assert.ok(w.end - w.start <= Math.ceil(600 / 48) + 1 + 16, `${count} rows render ${w.end - w.start}`);
  }
});

windowing('near the end asks for more; revealing a row scrolls only when needed', () => {
  assert.ok(nearEnd({ start: 80, end: 95, padTop: 0, padBottom: 0 }, 100, 10));
  assert.not.ok(nearEnd({ start: 0, end: 20, padTop: 0, padBottom: 0 }, 100, 10));
  const offsets = even(100, 40);
  assert.is(scrollToReveal(5, { offsets, scrollTop: 0, viewportHeight: 400 }), 0);
  assert.is(scrollToReveal(20, { offsets, scrollTop: 0, viewportHeight: 400 }), 440);
  assert.is(scrollToReveal(2, { offsets, scrollTop: 200, viewportHeight: 400 }), 80);
});

windowing('revealing a tall row: its bottom comes into view, or its top when it is taller than the viewport', () => {
  const offsets = rowOffsets(10, (index) => (index === 5 ? 500 : 40));
  // Row 5 spans 200-700.
  assert.is(scrollToReveal(5, { offsets, scrollTop: 0, viewportHeight: 600 }), 100);
  assert.is(scrollToReveal(5, { offsets, scrollTop: 0, viewportHeight: 300 }), 200);
  assert.is(scrollToReveal(6, { offsets, scrollTop: 0, viewportHeight: 600 }), 140);
  assert.is(scrollToReveal(99, { offsets, scrollTop: 120, viewportHeight: 600 }), 120, 'a row that is not there leaves the scroll alone');
});

windowing.run();

const query = suite('list queries');

query('§9 defaults: 10 per page, ASC by createdAt', () => {
  assert.equal([DEFAULT_LIST_QUERY.pageSize, DEFAULT_LIST_QUERY.sortDirection, DEFAULT_LIST_QUERY.sortBy], [10, 'ASC', 'createdAt']);
});

query('a header click sorts ASC by a new column and flips the current one', () => {
  const byTitle = toggleSort(DEFAULT_LIST_QUERY, 'title');
  assert.equal([byTitle.sortBy, byTitle.sortDirection], ['title', 'ASC']);
  assert.is(toggleSort(byTitle, 'title').sortDirection, 'DESC');
  assert.is(toggleSort(DEFAULT_LIST_QUERY, 'createdAt').sortDirection, 'DESC');
});

query('chips switch on and off; the same query is recognised whatever the chip order', () => {
  const one = toggleDisplayState(DEFAULT_LIST_QUERY, 'Done');
  const two = toggleDisplayState(one, 'Draft');
  assert.equal(two.displayStates, ['Done', 'Draft']);
  assert.equal(toggleDisplayState(two, 'Done').displayStates, ['Draft']);
  assert.ok(sameQuery({ ...two, search: ' x ' }, { ...two, displayStates: ['Draft', 'Done'], search: 'x' }));
  assert.not.ok(sameQuery(two, one));
});

query('filters loaded rows by title, #number and state; nothing filtered keeps the same array', () => {
  const rows = [row(1, { title: 'Fix login' }), row(12, { title: 'Playlist', displayState: 'Done' }), row(3, { title: 'Login page' })];
  assert.is(filterRows(rows, DEFAULT_LIST_QUERY), rows);
  assert.equal(filterRows(rows, { ...DEFAULT_LIST_QUERY, search: 'LOGIN' }).map((r) => r.id), ['t1', 't3']);
  assert.equal(filterRows(rows, { ...DEFAULT_LIST_QUERY, search: '#12' }).map((r) => r.id), ['t12']);
  assert.equal(filterRows(rows, { ...DEFAULT_LIST_QUERY, displayStates: ['Done'] }).map((r) => r.id), ['t12']);
  assert.equal(filterRows(rows, { ...DEFAULT_LIST_QUERY, search: '3' }).map((r) => r.id), ['t3'], 'a bare number finds the ticket of that number');
});

query('groups rows by display state in the states order, leaving empty groups out', () => {
  const rows = [row(1, { displayState: 'Done' }), row(2), row(3, { displayState: 'Done' })];
  assert.equal(
    groupByDisplayState(rows, DISPLAY_STATES).map((g) => [g.state, g.rows.length]),
    [['Unassigned', 1], ['Done', 2]],
  );
});

query('the text sent is trimmed and never longer than the server accepts', () => {
  assert.is(searchText({ ...DEFAULT_LIST_QUERY, search: '  album  ' }), 'album');
  assert.is(searchText({ ...DEFAULT_LIST_QUERY, search: 'x'.repeat(5000) }).length, 1000);
});

query.run();

const forms = suite('ticket forms');

forms('a new ticket needs a title within the limit; empty choices are left out', () => {
  const refused = validateNewTicket(EMPTY_NEW_TICKET);
  assert.equal(refused, { ok: false, errors: [{ field: 'title', message: 'Title is required' }] });
  const long = validateNewTicket({ ...EMPTY_NEW_TICKET, title: 'x'.repeat(WORK_LIMITS.title + 1) });
  assert.equal(long.ok ? null : long.errors[0]!.message, `Title must be at most ${WORK_LIMITS.title} characters`);
  assert.equal(validateNewTicket({ ...EMPTY_NEW_TICKET, title: '  Fix it ', draft: true, tagIds: ['g1'], projectId: 'p1' }), {
    ok: true,
    value: { title: 'Fix it', publication: 'DRAFT', projectId: 'p1', tagIds: ['g1'] },
  });
});

forms('in-place texts follow their rules', () => {
  assert.equal(checkText('title', '  '), { ok: false, message: 'Title is required' });
  assert.equal(checkText('description', ''), { ok: true, value: '' });
  assert.equal(checkText('comment', ' hi '), { ok: true, value: 'hi' });
  assert.is(checkText('checklistItem', 'x'.repeat(WORK_LIMITS.checklistItem + 1)).ok, false);
});

forms('estimates: all empty clears, partial or disordered ones are refused', () => {
  assert.equal(parseEstimate({ minimum: '', likely: ' ', maximum: '' }), { ok: true, value: null });
  assert.equal(parseEstimate({ minimum: '1', likely: '', maximum: '3' }), { ok: false, message: 'Give minimum, most likely and maximum hours' });
  assert.equal(parseEstimate({ minimum: '4', likely: '2', maximum: '8' }), { ok: false, message: 'Minimum ≤ most likely ≤ maximum' });
  assert.equal(parseEstimate({ minimum: 'a', likely: '2', maximum: '8' }), { ok: false, message: 'Estimates are numbers of hours' });
  assert.equal(parseEstimate({ minimum: '1', likely: '2,5', maximum: '8' }), { ok: true, value: { minimum: 1, likely: 2.5, maximum: 8 } });
  assert.equal(estimateText({ minimum: 1, likely: 2, maximum: 3 }), { minimum: '1', likely: '2', maximum: '3' });
});

forms('the edit modal sends only what changed, and null for an emptied choice', () => {
  const before = draftOf(detail(1, { project: { id: 'p1', name: 'Web' }, tags: [PICKS.tags[0]!] }));
  assert.equal(ticketPatch(before, before), { ok: true, value: {} });
  assert.equal(ticketPatch(before, { ...before, title: ' New ', projectId: '', draft: true }), {
    ok: true,
    value: { title: 'New', projectId: null, publication: 'DRAFT' },
  });
  assert.equal(ticketPatch(before, { ...before, tagIds: [] }), { ok: true, value: { tagIds: [] } });
  assert.is(ticketPatch(before, { ...before, title: '' }).ok, false);
});

forms('every choice of a new ticket is sent when made; a too long description is refused', () => {
  assert.equal(validateNewTicket({ ...EMPTY_NEW_TICKET, title: 'T', description: 'Why', productId: 'pr1', workflowId: 'w2' }), {
    ok: true,
    value: { title: 'T', publication: 'PUBLISHED', description: 'Why', productId: 'pr1', workflowId: 'w2' },
  });
  const refused = validateNewTicket({ ...EMPTY_NEW_TICKET, title: '', description: 'x'.repeat(WORK_LIMITS.longText + 1) });
  assert.equal(refused.ok ? [] : refused.errors.map((e) => e.field), ['title', 'description']);
  const onlyDescription = validateNewTicket({ ...EMPTY_NEW_TICKET, title: 'T', description: 'x'.repeat(WORK_LIMITS.longText + 1) });
  assert.equal(onlyDescription.ok ? [] : onlyDescription.errors.map((e) => e.field), ['description']);
});

forms('replies and notes are required too; hours read with one decimal', () => {
  assert.equal(checkText('reply', ''), { ok: false, message: 'Reply is required' });
  assert.equal(checkText('note', ' x '), { ok: true, value: 'x' });
  assert.equal(estimateText(null), { minimum: '', likely: '', maximum: '' });
  assert.is(formatHours(2.8333), '2.8 h');
  assert.is(formatHours(3), '3 h');
});

forms('the edit modal: every field can change, and each refusal is said', () => {
  const before = draftOf(detail(1));
  assert.equal([before.projectId, before.productId, before.draft], ['', '', false]);
  const draftTicket = draftOf({ ...detail(2, { product: { id: 'pr1', name: 'Player' }, publication: 'DRAFT' }) });
  assert.equal([draftTicket.productId, draftTicket.draft], ['pr1', true]);
  assert.equal(ticketPatch(before, { ...before, description: 'More', projectId: 'p2', productId: 'pr1', tagIds: ['g1'] }), {
    ok: true,
    value: { description: 'More', projectId: 'p2', productId: 'pr1', tagIds: ['g1'] },
  });
  assert.equal(ticketPatch(draftTicket, { ...draftTicket, productId: '', draft: false }), { ok: true, value: { productId: null, publication: 'PUBLISHED' } });
  const refused = ticketPatch(before, { ...before, title: '', description: 'x'.repeat(WORK_LIMITS.longText + 1) });
  assert.equal(refused.ok ? [] : refused.errors.map((e) => e.field), ['title', 'description']);
  const onlyDescription = ticketPatch(before, { ...before, description: 'x'.repeat(WORK_LIMITS.longText + 1) });
  assert.equal(onlyDescription.ok ? [] : onlyDescription.errors.map((e) => e.field), ['description']);
});

forms.run();

const inline = suite('editing a text in place');

inline('start, change, cancel: Escape brings the shown value back', () => {
  let state = InlineEdit.transition(InlineEdit.initialState, { type: 'start', value: 'Old' });
  state = InlineEdit.transition(state, { type: 'change', draft: 'New' });
  assert.equal(state, { status: 'editing', draft: 'New', error: null });
  assert.equal(InlineEdit.transition(state, { type: 'cancel' }), InlineEdit.initialState);
});

inline('a failed save goes back to editing with the draft and the message', () => {
  let state = InlineEdit.transition(InlineEdit.initialState, { type: 'start', value: 'Old' });
  state = InlineEdit.transition(InlineEdit.transition(state, { type: 'change', draft: 'New' }), { type: 'send' });
  assert.equal(state, { status: 'saving', draft: 'New' });
  assert.is(InlineEdit.transition(state, { type: 'cancel' }), state, 'no cancel while saving');
  assert.equal(InlineEdit.transition(state, { type: 'failed', message: 'Nope' }), { status: 'editing', draft: 'New', error: 'Nope' });
  assert.equal(InlineEdit.transition(state, { type: 'saved' }), InlineEdit.initialState);
});

inline('a refused draft shows its message and stays editable', () => {
  const editing = InlineEdit.transition(InlineEdit.initialState, { type: 'start', value: 'Old' });
  assert.equal(InlineEdit.transition(editing, { type: 'refuse', message: 'Title is required' }), { status: 'editing', draft: 'Old', error: 'Title is required' });
  assert.is(InlineEdit.transition(editing, { type: 'start', value: 'Other' }), editing, 'already editing');
  assert.is(InlineEdit.transition(editing, { type: 'saved' }), editing);
  assert.is(InlineEdit.transition(editing, { type: 'failed', message: 'x' }), editing);
});

inline('events that do not apply change nothing', () => {
  const viewing = InlineEdit.initialState;
  for (const event of [{ type: 'change', draft: 'x' }, { type: 'send' }, { type: 'saved' }, { type: 'failed', message: 'x' }, { type: 'refuse', message: 'x' }] as const) {
    assert.is(InlineEdit.transition(viewing, event), viewing);
  }
});

inline.run();

const shapes = suite('ticket payload shapes');

shapes('accepts what the server sends, refuses what the pages cannot read', () => {
  assert.ok(isTicketRow(row(1)));
  assert.ok(isTicketDetail(detail(1)));
  assert.ok(isTicketConnection(page([row(1)], 1)));
  assert.ok(isPickLists(PICKS));
  assert.ok(isBulkResult({ updated: [row(1)], skipped: [{ ticketId: 't2', reason: 'Already done' }] }));
  assert.not.ok(isTicketRow({ ...row(1), displayState: 'Lost' }));
  assert.not.ok(isTicketRow({ ...row(1), localId: '1' }));
  assert.not.ok(isTicketDetail(row(1)), 'a row is not a full ticket');
  assert.not.ok(isTicketConnection({ totalCount: 1, nodes: [] }));
  assert.not.ok(isBulkResult(null));
});

shapes('assignees are listed once each; a full ticket turns into its row', () => {
  const ticket = row(1, { states: [{ id: 'a', assignee: ANA }, { id: 'b', assignee: BEN }, { id: 'c', assignee: ANA }, { id: 'd', assignee: null }] });
  assert.equal(assigneesOf(ticket).map((p) => p.name), ['Ana Lima', 'Ben Okafor']);
  assert.ok(isTicketRow(rowOf(detail(2))));
  assert.is(rowOf(detail(2)).states.length, 1);
});

shapes.run();

const url = suite('the tickets list filter in the URL');

url('parses search, states, archived and sort; unknown values are ignored', () => {
  assert.equal(parseTicketListQuery('?search=login&state=Done&state=inprogress,Bogus&archived=1&sort=title&dir=desc&page=4'), {
    search: 'login',
    displayStates: ['InProgress', 'Done'],
    archived: true,
    sortBy: 'title',
    sortDirection: 'DESC',
    filter: NO_LIST_FILTER,
  });
  assert.equal(parseTicketListQuery(''), { search: '', displayStates: [], archived: false, sortBy: 'createdAt', sortDirection: 'ASC', filter: NO_LIST_FILTER });
  assert.equal(parseTicketListQuery('sort=password&dir=sideways&archived=maybe'), { search: '', displayStates: [], archived: false, sortBy: 'createdAt', sortDirection: 'ASC', filter: NO_LIST_FILTER });
});

url('serializes canonically, nothing for the defaults, and reads back the same', () => {
  assert.is(ticketListQueryString(DEFAULT_LIST_QUERY), '');
  const query = { ...DEFAULT_LIST_QUERY, search: 'a b&c', displayStates: ['Done', 'Draft'] as const, archived: true, sortBy: 'localId' as const, sortDirection: 'DESC' as const };
  const text = ticketListQueryString(query);
  assert.is(text, '?search=a+b%26c&state=Draft&state=Done&archived=1&sort=localId&dir=DESC');
  assert.equal(parseTicketListQuery(text), { search: 'a b&c', displayStates: ['Draft', 'Done'], archived: true, sortBy: 'localId', sortDirection: 'DESC', filter: NO_LIST_FILTER });
});

const CHOSEN: ListFilter = {
  recursive: false,
  recordSets: { projects: ['3'], products: ['p1'], workflows: ['w1', 'w2'], authors: ['r1'], owners: ['o1'], assignees: ['r2'], openAssignees: ['r3'], tags: ['g1'] },
  flags: { isActive: true, hideCompleted: true },
  statuses: ['SCHEDULED', 'DONE'],
  dates: { createdAt: { from: '2026-01-01', to: '2026-03-31' }, closedAt: null, eta: { from: null, to: '2026-06-30' } },
};

url('the §3 ticket and explorer filters round-trip through the URL, in a fixed order; the page says its default sort', () => {
  const text = ticketListQueryString({ ...DEFAULT_LIST_QUERY, filter: CHOSEN });
  assert.is(text, '?projects=3&products=p1&workflows=w1%2Cw2&authors=r1&owners=o1&assignees=r2&openAssignees=r3&tags=g1&recursive=0&flags=isActive%2ChideCompleted&status=SCHEDULED%2CDONE&createdFrom=2026-01-01&createdTo=2026-03-31&etaTo=2026-06-30');
  assert.equal(parseTicketListQuery(text).filter, CHOSEN);
  // The explorer sorts by title until told otherwise: its URL says nothing of that sort.
  const byTitle = { sortBy: 'title', sortDirection: 'ASC' } as const;
  assert.is(ticketListQueryString({ ...DEFAULT_LIST_QUERY, ...byTitle }, byTitle), '');
  assert.equal([parseTicketListQuery('', byTitle).sortBy, parseTicketListQuery('?sort=eta&dir=DESC', byTitle).sortBy], ['title', 'eta']);
  // Sub-projects are included unless the URL says otherwise; recursive alone says nothing without projects.
  assert.is(parseTicketListQuery('?projects=3').filter.recursive, true);
  assert.is(ticketListQueryString({ ...DEFAULT_LIST_QUERY, filter: { ...NO_LIST_FILTER, recursive: false } }), '');
});

url('a URL cannot smuggle odd values into the filter: bad ids, unknown statuses and days are dropped', () => {
  const filter = parseTicketListQuery('?tags=ok,%3Cscript%3E,a%20b&status=done,LATE&flags=isActive,bogus&createdFrom=2026-13-45&createdTo=2026-02-01&features=f1').filter;
  assert.equal(filter.recordSets.tags, ['ok']);
  assert.equal(filter.statuses, ['DONE']);
  assert.equal(filter.flags, { isActive: true, hideCompleted: false });
  assert.equal(filter.dates.createdAt, { from: null, to: '2026-02-01' });
  assert.not.ok('features' in filter.recordSets, 'the product has no features to filter by');
});

url('the server gets the chosen parts only; a new filter is a new query', () => {
  assert.equal(listFilterFields(NO_LIST_FILTER), {});
  assert.equal(listFilterFields(CHOSEN), {
    projects: ['3'],
    products: ['p1'],
    workflows: ['w1', 'w2'],
    authors: ['r1'],
    owners: ['o1'],
    assignees: ['r2'],
    openAssignees: ['r3'],
    tags: ['g1'],
    recursive: false,
    statuses: ['SCHEDULED', 'DONE'],
    isActive: true,
    hideCompleted: true,
    createdAfter: '2026-01-01T00:00:00.000Z',
    createdBefore: '2026-03-31T23:59:59.999Z',
    etaBefore: '2026-06-30T23:59:59.999Z',
  });
  // A To day before the From day is not sent (the panel says why next to the fields).
  assert.equal(listFilterFields({ ...NO_LIST_FILTER, dates: { ...NO_LIST_FILTER.dates, createdAt: { from: '2026-03-01', to: '2026-02-01' } } }), {});
  assert.not.ok(sameQuery(DEFAULT_LIST_QUERY, { ...DEFAULT_LIST_QUERY, filter: CHOSEN }));
  const reordered = { ...CHOSEN, recordSets: { ...CHOSEN.recordSets, workflows: ['w2', 'w1'] } };
  assert.ok(sameQuery({ ...DEFAULT_LIST_QUERY, filter: CHOSEN }, { ...DEFAULT_LIST_QUERY, filter: reordered }), 'the order of chosen ids does not matter');
  assert.is(listFilterCount(CHOSEN), 13);
  assert.not.ok(hasListFilter(DEFAULT_LIST_QUERY));
});

url('the list shows drafts and published tickets, or only archived ones', () => {
  assert.equal(stagesOf(DEFAULT_LIST_QUERY), ['DRAFT', 'PUBLISHED']);
  assert.equal(stagesOf({ archived: true }), ['ARCHIVED']);
  const rows = [row(1), row(2, { publication: 'ARCHIVED' }), row(3, { publication: 'DRAFT' })];
  assert.equal(filterRows(rows, DEFAULT_LIST_QUERY).map((r) => r.id), ['t1', 't3']);
  assert.equal(filterRows(rows, { ...DEFAULT_LIST_QUERY, archived: true }).map((r) => r.id), ['t2']);
  assert.not.ok(sameQuery(DEFAULT_LIST_QUERY, { ...DEFAULT_LIST_QUERY, archived: true }));
});

url.run();
