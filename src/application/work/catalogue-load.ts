/**
 * Loading one thing from the catalogue gateway (a list, a record, the counts) as one tagged state:
 * loading, failed (with the message and a retry), missing (no such record here), or loaded. A
 * refresh keeps what is shown while it runs; the latest request wins.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Effect } from 'effect';
import { describeError } from '../shared/error-text.ts';
import type { RequestError } from '../shared/errors.ts';
import type { CatalogueGateway } from './catalogue-gateway.port.ts';
import { run, type Runner } from '../shared/run.ts';

/** Where a load stands, as one tagged value. */
export type Loadable<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'missing' }
  | { readonly status: 'loaded'; readonly value: T; readonly refreshing: boolean; readonly refreshFailed: string | null };

/** A loaded thing and how to load it again. */
export interface LoadModel<T> {
  readonly state: ReadonlySignal<Loadable<T>>;
  /** Loads again: the first load after a failure shows loading; later ones keep the value shown. */
  readonly refresh: () => Promise<void>;
  /** Replaces the loaded value with one the server just answered (after a save). */
  readonly replace: (value: T) => void;
}

/**
 * Builds a load model and starts loading; a null answer is `missing`. With `shown`, what a page
 * showed a moment ago stays on screen while the new answer comes (a list whose filter changed).
 */
export function createLoadModel<T, S = CatalogueGateway>(
  runner: Runner<S>,
  load: () => Effect.Effect<T | null, RequestError, S>,
  shown?: T,
): LoadModel<T> {
  const state = signal<Loadable<T>>(shown === undefined ? { status: 'loading' } : { status: 'loaded', value: shown, refreshing: true, refreshFailed: null });
  let latest = 0;

  async function refresh(): Promise<void> {
    const ticket = ++latest;
    // peek: a refresh may start while a page renders; it must not subscribe that page to anything.
    const before = state.peek();
    if (before.status === 'loaded') state.value = { ...before, refreshing: true, refreshFailed: null };
    else state.value = { status: 'loading' };
    const outcome = await run(runner, load());
    if (ticket !== latest) return;
    if (outcome.status === 'success') {
      state.value = outcome.value === null ? { status: 'missing' } : { status: 'loaded', value: outcome.value, refreshing: false, refreshFailed: null };
    } else if (outcome.status === 'failure') {
      const message = describeError(outcome.error);
      const shown = state.peek();
      state.value = shown.status === 'loaded' ? { ...shown, refreshing: false, refreshFailed: message } : { status: 'failed', message };
    }
  }

  void refresh();
  return {
    state,
    refresh,
    replace: (value) => {
      latest++;
      state.value = { status: 'loaded', value, refreshing: false, refreshFailed: null };
    },
  };
}
