/**
 * The arithmetic of a widget's chart, apart from drawing: which datum a key moves to, how many
 * axis labels fit, how many buckets fit, where each day of a calendar heat map sits, how dark it
 * is, which groups get a colour of their own (the rest are one 'Other'), and the sentence a
 * screen reader hears for the whole chart.
 */
import { mondayOf, weekdayOf } from '../time/blackout-calendar.ts';
import { WEEK_DAYS } from '../time/work-week.ts';
import type { Bucketing, BucketValue, GroupSeries, GroupValue, WidgetData } from './aggregate.ts';
import { bucketLabel, dayLabel, describeValue, GROUP_LABELS, groupName, metricLabel, periodWords } from './widget-table.ts';
import type { ReportGrouping, ReportInterval, ReportMetric } from './report.ts';

/**
 * The datum a key makes active among `count` (undefined: the key does not move). Left and Up go
 * back one, Right and Down on one, Home and End to the ends; from no datum, forward keys start at
 * the first and backward ones at the last. On a calendar (`calendar`: weeks as columns, days as
 * rows) Left and Right move a week and stay put at the edge.
 */
export function nextActive(active: number | null, key: string, count: number, calendar = false): number | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  const forward = key === 'ArrowRight' || key === 'ArrowDown';
  const backward = key === 'ArrowLeft' || key === 'ArrowUp';
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  if (!forward && !backward) return undefined;
  if (active === null) return forward ? 0 : last;
  const step = calendar && (key === 'ArrowLeft' || key === 'ArrowRight') ? 7 : 1;
  const next = active + (forward ? step : -step);
  if (next < 0 || next > last) return step === 7 ? active : Math.min(last, Math.max(0, next));
  return next;
}

/** How many of the latest items fit `length` at `minSize` each: at least one, at most all. */
export const fitLatest = (count: number, length: number, minSize: number): number => Math.max(1, Math.min(count, Math.floor(length / minSize)));

/** Every how many items an axis label goes, so labels `labelWidth` wide never touch at `spacing` apart. */
export const labelStride = (spacing: number, labelWidth: number): number => (spacing <= 0 ? Number.MAX_SAFE_INTEGER : Math.max(1, Math.ceil(labelWidth / spacing)));

/** The width an axis label of 12 px text takes, with room around it. */
export const labelWidth = (text: string): number => text.length * 6.8 + 14;

/** Which of `count` items carry a label: the latest always, then every `stride` back. */
export const isLabelled = (index: number, count: number, stride: number): boolean => (count - 1 - index) % stride === 0;

/** Labels starting at `x` (left-aligned), kept left to right when they clear the one kept before. */
export function spacedLabels<T extends { readonly x: number; readonly text: string }>(labels: readonly T[]): T[] {
  const kept: T[] = [];
  for (const label of labels) {
    const previous = kept[kept.length - 1];
    if (!previous || label.x >= previous.x + labelWidth(previous.text) - 6) kept.push(label);
  }
  return kept;
}

/** A day of a calendar heat map: its column (week) and row (0 Monday .. 6 Sunday). */
export interface CalendarCell {
  readonly date: string;
  readonly value: number;
  readonly column: number;
  readonly row: number;
}

/** A calendar heat map: its cells, its number of week columns, and where each month begins (the week column of its first day). */
export interface CalendarLayout {
  readonly cells: readonly CalendarCell[];
  readonly columns: number;
  readonly months: readonly { readonly column: number; readonly date: string }[];
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Days laid out in week columns from the Monday of the first; months begin at least 3 columns apart. */
export function calendarLayout(days: readonly BucketValue[]): CalendarLayout {
  if (days.length === 0) return { cells: [], columns: 0, months: [] };
  const start = dayNumber(mondayOf(days[0]!.bucketStart));
  const cells = days.map(({ bucketStart, value }) => ({
    date: bucketStart,
    value,
    column: Math.floor((dayNumber(bucketStart) - start) / 7),
    row: WEEK_DAYS.indexOf(weekdayOf(bucketStart)),
  }));
  const starts: { column: number; date: string }[] = [];
  for (const cell of cells) {
    if (cell !== cells[0] && !cell.date.endsWith('-01')) continue;
    // A month shown for fewer than 3 weeks (the first, begun before the calendar) gives way to the next.
    if (starts.length > 0 && cell.column - starts[starts.length - 1]!.column < 3) starts.pop();
    starts.push({ column: cell.column, date: cell.date });
  }
  return { cells, columns: cells[cells.length - 1]!.column + 1, months: starts };
}

/** The shade of a heat map cell: 0 for nothing, then 1 to 4 by quarters of the largest value. */
export const heatLevel = (value: number, max: number): number => (value <= 0 || max <= 0 ? 0 : Math.min(4, Math.max(1, Math.ceil((value / max) * 4))));

/** The most groups a chart draws in colours of their own; beyond, the last colour is 'Other'. */
export const MAX_DRAWN_GROUPS = 8;
/** The key of the folded group (no id is empty of letters like this). */
export const OTHER_KEY = '\u0000other';

/** Groups as a chart draws them: all when they are few, else the first ones and 'Other (n)' for the rest, values summed. */
function fold<T extends { readonly key: string; readonly label?: string }>(items: readonly T[], merge: (rest: readonly T[], label: string) => T, limit: number): readonly T[] {
  if (items.length <= limit) return items;
  const rest = items.slice(limit - 1);
  return [...items.slice(0, limit - 1), merge(rest, `Other (${rest.length})`)];
}

/** A breakdown as a chart colours it (see `fold`). */
export const drawnGroups = (groups: readonly GroupValue[], limit = MAX_DRAWN_GROUPS): readonly GroupValue[] =>
  fold(groups, (rest, label) => ({ key: OTHER_KEY, label, value: rest.reduce((sum, group) => sum + group.value, 0) }), limit);

/** Series as a chart draws them (see `fold`): 'Other' is the sum per bucket. */
export const drawnSeries = (series: readonly GroupSeries[], limit = MAX_DRAWN_GROUPS): readonly GroupSeries[] =>
  fold(
    series,
    (rest, label) => ({
      key: OTHER_KEY,
      label,
      points: rest[0]!.points.map((point, index) => ({ bucketStart: point.bucketStart, value: rest.reduce((sum, one) => sum + (one.points[index]?.value ?? 0), 0) })),
    }),
    limit,
  );

/** A share as a percentage: '34%', '<1%' for a sliver that is not nothing. */
export const formatShare = (part: number, whole: number): string => {
  if (whole <= 0 || part <= 0) return '0%';
  const percent = Math.round((part / whole) * 100);
  return percent === 0 ? '<1%' : `${percent}%`;
};

const largest = (values: readonly BucketValue[]) => values.reduce<BucketValue | null>((best, item) => (best === null || item.value > best.value ? item : best), null);

/** Items listed up to `limit`, then 'and n more'. */
function listed(items: readonly string[], limit = 6): string {
  const shown = items.slice(0, limit).join('; ');
  return items.length > limit ? `${shown}; and ${items.length - limit} more` : shown;
}

/** A bucket inside a sentence: '3 Mar 2026', 'the week of 3 Mar 2026', 'March 2026'. */
const bucketInSentence = (start: string, interval: Bucketing): string => (interval === 'WEEK' ? `the week of ${dayLabel(start)}` : bucketLabel(start, interval));

/**
 * The chart in one sentence, for the accessible name of its plot: what is counted, over what
 * span, and what stands out (the largest, the latest, the change). The table has every number.
 */
export function widgetSummary(data: WidgetData, metric: ReportMetric, grouping: ReportGrouping, interval?: ReportInterval): string {
  const measure = metricLabel(metric, grouping, data.view);
  const value = (amount: number) => describeValue(amount, metric);
  const by = (GROUP_LABELS[grouping] ?? 'group').toLowerCase();
  switch (data.view) {
    case 'VALUES_NOW':
      return `${measure}${interval === undefined ? '' : `, ${periodWords(interval).now.toLowerCase()}`}: ${value(data.value)}.`;
    case 'COMPARE_VALUES_NOW': {
      const words = periodWords(data.interval);
      const change = data.change === 0 ? 'no change' : `${data.change > 0 ? 'up' : 'down'} ${value(Math.abs(data.change))}`;
      return `${measure}: ${value(data.current.value)} ${words.now.toLowerCase()}, ${value(data.previous.value)} ${words.before.toLowerCase()}, ${change}.`;
    }
    case 'VALUES_THROUGH_TIME':
    case 'CALENDAR': {
      const [points, size] = data.view === 'CALENDAR' ? [data.days, 'DAY' as const] : [data.points, data.interval];
      if (points.length === 0) return `${measure}: no data.`;
      const top = largest(points)!;
      const latest = points[points.length - 1]!;
      const total = points.reduce((sum, point) => sum + point.value, 0);
      const name = (start: string) => bucketInSentence(start, size);
      return `${measure} per ${size.toLowerCase()} from ${name(points[0]!.bucketStart)} to ${name(latest.bucketStart)}: ${value(total)} in all, the most ${value(top.value)} (${name(top.bucketStart)}), the latest ${value(latest.value)}.`;
    }
    case 'VALUES_BROKEN_DOWN_NOW':
      return `${measure} by ${by}: ${listed(data.groups.map((group) => `${groupName(group)}: ${value(group.value)}`))}.`;
    case 'COMPARE_THROUGH_TIME': {
      const points = data.series[0]?.points ?? [];
      if (points.length === 0) return `${measure}: no data.`;
      const totals = data.series.map((series) => `${groupName(series)}: ${value(series.points.reduce((sum, point) => sum + point.value, 0))}`);
      return `${measure} per ${data.interval.toLowerCase()} by ${by}, from ${bucketInSentence(points[0]!.bucketStart, data.interval)} to ${bucketInSentence(points[points.length - 1]!.bucketStart, data.interval)}: ${listed(totals)}.`;
    }
    default: {
      const _never: never = data;
      return _never;
    }
  }
}

