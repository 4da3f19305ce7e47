/** The search results: a count, one card per ticket (its page a link away), Load more by cursor, and the empty and error states. */
import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { Link } from 'wouter';
import type { SearchModel } from '../../../../application/work/search-model.ts';
import { orgPath } from '../../../../domain/shared/org-routes.ts';
import { SCHEDULE_STATUS_LABELS, SEARCH_EMPTY, type SearchRow } from '../../../../domain/work/search-query.ts';
import { assigneesOf } from '../../../../domain/work/ticket-types.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { useLoadMoreFocus } from '../../../components/use-load-more-focus.ts';
import { useWork } from '../../../work-context.tsx';
import { Assignees, DisplayDate, DueDate, LoadingLine, RetryError, StateBadge, TagChip } from '../tickets/ticket-bits.tsx';

function ResultRow({ row, orgId }: { readonly row: SearchRow; readonly orgId: string }) {
  const closed = row.status === 'DONE' || row.status === 'CANCELLED';
  return (
    <li className="search-result" data-ticket={row.localId}>
      <div className="search-result-head">
        <Link className="search-result-title" href={orgPath(orgId, `ticket/${row.id}/view`)}>
          <span className="search-result-id">#{row.localId}</span> {row.title}
        </Link>
        <StateBadge state={row.displayState} />
      </div>
      <dl className="search-result-facts">
        <div>
          <dt>Schedule</dt>
          <dd>{SCHEDULE_STATUS_LABELS[row.status]}</dd>
        </div>
        <div>
          <dt>Project</dt>
          <dd>{row.project?.name ?? <span className="muted">—</span>}</dd>
        </div>
        {row.product ? (
          <div>
            <dt>Product</dt>
            <dd>{row.product.name}</dd>
          </div>
        ) : null}
        <div>
          <dt>Owner</dt>
          <dd>{row.owner?.name ?? <span className="muted">—</span>}</dd>
        </div>
        <div>
          <dt>Assignees</dt>
          <dd>
            <Assignees people={assigneesOf(row)} />
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            <DisplayDate iso={row.createdAt} />
          </dd>
        </div>
        {row.dueDate ? (
          <div>
            <dt>Due</dt>
            <dd>
              <DueDate iso={row.dueDate} closed={closed} />
            </dd>
          </div>
        ) : null}
        {row.eta ? (
          <div>
            <dt>ETA</dt>
            <dd>
              <DisplayDate iso={row.eta} />
            </dd>
          </div>
        ) : null}
        {row.closedAt ? (
          <div>
            <dt>Closed</dt>
            <dd>
              <DisplayDate iso={row.closedAt} />
            </dd>
          </div>
        ) : null}
      </dl>
      {row.tags.length > 0 ? (
        <p className="search-result-tags">
          <span className="visually-hidden">Tags: </span>
          {row.tags.map((tag) => (
            <TagChip key={tag.id} tag={tag} />
          ))}
        </p>
      ) : null}
    </li>
  );
}

export function SearchResults({ model }: { readonly model: SearchModel }) {
  useSignals();
  const { scope } = useWork();
  const state = model.results.value;
  const list = useRef<HTMLOListElement>(null);
  const loading = state.status === 'loaded' && state.more === 'loading';
  const loadFocus = useLoadMoreFocus({
    count: state.status === 'loaded' ? state.connection.nodes.length : 0,
    loading,
    hasMore: state.status === 'loaded' && state.connection.pageInfo.hasNextPage,
    // The first result it loaded: its title is its link.
    focusRow: (index) => list.current?.querySelectorAll<HTMLElement>('.search-result-title')[index]?.focus(),
  });
  if (state.status === 'loading') return <LoadingLine label="Searching" />;
  if (state.status === 'failed') return <RetryError title="Could not search the tickets." message={state.message} onRetry={model.reload} />;
  const { nodes, totalCount, pageInfo } = state.connection;
  const refreshing = model.refreshing.value;
  const filtered = model.activeCount.value > 0 || model.filter.value.search.trim() !== '';
  return (
    <div className="search-results-body" data-refreshing={refreshing || undefined}>
      <p className="search-total" aria-live="polite">
        {refreshing ? 'Updating… ' : ''}
        {totalCount === 1 ? '1 ticket' : `${totalCount} tickets`}
        {nodes.length < totalCount ? ` · ${nodes.length} shown` : ''}
      </p>
      {nodes.length === 0 ? (
        <EmptyState
          title={filtered ? SEARCH_EMPTY.title : 'No tickets here yet'}
          {...(filtered ? { subtitle: model.activeCount.value > 0 ? SEARCH_EMPTY.hintFilters : SEARCH_EMPTY.hintText } : {})}
        >
          {model.activeCount.value > 0 ? (
            <button type="button" className="button" onClick={model.clear}>
              Clear the filters
            </button>
          ) : null}
        </EmptyState>
      ) : (
        <ol className="search-result-list" aria-label="Search results" ref={list}>
          {nodes.map((row) => (
            <ResultRow key={row.id} row={row} orgId={scope.orgId} />
          ))}
        </ol>
      )}
      {state.more === 'failed' ? <p className="field-error">Could not load more tickets.</p> : null}
      {pageInfo.hasNextPage ? (
        <LoadMoreButton className="button search-more" loading={loading} failed={state.more === 'failed'} loadFocus={loadFocus} onLoad={() => void model.loadMore()} />
      ) : null}
    </div>
  );
}
