/**
 * /org/{orgId}/schedule, /schedule/list, /schedule/swimlanes, /schedule/gantt, /schedule/priorities and /schedule/blocking_tickets: where
 * the projections stand, and four views of the schedule: a month calendar of ETAs (p80) and
 * deliveries, the scheduled tickets by ETA, each person's lane of work, the gantt chart, the
 * priority rules with what each matches, and what blocks it; and, for owners and administrators,
 * the edit flow (edit_tickets, edit_priorities, edit_projections).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Loadable } from '../../../application/work/catalogue-load.ts';
import { scheduleStatusText } from '../../../domain/schedule/schedule-status.ts';
import type { ScheduleSummaryView } from '../../../domain/schedule/schedule-rows.ts';
import { orgPath, type ScheduleView } from '../../../domain/shared/org-routes.ts';
import { useApp } from '../../app-context.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useWork } from '../../work-context.tsx';
import { LoadingLine } from '../work/tickets/ticket-bits.tsx';
import { ScheduleBlocking } from './schedule-blocking.tsx';
import { ScheduleCalendar } from './schedule-calendar.tsx';
import { useSchedule, useScheduleZone } from './use-schedule.ts';
import { ScheduleList } from './schedule-list.tsx';
import { SchedulePriorities } from './schedule-priorities.tsx';

// Views of their own chunks (drag and drop, the chart): page-routes.ts preloads them with their addresses.
const ScheduleSwimlanes = lazy(() => import('./schedule-swimlanes.tsx').then((m) => ({ default: m.ScheduleSwimlanes })));
const ScheduleEdit = lazy(() => import('./schedule-edit.tsx').then((m) => ({ default: m.ScheduleEdit })));
const ScheduleGantt = lazy(() => import('./schedule-gantt.tsx').then((m) => ({ default: m.ScheduleGantt })));

const VIEWS: readonly { readonly view: ScheduleView; readonly label: string; readonly path: string; readonly title: string }[] = [
  { view: 'calendar', label: 'Calendar', path: 'schedule', title: 'Schedule' },
  { view: 'list', label: 'List', path: 'schedule/list', title: 'Schedule list' },
  { view: 'swimlanes', label: 'Swimlanes', path: 'schedule/swimlanes', title: 'Schedule swimlanes' },
  { view: 'gantt', label: 'Gantt', path: 'schedule/gantt', title: 'Schedule gantt chart' },
  { view: 'priorities', label: 'Priorities', path: 'schedule/priorities', title: 'Schedule priorities' },
  { view: 'blocking_tickets', label: 'Blocking', path: 'schedule/blocking_tickets', title: 'What blocks the schedule' },
];

/** How often where the projections stand is asked again while they are being projected. */
const PROJECTING_POLL_MS = 3000;

export function SchedulePages({ view }: { readonly view: ScheduleView }) {
  useSignals();
  const { scope } = useWork();
  const schedule = useSchedule();
  const editing = view === 'edit_tickets' || view === 'edit_priorities' || view === 'edit_projections';
  const current = VIEWS.find((entry) => entry.view === view) ?? { view, label: 'Edit the schedule', path: `schedule/${view}`, title: 'Edit the schedule' };
  usePageTitle(current.title);
  const summary = useMemo(() => schedule.summary(), [schedule]);
  // Each time a projection ends (projecting, then ready or failed), the view reads its tickets again.
  const [projected, setProjected] = useState(0);
  useProjectionWatch(summary.state.value, summary.refresh, () => setProjected((n) => n + 1));

  return (
    <main className="org-page schedule-page">
      <header className="schedule-head">
        <h1>{editing ? 'Edit the schedule' : 'Schedule'}</h1>
        <StatusLine state={summary.state.value} />
        {scope.permissions.administer && !editing ? (
          <Link className="button schedule-edit-link" href={orgPath(scope.orgId, 'schedule/edit_tickets')}>
            Edit the schedule
          </Link>
        ) : null}
      </header>
      <nav aria-label="Schedule views" className="project-tabs schedule-tabs">
        {VIEWS.map((entry) => (
          <Link key={entry.view} href={orgPath(scope.orgId, entry.path)} className="project-tab-link" aria-current={entry.view === view ? 'page' : undefined}>
            {entry.label}
          </Link>
        ))}
      </nav>
      <section className="schedule-view" aria-label={current.label}>
        <Suspense fallback={<LoadingLine label="Opening the view" />}>
          {view === 'swimlanes' ? (
            <ScheduleSwimlanes projected={projected} changed={() => void summary.refresh()} />
          ) : editing ? (
            <ScheduleEdit step={view} />
          ) : (
            <View view={view} key={`${view}:${projected}`} />
          )}
        </Suspense>
      </section>
    </main>
  );
}

function View({ view }: { readonly view: Exclude<ScheduleView, 'swimlanes' | 'edit_tickets' | 'edit_priorities' | 'edit_projections'> }) {
  switch (view) {
    case 'calendar':
      return <ScheduleCalendar />;
    case 'list':
      return <ScheduleList />;
    case 'gantt':
      return <ScheduleGantt />;
    case 'priorities':
      return <SchedulePriorities />;
    case 'blocking_tickets':
      return <ScheduleBlocking />;
    default: {
      const _never: never = view;
      return _never;
    }
  }
}

const projecting = (state: Loadable<ScheduleSummaryView>) => state.status === 'loaded' && (state.value.status === 'QUEUED' || state.value.status === 'PROCESSING');

/** While a projection is queued or running, asks again every few seconds; once it ends, says so. */
function useProjectionWatch(state: Loadable<ScheduleSummaryView>, refresh: () => Promise<void>, ended: () => void) {
  const was = useRef(false);
  const now = projecting(state);
  useEffect(() => {
    if (was.current && !now && state.status === 'loaded') ended();
    was.current = now;
    if (!now) return;
    const timer = setTimeout(() => void refresh(), PROJECTING_POLL_MS);
    return () => clearTimeout(timer);
  }, [state]);
}

function StatusLine({ state }: { readonly state: Loadable<ScheduleSummaryView> }) {
  const { now } = useApp();
  const { scope } = useWork();
  const zone = useScheduleZone();
  if (state.status === 'loading') return <p className="schedule-status muted">Reading where the schedule stands…</p>;
  if (state.status !== 'loaded') return <p className="schedule-status muted">Where the schedule stands could not be read.</p>;
  const summary = state.value;
  return (
    <p className="schedule-status" data-status={summary.status} role="status">
      <span className="schedule-status-badge">{STATUS_LABELS[summary.status]}</span> {scheduleStatusText(summary, now(), zone)}
      {summary.problems > 0 ? (
        <span className="schedule-problems">
          {' '}
          {summary.problems === 1 ? '1 scheduled ticket has no ETA: ' : `${summary.problems} scheduled tickets have no ETA: `}
          <Link href={orgPath(scope.orgId, 'schedule/blocking_tickets')}>see why</Link>.
        </span>
      ) : null}
    </p>
  );
}

const STATUS_LABELS: Readonly<Record<ScheduleSummaryView['status'], string>> = { QUEUED: 'Queued', PROCESSING: 'Projecting', READY: 'Ready', FAILED: 'Failed' };
