/**
 * The blackout forms (admin): their fields in display order, the values a form starts from, and
 * the checks on save (the server's rules of blackout.ts, after the form's date-and-time values are
 * read in the person's time zone). Also the shape checks a server answer passes before it becomes a
 * blackout (validation at the edge).
 */
import { validateOneOff, validateRecurring, type OneOffBlackout, type OneOffBlackoutInput, type RecurringBlackout, type RecurringBlackoutInput, type WeekDay } from './blackout.ts';
import { isoToLocal, localToIso } from './blackout-calendar.ts';
import { isListOf, isString, shape, type Check } from '../work/catalogue-records.ts';
import type { Validated } from '../shared/result.ts';
import type { FormField } from '../validation/forms.ts';
import { WEEK_DAYS } from './work-week.ts';

const required = (name: string, label: string): FormField => ({ name, label, required: true, optional: false });

/** The fields of the forms, in display order. */
export const BLACKOUT_FIELDS = {
  name: required('name', 'Name'),
  start: required('start', 'Start'),
  stop: required('stop', 'Stop'),
  weekdays: required('weekdays', 'Weekdays'),
  startTime: required('startTime', 'Start time'),
  stopTime: required('stopTime', 'Stop time'),
  timeZone: required('timeZone', 'Time zone'),
  roleIds: { name: 'roleIds', label: 'Roles', required: false, optional: true } as FormField,
} as const;

export const ONE_OFF_FIELDS: readonly FormField[] = [BLACKOUT_FIELDS.name, BLACKOUT_FIELDS.start, BLACKOUT_FIELDS.stop, BLACKOUT_FIELDS.roleIds];
export const RECURRING_FIELDS: readonly FormField[] = [
  BLACKOUT_FIELDS.name,
  BLACKOUT_FIELDS.weekdays,
  BLACKOUT_FIELDS.startTime,
  BLACKOUT_FIELDS.stopTime,
  BLACKOUT_FIELDS.timeZone,
  BLACKOUT_FIELDS.roleIds,
];

/**
 * A one-off blackout as typed: the saved shape, but start and stop are date-and-time values
 * ('YYYY-MM-DDTHH:MM') in the person's time zone.
 */
export type OneOffFields = OneOffBlackoutInput;

/** A recurring blackout as typed: the saved shape. */
export type RecurringFields = RecurringBlackoutInput;

/** What a one-off form starts from: the blackout's values, or a new one from tomorrow 00:00 for a day. */
export function oneOffFieldsOf(blackout: OneOffBlackout | null, timeZone: string, tomorrow: string): OneOffFields {
  if (blackout === null) return { name: '', start: `${tomorrow}T00:00`, stop: '', roleIds: [] };
  return { name: blackout.name, start: isoToLocal(blackout.start, timeZone), stop: isoToLocal(blackout.stop, timeZone), roleIds: blackout.roles.map((role) => role.id) };
}

/** What a recurring form starts from: the blackout's values, or a new one in the person's zone. */
export function recurringFieldsOf(blackout: RecurringBlackout | null, timeZone: string): RecurringFields {
  if (blackout === null) return { name: '', weekdays: [], startTime: '', stopTime: '', timeZone, roleIds: [] };
  const { name, weekdays, startTime, stopTime } = blackout;
  return { name, weekdays, startTime, stopTime, timeZone: blackout.timeZone, roleIds: blackout.roles.map((role) => role.id) };
}

/** A one-off form checked: its date-and-time values read in `timeZone`, then the server's rules. */
export function validateOneOffFields(fields: OneOffFields, timeZone: string): Validated<OneOffBlackoutInput> {
  return validateOneOff({ name: fields.name, start: localToIso(fields.start, timeZone) ?? '', stop: localToIso(fields.stop, timeZone) ?? '', roleIds: fields.roleIds });
}

/** A recurring form checked with the server's rules. */
export const validateRecurringFields = (fields: RecurringFields): Validated<RecurringBlackoutInput> => validateRecurring({ ...fields });

// ---------------------------------------------------------------------------------------------
// Shape checks of server answers.

const isRole = shape({ id: isString, name: isString });
const isWeekDay: Check = (value) => WEEK_DAYS.includes(value as WeekDay);
const isOneOff = shape({ id: isString, name: isString, start: isString, stop: isString, roles: isListOf(isRole) });
const isRecurring = shape({
  id: isString,
  name: isString,
  startTime: isString,
  stopTime: isString,
  timeZone: isString,
  weekdays: isListOf(isWeekDay),
  roles: isListOf(isRole),
});

/** Whether a payload is a one-off blackout. */
export function isOneOffBlackout(value: unknown): value is OneOffBlackout {
  return isOneOff(value);
}

/** Whether a payload is a recurring blackout. */
export function isRecurringBlackout(value: unknown): value is RecurringBlackout {
  return isRecurring(value);
}

/** A list check for the gateway. */
export { isListOf };
