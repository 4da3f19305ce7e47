/** A domain machine in a signal: the thin model shell most state of §4 needs. */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { KeyValueStoreShape } from './key-value-store.port.ts';

export interface MachineModel<S, E> {
  readonly state: ReadonlySignal<S>;
  /** Applies an event; the signal only notifies when the machine answers a new state. */
  readonly send: (event: E) => void;
  /** Back to the initial state (logging out clears all client state). */
  readonly reset: () => void;
}

/** Wraps a pure `transition` and its initial state. */
export function machineModel<S, E>(transition: (state: S, event: E) => S, initialState: S): MachineModel<S, E> {
  const state = signal(initialState);
  return {
    state,
    send: (event) => {
      state.value = transition(state.value, event);
    },
    reset: () => {
      state.value = initialState;
    },
  };
}

/** Where a machine's state is kept between visits, and how it reads back. */
export interface Persistence<S> {
  readonly store: KeyValueStoreShape;
  readonly key: string;
  /** The state in stored text, or null to start afresh. */
  readonly read: (text: string | null) => S | null;
}

/** A machine model whose state survives a reload; reset forgets the stored copy too. */
export function persistedMachineModel<S, E>(transition: (state: S, event: E) => S, initialState: S, { store, key, read }: Persistence<S>): MachineModel<S, E> {
  const state = signal(read(store.get(key)) ?? initialState);
  return {
    state,
    send: (event) => {
      const next = transition(state.value, event);
      if (next === state.value) return;
      state.value = next;
      store.set(key, JSON.stringify(next));
    },
    reset: () => {
      state.value = initialState;
      store.remove(key);
    },
  };
}
