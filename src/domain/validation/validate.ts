/** Runs the compiled schemas and turns their errors into field messages a person can read. */
import type { Issue } from '../issue.ts';
import type { FieldError, Validated } from '../result.ts';
import type { CompiledError, CompiledValidator } from './generated/validators.js';
import { demoRequestPayload, issue, loginPayload, membershipPayload, mePayload } from './generated/payloads.js';
import { clientReply, clientResolve, supportInbound, supportReply } from './generated/validators.js';
import {
  createOrganization, demoForm, invite, login, organizationForm, passwordLost, passwordReset, profile, register,
  registerFromInvite,
} from './generated/validators.js';
import type {
  CreateOrganizationForm, DemoForm, FormField, InviteForm, LoginForm, OrganizationForm, PasswordLostForm,
  PasswordResetForm, ProfileForm, RegisterForm,
} from './forms.ts';
import {
  createOrganizationFields, demoFormFields, inviteFields, loginFields, organizationFormFields, passwordLostFields,
  passwordResetFields, profileFields, registerFields, registerFromInviteFields,
} from './forms.ts';

/** A client reply as it goes to the server: a message or an image URL. */
export interface ClientReply {
  readonly message?: string;
  readonly imageUrl?: string;
}

interface Located extends FieldError {
  readonly custom: boolean;
}

/** The field a missing-field or unknown-field error of the object itself names, if it is one. */
function namedField(error: CompiledError): string | undefined {
  // Only the object's own keywords: a `required` inside an anyOf is one alternative, not a missing field.
  if (error.schemaPath === '#/required') return error.params['missingProperty'] as string;
  if (error.schemaPath === '#/additionalProperties') return error.params['additionalProperty'] as string;
  return undefined;
}

/** Where an error belongs: the top-level field it is about, or 'form' for the object as a whole. */
function locate(error: CompiledError): Located[] {
  const custom = error.keyword === 'errorMessage';
  const message = error.message ?? 'Invalid value';
  const path = error.instancePath.replace(/^\//, '');
  if (path !== '') return [{ field: path.split('/')[0]!, message, custom }];
  // A missing or unknown field is reported on the object; name the field itself, so the form can
  // show the message under it (one entry per field when ajv-errors grouped several).
  const inner = custom ? ((error.params['errors'] as CompiledError[] | undefined) ?? []) : [error];
  const named = inner.map(namedField).filter((name) => name !== undefined);
  if (inner.length === 0 || named.length < inner.length) return [{ field: 'form', message, custom }];
  return [...new Set(named)].map((field) => ({ field, message, custom }));
}

/**
 * The errors a compiled validator found, one per field. With `order` (a form's field names), they
 * come in that order, so the first is the first invalid input; fields not in it come last.
 */
export function fieldErrors(validator: CompiledValidator, order: readonly string[] = []): readonly FieldError[] {
  const located = (validator.errors ?? []).flatMap(locate);
  // Our own messages (ajv-errors) win over ajv's defaults for the same field.
  located.sort((a, b) => Number(b.custom) - Number(a.custom));
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const { field, message } of located) {
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message });
  }
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return errors.sort((a, b) => rank(a.field) - rank(b.field));
}

/** Checks a value against a compiled schema; `order` sorts the errors as in fieldErrors. */
export function validateWith<T>(validator: CompiledValidator, value: unknown, order: readonly string[] = []): Validated<T> {
  return validator(value) ? { ok: true, value: value as T } : { ok: false, errors: fieldErrors(validator, order) };
}

/**
 * §5 Client reply. A message of only white space counts as no message; unknown fields are
 * refused. The same function guards the server.
 */
export function validateClientReply(input: Readonly<Record<string, unknown>>): Validated<ClientReply> {
  const normalized: Record<string, unknown> = { ...input };
  for (const key of ['message', 'imageUrl']) {
    const value = normalized[key];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) delete normalized[key];
  }
  return validateWith<ClientReply>(clientReply, normalized);
}

/** A client may change the status of their case only to RESOLVED, and with nothing else. */
export function validateClientResolve(input: Readonly<Record<string, unknown>>): Validated<{ status: 'RESOLVED' }> {
  return validateWith(clientResolve, input);
}

/** A support reply (inbox, or the dev endpoint until the inbox exists). */
export function validateSupportReply(input: Readonly<Record<string, unknown>>): Validated<ClientReply> {
  const normalized: Record<string, unknown> = { ...input };
  for (const key of ['message', 'imageUrl']) if (normalized[key] === null || normalized[key] === '') delete normalized[key];
  return validateWith<ClientReply>(supportReply, normalized);
}

/** The payload that opens a support case. */
export function validateSupportInbound(input: unknown): Validated<{ email: string; name: string; description: string }> {
  return validateWith(supportInbound, input);
}

/** An Issue arriving from the network. */
export function validateIssuePayload(input: unknown): Validated<Issue> {
  return validateWith(issue, input);
}

type Normalizer = (value: unknown) => unknown;

const trim: Normalizer = (value) => (typeof value === 'string' ? value.trim() : value);
const trimToNull: Normalizer = (value) => (trim(value) === '' ? null : trim(value));
const emptyToNull: Normalizer = (value) => (value === '' ? null : value);

/**
 * Checks a form: a copy of the input, normalized field by field, is validated against the form's
 * schema. Closed forms keep unknown fields so the schema refuses them; open forms drop them, so the
 * value holds exactly the form's fields. Absent (undefined) fields are left out.
 */
function validateForm<T>(
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

/** §5 Organization form: text trimmed (zip code excepted, as §5 says); an empty second line becomes null. */
export function validateOrganizationForm(input: unknown): Validated<OrganizationForm> {
  const normalize = { name: trim, address1: trim, address2: trimToNull, country: trim, state: trim, city: trim };
  return validateForm(organizationForm, organizationFormFields, input, { normalize });
}

/** §5 Create organization: the name trimmed and bounded like the organization form's. */
export function validateCreateOrganization(input: unknown): Validated<CreateOrganizationForm> {
  return validateForm(createOrganization, createOrganizationFields, input, { normalize: { name: trim, userName: trim } });
}

/** §5 Profile: an empty cover or avatar address becomes null. */
export function validateProfile(input: unknown): Validated<ProfileForm> {
  return validateForm(profile, profileFields, input, { normalize: { coverUrl: emptyToNull, avatarUrl: emptyToNull } });
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
