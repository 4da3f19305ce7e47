/** Running use cases from models: what a model needs of a runtime, and reading the outcome. */
import { Cause, Exit, Option, type Effect } from 'effect';

/** The part of a ManagedRuntime a model uses (a test builds one from test layers). */
export interface Runner<R> {
  readonly runPromiseExit: <A, E>(effect: Effect.Effect<A, E, R>, options?: { readonly signal?: AbortSignal }) => Promise<Exit.Exit<A, E>>;
}

/** How a program ended, as one tagged value. */
export type Outcome<A, E> =
  | { readonly status: 'success'; readonly value: A }
  | { readonly status: 'failure'; readonly error: E }
  | { readonly status: 'interrupted' };

/** Reads an Exit; a defect (a bug) is thrown again so it is never mistaken for an expected error. */
export function outcomeOf<A, E>(exit: Exit.Exit<A, E>): Outcome<A, E> {
  if (Exit.isSuccess(exit)) return { status: 'success', value: exit.value };
  const error = Cause.findErrorOption(exit.cause);
  if (Option.isSome(error)) return { status: 'failure', error: error.value };
  if (Cause.hasInterruptsOnly(exit.cause)) return { status: 'interrupted' };
  throw Cause.squash(exit.cause);
}

/** Runs a program and hands its outcome over. */
export async function run<A, E, R>(
  runner: Runner<R>,
  effect: Effect.Effect<A, E, R>,
  options?: { readonly signal?: AbortSignal },
): Promise<Outcome<A, E>> {
  return outcomeOf(await runner.runPromiseExit(effect, options));
}
