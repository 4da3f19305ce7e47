/**
 * Blackout times (org-area "Blackout times"): times people of the organization do not work. A
 * one-off blackout has a name, a start and a stop instant and the roles it is for; a recurring one
 * has a name, the weekdays it comes back on, a start and a stop time of day in a time zone and the
 * roles it is for. An empty role list means everyone. The same rules guard the admin forms and the
 * server.
 */
import { isKnownTimeZone } from '../shared/dates.ts';
import type { FieldError, Validated } from '../shared/result.ts';
import type { WeekDay } from './work-week.ts';
import { DAY_NAMES, isTime, minutesOf, normalizeTime, WEEK_DAYS } from './work-week.ts';
import { requiredText, WORK_LIMITS } from '../work/work.ts';

export type { WeekDay };

/** Limits of a blackout's fields. */
export const BLACKOUT_LIMITS = {
  name: WORK_LIMITS.name,
  /** Roles one blackout may name. */
  roles: 1000,
  /** One-off blackouts an organization may keep (a projection takes each into account). */
  oneOffs: 1000,
  /** Recurring blackouts an organization may keep (each is spelled out week by week for five years ahead when projecting). */
  recurring: 100,
} as const;

/** What creating one more than the limits allow says. */
export const BLACKOUT_LIMIT_MESSAGES = {
  oneOffs: `An organization keeps at most ${BLACKOUT_LIMITS.oneOffs} one-off blackout times: delete past ones first`,
  recurring: `An organization keeps at most ${BLACKOUT_LIMITS.recurring} recurring blackout times`,
} as const;

/** A role a blackout is for, as lists show it. */
export interface BlackoutRole {
  readonly id: string;
  readonly name: string;
}

/** A one-off blackout (start and stop are ISO instants). */
export interface OneOffBlackout {
  readonly id: string;
  readonly name: string;
  readonly start: string;
  readonly stop: string;
  /** Empty: everyone. */
  readonly roles: readonly BlackoutRole[];
}

/** A blackout that comes back every week on its weekdays, from its start to its stop time in its time zone. */
export interface RecurringBlackout {
  readonly id: string;
  readonly name: string;
  /** Monday first. */
  readonly weekdays: readonly WeekDay[];
  /** 'HH:MM', 24 h. */
  readonly startTime: string;
  readonly stopTime: string;
  /** An IANA time zone name. */
  readonly timeZone: string;
  /** Empty: everyone. */
  readonly roles: readonly BlackoutRole[];
}

/** A one-off blackout as it is saved. */
export interface OneOffBlackoutInput {
  readonly name: string;
  readonly start: string;
  readonly stop: string;
  readonly roleIds: readonly string[];
}

/** A recurring blackout as it is saved. */
export interface RecurringBlackoutInput {
  readonly name: string;
  readonly weekdays: readonly WeekDay[];
  readonly startTime: string;
  readonly stopTime: string;
  readonly timeZone: string;
  readonly roleIds: readonly string[];
}

/** What the forms and the server say when a rule is broken. */
export const BLACKOUT_MESSAGES = {
  start: 'Enter a valid start date and time',
  stop: 'Enter a valid stop date and time',
  order: 'The stop must be after the start',
  weekdays: 'Choose at least one weekday',
  weekday: (value: string) => `"${value}" is not a weekday: use monday to sunday`,
  startTimeMissing: 'Enter a start time',
  stopTimeMissing: 'Enter a stop time',
  startTime: 'The start time must be a 24-hour time such as 09:00',
  stopTime: 'The stop time must be a 24-hour time such as 17:00',
  timeOrder: 'The stop time must be after the start time: a blackout cannot run past midnight',
  timeZone: 'Choose a valid time zone, such as Europe/Lisbon',
  roles: `A blackout can name at most ${BLACKOUT_LIMITS.roles} roles`,
  role: 'Each role must be a role id',
} as const;

type Input = Readonly<Record<string, unknown>>;

/** An ISO instant from a DateTime value, or null when it is not one. */
export function instantOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

function roleIdsOf(value: unknown, errors: FieldError[]): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((id) => typeof id !== 'string' || id === '')) {
    errors.push({ field: 'roleIds', message: BLACKOUT_MESSAGES.role });
    return [];
  }
  const ids = [...new Set(value as string[])];
  if (ids.length > BLACKOUT_LIMITS.roles) errors.push({ field: 'roleIds', message: BLACKOUT_MESSAGES.roles });
  return ids;
}

function nameOf(value: unknown, errors: FieldError[]): string {
  const name = requiredText(value, 'Name', BLACKOUT_LIMITS.name);
  if (!name.ok) errors.push({ field: 'name', message: name.message });
  return name.ok ? name.value : '';
}

/** A one-off blackout checked: a name, a real start and stop with the stop after the start, role ids. */
export function validateOneOff(input: Input): Validated<OneOffBlackoutInput> {
  const errors: FieldError[] = [];
  const name = nameOf(input['name'], errors);
  const start = instantOf(input['start']);
  const stop = instantOf(input['stop']);
  if (start === null) errors.push({ field: 'start', message: BLACKOUT_MESSAGES.start });
  if (stop === null) errors.push({ field: 'stop', message: BLACKOUT_MESSAGES.stop });
  if (start !== null && stop !== null && Date.parse(stop) <= Date.parse(start)) errors.push({ field: 'stop', message: BLACKOUT_MESSAGES.order });
  const roleIds = roleIdsOf(input['roleIds'], errors);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { name, start: start!, stop: stop!, roleIds } };
}

/** Weekdays as given, known ones in week order (Monday first), without repeats. */
export function weekdaysOf(value: unknown, errors: FieldError[] = []): WeekDay[] {
  const list = Array.isArray(value) ? value : [];
  const unknown = list.find((day) => !WEEK_DAYS.includes(day as WeekDay));
  if (unknown !== undefined) errors.push({ field: 'weekdays', message: BLACKOUT_MESSAGES.weekday(String(unknown)) });
  else if (list.length === 0) errors.push({ field: 'weekdays', message: BLACKOUT_MESSAGES.weekdays });
  return WEEK_DAYS.filter((day) => list.includes(day));
}

/** A recurring blackout checked: a name, at least one weekday, start before stop (HH:MM), a known time zone, role ids. */
export function validateRecurring(input: Input): Validated<RecurringBlackoutInput> {
  const errors: FieldError[] = [];
  const name = nameOf(input['name'], errors);
  const weekdays = weekdaysOf(input['weekdays'], errors);
  const startTime = typeof input['startTime'] === 'string' ? normalizeTime(input['startTime']) : '';
  const stopTime = typeof input['stopTime'] === 'string' ? normalizeTime(input['stopTime']) : '';
  if (!isTime(startTime)) errors.push({ field: 'startTime', message: startTime === '' ? BLACKOUT_MESSAGES.startTimeMissing : BLACKOUT_MESSAGES.startTime });
  if (!isTime(stopTime)) errors.push({ field: 'stopTime', message: stopTime === '' ? BLACKOUT_MESSAGES.stopTimeMissing : BLACKOUT_MESSAGES.stopTime });
  if (isTime(startTime) && isTime(stopTime) && minutesOf(stopTime) <= minutesOf(startTime)) errors.push({ field: 'stopTime', message: BLACKOUT_MESSAGES.timeOrder });
  const timeZone = typeof input['timeZone'] === 'string' ? input['timeZone'].trim() : '';
  if (timeZone === '' || !isKnownTimeZone(timeZone)) errors.push({ field: 'timeZone', message: BLACKOUT_MESSAGES.timeZone });
  const roleIds = roleIdsOf(input['roleIds'], errors);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { name, weekdays, startTime, stopTime, timeZone, roleIds } };
}

/** Whether a blackout is for a role: an empty role list is for everyone. */
export const appliesTo = (blackout: { readonly roles: readonly BlackoutRole[] }, roleId: string | null): boolean =>
  blackout.roles.length === 0 || (roleId !== null && blackout.roles.some((role) => role.id === roleId));

/** Who a blackout is for, as lists say it. */
export const rolesText = (roles: readonly BlackoutRole[]): string => (roles.length === 0 ? 'Everyone' : roles.map((role) => role.name).join(', '));

/** Who a blackout is for, in a sentence: 'everyone in the organization', 'Ana Lima', 'Ana Lima and Bo', 'Ana Lima, Bo and Cy'. */
export function appliesToText(roles: readonly BlackoutRole[]): string {
  if (roles.length === 0) return 'everyone in the organization';
  const names = roles.map((role) => role.name);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** What the delete confirmation says of a blackout: who it stops applying to. */
export const deleteBlackoutText = (name: string, roles: readonly BlackoutRole[]): string =>
  roles.length === 0
    ? `${name} will be deleted for everyone in the organization. This cannot be undone.`
    : `${name} applies to ${appliesToText(roles)} only. It will be deleted for ${roles.length === 1 ? 'them' : 'all of them'}. This cannot be undone.`;

/** A recurring blackout's weekdays as people read them: 'Every day', 'Weekdays', 'Mon, Wed, Fri'. */
export function weekdaysText(weekdays: readonly WeekDay[]): string {
  if (weekdays.length === 7) return 'Every day';
  if (weekdays.length === 5 && WEEK_DAYS.slice(0, 5).every((day) => weekdays.includes(day))) return 'Weekdays';
  if (weekdays.length === 1) return DAY_NAMES[weekdays[0]!];
  return WEEK_DAYS.filter((day) => weekdays.includes(day))
    .map((day) => DAY_NAMES[day].slice(0, 3))
    .join(', ');
}

/** One-off blackouts for a list: those not over yet first (soonest first), then the past ones (latest first). */
export function splitByNow<T extends { readonly start: string; readonly stop: string; readonly id: string }>(
  blackouts: readonly T[],
  now: number,
): { readonly upcoming: readonly T[]; readonly past: readonly T[] } {
  const byStart = [...blackouts].sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || Number(a.id) - Number(b.id));
  return { upcoming: byStart.filter((b) => Date.parse(b.stop) > now), past: byStart.filter((b) => Date.parse(b.stop) <= now).reverse() };
}
