/** Small pieces the tickets pages share: badges, tag chips, assignees, dates, a delayed loading line. */
import { tagColors } from '../../../../domain/shared/palette.ts';
import { formatDisplayDate } from '../../../../domain/shared/dates.ts';
import { dueDayOf, formatDueDate, isOverdue } from '../../../../domain/work/ticket-due-date.ts';
import { isAtRisk } from '../../../../domain/work/search-filter.ts';
import type { TicketDetail, TicketPerson, TicketTag } from '../../../../domain/work/ticket-types.ts';
import { DISPLAY_STATE_LABELS, type DisplayState } from '../../../../domain/work/work.ts';
import { useApp } from '../../../app-context.tsx';
import { Avatar } from '../../../components/avatar.tsx';
import { useDisplayZone } from '../../../components/display-zone.tsx';
import { Spinner } from '../../../components/spinner.tsx';

/** A display state as a coloured badge. */
export function StateBadge({ state }: { readonly state: DisplayState }) {
  return (
    <span className="state-badge" data-state={state}>
      {DISPLAY_STATE_LABELS[state]}
    </span>
  );
}

/** A tag in its colour. */
export function TagChip({ tag }: { readonly tag: TicketTag }) {
  const { background, foreground } = tagColors(tag.color);
  return (
    <span className="tag-chip" style={{ background, color: foreground }}>
      {tag.name}
    </span>
  );
}

/** People as overlapping avatars, their names for screen readers and on hover. */
export function Assignees({ people }: { readonly people: readonly TicketPerson[] }) {
  if (people.length === 0) return <span className="muted">—</span>;
  const names = people.map((person) => person.name).join(', ');
  return (
    <span className="assignees" title={names}>
      {people.slice(0, 3).map((person) => (
        <Avatar key={person.id} name={person.name} url={person.avatarUrl} size={24} />
      ))}
      {people.length > 3 ? <span className="assignees-more">+{people.length - 3}</span> : null}
      <span className="visually-hidden">{names}</span>
    </span>
  );
}

/** Formatted dates by instant, zone and hour of reading: formatting is costly, and long lists show many. */
const formatted = new Map<string, string>();

function displayDate(iso: string, now: number, timeZone: string | undefined): string {
  const key = `${iso}|${timeZone ?? ''}|${Math.floor(now / 3_600_000)}`;
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size > 50_000) formatted.clear();
    text = formatDisplayDate(iso, now, timeZone === undefined ? {} : { timeZone });
    formatted.set(key, text);
  }
  return text;
}

/** A date by the display rules of §9 ('Today, 14:05', 'Mar 3, 10:00', 'Mar 3, 2024'), in the zone dates are shown in (the profile's). */
export function DisplayDate({ iso }: { readonly iso: string | null }) {
  const { now } = useApp();
  const zone = useDisplayZone();
  if (!iso) return <span className="muted">—</span>;
  return <time dateTime={iso}>{displayDate(iso, now(), zone)}</time>;
}

/**
 * A ticket's projected finish: the ETA (p80) with the p50 beside it, 'At Risk' when it falls
 * after the due day, why a scheduled ticket has none, and a note while it is being projected.
 */
export function ProjectedEta({ ticket }: { readonly ticket: Pick<TicketDetail, 'eta' | 'etaP50' | 'projectionProblem' | 'projectionPending' | 'status' | 'dueDate'> }) {
  const late = isAtRisk(ticket);
  return (
    <span className="projected-eta" data-at-risk={late || undefined}>
      {ticket.eta ? (
        <>
          <DisplayDate iso={ticket.eta} />
          {ticket.etaP50 && ticket.etaP50 !== ticket.eta ? (
            <span className="muted">
              {' '}
              (50%: <DisplayDate iso={ticket.etaP50} />)
            </span>
          ) : null}
          {late ? <span className="at-risk-mark"> · At Risk</span> : null}
        </>
      ) : ticket.projectionProblem ? (
        <span className="projection-problem">None: {ticket.projectionProblem}</span>
      ) : (
        <span className="muted">—</span>
      )}
      {ticket.projectionPending ? <span className="muted projecting"> · projecting…</span> : null}
    </span>
  );
}

/** A loading line whose spinner and text appear only after 150 ms. */
export function LoadingLine({ label }: { readonly label: string }) {
  return (
    <p className="loading-line tickets-loading" aria-busy="true">
      <Spinner /> <span className="delayed">{label}…</span>
    </p>
  );
}

/** An error with the way to try again. */
export function RetryError({ title, message, onRetry }: { readonly title: string; readonly message: string; readonly onRetry: () => void }) {
  return (
    <div className="inline-error ticket-error" role="alert">
      <p>
        <strong>{title}</strong> {message}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** A due date as a day ('Tomorrow', 'Mar 3', 'Mar 3, 2027'), marked when it has passed on an open ticket. */
export function DueDate({ iso, closed }: { readonly iso: string | null; readonly closed: boolean }) {
  const { now } = useApp();
  const zone = useDisplayZone();
  if (!iso) return <span className="muted">—</span>;
  const at = now();
  const overdue = isOverdue(iso, closed, at, zone);
  return (
    <span className="due-date" data-overdue={overdue || undefined}>
      <time dateTime={dueDayOf(iso)}>{formatDueDate(iso, at, zone === undefined ? {} : { timeZone: zone })}</time>
      {overdue ? <span className="overdue-mark"> · overdue</span> : null}
    </span>
  );
}
