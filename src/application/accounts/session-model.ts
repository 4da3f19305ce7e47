/**
 * The session's model (§4 Session, Login result): the session machine in a signal, the start-up
 * `me` fetch (with its notice and logout attempt on failure), login and logout. Root routing reads
 * `state`; the header and gated areas read the computed signals.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { NotificationInput } from '../../domain/shared/notifications.ts';
import type { FeatureFlags } from '../../domain/shared/constants.ts';
import { AUTH_PATHS, afterLoginPath, dashboardPath } from '../../domain/accounts/routing.ts';
import * as Session from '../../domain/accounts/session.ts';
import type { NavigatorShape } from '../shared/navigator.port.ts';
import type { ProofOfWork } from '../shared/proof-of-work.port.ts';
import type { Credentials, LoginAnswer, SessionGateway } from './session-gateway.port.ts';
import { run, type Runner } from '../shared/run.ts';
import { loadMe, login, logout, type SignedIn } from './session.ts';
import { runWithToasts } from '../shared/toasts.ts';

/** The ports the session's use cases reach. */
export type SessionServices = SessionGateway | ProofOfWork;

/** The session's toast texts (§8), exactly. */
export const SESSION_TOASTS = {
  meFailed: "We couldn't authenticate you",
  meFailedSubtitle: 'Try login again',
  rootLogoutFailed: 'Something when wrong',
  rootLogoutFailedSubtitle: 'Try clearing your cookies',
  logoutFailed: 'Could not log you out',
  loginSucceeded: 'Login Success',
  loginFailed: 'Authentication failed',
} as const;

/** What the session model needs. */
export interface SessionModelDeps {
  readonly runner: Runner<SessionServices>;
  readonly notify: (notification: NotificationInput) => void;
  readonly navigator: NavigatorShape;
  /** Forgets every piece of client state (filters, selections, tips...): logging out clears it all. */
  readonly clearClientState: () => void;
}

/** The one request the session may have in flight. */
export type SessionActivity = 'idle' | 'loggingIn' | 'loggingOut';

/** The session events other features report: set-me and the partial updates (§4). */
export type SessionUpdate = Extract<Session.Event, { readonly type: 'setMe' | 'updateUser' | 'updateOrganization' | 'updateRole' }>;

/** A sign-in to take over: the fresh me, and the answer that says where the person belongs when there is one. */
export interface Adopted {
  readonly me: Session.Me;
  readonly answer?: LoginAnswer | null;
}

/** The session: read-only signals and what the person (or the app) does with it. */
export interface SessionModel {
  readonly state: ReadonlySignal<Session.State>;
  readonly status: ReadonlySignal<Session.State['status']>;
  readonly me: ReadonlySignal<Session.SessionMe | null>;
  /** The session's flags over the defaults (all off). */
  readonly featureFlags: ReadonlySignal<FeatureFlags>;
  /** True when signed in and linked to an organization (the support widget shows only then). */
  readonly linked: ReadonlySignal<boolean>;
  /** Where a signed-in person belongs: the linked organization's dashboard home, else choose organization; null otherwise. */
  readonly homePath: ReadonlySignal<string | null>;
  readonly activity: ReadonlySignal<SessionActivity>;
  /** Fetches `me` once; later calls do nothing. */
  readonly start: () => Promise<void>;
  /** Signs in and goes where the answer leads (back to `origin` when it is safe); true once signed in. */
  readonly login: (credentials: Credentials, origin?: string | null) => Promise<boolean>;
  /** Takes a sign-in another use case made (password reset, registration), like a login's. */
  readonly adopt: (signedIn: Adopted, origin?: string | null) => void;
  /** Signs out, clears all client state and goes to the login route. */
  readonly logout: () => Promise<void>;
  /** Reads `me` again (the organization in the path decides which one it describes); failures keep the session. */
  readonly refresh: () => Promise<void>;
  readonly update: (event: SessionUpdate) => void;
}

/** Where a login answer leads; null for an answer that is neither LINKED nor USER. */
function destination(answer: LoginAnswer, origin: string | null | undefined): string | null {
  if (answer.status !== 'LINKED' && answer.status !== 'USER') return null;
  return afterLoginPath({ status: answer.status, organization: answer.organization }, origin);
}

/** Builds the session model; call start() once the page runs. */
export function createSessionModel({ runner, notify, navigator, clearClientState }: SessionModelDeps): SessionModel {
  const state = signal<Session.State>(Session.initialState);
  const activity = signal<SessionActivity>('idle');
  let started = false;

  const send = (event: Session.Event) => {
    state.value = Session.transition(state.value, event);
  };

  const me = computed(() => Session.meOf(state.value));
  const linked = computed(() => state.value.status === 'signedIn' && state.value.kind === 'linked');
  const homePath = computed(() => {
    const current = state.value;
    if (current.status !== 'signedIn') return null;
    const organization = current.kind === 'linked' ? current.me.organization : null;
    return (organization && dashboardPath(organization.id)) ?? AUTH_PATHS.chooseOrganization;
  });

  /** Runs a request unless another one is in flight; the activity is idle again however it ends. */
  async function exclusively<T>(kind: Exclude<SessionActivity, 'idle'>, idle: T, task: () => Promise<T>): Promise<T> {
    if (activity.value !== 'idle') return idle;
    activity.value = kind;
    try {
      return await task();
    } finally {
      activity.value = 'idle';
    }
  }

  function signedOut(): void {
    batch(() => {
      send({ type: 'loggedOut' });
      clearClientState();
    });
  }

  function adopt({ me: fresh, answer }: Adopted, origin?: string | null): void {
    const before = state.value;
    send({ type: 'loginSucceeded', me: fresh });
    // Login success and set-me both replace the whole me: a session that was not signed out takes it as set-me.
    if (state.value === before) send({ type: 'setMe', me: fresh });
    const path = answer ? destination(answer, origin) : null;
    if (path !== null) navigator.go(path);
  }

  async function start(): Promise<void> {
    if (started) return;
    started = true;
    const outcome = await run(runner, loadMe());
    if (outcome.status === 'success') send({ type: 'meLoaded', me: outcome.value });
    if (outcome.status !== 'failure') return;
    notify({ type: 'Error', title: SESSION_TOASTS.meFailed, subTitle: SESSION_TOASTS.meFailedSubtitle });
    send({ type: 'meFailed' });
    await exclusively('loggingOut', undefined, async () => {
      const logoutOutcome = await run(runner, logout());
      // The visitor keeps the address they came for: the root routes a signed-out visitor from there.
      if (logoutOutcome.status === 'success') signedOut();
      else if (logoutOutcome.status === 'failure') {
        notify({ type: 'Error', title: SESSION_TOASTS.rootLogoutFailed, subTitle: SESSION_TOASTS.rootLogoutFailedSubtitle });
      }
    });
  }

  const loginWith = (credentials: Credentials, origin?: string | null) =>
    exclusively('loggingIn', false, async () => {
      const outcome = await runWithToasts(runner, login(credentials), notify, {
        success: { title: SESSION_TOASTS.loginSucceeded },
        error: { title: SESSION_TOASTS.loginFailed },
      });
      if (outcome.status !== 'success') return false;
      const signedIn: SignedIn = outcome.value;
      adopt(signedIn, origin);
      return true;
    });

  const logoutNow = () =>
    exclusively('loggingOut', undefined, async () => {
      const outcome = await runWithToasts(runner, logout(), notify, { error: { title: SESSION_TOASTS.logoutFailed } });
      if (outcome.status !== 'success') return;
      signedOut();
      navigator.go(AUTH_PATHS.login);
    });

  return {
    state,
    status: computed(() => state.value.status),
    me,
    featureFlags: computed(() => Session.featureFlags(state.value)),
    linked,
    homePath,
    activity,
    start,
    login: loginWith,
    adopt,
    logout: logoutNow,
    refresh: async () => {
      // What this page last knew for this organization shows at once (switching back to an
      // organization opens it without a wait); the server's answer follows.
      const outcome = await run(
        runner,
        loadMe((cached) => cached && send({ type: 'setMe', me: cached })),
      );
      if (outcome.status === 'success' && outcome.value) send({ type: 'setMe', me: outcome.value });
    },
    update: send,
  };
}
