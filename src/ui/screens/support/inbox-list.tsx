/**
 * /issue: the organization's support cases, latest activity first. The filters (status, assignee,
 * unread, text) live in the URL, so a filtered inbox can be reloaded and shared; unread cases are
 * bold with a dot and say so to screen readers.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link, useLocation, useSearch } from 'wouter';
import type { InboxListModel } from '../../../application/support/support-inbox-area.ts';
import { useFormatDate } from '../../components/display-zone.tsx';
import { orgPath } from '../../../domain/shared/org-routes.ts';
import {
  DEFAULT_INBOX_FILTER,
  INBOX_TEXTS,
  inboxFilterFromSearch,
  inboxFilterToSearch,
  ISSUE_STATUS_LABELS,
  ISSUE_STATUSES,
  type AssigneeFilter,
  type InboxFilter,
  type InboxRow,
  withKnownAssignee,
} from '../../../domain/support/support-inbox.ts';
import { useApp } from '../../app-context.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { GenericError } from '../../components/generic-error.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useWork } from '../../work-context.tsx';
import { StatusChip } from './inbox-bits.tsx';

/** How long typing waits before the search goes to the URL (and the server). */
const SEARCH_DEBOUNCE_MS = 300;

export function InboxListPage() {
  useSignals();
  usePageTitle(INBOX_TEXTS.pageTitle);
  const { area, scope } = useWork();
  const [, navigate] = useLocation();
  const search = useSearch();
  const filter = inboxFilterFromSearch(search);
  const query = inboxFilterToSearch(filter);
  const model = useMemo(() => area.support.list(filter), [area, query]);
  const change = (next: InboxFilter) => navigate(`${orgPath(scope.orgId, 'issue')}${inboxFilterToSearch(next)}`, { replace: true });
  // What the URL said that is not a filter (a made-up status, a stray parameter) leaves the URL too.
  useEffect(() => {
    if (search !== '' && `?${search}` !== query) change(filter);
  }, [search]);

  return (
    <main className="org-page inbox-page">
      <header className="inbox-header">
        <h1>Support</h1>
        <Count model={model} />
      </header>
      <InboxFilters filter={filter} model={model} onChange={change} />
      <CaseList model={model} filtered={query !== ''} onClear={() => change(DEFAULT_INBOX_FILTER)} />
    </main>
  );
}

function Count({ model }: { readonly model: InboxListModel }) {
  useSignals();
  const state = model.state.value;
  if (state.status !== 'loaded') return null;
  const total = state.cases.totalCount;
  return <p className="inbox-count">{total === 1 ? '1 case' : `${total} cases`}</p>;
}

const assigneeValue = (assignee: AssigneeFilter): string => (typeof assignee === 'string' ? assignee : `role:${assignee.roleId}`);
const assigneeOf = (value: string): AssigneeFilter =>
  value === 'me' || value === 'unassigned' || value === 'any' ? value : { roleId: value.replace(/^role:/, '') };

function InboxFilters({ filter, model, onChange }: { readonly filter: InboxFilter; readonly model: InboxListModel; readonly onChange: (filter: InboxFilter) => void }) {
  useSignals();
  const ids = { status: useId(), assignee: useId(), text: useId(), unread: useId() };
  const known = model.members.value;
  const members = known ?? [];
  // A link naming someone who is not a member (stale or made up): once the members are known, the
  // assignee is dropped from the URL and the list shows everyone's cases.
  const checked = withKnownAssignee(filter, known === null ? null : known.map((member) => member.id));
  useEffect(() => {
    if (checked !== filter) onChange(checked);
  }, [known, assigneeValue(filter.assignee)]);
  const [text, setText] = useState(filter.text);
  // The URL changed from elsewhere (back button, Clear filters): the box follows it.
  useEffect(() => setText((typed) => (typed.trim() === filter.text ? typed : filter.text)), [filter.text]);
  useEffect(() => {
    if (text.trim() === filter.text.trim()) return;
    const timer = setTimeout(() => onChange({ ...filter, text }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const chosen = typeof checked.assignee === 'object' ? checked.assignee.roleId : null;
  return (
    <form className="inbox-filters" role="search" aria-label="Filter cases" onSubmit={(event) => (event.preventDefault(), onChange({ ...filter, text }))}>
      <div className="form-field inbox-filter-text">
        <label className="form-label" htmlFor={ids.text}>
          Search
        </label>
        <input id={ids.text} className="form-input" type="search" placeholder="Name, email or words of the request" value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <div className="form-field">
        <label className="form-label" htmlFor={ids.status}>
          Status
        </label>
        <select id={ids.status} className="form-select" value={filter.status ?? ''} onChange={(event) => onChange({ ...filter, status: (event.target.value || null) as InboxFilter['status'] })}>
          <option value="">Any status</option>
          {ISSUE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ISSUE_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-label" htmlFor={ids.assignee}>
          Assignee
        </label>
        <select id={ids.assignee} className="form-select" value={assigneeValue(checked.assignee)} onChange={(event) => onChange({ ...filter, assignee: assigneeOf(event.target.value) })}>
          <option value="any">Anyone</option>
          <option value="me">Me</option>
          <option value="unassigned">Nobody</option>
          {chosen !== null && known === null ? <option value={`role:${chosen}`}>Loading the members…</option> : null}
          {members.map((member) => (
            <option key={member.id} value={`role:${member.id}`}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      <label className="inbox-filter-unread" htmlFor={ids.unread}>
        <input id={ids.unread} type="checkbox" checked={filter.unreadOnly} onChange={(event) => onChange({ ...filter, unreadOnly: event.target.checked })} />
        Unread only
      </label>
    </form>
  );
}

function CaseList({ model, filtered, onClear }: { readonly model: InboxListModel; readonly filtered: boolean; readonly onClear: () => void }) {
  useSignals();
  const state = model.state.value;
  const list = useRef<HTMLUListElement>(null);
  // After "Show more cases" the focus goes to the first case it brought (the button may be gone); when
  // nothing came (a failure) it stays on the button.
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const count = state.status === 'loaded' ? state.cases.nodes.length : 0;
  useLayoutEffect(() => {
    if (focusRow === null) return;
    list.current?.querySelectorAll<HTMLElement>('.inbox-row-link')[focusRow]?.focus();
    setFocusRow(null);
  }, [focusRow, count]);
  const more = async () => {
    const before = count;
    await model.loadMore();
    setFocusRow(before);
  };
  switch (state.status) {
    case 'loading':
      return (
        <div className="inbox-loading" aria-busy="true" aria-label="Loading the cases">
          <div className="skeleton skeleton-block" />
          <div className="skeleton skeleton-block" />
          <div className="skeleton skeleton-block" />
        </div>
      );
    case 'failed':
      return <GenericError detail={state.message} onRetry={() => void model.reload()} />;
    case 'loaded': {
      const { nodes, pageInfo } = state.cases;
      if (nodes.length === 0) {
        return filtered ? (
          <EmptyState title={INBOX_TEXTS.emptyTitle} subtitle={INBOX_TEXTS.emptyFiltered}>
            <button type="button" className="button" onClick={onClear}>
              Clear filters
            </button>
          </EmptyState>
        ) : (
          <EmptyState title={INBOX_TEXTS.emptyTitle} subtitle={INBOX_TEXTS.emptyInbox} />
        );
      }
      return (
        <>
          <ul ref={list} className="inbox-list" aria-label="Support cases">
            {nodes.map((row) => (
              <CaseRow key={row.id} row={row} />
            ))}
          </ul>
          {pageInfo.hasNextPage ? (
            <Button className="button inbox-more" isPending={state.loadingMore} onPress={() => void more()}>
              {state.loadingMore ? <Spinner /> : null} Show more cases
            </Button>
          ) : null}
        </>
      );
    }
    default: {
      const _never: never = state;
      return _never;
    }
  }
}

function CaseRow({ row }: { readonly row: InboxRow }) {
  const formatDate = useFormatDate();
  const { scope } = useWork();
  const now = useApp().now();
  const firstLine = row.description.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  return (
    <li className="inbox-row" data-unread={row.unread || undefined}>
      <Link className="inbox-row-link" href={orgPath(scope.orgId, `issue/${row.id}/view`)}>
        <span className="inbox-row-top">
          {row.unread ? (
            <span className="inbox-unread-dot" role="img" aria-label={INBOX_TEXTS.unreadLabel} />
          ) : null}
          <span className="inbox-row-number">#{row.localId}</span>
          <span className="inbox-row-name">{row.name}</span>
          <span className="inbox-row-email">{row.email}</span>
          <time className="inbox-row-time" dateTime={row.lastActivityAt}>
            {formatDate(row.lastActivityAt, now)}
          </time>
        </span>
        <span className="inbox-row-summary">{firstLine}</span>
        <span className="inbox-row-meta">
          <StatusChip status={row.status} />
          <span className="inbox-row-assignee">{row.assignee ? `Assigned to ${row.assignee.name}` : 'Unassigned'}</span>
          {row.ticket ? <span className="inbox-row-ticket">#{row.ticket.localId} {row.ticket.title}</span> : null}
        </span>
      </Link>
    </li>
  );
}
