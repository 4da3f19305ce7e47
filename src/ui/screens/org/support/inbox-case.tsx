/**
 * /issue/{issueId}/view: one support case. The client's timeline as the client sees it, with the
 * internal notes (marked as never shown to the client) and bookkeeping between; the status,
 * assignee and linked ticket; a composer to reply or add a note. Opening the case reads it.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { InboxCaseModel } from '../../../../application/support-inbox-area.ts';
import { formatDisplayDate } from '../../../../domain/dates.ts';
import type { IssueStatus } from '../../../../domain/issue.ts';
import { orgPath } from '../../../../domain/org-routes.ts';
import { INBOX_TEXTS, inboxTimeline, ISSUE_STATUS_LABELS, ISSUE_STATUSES, type InboxCase, type InboxTimelineItem, type SupportTicketLink } from '../../../../domain/support-inbox.ts';
import { useApp } from '../../../app-context.tsx';
import { Avatar } from '../../../components/avatar.tsx';
import { GenericError } from '../../../components/generic-error.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useWork } from '../../../work-context.tsx';
import { TimelineEntry } from '../../support/case-timeline.tsx';
import { StatusChip } from './inbox-bits.tsx';
import { InboxComposer } from './inbox-composer.tsx';

export function InboxCasePage({ issueId }: { readonly issueId: string }) {
  useSignals();
  const { area, scope } = useWork();
  const model = useMemo(() => area.support.openCase(issueId), [area, issueId]);
  const state = model.state.value;
  usePageTitle(state.status === 'loaded' ? `Case #${state.issue.localId}` : INBOX_TEXTS.pageTitle);
  const back = (
    <Link className="inbox-back" href={orgPath(scope.orgId, 'issue')}>
      ← All cases
    </Link>
  );
  switch (state.status) {
    case 'loading':
      return (
        <main className="org-page inbox-case-page">
          {back}
          <div className="case-skeleton" aria-busy="true" aria-label="Loading the case">
            <div className="skeleton skeleton-title" />
            <div className="skeleton skeleton-block" />
            <div className="skeleton skeleton-block" />
          </div>
        </main>
      );
    case 'missing':
      return (
        <main className="org-page org-status">
          <h1>Case not found</h1>
          <p>This support case does not exist in this organization.</p>
          {back}
        </main>
      );
    case 'failed':
      return (
        <main className="org-page">
          <GenericError detail={state.message} onRetry={() => void model.reload()} />
        </main>
      );
    case 'loaded':
      return <LoadedCase model={model} issue={state.issue} back={back} />;
    default: {
      const _never: never = state;
      return _never;
    }
  }
}

function LoadedCase({ model, issue, back }: { readonly model: InboxCaseModel; readonly issue: InboxCase; readonly back: React.ReactNode }) {
  const { scope } = useWork();
  const now = useApp().now();
  const writable = scope.permissions.write;
  return (
    <main className="org-page inbox-case-page">
      {back}
      <header className="inbox-case-header">
        <div className="inbox-case-title">
          <h1>
            #{issue.localId} {issue.name}
          </h1>
          <StatusChip status={issue.status} />
        </div>
        <p className="inbox-case-client">
          <a href={`mailto:${issue.email}`}>{issue.email}</a> · opened <time dateTime={issue.createdAt}>{formatDisplayDate(issue.createdAt, now)}</time>
        </p>
      </header>
      <div className="inbox-case-layout">
        <div className="inbox-case-main">
          <ol className="timeline inbox-timeline" aria-label="Conversation and internal notes">
            {inboxTimeline(issue).map((item) => (
              <InboxEntry key={item.id} item={item} clientName={issue.name} now={now} />
            ))}
          </ol>
          {writable ? <InboxComposer model={model} issue={issue} /> : <p className="inbox-readonly muted">Visitors read cases; they cannot reply or change them.</p>}
        </div>
        <aside className="inbox-case-side" aria-label="Case details">
          <StatusControl model={model} issue={issue} writable={writable} />
          <AssigneeControl model={model} issue={issue} writable={writable} />
          <TicketControl model={model} issue={issue} writable={writable} />
        </aside>
      </div>
    </main>
  );
}

function InboxEntry({ item, clientName, now }: { readonly item: InboxTimelineItem; readonly clientName: string; readonly now: number }) {
  const when = (
    <time className="entry-time" dateTime={item.at}>
      {formatDisplayDate(item.at, now)}
    </time>
  );
  switch (item.kind) {
    case 'SupportNote':
      return (
        <li className="entry entry-note" data-kind="SupportNote">
          <div className="entry-meta">
            <span className="author">
              <Avatar name={item.author?.name ?? 'Support'} url={item.author?.avatarUrl ?? null} />
              <span className="author-name">{item.author?.name ?? 'Support'}</span>
            </span>
            {when}
          </div>
          <div className="bubble bubble-text bubble-note">
            <p className="note-label">{INBOX_TEXTS.noteLabel}</p>
            {item.body}
          </div>
        </li>
      );
    case 'SetAssignee':
    case 'SetTicket':
    case 'ChangeStatus':
      return (
        <li className="entry entry-system" data-kind={item.kind}>
          <p>
            <strong>{item.author?.name ?? 'Support'}</strong> {item.text} {when}
          </p>
        </li>
      );
    default:
      return <TimelineEntry item={item} clientName={clientName} now={now} />;
  }
}

function StatusControl({ model, issue, writable }: { readonly model: InboxCaseModel; readonly issue: InboxCase; readonly writable: boolean }) {
  useSignals();
  const id = useId();
  const busy = model.saving.value.has('status');
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={id}>
        Status
      </label>
      <select
        id={id}
        className="form-select"
        value={issue.status}
        disabled={!writable || busy}
        onChange={(event) => void model.changeStatus(event.target.value as IssueStatus)}
      >
        {ISSUE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ISSUE_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      {issue.status === 'RESOLVED' && writable ? <p className="field-hint">Choose New or Processing to reopen the case.</p> : null}
    </div>
  );
}

function AssigneeControl({ model, issue, writable }: { readonly model: InboxCaseModel; readonly issue: InboxCase; readonly writable: boolean }) {
  useSignals();
  const id = useId();
  const members = model.members.value ?? [];
  const busy = model.saving.value.has('assignee');
  const current = issue.assignee;
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={id}>
        Assignee
      </label>
      <select id={id} className="form-select" value={current?.id ?? ''} disabled={!writable || busy} onChange={(event) => void model.assign(event.target.value || null)}>
        <option value="">Nobody</option>
        {current && !members.some((member) => member.id === current.id) ? <option value={current.id}>{current.name}</option> : null}
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function TicketControl({ model, issue, writable }: { readonly model: InboxCaseModel; readonly issue: InboxCase; readonly writable: boolean }) {
  useSignals();
  const { scope } = useWork();
  const id = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<readonly SupportTicketLink[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(0);
  const busy = model.saving.value.has('ticket');
  const link = async (ticketId: string | null) => {
    const result = await model.linkTicket(ticketId);
    if (result.ok) {
      setText('');
      setFound(null);
      setError(null);
    } else setError(result.message);
  };
  return (
    <section className="inbox-ticket" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="form-label">
        Linked ticket
      </h2>
      {issue.ticket ? (
        <p className="inbox-ticket-current">
          <Link href={orgPath(scope.orgId, `ticket/${issue.ticket.id}/view`)}>
            #{issue.ticket.localId} {issue.ticket.title}
          </Link>
          {writable ? (
            <button type="button" className="button button-quiet button-small" disabled={busy} onClick={() => void link(null)}>
              Unlink
            </button>
          ) : null}
        </p>
      ) : (
        <p className="muted">No ticket linked.</p>
      )}
      {writable ? (
        <form
          className="add-text-form"
          role="search"
          aria-label="Find a ticket to link"
          onSubmit={async (event) => {
            event.preventDefault();
            const mine = ++asked.current;
            const rows = await model.findTickets(text);
            if (mine === asked.current) setFound(rows.filter((row) => row.id !== issue.ticket?.id));
          }}
        >
          <label className="visually-hidden" htmlFor={id}>
            Find a ticket to link
          </label>
          <input id={id} className="form-input" placeholder="#number or title" value={text} onChange={(event) => setText(event.target.value)} />
          <button type="submit" className="button" disabled={text.trim() === ''}>
            Find
          </button>
        </form>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {found !== null ? (
        found.length === 0 ? (
          <p className="muted">No ticket matches.</p>
        ) : (
          <ul className="dependency-results" aria-label="Matching tickets">
            {found.map((row) => (
              <li key={row.id}>
                <button type="button" className="button button-small" disabled={busy} onClick={() => void link(row.id)}>
                  Link #{row.localId} {row.title}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
