/**
 * §8 toast behaviour for any use case: an error toast shows its title with the server's message
 * as subtitle (without 'GraphQL error: '), a success toast its title and an optional subtitle
 * computed from the result, and an optional callback runs after either.
 */
import type { Effect } from 'effect';
import { ACTION_NOTIFICATION_MS, type NotificationAction, type NotificationInput } from '../../domain/shared/notifications.ts';
import { describeError, type KnownError } from './error-text.ts';
import { run, type Outcome, type Runner } from './run.ts';

export interface ToastOptions<A> {
  /** Omit for use cases that succeed silently. */
  readonly success?: {
    readonly title: string;
    readonly subTitle?: (value: A) => string | undefined;
    /** A button on the toast (Undo); the toast then stays ACTION_NOTIFICATION_MS. */
    readonly action?: (value: A) => NotificationAction | undefined;
  };
  readonly error: { readonly title: string };
  /** Runs after the success or the error toast (not when the program was interrupted). */
  readonly after?: (outcome: Outcome<A, KnownError>) => void;
}

/** Runs a use case and tells the person how it went. */
export async function runWithToasts<A, E extends KnownError, R>(
  runner: Runner<R>,
  effect: Effect.Effect<A, E, R>,
  notify: (notification: NotificationInput) => void,
  options: ToastOptions<A>,
): Promise<Outcome<A, E>> {
  const outcome = await run(runner, effect);
  if (outcome.status === 'interrupted') return outcome;
  if (outcome.status === 'success' && options.success) {
    const subTitle = options.success.subTitle?.(outcome.value);
    const action = options.success.action?.(outcome.value);
    notify({ type: 'Success', title: options.success.title, ...(subTitle ? { subTitle } : {}), ...(action ? { action, duration: ACTION_NOTIFICATION_MS } : {}) });
  }
  if (outcome.status === 'failure') notify({ type: 'Error', title: options.error.title, subTitle: describeError(outcome.error) });
  options.after?.(outcome);
  return outcome;
}
