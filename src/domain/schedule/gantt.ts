/**
 * The schedule's gantt chart (/schedule/gantt): projects and tickets on a time axis. The rows in
 * display order (the project tree, each project's tickets by planned start), the days shown and
 * their x positions at a zoom, the header's ticks, the window of rows and days a scroll position
 * shows, the dependency arrows that touch it, the days shaded for the people filtered (weekends of
 * their work weeks, their blackouts), and the table that stands in for the chart. Pure: tickets,
 * projects, people, blackouts, now and the time zone are given; days are read in that zone.
 */
import { isAtRisk } from '../work/search-filter.ts';
import { buildTree, type ProjectTreeNode } from '../work/project-tree.ts';
import type { DisplayState } from '../work/work.ts';
import type { OneOffBlackout, RecurringBlackout } from '../time/blackout.ts';
import { addDays, addMonths, blackoutsTouching, monthKey, monthLabel, monthOf, mondayOf, wallClock, weekdayOf, zonedInstant } from '../time/blackout-calendar.ts';
import { DEFAULT_WORK_WEEK, WEEK_DAYS, type WeekDay, type WorkWeek } from '../time/work-week.ts';

const DAY_MS = 86_400_000;

/** How much time a screen of the chart holds. */
export const GANTT_ZOOMS = ['days', 'weeks', 'months'] as const;
export type GanttZoom = (typeof GANTT_ZOOMS)[number];
/** How the zoom buttons name each zoom. */
export const GANTT_ZOOM_LABELS: Readonly<Record<GanttZoom, string>> = { days: 'Days', weeks: 'Weeks', months: 'Months' };

/** Pixels a day takes at each zoom. */
export const DAY_WIDTH: Readonly<Record<GanttZoom, number>> = { days: 48, weeks: 18, months: 5 };

/** The zoom an address asks for (?zoom=days); weeks when it names none we know. */
export const parseGanttZoom = (value: string | null | undefined): GanttZoom => ((GANTT_ZOOMS as readonly unknown[]).includes(value) ? (value as GanttZoom) : 'weeks');

/** What the chart reads of a ticket (instants are ISO strings). */
export interface GanttTicket {
  readonly id: string;
  readonly localId: number;
  readonly title: string;
  readonly projectId: string | null;
  readonly displayState: DisplayState;
  /** The planned start. */
  readonly start: string | null;
  readonly p50: string | null;
  /** The ETA. */
  readonly p80: string | null;
  readonly dueDate: string | null;
  /** Ids of the tickets it waits on. */
  readonly waitsOn: readonly string[];
}

/** What the chart reads of a project. */
export interface GanttProject {
  readonly id: string;
  readonly name: string;
  readonly parentId: string | null;
}

/** A bar in instants: from the start to the p50, the band from the p50 to the p80. */
export interface GanttBar {
  readonly start: number;
  readonly p50: number;
  readonly p80: number;
}

/** A project's line, or the "No project" group (id null); `bar` spans its subtree's bars. */
export interface GanttProjectRow {
  readonly kind: 'project';
  readonly key: string;
  readonly id: string | null;
  readonly name: string;
  readonly depth: number;
  readonly ticketCount: number;
  readonly bar: { readonly start: number; readonly end: number } | null;
}

/** A ticket's line: its bar when it has a planned start and a p50, and whether its ETA is past its due date. */
export interface GanttTicketRow {
  readonly kind: 'ticket';
  readonly key: string;
  readonly ticket: GanttTicket;
  readonly depth: number;
  /** The project path ('Launch / Player'), null without a project. */
  readonly project: string | null;
  readonly bar: GanttBar | null;
  readonly atRisk: boolean;
}

/** A line of the chart: a project (or the "No project" group) or a ticket. */
export type GanttRow = GanttProjectRow | GanttTicketRow;

/** The name of the group of tickets without a project. */
export const NO_PROJECT = 'No project';

const instant = (iso: string | null): number | null => {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

/** A ticket's bar: it needs a planned start and a p50; a missing p80 is the p50, and nothing ends before it starts. */
export function barOf(ticket: Pick<GanttTicket, 'start' | 'p50' | 'p80'>): GanttBar | null {
  const start = instant(ticket.start);
  const p50 = instant(ticket.p50);
  if (start === null || p50 === null) return null;
  const end = Math.max(start, p50);
  return { start, p50: end, p80: Math.max(end, instant(ticket.p80) ?? end) };
}

/** Whether a ticket's ETA (p80) is past the end of its due day; a done ticket never is. */
export const ganttAtRisk = (ticket: Pick<GanttTicket, 'displayState' | 'p80' | 'dueDate'>): boolean =>
  isAtRisk({ status: ticket.displayState === 'Done' ? 'DONE' : 'SCHEDULED', eta: ticket.p80, dueDate: ticket.dueDate });

/** Planned start first (none last), then number. */
function byStart(a: GanttTicketRow, b: GanttTicketRow): number {
  const [startA, startB] = [a.bar?.start ?? instant(a.ticket.start), b.bar?.start ?? instant(b.ticket.start)];
  if (startA !== startB) return startA === null ? 1 : startB === null ? -1 : startA - startB;
  return a.ticket.localId - b.ticket.localId;
}

const spanOf = (rows: readonly GanttTicketRow[]): GanttProjectRow['bar'] => {
  const bars = rows.flatMap((row) => (row.bar ? [row.bar] : []));
  return bars.length === 0 ? null : { start: Math.min(...bars.map((bar) => bar.start)), end: Math.max(...bars.map((bar) => bar.p80)) };
};

/**
 * The chart's rows in display order: each project with tickets in its subtree (the tree by name,
 * children after their parent's own tickets), its tickets by planned start then number (those
 * without a start last); then the tickets with no project (or one not in the list) under
 * "No project". A project's bar runs from the earliest start to the latest p80 below it.
 */
export function ganttRows(tickets: readonly GanttTicket[], projects: readonly GanttProject[]): readonly GanttRow[] {
  const known = new Set(projects.map((project) => project.id));
  const own = new Map<string | null, GanttTicketRow[]>();
  const rowOf = (ticket: GanttTicket, depth: number, project: string | null): GanttTicketRow => ({
    kind: 'ticket',
    key: `ticket:${ticket.id}`,
    ticket,
    depth,
    project,
    bar: barOf(ticket),
    atRisk: ganttAtRisk(ticket),
  });
  for (const ticket of tickets) {
    const projectId = ticket.projectId !== null && known.has(ticket.projectId) ? ticket.projectId : null;
    const list = own.get(projectId) ?? [];
    list.push(rowOf(ticket, 0, null));
    own.set(projectId, list);
  }
  const tree = buildTree(
    projects.map((project) => ({ ...project, stage: 'PUBLISHED' as const, ticketCount: 0 })),
    { showArchived: true },
  );
  const rows: GanttRow[] = [];
  // Returns the ticket rows of the subtree, for the project's bar.
  const walk = (node: ProjectTreeNode, depth: number, path: readonly string[]): GanttTicketRow[] => {
    const at = rows.length;
    const here = [...path, node.project.name];
    const mine = (own.get(node.project.id) ?? []).map((row) => ({ ...row, depth: depth + 1, project: here.join(' / ') })).sort(byStart);
    rows.push(...mine);
    const below = node.children.flatMap((child) => walk(child, depth + 1, here));
    const all = [...mine, ...below];
    if (all.length === 0) return [];
    rows.splice(at, 0, { kind: 'project', key: `project:${node.project.id}`, id: node.project.id, name: node.project.name, depth, ticketCount: all.length, bar: spanOf(all) });
    return all;
  };
  for (const node of tree) walk(node, 0, []);
  const loose = (own.get(null) ?? []).map((row) => ({ ...row, depth: 1 })).sort(byStart);
  if (loose.length > 0) rows.push({ kind: 'project', key: 'project:none', id: null, name: NO_PROJECT, depth: 0, ticketCount: loose.length, bar: spanOf(loose) }, ...loose);
  return rows;
}

/** The whole days the chart shows, in a time zone: the first day and how many. */
export interface GanttSpan {
  /** 'YYYY-MM-DD'. */
  readonly first: string;
  readonly days: number;
}

/** Days shown before the earliest start and after the latest ETA. */
export const SPAN_MARGIN_DAYS = 3;
/** The fewest days shown. */
export const SPAN_MIN_DAYS = 28;

/**
 * The days to show: from a few days before the earliest start (or today) to a few days after the
 * latest p80 (or today), at least four weeks; whole weeks from a Monday at the weeks zoom, whole
 * months at the months zoom.
 */
export function ganttSpan(rows: readonly GanttRow[], now: number, timeZone: string, zoom: GanttZoom): GanttSpan {
  let earliest = now;
  let latest = now;
  for (const row of rows) {
    if (row.kind !== 'ticket' || row.bar === null) continue;
    earliest = Math.min(earliest, row.bar.start);
    latest = Math.max(latest, row.bar.p80);
  }
  let first = addDays(wallClock(earliest, timeZone).date, -SPAN_MARGIN_DAYS);
  let end = addDays(wallClock(latest, timeZone).date, SPAN_MARGIN_DAYS + 1);
  if (daysBetween(first, end) < SPAN_MIN_DAYS) end = addDays(first, SPAN_MIN_DAYS);
  if (zoom === 'weeks') {
    first = mondayOf(first);
    if (weekdayOf(end) !== 'monday') end = addDays(mondayOf(end), 7);
  } else if (zoom === 'months') {
    first = `${first.slice(0, 7)}-01`;
    if (!end.endsWith('-01')) end = `${monthKey(addMonths(monthOf(end), 1))}-01`;
  }
  return { first, days: daysBetween(first, end) };
}

const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** A day of the axis: its date, its left edge and its instants (a day of a clock change is 23 or 25 hours, yet as wide as any). */
export interface GanttDay {
  readonly date: string;
  readonly weekday: WeekDay;
  readonly x: number;
  readonly start: number;
  readonly end: number;
}

/** A label of the header: from x for width pixels. */
export interface GanttTick {
  readonly date: string;
  readonly x: number;
  readonly width: number;
  readonly label: string;
  /** The period in full, for a tooltip. */
  readonly title: string;
}

/** The time axis at a zoom: its width, where an instant falls, the days, and the header's two lines of ticks. */
export interface GanttAxis {
  readonly zoom: GanttZoom;
  readonly dayWidth: number;
  readonly width: number;
  readonly days: readonly GanttDay[];
  /** The x of an instant (before the first day or after the last it runs on at the same rate). */
  readonly xOf: (ms: number) => number;
  /** The coarse line: months (days and weeks zoom) or years (months zoom). */
  readonly major: readonly GanttTick[];
  /** The fine line: days, Mondays or months. */
  readonly minor: readonly GanttTick[];
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** A calendar date formatted in English (the date is already the day of the chart's zone). */
function dateText(date: string, options: Intl.DateTimeFormatOptions): string {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })));
  return format.format(Date.parse(`${date}T00:00:00Z`));
}

/** A calendar date as the chart's table and tooltips say it: 'Nov 9, 2026'. */
export const ganttDayText = (date: string): string => dateText(date, { month: 'short', day: 'numeric', year: 'numeric' });

/** An instant as the chart's table and tooltips say it, in a time zone: 'Mon, Nov 9, 2026, 15:00'. */
export function ganttInstantText(ms: number, timeZone: string): string {
  const { date, time } = wallClock(ms, timeZone);
  return `${dateText(date, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })}, ${time}`;
}

/** Ticks where `starts` says a period begins; the first day always starts one (a period already under way). */
function ticksOf(days: readonly GanttDay[], dayWidth: number, starts: (day: GanttDay) => boolean, label: (date: string) => string, title: (date: string) => string): GanttTick[] {
  const ticks: GanttTick[] = [];
  days.forEach((day, index) => {
    if (index !== 0 && !starts(day)) return;
    const previous = ticks.at(-1);
    if (previous) ticks[ticks.length - 1] = { ...previous, width: day.x - previous.x };
    ticks.push({ date: day.date, x: day.x, width: (days.length - index) * dayWidth, label: label(day.date), title: title(day.date) });
  });
  return ticks;
}

/** The axis of a span at a zoom, days read in a time zone. Labels are English: 'Mon 9', 'Nov 9', 'Nov 2026', 'November 2026', '2026'. */
export function ganttAxis(span: GanttSpan, zoom: GanttZoom, timeZone: string): GanttAxis {
  const dayWidth = DAY_WIDTH[zoom];
  const days: GanttDay[] = [];
  let start = zonedInstant(span.first, '00:00', timeZone);
  for (let index = 0; index < span.days; index++) {
    const date = addDays(span.first, index);
    const end = zonedInstant(addDays(date, 1), '00:00', timeZone);
    days.push({ date, weekday: weekdayOf(date), x: index * dayWidth, start, end });
    start = end;
  }
  const width = span.days * dayWidth;
  const from = days[0]?.start ?? 0;
  const to = days.at(-1)?.end ?? from;
  const xOf = (ms: number): number => {
    if (ms < from || days.length === 0) return ((ms - from) / DAY_MS) * dayWidth;
    if (ms >= to) return width + ((ms - to) / DAY_MS) * dayWidth;
    let [low, high] = [0, days.length - 1];
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (days[middle]!.start <= ms) low = middle;
      else high = middle - 1;
    }
    const day = days[low]!;
    return day.x + ((ms - day.start) / (day.end - day.start)) * dayWidth;
  };
  const isFirstOfMonth = (day: GanttDay) => day.date.endsWith('-01');
  const monthName = (date: string) => monthLabel(monthOf(date));
  const fullDay = (date: string) => dateText(date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  const ticks = (): Pick<GanttAxis, 'major' | 'minor'> => {
    switch (zoom) {
      case 'days':
        return {
          major: ticksOf(days, dayWidth, isFirstOfMonth, monthName, monthName),
          minor: ticksOf(days, dayWidth, () => true, (date) => `${dateText(date, { weekday: 'short' })} ${Number(date.slice(8, 10))}`, fullDay),
        };
      case 'weeks':
        return {
          major: ticksOf(days, dayWidth, isFirstOfMonth, monthName, monthName),
          minor: ticksOf(days, dayWidth, (day) => day.weekday === 'monday', (date) => dateText(date, { month: 'short', day: 'numeric' }), (date) => `Week of ${fullDay(date)}`),
        };
      case 'months':
        return {
          major: ticksOf(days, dayWidth, (day) => day.date.endsWith('-01-01'), (date) => date.slice(0, 4), (date) => date.slice(0, 4)),
          minor: ticksOf(days, dayWidth, isFirstOfMonth, (date) => dateText(date, { month: 'short', year: 'numeric' }), monthName),
        };
      default: {
        const _never: never = zoom;
        return _never;
      }
    }
  };
  return { zoom, dayWidth, width, days, xOf, ...ticks() };
}

/** A window of indexes: from `first` (included) to `last` (excluded). */
export interface GanttWindow {
  readonly first: number;
  readonly last: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The rows a scroll position shows, with `overscan` more on either side, clamped to the rows there are. */
export function visibleRows(scrollTop: number, viewportHeight: number, rowHeight: number, rowCount: number, overscan: number): GanttWindow {
  if (rowCount <= 0 || rowHeight <= 0) return { first: 0, last: 0 };
  const top = Math.max(0, scrollTop);
  const first = clamp(Math.floor(top / rowHeight) - overscan, 0, rowCount);
  const last = clamp(Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight) + overscan, first, rowCount);
  return { first, last };
}

/** The days a horizontal scroll position shows, with `overscan` more days on either side. */
export function visibleDays(scrollLeft: number, viewportWidth: number, axis: Pick<GanttAxis, 'dayWidth' | 'days'>, overscan = 2): GanttWindow {
  return visibleRows(scrollLeft, viewportWidth, axis.dayWidth, axis.days.length, overscan);
}

/** A dependency arrow: from the end (p50) of the waited-on ticket's bar to the start of the waiting one's. */
export interface GanttArrow {
  readonly key: string;
  /** The ticket waited on. */
  readonly fromId: string;
  /** The ticket that waits. */
  readonly toId: string;
  /** SVG path data: out right, down or up, in from the left. */
  readonly path: string;
}

/** How far an arrow goes out of a bar before it turns. */
export const ARROW_STUB = 8;

/**
 * The dependency arrows that touch the visible rows (an end inside them or a line across them),
 * between tickets that both have bars; rows are `rowHeight` tall from y 0.
 */
export function ganttArrows(rows: readonly GanttRow[], axis: Pick<GanttAxis, 'xOf'>, rowHeight: number, visible: GanttWindow): readonly GanttArrow[] {
  const index = new Map<string, number>();
  rows.forEach((row, at) => {
    if (row.kind === 'ticket' && row.bar !== null) index.set(row.ticket.id, at);
  });
  const arrows: GanttArrow[] = [];
  const middle = (at: number) => at * rowHeight + rowHeight / 2;
  rows.forEach((row, to) => {
    if (row.kind !== 'ticket' || row.bar === null) return;
    for (const id of new Set(row.ticket.waitsOn)) {
      const from = index.get(id);
      if (from === undefined || from === to || Math.max(from, to) < visible.first || Math.min(from, to) >= visible.last) continue;
      const source = rows[from] as GanttTicketRow;
      const [x1, y1, x2, y2] = [axis.xOf(source.bar!.p50), middle(from), axis.xOf(row.bar.start), middle(to)];
      const out = x1 + ARROW_STUB;
      const r = (value: number) => Math.round(value * 10) / 10;
      const path =
        x2 - ARROW_STUB >= out
          ? `M${r(x1)},${r(y1)} H${r(out)} V${r(y2)} H${r(x2)}`
          : // The waiting bar starts before there is room: turn back along the row boundary between them.
            `M${r(x1)},${r(y1)} H${r(out)} V${r(y2 + (from < to ? -rowHeight / 2 : rowHeight / 2))} H${r(x2 - ARROW_STUB)} V${r(y2)} H${r(x2)}`;
      arrows.push({ key: `${id}>${row.ticket.id}`, fromId: id, toId: row.ticket.id, path });
    }
  });
  return arrows;
}

/** A person whose days the chart shades: their role id and work week (null: they never said, so Monday to Friday). */
export interface GanttPerson {
  readonly id: string;
  readonly workWeek: WorkWeek | null;
}

/** The organization's blackout times, as the blackout pages read them. */
export interface GanttBlackouts {
  readonly oneOffs: readonly OneOffBlackout[];
  readonly recurring: readonly RecurringBlackout[];
}

/** A day shaded, and why: nobody filtered works that weekday, and/or a blackout of theirs touches it. */
export interface ShadedDay {
  /** Index of the day in the span. */
  readonly index: number;
  readonly date: string;
  readonly weekend: boolean;
  /** Names of the blackouts (for someone filtered) that touch the day; empty when none. */
  readonly blackouts: readonly string[];
}

/**
 * The days to shade for the people filtered. 'Weekend': a weekday none of them works (a week not
 * given is Monday to Friday, so with nobody filtered it is Saturday and Sunday). 'Blackout': a
 * blackout for one of them (or for everyone) touches the day; with nobody filtered, only the
 * blackouts for everyone count.
 */
export function shadedDays(span: GanttSpan, timeZone: string, people: readonly GanttPerson[], blackouts: GanttBlackouts): readonly ShadedDay[] {
  const weeks = people.length === 0 ? [DEFAULT_WORK_WEEK] : people.map((person) => person.workWeek ?? DEFAULT_WORK_WEEK);
  const off = new Set(WEEK_DAYS.filter((day) => weeks.every((week) => week[day].startTime === null)));
  const ids = new Set(people.map((person) => person.id));
  const forThem = (blackout: { readonly roles: OneOffBlackout['roles'] }) => blackout.roles.length === 0 || blackout.roles.some((role) => ids.has(role.id));
  const starts = Array.from({ length: span.days + 1 }, (_, index) => zonedInstant(addDays(span.first, index), '00:00', timeZone));
  const names = new Map<number, Set<string>>();
  if (span.days > 0) {
    const occurrences = blackoutsTouching(blackouts.oneOffs.filter(forThem), blackouts.recurring.filter(forThem), { from: starts[0]!, to: starts[span.days]! }, null);
    for (const occurrence of occurrences) {
      for (let index = dayAt(starts, occurrence.start); index < span.days && starts[index]! < occurrence.stop; index++) {
        const set = names.get(index) ?? new Set<string>();
        set.add(occurrence.name);
        names.set(index, set);
      }
    }
  }
  const shaded: ShadedDay[] = [];
  for (let index = 0; index < span.days; index++) {
    const date = addDays(span.first, index);
    const weekend = off.has(weekdayOf(date));
    const touching = [...(names.get(index) ?? [])].sort((a, b) => a.localeCompare(b));
    if (weekend || touching.length > 0) shaded.push({ index, date, weekend, blackouts: touching });
  }
  return shaded;
}

/** The index of the day an instant falls on (0 before the first). */
function dayAt(starts: readonly number[], ms: number): number {
  let [low, high] = [0, starts.length - 1];
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= ms) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** A line of the table that stands in for the chart, as plain values (instants in ms, the due date a day). */
export interface GanttTableRow {
  readonly id: string;
  readonly localId: number;
  readonly title: string;
  readonly displayState: DisplayState;
  readonly project: string | null;
  readonly start: number | null;
  readonly p50: number | null;
  readonly p80: number | null;
  /** 'YYYY-MM-DD'. */
  readonly dueDate: string | null;
  readonly atRisk: boolean;
  /** The tickets it waits on: their number when they are in the chart, else null. */
  readonly waitsOn: readonly { readonly id: string; readonly localId: number | null }[];
}

/** What the accessible table lists: every ticket, in the chart's order. */
export function ganttTableRows(rows: readonly GanttRow[]): readonly GanttTableRow[] {
  const numbers = new Map(rows.flatMap((row) => (row.kind === 'ticket' ? [[row.ticket.id, row.ticket.localId] as const] : [])));
  return rows.flatMap((row): GanttTableRow[] => {
    if (row.kind !== 'ticket') return [];
    const { ticket } = row;
    const due = instant(ticket.dueDate);
    return [
      {
        id: ticket.id,
        localId: ticket.localId,
        title: ticket.title,
        displayState: ticket.displayState,
        project: row.project,
        start: instant(ticket.start),
        p50: instant(ticket.p50),
        p80: instant(ticket.p80),
        dueDate: due === null ? null : new Date(due).toISOString().slice(0, 10),
        atRisk: row.atRisk,
        waitsOn: [...new Set(ticket.waitsOn)].map((id) => ({ id, localId: numbers.get(id) ?? null })),
      },
    ];
  });
}
