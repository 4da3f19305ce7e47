/**
 * Blackout times on a calendar: which blackouts touch a span of time (a week, a day) for a role,
 * the weeks of a month as a grid (Monday first) with the blackouts of each day, and the wall-clock
 * arithmetic of time zones these need (a recurring blackout's 15:00 is 15:00 in its own zone).
 * Dates are 'YYYY-MM-DD' calendar dates; instants are milliseconds since the epoch.
 */
import { appliesTo, type OneOffBlackout, type RecurringBlackout, type WeekDay } from './blackout.ts';
import { WEEK_DAYS } from './work-week.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let found = formats.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, found);
  }
  return found;
}

/** The wall clock of an instant in a time zone. */
export function wallClock(ms: number, timeZone: string): { readonly date: string; readonly time: string; readonly ms: number } {
  const parts = Object.fromEntries(formatIn(timeZone).formatToParts(ms).map((part) => [part.type, part.value]));
  const hour = Number(parts['hour']) % 24;
  const date = `${parts['year']}-${parts['month']}-${parts['day']}`;
  const time = `${String(hour).padStart(2, '0')}:${parts['minute']}`;
  const wall = Date.UTC(Number(parts['year']), Number(parts['month']) - 1, Number(parts['day']), hour, Number(parts['minute']), Number(parts['second']));
  return { date, time, ms: wall };
}

/** The instant a wall-clock date and 'HH:MM' time of a time zone is (a time skipped by a clock change moves on by the gap). */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  const offset = (at: number) => wallClock(at, timeZone).ms - (at - (((at % 1000) + 1000) % 1000));
  const guess = wall - offset(wall);
  return wall - offset(guess);
}

/** A calendar date moved by a number of days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday of a calendar date. */
export function weekdayOf(date: string): WeekDay {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return WEEK_DAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7]!;
}

/** The Monday of a date's week. */
export const mondayOf = (date: string): string => addDays(date, -WEEK_DAYS.indexOf(weekdayOf(date)));

/** One time a blackout is on: a one-off's whole span, or one day of a recurring one. */
export interface BlackoutOccurrence {
  readonly id: string;
  readonly kind: 'scheduled' | 'recurring';
  readonly name: string;
  /** Instants. */
  readonly start: number;
  readonly stop: number;
  /** For a recurring one: the date (in its own zone) of this occurrence. */
  readonly date: string | null;
}

/** A span of time [from, to). */
export interface Span {
  readonly from: number;
  readonly to: number;
}

const overlaps = (start: number, stop: number, span: Span) => start < span.to && stop > span.from;

/** The days a recurring blackout is on that overlap a span. */
export function recurringOccurrences(blackout: RecurringBlackout, span: Span): BlackoutOccurrence[] {
  if (span.to <= span.from) return [];
  // A day either side: the blackout's zone may be a day ahead of or behind UTC.
  const last = addDays(new Date(span.to).toISOString().slice(0, 10), 1);
  const found: BlackoutOccurrence[] = [];
  for (let date = addDays(new Date(span.from).toISOString().slice(0, 10), -1); date <= last; date = addDays(date, 1)) {
    if (!blackout.weekdays.includes(weekdayOf(date))) continue;
    const start = zonedInstant(date, blackout.startTime, blackout.timeZone);
    const stop = zonedInstant(date, blackout.stopTime, blackout.timeZone);
    if (overlaps(start, stop, span)) found.push({ id: blackout.id, kind: 'recurring', name: blackout.name, start, stop, date });
  }
  return found;
}

/**
 * The blackouts that touch a span for a role (null: whoever they are for), one-offs and each day
 * of the recurring ones, in time order.
 */
export function blackoutsTouching(
  oneOffs: readonly OneOffBlackout[],
  recurring: readonly RecurringBlackout[],
  span: Span,
  roleId: string | null,
): BlackoutOccurrence[] {
  const forRole = <T extends { readonly roles: OneOffBlackout['roles'] }>(blackout: T) => roleId === null || appliesTo(blackout, roleId);
  const single = oneOffs.filter(forRole).flatMap((blackout): BlackoutOccurrence[] => {
    const start = Date.parse(blackout.start);
    const stop = Date.parse(blackout.stop);
    return overlaps(start, stop, span) ? [{ id: blackout.id, kind: 'scheduled', name: blackout.name, start, stop, date: null }] : [];
  });
  const repeated = recurring.filter(forRole).flatMap((blackout) => recurringOccurrences(blackout, span));
  return [...single, ...repeated].sort((a, b) => a.start - b.start || a.stop - b.stop || a.name.localeCompare(b.name));
}

/** The span of a calendar date in a time zone, midnight to midnight. */
export const daySpan = (date: string, timeZone: string): Span => ({ from: zonedInstant(date, '00:00', timeZone), to: zonedInstant(addDays(date, 1), '00:00', timeZone) });

/** The week (Monday 00:00 to the next Monday) around an instant, in a time zone. */
export function weekSpan(now: number, timeZone: string): Span & { readonly monday: string } {
  const monday = mondayOf(wallClock(now, timeZone).date);
  return { monday, from: zonedInstant(monday, '00:00', timeZone), to: zonedInstant(addDays(monday, 7), '00:00', timeZone) };
}

/** A month of the calendar. */
export interface Month {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
}

/** The month a date is in, and the month a number of months away. */
export const monthOf = (date: string): Month => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });
export function addMonths({ year, month }: Month, delta: number): Month {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 'YYYY-MM' of a month (the calendar's address). */
export const monthKey = ({ year, month }: Month): string => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

/** A month from 'YYYY-MM', or null when it is not one. */
export function parseMonth(value: string | null | undefined): Month | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

/** A month's name: 'November 2026'. */
export const monthLabel = ({ year, month }: Month): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(Date.UTC(year, month - 1, 1));

/** A day of the month grid and the blackouts on it. */
export interface CalendarDay {
  readonly date: string;
  readonly day: number;
  readonly weekday: WeekDay;
  /** False for the days of the months before and after that fill the first and last week. */
  readonly inMonth: boolean;
  readonly blackouts: readonly BlackoutOccurrence[];
}

/**
 * A month as weeks of seven days (Monday first). Every blackout, one-off or recurring, is on each
 * day of the viewer's time zone it overlaps (a recurring one kept in its own zone, so a Lisbon
 * evening can fall on the next day in Tokyo).
 */
export function monthGrid(month: Month, oneOffs: readonly OneOffBlackout[], recurring: readonly RecurringBlackout[], timeZone: string): CalendarDay[][] {
  const first = `${monthKey(month)}-01`;
  const start = mondayOf(first);
  const next = monthKey(addMonths(month, 1));
  const weeks: CalendarDay[][] = [];
  for (let monday = start; monday < `${next}-01`; monday = addDays(monday, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, index): CalendarDay => {
        const date = addDays(monday, index);
        const weekday = weekdayOf(date);
        const blackouts = blackoutsTouching(oneOffs, recurring, daySpan(date, timeZone), null);
        return { date, day: Number(date.slice(8, 10)), weekday, inMonth: date.startsWith(monthKey(month)), blackouts };
      }),
    );
  }
  return weeks;
}

/** A date-and-time field's value ('YYYY-MM-DDTHH:MM', the wall clock of a time zone) as an ISO instant; null when it is not one. */
export function localToIso(value: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})$/.exec(value.trim());
  if (!match || Number.isNaN(Date.parse(`${match[1]}T00:00:00Z`)) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(match[2]!)) return null;
  return new Date(zonedInstant(match[1]!, match[2]!, timeZone)).toISOString();
}

/** An ISO instant as a date-and-time field shows it in a time zone ('' when it is not one). */
export function isoToLocal(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const { date, time } = wallClock(ms, timeZone);
  return `${date}T${time}`;
}

/** An instant as lists show it, in a time zone: 'Tue, Dec 1, 2026, 09:00'. */
export const formatInstant = (iso: string | number, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    typeof iso === 'number' ? iso : Date.parse(iso),
  );

/** A calendar date as a list item heads it: 'Friday, November 27'. */
export const formatDate = (date: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(Date.parse(`${date}T00:00:00Z`));

/** When an occurrence is, in a time zone: 'Fri, Nov 27, 15:00–16:00' within a day, else both ends in full. */
export function occurrenceText(occurrence: Pick<BlackoutOccurrence, 'start' | 'stop'>, timeZone: string): string {
  const day = (ms: number) => new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(ms);
  const start = wallClock(occurrence.start, timeZone);
  const stop = wallClock(occurrence.stop, timeZone);
  if (start.date === stop.date) return `${day(occurrence.start)}, ${start.time}–${stop.time}`;
  return `${day(occurrence.start)}, ${start.time} – ${day(occurrence.stop)}, ${stop.time}`;
}
