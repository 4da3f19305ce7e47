/**
 * "My week" on the dashboard: the role's work week (start and stop time per day, 'HH:mm'), the
 * hours of each day and of the week, and which day is today in the person's time zone. A day
 * without both times is a day off; a stop time before the start runs past midnight.
 */
import { addDays, weekSpan, zonedInstant } from './blackout-calendar.ts';
import type { WeekDay, WorkDay } from './work-week.ts';
import { WEEK_DAYS } from './work-week.ts';

/** Monday to Sunday, the order the week shows (work-week.ts's list). */
export { WEEK_DAYS };

/** How each day reads, short and whole. */
export const WEEK_DAY_LABELS: Readonly<Record<WeekDay, { readonly short: string; readonly long: string }>> = {
  monday: { short: 'Mon', long: 'Monday' },
  tuesday: { short: 'Tue', long: 'Tuesday' },
  wednesday: { short: 'Wed', long: 'Wednesday' },
  thursday: { short: 'Thu', long: 'Thursday' },
  friday: { short: 'Fri', long: 'Friday' },
  saturday: { short: 'Sat', long: 'Saturday' },
  sunday: { short: 'Sun', long: 'Sunday' },
};

/** One day of the week as the dashboard shows it. */
export interface WeekDayView {
  readonly day: WeekDay;
  /** null on a day off. */
  readonly start: string | null;
  readonly stop: string | null;
  /** The hours worked: the day's hours less the blacked-out ones. */
  readonly hours: number;
  /** The hours of the day that blackout times take (overlapping blackouts counted once). */
  readonly blackedOut: number;
  readonly off: boolean;
  readonly today: boolean;
}

export interface WeekView {
  readonly days: readonly WeekDayView[];
  readonly totalHours: number;
  /** The hours of the week blackout times take. */
  readonly blackedOutHours: number;
}

/** Minutes after midnight of an 'HH:mm' time, or null when it is not one. */
export function minutesOf(time: string | null | undefined): number | null {
  if (typeof time !== 'string') return null;
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 24 && minutes < 60 && hours * 60 + minutes <= 24 * 60 ? hours * 60 + minutes : null;
}

/** The hours of a work day (0 on a day off); a stop before the start runs past midnight. */
export function dayHours(day: WorkDay | null | undefined): number {
  const start = minutesOf(day?.startTime);
  const stop = minutesOf(day?.stopTime);
  if (start === null || stop === null || start === stop) return 0;
  const minutes = stop > start ? stop - start : stop + 24 * 60 - start;
  return Math.round((minutes / 60) * 100) / 100;
}

/** The week day of an instant in a time zone (an unknown zone reads as UTC). */
export function weekDayAt(now: number, timeZone: string | null): WeekDay {
  let name: string;
  try {
    name = new Intl.DateTimeFormat('en-US', { timeZone: timeZone || 'UTC', weekday: 'long' }).format(now);
  } catch {
    name = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long' }).format(now);
  }
  return name.toLowerCase() as WeekDay;
}

/** Hours as people read them: '8 h', '7.5 h', '0 h'. */
export const formatHours = (hours: number): string => `${Number.isInteger(hours) ? hours : hours.toFixed(2).replace(/0$/, '')} h`;

/** A time people do not work, as instants (milliseconds since the epoch). */
export interface BlackedOutSpan {
  readonly start: number;
  readonly stop: number;
}

/** A known IANA zone, or UTC. */
function zoneOrUtc(timeZone: string | null): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** Minutes of [from, to) covered by the spans, overlapping spans counted once. */
export function coveredMinutes(from: number, to: number, spans: readonly BlackedOutSpan[]): number {
  const clipped = spans
    .map((span) => ({ start: Math.max(span.start, from), stop: Math.min(span.stop, to) }))
    .filter((span) => span.stop > span.start)
    .sort((a, b) => a.start - b.start);
  let covered = 0;
  let end = -Infinity;
  for (const span of clipped) {
    const start = Math.max(span.start, end);
    if (span.stop > start) covered += span.stop - start;
    end = Math.max(end, span.stop);
  }
  return Math.round(covered / 60000);
}

const round2 = (hours: number) => Math.round(hours * 100) / 100;

/**
 * The week of a work week at `now` in `timeZone` (Monday to Sunday of that zone); each day's hours
 * less the blackout times that overlap it (`blackouts`: the ones for my role, as instants, so any
 * zone they were set in reads right). Null when there is no work week or not one working day in it
 * (the dashboard then says so).
 */
export function myWeek(
  workWeek: Readonly<Partial<Record<WeekDay, WorkDay | null>>> | null | undefined,
  now: number,
  timeZone: string | null,
  blackouts: readonly BlackedOutSpan[] = [],
): WeekView | null {
  if (!workWeek) return null;
  const today = weekDayAt(now, timeZone);
  const zone = zoneOrUtc(timeZone);
  const { monday } = weekSpan(now, zone);
  const days = WEEK_DAYS.map((day, index): WeekDayView => {
    const scheduled = dayHours(workWeek[day]);
    const off = scheduled === 0;
    if (off) return { day, start: null, stop: null, hours: 0, blackedOut: 0, off, today: day === today };
    const { startTime, stopTime } = workWeek[day]!;
    const date = addDays(monday, index);
    const start = zonedInstant(date, startTime!.padStart(5, '0'), zone);
    const stopDate = minutesOf(stopTime)! > minutesOf(startTime)! ? date : addDays(date, 1);
    const stop = zonedInstant(stopDate, stopTime!.padStart(5, '0'), zone);
    const blackedOut = Math.min(scheduled, round2(coveredMinutes(start, stop, blackouts) / 60));
    return { day, start: startTime, stop: stopTime, hours: round2(scheduled - blackedOut), blackedOut, off, today: day === today };
  });
  const scheduledHours = days.reduce((sum, day) => sum + day.hours + day.blackedOut, 0);
  const totalHours = round2(days.reduce((sum, day) => sum + day.hours, 0));
  const blackedOutHours = round2(days.reduce((sum, day) => sum + day.blackedOut, 0));
  return scheduledHours === 0 ? null : { days, totalHours, blackedOutHours };
}

/**
 * My tickets whose projected ETA falls in this week (Monday to Sunday where I am), by the day it
 * falls on, in the order given (soonest first from the server); others are left out.
 */
export function finishingThisWeek<T extends { readonly eta: string | null }>(tickets: readonly T[], now: number, timeZone: string | null): Readonly<Record<WeekDay, readonly T[]>> {
  const zone = zoneOrUtc(timeZone);
  const { from, to } = weekSpan(now, zone);
  const byDay = Object.fromEntries(WEEK_DAYS.map((day) => [day, [] as T[]])) as Record<WeekDay, T[]>;
  for (const ticket of tickets) {
    const at = ticket.eta === null ? NaN : Date.parse(ticket.eta);
    if (!(at >= from && at < to)) continue;
    byDay[weekDayAt(at, zone)].push(ticket);
  }
  return byDay;
}

/** The 24-hour time of an instant where I am ('14:30'); an unknown zone reads as UTC. */
export function timeOfDay(iso: string, timeZone: string | null): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: zoneOrUtc(timeZone), hour: '2-digit', minute: '2-digit' }).format(Date.parse(iso));
}
