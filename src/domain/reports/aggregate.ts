/**
 * A widget's numbers (report.ts has the words and the table of views): the server reads the facts
 * of an organization's tickets once per report and computes every widget from them with
 * `widgetData`. Pure: the time zone and `now` are given.
 *
 * Metrics. TICKET_COUNT counts tickets (a ticket counts once per group and bucket however many
 * pieces of it fall there). SUM_HOURS_WORKED sums the hours of the tickets' worked intervals
 * (given as facts; `workedHours` computes one from a work week and blackouts).
 *
 * Time groupings place a ticket at the wall-clock date, in the report's time zone, of its
 * createdAt, closedAt, scheduledAt or eta, with all its hours; a ticket without that date is left
 * out. WORK_DAY places each worked interval on the days it covers, cut at the zone's midnights, so
 * a ticket counts on each day it was worked on. Buckets: DAY, WEEK (from Monday) and MONTH, all
 * starting at local midnight in the zone, named by their first date ('YYYY-MM-DD').
 *
 * Categorical groupings put a ticket in each of its values, and in the 'None' group (key '')
 * when it has none: PRODUCT and WORKFLOW one each; TAG each of its tags, so a ticket with two tags
 * counts (and adds its hours) in both, and the groups add up to more than the whole; ASSIGNEE each
 * assignee of its states for the count, while hours go to the assignee of the state they were
 * worked in (None for a state without one); WORKFLOW_STATE (by state name, across workflows) the
 * state the ticket is in now (its first state not done; None when all are done) for the count,
 * while hours go to the state they were worked in. Hours make groups of the states worked on
 * only: a product nobody worked on is not a group of 0 hours.
 *
 * Views:
 * - VALUES_NOW: one number: the pieces in the period now is in (DAY today, WEEK this week, MONTH
 *   this month), or all of them for AUTO.
 * - COMPARE_VALUES_NOW: this period's number against the period before (AUTO: weeks), and the change.
 * - VALUES_THROUGH_TIME: one value per bucket, from the bucket of the earliest piece to that of the
 *   latest, always including now's bucket; empty buckets are 0.
 * - CALENDAR: the same per day, for a heat map.
 * - VALUES_BROKEN_DOWN_NOW: one value per group over every ticket the filter keeps, largest first,
 *   None last.
 * - COMPARE_THROUGH_TIME: one series per group over the same buckets, in the order of the
 *   breakdown. Its time axis is when the metric happens: the day a ticket was closed for
 *   TICKET_COUNT (tickets finished per group), the days it was worked on for SUM_HOURS_WORKED.
 *
 * AUTO buckets of the series views follow the span from the first to the last date (both
 * counted): up to 31 days DAY, up to 26 weeks WEEK, beyond MONTH. A series keeps at most
 * MAX_BUCKETS buckets, the latest.
 */
import { addDays, addMonths, monthKey, monthOf, mondayOf, wallClock, zonedInstant } from '../time/blackout-calendar.ts';
import { minutesOf, WEEK_DAYS, type WorkWeek } from '../time/work-week.ts';
import type { DisplayState, ScheduleStatus } from '../work/work.ts';
import type { Person, WorkSpan } from '../projection/projection-input.ts';
import { WorkCalendar } from '../projection/work-calendar.ts';
import { weekPattern } from '../projection/weekly-pattern.ts';
import { isTimeGrouping, type CategoryGrouping, type ReportFilter, type ReportInterval, type TimeGrouping, type WidgetConfig } from './report.ts';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** A span of worked time, epoch ms, end after start. */
export interface WorkedInterval {
  readonly start: number;
  readonly end: number;
}

/** A state of a ticket (one step of its workflow) as reports read it. */
export interface ReportStateFacts {
  readonly id: string;
  /** The workflow state's name: states group by name across workflows. */
  readonly name: string;
  readonly assigneeId: string | null;
  readonly done: boolean;
  readonly workedIntervals: readonly WorkedInterval[];
}

/** A ticket as reports read it; instants are epoch ms. */
export interface ReportTicketFacts {
  readonly id: string;
  readonly createdAt: number;
  readonly closedAt: number | null;
  readonly scheduledAt: number | null;
  readonly eta: number | null;
  readonly projectId: string | null;
  readonly productId: string | null;
  readonly workflowId: string | null;
  readonly tagIds: readonly string[];
  /** In workflow order. */
  readonly states: readonly ReportStateFacts[];
  readonly displayState: DisplayState;
  readonly status: ScheduleStatus;
}

/** The key of the group of tickets without the grouped value. */
export const NONE_KEY = '';
export const NONE_LABEL = 'None';

/** The most buckets a series holds (the latest are kept). */
export const MAX_BUCKETS = 1000;

/** A bucket's value: the bucket named by its first date in the zone. */
export interface BucketValue {
  readonly bucketStart: string;
  readonly value: number;
}

/** A group's value. */
export interface GroupValue {
  readonly key: string;
  readonly label?: string;
  readonly value: number;
}

/** A group's series. */
export interface GroupSeries {
  readonly key: string;
  readonly label?: string;
  readonly points: readonly BucketValue[];
}

export type Bucketing = Exclude<ReportInterval, 'AUTO'>;

/** What a widget shows, by view. */
export type WidgetData =
  | { readonly view: 'VALUES_NOW'; readonly value: number }
  | { readonly view: 'COMPARE_VALUES_NOW'; readonly interval: Bucketing; readonly current: BucketValue; readonly previous: BucketValue; readonly change: number }
  | { readonly view: 'VALUES_THROUGH_TIME'; readonly interval: Bucketing; readonly points: readonly BucketValue[] }
  | { readonly view: 'CALENDAR'; readonly days: readonly BucketValue[] }
  | { readonly view: 'VALUES_BROKEN_DOWN_NOW'; readonly groups: readonly GroupValue[] }
  | { readonly view: 'COMPARE_THROUGH_TIME'; readonly interval: Bucketing; readonly series: readonly GroupSeries[] };

/** The names of groups (products, tags, people...), when the caller knows them. */
export type GroupLabels = (grouping: CategoryGrouping, key: string) => string | undefined;

/** The instants a filter's created dates stand for in a zone: from the first date's midnight to the midnight after the last. */
export function createdBounds(filter: ReportFilter, timeZone: string): { readonly from: number; readonly to: number } {
  return {
    from: filter.createdFrom === null ? -Infinity : zonedInstant(filter.createdFrom, '00:00', timeZone),
    to: filter.createdTo === null ? Infinity : zonedInstant(addDays(filter.createdTo, 1), '00:00', timeZone),
  };
}

/**
 * Whether a ticket passes a filter (each non-empty list narrows; the created dates as
 * `createdBounds` gives them, every date when absent). Projects are matched as given: the caller
 * adds their sub-projects.
 */
export function passesFilter(ticket: ReportTicketFacts, filter: ReportFilter, created: { readonly from: number; readonly to: number } = { from: -Infinity, to: Infinity }): boolean {
  const within = (list: readonly string[], value: string | null) => list.length === 0 || (value !== null && list.includes(value));
  return (
    ticket.createdAt >= created.from &&
    ticket.createdAt < created.to &&
    within(filter.projectIds, ticket.projectId) &&
    within(filter.productIds, ticket.productId) &&
    within(filter.workflowIds, ticket.workflowId) &&
    (filter.tagIds.length === 0 || ticket.tagIds.some((id) => filter.tagIds.includes(id))) &&
    (filter.assigneeIds.length === 0 || ticket.states.some((state) => state.assigneeId !== null && filter.assigneeIds.includes(state.assigneeId))) &&
    (filter.statuses.length === 0 || filter.statuses.includes(ticket.status)) &&
    (filter.displayStates.length === 0 || filter.displayStates.includes(ticket.displayState))
  );
}

// --- buckets --------------------------------------------------------------------------------

/** The first date of the bucket a date is in. */
export function bucketOf(date: string, interval: Bucketing): string {
  if (interval === 'DAY') return date;
  if (interval === 'WEEK') return mondayOf(date);
  return `${date.slice(0, 7)}-01`;
}

/** The first date of the next bucket (or of one `steps` away). */
export function nextBucket(start: string, interval: Bucketing, steps = 1): string {
  if (interval === 'DAY') return addDays(start, steps);
  if (interval === 'WEEK') return addDays(start, 7 * steps);
  return `${monthKey(addMonths(monthOf(start), steps))}-01`;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** The bucket size AUTO stands for over a span of dates (both counted). */
export function autoInterval(first: string, last: string): Bucketing {
  const days = dayNumber(last) - dayNumber(first) + 1;
  if (days <= 31) return 'DAY';
  if (days <= 26 * 7) return 'WEEK';
  return 'MONTH';
}

/** Every bucket from the one `first` is in to the one `last` is in (the latest MAX_BUCKETS). */
export function bucketsBetween(first: string, last: string, interval: Bucketing): string[] {
  const buckets: string[] = [];
  const end = bucketOf(last, interval);
  for (let bucket = bucketOf(first, interval); bucket <= end; bucket = nextBucket(bucket, interval)) buckets.push(bucket);
  return buckets.length > MAX_BUCKETS ? buckets.slice(-MAX_BUCKETS) : buckets;
}

// --- pieces ---------------------------------------------------------------------------------

/** A part of a ticket's metric: in a group (or '' for time views), on a date (or null), with worked ms. */
interface Piece {
  readonly ticketId: string;
  readonly key: string;
  readonly date: string | null;
  readonly ms: number;
}

const SLOT_MS = 15 * MINUTE_MS;
const CACHE_LIMIT = 200_000;

/**
 * A zone's dates and midnights, remembered: every zone's offset is a whole number of quarter
 * hours, so an instant's date is that of its quarter hour, and Intl is asked once per quarter
 * hour and once per midnight instead of once per piece (10,000 tickets' pieces are hundreds of
 * thousands).
 */
class ZoneDays {
  private readonly dates = new Map<number, string>();
  private readonly midnights = new Map<string, number>();
  private readonly nextDays = new Map<string, string>();
  constructor(private readonly timeZone: string) {}

  /** The wall-clock date of an instant. */
  dateOf(ms: number): string {
    const slot = Math.floor(ms / SLOT_MS);
    let date = this.dates.get(slot);
    if (date === undefined) {
      if (this.dates.size > CACHE_LIMIT) this.dates.clear();
      date = wallClock(slot * SLOT_MS, this.timeZone).date;
      this.dates.set(slot, date);
    }
    return date;
  }

  /** The date after a date. */
  after(date: string): string {
    let next = this.nextDays.get(date);
    if (next === undefined) {
      if (this.nextDays.size > CACHE_LIMIT) this.nextDays.clear();
      next = addDays(date, 1);
      this.nextDays.set(date, next);
    }
    return next;
  }

  /** The instant a date starts. */
  midnight(date: string): number {
    let at = this.midnights.get(date);
    if (at === undefined) {
      if (this.midnights.size > CACHE_LIMIT) this.midnights.clear();
      at = zonedInstant(date, '00:00', this.timeZone);
      this.midnights.set(date, at);
    }
    return at;
  }
}

const zones = new Map<string, ZoneDays>();
/** The remembered days of a zone. */
function daysOf(timeZone: string): ZoneDays {
  let days = zones.get(timeZone);
  if (!days) {
    if (zones.size > 64) zones.clear();
    days = new ZoneDays(timeZone);
    zones.set(timeZone, days);
  }
  return days;
}

/** An interval cut at the zone's midnights: the worked ms of each date. */
function perDay(interval: WorkedInterval, timeZone: string): { date: string; ms: number }[] {
  const zone = daysOf(timeZone);
  const days: { date: string; ms: number }[] = [];
  let date = zone.dateOf(interval.start);
  let from = interval.start;
  while (from < interval.end) {
    const next = zone.after(date);
    const to = Math.min(interval.end, zone.midnight(next));
    if (to > from) days.push({ date, ms: to - from });
    from = Math.max(from, to);
    date = next;
  }
  return days;
}

const workedMs = (intervals: readonly WorkedInterval[]) => intervals.reduce((sum, interval) => sum + Math.max(0, interval.end - interval.start), 0);
const ticketMs = (ticket: ReportTicketFacts) => ticket.states.reduce((sum, state) => sum + workedMs(state.workedIntervals), 0);
const unique = (values: readonly string[]) => [...new Set(values)];
const orNone = (values: readonly string[]): string[] => (values.length > 0 ? [...values] : [NONE_KEY]);

const INSTANT: Readonly<Record<Exclude<TimeGrouping, 'WORK_DAY'>, (ticket: ReportTicketFacts) => number | null>> = {
  CREATED_AT: (ticket) => ticket.createdAt,
  CLOSED_AT: (ticket) => ticket.closedAt,
  SCHEDULED_AT: (ticket) => ticket.scheduledAt,
  ETA: (ticket) => ticket.eta,
};

/** The groups a ticket counts in. */
function countKeys(ticket: ReportTicketFacts, grouping: CategoryGrouping): string[] {
  switch (grouping) {
    case 'PRODUCT':
      return [ticket.productId ?? NONE_KEY];
    case 'WORKFLOW':
      return [ticket.workflowId ?? NONE_KEY];
    case 'TAG':
      return orNone(unique(ticket.tagIds));
    case 'ASSIGNEE':
      return orNone(unique(ticket.states.flatMap((state) => (state.assigneeId === null ? [] : [state.assigneeId]))));
    case 'WORKFLOW_STATE':
      return [ticket.states.find((state) => !state.done)?.name ?? NONE_KEY];
  }
}

/** The groups a state's hours go to. */
function stateKeys(ticket: ReportTicketFacts, state: ReportStateFacts, grouping: CategoryGrouping): string[] {
  if (grouping === 'ASSIGNEE') return [state.assigneeId ?? NONE_KEY];
  if (grouping === 'WORKFLOW_STATE') return [state.name];
  return countKeys(ticket, grouping);
}

/** The pieces of one ticket for a widget; `byDay` places categorical pieces in time too (COMPARE_THROUGH_TIME). */
function piecesOf(ticket: ReportTicketFacts, config: Pick<WidgetConfig, 'metric' | 'grouping'>, timeZone: string, byDay: boolean): Piece[] {
  const { grouping, metric } = config;
  const ticketId = ticket.id;
  if (grouping === 'WORK_DAY') {
    return ticket.states.flatMap((state) => state.workedIntervals.flatMap((interval) => perDay(interval, timeZone).map(({ date, ms }) => ({ ticketId, key: NONE_KEY, date, ms }))));
  }
  if (isTimeGrouping(grouping)) {
    const at = INSTANT[grouping](ticket);
    return at === null ? [] : [{ ticketId, key: NONE_KEY, date: daysOf(timeZone).dateOf(at), ms: metric === 'SUM_HOURS_WORKED' ? ticketMs(ticket) : 0 }];
  }
  const category = grouping as CategoryGrouping;
  if (metric === 'TICKET_COUNT') {
    if (!byDay) return countKeys(ticket, category).map((key) => ({ ticketId, key, date: null, ms: 0 }));
    if (ticket.closedAt === null) return [];
    const date = daysOf(timeZone).dateOf(ticket.closedAt);
    return countKeys(ticket, category).map((key) => ({ ticketId, key, date, ms: 0 }));
  }
  // Hours: only states worked on (a group nobody worked in is not a group of 0 hours).
  return ticket.states.flatMap((state) =>
    state.workedIntervals.length === 0
      ? []
      : stateKeys(ticket, state, category).flatMap((key): Piece[] =>
      byDay
        ? state.workedIntervals.flatMap((interval) => perDay(interval, timeZone).map(({ date, ms }) => ({ ticketId, key, date, ms })))
        : [{ ticketId, key, date: null, ms: workedMs(state.workedIntervals) }],
    ),
  );
}

/** The metric of some pieces: distinct tickets, or hours. */
function valueOf(pieces: readonly Piece[], config: Pick<WidgetConfig, 'metric'>): number {
  if (config.metric === 'TICKET_COUNT') return new Set(pieces.map((piece) => piece.ticketId)).size;
  return pieces.reduce((sum, piece) => sum + piece.ms, 0) / HOUR_MS;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function series(pieces: readonly Piece[], config: Pick<WidgetConfig, 'metric'>, buckets: readonly string[], interval: Bucketing): BucketValue[] {
  const byBucket = groupBy(pieces, (piece) => bucketOf(piece.date!, interval));
  return buckets.map((bucketStart) => ({ bucketStart, value: valueOf(byBucket.get(bucketStart) ?? [], config) }));
}

/** The buckets of a series view: from the earliest date to the latest, now's included. */
function span(pieces: readonly Piece[], today: string, interval: ReportInterval): { interval: Bucketing; buckets: string[] } {
  let first = today;
  let last = today;
  for (const piece of pieces) {
    if (piece.date! < first) first = piece.date!;
    if (piece.date! > last) last = piece.date!;
  }
  const size = interval === 'AUTO' ? autoInterval(first, last) : interval;
  return { interval: size, buckets: bucketsBetween(first, last, size) };
}

/** Groups largest first, then by label; None last. */
function ordered(groups: Map<string, Piece[]>, config: Pick<WidgetConfig, 'metric' | 'grouping'>, labels: GroupLabels | undefined): (GroupValue & { pieces: Piece[] })[] {
  const grouping = config.grouping as CategoryGrouping;
  return [...groups]
    .map(([key, pieces]) => {
      const label = key === NONE_KEY ? NONE_LABEL : grouping === 'WORKFLOW_STATE' ? key : labels?.(grouping, key);
      return { key, ...(label === undefined ? {} : { label }), value: valueOf(pieces, config), pieces };
    })
    .sort((a, b) => Number(a.key === NONE_KEY) - Number(b.key === NONE_KEY) || b.value - a.value || (a.label ?? a.key).localeCompare(b.label ?? b.key));
}

/**
 * A widget's data over the tickets of an organization, in the report's time zone at `now`.
 * The config is taken as valid (validateWidgetConfig).
 */
export function widgetData(tickets: readonly ReportTicketFacts[], config: WidgetConfig, now: number, timeZone: string, labels?: GroupLabels): WidgetData {
  const created = createdBounds(config.filter, timeZone);
  const kept = tickets.filter((ticket) => passesFilter(ticket, config.filter, created));
  const byDay = config.view === 'COMPARE_THROUGH_TIME';
  const pieces = kept.flatMap((ticket) => piecesOf(ticket, config, timeZone, byDay));
  const today = wallClock(now, timeZone).date;
  switch (config.view) {
    case 'VALUES_NOW': {
      if (config.interval === 'AUTO') return { view: 'VALUES_NOW', value: valueOf(pieces, config) };
      const period = bucketOf(today, config.interval);
      return { view: 'VALUES_NOW', value: valueOf(pieces.filter((piece) => bucketOf(piece.date!, config.interval as Bucketing) === period), config) };
    }
    case 'COMPARE_VALUES_NOW': {
      const interval: Bucketing = config.interval === 'AUTO' ? 'WEEK' : config.interval;
      const current = bucketOf(today, interval);
      const previous = nextBucket(current, interval, -1);
      const [now_, before] = series(pieces, config, [current, previous], interval) as [BucketValue, BucketValue];
      return { view: 'COMPARE_VALUES_NOW', interval, current: now_, previous: before, change: now_.value - before.value };
    }
    case 'VALUES_THROUGH_TIME': {
      const { interval, buckets } = span(pieces, today, config.interval);
      return { view: 'VALUES_THROUGH_TIME', interval, points: series(pieces, config, buckets, interval) };
    }
    case 'CALENDAR': {
      const { buckets } = span(pieces, today, 'DAY');
      return { view: 'CALENDAR', days: series(pieces, config, buckets, 'DAY') };
    }
    case 'VALUES_BROKEN_DOWN_NOW':
      return { view: 'VALUES_BROKEN_DOWN_NOW', groups: ordered(groupBy(pieces, (piece) => piece.key), config, labels).map(({ pieces: _, ...group }) => group) };
    case 'COMPARE_THROUGH_TIME': {
      const { interval, buckets } = span(pieces, today, config.interval);
      const groups = ordered(groupBy(pieces, (piece) => piece.key), config, labels);
      return {
        view: 'COMPARE_THROUGH_TIME',
        interval,
        series: groups.map(({ pieces: own, value: _, ...group }) => ({ ...group, points: series(own, config, buckets, interval) })),
      };
    }
  }
}

// --- worked hours from a work week ----------------------------------------------------------

/** A work week as the projection engine's spans (0 = Monday, minutes of the local day). */
function spansOf(week: WorkWeek): WorkSpan[] {
  return WEEK_DAYS.flatMap((day, index) => {
    const { startTime, stopTime } = week[day];
    return startTime !== null && stopTime !== null ? [{ day: index, start: minutesOf(startTime), stop: minutesOf(stopTime) }] : [];
  });
}

/**
 * The working time of a person with a work week in a time zone between two instants, minus
 * blackouts (any {start, stop} instants, e.g. blackoutsTouching for their role), as intervals in
 * time order (epoch ms; touching ones merged): the projection engine's own working calendar, so
 * reports and projections agree on what a working hour is.
 */
export function workedPieces(start: number, end: number, workWeek: WorkWeek, timeZone: string, blackouts: readonly { readonly start: number; readonly stop: number }[]): WorkedInterval[] {
  if (!(end > start)) return [];
  const person: Person = { id: 'worker', timeZone, week: spansOf(workWeek), timeOff: blackouts.filter((b) => b.stop > b.start).map((b) => ({ start: b.start, stop: b.stop })) };
  const calendar = new WorkCalendar(person, weekPattern(person.week), start, (end - start) / MINUTE_MS);
  while (!calendar.done) calendar.extend();
  const pieces: WorkedInterval[] = [];
  // The calendar counts minutes from the start: back to whole milliseconds, so hours add up exactly.
  for (let i = 0; i < calendar.count; i += 1) pieces.push({ start: Math.round(start + calendar.starts[i]! * MINUTE_MS), end: Math.round(start + calendar.stops[i]! * MINUTE_MS) });
  return pieces;
}

/** The hours of `workedPieces`. */
export function workedHours(start: number, end: number, workWeek: WorkWeek, timeZone: string, blackouts: readonly { readonly start: number; readonly stop: number }[]): number {
  let ms = 0;
  for (const piece of workedPieces(start, end, workWeek, timeZone, blackouts)) ms += piece.end - piece.start;
  return ms / HOUR_MS;
}
