/**
 * What blocks the schedule and how to unblock it: the blockers by kind, each kind with what fixes
 * it, each blocker with a link to the ticket to fix (and the tickets it waits on, or the rest of a
 * loop); a person with no working hours links to their page for administrators.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { BLOCKER_KINDS, BLOCKER_TEXTS } from '../../../domain/schedule/schedule-blockers.ts';
import type { BlockerView } from '../../../domain/schedule/schedule-rows.ts';
import { orgPath } from '../../../domain/shared/org-routes.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { useWork } from '../../work-context.tsx';
import { LoadingLine, RetryError } from '../work/tickets/ticket-bits.tsx';
import { useSchedule } from './use-schedule.ts';

export function ScheduleBlocking() {
  useSignals();
  const schedule = useSchedule();
  const model = useMemo(() => schedule.blockers(), [schedule]);
  const state = model.state.value;
  if (state.status === 'loading') return <LoadingLine label="Looking for what blocks the schedule" />;
  if (state.status !== 'loaded') return <RetryError title="Could not read what blocks the schedule." message={state.status === 'failed' ? state.message : ''} onRetry={() => void model.refresh()} />;
  const blockers = state.value;
  if (blockers.length === 0) return <EmptyState title="Nothing blocks the schedule" subtitle="Every scheduled ticket can be projected: each open state has an assignee with working hours and an estimate, and nothing it waits on is stuck." />;
  const kinds = BLOCKER_KINDS.filter((kind) => blockers.some((blocker) => blocker.kind === kind));
  return (
    <div className="schedule-blocking">
      <p className="schedule-blocking-total">{blockers.length === 1 ? '1 thing blocks the schedule.' : `${blockers.length} things block the schedule.`}</p>
      {kinds.map((kind) => {
        const mine = blockers.filter((blocker) => blocker.kind === kind);
        return (
          <section key={kind} className="blocker-group" aria-labelledby={`blockers-${kind}`}>
            <h2 id={`blockers-${kind}`}>
              {BLOCKER_TEXTS[kind].heading} <span className="blocker-count">{mine.length}</span>
            </h2>
            <p className="blocker-fix">{BLOCKER_TEXTS[kind].fix}</p>
            <ul className="blocker-list">
              {mine.map((blocker) => (
                <Blocker key={blocker.id} blocker={blocker} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function Blocker({ blocker }: { readonly blocker: BlockerView }) {
  const { scope } = useWork();
  const ticketLink = (ticket: NonNullable<BlockerView['ticket']>) => (
    <Link href={orgPath(scope.orgId, `ticket/${ticket.id}/view`)}>
      #{ticket.localId} {ticket.title}
    </Link>
  );
  return (
    <li className="blocker" data-kind={blocker.kind}>
      <p className="blocker-message">{blocker.message}</p>
      <p className="blocker-links">
        {blocker.ticket ? <>Fix on {ticketLink(blocker.ticket)}</> : null}
        {blocker.related.length > 0 ? (
          <>
            {blocker.ticket ? ' · ' : ''}
            {blocker.kind === 'CYCLE' ? 'with ' : 'waits on '}
            {blocker.related.map((ticket, index) => (
              <span key={ticket.id}>
                {index > 0 ? ', ' : ''}
                {ticketLink(ticket)}
              </span>
            ))}
          </>
        ) : null}
        {blocker.person && blocker.ticket === null ? (
          scope.permissions.administer ? (
            <Link href={orgPath(scope.orgId, `admin/role/${blocker.person.id}/view`)}>{blocker.person.name}’s page</Link>
          ) : (
            <span className="muted">Ask {blocker.person.name} or an administrator to set their working week.</span>
          )
        ) : null}
      </p>
    </li>
  );
}
