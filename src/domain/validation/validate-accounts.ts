/**
 * What the account forms of §5 share: the normalizers, the form check over a compiled schema, and
 * the time zone rule. The forms' own checks are in validate-sign-in.ts, validate-membership.ts,
 * validate-demo.ts, validate-support-contact.ts and validate-payloads.ts; the profile's
 * (validate-profile.ts, a third of the compiled code with the work week) has its compiled schema
 * apart, and loads with the profile page only.
 */
import { isKnownTimeZone } from '../shared/dates.ts';
import type { Validated } from '../shared/result.ts';
import type { CompiledValidator } from './generated/organization-forms.js';
import type { FormField } from './forms.ts';
import { byFieldOrder, validateWith } from './validate.ts';

export type Normalizer = (value: unknown) => unknown;

export const trim: Normalizer = (value) => (typeof value === 'string' ? value.trim() : value);
export const trimToNull: Normalizer = (value) => (trim(value) === '' ? null : trim(value));

/**
 * Checks a form: a copy of the input, normalized field by field, is validated against the form's
 * schema. Closed forms keep unknown fields so the schema refuses them; open forms drop them, so the
 * value holds exactly the form's fields. Absent (undefined) fields are left out.
 */
export function validateForm<T>(
  validator: CompiledValidator,
  fields: readonly FormField[],
  input: unknown,
  { closed = false, normalize = {} }: { closed?: boolean; normalize?: Readonly<Record<string, Normalizer>> } = {},
): Validated<T> {
  const names = fields.map((field) => field.name);
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return validateWith<T>(validator, input, names);
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || (!closed && !names.includes(key))) continue;
    // Email addresses are trimmed everywhere: a pasted address often carries a space.
    const rule = normalize[key] ?? (key === 'email' ? trim : undefined);
    copy[key] = rule ? rule(value) : value;
  }
  return validateWith<T>(validator, copy, names);
}

/** What a time zone that no clock knows is told; dates and work weeks are read in it. */
export const UNKNOWN_TIME_ZONE = 'Enter a known time zone, such as Europe/Paris';

/**
 * Adds the unknown-time-zone error to a checked form, in the form's field order: a name like
 * 'Paris' passes the length rules but would leave every date of the person unreadable.
 */
export function withKnownTimeZone<T>(checked: Validated<T>, input: unknown, fields: readonly FormField[], normalized: (value: unknown) => unknown): Validated<T> {
  const timeZone = normalized((input as { timeZone?: unknown } | null)?.timeZone);
  if (typeof timeZone !== 'string' || timeZone === '' || isKnownTimeZone(timeZone)) return checked;
  const errors = checked.ok ? [] : checked.errors;
  if (errors.some((error) => error.field === 'timeZone')) return checked;
  const all = [...errors, { field: 'timeZone', message: UNKNOWN_TIME_ZONE }];
  return { ok: false, errors: all.sort(byFieldOrder(fields.map((field) => field.name))) };
}
