/**
 * /schedule/gantt: the scheduled tickets by project on a time axis (GanttChart: bars from the
 * planned start to p50, the p50–p80 band, dependency arrows, today, the days off of the people
 * filtered), zoomed by days, weeks or months, filtered to one person, or as a table (the chart's
 * alternative for assistive technology). The zoom, the person and the view are kept in the address.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useMemo } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link } from 'wouter';
import { ganttFiltered, parsePeople } from '../../../domain/schedule/gantt-data.ts';
import { GANTT_ZOOM_LABELS, GANTT_ZOOMS, ganttAtRisk, parseGanttZoom, type GanttZoom } from '../../../domain/schedule/gantt.ts';
import { orgPath } from '../../../domain/shared/org-routes.ts';
import { useApp } from '../../app-context.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { useWork } from '../../work-context.tsx';
import { LoadingLine, RetryError } from '../work/tickets/ticket-bits.tsx';
import { GanttChart, useGanttModel } from './gantt-chart.tsx';
import { GanttTable } from './gantt-table.tsx';
import { useAddressQuery, useSchedule, useScheduleZone } from './use-schedule.ts';

type GanttView = 'chart' | 'table';

export function ScheduleGantt() {
  useSignals();
  const schedule = useSchedule();
  const model = useMemo(() => schedule.gantt(), [schedule]);
  const state = model.state.value;
  if (state.status === 'loading') return <LoadingLine label="Reading the schedule for the gantt chart" />;
  if (state.status !== 'loaded') return <RetryError title="Could not read the schedule for the gantt chart." message={state.status === 'failed' ? state.message : ''} onRetry={() => void model.refresh()} />;
  if (state.value.entries.length === 0)
    return <EmptyState title="Nothing is scheduled yet" subtitle="Schedule tickets from the tickets list: each gets a bar from its planned start to its ETA here." />;
  return <Gantt data={state.value} />;
}

function Gantt({ data }: { readonly data: Parameters<typeof ganttFiltered>[0] }) {
  const { scope } = useWork();
  const { now } = useApp();
  const zone = useScheduleZone();
  const [params, setParams] = useAddressQuery();
  const zoom = parseGanttZoom(params.get('zoom'));
  const view: GanttView = params.get('view') === 'table' ? 'table' : 'chart';
  const chosen = parsePeople(params.get('people'), data.people);
  const filtered = useMemo(() => ganttFiltered(data, chosen), [data, chosen.join()]);
  const today = useMemo(() => now(), [zone]);
  const gantt = useGanttModel({ tickets: filtered.tickets, projects: data.projects, people: filtered.people, blackouts: data.blackouts, timeZone: zone, now: today, zoom });
  const personField = useId();
  const set = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next);
  };
  const hrefOf = (ticketId: string) => orgPath(scope.orgId, `ticket/${ticketId}/view`);
  const unplanned = filtered.tickets.filter((ticket) => ticket.start === null || ticket.p50 === null).length;
  const atRisk = filtered.tickets.filter(ganttAtRisk).length;
  const who = chosen.length === 1 ? data.people.find((person) => person.id === chosen[0])!.name : null;

  return (
    <div className="gantt-page">
      <div className="gantt-toolbar">
        <div className="gantt-field">
          <label htmlFor={personField}>Person</label>
          <select id={personField} className="form-select" value={chosen[0] ?? ''} onChange={(event) => set('people', event.target.value === '' ? null : event.target.value)}>
            <option value="">Everyone</option>
            {data.people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </div>
        <div className="schedule-sort" role="group" aria-label="Zoom">
          <span className="schedule-sort-label" aria-hidden="true">
            Zoom
          </span>
          {GANTT_ZOOMS.map((each: GanttZoom) => (
            <Button key={each} className="button button-small" aria-pressed={zoom === each} onPress={() => set('zoom', each === 'weeks' ? null : each)}>
              {GANTT_ZOOM_LABELS[each]}
            </Button>
          ))}
        </div>
        <div className="schedule-sort" role="group" aria-label="Show as">
          <span className="schedule-sort-label" aria-hidden="true">
            Show as
          </span>
          <Button className="button button-small" aria-pressed={view === 'chart'} onPress={() => set('view', null)}>
            Chart
          </Button>
          <Button className="button button-small" aria-pressed={view === 'table'} onPress={() => set('view', 'table')}>
            Table
          </Button>
        </div>
      </div>
      <p className="gantt-summary" aria-live="polite">
        {filtered.tickets.length === 1 ? '1 scheduled ticket' : `${filtered.tickets.length} scheduled tickets`}
        {who ? ` with work for ${who}` : ''}
        {atRisk > 0 ? `, ${atRisk} At Risk` : ''}
        {unplanned > 0 ? (
          <>
            ; {unplanned} not projected (<Link href={orgPath(scope.orgId, 'schedule/blocking_tickets')}>see why</Link>)
          </>
        ) : null}
        .
        {view === 'chart' ? <span className="visually-hidden"> The same tickets are in the table view.</span> : null}
      </p>
      {filtered.tickets.length === 0 ? (
        <EmptyState title={`No scheduled work for ${who ?? 'this person'}`} subtitle="Choose someone else, or everyone." />
      ) : view === 'chart' ? (
        <GanttChart model={gantt} hrefOf={hrefOf} label={who ? `Gantt chart of ${who}’s scheduled tickets` : 'Gantt chart of the scheduled tickets'} />
      ) : (
        <GanttTable rows={gantt.table} timeZone={zone} now={today} hrefOf={hrefOf} caption={who ? `${who}’s scheduled tickets by project` : 'Scheduled tickets by project'} />
      )}
    </div>
  );
}
