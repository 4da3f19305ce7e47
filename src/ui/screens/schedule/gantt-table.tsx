/**
 * The gantt chart as a table (what assistive technology and a narrow screen read best): every
 * ticket in the chart's order with its project, state, planned start, 50%, ETA, due date, whether
 * it is at risk and what it waits on.
 */
import { Link } from 'wouter';
import { ganttDayText, ganttInstantText, type GanttTableRow } from '../../../domain/schedule/gantt.ts';
import { wallClock } from '../../../domain/time/blackout-calendar.ts';
import { StateBadge } from '../work/tickets/ticket-bits.tsx';

/** What the table is given: the model's table rows, the time zone, where a ticket links. */
export interface GanttTableProps {
  readonly rows: readonly GanttTableRow[];
  readonly timeZone: string;
  /** Now (epoch ms): dates of this year leave the year out. */
  readonly now: number;
  /** Where a ticket links to. */
  readonly hrefOf: (ticketId: string) => string;
  readonly caption?: string;
}

/** An instant as the table says it: 'Tue, Dec 1, 09:00', the year only when it is not this year's. */
function shortInstant(ms: number, timeZone: string, year: string): string {
  const full = ganttInstantText(ms, timeZone);
  return full.includes(`, ${year},`) ? full.replace(`, ${year},`, ',') : full;
}

/** The chart's tickets as a table with a caption and header cells. */
export function GanttTable({ rows, timeZone, hrefOf, now, caption = 'Tickets of the gantt chart, in its order' }: GanttTableProps) {
  const year = wallClock(now, timeZone).date.slice(0, 4);
  const when = (ms: number | null) => (ms === null ? <span className="muted">Not planned</span> : shortInstant(ms, timeZone, year));
  return (
    <div className="gantt-table-box">
    <table className="schedule-table gantt-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Ticket</th>
          <th scope="col">Project</th>
          <th scope="col">State</th>
          <th scope="col">Planned start</th>
          <th scope="col">50%</th>
          <th scope="col">ETA (80%)</th>
          <th scope="col">Due</th>
          <th scope="col">At Risk</th>
          <th scope="col">Waits on</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-ticket={row.localId} data-at-risk={row.atRisk || undefined}>
            <th scope="row" className="schedule-ticket">
              <Link href={hrefOf(row.id)}>
                <span className="schedule-ticket-number">#{row.localId}</span> {row.title}
              </Link>
            </th>
            <td data-label="Project">{row.project ?? <span className="muted">No project</span>}</td>
            <td data-label="State">
              <StateBadge state={row.displayState} />
            </td>
            <td data-label="Planned start">{when(row.start)}</td>
            <td data-label="50%">{when(row.p50)}</td>
            <td data-label="ETA (80%)">{when(row.p80)}</td>
            <td data-label="Due">{row.dueDate === null ? <span className="muted">None</span> : ganttDayText(row.dueDate)}</td>
            <td data-label="At Risk">{row.atRisk ? <span className="at-risk-mark">At Risk</span> : 'No'}</td>
            <td data-label="Waits on">{row.waitsOn.length === 0 ? <span className="muted">Nothing</span> : row.waitsOn.map((wait) => (wait.localId === null ? 'a ticket not shown' : `#${wait.localId}`)).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
    </div>
  );
}
