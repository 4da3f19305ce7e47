/**
 * /issue/{issueId}/view: one support case. The client's timeline as the client sees it, with the
 * internal notes (marked as never shown to the client) and bookkeeping between; the status,
 * assignee and linked ticket; a composer to reply or add a note. Opening the case reads it.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link } from 'wouter';
import type { InboxCaseModel } from '../../../../application/support-inbox-area.ts';
import { formatDisplayDate } from '../../../../domain/dates.ts';
import type { IssueStatus } from '../../../../domain/issue.ts';
import { orgPath } from '../../../../domain/org-routes.ts';
import { INBOX_TEXTS, inboxTimeline, ISSUE_STATUS_LABELS, ISSUE_STATUSES, type InboxCase, type InboxTimelineItem, type SupportTicketLink } from '../../../../domain/support-inbox.ts';
import { useApp } from '../../../app-context.tsx';
import { Avatar } from '../../../components/avatar.tsx';
import { GenericError } from '../../../components/generic-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
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

/**
 * A select whose every choice is saved at once. It stays enabled while a change is saved (a
 * disabled select would drop the focus to the page): it shows the latest choice, and when the
 * person moves on while a save runs (arrow keys), only the last choice is sent after it.
 */
function useSavedChoice(current: string, save: (value: string) => Promise<unknown>): { readonly shown: string; readonly choose: (value: string) => void } {
  const [wanted, setWanted] = useState<string | null>(null);
  const latest = useRef<string | null>(null);
  const running = useRef(false);
  const choose = (value: string) => {
    latest.current = value;
    setWanted(value);
    if (running.current) return;
    running.current = true;
    void (async () => {
      try {
        let sent: string | null = null;
        while (latest.current !== null && latest.current !== sent) {
          sent = latest.current;
          await save(sent);
        }
      } finally {
        running.current = false;
        latest.current = null;
        setWanted(null);
      }
    })();
  };
  return { shown: wanted ?? current, choose };
}

function StatusControl({ model, issue, writable }: { readonly model: InboxCaseModel; readonly issue: InboxCase; readonly writable: boolean }) {
  useSignals();
  const id = useId();
  const busy = model.saving.value.has('status');
  const { shown, choose } = useSavedChoice(issue.status, (value) => model.changeStatus(value as IssueStatus));
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={id}>
        Status
      </label>
      <select
        id={id}
        className="form-select"
        value={shown}
        disabled={!writable}
        aria-busy={busy || undefined}
        onChange={(event) => choose(event.target.value)}
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
  const { shown, choose } = useSavedChoice(current?.id ?? '', (value) => model.assign(value || null));
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={id}>
        Assignee
      </label>
      <select id={id} className="form-select" value={shown} disabled={!writable} aria-busy={busy || undefined} onChange={(event) => choose(event.target.value)}>
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
  const current = useRef<HTMLParagraphElement>(null);
  const search = useRef<HTMLInputElement>(null);
  // Which ticket is being linked ('' for unlinking): that button is pending, the others wait.
  const [pending, setPending] = useState<string | null>(null);
  // The pressed button is gone after a change: the focus goes to what took its place, the linked
  // ticket (or, after unlinking, the search box), in the same commit, so it never rests on the page.
  const [handOff, setHandOff] = useState<'ticket' | 'search' | null>(null);
  useLayoutEffect(() => {
    if (handOff === null) return;
    const target = handOff === 'ticket' ? current.current?.querySelector<HTMLElement>('a') : search.current;
    if (!target) return;
    target.focus();
    setHandOff(null);
  }, [handOff, issue.ticket?.id]);
  const link = async (ticketId: string | null) => {
    if (pending !== null) return;
    setPending(ticketId ?? '');
    try {
      const result = await model.linkTicket(ticketId);
      if (result.ok) {
        setText('');
        setFound(null);
        setError(null);
        setHandOff(ticketId !== null ? 'ticket' : 'search');
      } else setError(result.message);
    } finally {
      setPending(null);
    }
  };
  return (
    <section className="inbox-ticket" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="form-label">
        Linked ticket
      </h2>
      {issue.ticket ? (
        <p className="inbox-ticket-current" ref={current}>
          <Link href={orgPath(scope.orgId, `ticket/${issue.ticket.id}/view`)}>
            #{issue.ticket.localId} {issue.ticket.title}
          </Link>
          {writable ? (
            <Button className="button button-small inbox-unlink" isPending={pending === ''} onPress={() => void link(null)}>
              {pending === '' ? <Spinner /> : null}
              Unlink
            </Button>
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
          <input ref={search} id={id} className="form-input" placeholder="#number or title" value={text} onChange={(event) => setText(event.target.value)} />
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
                <Button className="button button-small" isPending={pending === row.id} onPress={() => void link(row.id)}>
                  {pending === row.id ? <Spinner /> : null}
                  Link #{row.localId} {row.title}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
