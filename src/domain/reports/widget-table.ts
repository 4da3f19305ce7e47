/**
 * The words and numbers of a widget (aggregate.ts computes its data): names of buckets for axes
 * and for tables, values with their unit, round axis ticks, and the widget as a table and as CSV.
 * English only and no Intl, so a chart reads the same on every machine.
 *
 * Table shapes, one row per thing a person looks up: VALUES_NOW one row; COMPARE_VALUES_NOW the
 * period before, this period, then the change; the series views a row per bucket (a day for
 * CALENDAR); VALUES_BROKEN_DOWN_NOW a row per group; COMPARE_THROUGH_TIME a row per bucket with a
 * column per group (every group: only the chart folds the small ones into 'Other').
 *
 * A table's cells are strings shown as they are, or numbers that are values of the metric (the
 * screen formats them with `formatValue`). The CSV has the same rows, with ISO dates in the bucket
 * column so a spreadsheet sorts them, and plain numbers.
 */
import { csvCell } from '../work/search-csv.ts';
import type { Bucketing, WidgetData } from './aggregate.ts';
import { isTimeGrouping, type ReportGrouping, type ReportInterval, type ReportMetric, type ReportView, type TimeGrouping } from './report.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const parts = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) });
const shortMonth = (month: number) => MONTHS[month - 1]!.slice(0, 3);

/** A date in full: '3 Mar 2026'. */
export function dayLabel(date: string): string {
  const { year, month, day } = parts(date);
  return `${day} ${shortMonth(month)} ${year}`;
}

/** A bucket named in full, for tables and tooltips: '3 Mar 2026', 'Week of 3 Mar 2026', 'March 2026'. */
export function bucketLabel(start: string, interval: Bucketing): string {
  if (interval === 'DAY') return dayLabel(start);
  if (interval === 'WEEK') return `Week of ${dayLabel(start)}`;
  const { year, month } = parts(start);
  return `${MONTHS[month - 1]} ${year}`;
}

/**
 * A bucket named short, for an axis: '3 Mar' for days and weeks (a week by its Monday), 'Mar' for
 * months, with the year when asked (the first label, a new year) and on each January ('Jan 2027').
 */
export function axisLabel(start: string, interval: Bucketing, withYear = false): string {
  const { year, month, day } = parts(start);
  if (interval !== 'MONTH') return `${day} ${shortMonth(month)}`;
  return withYear || month === 1 ? `${shortMonth(month)} ${year}` : shortMonth(month);
}

/** Month labels of an axis, left to right: the year on the first and wherever it changes. */
export function monthAxisLabels(starts: readonly string[]): string[] {
  return starts.map((start, index) => axisLabel(start, 'MONTH', index === 0 || start.slice(0, 4) !== starts[index - 1]!.slice(0, 4)));
}

/** Digits grouped by thousands: 12,345. */
function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A number with at most one decimal, thousands grouped: '1,234.5', '12' (never '12.0'). */
function decimal(value: number): string {
  const tenths = Math.round(Math.abs(value) * 10);
  const text = grouped(Math.floor(tenths / 10)) + (tenths % 10 === 0 ? '' : `.${tenths % 10}`);
  return value < 0 && tenths > 0 ? `−${text}` : text;
}

/** A value with its short unit: tickets as whole numbers ('1,204'), hours to a tenth ('12.5 h'). */
export function formatValue(value: number, metric: ReportMetric): string {
  return metric === 'TICKET_COUNT' ? decimal(Math.round(value)) : `${decimal(value)} h`;
}

/** A value in words, for tooltips and summaries: '1 ticket', '12 tickets', '12.5 hours'. */
export function describeValue(value: number, metric: ReportMetric): string {
  if (metric === 'TICKET_COUNT') {
    const count = Math.round(value);
    return `${decimal(count)} ${count === 1 ? 'ticket' : 'tickets'}`;
  }
  const text = decimal(value);
  return `${text} ${text === '1' ? 'hour' : 'hours'}`;
}

/** A value apart from its unit, for a big number: '1,204' and 'tickets created', '1' and 'hour worked'. */
export function splitValue(value: number, metric: ReportMetric, grouping: ReportGrouping, view: ReportView): { readonly amount: string; readonly unit: string } {
  const amount = decimal(metric === 'TICKET_COUNT' ? Math.round(value) : value);
  const unit = metricLabel(metric, grouping, view).toLowerCase();
  return { amount, unit: amount === '1' ? unit.replace(/^tickets/, 'ticket').replace(/^hours/, 'hour') : unit };
}

/** A change with its sign: '+3', '−2' (a real minus), '0'; hours '+1.5 h'. */
export function formatChange(change: number, metric: ReportMetric): string {
  const text = formatValue(Math.abs(change), metric);
  const shown = formatValue(0, metric) === text ? 0 : Math.sign(change);
  return shown > 0 ? `+${text}` : shown < 0 ? `−${text}` : text;
}

const DATE_NAMES: Readonly<Record<Exclude<TimeGrouping, 'WORK_DAY'>, string>> = {
  CREATED_AT: 'created',
  CLOSED_AT: 'closed',
  SCHEDULED_AT: 'scheduled',
  ETA: 'by ETA',
};

/**
 * What the numbers count, as a column heads it: 'Tickets created', 'Tickets worked on', 'Hours
 * worked', 'Hours worked (tickets created)'. COMPARE_THROUGH_TIME counts tickets closed.
 */
export function metricLabel(metric: ReportMetric, grouping: ReportGrouping, view: ReportView): string {
  if (metric === 'SUM_HOURS_WORKED') {
    return grouping === 'WORK_DAY' || !isTimeGrouping(grouping) ? 'Hours worked' : `Hours worked (tickets ${DATE_NAMES[grouping]})`;
  }
  if (view === 'COMPARE_THROUGH_TIME') return 'Tickets closed';
  if (grouping === 'WORK_DAY') return 'Tickets worked on';
  return isTimeGrouping(grouping) ? `Tickets ${DATE_NAMES[grouping]}` : 'Tickets';
}

/** What a group is, as a column heads it. */
export const GROUP_LABELS: Readonly<Record<string, string>> = {
  ASSIGNEE: 'Assignee',
  PRODUCT: 'Product',
  TAG: 'Tag',
  WORKFLOW: 'Workflow',
  WORKFLOW_STATE: 'Workflow state',
};

/** A bucket size, as a column heads it. */
export const INTERVAL_LABELS: Readonly<Record<Bucketing, string>> = { DAY: 'Day', WEEK: 'Week', MONTH: 'Month' };

/** The period a VALUES_NOW number covers, and the one before it (COMPARE_VALUES_NOW). */
export function periodWords(interval: ReportInterval): { readonly now: string; readonly before: string } {
  switch (interval) {
    case 'DAY':
      return { now: 'Today', before: 'Yesterday' };
    case 'WEEK':
      return { now: 'This week', before: 'Last week' };
    case 'MONTH':
      return { now: 'This month', before: 'Last month' };
    case 'AUTO':
      return { now: 'All time', before: 'Before' };
    default: {
      const _never: never = interval;
      return _never;
    }
  }
}

/** A step of 1, 2 or 5 times a power of ten, at least `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

/**
 * Axis ticks from 0 to a round number at or above `max`, about `approxCount` steps of 1, 2 or 5
 * times a power of ten; whole steps only when `whole` (tickets), tenths at the finest (hours).
 * A chart of nothing still has the axis 0–1.
 */
export function niceTicks(max: number, approxCount = 4, whole = true): readonly number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 1;
  const step = Math.max(whole ? 1 : 0.1, niceStep(top / Math.max(1, approxCount)));
  const count = Math.ceil(top / step - 1e-9);
  // Multiplying, not adding, keeps 0.1 steps free of 0.30000000000000004.
  return Array.from({ length: count + 1 }, (_, index) => Math.round(index * step * 1e6) / 1e6);
}

/** A widget as a table: its column heads and its rows. */
export interface WidgetTable {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}

/** The label of a group: its name, else its key. */
export const groupName = (group: { readonly key: string; readonly label?: string }): string => group.label ?? group.key;

/** The label of a COMPARE_VALUES_NOW period: 'Last week (week of 23 Feb 2026)'. */
function periodLabel(words: string, start: string, interval: Bucketing): string {
  const full = bucketLabel(start, interval);
  return `${words} (${interval === 'MONTH' ? full : full.charAt(0).toLowerCase() + full.slice(1)})`;
}

function tableOf(data: WidgetData, metric: ReportMetric, grouping: ReportGrouping, interval: ReportInterval | undefined, csv: boolean): WidgetTable {
  const measure = metricLabel(metric, grouping, data.view);
  const bucket = (start: string, size: Bucketing) => (csv ? (size === 'MONTH' ? start.slice(0, 7) : start) : bucketLabel(start, size));
  const bucketColumn = (size: Bucketing) => (csv && size === 'WEEK' ? 'Week (Monday)' : INTERVAL_LABELS[size]);
  switch (data.view) {
    case 'VALUES_NOW':
      return interval === undefined ? { columns: [measure], rows: [[data.value]] } : { columns: ['Period', measure], rows: [[periodWords(interval).now, data.value]] };
    case 'COMPARE_VALUES_NOW': {
      const words = periodWords(data.interval);
      return {
        columns: ['Period', measure],
        rows: [
          [periodLabel(words.before, data.previous.bucketStart, data.interval), data.previous.value],
          [periodLabel(words.now, data.current.bucketStart, data.interval), data.current.value],
          ['Change', csv ? data.change : formatChange(data.change, metric)],
        ],
      };
    }
    case 'VALUES_THROUGH_TIME':
      return { columns: [bucketColumn(data.interval), measure], rows: data.points.map((point) => [bucket(point.bucketStart, data.interval), point.value]) };
    case 'CALENDAR':
      return { columns: ['Day', measure], rows: data.days.map((day) => [bucket(day.bucketStart, 'DAY'), day.value]) };
    case 'VALUES_BROKEN_DOWN_NOW':
      return { columns: [GROUP_LABELS[grouping] ?? 'Group', measure], rows: data.groups.map((group) => [groupName(group), group.value]) };
    case 'COMPARE_THROUGH_TIME': {
      const starts = data.series[0]?.points.map((point) => point.bucketStart) ?? [];
      return {
        columns: [bucketColumn(data.interval), ...data.series.map(groupName)],
        rows: starts.map((start, index) => [bucket(start, data.interval), ...data.series.map((series) => series.points[index]?.value ?? 0)]),
      };
    }
    default: {
      const _never: never = data;
      return _never;
    }
  }
}

/** A widget as a table for the screen (`interval`: the widget's, so VALUES_NOW can say which period it is). */
export function widgetTable(data: WidgetData, metric: ReportMetric, grouping: ReportGrouping, interval?: ReportInterval): WidgetTable {
  return tableOf(data, metric, grouping, interval, false);
}

/** A number as a CSV cell: whole, or hours to two decimals; never guarded (a minus is a sign, not a formula). */
const csvNumber = (value: number): string => String(Math.round(value * 100) / 100);

/**
 * A widget as CSV (RFC 4180: CRLF line ends, quoted when needed, text cells guarded against
 * formulas as the search export does): the table's rows with ISO dates ('2026-03-02', months
 * '2026-03') and plain numbers.
 */
export function widgetCsv(data: WidgetData, metric: ReportMetric, grouping: ReportGrouping, interval?: ReportInterval): string {
  const { columns, rows } = tableOf(data, metric, grouping, interval, true);
  return [columns, ...rows].map((cells) => `${cells.map((cell) => (typeof cell === 'number' ? csvNumber(cell) : csvCell(cell))).join(',')}\r\n`).join('');
}

/** A file name for a widget's CSV: its title in lower case words joined by '-' ('tickets-closed.csv'). */
export function widgetCsvFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'widget'}.csv`;
}

/**
 * Whether a widget has nothing to draw: a series or a breakdown whose values are all 0 (no
 * ticket the filter keeps falls in it). A single number (VALUES_NOW, COMPARE_VALUES_NOW) is
 * worth showing even at 0.
 */
export function isEmptyWidget(data: WidgetData): boolean {
  switch (data.view) {
    case 'VALUES_NOW':
    case 'COMPARE_VALUES_NOW':
      return false;
    case 'VALUES_THROUGH_TIME':
      return data.points.every((point) => point.value === 0);
    case 'CALENDAR':
      return data.days.every((day) => day.value === 0);
    case 'VALUES_BROKEN_DOWN_NOW':
      return data.groups.every((group) => group.value === 0);
    case 'COMPARE_THROUGH_TIME':
      return data.series.every((series) => series.points.every((point) => point.value === 0));
    default: {
      const _never: never = data;
      return _never;
    }
  }
}

