/**
 * Reports (org-area "Reports", §4 Report enumerations): a report is a named grid of widgets; each
 * widget shows one metric of the organization's tickets, in one view, grouped one way, over one
 * interval, after one ticket filter. This module holds the words and the rules: what a widget
 * config and a layout are, and what makes them valid. The numbers are in aggregate.ts.
 *
 * Groupings are of two kinds. Time groupings put a ticket (or its hours) at an instant:
 * CREATED_AT, CLOSED_AT, SCHEDULED_AT and ETA at the ticket's date of that name, WORK_DAY at the
 * times its work was done. Categorical groupings put it in a category: ASSIGNEE, PRODUCT, TAG,
 * WORKFLOW, WORKFLOW_STATE. Which a view takes, and what its interval means:
 *
 * | view                   | groupings   | interval                                                  |
 * |------------------------|-------------|-----------------------------------------------------------|
 * | VALUES_NOW             | time        | the period now is in (DAY today, ...); AUTO: all time     |
 * | COMPARE_VALUES_NOW     | time        | this period against the one before; AUTO: WEEK            |
 * | VALUES_THROUGH_TIME    | time        | the bucket size; AUTO: by the span (see autoInterval)     |
 * | CALENDAR               | time        | one value a day: DAY or AUTO only                         |
 * | VALUES_BROKEN_DOWN_NOW | categorical | none: AUTO only (every ticket the filter keeps)           |
 * | COMPARE_THROUGH_TIME   | categorical | the bucket size of one series per category; AUTO by span |
 *
 * A layout places a widget on a grid of 12 columns: x from 0 to 11, a width from 1 to 12 that
 * stays within the columns, y from 0, a height from 1 to REPORT_LIMITS.height; widgets never
 * overlap.
 */
import type { FieldError, Validated } from '../shared/result.ts';
import { requiredText, WORK_LIMITS } from '../work/work.ts';
import type { DisplayState, ScheduleStatus } from '../work/work.ts';

export const REPORT_VIEWS = ['CALENDAR', 'COMPARE_THROUGH_TIME', 'COMPARE_VALUES_NOW', 'VALUES_BROKEN_DOWN_NOW', 'VALUES_NOW', 'VALUES_THROUGH_TIME'] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];

export const REPORT_METRICS = ['SUM_HOURS_WORKED', 'TICKET_COUNT'] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number];

export const REPORT_INTERVALS = ['AUTO', 'DAY', 'MONTH', 'WEEK'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];

export const REPORT_GROUPINGS = ['ASSIGNEE', 'CLOSED_AT', 'CREATED_AT', 'ETA', 'PRODUCT', 'SCHEDULED_AT', 'TAG', 'WORKFLOW', 'WORKFLOW_STATE', 'WORK_DAY'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** Groupings that place a ticket (or its hours) in time. */
export const TIME_GROUPINGS = ['CREATED_AT', 'CLOSED_AT', 'SCHEDULED_AT', 'ETA', 'WORK_DAY'] as const satisfies readonly ReportGrouping[];
export type TimeGrouping = (typeof TIME_GROUPINGS)[number];

/** Groupings that place a ticket (or its hours) in categories. */
export const CATEGORY_GROUPINGS = ['ASSIGNEE', 'PRODUCT', 'TAG', 'WORKFLOW', 'WORKFLOW_STATE'] as const satisfies readonly ReportGrouping[];
export type CategoryGrouping = (typeof CATEGORY_GROUPINGS)[number];

export const isTimeGrouping = (grouping: ReportGrouping): grouping is TimeGrouping => (TIME_GROUPINGS as readonly string[]).includes(grouping);

/** The groupings each view allows (the table of the module comment). */
export const VIEW_GROUPINGS: Readonly<Record<ReportView, readonly ReportGrouping[]>> = {
  VALUES_NOW: TIME_GROUPINGS,
  COMPARE_VALUES_NOW: TIME_GROUPINGS,
  VALUES_THROUGH_TIME: TIME_GROUPINGS,
  CALENDAR: TIME_GROUPINGS,
  VALUES_BROKEN_DOWN_NOW: CATEGORY_GROUPINGS,
  COMPARE_THROUGH_TIME: CATEGORY_GROUPINGS,
};

/** The intervals each view allows. */
export const VIEW_INTERVALS: Readonly<Record<ReportView, readonly ReportInterval[]>> = {
  VALUES_NOW: REPORT_INTERVALS,
  COMPARE_VALUES_NOW: REPORT_INTERVALS,
  VALUES_THROUGH_TIME: REPORT_INTERVALS,
  CALENDAR: ['AUTO', 'DAY'],
  VALUES_BROKEN_DOWN_NOW: ['AUTO'],
  COMPARE_THROUGH_TIME: REPORT_INTERVALS,
};

export const allowsGrouping = (view: ReportView, grouping: ReportGrouping): boolean => VIEW_GROUPINGS[view].includes(grouping);
export const allowsInterval = (view: ReportView, interval: ReportInterval): boolean => VIEW_INTERVALS[view].includes(interval);

/**
 * Which tickets a widget reads: each list narrows when it is not empty (a ticket passes a list
 * when it has one of its values: any of its tags, any of its states' assignees); empty lists
 * keep everyone.
 */
export interface ReportFilter {
  /** Projects: a ticket passes when it is in one of them (the server adds their sub-projects: the §3 filter is recursive). */
  readonly projectIds: readonly string[];
  readonly productIds: readonly string[];
  readonly workflowIds: readonly string[];
  readonly tagIds: readonly string[];
  readonly assigneeIds: readonly string[];
  readonly statuses: readonly ScheduleStatus[];
  readonly displayStates: readonly DisplayState[];
  /** Created on or after this date ('YYYY-MM-DD', in the report's time zone); null: no lower bound. */
  readonly createdFrom: string | null;
  /** Created on or before this date; null: no upper bound. */
  readonly createdTo: string | null;
}

export const EMPTY_REPORT_FILTER: ReportFilter = { projectIds: [], productIds: [], workflowIds: [], tagIds: [], assigneeIds: [], statuses: [], displayStates: [], createdFrom: null, createdTo: null };

/** What a widget shows. */
export interface WidgetConfig {
  readonly title: string;
  readonly view: ReportView;
  readonly metric: ReportMetric;
  readonly grouping: ReportGrouping;
  readonly interval: ReportInterval;
  readonly filter: ReportFilter;
}

/** Where a widget sits on the grid, in columns and rows. */
export interface GridRect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A widget of a report: what it shows and where. */
export interface ReportWidget {
  readonly config: WidgetConfig;
  readonly layout: GridRect;
}

/** The limits of a report. */
export const REPORT_LIMITS = {
  name: WORK_LIMITS.name,
  title: WORK_LIMITS.name,
  columns: 12,
  /** Rows a widget may reach down to (y + h). */
  rows: 200,
  /** The tallest a widget may be, in rows. */
  height: 12,
  widgets: 48,
  /** Reports one organization may keep. */
  reports: 200,
  /** Ids one filter list may hold. */
  filterIds: 1000,
} as const;

const SCHEDULE_STATUSES: readonly ScheduleStatus[] = ['CANCELLED', 'DONE', 'SCHEDULED', 'UNSCHEDULED'];
const DISPLAY_STATES: readonly DisplayState[] = ['Done', 'Draft', 'Estimated', 'InProgress', 'Scheduled', 'Unassigned', 'Unestimated'];

/** The words the pages use for the §4 values. */
export const VIEW_LABELS: Readonly<Record<ReportView, string>> = {
  CALENDAR: 'Calendar',
  COMPARE_THROUGH_TIME: 'Compare through time',
  COMPARE_VALUES_NOW: 'Compare values now',
  VALUES_BROKEN_DOWN_NOW: 'Values broken down now',
  VALUES_NOW: 'Values now',
  VALUES_THROUGH_TIME: 'Values through time',
};
const VIEW_NAMES = VIEW_LABELS;

/** What each view draws, for the widget form. */
export const VIEW_HINTS: Readonly<Record<ReportView, string>> = {
  VALUES_NOW: 'One number: this day, week or month, or all of it.',
  COMPARE_VALUES_NOW: 'This period against the one before, and the change.',
  VALUES_THROUGH_TIME: 'A line through time, by day, week or month.',
  CALENDAR: 'A heat map of the year, day by day.',
  VALUES_BROKEN_DOWN_NOW: 'Bars per person, product, tag, workflow or state.',
  COMPARE_THROUGH_TIME: 'Bars per group through time, side by side.',
};

export const METRIC_LABELS: Readonly<Record<ReportMetric, string>> = { TICKET_COUNT: 'Ticket count', SUM_HOURS_WORKED: 'Hours worked' };

export const GROUPING_LABELS: Readonly<Record<ReportGrouping, string>> = {
  ASSIGNEE: 'Assignee',
  CLOSED_AT: 'Closed date',
  CREATED_AT: 'Created date',
  ETA: 'ETA',
  PRODUCT: 'Product',
  SCHEDULED_AT: 'Scheduled date',
  TAG: 'Tag',
  WORKFLOW: 'Workflow',
  WORKFLOW_STATE: 'Workflow state',
  WORK_DAY: 'Day worked',
};

export const INTERVAL_LABELS: Readonly<Record<ReportInterval, string>> = { AUTO: 'Automatic', DAY: 'Day', WEEK: 'Week', MONTH: 'Month' };

/** A config that keeps what it can of another view's: the grouping and interval the new view takes (its first ones otherwise). */
export function withView(config: WidgetConfig, view: ReportView): WidgetConfig {
  const grouping = allowsGrouping(view, config.grouping) ? config.grouping : VIEW_GROUPINGS[view][0]!;
  const interval = allowsInterval(view, config.interval) ? config.interval : VIEW_INTERVALS[view][0]!;
  return { ...config, view, grouping, interval };
}

/** What the rules say. */
export const REPORT_MESSAGES = {
  unknown: (label: string, value: unknown, known: readonly string[]) => `${label} must be one of ${known.join(', ')}, got ${JSON.stringify(value) ?? String(value)}`,
  grouping: (view: ReportView, grouping: ReportGrouping) =>
    `${VIEW_NAMES[view]} cannot be grouped by ${grouping}: use ${VIEW_GROUPINGS[view].join(', ')}`,
  interval: (view: ReportView, interval: ReportInterval) =>
    VIEW_INTERVALS[view].length === 1
      ? `${VIEW_NAMES[view]} has no interval: use AUTO, got ${interval}`
      : `${VIEW_NAMES[view]} takes the interval ${VIEW_INTERVALS[view].join(' or ')}, got ${interval}`,
  filter: 'The filter must be an object of id lists, statuses and display states',
  filterList: (key: string) => `The filter's ${key} must be a list of ids`,
  filterTooMany: (key: string) => `The filter's ${key} may hold at most ${REPORT_LIMITS.filterIds} values`,
  date: 'A created date must be a date (YYYY-MM-DD)',
  dateOrder: 'The last created date must not be before the first',
  whole: (part: string) => `${part} must be a whole number`,
  x: `The column must be from 0 to ${REPORT_LIMITS.columns - 1}`,
  w: `The width must be from 1 to ${REPORT_LIMITS.columns} columns`,
  overflow: `The widget must stay within the ${REPORT_LIMITS.columns} columns: column + width at most ${REPORT_LIMITS.columns}`,
  y: 'The row must be 0 or more',
  h: `The height must be from 1 to ${REPORT_LIMITS.height} rows`,
  bottom: `The widget must end within ${REPORT_LIMITS.rows} rows`,
  overlap: (other: number) => `The widget overlaps widget ${other + 1}`,
  widgets: `A report holds at most ${REPORT_LIMITS.widgets} widgets`,
  reports: `An organization keeps at most ${REPORT_LIMITS.reports} reports: delete one first`,
} as const;

type Input = Readonly<Record<string, unknown>>;

function oneOf<T extends string>(value: unknown, known: readonly T[], field: string, label: string, errors: FieldError[]): T | null {
  if (typeof value === 'string' && (known as readonly string[]).includes(value)) return value as T;
  errors.push({ field, message: REPORT_MESSAGES.unknown(label, value, known) });
  return null;
}

const FILTER_ID_LISTS = ['projectIds', 'productIds', 'workflowIds', 'tagIds', 'assigneeIds'] as const;

/** A filter checked: absent or null is the empty filter; each list holds ids (or known statuses), no repeats. */
export function validateFilter(value: unknown, field = 'filter'): Validated<ReportFilter> {
  if (value === undefined || value === null) return { ok: true, value: EMPTY_REPORT_FILTER };
  if (typeof value !== 'object' || Array.isArray(value)) return { ok: false, errors: [{ field, message: REPORT_MESSAGES.filter }] };
  const input = value as Input;
  const errors: FieldError[] = [];
  const list = (key: string): unknown[] => {
    const entry = input[key];
    if (entry === undefined || entry === null) return [];
    if (!Array.isArray(entry)) {
      errors.push({ field: `${field}.${key}`, message: REPORT_MESSAGES.filterList(key) });
      return [];
    }
    if (entry.length > REPORT_LIMITS.filterIds) errors.push({ field: `${field}.${key}`, message: REPORT_MESSAGES.filterTooMany(key) });
    return [...new Set(entry)];
  };
  const ids = Object.fromEntries(
    FILTER_ID_LISTS.map((key) => {
      const entries = list(key);
      if (entries.some((id) => typeof id !== 'string' || id === '')) errors.push({ field: `${field}.${key}`, message: REPORT_MESSAGES.filterList(key) });
      return [key, entries as string[]];
    }),
  ) as Record<(typeof FILTER_ID_LISTS)[number], string[]>;
  const statuses = list('statuses');
  const unknownStatus = statuses.find((status) => !SCHEDULE_STATUSES.includes(status as ScheduleStatus));
  if (unknownStatus !== undefined) errors.push({ field: `${field}.statuses`, message: REPORT_MESSAGES.unknown('A status', unknownStatus, SCHEDULE_STATUSES) });
  const displayStates = list('displayStates');
  const unknownState = displayStates.find((state) => !DISPLAY_STATES.includes(state as DisplayState));
  if (unknownState !== undefined) errors.push({ field: `${field}.displayStates`, message: REPORT_MESSAGES.unknown('A display state', unknownState, DISPLAY_STATES) });
  const date = (key: 'createdFrom' | 'createdTo'): string | null => {
    const entry = input[key];
    if (entry === undefined || entry === null || entry === '') return null;
    if (typeof entry === 'string' && isCalendarDate(entry)) return entry;
    errors.push({ field: `${field}.${key}`, message: REPORT_MESSAGES.date });
    return null;
  };
  const createdFrom = date('createdFrom');
  const createdTo = date('createdTo');
  if (createdFrom !== null && createdTo !== null && createdTo < createdFrom) errors.push({ field: `${field}.createdTo`, message: REPORT_MESSAGES.dateOrder });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { ...ids, statuses: statuses as ScheduleStatus[], displayStates: displayStates as DisplayState[], createdFrom, createdTo } };
}

/**
 * A widget config checked, every error at once: a title, known view, metric, grouping and
 * interval, a grouping and an interval the view takes, a filter. `prefix` names the fields
 * (`widgets[2].`).
 */
export function validateWidgetConfig(input: Input, prefix = ''): Validated<WidgetConfig> {
  const errors: FieldError[] = [];
  const title = requiredText(input['title'], 'Title', REPORT_LIMITS.title);
  if (!title.ok) errors.push({ field: `${prefix}title`, message: title.message });
  const view = oneOf(input['view'], REPORT_VIEWS, `${prefix}view`, 'The view', errors);
  const metric = oneOf(input['metric'], REPORT_METRICS, `${prefix}metric`, 'The metric', errors);
  const grouping = oneOf(input['grouping'], REPORT_GROUPINGS, `${prefix}grouping`, 'The grouping', errors);
  const interval = oneOf(input['interval'], REPORT_INTERVALS, `${prefix}interval`, 'The interval', errors);
  if (view !== null && grouping !== null && !allowsGrouping(view, grouping)) errors.push({ field: `${prefix}grouping`, message: REPORT_MESSAGES.grouping(view, grouping) });
  if (view !== null && interval !== null && !allowsInterval(view, interval)) errors.push({ field: `${prefix}interval`, message: REPORT_MESSAGES.interval(view, interval) });
  const filter = validateFilter(input['filter'], `${prefix}filter`);
  if (!filter.ok) errors.push(...filter.errors);
  if (errors.length > 0 || !title.ok || !filter.ok) return { ok: false, errors };
  return { ok: true, value: { title: title.value, view: view!, metric: metric!, grouping: grouping!, interval: interval!, filter: filter.value } };
}

/** A real calendar date, 'YYYY-MM-DD' (no 31 February). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** One widget's place checked on its own: whole numbers within the grid. */
export function validateGridRect(input: Input, prefix = ''): Validated<GridRect> {
  const errors: FieldError[] = [];
  const part = (key: 'x' | 'y' | 'w' | 'h', ok: (n: number) => boolean): number | null => {
    const value = input[key];
    if (!isWhole(value)) {
      errors.push({ field: `${prefix}${key}`, message: REPORT_MESSAGES.whole({ x: 'The column', y: 'The row', w: 'The width', h: 'The height' }[key]) });
      return null;
    }
    if (!ok(value)) errors.push({ field: `${prefix}${key}`, message: REPORT_MESSAGES[key] });
    return value;
  };
  const x = part('x', (n) => n >= 0 && n < REPORT_LIMITS.columns);
  const y = part('y', (n) => n >= 0);
  const w = part('w', (n) => n >= 1 && n <= REPORT_LIMITS.columns);
  const h = part('h', (n) => n >= 1 && n <= REPORT_LIMITS.height);
  if (errors.length === 0 && x! + w! > REPORT_LIMITS.columns) errors.push({ field: `${prefix}w`, message: REPORT_MESSAGES.overflow });
  if (errors.length === 0 && y! + h! > REPORT_LIMITS.rows) errors.push({ field: `${prefix}h`, message: REPORT_MESSAGES.bottom });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { x: x!, y: y!, w: w!, h: h! } };
}

/** Whether two places share a cell (touching edges do not). */
export const overlap = (a: GridRect, b: GridRect): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Each place checked on its own, then each against the ones before it; `fieldOf` names a widget's place. */
function checkPlaces(inputs: readonly Input[], fieldOf: (index: number) => string): { readonly rects: readonly (GridRect | null)[]; readonly errors: readonly FieldError[] } {
  const errors: FieldError[] = [];
  const rects = inputs.map((input, index) => {
    const result = validateGridRect(input, `${fieldOf(index)}.`);
    if (!result.ok) errors.push(...result.errors);
    return result.ok ? result.value : null;
  });
  rects.forEach((rect, index) => {
    if (rect === null) return;
    const other = rects.findIndex((earlier, j) => j < index && earlier !== null && overlap(earlier, rect));
    if (other >= 0) errors.push({ field: fieldOf(index), message: REPORT_MESSAGES.overlap(other) });
  });
  return { rects, errors };
}

/** A grid checked: each place on its own (fields `layout[i].x`), then each widget against the ones before it (`layout[i]`). */
export function validateLayout(inputs: readonly Input[], prefix = 'layout'): Validated<readonly GridRect[]> {
  const { rects, errors } = checkPlaces(inputs, (index) => `${prefix}[${index}]`);
  const all = inputs.length > REPORT_LIMITS.widgets ? [{ field: prefix, message: REPORT_MESSAGES.widgets }, ...errors] : errors;
  return all.length > 0 ? { ok: false, errors: all } : { ok: true, value: rects as GridRect[] };
}

/** A report as it is saved: a name and its widgets. */
export interface ReportInput {
  readonly name: string;
  readonly widgets: readonly ReportWidget[];
}

/** A whole report checked: a name, each widget's config (`widgets[i].title`) and the grid (`widgets[i].layout.x`, overlaps on `widgets[i].layout`). */
export function validateReport(input: Input): Validated<ReportInput> {
  const errors: FieldError[] = [];
  const name = requiredText(input['name'], 'Name', REPORT_LIMITS.name);
  if (!name.ok) errors.push({ field: 'name', message: name.message });
  const widgets = Array.isArray(input['widgets']) ? (input['widgets'] as unknown[]) : [];
  if (widgets.length > REPORT_LIMITS.widgets) errors.push({ field: 'widgets', message: REPORT_MESSAGES.widgets });
  const record = (value: unknown): Input => (typeof value === 'object' && value !== null ? (value as Input) : {});
  const configs = widgets.map((widget, index) => validateWidgetConfig(record(record(widget)['config']), `widgets[${index}].`));
  for (const config of configs) if (!config.ok) errors.push(...config.errors);
  const places = checkPlaces(
    widgets.map((widget) => record(record(widget)['layout'])),
    (index) => `widgets[${index}].layout`,
  );
  errors.push(...places.errors);
  if (errors.length > 0 || !name.ok) return { ok: false, errors };
  return {
    ok: true,
    value: { name: name.value, widgets: configs.map((config, index) => ({ config: (config as { value: WidgetConfig }).value, layout: places.rects[index]! })) },
  };
}
