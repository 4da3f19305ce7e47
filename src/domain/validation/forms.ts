/**
 * The forms of §5 as the UI sees them: each field's name in display order, its label, and the
 * marker its label carries. The schemas take their labels, required lists and error order from here,
 * so a label and its messages can never disagree.
 */

import { ROLE_STATUSES, ROLE_TYPES, type RoleStatus, type RoleType } from '../shared/role.ts';
import type { WorkWeek } from '../time/work-week.ts';

export { ROLE_TYPES, type RoleType };
/** Membership statuses (§4): the statuses an invitation can have. */
export const INVITE_STATUSES = ROLE_STATUSES;
/** One of the invite statuses. */
export type InviteStatus = RoleStatus;

/** One input of a form: a required one shows a star, an optional one shows 'Optional'. */
export interface FormField<Name extends string = string> {
  readonly name: Name;
  readonly label: string;
  readonly required: boolean;
  readonly optional: boolean;
}

function required<const Name extends string>(name: Name, label: string): FormField<Name> {
  return { name, label, required: true, optional: false };
}

function optional<const Name extends string>(name: Name, label: string): FormField<Name> {
  return { name, label, required: false, optional: true };
}

/** Login form: email and password. */
export interface LoginForm {
  readonly email: string;
  readonly password: string;
}

/** Register and register-from-invite forms: email and password. */
export type RegisterForm = LoginForm;

/** Password-lost form: the email the reset link goes to. */
export interface PasswordLostForm {
  readonly email: string;
}

/** Password-reset form: the email, the secret from the reset link and the new password. */
export interface PasswordResetForm {
  readonly email: string;
  readonly secret: string;
  readonly password: string;
}

/** Organization form (§3); an empty second address line is stored as null. */
export interface OrganizationForm {
  readonly name: string;
  readonly address1: string;
  readonly address2?: string | null;
  readonly country: string;
  readonly state: string;
  readonly zipcode: string;
  readonly city: string;
}

/** Organization creation input (§3). */
export interface CreateOrganizationForm {
  readonly name: string;
  readonly userName: string;
  readonly timeZone: string;
}

/** Profile form; an empty image address is stored as null. */
export interface ProfileForm {
  readonly title?: string | null;
  readonly type: RoleType;
  readonly timeZone?: string;
  readonly name: string;
  readonly description?: string;
  readonly coverUrl?: string | null;
  readonly avatarUrl?: string | null;
  /** Start and stop time per day; absent leaves the stored week as it is. */
  readonly workWeek?: WorkWeek;
}

/** Invite form: who is invited, as what, and where the invitation stands. */
export interface InviteForm {
  readonly email: string;
  readonly status?: InviteStatus;
  readonly role?: RoleType;
}

/** Demo request form: the email the demo's details go to. */
export interface DemoForm {
  readonly email: string;
}

const email = required('email', 'Email address');
const password = required('password', 'Password');

/** Login form fields, in display order. */
export const loginFields: readonly FormField<keyof LoginForm>[] = [email, password];

/** Register form fields, in display order. */
export const registerFields: readonly FormField<keyof RegisterForm>[] = [email, password];

/** Register-from-invite form fields, in display order. */
export const registerFromInviteFields: readonly FormField<keyof RegisterForm>[] = [email, password];

/** Password-lost form fields. */
export const passwordLostFields: readonly FormField<keyof PasswordLostForm>[] = [email];

/** Password-reset form fields, in display order. */
export const passwordResetFields: readonly FormField<keyof PasswordResetForm>[] = [
  email,
  required('secret', 'Reset code'),
  required('password', 'New password'),
];

// The order of §3: name, address1, address2, country, state, zipcode, city.
/** Organization form fields, in display order. */
export const organizationFormFields: readonly FormField<keyof OrganizationForm>[] = [
  required('name', 'Organization name'),
  required('address1', 'Address line 1'),
  optional('address2', 'Address line 2'),
  required('country', 'Country'),
  required('state', 'State'),
  required('zipcode', 'Zip code'),
  required('city', 'City'),
];

/** Create-organization form fields, in display order. */
export const createOrganizationFields: readonly FormField<keyof CreateOrganizationForm>[] = [
  required('name', "Organization's Name"),
  required('userName', 'Your name within this organization'),
  required('timeZone', 'Time zone'),
];

// The order of §5: title, type, timeZone, name, description, coverUrl, avatarUrl.
/** Profile form fields, in display order. */
export const profileFields: readonly FormField<keyof ProfileForm>[] = [
  optional('title', 'Work title'),
  required('type', 'Role'),
  optional('timeZone', 'Time zone'),
  required('name', 'User name'),
  optional('description', 'Description'),
  optional('coverUrl', 'Cover image'),
  optional('avatarUrl', 'Avatar'),
  optional('workWeek', 'Work week'),
];

/** Invite form fields, in display order. */
export const inviteFields: readonly FormField<keyof InviteForm>[] = [email, optional('status', 'Status'), optional('role', 'Role')];

/** Demo request form fields. */
export const demoFormFields: readonly FormField<keyof DemoForm>[] = [email];
