/** A domain machine in a signal: the thin model shell most state of §4 needs. */
import { signal, type ReadonlySignal } from '@preact/signals-core';

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
