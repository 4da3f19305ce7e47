/**
 * A ticket list (§3): pages of moreTickets by cursor, merged by id; a new sort, text or chip starts
 * afresh. The text waits a moment on the runtime's Clock (debounced here, not in the view) while the
 * rows already loaded are narrowed at once. Selection per list, select-all-loaded, and the rows
 * follow every ticket change told on the area's events.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { Effect } from 'effect';
import { mergeMoreTickets, type Connection } from '../../domain/shared/lists.ts';
import * as Selection from '../../domain/shared/selection.ts';
import * as TicketEdit from '../../domain/work/ticket-edit.ts';
import {
  DEFAULT_LIST_QUERY,
  filterRows,
  hasListFilter,
  rowMatcher,
  sameQuery,
  searchText,
  stagesOf,
  toggleDisplayState,
  listFilterFields,
  toggleSort,
  type ListFilter,
  type ListQuery,
  type SortField,
} from '../../domain/work/ticket-list-query.ts';
import type { TicketRow } from '../../domain/work/ticket-types.ts';
import { WORK_LIMITS, type DisplayState } from '../../domain/work/work.ts';
import { describeError } from '../shared/error-text.ts';
import type { MachineModel } from '../shared/machine-model.ts';
import { TicketGateway, type TicketQueryFilter } from './ticket-gateway.port.ts';
import { run, type Runner } from '../shared/run.ts';
import type { TicketEvent, TicketEvents } from './ticket-events.ts';
import { projectionPollDelays } from './ticket-model.ts';

/** How long typing rests before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The list: first page loading, failed with nothing shown, or rows (while a new query or a next page runs). */
export type TicketListState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | {
      readonly status: 'loaded';
      readonly connection: Connection<TicketRow>;
      /** The query these rows answer. */
      readonly answers: ListQuery;
      readonly more: 'idle' | 'loading' | 'failed';
    };

export interface TicketListModel {
  readonly listId: string;
  readonly state: ReadonlySignal<TicketListState>;
  readonly query: ReadonlySignal<ListQuery>;
  /** The rows to show: the server's answer, narrowed at once by a query it has not answered yet. */
  readonly rows: ReadonlySignal<readonly TicketRow[]>;
  /** The number of tickets matching (the server's count). */
  readonly totalCount: ReadonlySignal<number | null>;
  /** A new query is being answered while older rows show. */
  readonly refreshing: ReadonlySignal<boolean>;
  readonly hasMore: ReadonlySignal<boolean>;
  readonly selected: ReadonlySignal<readonly string[]>;
  /** The same ids as a set, for rows asking whether they are selected. */
  readonly selectedSet: ReadonlySignal<ReadonlySet<string>>;
  readonly allSelected: ReadonlySignal<boolean>;
  readonly setSearch: (text: string) => void;
  readonly toggleState: (state: DisplayState) => void;
  readonly clearStates: () => void;
  /** Takes these parts of a query at once (a URL read again after Back). */
  readonly applyQuery: (parts: Partial<ListQuery>) => void;
  /** Shows the archived tickets instead of the drafts and published ones, or back. */
  readonly setArchived: (archived: boolean) => void;
  /** Takes a §3 ticket or explorer filter (NO_LIST_FILTER limits nothing). */
  readonly setFilter: (filter: ListFilter) => void;
  readonly sortBy: (field: SortField) => void;
  /** Sorts by a field, in a direction (the explorer filter's sort). */
  readonly setSort: (field: SortField, direction: 'ASC' | 'DESC') => void;
  readonly setPageSize: (size: number) => void;
  /** The next page (ignored while one loads or none is left). */
  readonly loadMore: () => Promise<void>;
  /** Starts afresh with the current query (the retry of a failed load). */
  readonly reload: () => void;
  readonly toggleSelected: (id: string) => void;
  /** Selects every row shown, or clears when all are selected. */
  readonly toggleAll: () => void;
  readonly clearSelection: () => void;
  /** Opens the ticket edit modal on a ticket. */
  readonly edit: (id: string) => void;
  /** The ticket this list opened the edit modal on (null when none, or another list did). */
  readonly editing: ReadonlySignal<string | null>;
  /** Closes the edit modal. */
  readonly closeEdit: () => void;
  /** Follows ticket changes while a view shows the list; the returned function lets go (and cancels a load, resumed on the next connect). */
  readonly connect: () => () => void;
  /** Cancels what runs. */
  readonly dispose: () => void;
}

export interface TicketListDeps {
  readonly runner: Runner<TicketGateway>;
  readonly events: TicketEvents;
  readonly selection: MachineModel<Selection.State, Selection.Event>;
  readonly ticketEdit: MachineModel<TicketEdit.State, TicketEdit.Event>;
}

export interface TicketListOptions {
  readonly listId: string;
  /** The page's own filter (projects, favourites…), under the person's query. */
  readonly filter: TicketQueryFilter;
  readonly initialQuery?: Partial<ListQuery>;
  /** Starts loading at once (default true). */
  readonly start?: boolean;
}

/** Builds a list model and asks for its first page. */
export function createTicketListModel(deps: TicketListDeps, { listId, filter, initialQuery, start = true }: TicketListOptions): TicketListModel {
  const { runner, events, selection, ticketEdit } = deps;
  const query = signal<ListQuery>({ ...DEFAULT_LIST_QUERY, ...initialQuery });
  const state = signal<TicketListState>({ status: 'loading' });
  const pending = signal(false);
  let controller: AbortController | null = null;
  let generation = 0;
  /** The rows of the unfiltered list, kept while a filter narrows it, so clearing the filter brings them back at once. */
  let base: { readonly query: ListQuery; readonly connection: Connection<TicketRow> } | null = null;
  /** A fresh load was cancelled by a view going away, and is owed once a view connects again. */
  let interrupted = false;
  const unfiltered = (q: ListQuery) => searchText(q) === '' && q.displayStates.length === 0 && !q.archived && !hasListFilter(q);

  /** Shows rows (and remembers them when they are the unfiltered list's). */
  function show(next: TicketListState): void {
    state.value = next;
    if (next.status === 'loaded' && unfiltered(next.answers)) base = { query: next.answers, connection: next.connection };
    if (awaitsProjection(next)) void followProjection();
  }

  /** Rows in ETA order while the organization is being projected: their order and ETAs are about to change. */
  const awaitsProjection = (shown: TicketListState): boolean =>
    shown.status === 'loaded' && shown.answers.sortBy === 'eta' && shown.connection.nodes.some((row) => row.projectionPending);
  let following = false;
  let connected = false;
  /**
   * While rows in ETA order wait for a projection, asks for them again (after PROJECTION_POLL_MS,
   * then twice as long each time, up to the most, for PROJECTION_WATCH_MS in all), while a view
   * shows the list and nothing else is being asked, so the new order shows without a reload.
   */
  async function followProjection(): Promise<void> {
    if (following) return;
    following = true;
    try {
      for (const delay of projectionPollDelays()) {
        const slept = await run(runner, Effect.sleep(delay));
        if (slept.status !== 'success' || !connected || !awaitsProjection(state.value)) return;
        const shown = state.value;
        if (pending.value || shown.status !== 'loaded' || shown.more === 'loading') continue;
        // As many rows as are loaded, so the list keeps its length (and the place of whoever scrolled it).
        await fetchFresh(0, Math.min(WORK_LIMITS.page, Math.max(shown.answers.pageSize, shown.connection.nodes.length)));
      }
    } finally {
      following = false;
    }
  }

  const request = (q: ListQuery, after: string | null) => {
    const text = searchText(q);
    return TicketGateway.use((gateway) =>
      gateway.list({
        filter: { stages: stagesOf(q), ...listFilterFields(q.filter), ...filter, ...(text ? { search: text } : {}), ...(q.displayStates.length > 0 ? { displayStates: q.displayStates } : {}) },
        first: q.pageSize,
        after,
        sortBy: q.sortBy,
        sortDirection: q.sortDirection,
      }),
    );
  };

  /** Asks afresh for the current query, after `delay` ms on the runtime's Clock; `first` asks for more rows than a page at once. */
  async function fetchFresh(delay: number, first?: number): Promise<void> {
    controller?.abort();
    const mine = new AbortController();
    controller = mine;
    const ticket = ++generation;
    const asked = query.value;
    pending.value = true;
    const fetched = first === undefined ? request(asked, null) : request({ ...asked, pageSize: first }, null);
    const program = delay > 0 ? Effect.sleep(delay).pipe(Effect.andThen(fetched)) : fetched;
    const outcome = await run(runner, program, { signal: mine.signal });
    if (ticket !== generation) return;
    pending.value = false;
    controller = null;
    if (outcome.status === 'success') show({ status: 'loaded', connection: mergeMoreTickets(null, outcome.value, null), answers: asked, more: 'idle' });
    else if (outcome.status === 'failure') {
      if (state.value.status === 'loaded') state.value = { ...state.value, answers: asked, more: 'failed' };
      else state.value = { status: 'failed', message: describeError(outcome.error) };
    }
  }

  function changeQuery(next: ListQuery, delay: number): void {
    const before = query.value;
    query.value = next;
    if (sameQuery(before, next) && !pending.value) return;
    if (base !== null && unfiltered(next) && sameQuery(base.query, next)) {
      // Back to the unfiltered list: what was loaded shows again, nothing is asked.
      controller?.abort();
      controller = null;
      generation++;
      pending.value = false;
      show({ status: 'loaded', connection: base.connection, answers: base.query, more: 'idle' });
      return;
    }
    if (state.value.status === 'failed') state.value = { status: 'loading' };
    void fetchFresh(delay);
  }

  async function loadMore(): Promise<void> {
    const current = state.value;
    if (current.status !== 'loaded' || current.more === 'loading' || pending.value || !current.connection.pageInfo.hasNextPage) return;
    const ticket = generation;
    const after = current.connection.pageInfo.endCursor;
    state.value = { ...current, more: 'loading' };
    const outcome = await run(runner, request(current.answers, after));
    const now = state.value;
    if (ticket !== generation || now.status !== 'loaded') return;
    if (outcome.status === 'success') show({ ...now, connection: mergeMoreTickets(now.connection, outcome.value, after), more: 'idle' });
    else state.value = { ...now, more: 'failed' };
  }

  const rows = computed(() => {
    const current = state.value;
    if (current.status !== 'loaded') return [];
    return sameQuery(current.answers, query.value) ? current.connection.nodes : filterRows(current.connection.nodes, query.value);
  });
  const selected = computed(() => Selection.selectedIn(selection.state.value, listId));
  const selectedSet = computed<ReadonlySet<string>>(() => new Set(selected.value));

  /** A connection after a ticket event, or the same one when the event does not touch it. */
  function applyEvent(connection: Connection<TicketRow>, answers: ListQuery, event: TicketEvent): Connection<TicketRow> {
    if (event.type === 'changed') {
      const byId = new Map(event.rows.map((row) => [row.id, row]));
      let removed = 0;
      let touched = false;
      const nodes = connection.nodes.flatMap((row) => {
        const next = byId.get(row.id);
        if (next === undefined) return [row];
        touched = true;
        // A favourites list lets go of a ticket that is no longer a favourite, and a list of a stage of one moved to another (archived).
        if ((filter.favorite && !next.favorite) || !stagesOf(answers).includes(next.publication)) {
          removed++;
          return [];
        }
        return [next];
      });
      return touched ? { ...connection, nodes, totalCount: connection.totalCount - removed } : connection;
    }
    const { row } = event;
    const inProjects = filter.projects === undefined || (row.project !== null && filter.projects.includes(row.project.id));
    // A chosen ticket filter asks facts a row does not carry (authors, tags…): the list waits for the server.
    if (filter.favorite || !inProjects || hasListFilter(answers) || !rowMatcher(answers)(row) || connection.nodes.some((known) => known.id === row.id)) return connection;
    const newestFirst = answers.sortBy === 'createdAt' && answers.sortDirection === 'DESC';
    return { ...connection, nodes: newestFirst ? [row, ...connection.nodes] : [...connection.nodes, row], totalCount: connection.totalCount + 1 };
  }

  const opened = signal<string | null>(null);
  const onEvent = (event: TicketEvent) => {
    if (base !== null) base = { ...base, connection: applyEvent(base.connection, base.query, event) };
    const current = state.value;
    if (current.status !== 'loaded') return;
    const connection = applyEvent(current.connection, current.answers, event);
    if (connection !== current.connection) show({ ...current, connection });
  };

  if (start) void fetchFresh(0);

  return {
    listId,
    state,
    query,
    rows,
    totalCount: computed(() => (state.value.status === 'loaded' ? state.value.connection.totalCount : null)),
    refreshing: computed(() => pending.value && state.value.status === 'loaded'),
    hasMore: computed(() => state.value.status === 'loaded' && state.value.connection.pageInfo.hasNextPage),
    selected,
    selectedSet,
    allSelected: computed(() => {
      const chosen = selectedSet.value;
      return rows.value.length > 0 && rows.value.every((row) => chosen.has(row.id));
    }),
    setSearch: (text) => changeQuery({ ...query.value, search: text }, SEARCH_DEBOUNCE_MS),
    toggleState: (displayState) => changeQuery(toggleDisplayState(query.value, displayState), 0),
    clearStates: () => changeQuery({ ...query.value, displayStates: [] }, 0),
    setArchived: (archived) => changeQuery({ ...query.value, archived }, 0),
    setFilter: (ticketFilter) => changeQuery({ ...query.value, filter: ticketFilter }, 0),
    applyQuery: (parts) => changeQuery({ ...query.value, ...parts }, 0),
    sortBy: (field) => changeQuery(toggleSort(query.value, field), 0),
    setSort: (field, direction) => changeQuery({ ...query.value, sortBy: field, sortDirection: direction }, 0),
    setPageSize: (size) => changeQuery({ ...query.value, pageSize: size }, 0),
    loadMore,
    reload: () => {
      state.value = state.value.status === 'loaded' ? state.value : { status: 'loading' };
      void fetchFresh(0);
    },
    toggleSelected: (id) => selection.send({ type: Selection.isSelected(selection.state.value, listId, id) ? 'remove' : 'add', list: listId, ids: [id] }),
    toggleAll: () => {
      const ids = rows.value.map((row) => row.id);
      const chosen = selectedSet.value;
      const all = ids.length > 0 && ids.every((id) => chosen.has(id));
      selection.send(all ? { type: 'remove', list: listId, ids } : { type: 'add', list: listId, ids });
    },
    clearSelection: () => selection.send({ type: 'clear', list: listId }),
    edit: (id) => {
      opened.value = id;
      ticketEdit.send({ type: 'show', ticketId: id });
    },
    editing: computed(() => {
      const shown = TicketEdit.editedTicketId(ticketEdit.state.value);
      return shown !== null && shown === opened.value ? shown : null;
    }),
    closeEdit: () => {
      opened.value = null;
      ticketEdit.send({ type: 'hide' });
    },
    connect: () => {
      connected = true;
      if (awaitsProjection(state.value)) void followProjection();
      const unsubscribe = events.subscribe(onEvent);
      if (interrupted) {
        interrupted = false;
        void fetchFresh(0);
      }
      return () => {
        connected = false;
        unsubscribe();
        // A view that goes away cancels what it waits for; shown again, it asks again.
        if (pending.value) {
          controller?.abort();
          controller = null;
          generation++;
          pending.value = false;
          interrupted = true;
        }
      };
    },
    dispose: () => {
      generation++;
      controller?.abort();
    },
  };
}
