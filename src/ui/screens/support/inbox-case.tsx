/**
 * /issue/{issueId}/view: one support case. The client's timeline as the client sees it, with the
 * internal notes (marked as never shown to the client) and bookkeeping between; the status,
 * assignee and linked ticket; a composer to reply or add a note. Opening the case reads it.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link } from 'wouter';
import type { InboxCaseModel } from '../../../application/support/support-inbox-area.ts';
import { useFormatDate } from '../../components/display-zone.tsx';
import type { IssueStatus } from '../../../domain/support/issue.ts';
import { orgPath } from '../../../domain/shared/org-routes.ts';
import { INBOX_TEXTS, inboxTimeline, type InboxCase, type InboxTimelineItem, type SupportTicketLink } from '../../../domain/support/support-inbox.ts';
import { useApp } from '../../app-context.tsx';
import { Avatar } from '../../components/avatar.tsx';
import { GenericError } from '../../components/generic-error.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useWork } from '../../work-context.tsx';
import { TimelineEntry } from './case-timeline.tsx';
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
  const formatDate = useFormatDate();
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
          <a href={`mailto:${issue.email}`}>{issue.email}</a> · opened <time dateTime={issue.createdAt}>{formatDate(issue.createdAt, now)}</time>
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
  const formatDate = useFormatDate();
  const when = (
    <time className="entry-time" dateTime={item.at}>
      {formatDate(item.at, now)}
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

/** The status changes a member may make from each status: what the buttons say and where they lead. */
const STATUS_ACTIONS: Readonly<Record<IssueStatus, readonly { readonly label: string; readonly to: IssueStatus }[]>> = {
  NEW: [
    { label: 'Mark as processing', to: 'PROCESSING' },
    { label: 'Resolve case', to: 'RESOLVED' },
  ],
  PROCESSING: [{ label: 'Resolve case', to: 'RESOLVED' }],
  // Resolving is final (§4): the client was told it cannot be undone.
  RESOLVED: [],
};

/**
 * The status as explicit actions (never a select: passing over options with the arrow keys must not
 * resolve a case). Resolving asks first: it is final, and the client can no longer write. After a
 * change the focus goes to the first action the new status offers (on a resolved case, the line
 * that says it stays resolved), in the same commit, so it never rests on the page.
 */
function StatusControl({ model, issue, writable }: { readonly model: InboxCaseModel; readonly issue: InboxCase; readonly writable: boolean }) {
  useSignals();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<IssueStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // What gets the focus in the commit that shows it: the confirmation's Resolve, or the first action
  // once the case has the status asked for (the pressed button is gone by then).
  const focusNext = useRef<'confirm' | IssueStatus | null>(null);
  useLayoutEffect(() => {
    const want = focusNext.current;
    if (want === null) return;
    if (want !== 'confirm' && (issue.status !== want || (confirming && issue.status !== 'RESOLVED'))) return;
    const target = box.current?.querySelector<HTMLElement>(want === 'confirm' ? '.inbox-confirm button' : '.inbox-status-main button, .inbox-status-final');
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });
  const change = async (to: IssueStatus) => {
    if (pending !== null) return;
    setPending(to);
    setError(null);
    focusNext.current = to;
    try {
      const result = await model.changeStatus(to);
      if (!result.ok) {
        focusNext.current = issue.status;
        setError(result.message);
      }
    } finally {
      setConfirming(false);
      setPending(null);
    }
  };
  const showConfirm = confirming && issue.status !== 'RESOLVED';
  return (
    <section className="form-field inbox-status-control" aria-labelledby={`${id}-heading`} ref={box}>
      <h2 id={`${id}-heading`} className="form-label">
        Status
      </h2>
      <p className="inbox-status-now">
        <StatusChip status={issue.status} />
      </p>
      {!writable ? null : showConfirm ? (
        <div
          className="inbox-confirm"
          role="group"
          aria-labelledby={`${id}-confirm`}
          onKeyDown={(event) => {
            // Escape answers "no", as Cancel does, and the focus goes back to Resolve case.
            if (event.key !== 'Escape' || pending !== null) return;
            event.preventDefault();
            focusNext.current = issue.status;
            setConfirming(false);
          }}
        >
          <p id={`${id}-confirm`}>Resolve this case? The client can no longer write, and it cannot be reopened.</p>
          <div className="inbox-status-actions">
            <Button className="button button-primary button-small" isPending={pending === 'RESOLVED'} onPress={() => void change('RESOLVED')}>
              {pending === 'RESOLVED' ? <Spinner /> : null}
              Resolve
            </Button>
            <Button
              className="button button-small"
              onPress={() => {
                if (pending !== null) return;
                focusNext.current = issue.status;
                setConfirming(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : issue.status === 'RESOLVED' ? (
        <p className="field-hint inbox-status-final" tabIndex={-1}>
          Resolved cases stay resolved: the client was told this cannot be undone.
        </p>
      ) : (
        <div className="inbox-status-actions inbox-status-main">
          {STATUS_ACTIONS[issue.status].map((action) => (
            <Button
              key={action.label}
              className="button button-small"
              isPending={pending === action.to}
              onPress={() => {
                if (action.to === 'RESOLVED') {
                  focusNext.current = 'confirm';
                  setConfirming(true);
                } else void change(action.to);
              }}
            >
              {pending === action.to ? <Spinner /> : null}
              {action.label}
            </Button>
          ))}
        </div>
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The assignee: a select that only picks, and an Assign button that sends the choice (arrow keys on
 * the select send nothing). After assigning, the focus is back on the select.
 */
function AssigneeControl({ model, issue, writable }: { readonly model: InboxCaseModel; readonly issue: InboxCase; readonly writable: boolean }) {
  useSignals();
  const id = useId();
  const members = model.members.value ?? [];
  const current = issue.assignee;
  const [draft, setDraft] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const select = useRef<HTMLSelectElement>(null);
  const chosen = draft ?? current?.id ?? '';
  const changed = chosen !== (current?.id ?? '');
  const assign = async () => {
    if (pending || !changed) return;
    setPending(true);
    setError(null);
    try {
      const result = await model.assign(chosen || null);
      if (result.ok) {
        setDraft(null);
        select.current?.focus();
      } else setError(result.message);
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="form-field" role="group" aria-label="Assign the case">
      <label className="form-label" htmlFor={id}>
        Assignee
      </label>
      <div className="inbox-assign">
        <select ref={select} id={id} className="form-select" value={chosen} disabled={!writable} onChange={(event) => setDraft(event.target.value)}>
          <option value="">Nobody</option>
          {current && !members.some((member) => member.id === current.id) ? <option value={current.id}>{current.name}</option> : null}
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
        {writable ? (
          <Button className="button button-small" isPending={pending} isDisabled={!changed && !pending} onPress={() => void assign()}>
            {pending ? <Spinner /> : null}
            Assign
          </Button>
        ) : null}
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
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
