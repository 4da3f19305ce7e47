/**
 * JSON Schemas for every payload the product validates, on the client and again on the server.
 * They are compiled once, at codegen time, into standalone validators (no ajv in the browser).
 */
import {
  ADDRESS_FIELD_MAX, CLIENT_IMAGE_URL_MAX, CLIENT_MESSAGE_MAX, DESCRIPTION_MAX, NAME_MAX, ORGANIZATION_NAME_MIN,
  PASSWORD_MAX, PASSWORD_MIN, ZIPCODE_MAX,
} from '../shared/constants.ts';
import {
  createOrganizationFields, demoFormFields, INVITE_STATUSES, inviteFields, loginFields, organizationFormFields,
  passwordLostFields, passwordResetFields, profileFields, registerFields, registerFromInviteFields, ROLE_TYPES,
  type FormField,
} from './forms.ts';
import { TIME_PATTERN, WEEK_DAYS, WORK_WEEK_MESSAGES } from '../time/work-week.ts';
import { UPLOADED_IMAGE_PATTERN } from '../shared/uploaded-image.ts';

/** Time zone maximum length: §5 gives 128 for the profile; creation uses the same. Not in constants.ts. */
const TIME_ZONE_MAX = 128;

/**
 * An email address: something, one @, then dot-separated labels. Each part's characters exclude
 * the separator that ends it, so a match never backtracks (the old `[^\s@]+@[^\s@]+\.[^\s@]+`
 * took quadratic time on a long address without a dot).
 */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$';
/** The longest email address (RFC 5321's path limit); longer ones are refused before any pattern runs. */
export const EMAIL_MAX = 254;
// An absolute http or https address with a host; the scheme is case-insensitive.

const messageField = {
  type: 'string',
  minLength: 1,
  maxLength: CLIENT_MESSAGE_MAX,
  errorMessage: {
    type: 'The message must be text',
    minLength: 'message or image url is required',
    maxLength: `The message can be at most ${CLIENT_MESSAGE_MAX} characters`,
  },
} as const;

const imageUrlField = {
  type: 'string',
  minLength: 1,
  maxLength: CLIENT_IMAGE_URL_MAX,
  errorMessage: {
    type: 'The image address must be text',
    minLength: 'message or image url is required',
    maxLength: `The image address can be at most ${CLIENT_IMAGE_URL_MAX} characters`,
  },
} as const;

/** A message and/or an image, nothing else: what clients and support both send. */
const reply = {
  type: 'object',
  properties: { message: messageField, imageUrl: imageUrlField },
  additionalProperties: false,
  anyOf: [{ required: ['message'] }, { required: ['imageUrl'] }],
  errorMessage: { anyOf: 'message or image url is required', additionalProperties: 'Unknown field' },
} as const;

/** §5 Client reply. */
export const clientReply = { $id: 'clientReply', ...reply } as const;

/** A client's request to resolve their case. */
export const clientResolve = {
  $id: 'clientResolve',
  type: 'object',
  properties: { status: { const: 'RESOLVED' } },
  required: ['status'],
  additionalProperties: false,
  errorMessage: {
    properties: { status: 'A client can only mark a case as resolved' },
    required: { status: 'A status is required' },
    additionalProperties: 'A status change cannot carry a message or an image',
  },
} as const;

const issueAction = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    title: { type: ['string', 'null'] },
    body: { type: 'string' },
    category: {
      enum: [
        'AUTO_RESOLVED', 'CHANGE_STATUS', 'CLIENT_IMAGE', 'CLIENT_MESSAGE', 'SET_ASSIGNEE',
        'SET_TICKET', 'SUPPORT_IMAGE', 'SUPPORT_MESSAGE', 'SUPPORT_NOTE',
      ],
    },
    createdAt: { type: 'string' },
    // Null for the client's own actions; `required` applies to objects only.
    author: {
      type: ['object', 'null'],
      properties: { id: { type: 'string' }, name: { type: 'string' }, avatarUrl: { type: ['string', 'null'] } },
      required: ['id', 'name'],
    },
  },
  required: ['id', 'body', 'category', 'createdAt'],
} as const;

/** An Issue as it arrives from GraphQL. */
export const issue = {
  $id: 'issue',
  type: 'object',
  properties: {
    id: { type: 'string' },
    localId: { type: 'integer' },
    email: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    createdAt: { type: 'string' },
    status: { enum: ['NEW', 'PROCESSING', 'RESOLVED'] },
    issueActions: { type: 'array', items: issueAction },
  },
  required: ['id', 'localId', 'email', 'name', 'description', 'createdAt', 'status', 'issueActions'],
} as const;

/** A support reply written by a member (the inbox's, and the dev endpoint's until the inbox exists). */
export const supportReply = { $id: 'supportReply', ...reply } as const;

/** A client's email reaching support: what opens a case. */
export const supportInbound = {
  $id: 'supportInbound',
  type: 'object',
  properties: {
    // The pattern runs only on an address short enough to be one.
    email: { type: 'string', maxLength: EMAIL_MAX, if: { maxLength: EMAIL_MAX }, then: { pattern: EMAIL_PATTERN } },
    name: { type: 'string', minLength: 1, maxLength: NAME_MAX },
    description: { type: 'string', minLength: 1, maxLength: DESCRIPTION_MAX * 4 },
  },
  required: ['email', 'name', 'description'],
  additionalProperties: false,
  errorMessage: {
    properties: { email: 'A valid email is required', name: 'A name is required', description: 'A description is required' },
    required: { email: 'A valid email is required', name: 'A name is required', description: 'A description is required' },
    additionalProperties: 'Unknown field',
  },
} as const;

type FieldSchema = (field: FormField) => Record<string, unknown>;

interface TextRules {
  readonly min?: number;
  readonly max?: number;
  readonly nullable?: boolean;
  readonly pattern?: string;
  readonly patternMessage?: string;
  /** How a sentence names the field ('The {noun} needs ...'); the label in lower case by default. */
  readonly noun?: string;
}

/** A text input of a form, with messages that name it by its label. */
function text(field: FormField, rules: TextRules = {}): Record<string, unknown> {
  const noun = rules.noun ?? field.label.toLowerCase();
  const messages: Record<string, string> = { type: `${field.label} must be text` };
  if (field.required) messages['minLength'] = `${field.label} is required`;
  if (rules.max !== undefined) messages['maxLength'] = `The ${noun} can be at most ${rules.max} characters`;
  const typed: Record<string, unknown> = {};
  const typedMessages: Record<string, string> = {};
  if (rules.min !== undefined) {
    typed['minLength'] = rules.min;
    typedMessages['minLength'] = `The ${noun} needs at least ${rules.min} characters`;
  }
  if (rules.pattern !== undefined) {
    typed['pattern'] = rules.pattern;
    typedMessages['pattern'] = rules.patternMessage ?? `Enter a valid ${noun}`;
  }
  return {
    type: 'string',
    ...(rules.nullable ? { nullable: true } : {}),
    ...(field.required ? { minLength: 1 } : {}),
    ...(rules.max !== undefined ? { maxLength: rules.max } : {}),
    // Length and format are checked once something is typed, so an empty field only says it is
    // required; the format only within the length, so a pattern never runs on a huge text.
    ...(Object.keys(typed).length > 0
      ? { if: { type: 'string', minLength: 1, ...(rules.max !== undefined ? { maxLength: rules.max } : {}) }, then: { ...typed, errorMessage: typedMessages } }
      : {}),
    errorMessage: messages,
  };
}

/** A select: one of a fixed list of values. */
function choice(values: readonly string[]): FieldSchema {
  return (field) => ({ enum: values, errorMessage: `${field.label} must be one of ${values.join(', ')}` });
}

/**
 * A form's schema: properties and required list in the order and with the labels of its fields.
 * `closed` forms refuse fields they do not know (§5 says which).
 */
function form<Name extends string>(
  id: string,
  fields: readonly FormField<Name>[],
  schemas: Readonly<Record<Name, FieldSchema>>,
  closed: boolean,
): Record<string, unknown> {
  const required = fields.filter((field) => field.required);
  return {
    $id: id,
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.name, schemas[field.name](field)])),
    required: required.map((field) => field.name),
    ...(closed ? { additionalProperties: false } : {}),
    errorMessage: {
      type: 'The form data is missing',
      required: Object.fromEntries(required.map((field) => [field.name, `${field.label} is required`])),
      ...(closed ? { additionalProperties: 'Unknown field' } : {}),
    },
  };
}

const emailField: FieldSchema = (field) => text(field, { max: EMAIL_MAX, pattern: EMAIL_PATTERN, patternMessage: 'Enter a valid email address', noun: 'email address' });
const anyPassword: FieldSchema = (field) => text(field, { max: PASSWORD_MAX, noun: 'password' });
const newPassword: FieldSchema = (field) => text(field, { min: PASSWORD_MIN, max: PASSWORD_MAX, noun: 'password' });
const organizationName: FieldSchema = (field) => text(field, { min: ORGANIZATION_NAME_MIN, max: NAME_MAX });
const addressLine = (noun?: string): FieldSchema => (field) => text(field, { max: ADDRESS_FIELD_MAX, nullable: !field.required, ...(noun ? { noun } : {}) });
/** An image uploaded here (issue 16: never another site's address, which could track who looks). */
const uploadedImage: FieldSchema = (field) =>
  text(field, { nullable: true, pattern: UPLOADED_IMAGE_PATTERN, patternMessage: `${field.label} must be an image uploaded here` });

/** A day's time: 'HH:MM' (24 h) or null. */
const workTime = { type: ['string', 'null'], pattern: TIME_PATTERN } as const;
const workDay = { type: 'object', properties: { startTime: workTime, stopTime: workTime }, additionalProperties: false } as const;

/** The work week: the seven days, each with times or none (the pair and order rules are in work-week.ts). */
const workWeekSchema: FieldSchema = () => ({
  type: 'object',
  properties: Object.fromEntries(WEEK_DAYS.map((day) => [day, workDay])),
  required: [...WEEK_DAYS],
  additionalProperties: false,
  errorMessage: WORK_WEEK_MESSAGES.week,
});

/** §5 Login. */
export const login = form('login', loginFields, { email: emailField, password: anyPassword }, true);

/** §5 Register. */
export const register = form('register', registerFields, { email: emailField, password: newPassword }, true);

/** §5 Register from an invitation: the same rules as registering. */
export const registerFromInvite = form('registerFromInvite', registerFromInviteFields, { email: emailField, password: newPassword }, true);

/** §5 Password lost. */
export const passwordLost = form('passwordLost', passwordLostFields, { email: emailField }, false);

/** §5 Password reset. */
export const passwordReset = form(
  'passwordReset',
  passwordResetFields,
  { email: emailField, secret: (field) => text(field, { max: 256 }), password: newPassword },
  false,
);

/** §5 Organization form. */
export const organizationForm = form(
  'organizationForm',
  organizationFormFields,
  {
    name: organizationName,
    address1: addressLine('first address line'),
    address2: addressLine('second address line'),
    country: addressLine(),
    state: addressLine(),
    zipcode: (field) => text(field, { max: ZIPCODE_MAX }),
    city: addressLine(),
  },
  false,
);

/** §5 Create organization: the organization name has the organization form's bounds. */
export const createOrganization = form(
  'createOrganization',
  createOrganizationFields,
  {
    name: organizationName,
    userName: (field) => text(field, { max: NAME_MAX, noun: 'name' }),
    timeZone: (field) => text(field, { max: TIME_ZONE_MAX }),
  },
  false,
);

/** §5 Profile. */
export const profile = form(
  'profile',
  profileFields,
  {
    title: (field) => text(field, { max: NAME_MAX, nullable: true }),
    type: choice(ROLE_TYPES),
    timeZone: (field) => text(field, { max: TIME_ZONE_MAX }),
    name: (field) => text(field, { max: NAME_MAX }),
    description: (field) => text(field, { max: DESCRIPTION_MAX }),
    coverUrl: uploadedImage,
    avatarUrl: uploadedImage,
    workWeek: workWeekSchema,
  },
  false,
);

/** §5 Invite-like schema. */
export const invite = form('invite', inviteFields, { email: emailField, status: choice(INVITE_STATUSES), role: choice(ROLE_TYPES) }, false);

/** §5 Demo form. */
export const demoForm = form('demoForm', demoFormFields, { email: emailField }, true);

/** Forms and inputs people send: every error, with the messages above (compiled with all errors). */
/** A member's message to Tidemark support (the support widget). */
export const supportContact = {
  $id: 'supportContact',
  type: 'object',
  properties: {
    message: {
      type: 'string',
      minLength: 1,
      maxLength: CLIENT_MESSAGE_MAX,
      errorMessage: { type: 'Write your message first', minLength: 'Write your message first', maxLength: `The message can be at most ${CLIENT_MESSAGE_MAX} characters` },
    },
  },
  required: ['message'],
  errorMessage: { required: { message: 'Write your message first' } },
} as const;

/** Forms and inputs people send, by area (each compiled into its own module, so a page carries only its own). */
export const supportFormSchemas = { clientReply, clientResolve, supportReply, supportInbound } as const;
export const accountFormSchemas = {
  login, register, registerFromInvite, passwordLost, passwordReset, demoForm, createOrganization, invite, supportContact,
} as const;
/** The profile form: its own module, loaded with the profile page only. */
export const profileFormSchemas = { profile } as const;
/** The organization form: its own module, loaded with the organization settings only (issue 18). */
export const organizationFormSchemas = { organizationForm } as const;

const nullable = (schema: Record<string, unknown>) => ({ anyOf: [{ type: 'null' }, schema] });
const idObject = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } as const;

/** §3 Me as it arrives: the parts the session and routing rely on must be there. */
export const mePayload = {
  $id: 'mePayload',
  type: 'object',
  properties: {
    status: { enum: ['GUEST', 'LINKED', 'USER', null] },
    user: nullable({
      type: 'object',
      properties: { id: { type: 'string' }, email: { type: 'string' }, status: { enum: ['ACTIVE', 'DELETED', 'INVITED', 'SUSPENDED', 'UNCONFIRMED'] }, preferences: { type: 'object' } },
      required: ['id', 'email', 'status', 'preferences'],
    }),
    organization: nullable({ type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, onboardingStatus: { type: 'object' } }, required: ['id', 'name', 'onboardingStatus'] }),
    role: nullable({ type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, type: { enum: ROLE_TYPES }, workWeek: { type: 'object' } }, required: ['id', 'name', 'type', 'workWeek'] }),
    featureFlag: { type: 'object', properties: { documentation: { type: 'boolean' }, support: { type: 'boolean' }, report: { type: 'boolean' } }, required: ['documentation', 'support', 'report'] },
  },
  required: ['status', 'user', 'organization', 'role', 'featureFlag'],
} as const;

/** §3 Role (membership) as it arrives. */
export const membershipPayload = {
  $id: 'membershipPayload',
  type: 'object',
  properties: {
    id: { type: 'string' },
    title: { type: ['string', 'null'] },
    type: { enum: ROLE_TYPES },
    status: { enum: INVITE_STATUSES },
    createdAt: { type: 'string' },
    user: { type: 'object', properties: { id: { type: 'string' }, email: { type: 'string' } }, required: ['id', 'email'] },
    organization: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, showOnboarding: { type: 'boolean' } }, required: ['id', 'name', 'showOnboarding'] },
    // Only the person reads their preferences (null for anyone else).
    preferences: nullable({ type: 'object', properties: { lastVisitedAt: { type: ['string', 'null'] } } }),
  },
  required: ['id', 'type', 'status', 'createdAt', 'user', 'organization'],
} as const;

/** §3 Login result as it arrives. */
export const loginPayload = {
  $id: 'loginPayload',
  type: 'object',
  properties: {
    status: { enum: ['GUEST', 'LINKED', 'USER'] },
    organization: nullable(idObject),
    user: { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] },
    role: nullable({ type: 'object', properties: { name: { type: 'string' } }, required: ['name'] }),
  },
  required: ['status', 'user'],
} as const;

/** §3 Demo request as it arrives. */
export const demoRequestPayload = {
  $id: 'demoRequestPayload',
  type: 'object',
  properties: { id: { type: 'string' }, email: { type: 'string' }, status: { type: 'string' }, config: { type: ['string', 'null'] } },
  required: ['id', 'email', 'status'],
} as const;

/** Payloads that arrive from the server: a yes or no is enough (compiled small and fast). */
export const supportPayloadSchemas = { issue } as const;
export const accountPayloadSchemas = { mePayload, membershipPayload, loginPayload, demoRequestPayload } as const;
