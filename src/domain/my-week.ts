/**
 * "My week" on the dashboard: the role's work week (start and stop time per day, 'HH:mm'), the
 * hours of each day and of the week, and which day is today in the person's time zone. A day
 * without both times is a day off; a stop time before the start runs past midnight.
 */
import type { WeekDay, WorkDay } from './session.ts';

/** Monday to Sunday, the order the week shows. */
export const WEEK_DAYS: readonly WeekDay[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

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
  readonly hours: number;
  readonly off: boolean;
  readonly today: boolean;
}

export interface WeekView {
  readonly days: readonly WeekDayView[];
  readonly totalHours: number;
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

/**
 * The week of a work week at `now` in `timeZone`; null when there is no work week or not one
 * working day in it (the dashboard then says so).
 */
export function myWeek(workWeek: Readonly<Partial<Record<WeekDay, WorkDay | null>>> | null | undefined, now: number, timeZone: string | null): WeekView | null {
  if (!workWeek) return null;
  const today = weekDayAt(now, timeZone);
  const days = WEEK_DAYS.map((day): WeekDayView => {
    const hours = dayHours(workWeek[day]);
    const off = hours === 0;
    return { day, start: off ? null : workWeek[day]!.startTime, stop: off ? null : workWeek[day]!.stopTime, hours, off, today: day === today };
  });
  const totalHours = Math.round(days.reduce((sum, day) => sum + day.hours, 0) * 100) / 100;
  return totalHours === 0 ? null : { days, totalHours };
}
