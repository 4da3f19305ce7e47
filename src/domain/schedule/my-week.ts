/**
 * My calendar (/calendar, spec/org-area.md "Calendar"): a week, Monday first, in my time zone;
 * each day with my working hours, the work sessions the plan gives me (cut at midnight when one
 * runs over), and the blackout times that include me. Pure: the week, the sessions, the week's
 * hours and the blackouts are given.
 */
import { addDays, blackoutsTouching, daySpan, mondayOf, wallClock, weekdayOf, zonedInstant, type BlackoutOccurrence } from '../time/blackout-calendar.ts';
import type { OneOffBlackout, RecurringBlackout } from '../time/blackout.ts';
import { DEFAULT_WORK_WEEK, isTime, type WeekDay, type WorkWeek } from '../time/work-week.ts';

/** A piece of work the plan gives me. */
export interface WorkSessionView {
  readonly id: string;
  readonly ticket: { readonly id: string; readonly localId: number; readonly title: string };
  readonly stateId: string;
  readonly stateName: string;
  /** ISO instants. */
  readonly start: string;
  readonly stop: string;
}

/** A session's part on one day: its wall-clock times there, 'HH:MM' ('24:00' for a part that runs to midnight). */
export interface DaySession {
  readonly session: WorkSessionView;
  readonly from: string;
  readonly to: string;
  readonly minutes: number;
}

/** A blackout's part on one day. */
export interface DayTimeOff {
  readonly occurrence: BlackoutOccurrence;
  readonly from: string;
  readonly to: string;
  /** It covers the whole day. */
  readonly allDay: boolean;
}

export interface WeekDayPlan {
  /** YYYY-MM-DD in my time zone. */
  readonly date: string;
  readonly weekday: WeekDay;
  /** My working hours that day, or null for a day off. */
  readonly hours: { readonly start: string; readonly stop: string } | null;
  readonly sessions: readonly DaySession[];
  readonly timeOff: readonly DayTimeOff[];
  /** Minutes of work planned that day. */
  readonly plannedMinutes: number;
}

/** The Monday of the week an address asks for (?week=YYYY-MM-DD, any day of it), or of today's week. */
export function weekOf(asked: string | null, today: string): string {
  if (asked !== null && /^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(Date.parse(`${asked}T00:00:00Z`)) && new Date(`${asked}T00:00:00Z`).toISOString().startsWith(asked)) return mondayOf(asked);
  return mondayOf(today);
}

/** The instants a week covers in a time zone: its Monday's midnight to the next Monday's. */
export const weekInstants = (monday: string, timeZone: string): { readonly from: string; readonly to: string } => ({
  from: new Date(zonedInstant(monday, '00:00', timeZone)).toISOString(),
  to: new Date(zonedInstant(addDays(monday, 7), '00:00', timeZone)).toISOString(),
});

const clock = (ms: number, dayEnd: number, timeZone: string): string => (ms >= dayEnd ? '24:00' : wallClock(ms, timeZone).time);

/** The week's days with my hours, sessions and time off. */
export function weekPlan(
  monday: string,
  sessions: readonly WorkSessionView[],
  workWeek: WorkWeek | null,
  blackouts: { readonly oneOffs: readonly OneOffBlackout[]; readonly recurring: readonly RecurringBlackout[] },
  roleId: string,
  timeZone: string,
): WeekDayPlan[] {
  const week = workWeek ?? DEFAULT_WORK_WEEK;
  return Array.from({ length: 7 }, (_, index): WeekDayPlan => {
    const date = addDays(monday, index);
    const weekday = weekdayOf(date);
    const span = daySpan(date, timeZone);
    const { startTime, stopTime } = week[weekday];
    const hours = isTime(startTime) && isTime(stopTime) && stopTime > startTime ? { start: startTime, stop: stopTime } : null;
    const daySessions = sessions.flatMap((session): DaySession[] => {
      const start = Math.max(Date.parse(session.start), span.from);
      const stop = Math.min(Date.parse(session.stop), span.to);
      if (!(stop > start)) return [];
      return [{ session, from: clock(start, span.to, timeZone), to: clock(stop, span.to, timeZone), minutes: Math.round((stop - start) / 60_000) }];
    });
    const timeOff = blackoutsTouching(blackouts.oneOffs, blackouts.recurring, span, roleId).map((occurrence): DayTimeOff => {
      const start = Math.max(occurrence.start, span.from);
      const stop = Math.min(occurrence.stop, span.to);
      return { occurrence, from: clock(start, span.to, timeZone), to: clock(stop, span.to, timeZone), allDay: start <= span.from && stop >= span.to };
    });
    return { date, weekday, hours, sessions: daySessions, timeOff, plannedMinutes: daySessions.reduce((sum, part) => sum + part.minutes, 0) };
  });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a payload is a work session (the adapter checks every answer). */
export const isWorkSession = (value: unknown): value is WorkSessionView =>
  isObject(value) &&
  typeof value['id'] === 'string' &&
  isObject(value['ticket']) &&
  typeof value['ticket']['id'] === 'string' &&
  Number.isInteger(value['ticket']['localId']) &&
  typeof value['ticket']['title'] === 'string' &&
  typeof value['stateId'] === 'string' &&
  typeof value['stateName'] === 'string' &&
  typeof value['start'] === 'string' &&
  typeof value['stop'] === 'string';

/** Minutes as the page says them: '45 min', '2 h', '3 h 30'. */
export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}
