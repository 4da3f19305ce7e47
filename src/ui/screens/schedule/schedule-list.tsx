/**
 * The schedule list: the published, scheduled tickets ordered by ETA (or number, or title), each
 * with its ETA (p80) and the p50 beside it, its due date and 'At Risk' when the ETA passes it, its
 * assignees and display state; the ticket's page a link away; Load more by cursor. The order is in
 * the address (?sort=title&dir=desc).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useRef, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import type { ScheduleListState } from '../../../application/schedule/schedule-area.ts';
import { Link } from 'wouter';
import { nextScheduleOrder, rowAtRisk, SCHEDULE_SORT_LABELS, scheduleOrderOf, type ScheduleOrder, type ScheduleRow, type ScheduleSort } from '../../../domain/schedule/schedule-rows.ts';
import { orgPath } from '../../../domain/shared/org-routes.ts';
import { assigneesOf } from '../../../domain/work/ticket-types.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { useLoadMoreFocus } from '../../components/use-load-more-focus.ts';
import { useWork } from '../../work-context.tsx';
import { Assignees, DisplayDate, DueDate, LoadingLine, RetryError, StateBadge } from '../work/tickets/ticket-bits.tsx';
import { useAddressQuery, useSchedule } from './use-schedule.ts';

export function ScheduleList() {
  useSignals();
  const schedule = useSchedule();
  const { scope } = useWork();
  const [params, setParams] = useAddressQuery();
  const order = scheduleOrderOf(params.toString());
  const model = useMemo(() => schedule.list(order), [schedule, order.sort, order.direction]);
  const sortBy = (sort: ScheduleSort) => {
    const next = nextScheduleOrder(order, sort);
    const changed = new URLSearchParams(params);
    changed.set('sort', next.sort);
    changed.set('dir', next.direction === 'ASC' ? 'asc' : 'desc');
    setParams(changed);
  };
  const state = model.state.value;
  const sortBar = (
    <div className="schedule-sort" role="group" aria-label="Order">
      <span className="schedule-sort-label" aria-hidden="true">
        Order by
      </span>
      {(['eta', 'localId', 'title'] as const).map((sort) => (
        <Button key={sort} className="button button-small" onPress={() => sortBy(sort)} aria-pressed={order.sort === sort} aria-label={sortLabel(sort, order)}>
          {SCHEDULE_SORT_LABELS[sort]}
          <span aria-hidden="true">{order.sort === sort ? (order.direction === 'ASC' ? ' ↑' : ' ↓') : ''}</span>
        </Button>
      ))}
    </div>
  );
  let content: ReactNode;
  if (state.status === 'loading') content = <LoadingLine label="Reading the scheduled tickets" />;
  else if (state.status === 'failed') content = <RetryError title="Could not read the scheduled tickets." message={state.message} onRetry={() => void model.reload()} />;
  else if (state.connection.totalCount === 0) {
    content = (
      <EmptyState title="Nothing is scheduled yet" subtitle="Schedule tickets from a ticket's page, or pick several in a list and schedule them together: their ETAs appear here.">
        <Link className="button" href={orgPath(scope.orgId, 'ticket')}>
          Go to the tickets
        </Link>
      </EmptyState>
    );
  } else content = <Rows state={state} order={order} orgId={scope.orgId} onMore={() => void model.loadMore()} />;
  // The order buttons stay in place while another order loads: the one pressed keeps the focus.
  return (
    <div className="schedule-list">
      {sortBar}
      {content}
    </div>
  );
}

function Rows({ state, order, orgId, onMore }: { readonly state: Extract<ScheduleListState, { status: 'loaded' }>; readonly order: ScheduleOrder; readonly orgId: string; readonly onMore: () => void }) {
  const { nodes, totalCount, pageInfo } = state.connection;
  const body = useRef<HTMLTableSectionElement>(null);
  const loadFocus = useLoadMoreFocus({
    count: nodes.length,
    loading: state.more === 'loading',
    hasMore: pageInfo.hasNextPage,
    // The first row it loaded: its ticket's link.
    focusRow: (index) => body.current?.querySelectorAll<HTMLElement>('.schedule-ticket a')[index]?.focus(),
  });
  return (
    <>
      <p className="schedule-list-total" aria-live="polite">
        {totalCount === 1 ? '1 scheduled ticket' : `${totalCount} scheduled tickets`}
        {nodes.length < totalCount ? ` · ${nodes.length} shown` : ''}
      </p>
      <table className="schedule-table">
        <caption className="visually-hidden">
          Scheduled tickets by {SCHEDULE_SORT_LABELS[order.sort].toLowerCase()}, {order.direction === 'ASC' ? 'ascending' : 'descending'}
        </caption>
        <thead>
          <tr>
            <th scope="col" aria-sort={ariaSort('localId', order)}>
              Ticket
            </th>
            <th scope="col" aria-sort={ariaSort('eta', order)}>
              ETA (80%)
            </th>
            <th scope="col">50%</th>
            <th scope="col">Due</th>
            <th scope="col">Assignees</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody ref={body}>
          {nodes.map((row) => (
            <Row key={row.id} row={row} orgId={orgId} />
          ))}
        </tbody>
      </table>
      {state.more === 'failed' ? <p className="field-error">Could not load more tickets: {state.moreError}</p> : null}
      {pageInfo.hasNextPage ? (
        // Pending, not disabled, while it loads: the focus stays on it.
        <Button
          className="button schedule-more-button"
          isPending={state.more === 'loading'}
          onPress={() => {
            loadFocus.pressed();
            onMore();
          }}
        >
          {state.more === 'loading' ? 'Loading…' : state.more === 'failed' ? 'Try again' : 'Load more'}
        </Button>
      ) : null}
    </>
  );
}

/** A column's aria-sort: how the rows are ordered by it, or none. */
const ariaSort = (sort: ScheduleSort, order: ScheduleOrder) => (order.sort === sort ? (order.direction === 'ASC' ? 'ascending' : 'descending') : undefined);

/** What pressing a sort button does, said whole: this order, or the same turned around. */
function sortLabel(sort: ScheduleSort, order: ScheduleOrder): string {
  const name = SCHEDULE_SORT_LABELS[sort];
  if (order.sort !== sort) return `Order by ${name}`;
  return `Ordered by ${name}, ${order.direction === 'ASC' ? 'ascending' : 'descending'}: turn around`;
}

function Row({ row, orgId }: { readonly row: ScheduleRow; readonly orgId: string }) {
  const atRisk = rowAtRisk(row);
  return (
    <tr data-ticket={row.localId} data-at-risk={atRisk || undefined}>
      <th scope="row" className="schedule-ticket">
        <Link href={orgPath(orgId, `ticket/${row.id}/view`)}>
          <span className="schedule-ticket-number">#{row.localId}</span> {row.title}
        </Link>
      </th>
      <td data-label="ETA (80%)">
        <DisplayDate iso={row.eta} />
        {atRisk ? <span className="at-risk-mark"> · At Risk</span> : null}
      </td>
      <td data-label="50%">
        <DisplayDate iso={row.etaP50} />
      </td>
      <td data-label="Due">
        <DueDate iso={row.dueDate} closed={false} />
      </td>
      <td data-label="Assignees">
        <Assignees people={assigneesOf(row)} />
      </td>
      <td data-label="State">
        <StateBadge state={row.displayState} />
      </td>
    </tr>
  );
}
