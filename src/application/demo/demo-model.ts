/**
 * The demo screens' models (§2 screens 11 and 12, §4 Demo): the request form, prefilled with the
 * remembered email, and the status of a requested demo, polled every 5 s until it is Ready or
 * Failed, from which the visitor signs in as a sample role.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { DEMO_POLL_INTERVAL_MS } from '../../domain/shared/constants.ts';
import * as Demo from '../../domain/demo/demo.ts';
import type { NotificationInput } from '../../domain/shared/notifications.ts';
import type { DemoForm } from '../../domain/validation/forms.ts';
import { validateDemoForm } from '../../domain/validation/validate-demo.ts';
import { createRequestForm, type RequestForm } from '../shared/request-form.ts';
import { getDemo, requestDemo } from './demo.ts';
import { describeError } from '../shared/error-text.ts';
import { GraphQLError } from '../shared/errors.ts';
import type { DemoGateway } from './demo-gateway.port.ts';
import type { KeyValueStoreShape } from '../shared/key-value-store.port.ts';
import type { ProofOfWork } from '../shared/proof-of-work.port.ts';
import type { Credentials } from '../accounts/session-gateway.port.ts';
import type { TimersShape } from '../shared/timers.port.ts';
import { run, type Runner } from '../shared/run.ts';
import { runWithToasts } from '../shared/toasts.ts';

/** The demo screens' toast texts (§8), exactly. */
export const DEMO_TOASTS = {
  requestFailed: 'Demo request failed',
  refreshFailed: 'Status Refresh Failed',
} as const;

/** The KeyValueStore key under which the demo request email is remembered (§9: kept in local storage). */
export const DEMO_EMAIL_KEY = 'tidemark.demo.email';

// --- Status ------------------------------------------------------------------------------------

/** Signing in as a sample role: not yet, under way (the 'Signing in...' overlay), or done (the root moves on). */
export type DemoSignIn =
  | { readonly status: 'idle' }
  | { readonly status: 'signingIn'; readonly role: Demo.DemoRole }
  | { readonly status: 'signedIn'; readonly role: Demo.DemoRole };

/** What the status model needs. */
export interface DemoStatusDeps {
  readonly requestId: string;
  readonly runner: Runner<DemoGateway>;
  readonly timers: TimersShape;
  readonly notify: (notification: NotificationInput) => void;
  /** The session model's login: it toasts, stores the session and goes to the login destination; true once signed in. */
  readonly login: (credentials: Credentials) => Promise<boolean>;
}

/** A requested demo's status screen. */
export interface DemoStatusModel {
  readonly requestId: string;
  readonly state: ReadonlySignal<Demo.State>;
  /** The screen's texts for the state. */
  readonly view: ReadonlySignal<Demo.DemoView>;
  readonly signingIn: ReadonlySignal<DemoSignIn>;
  /** Signs in as a role of the ready demo with the demo's password; ignored while a sign-in runs. */
  readonly signIn: (role: Demo.DemoRole) => Promise<void>;
  /** After a load error: loads and polls again. */
  readonly retry: () => void;
  /** Stops polling; answers still on their way are ignored. */
  readonly dispose: () => void;
}

/** Builds the status model and starts polling at once. */
export function createDemoStatusModel({ requestId, runner, timers, notify, login }: DemoStatusDeps): DemoStatusModel {
  const state = signal<Demo.State>(Demo.initialState);
  const signingIn = signal<DemoSignIn>({ status: 'idle' });
  let cancelNext: (() => void) | null = null;
  let fetching = false;
  let disposed = false;

  const send = (event: Demo.Event) => {
    state.value = Demo.transition(state.value, event);
  };
  // Nothing is told about a screen that is gone.
  const tell = (notification: NotificationInput) => {
    if (!disposed) notify(notification);
  };

  async function poll(): Promise<void> {
    cancelNext = null;
    if (disposed || fetching) return;
    fetching = true;
    try {
      const outcome = await runWithToasts(runner, getDemo(requestId), tell, { error: { title: DEMO_TOASTS.refreshFailed } });
      if (disposed) return;
      if (outcome.status === 'success') send({ type: 'loaded', request: outcome.value });
      else if (outcome.status === 'failure') send({ type: 'loadFailed', message: describeError(outcome.error) });
    } finally {
      fetching = false;
    }
    // The next question is asked 5 s after this answer, so two never overlap.
    if (Demo.shouldPoll(state.value)) cancelNext = timers.after(DEMO_POLL_INTERVAL_MS, () => void poll());
  }

  async function signIn(role: Demo.DemoRole): Promise<void> {
    const current = state.value;
    if (current.status !== 'READY' || signingIn.value.status !== 'idle') return;
    signingIn.value = { status: 'signingIn', role };
    let signedIn = false;
    try {
      signedIn = await login({ email: role.email, password: current.config.password });
    } finally {
      signingIn.value = signedIn ? { status: 'signedIn', role } : { status: 'idle' };
    }
  }

  void poll();

  return {
    requestId,
    state,
    view: computed(() => Demo.demoView(state.value)),
    signingIn,
    signIn,
    retry: () => {
      const before = state.value;
      send({ type: 'reload' });
      if (state.value !== before) void poll();
    },
    dispose: () => {
      disposed = true;
      cancelNext?.();
      cancelNext = null;
    },
  };
}

// --- Request -----------------------------------------------------------------------------------

/** What the request model needs. */
export interface DemoRequestDeps {
  readonly runner: Runner<DemoGateway | ProofOfWork>;
  readonly notify: (notification: NotificationInput) => void;
  readonly store: KeyValueStoreShape;
  /** Opens the status model of a requested demo: the screen switches to it. */
  readonly openStatus: (requestId: string) => DemoStatusModel;
}

/** The demo request form; done holds the status model of the requested demo. */
export type DemoRequestModel = RequestForm<DemoForm, DemoStatusModel> & {
  /**
   * The email whose live demo's link the server has just emailed (the email already had a demo
   * running): not a failure, the screen says where the link went; null otherwise.
   */
  readonly linkEmailedTo: ReadonlySignal<string | null>;
};

/** Whether a refused request means "that email has a demo running: its link was emailed to it". */
const isLinkEmailed = (error: unknown): boolean => error instanceof GraphQLError && error.code === Demo.DEMO_LINK_EMAILED;

/**
 * Builds the request form, prefilled with the remembered email; a valid email is remembered when
 * submitted. A real failure toasts 'Demo request failed'; an email with a demo already running is
 * told that its link was emailed (linkEmailedTo), with no toast.
 */
export function createDemoRequestModel({ runner, notify, store, openStatus }: DemoRequestDeps): DemoRequestModel {
  const linkEmailedTo = signal<string | null>(null);
  const form = createRequestForm({
    initial: { email: store.get(DEMO_EMAIL_KEY) ?? '' },
    validate: validateDemoForm,
    send: async (valid: DemoForm) => {
      store.set(DEMO_EMAIL_KEY, valid.email);
      linkEmailedTo.value = null;
      const outcome = await run(runner, requestDemo(valid));
      if (outcome.status === 'failure' && isLinkEmailed(outcome.error)) {
        linkEmailedTo.value = valid.email.trim();
        return outcome;
      }
      if (outcome.status === 'failure') notify({ type: 'Error', title: DEMO_TOASTS.requestFailed, subTitle: describeError(outcome.error) });
      return outcome.status === 'success' ? { status: 'success', value: openStatus(outcome.value.id) } : outcome;
    },
  });
  return { ...form, linkEmailedTo };
}
