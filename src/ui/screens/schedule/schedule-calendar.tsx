/**
 * The schedule's month calendar: weeks from Monday with each day's ETAs (p80) and deliveries, today
 * marked, previous and next month, and the same month as a list (what a screen reader or a narrow
 * screen reads best). The month shown is in the address (?month=2026-11).
 */
import { MonthBar, WeekdayHeader } from '../time/month-bar.tsx';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { Link } from 'wouter';
import { MONTH_TICKET_LIMIT } from '../../../application/schedule/schedule-area.ts';
import { monthCounts, monthSpan, scheduleMonth, type CalendarEntry, type ScheduleDay } from '../../../domain/schedule/schedule-calendar.ts';
import type { ScheduleRow } from '../../../domain/schedule/schedule-rows.ts';
import { orgPath } from '../../../domain/shared/org-routes.ts';
import { formatDate, monthKey, monthLabel, monthOf, parseMonth, wallClock, type Month } from '../../../domain/time/blackout-calendar.ts';
import { useApp } from '../../app-context.tsx';
import { useWork } from '../../work-context.tsx';
import { LoadingLine, RetryError } from '../work/tickets/ticket-bits.tsx';
import { useAddressQuery, useSchedule, useScheduleZone } from './use-schedule.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function entryText(entry: CalendarEntry<ScheduleRow>): string {
  return `${entry.kind === 'delivered' ? 'Delivered' : 'ETA'}: #${entry.ticket.localId} ${entry.ticket.title}${entry.atRisk ? ' (At Risk)' : ''}`;
}

function Entry({ entry, compact }: { readonly entry: CalendarEntry<ScheduleRow>; readonly compact?: boolean }) {
  const { scope } = useWork();
  const text = entryText(entry);
  return (
    <Link
      className="schedule-entry"
      data-kind={entry.kind}
      data-at-risk={entry.atRisk || undefined}
      href={orgPath(scope.orgId, `ticket/${entry.ticket.id}/view`)}
      title={text}
      aria-label={compact ? text : undefined}
    >
      {compact ? (
        <>
          <span aria-hidden="true">{entry.kind === 'delivered' ? '✓ ' : entry.atRisk ? '! ' : ''}</span>#{entry.ticket.localId} {entry.ticket.title}
        </>
      ) : (
        text
      )}
    </Link>
  );
}

export function ScheduleCalendar() {
  useSignals();
  const schedule = useSchedule();
  const zone = useScheduleZone();
  const { now } = useApp();
  const today = wallClock(now(), zone).date;
  const [params, setParams] = useAddressQuery();
  const asked = params.get('month');
  const month = parseMonth(asked) ?? monthOf(today);
  const key = monthKey(month);
  const span = monthSpan(month, zone);
  const model = useMemo(() => schedule.month(span.from, span.to), [schedule, key, zone]);
  const setMonth = (next: Month) => {
    const changed = new URLSearchParams(params);
    changed.set('month', monthKey(next));
    setParams(changed);
  };
  // A month the address cannot mean (?month=2026-13) is replaced by the month shown.
  const badMonth = asked !== null && parseMonth(asked) === null;
  useEffect(() => {
    if (badMonth) setMonth(month);
  }, [badMonth]);

  const state = model.state.value;
  const label = monthLabel(month);
  const weeks = state.status === 'loaded' ? scheduleMonth(month, state.value.tickets, zone) : null;
  return (
    <section className="schedule-calendar" aria-labelledby="schedule-month">
      <MonthBar month={month} today={today} headingId="schedule-month" onMonth={setMonth} />
      {state.status === 'loading' ? <LoadingLine label="Reading the schedule" /> : null}
      {state.status === 'failed' ? <RetryError title="Could not read the schedule." message={state.message} onRetry={() => void model.refresh()} /> : null}
      {weeks && state.status === 'loaded' ? (
        <>
          <MonthSummary weeks={weeks} truncated={state.value.truncated} />
          <div className="blackout-grid-wrap">
            <table className="blackout-grid schedule-grid">
              <caption className="visually-hidden">ETAs and deliveries in {label}, by week</caption>
              <WeekdayHeader />
              <tbody>
                {weeks.map((week) => (
                  <tr key={week[0]!.date}>
                    {week.map((day) => (
                      <DayCell key={day.date} day={day} today={day.date === today} />
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <DayList weeks={weeks} label={label} />
        </>
      ) : null}
    </section>
  );
}

/** How many ETAs (at risk) and deliveries the month holds; a note when the month had more tickets than are read. */
function MonthSummary({ weeks, truncated }: { readonly weeks: readonly (readonly ScheduleDay[])[]; readonly truncated: boolean }) {
  const { etas, atRisk, delivered } = monthCounts(weeks);
  return (
    <p className="schedule-month-summary">
      {plural(etas, 'ETA', 'ETAs')}
      {atRisk > 0 ? <span className="at-risk-mark"> ({atRisk} At Risk)</span> : null}, {plural(delivered, 'ticket delivered', 'tickets delivered')} this month.
      {truncated ? <span className="muted"> Only the first {MONTH_TICKET_LIMIT.toLocaleString('en-US')} of each are shown: the list page has them all.</span> : null}
    </p>
  );
}

/** At most this many entries in a day cell; the rest are counted ('+3 more') and listed below the grid. */
const CELL_ENTRIES = 3;

function DayCell({ day, today }: { readonly day: ScheduleDay<ScheduleRow>; readonly today: boolean }) {
  const shown = day.entries.slice(0, CELL_ENTRIES);
  const more = day.entries.length - shown.length;
  return (
    <td className="blackout-day schedule-day" data-outside={day.inMonth ? undefined : true} data-today={today || undefined} aria-current={today ? 'date' : undefined}>
      <span className="blackout-day-number">
        <span className="visually-hidden">{formatDate(day.date)}</span>
        <span aria-hidden="true">{day.day}</span>
      </span>
      {shown.length > 0 ? (
        <ul className="blackout-day-entries">
          {shown.map((entry) => (
            <li key={`${entry.kind}-${entry.ticket.id}`}>
              <Entry entry={entry} compact />
            </li>
          ))}
          {more > 0 ? <li className="schedule-more">+{more} more</li> : null}
        </ul>
      ) : null}
    </td>
  );
}

function DayList({ weeks, label }: { readonly weeks: readonly (readonly ScheduleDay<ScheduleRow>[])[]; readonly label: string }) {
  const days = weeks.flat().filter((day) => day.inMonth && day.entries.length > 0);
  return (
    <>
      <h3 className="blackout-list-heading">ETAs and deliveries in {label}</h3>
      {days.length === 0 ? (
        <p className="muted">No ETAs and nothing delivered this month.</p>
      ) : (
        <ul className="blackout-day-list schedule-day-list">
          {days.map((day) => (
            <li key={day.date}>
              <span className="blackout-day-name">{formatDate(day.date)}</span>
              <ul>
                {day.entries.map((entry) => (
                  <li key={`${entry.kind}-${entry.ticket.id}`}>
                    <Entry entry={entry} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
