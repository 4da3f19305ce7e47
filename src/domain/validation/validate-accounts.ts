/** The account forms of §5 and the account payloads, checked with the compiled schemas. */
import { isKnownTimeZone } from '../shared/dates.ts';
import type { Validated } from '../shared/result.ts';
import type { CompiledValidator } from './generated/account-forms.js';
import {
  createOrganization, demoForm, invite, login, passwordLost, passwordReset, profile, register,
  registerFromInvite, supportContact,
} from './generated/account-forms.js';
import { demoRequestPayload, loginPayload, membershipPayload, mePayload } from './generated/account-payloads.js';
import type {
  CreateOrganizationForm, DemoForm, FormField, InviteForm, LoginForm, PasswordLostForm,
  PasswordResetForm, ProfileForm, RegisterForm,
} from './forms.ts';
import {
  createOrganizationFields, demoFormFields, inviteFields, loginFields, passwordLostFields,
  passwordResetFields, profileFields, registerFields, registerFromInviteFields,
} from './forms.ts';
import { byFieldOrder, validateWith } from './validate.ts';
import { validateWorkWeek, WORK_WEEK_FIELDS } from '../time/work-week.ts';

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

/** §5 Login: a valid email address and a password; nothing else. */
export function validateLogin(input: unknown): Validated<LoginForm> {
  return validateForm(login, loginFields, input, { closed: true });
}

/** §5 Register: a valid email address and a password of at least 12 characters; nothing else. */
export function validateRegister(input: unknown): Validated<RegisterForm> {
  return validateForm(register, registerFields, input, { closed: true });
}

/** §5 Register from an invitation: the same rules as registering. */
export function validateRegisterFromInvite(input: unknown): Validated<RegisterForm> {
  return validateForm(registerFromInvite, registerFromInviteFields, input, { closed: true });
}

/** §5 Password lost: a valid email address. */
export function validatePasswordLost(input: unknown): Validated<PasswordLostForm> {
  return validateForm(passwordLost, passwordLostFields, input);
}

/** §5 Password reset: email, secret and a new password of at least 12 characters. */
export function validatePasswordReset(input: unknown): Validated<PasswordResetForm> {
  return validateForm(passwordReset, passwordResetFields, input);
}

/** What a time zone that no clock knows is told; dates and work weeks are read in it. */
export const UNKNOWN_TIME_ZONE = 'Enter a known time zone, such as Europe/Paris';

/**
 * Adds the unknown-time-zone error to a checked form, in the form's field order: a name like
 * 'Paris' passes the length rules but would leave every date of the person unreadable.
 */
function withKnownTimeZone<T>(checked: Validated<T>, input: unknown, fields: readonly FormField[], normalized: (value: unknown) => unknown): Validated<T> {
  const timeZone = normalized((input as { timeZone?: unknown } | null)?.timeZone);
  if (typeof timeZone !== 'string' || timeZone === '' || isKnownTimeZone(timeZone)) return checked;
  const errors = checked.ok ? [] : checked.errors;
  if (errors.some((error) => error.field === 'timeZone')) return checked;
  const all = [...errors, { field: 'timeZone', message: UNKNOWN_TIME_ZONE }];
  return { ok: false, errors: all.sort(byFieldOrder(fields.map((field) => field.name))) };
}

/** §5 Create organization: the name trimmed and bounded like the organization form's; a known time zone. */
export function validateCreateOrganization(input: unknown): Validated<CreateOrganizationForm> {
  const checked = validateForm<CreateOrganizationForm>(createOrganization, createOrganizationFields, input, { normalize: { name: trim, userName: trim } });
  return withKnownTimeZone(checked, input, createOrganizationFields, (value) => value);
}

/**
 * §5 Profile: text trimmed; an empty work title, cover or avatar address becomes null; a known time
 * zone; and, when a work week is given, the work week's rules day by day (work-week.ts), its errors
 * named `workWeek.{day}.{startTime|stopTime}` in place of the schema's one line about the week.
 */
export function validateProfile(input: unknown): Validated<ProfileForm> {
  const normalize = { name: trim, title: trimToNull, timeZone: trim, description: trim, coverUrl: trimToNull, avatarUrl: trimToNull };
  const checked = withKnownTimeZone(validateForm<ProfileForm>(profile, profileFields, input, { normalize }), input, profileFields, trim);
  const week = (input as { workWeek?: unknown } | null)?.workWeek;
  if (week === undefined) return checked;
  const weekChecked = validateWorkWeek(week);
  if (weekChecked.ok) return checked.ok ? { ok: true, value: { ...checked.value, workWeek: weekChecked.value } } : checked;
  const others = checked.ok ? [] : checked.errors.filter((error) => error.field !== 'workWeek');
  const order = [...profileFields.map((field) => field.name), 'workWeek', ...WORK_WEEK_FIELDS];
  return { ok: false, errors: [...others, ...weekChecked.errors].sort(byFieldOrder(order)) };
}

/** §5 Invite-like schema: a valid email address, and a known status and role when given. */
export function validateInvite(input: unknown): Validated<InviteForm> {
  return validateForm(invite, inviteFields, input);
}

/** §5 Demo form: a valid email address; nothing else. */
export function validateDemoForm(input: unknown): Validated<DemoForm> {
  return validateForm(demoForm, demoFormFields, input, { closed: true });
}

/** Whether a payload from the server has the shape of a Me (§3). */
export const isMePayload = (value: unknown): boolean => mePayload(value);
/** Whether a payload has the shape of a membership (§3 Role). */
export const isMembershipPayload = (value: unknown): boolean => membershipPayload(value);
/** Whether a payload has the shape of a login result (§3). */
export const isLoginPayload = (value: unknown): boolean => loginPayload(value);
/** Whether a payload has the shape of a demo request (§3). */
export const isDemoRequestPayload = (value: unknown): boolean => demoRequestPayload(value);

/** A message to Tidemark support: some text, at most 2048 characters (trimmed). */
export function validateSupportContact(input: unknown): Validated<{ message: string }> {
  const message = (input as { message?: unknown } | null)?.message;
  return validateWith(supportContact, { message: typeof message === 'string' ? message.trim() : message }, ['message']);
}
