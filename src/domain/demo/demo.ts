/**
 * The demo status screen (§2 screen 12, §4 Demo): a request goes Queued, then Processing, then
 * Ready or Failed; any other status is shown raw. Polling runs until Ready or Failed. Also the
 * request's config (JSON text) read safely, and the role badge rule.
 */
import { DEMO_RETRY_MINUTES } from '../shared/constants.ts';
import type { FieldError, Validated } from '../shared/result.ts';
import { roleTypeLabel } from '../shared/role.ts';

/**
 * Asking again for an email that already has a live demo: the demo's id is not handed to whoever
 * typed the email (it unlocks the demo's password); the server emails that address a link to the
 * demo's status page instead and refuses the request with this code, and the screen says so calmly.
 */
export const DEMO_LINK_EMAILED = 'DEMO_LINK_EMAILED';

/** The server's message with DEMO_LINK_EMAILED. */
export const DEMO_LINK_EMAILED_MESSAGE = 'A demo for this email address is already running. We have emailed the link to it to that address';

/** The subject of the email with the link. */
export const DEMO_LINK_EMAIL_SUBJECT = 'Your Tidemark demo';

/** A demo request as the server answers it; status is kept as a string so unknown values survive. */
export interface DemoRequest {
  readonly id: string;
  readonly email: string;
  readonly status: string;
  /** JSON text with the demo password and its sample roles; null until the demo is built. */
  readonly config: string | null;
}

/** A sample role of a ready demo: the visitor logs in as its email with the demo password. */
export interface DemoRole {
  readonly email: string;
  readonly name: string;
  readonly avatarUrl: string | null;
  readonly title: string | null;
  readonly status: string | null;
  readonly type: string | null;
}

/** A ready demo's config. */
export interface DemoConfig {
  readonly password: string;
  readonly roles: readonly DemoRole[];
}

/** The status screen: loading, a load error, or the request in its status. */
export type State =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'QUEUED'; readonly request: DemoRequest }
  | { readonly status: 'PROCESSING'; readonly request: DemoRequest }
  | { readonly status: 'READY'; readonly request: DemoRequest; readonly config: DemoConfig }
  | { readonly status: 'FAILED'; readonly request: DemoRequest }
  /** A status the screen does not know: shown raw (request.status). */
  | { readonly status: 'other'; readonly request: DemoRequest };

/** Answers of the status query (first load and each poll), a failed one, and a reload after an error. */
export type Event =
  | { readonly type: 'loaded'; readonly request: DemoRequest | null }
  | { readonly type: 'loadFailed'; readonly message: string }
  | { readonly type: 'reload' };

/** The screen starts by loading the request. */
export const initialState: State = { status: 'loading' };

/** The error message when the server does not know the demo request. */
export const DEMO_NOT_FOUND = 'This demo request does not exist';

/** Screen texts (§2 screen 12), exactly. */
export const DEMO_TEXT = {
  loading: 'loading...',
  queued: 'Looking for Worker...',
  processing: 'Building the Demo...',
  ready: 'Your demo instance is ready!',
  selectRole: 'Select your role:',
  retry: `Try again in ${DEMO_RETRY_MINUTES} minutes`,
} as const;

/** How far along a status is; later answers never move a request back. Unknown statuses have no rank. */
const RANK: ReadonlyMap<string, number> = new Map([
  ['QUEUED', 0],
  ['PROCESSING', 1],
  ['READY', 2],
  ['FAILED', 2],
]);

function fromRequest(request: DemoRequest): State {
  switch (request.status) {
    case 'QUEUED':
    case 'PROCESSING':
    case 'FAILED':
      return { status: request.status, request };
    case 'READY': {
      const parsed = parseDemoConfig(request.config);
      return parsed.ok ? { status: 'READY', request, config: parsed.value } : { status: 'error', message: describeConfigErrors(parsed.errors) };
    }
    default:
      return { status: 'other', request };
  }
}

/** The next screen state; answers after Ready, Failed or an error (polling has stopped) return the same state. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'loaded': {
      if (!shouldPoll(state)) return state;
      if (event.request === null) return { status: 'error', message: DEMO_NOT_FOUND };
      const before = RANK.get(state.status);
      const after = RANK.get(event.request.status);
      if (before !== undefined && after !== undefined && after < before) return state;
      return fromRequest(event.request);
    }
    case 'loadFailed':
      // 'Status Refresh Failed': polling stops and the generic error view shows.
      return shouldPoll(state) ? { status: 'error', message: event.message } : state;
    case 'reload':
      return state.status === 'error' ? initialState : state;
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

/** True while the status should be asked again: loading, queued, processing or a raw status; false once Ready, Failed or an error. */
export function shouldPoll(state: State): boolean {
  switch (state.status) {
    case 'loading':
    case 'QUEUED':
    case 'PROCESSING':
    case 'other':
      return true;
    case 'READY':
    case 'FAILED':
    case 'error':
      return false;
    default: {
      const _never: never = state;
      return _never;
    }
  }
}

/** What the status screen shows for a state. */
export type DemoView =
  | { readonly kind: 'loading'; readonly text: string }
  | { readonly kind: 'error'; readonly message: string }
  /** A disabled button carrying the text. */
  | { readonly kind: 'waiting'; readonly text: string }
  | { readonly kind: 'ready'; readonly title: string; readonly prompt: string; readonly roles: readonly DemoRole[] }
  | { readonly kind: 'retry'; readonly text: string; readonly advice: string };

/** The screen's texts by status (§2 screen 12). */
export function demoView(state: State): DemoView {
  switch (state.status) {
    case 'loading':
      return { kind: 'loading', text: DEMO_TEXT.loading };
    case 'error':
      return { kind: 'error', message: state.message };
    case 'QUEUED':
      return { kind: 'waiting', text: DEMO_TEXT.queued };
    case 'PROCESSING':
      return { kind: 'waiting', text: DEMO_TEXT.processing };
    case 'READY':
      return { kind: 'ready', title: DEMO_TEXT.ready, prompt: DEMO_TEXT.selectRole, roles: state.config.roles };
    case 'FAILED':
    case 'other':
      return { kind: 'retry', text: `status: ${state.request.status}`, advice: DEMO_TEXT.retry };
    default: {
      const _never: never = state;
      return _never;
    }
  }
}

// --- Config ----------------------------------------------------------------------------------

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalText(source: Record<string, unknown>, key: string, field: string, errors: FieldError[]): string | null {
  const value = source[key];
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  errors.push({ field, message: 'must be text' });
  return null;
}

function requiredText(source: Record<string, unknown>, key: string, field: string, errors: FieldError[]): string {
  const value = source[key];
  if (typeof value === 'string' && value !== '') return value;
  errors.push({ field, message: 'is required' });
  return '';
}

function readRole(value: unknown, at: string, errors: FieldError[]): DemoRole {
  if (!isRecord(value)) {
    errors.push({ field: at, message: 'must be an object' });
    return { email: '', name: '', avatarUrl: null, title: null, status: null, type: null };
  }
  return {
    email: requiredText(value, 'email', `${at}.email`, errors),
    name: requiredText(value, 'name', `${at}.name`, errors),
    avatarUrl: optionalText(value, 'avatarUrl', `${at}.avatarUrl`, errors),
    title: optionalText(value, 'title', `${at}.title`, errors),
    status: optionalText(value, 'status', `${at}.status`, errors),
    type: optionalText(value, 'type', `${at}.type`, errors),
  };
}

/** Reads a demo's config JSON text; bad JSON or a wrong shape is an error value, never a throw. Unknown keys are ignored. */
export function parseDemoConfig(text: string | null): Validated<DemoConfig> {
  if (text === null || text.trim() === '') return { ok: false, errors: [{ field: 'config', message: 'is missing' }] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, errors: [{ field: 'config', message: 'is not valid JSON' }] };
  }
  if (!isRecord(json)) return { ok: false, errors: [{ field: 'config', message: 'must be an object' }] };
  const errors: FieldError[] = [];
  const password = requiredText(json, 'password', 'password', errors);
  const rawRoles = json['roles'];
  if (!Array.isArray(rawRoles)) errors.push({ field: 'roles', message: 'must be a list' });
  const roles = Array.isArray(rawRoles) ? rawRoles.map((role: unknown, index) => readRole(role, `roles[${index}]`, errors)) : [];
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { password, roles } };
}

/** One line naming what is wrong with a config: 'Demo config: roles[0].email is required'. */
export function describeConfigErrors(errors: readonly FieldError[]): string {
  return `Demo config: ${errors.map((error) => `${error.field} ${error.message}`).join('; ')}`;
}

// --- Role badge ------------------------------------------------------------------------------

/** A sample role's badge. */
export interface RoleBadge {
  readonly text: string;
  readonly color: 'yellow' | 'blue';
}

/** 'Invited' (yellow) for an invited role, else the capitalised role type (blue); none when status or type is missing. */
export function roleBadge(role: { readonly status?: string | null; readonly type?: string | null }): RoleBadge | null {
  const { status, type } = role;
  if (!status || !type) return null;
  if (status.toUpperCase() === 'INVITED') return { text: 'Invited', color: 'yellow' };
  return { text: roleTypeLabel(type), color: 'blue' };
}
