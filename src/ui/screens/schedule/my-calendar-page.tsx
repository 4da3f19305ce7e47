/**
 * /calendar, my calendar: a week in my time zone, Monday first, each day with my working hours,
 * the work sessions the last projection plans for me (the plan at PERT means: which task, when)
 * and the blackout times that include me; today marked; the week in the address (?week=2026-11-23).
 * On a narrow window one day shows at a time, picked from the week's days.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link } from 'wouter';
import type { SessionMe } from '../../../domain/accounts/session.ts';
import { durationText, weekInstants, weekOf, weekPlan, type WeekDayPlan } from '../../../domain/schedule/my-week.ts';
import { orgPath } from '../../../domain/shared/org-routes.ts';
import { addDays, formatDate, wallClock } from '../../../domain/time/blackout-calendar.ts';
import { DAY_NAMES } from '../../../domain/time/work-week.ts';
import { useApp } from '../../app-context.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useWork } from '../../work-context.tsx';
import { useBlackouts } from '../time/use-blackouts.ts';
import { LoadingLine, RetryError } from '../work/tickets/ticket-bits.tsx';
import { useAddressQuery, useSchedule, useScheduleZone } from './use-schedule.ts';

/** 'Mon, Nov 30': what a day's column is headed with (its full date is read out instead). */
const dayName = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDate = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function MyCalendarPage({ me }: { readonly me: SessionMe }) {
  useSignals();
  usePageTitle('My calendar');
  const role = me.role!;
  const schedule = useSchedule();
  const blackouts = useBlackouts();
  const zone = useScheduleZone();
  const { now } = useApp();
  const today = wallClock(now(), zone).date;
  const [params, setParams] = useAddressQuery();
  const monday = weekOf(params.get('week'), today);
  const { from, to } = weekInstants(monday, zone);
  const sessions = useMemo(() => schedule.workSessions(from, to), [schedule, from, to]);
  const times = useMemo(() => blackouts.all(), [blackouts]);
  const [picked, setPicked] = useState<string | null>(null);
  const setWeek = (next: string) => {
    const changed = new URLSearchParams(params);
    changed.set('week', next);
    setParams(changed);
    setPicked(null);
  };
  const thisWeek = weekOf(null, today);
  const sessionState = sessions.state.value;
  const timeState = times.state.value;
  const label = `${shortDate(monday)} – ${shortDate(addDays(monday, 6))}, ${monday.slice(0, 4)}`;

  let body;
  if (sessionState.status === 'loading' || timeState.status === 'loading') body = <LoadingLine label="Reading your week" />;
  else if (sessionState.status !== 'loaded') body = <RetryError title="Could not read your work sessions." message={sessionState.status === 'failed' ? sessionState.message : ''} onRetry={() => void sessions.refresh()} />;
  else if (timeState.status !== 'loaded') body = <RetryError title="Could not read the blackout times." message={timeState.status === 'failed' ? timeState.message : ''} onRetry={() => void times.refresh()} />;
  else {
    const days = weekPlan(monday, sessionState.value, role.workWeek, timeState.value, role.id, zone);
    const shown = picked ?? (days.some((day) => day.date === today) ? today : monday);
    const planned = days.reduce((sum, day) => sum + day.plannedMinutes, 0);
    body = (
      <>
        <p className="my-week-summary">
          {planned === 0 ? 'No work planned for you this week.' : `${durationText(planned)} of work planned for you this week`}
          {planned === 0 ? (
            <>
              {' '}
              <Link href={orgPath(me.organization!.id, 'schedule/list')}>See the schedule</Link>.
            </>
          ) : (
            '.'
          )}{' '}
          <span className="muted">Sessions follow the last projection, each task at its expected length.</span>
        </p>
        <div className="my-week-days" role="group" aria-label="Days of the week">
          {days.map((day) => (
            <Button key={day.date} className="button button-small my-week-day-button" aria-pressed={day.date === shown} onPress={() => setPicked(day.date)}>
              {DAY_NAMES[day.weekday].slice(0, 3)} {Number(day.date.slice(8, 10))}
            </Button>
          ))}
        </div>
        <ol className="my-week">
          {days.map((day) => (
            <Day key={day.date} day={day} today={day.date === today} shown={day.date === shown} />
          ))}
        </ol>
      </>
    );
  }

  return (
    <main className="org-page my-calendar">
      <header className="my-calendar-head">
        <h1>My calendar</h1>
        <p className="muted">
          Your week in {zone}: your working hours, the work the schedule plans for you and your time off.
        </p>
      </header>
      <div className="blackout-month-bar">
        <Button className="button button-small" onPress={() => setWeek(addDays(monday, -7))} aria-label={`Previous week, from ${shortDate(addDays(monday, -7))}`}>
          <span aria-hidden="true">‹ </span>Previous
        </Button>
        <h2 aria-live="polite">Week of {label}</h2>
        <Button className="button button-small" onPress={() => setWeek(addDays(monday, 7))} aria-label={`Next week, from ${shortDate(addDays(monday, 7))}`}>
          Next<span aria-hidden="true"> ›</span>
        </Button>
        <Button className="button button-small blackout-today" onPress={() => setWeek(thisWeek)} isDisabled={monday === thisWeek}>
          This week
        </Button>
      </div>
      {body}
    </main>
  );
}

function Day({ day, today, shown }: { readonly day: WeekDayPlan; readonly today: boolean; readonly shown: boolean }) {
  const { scope } = useWork();
  return (
    <li className="my-day" data-today={today || undefined} data-shown={shown || undefined} data-off={day.hours === null || undefined} aria-current={today ? 'date' : undefined}>
      <h3 className="my-day-name">
        <span aria-hidden="true">{dayName(day.date)}</span>
        <span className="visually-hidden">{formatDate(day.date)}</span>
        {today ? <span className="my-day-today"> · Today</span> : null}
      </h3>
      <p className="my-day-hours">{day.hours ? `Working ${day.hours.start}–${day.hours.stop}` : 'Day off'}</p>
      {day.timeOff.length > 0 ? (
        <ul className="my-day-off">
          {day.timeOff.map((off) => (
            <li key={`${off.occurrence.kind}-${off.occurrence.id}-${off.from}`}>
              {off.allDay ? 'All day' : `${off.from}–${off.to}`}: {off.occurrence.name}
            </li>
          ))}
        </ul>
      ) : null}
      {day.sessions.length > 0 ? (
        <ul className="my-day-sessions">
          {day.sessions.map((part) => (
            <li key={`${part.session.id}-${part.from}`} className="my-session">
              <span className="my-session-time">
                {part.from}–{part.to}
              </span>
              <Link href={orgPath(scope.orgId, `ticket/${part.session.ticket.id}/view`)}>
                #{part.session.ticket.localId} {part.session.ticket.title}
              </Link>
              <span className="my-session-state">
                {part.session.stateName} · {durationText(part.minutes)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="my-day-empty muted">No work planned</p>
      )}
    </li>
  );
}
