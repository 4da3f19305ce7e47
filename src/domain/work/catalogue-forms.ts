/**
 * The catalogue forms: their fields (labels and markers, in display order) and their checks, the
 * same rules the server applies (requiredText, optionalText, WORK_LIMITS). Whether a name is
 * already taken is the server's to say.
 */
import type { FieldError, Validated } from '../shared/result.ts';
import { ROLE_TYPES, type RoleType } from '../shared/role.ts';
import type { FormField } from '../validation/forms.ts';
import { validateInvite } from '../validation/validate-membership.ts';
import { optionalText, requiredText, TAG_COLORS, WORK_LIMITS, type TagColor } from './work.ts';

const required = (name: string, label: string): FormField => ({ name, label, required: true, optional: false });
const optional = (name: string, label: string): FormField => ({ name, label, required: false, optional: true });

/** The work title's limit (§9 name fields, §5 Profile title). */
export const TITLE_MAX = 128;

/** The fields of each form, in display order. */
export const CATALOGUE_FIELDS = {
  name: required('name', 'Name'),
  description: optional('description', 'Description'),
  email: required('email', 'Email address'),
  title: optional('title', 'Work title'),
} as const;

/** A name and description, as typed. */
export interface NamedFields {
  readonly name: string;
  readonly description: string;
}

/** A name and description, checked (trimmed name). */
export interface NamedInput {
  readonly name: string;
  readonly description: string;
}

type Check = { ok: true; value: string } | { ok: false; message: string };

function collect(checks: Readonly<Record<string, Check>>): { errors: FieldError[]; values: Record<string, string> } {
  const errors: FieldError[] = [];
  const values: Record<string, string> = {};
  for (const [field, check] of Object.entries(checks)) {
    if (check.ok) values[field] = check.value;
    else errors.push({ field, message: check.message });
  }
  return { errors, values };
}

/** A product's, team's or workflow's name (required, ≤ 128) and description (optional, ≤ 2048). */
export function validateNamed(fields: NamedFields): Validated<NamedInput> {
  const { errors, values } = collect({
    name: requiredText(fields.name, 'Name', WORK_LIMITS.name),
    description: optionalText(fields.description.trim(), 'Description', WORK_LIMITS.description),
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { name: values['name']!, description: values['description']! } };
}

/** A tag as typed. */
export interface TagFields {
  readonly name: string;
  readonly color: TagColor | null;
}

/** A tag's name (required, ≤ 128) and one of the six colours of §4. */
export function validateTag(fields: TagFields): Validated<{ name: string; color: TagColor }> {
  const { errors, values } = collect({ name: requiredText(fields.name, 'Name', WORK_LIMITS.name) });
  if (fields.color === null || !TAG_COLORS.includes(fields.color)) errors.push({ field: 'color', message: 'Choose a colour' });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { name: values['name']!, color: fields.color! } };
}

/** An invitation as typed. */
export interface InviteFields {
  readonly email: string;
  readonly type: RoleType;
  readonly title: string;
}

/** What an invitation sends: the address, the type and an optional title (null when empty). */
export interface InviteInput {
  readonly email: string;
  readonly type: RoleType;
  readonly title: string | null;
}

function titleCheck(title: string): Check {
  return optionalText(title.trim(), 'Work title', TITLE_MAX);
}

/** §5 invite-like schema (a valid email address, a known type) and a work title of at most 128 characters. */
export function validateInviteFields(fields: InviteFields): Validated<InviteInput> {
  const errors: FieldError[] = [];
  const invite = validateInvite({ email: fields.email, role: fields.type, status: 'INVITED' });
  if (!invite.ok) errors.push(...invite.errors.map((error) => (error.field === 'role' ? { ...error, field: 'type' } : error)));
  const title = titleCheck(fields.title);
  if (!title.ok) errors.push({ field: 'title', message: title.message });
  if (errors.length > 0 || !invite.ok || !title.ok) return { ok: false, errors };
  return { ok: true, value: { email: invite.value.email, type: fields.type, title: title.value === '' ? null : title.value } };
}

/** A person's type and title as typed on their edit page. */
export interface RoleFields {
  readonly type: RoleType;
  readonly title: string;
}

/** A known type and a work title of at most 128 characters (an empty one clears it). */
export function validateRoleFields(fields: RoleFields): Validated<{ type: RoleType; title: string | null }> {
  const errors: FieldError[] = [];
  if (!ROLE_TYPES.includes(fields.type)) errors.push({ field: 'type', message: 'Choose a type' });
  const title = titleCheck(fields.title);
  if (!title.ok) errors.push({ field: 'title', message: title.message });
  if (errors.length > 0 || !title.ok) return { ok: false, errors };
  return { ok: true, value: { type: fields.type, title: title.value === '' ? null : title.value } };
}

/** What each role type may do, in a sentence (the type picker's help). */
export const ROLE_TYPE_HINTS: Readonly<Record<RoleType, string>> = {
  OWNER: 'Everything, including naming other owners',
  ADMIN: 'Changes products, teams, workflows, tags and people',
  MEMBER: 'Creates and changes tickets and projects',
  VISITOR: 'Reads everything, changes nothing',
};
