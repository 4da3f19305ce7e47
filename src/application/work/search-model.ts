/**
 * The search page (/search, /search/{projectId}): the §3 search filter, kept in the filters machine
 * of the account's UI state (set, update, clear and toggleAllUntagged of src/domain/work/filters.ts),
 * its results by cursor, and the CSV export of every result. Typing waits a moment on the runtime's
 * Clock before the server is asked; any other change asks at once. A newer question makes an older
 * answer moot. The page writes the filter into the URL and gives it back on Back (applyUrl).
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { Effect } from 'effect';
import * as Filters from '../../domain/work/filters.ts';
import { mergeMoreTickets, type Connection } from '../../domain/shared/lists.ts';
import { searchCsv, searchCsvFileName } from '../../domain/work/search-csv.ts';
import { hasRecords, searchVariables, withoutUnknownRecords, type SearchRow } from '../../domain/work/search-query.ts';
import { WORK_LIMITS } from '../../domain/work/work.ts';
import { describeError } from '../shared/error-text.ts';
import type { RequestError } from '../shared/errors.ts';
import type { MachineModel } from '../shared/machine-model.ts';
import { TicketSearchGateway } from './ticket-search-gateway.port.ts';
import { run, type Outcome, type Runner } from '../shared/run.ts';
import type { PickListsModel } from './ticket-pick-lists-model.ts';

/** How long typing rests before the server is asked. */
export const SEARCH_TEXT_DEBOUNCE_MS = 300;
/** Results per page on the page. */
export const SEARCH_PAGE_SIZE = 50;

type Flag = keyof typeof Filters.SEARCH_FLAG_LABELS;

/** The results: the first page loading, failed with nothing shown, or rows (while a newer search or the next page runs). */
export type SearchResultsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly connection: Connection<SearchRow>; readonly more: 'idle' | 'loading' | 'failed' };

/** The CSV export: not running, fetching every page (so far / in all), done, or failed (nothing else is lost). */
export type ExportState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly loaded: number; readonly total: number | null }
  | { readonly status: 'done'; readonly count: number; readonly fileName: string }
  | { readonly status: 'failed'; readonly message: string };

/** Where a change of the filter came from. */
export type ChangeSource = 'open' | 'text' | 'control' | 'url';

/** A file for the view to hand to the browser. */
export interface CsvFile {
  readonly fileName: string;
  readonly text: string;
}

/** What the search filter panel works with: the filter and its changes (the search page's model, or edit_tickets'). */
export type SearchFilterControls = Pick<SearchModel, 'projectId' | 'filter' | 'activeCount' | 'update' | 'toggleFlag' | 'toggleAllUntagged' | 'clear'>;

export interface SearchModel {
  readonly projectId: string | null;
  readonly filter: ReadonlySignal<Filters.SearchFilter>;
  /** How many parts of the filter narrow the results (text, sort and recursive aside). */
  readonly activeCount: ReadonlySignal<number>;
  readonly results: ReadonlySignal<SearchResultsState>;
  /** A newer search is being answered while older rows show. */
  readonly refreshing: ReadonlySignal<boolean>;
  readonly exporting: ReadonlySignal<ExportState>;
  /**
   * What made the filter what it is: the page opening (and dropping unknown ids), typing, another
   * control, or a URL read again. The page adds a history entry only for 'control'.
   */
  readonly changedBy: ReadonlySignal<ChangeSource>;
  readonly setText: (text: string) => void;
  /** Changes parts of the filter (a record set, a date range, the sort…); the rest stays. */
  readonly update: (patch: Filters.FilterPatch<Filters.SearchFilter>) => void;
  readonly toggleFlag: (flag: Flag) => void;
  readonly toggleAllUntagged: () => void;
  /** Back to the defaults, the text kept. */
  readonly clear: () => void;
  /** Takes the filter a URL says (Back, a link followed while the page shows). */
  readonly applyUrl: (filter: Filters.SearchFilter) => void;
  readonly loadMore: () => Promise<void>;
  /** Asks again (the retry of a failed search). */
  readonly reload: () => void;
  /** Fetches every result page by page and builds the CSV; null when it failed (the state says why) or one is running. */
  readonly exportCsv: () => Promise<CsvFile | null>;
  readonly dispose: () => void;
}

export interface SearchDeps {
  readonly runner: Runner<TicketSearchGateway>;
  readonly filters: MachineModel<Filters.State, Filters.Event>;
  readonly pickLists: PickListsModel;
  /** The current time (ms), for the export's file name. */
  readonly now: () => number;
}

export interface SearchOptions {
  /** The project of /search/{projectId}; null searches the whole organization. */
  readonly projectId: string | null;
  /** The filter the URL holds when the page opens. */
  readonly initial: Filters.SearchFilter;
  readonly pageSize?: number;
}

/** Builds the page's model: takes the URL's filter and asks for the first page. */
export function createSearchModel(deps: SearchDeps, { projectId, initial, pageSize = SEARCH_PAGE_SIZE }: SearchOptions): SearchModel {
  const { runner, filters, pickLists, now } = deps;
  filters.send({ type: 'set', kind: 'search', filter: initial });
  const filter = computed(() => filters.state.value.search);
  const results = signal<SearchResultsState>({ status: 'loading' });
  const exporting = signal<ExportState>({ status: 'idle' });
  const pending = signal(false);
  const changedBy = signal<ChangeSource>('open');
  let controller: AbortController | null = null;
  let generation = 0;
  let disposed = false;

  const page = (after: string | null, first: number, asked: Filters.SearchFilter) =>
    TicketSearchGateway.use((gateway) => gateway.page({ variables: searchVariables(asked, projectId), first, after }));

  async function fetchFresh(delay: number): Promise<void> {
    controller?.abort();
    const mine = new AbortController();
    controller = mine;
    const ticket = ++generation;
    pending.value = true;
    const asked = filter.value;
    const program = delay > 0 ? Effect.sleep(delay).pipe(Effect.andThen(page(null, pageSize, asked))) : page(null, pageSize, asked);
    const outcome = await run(runner, program, { signal: mine.signal });
    if (ticket !== generation) return;
    pending.value = false;
    controller = null;
    if (outcome.status === 'success') results.value = { status: 'loaded', connection: mergeMoreTickets(null, outcome.value, null), more: 'idle' };
    else if (outcome.status === 'failure') results.value = { status: 'failed', message: describeError(outcome.error) };
  }

  /** Drops the ids of products, workflows and tags the organization does not have (once the pick lists are known). */
  function known(next: Filters.SearchFilter): Filters.SearchFilter {
    const picks = pickLists.state.value;
    if (picks.status !== 'loaded') return next;
    const { products, workflows, tags } = picks.lists;
    return withoutUnknownRecords(next, {
      products: new Set(products.map((record) => record.id)),
      workflows: new Set(workflows.map((record) => record.id)),
      tags: new Set(tags.map((record) => record.id)),
    });
  }

  /** Sends a filter event and asks again when the filter changed. */
  function send(event: Filters.Event, source: ChangeSource, delay = 0): void {
    const before = filter.value;
    filters.send(event);
    if (filter.value === before) return;
    changedBy.value = source;
    if (results.value.status === 'failed') results.value = { status: 'loading' };
    if (exporting.value.status !== 'running') exporting.value = { status: 'idle' };
    void fetchFresh(delay);
  }

  async function start(): Promise<void> {
    const loading = pickLists.load();
    if (hasRecords(filter.value)) {
      // A shared link may name a product or tag deleted since: the server refuses unknown ids, so they go first.
      await loading;
      if (disposed) return;
      changedBy.value = 'open';
      filters.send({ type: 'set', kind: 'search', filter: known(filter.value) });
    }
    await fetchFresh(0);
  }

  async function loadMore(): Promise<void> {
    const current = results.value;
    if (current.status !== 'loaded' || current.more === 'loading' || pending.value || !current.connection.pageInfo.hasNextPage) return;
    const ticket = generation;
    const after = current.connection.pageInfo.endCursor;
    results.value = { ...current, more: 'loading' };
    const outcome = await run(runner, page(after, pageSize, filter.value));
    const latest = results.value;
    if (ticket !== generation || latest.status !== 'loaded') return;
    if (outcome.status === 'success') results.value = { ...latest, connection: mergeMoreTickets(latest.connection, outcome.value, after), more: 'idle' };
    else results.value = { ...latest, more: 'failed' };
  }

  async function exportCsv(): Promise<CsvFile | null> {
    if (exporting.value.status === 'running') return null;
    const asked = filter.value;
    exporting.value = { status: 'running', loaded: 0, total: null };
    let connection: Connection<SearchRow> | null = null;
    let after: string | null = null;
    // Page by page, each as large as the server gives, until the cursor says there is no more.
    for (;;) {
      const outcome: Outcome<Connection<SearchRow>, RequestError> = await run(runner, page(after, WORK_LIMITS.page, asked));
      if (disposed) return null;
      if (outcome.status !== 'success') {
        exporting.value = { status: 'failed', message: outcome.status === 'failure' ? describeError(outcome.error) : 'The export was stopped' };
        return null;
      }
      connection = mergeMoreTickets(connection, outcome.value, after);
      exporting.value = { status: 'running', loaded: connection.nodes.length, total: outcome.value.totalCount };
      const next: Connection<SearchRow>['pageInfo'] = outcome.value.pageInfo;
      if (!next.hasNextPage || next.endCursor === null || outcome.value.nodes.length === 0) break;
      after = next.endCursor;
    }
    const fileName = searchCsvFileName(now());
    exporting.value = { status: 'done', count: connection.nodes.length, fileName };
    return { fileName, text: searchCsv(connection.nodes) };
  }

  void start();

  return {
    projectId,
    filter,
    activeCount: computed(() => Filters.countActiveFilters(filter.value)),
    results,
    refreshing: computed(() => pending.value && results.value.status === 'loaded'),
    exporting,
    changedBy,
    setText: (text) => send({ type: 'update', kind: 'search', patch: { search: text } }, 'text', SEARCH_TEXT_DEBOUNCE_MS),
    update: (patch) => send({ type: 'update', kind: 'search', patch }, 'control'),
    toggleFlag: (flag) => send({ type: 'update', kind: 'search', patch: { flags: { [flag]: !filter.value.flags[flag] } } }, 'control'),
    toggleAllUntagged: () => send({ type: 'toggleAllUntagged' }, 'control'),
    clear: () => send({ type: 'clear', kind: 'search' }, 'control'),
    applyUrl: (next) => send({ type: 'set', kind: 'search', filter: known(next) }, 'url'),
    loadMore,
    reload: () => {
      if (results.value.status === 'failed') results.value = { status: 'loading' };
      void fetchFresh(0);
    },
    exportCsv,
    dispose: () => {
      disposed = true;
      generation++;
      controller?.abort();
    },
  };
}
