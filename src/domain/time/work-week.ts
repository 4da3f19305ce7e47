/**
 * A role's work week (§3 Role workWeek, org-area Profile): for each day from Monday to Sunday a
 * start and a stop time ('HH:MM', 24 h) or neither (the day is off). Shifts stay within one day:
 * the stop comes after the start, so a night shift over midnight is refused. The same rules guard
 * the profile form and the server.
 */
import type { FieldError, Validated } from '../shared/result.ts';

/** The days of a role's work week. */
export type WeekDay = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** A work day's hours, 'HH:mm' or null when the day is off. */
export interface WorkDay {
  readonly startTime: string | null;
  readonly stopTime: string | null;
}

/** A whole week, Monday to Sunday. */
export type WorkWeek = Readonly<Record<WeekDay, WorkDay>>;

/** The days in the order people read a week. */
export const WEEK_DAYS: readonly WeekDay[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A day's name as people read it. */
export const DAY_NAMES: Readonly<Record<WeekDay, string>> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** A 24-hour time of day, 00:00 to 23:59, with two-digit hours. */
export const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const TIME = new RegExp(TIME_PATTERN);

const NINE_TO_FIVE: WorkDay = { startTime: '09:00', stopTime: '17:00' };
const OFF: WorkDay = { startTime: null, stopTime: null };

/** What a role works when it never said: Monday to Friday, 09:00 to 17:00. */
export const DEFAULT_WORK_WEEK: WorkWeek = {
  monday: NINE_TO_FIVE,
  tuesday: NINE_TO_FIVE,
  wednesday: NINE_TO_FIVE,
  thursday: NINE_TO_FIVE,
  friday: NINE_TO_FIVE,
  saturday: OFF,
  sunday: OFF,
};

/** The part of a day a time belongs to. */
export type DayPart = 'startTime' | 'stopTime';

const PART_NAMES: Readonly<Record<DayPart, string>> = { startTime: 'start', stopTime: 'stop' };

/** A work week field of the profile form: a day's 'works' tick box, or its start or stop time. */
export type WorkWeekField = `workWeek.${WeekDay}.${DayPart | 'works'}`;

/** The field a day's time is reported under: `workWeek.monday.startTime`. */
export const workDayField = (day: WeekDay, part: DayPart | 'works'): WorkWeekField => `workWeek.${day}.${part}`;

/** The messages of the work week's rules, by day (what the form and the server both say). */
export const WORK_WEEK_MESSAGES = {
  missing: (day: WeekDay, part: DayPart) => `Enter the ${DAY_NAMES[day]} ${PART_NAMES[part]} time`,
  format: (day: WeekDay, part: DayPart) => `${DAY_NAMES[day]} ${PART_NAMES[part]} must be a 24-hour time such as 09:00`,
  pair: (day: WeekDay) => `${DAY_NAMES[day]} needs both a start and a stop time, or neither`,
  order: (day: WeekDay) => `${DAY_NAMES[day]} stop must be after its start: a shift cannot run past midnight`,
  week: 'The work week needs each day from Monday to Sunday, with a start and a stop time such as 09:00 or none',
} as const;

/** Minutes since midnight of a valid 'HH:MM' time. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether a value is a 24-hour 'HH:MM' time. */
export const isTime = (value: unknown): value is string => typeof value === 'string' && TIME.test(value);

/**
 * A typed time made regular: trimmed, '9:00' and '9.00' read as '09:00'. Anything else is
 * returned trimmed, for the rules to refuse.
 */
export function normalizeTime(value: string): string {
  const text = value.trim();
  const match = /^(\d{1,2})[:.h](\d{2})$/.exec(text);
  if (!match) return text;
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

/** The errors of one day: each time a real 'HH:MM' (or null), both or neither, and the stop after the start. */
export function workDayErrors(day: WeekDay, value: unknown): readonly FieldError[] {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<DayPart, unknown>>;
  const errors: FieldError[] = [];
  const parts: readonly DayPart[] = ['startTime', 'stopTime'];
  for (const part of parts) {
    const time = record[part] ?? null;
    if (time === null || isTime(time)) continue;
    const message = typeof time === 'string' && time.trim() === '' ? WORK_WEEK_MESSAGES.missing(day, part) : WORK_WEEK_MESSAGES.format(day, part);
    errors.push({ field: workDayField(day, part), message });
  }
  if (errors.length > 0) return errors;
  const start = record.startTime ?? null;
  const stop = record.stopTime ?? null;
  if (start === null && stop === null) return [];
  if (start === null || stop === null) return [{ field: workDayField(day, start === null ? 'startTime' : 'stopTime'), message: WORK_WEEK_MESSAGES.pair(day) }];
  if (minutesOf(stop as string) <= minutesOf(start as string)) return [{ field: workDayField(day, 'stopTime'), message: WORK_WEEK_MESSAGES.order(day) }];
  return [];
}

/** A whole week checked day by day, Monday first; absent days are refused as a whole. */
export function validateWorkWeek(value: unknown): Validated<WorkWeek> {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || WEEK_DAYS.some((day) => typeof (value as Record<string, unknown>)[day] !== 'object' || (value as Record<string, unknown>)[day] === null)) {
    return { ok: false, errors: [{ field: 'workWeek', message: WORK_WEEK_MESSAGES.week }] };
  }
  const week = value as Record<WeekDay, Partial<Record<DayPart, unknown>>>;
  const errors = WEEK_DAYS.flatMap((day) => workDayErrors(day, week[day]));
  if (errors.length > 0) return { ok: false, errors };
  const clean = Object.fromEntries(WEEK_DAYS.map((day) => [day, { startTime: week[day].startTime ?? null, stopTime: week[day].stopTime ?? null }]));
  return { ok: true, value: clean as unknown as WorkWeek };
}

/** The form's field names of the work week, in display order: per day, works, start, stop. */
export const WORK_WEEK_FIELDS: readonly WorkWeekField[] = WEEK_DAYS.flatMap((day) => [workDayField(day, 'works'), workDayField(day, 'startTime'), workDayField(day, 'stopTime')]);

/** The form's text values of a week: a day with hours is ticked ('true'), an off day is not (''). */
export function workWeekFormValues(week: WorkWeek): Readonly<Record<WorkWeekField, string>> {
  const values = {} as Record<WorkWeekField, string>;
  for (const day of WEEK_DAYS) {
    const { startTime, stopTime } = week[day];
    values[workDayField(day, 'works')] = startTime !== null || stopTime !== null ? 'true' : '';
    values[workDayField(day, 'startTime')] = startTime ?? '';
    values[workDayField(day, 'stopTime')] = stopTime ?? '';
  }
  return values;
}

/**
 * The week the form's values say: a ticked day sends its typed times (normalized; an empty one
 * stays '' so the rules ask for it), an unticked day is off whatever its boxes hold.
 */
export function workWeekFromForm(values: Readonly<Partial<Record<WorkWeekField, string>>>): WorkWeek {
  const entries = WEEK_DAYS.map((day) => {
    if (values[workDayField(day, 'works')] !== 'true') return [day, OFF];
    const time = (part: DayPart) => normalizeTime(values[workDayField(day, part)] ?? '');
    return [day, { startTime: time('startTime'), stopTime: time('stopTime') }];
  });
  return Object.fromEntries(entries) as WorkWeek;
}

/** Hours worked in a week (a summary under the form). */
export function weeklyMinutes(week: WorkWeek): number {
  let total = 0;
  for (const day of WEEK_DAYS) {
    const { startTime, stopTime } = week[day];
    if (isTime(startTime) && isTime(stopTime) && minutesOf(stopTime) > minutesOf(startTime)) total += minutesOf(stopTime) - minutesOf(startTime);
  }
  return total;
}
