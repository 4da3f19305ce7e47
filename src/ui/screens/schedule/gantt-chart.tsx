/**
 * The schedule's gantt chart: projects and tickets on a time axis. One scrolling box holds a sticky
 * column of row labels, a sticky header of ticks and an SVG body; only the rows and days in view
 * (and a margin) are drawn, so a thousand tickets scroll smoothly. The SVG is hidden from
 * assistive technology: the page offers the same facts as a table (GanttTable).
 */
import { useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Link } from 'wouter';
import {
  ganttArrows,
  ganttAxis,
  ganttDayText,
  ganttInstantText,
  ganttRows,
  ganttSpan,
  ganttTableRows,
  shadedDays,
  visibleDays,
  visibleRows,
  type GanttAxis,
  type GanttBlackouts,
  type GanttPerson,
  type GanttProject,
  type GanttProjectRow,
  type GanttRow,
  type GanttSpan,
  type GanttTableRow,
  type GanttTicket,
  type GanttTicketRow,
  type GanttWindow,
  type GanttZoom,
  type ShadedDay,
} from '../../../domain/schedule/gantt.ts';
import { wallClock } from '../../../domain/time/blackout-calendar.ts';

/** Height of a row, in pixels. */
export const GANTT_ROW_HEIGHT = 32;
const HEADER_HEIGHT = 48;
const BAR_HEIGHT = 14;
const OVERSCAN_ROWS = 8;
/** The window moves in steps of this many rows, so a scroll re-renders every few rows, not every pixel. */
const ROW_STEP = 8;
const OVERSCAN_PX = 320;

/** What the chart is drawn from. */
export interface GanttInput {
  readonly tickets: readonly GanttTicket[];
  readonly projects: readonly GanttProject[];
  /** The people filtered: their weekends and blackouts are shaded. */
  readonly people: readonly GanttPerson[];
  readonly blackouts: GanttBlackouts;
  readonly timeZone: string;
  readonly now: number;
  readonly zoom: GanttZoom;
}

/** The chart's layout, shared by the chart and its table. */
export interface GanttModel {
  readonly rows: readonly GanttRow[];
  readonly span: GanttSpan;
  readonly axis: GanttAxis;
  readonly shaded: readonly ShadedDay[];
  readonly table: readonly GanttTableRow[];
  readonly timeZone: string;
  readonly now: number;
}

/** The chart's layout from its input; each part is computed again only when what it reads changes (today, not each tick of now). */
export function useGanttModel({ tickets, projects, people, blackouts, timeZone, now, zoom }: GanttInput): GanttModel {
  const today = wallClock(now, timeZone).date;
  const rows = useMemo(() => ganttRows(tickets, projects), [tickets, projects]);
  const span = useMemo(() => ganttSpan(rows, now, timeZone, zoom), [rows, today, timeZone, zoom]);
  const axis = useMemo(() => ganttAxis(span, zoom, timeZone), [span.first, span.days, zoom, timeZone]);
  const shaded = useMemo(() => shadedDays(span, timeZone, people, blackouts), [span.first, span.days, timeZone, people, blackouts]);
  const table = useMemo(() => ganttTableRows(rows), [rows]);
  return useMemo(() => ({ rows, span, axis, shaded, table, timeZone, now }), [rows, span, axis, shaded, table, timeZone, now]);
}

interface View {
  readonly rows: GanttWindow;
  readonly days: GanttWindow;
}

const sameWindow = (a: GanttWindow, b: GanttWindow) => a.first === b.first && a.last === b.last;

/** The rows and days a scroll position shows, the rows snapped to steps. */
function viewOf(top: number, left: number, height: number, width: number, model: GanttModel): View {
  const count = model.rows.length;
  const rows = visibleRows(top, height, GANTT_ROW_HEIGHT, count, OVERSCAN_ROWS);
  const days = visibleDays(left, width, model.axis, Math.ceil(OVERSCAN_PX / model.axis.dayWidth));
  return { rows: { first: Math.floor(rows.first / ROW_STEP) * ROW_STEP, last: Math.min(count, Math.ceil(rows.last / ROW_STEP) * ROW_STEP) }, days };
}

/** The instant at an x of the axis (the inverse of xOf within the days). */
function instantAt(axis: GanttAxis, x: number): number | null {
  const day = axis.days[Math.min(axis.days.length - 1, Math.max(0, Math.floor(x / axis.dayWidth)))];
  if (!day) return null;
  const fraction = Math.min(1, Math.max(0, (x - day.x) / axis.dayWidth));
  return day.start + fraction * (day.end - day.start);
}

/** What the chart is given: its model, where a ticket links, its name. */
export interface GanttChartProps {
  readonly model: GanttModel;
  /** Where a ticket's label links to. */
  readonly hrefOf: (ticketId: string) => string;
  /** The chart's accessible name. */
  readonly label?: string;
  /** The size assumed before the box is laid out (and where nothing is, as in tests). */
  readonly fallbackSize?: { readonly width: number; readonly height: number };
}

/** The gantt chart of a model: labels, header, bars, bands, arrows, shading and today, drawn for the window in view. */
export function GanttChart({ model, hrefOf, label = 'Gantt chart of the schedule', fallbackSize = { width: 1024, height: 560 } }: GanttChartProps) {
  const { rows, axis, shaded, now, timeZone } = model;
  const box = useRef<HTMLDivElement>(null);
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [view, setView] = useState<View>(() => viewOf(0, 0, fallbackSize.height, fallbackSize.width, model));

  const measure = () => {
    const element = box.current;
    if (!element) return;
    const width = element.clientWidth || fallbackSize.width;
    const next = viewOf(element.scrollTop, element.scrollLeft, element.clientHeight || fallbackSize.height, width, model);
    if (zoomShown.current === axis.zoom) centre.current = instantAt(axis, element.scrollLeft + width / 2);
    setView((current) => (sameWindow(current.rows, next.rows) && sameWindow(current.days, next.days) ? current : next));
  };
  const latest = useRef(measure);
  latest.current = measure;

  // At first today sits a third of the way in; a new zoom keeps the instant in the middle where it was.
  const zoomShown = useRef<GanttZoom | null>(null);
  const centre = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (element && zoomShown.current !== axis.zoom) {
      const width = element.clientWidth || fallbackSize.width;
      element.scrollLeft = Math.max(0, centre.current === null ? axis.xOf(now) - width / 3 : axis.xOf(centre.current) - width / 2);
      zoomShown.current = axis.zoom;
    }
    measure();
  }, [model]);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => latest.current());
    observer.observe(element);
    return () => observer.disconnect();
  }, [rows.length === 0]);
  const arrows = useMemo(() => ganttArrows(rows, axis, GANTT_ROW_HEIGHT, view.rows), [rows, axis, view.rows]);

  if (rows.length === 0) return <p className="gantt-empty muted">No tickets to draw for this filter.</p>;

  const { first, last } = view.rows;
  const top = first * GANTT_ROW_HEIGHT;
  const height = (last - first) * GANTT_ROW_HEIGHT;
  const x0 = view.days.first * axis.dayWidth;
  const x1 = view.days.last * axis.dayWidth;
  const inView = (from: number, to: number) => to >= x0 && from <= x1;
  const shown = rows.slice(first, last);
  const todayX = axis.xOf(now);
  const style = { '--gantt-axis-width': `${axis.width}px`, '--gantt-body-height': `${rows.length * GANTT_ROW_HEIGHT}px` } as CSSProperties;

  return (
    <div className="gantt" data-zoom={axis.zoom} style={style}>
      <div className="gantt-scroll" ref={box} onScroll={measure} role="group" aria-label={label} tabIndex={0}>
        <div className="gantt-grid">
          <div className="gantt-corner">Project / ticket</div>
          <div className="gantt-header" aria-hidden="true">
            {(['major', 'minor'] as const).map((line) => (
              <div key={line} className="gantt-ticks" data-line={line}>
                {axis[line]
                  .filter((tick) => inView(tick.x, tick.x + tick.width))
                  .map((tick) => (
                    <div key={tick.date} className="gantt-tick" style={{ left: tick.x, width: tick.width }} title={tick.title}>
                      <span>{tick.label}</span>
                    </div>
                  ))}
              </div>
            ))}
            {todayX >= 0 && todayX <= axis.width ? <div className="gantt-today-mark" style={{ left: todayX }} title={`Today: ${ganttInstantText(now, timeZone)}`} /> : null}
          </div>
          <div className="gantt-labels">
            {shown.map((row, index) => (
              <RowLabel key={row.key} row={row} top={(first + index) * GANTT_ROW_HEIGHT} hrefOf={hrefOf} />
            ))}
          </div>
          <svg className="gantt-body" width={axis.width} height={rows.length * GANTT_ROW_HEIGHT} aria-hidden="true" focusable="false">
            <defs>
              <marker id={`${ids}-arrow`} viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto">
                <path d="M0,0 L8,4 L0,8 z" className="gantt-arrowhead" />
              </marker>
              <pattern id={`${ids}-hatch`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <rect width="6" height="6" className="gantt-hatch-ground" />
                <line x1="0" y1="0" x2="0" y2="6" className="gantt-hatch-line" />
              </pattern>
            </defs>
            <g className="gantt-shading">
              {shaded
                .filter((day) => day.index >= view.days.first && day.index < view.days.last)
                .map((day) => (
                  <rect
                    key={day.date}
                    className="gantt-shade"
                    data-kind={day.blackouts.length > 0 ? 'blackout' : 'weekend'}
                    x={day.index * axis.dayWidth}
                    y={top}
                    width={axis.dayWidth}
                    height={height}
                    fill={day.blackouts.length > 0 ? `url(#${ids}-hatch)` : undefined}
                  />
                ))}
            </g>
            <g className="gantt-grid-lines">
              {axis.minor
                .filter((tick) => tick.x >= x0 && tick.x <= x1)
                .map((tick) => (
                  <line key={tick.date} x1={tick.x} x2={tick.x} y1={top} y2={top + height} />
                ))}
            </g>
            {shown.map((row, index) =>
              row.kind === 'project' ? (
                <ProjectBar key={row.key} row={row} y={(first + index) * GANTT_ROW_HEIGHT} axis={axis} inView={inView} x0={x0} x1={x1} timeZone={timeZone} />
              ) : (
                <TicketBar key={row.key} row={row} y={(first + index) * GANTT_ROW_HEIGHT} axis={axis} inView={inView} timeZone={timeZone} />
              ),
            )}
            <g className="gantt-arrows">
              {arrows.map((arrow) => (
                <path key={arrow.key} d={arrow.path} markerEnd={`url(#${ids}-arrow)`} data-from={arrow.fromId} data-to={arrow.toId} />
              ))}
            </g>
            {todayX >= 0 && todayX <= axis.width ? <line className="gantt-today" x1={todayX} x2={todayX} y1={top} y2={top + height} /> : null}
          </svg>
        </div>
      </div>
      <GanttLegend ids={ids} />
    </div>
  );
}

function RowLabel({ row, top, hrefOf }: { readonly row: GanttRow; readonly top: number; readonly hrefOf: (ticketId: string) => string }) {
  const style = { top, '--gantt-depth': row.depth } as CSSProperties;
  if (row.kind === 'project') {
    return (
      <div className="gantt-label" data-kind="project" data-row={row.key} style={style} title={row.name}>
        <span className="gantt-label-text">{row.name}</span>
      </div>
    );
  }
  const { ticket } = row;
  return (
    <div className="gantt-label" data-kind="ticket" data-row={row.key} data-at-risk={row.atRisk || undefined} style={style}>
      <Link href={hrefOf(ticket.id)} className="gantt-label-text" title={`#${ticket.localId} ${ticket.title}`}>
        <span className="gantt-label-number">#{ticket.localId}</span> {ticket.title}
      </Link>
      {row.atRisk ? (
        <span className="gantt-risk" title="At Risk: the ETA is after the due date">
          <span aria-hidden="true">!</span>
          <span className="visually-hidden">At Risk</span>
        </span>
      ) : null}
    </div>
  );
}

interface BarProps {
  readonly y: number;
  readonly axis: GanttAxis;
  readonly inView: (from: number, to: number) => boolean;
  readonly timeZone: string;
}

function ProjectBar({ row, y, axis, inView, x0, x1, timeZone }: BarProps & { readonly row: GanttProjectRow; readonly x0: number; readonly x1: number }) {
  const band = <rect className="gantt-project-band" x={x0} y={y} width={x1 - x0} height={GANTT_ROW_HEIGHT} />;
  if (row.bar === null) return band;
  const [from, to] = [axis.xOf(row.bar.start), axis.xOf(row.bar.end)];
  if (!inView(from, to)) return band;
  const middle = y + GANTT_ROW_HEIGHT / 2;
  const width = Math.max(2, to - from);
  return (
    <g className="gantt-project" data-row={row.key}>
      {band}
      <title>{`${row.name}: ${ganttInstantText(row.bar.start, timeZone)} to ${ganttInstantText(row.bar.end, timeZone)}`}</title>
      <rect className="gantt-project-bar" x={from} y={middle - 3} width={width} height={6} />
      <path className="gantt-project-cap" d={`M${from},${middle + 3} v5 l5,-5 z M${from + width},${middle + 3} v5 l-5,-5 z`} />
    </g>
  );
}

function TicketBar({ row, y, axis, inView, timeZone }: BarProps & { readonly row: GanttTicketRow }) {
  const { ticket, bar } = row;
  const due = ticket.dueDate === null ? null : Date.parse(`${ticket.dueDate.slice(0, 10)}T00:00:00.000Z`) + 86_400_000;
  const dueX = due === null || Number.isNaN(due) ? null : axis.xOf(due);
  const middle = y + GANTT_ROW_HEIGHT / 2;
  const dueMark = dueX !== null && inView(dueX, dueX) ? <path className="gantt-due" d={`M${dueX},${middle - 6} l5,6 l-5,6 l-5,-6 z`} /> : null;
  if (bar === null) return dueMark;
  const [start, p50, p80] = [axis.xOf(bar.start), axis.xOf(bar.p50), axis.xOf(bar.p80)];
  if (!inView(start, Math.max(p80, dueX ?? p80) + 16)) return null;
  const title = [
    `#${ticket.localId} ${ticket.title}`,
    `Planned start: ${ganttInstantText(bar.start, timeZone)}`,
    `50%: ${ganttInstantText(bar.p50, timeZone)}`,
    `ETA (80%): ${ganttInstantText(bar.p80, timeZone)}`,
    ...(ticket.dueDate ? [`Due: ${ganttDayText(ticket.dueDate.slice(0, 10))}`] : []),
    ...(row.atRisk ? ['At Risk: the ETA is after the due date'] : []),
  ].join('\n');
  return (
    <g className="gantt-bar" data-state={ticket.displayState} data-at-risk={row.atRisk || undefined} data-ticket={ticket.id}>
      <title>{title}</title>
      {p80 > p50 ? <rect className="gantt-bar-band" x={p50} y={middle - BAR_HEIGHT / 2} width={p80 - p50} height={BAR_HEIGHT} rx="3" /> : null}
      <rect className="gantt-bar-main" x={start} y={middle - BAR_HEIGHT / 2} width={Math.max(3, p50 - start)} height={BAR_HEIGHT} rx="3" />
      {dueMark}
      {row.atRisk ? (
        <g className="gantt-risk-mark" transform={`translate(${Math.max(p80, dueX ?? p80) + 10},${middle})`}>
          <circle r="6" />
          <text y="4" textAnchor="middle">
            !
          </text>
        </g>
      ) : null}
    </g>
  );
}

/** What the marks of the chart mean. */
function GanttLegend({ ids }: { readonly ids: string }) {
  const swatch = (className: string, extra?: CSSProperties) => <span className={`gantt-swatch ${className}`} style={extra} aria-hidden="true" />;
  return (
    <ul className="gantt-legend" aria-label="Legend">
      <li data-state="Scheduled">{swatch('gantt-swatch-bar')}Planned start to 50%</li>
      <li data-state="Scheduled">{swatch('gantt-swatch-band')}50% to ETA (80%)</li>
      <li>{swatch('gantt-swatch-project')}Project</li>
      <li>
        <span className="gantt-swatch gantt-swatch-risk" aria-hidden="true">
          !
        </span>
        At Risk (ETA after the due date)
      </li>
      <li>{swatch('gantt-swatch-due')}Due date</li>
      <li>{swatch('gantt-swatch-arrow')}Waits on</li>
      <li>{swatch('gantt-swatch-today')}Today</li>
      <li>{swatch('gantt-swatch-weekend')}Nobody works</li>
      <li>
        <svg className="gantt-swatch" width="14" height="14" aria-hidden="true">
          <rect width="14" height="14" fill={`url(#${ids}-hatch)`} />
        </svg>
        Blackout
      </li>
    </ul>
  );
}
