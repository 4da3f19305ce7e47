/**
 * A list of tickets for any page: the tickets page, favourites, the explorer's view and search
 * tabs. Text filter, display-state chips and the Archived toggle (folded behind one Filters button
 * when the list is narrow), the §3 filter panel where the page has one, sortable columns, virtualized rows (only the visible
 * ones and an overscan are in the DOM), selection with a bulk action bar, 'Load more' and loading
 * as the end comes into view, and the edit modal on Enter or the row's Edit button.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { TicketQueryFilter } from '../../../../application/work/ticket-gateway.port.ts';
import type { TicketListModel } from '../../../../application/work/ticket-list-model.ts';
import { hasListFilter, listFilterCount, PAGE_SIZES, type ListQuery } from '../../../../domain/work/ticket-list-query.ts';
import { ticketListQueryString, type UrlListQuery } from '../../../../domain/work/ticket-list-url.ts';
import { DISPLAY_STATE_LABELS, DISPLAY_STATES } from '../../../../domain/work/work.ts';
import { READ_ONLY_MESSAGE } from '../../../../domain/shared/role.ts';
import { useAccountArea } from '../../../account-context.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { useLoadMoreFocus } from '../../../components/use-load-more-focus.ts';
import { useWork } from '../../../work-context.tsx';
import { BulkBar } from './bulk-bar.tsx';
import { LoadingLine, RetryError } from './ticket-bits.tsx';
import { TicketEditModal } from './ticket-edit-modal.tsx';
import { TicketRows, type RowFocus } from './ticket-rows.tsx';

/** Which tickets a list shows (the server filters; see TicketFilterInput in schema/work.graphql). */
export interface TicketListFilter {
  readonly projects?: readonly string[];
  /** Include sub-projects of `projects` (default true). */
  readonly recursive?: boolean;
  readonly search?: string;
  readonly favorite?: boolean;
}

export interface TicketListProps {
  /** Names the list's selection (§3 selected item ids per list). */
  readonly listId: string;
  readonly filter: TicketListFilter;
  /** Groups the rows by display state (the explorer's view tab). */
  readonly groupByState?: boolean;
  /** What an empty list says. */
  readonly emptyText?: string;
  /** The person's filter as the URL says it (the tickets page): taken at first and whenever the URL changes. */
  readonly urlQuery?: UrlListQuery;
  /** Told the person's filter whenever it changes (to write it into the URL). */
  readonly onQueryChange?: (query: ListQuery) => void;
  /** The §3 ticket filter's panel, opened by the toolbar's Filters button (the tickets page's and the explorer view's; other lists have none). */
  readonly filters?: (model: TicketListModel) => ReactNode;
}

function queryFilter(filter: TicketListFilter): TicketQueryFilter {
  return {
    ...(filter.projects ? { projects: filter.projects, recursive: filter.recursive ?? true } : {}),
    ...(filter.search?.trim() ? { search: filter.search.trim() } : {}),
    ...(filter.favorite ? { favorite: true } : {}),
  };
}

export function TicketList({ listId, filter, groupByState = false, emptyText, urlQuery, onQueryChange, filters }: TicketListProps) {
  useSignals();
  const { area, scope } = useWork();
  const { uiState } = useAccountArea();
  const filterKey = JSON.stringify(queryFilter(filter));
  const model = useMemo(
    // A list grouped by display state loads every page (see below): 100 tickets a load, not 10.
    () => area.tickets.list(uiState, { listId, filter: JSON.parse(filterKey) as TicketQueryFilter, ...(urlQuery || groupByState ? { initialQuery: { ...(groupByState ? { pageSize: 100 } : {}), ...urlQuery } } : {}) }),
    // The URL's query is read once here; later changes go through the effect below.
    [area, uiState, listId, filterKey],
  );
  useEffect(() => model.connect(), [model]);
  const urlKey = urlQuery ? ticketListQueryString(urlQuery) : null;
  useEffect(() => {
    // The URL changed under the list (Back, a link): the list follows it.
    if (urlQuery && urlKey !== ticketListQueryString(model.query.value)) model.applyQuery(urlQuery);
  }, [model, urlKey]);
  const listQuery = model.query.value;
  const queryKey = ticketListQueryString(listQuery);
  useEffect(() => {
    if (onQueryChange && queryKey !== urlKey) onQueryChange(listQuery);
  }, [queryKey]);
  const writable = scope.permissions.write;
  const state = model.state.value;
  const more = state.status === 'loaded' ? state.more : null;
  const hasMore = model.hasMore.value;
  useEffect(() => {
    // Groups by display state count the whole list (issue 25, bug 5): the next pages load by themselves.
    if (groupByState && more === 'idle' && hasMore) void model.loadMore();
  }, [model, groupByState, more, hasMore, state]);
  // Filled in by the rows: when Load more goes with the last page, the footer gives the focus to the first row it loaded.
  const rowFocus = useRef<RowFocus | null>(null);

  return (
    <section className="ticket-list" aria-label="Tickets" data-list={listId}>
      <ListToolbar model={model} filters={filters} />
      {state.status === 'loading' ? <LoadingLine label="Loading tickets" /> : null}
      {state.status === 'failed' ? <RetryError title="Could not load the tickets." message={state.message} onRetry={model.reload} /> : null}
      {state.status === 'loaded' ? (
        <>
          {writable ? <BulkBar list={model} /> : <p className="read-only-note">{READ_ONLY_MESSAGE}.</p>}
          {model.rows.value.length === 0 && !model.refreshing.value ? (
            <EmptyState
              title={
                model.query.value.search || model.query.value.displayStates.length > 0 || hasListFilter(model.query.value)
                  ? 'No tickets match'
                  : model.query.value.archived
                    ? 'No archived tickets'
                    : (emptyText ?? 'No tickets yet')
              }
            />
          ) : (
            <TicketRows list={model} groupByState={groupByState} selectable={writable} focus={rowFocus} />
          )}
          <ListFooter model={model} focusRow={(id) => rowFocus.current?.(id)} />
        </>
      ) : null}
      {model.editing.value !== null ? <TicketEditModal ticketId={model.editing.value} onClose={model.closeEdit} /> : null}
    </section>
  );
}

/**
 * The text filter, then one Filters button, then the display-state chips, Archived and the §3
 * filter panel. On a wide list the chips and Archived stay in view and the button (shown where
 * there is a panel) opens the panel; on a narrow list (tickets.css) the button folds them all,
 * and its count says how many of them are on.
 */
function ListToolbar({ model, filters }: { readonly model: TicketListModel; readonly filters: TicketListProps['filters'] }) {
  useSignals();
  const query = model.query.value;
  const [text, setText] = useState(query.search);
  const panelCount = listFilterCount(query.filter);
  const foldedCount = panelCount + query.displayStates.length + (query.archived ? 1 : 0);
  // A chosen §3 filter opens the panel at first.
  const [open, setOpen] = useState(panelCount > 0);
  const foldId = useId();
  useEffect(() => {
    // The query changed from elsewhere (the URL after Back): the field shows it.
    if (query.search !== text) setText(query.search);
  }, [query.search]);
  return (
    <div className="ticket-toolbar" data-panel={filters ? true : undefined} data-open={open || undefined}>
      <label className="ticket-search">
        <span className="visually-hidden">Filter tickets</span>
        <input
          type="search"
          className="form-input"
          placeholder="Filter by title or #number"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            model.setSearch(event.target.value);
          }}
        />
      </label>
      <button type="button" className="state-chip ticket-filters-toggle" aria-expanded={open} aria-controls={foldId} onClick={() => setOpen(!open)}>
        Filters
        {/* One count shows (the stylesheet picks it with the list's width), and only it is in the button's name. */}
        <span className="filters-count-wide">{panelCount > 0 ? ` (${panelCount})` : ''}</span>
        <span className="filters-count-narrow">{foldedCount > 0 ? ` (${foldedCount})` : ''}</span>
      </button>
      <div id={foldId} className="ticket-fold">
        <div className="state-chips" role="group" aria-label="Display states">
          {DISPLAY_STATES.map((state) => (
            <button key={state} type="button" className="state-chip" data-state={state} aria-pressed={query.displayStates.includes(state)} onClick={() => model.toggleState(state)}>
              {DISPLAY_STATE_LABELS[state]}
            </button>
          ))}
          {query.displayStates.length > 0 ? (
            <button type="button" className="state-chip state-chip-clear" onClick={model.clearStates}>
              Clear
            </button>
          ) : null}
        </div>
        <button type="button" className="state-chip state-chip-archived" aria-pressed={query.archived} onClick={() => model.setArchived(!query.archived)}>
          Archived
        </button>
        {filters ? (
          <div className="ticket-filters" hidden={!open}>
            {open ? filters(model) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

const listIdOf = (model: TicketListModel) => `ticket-list-${model.listId.replace(/[^\w-]/g, '_')}`;

function ListFooter({ model, focusRow }: { readonly model: TicketListModel; readonly focusRow: (id: string) => void }) {
  useSignals();
  const state = model.state.value;
  const nodes = state.status === 'loaded' ? state.connection.nodes : [];
  const loading = state.status === 'loaded' && state.more === 'loading';
  const hasMore = model.hasMore.value;
  const loadFocus = useLoadMoreFocus({
    count: nodes.length,
    loading,
    hasMore,
    focusRow: (index) => {
      const row = nodes[index];
      if (row) focusRow(row.id);
    },
  });
  if (state.status !== 'loaded') return null;
  const total = model.totalCount.value ?? 0;
  const loaded = nodes.length;
  return (
    <div className="ticket-footer">
      <p className="ticket-count" aria-live="polite">
        {model.refreshing.value ? 'Updating… ' : ''}
        {loaded < total ? `${loaded} of ${total} tickets loaded` : `${total} ${total === 1 ? 'ticket' : 'tickets'}`}
      </p>
      <span className="page-size">
        <label htmlFor={`${listIdOf(model)}-page-size`}>Tickets per load</label>
        <select id={`${listIdOf(model)}-page-size`} className="form-select" value={model.query.value.pageSize} onChange={(event) => model.setPageSize(Number(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </span>
      {state.more === 'failed' ? <span className="field-error">Could not load more tickets.</span> : null}
      {hasMore ? (
        <LoadMoreButton loading={loading} failed={state.more === 'failed'} loadFocus={loadFocus} onLoad={() => void model.loadMore()} />
      ) : null}
    </div>
  );
}
