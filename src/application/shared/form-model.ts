/** A form in signals over its domain machine and its schema: what a form screen renders. */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import * as Form from '../../domain/shared/form.ts';
import type { Validated } from '../../domain/shared/result.ts';

export interface FormModel<T> {
  readonly state: ReadonlySignal<Form.State>;
  /** The field to focus after a failed submit, in display order. */
  readonly firstInvalid: ReadonlySignal<string | null>;
  readonly change: (field: string, value: string) => void;
  /** Checks everything; answers the valid value, or null (and the errors show). */
  readonly submit: () => T | null;
  readonly refuse: (field: string, message: string) => void;
  readonly reset: (values?: Form.Values) => void;
}

/** A form checked by `validate`, its fields in `order`, starting from `initial`. */
export function createFormModel<T>(validate: (values: Form.Values) => Validated<T>, order: readonly string[], initial: Form.Values = {}): FormModel<T> {
  const state = signal(Form.initialForm(initial));
  const send = (event: Form.Event) => {
    state.value = Form.transition(state.value, event, validate);
  };
  return {
    state,
    firstInvalid: computed(() => Form.firstInvalidField(state.value, order)),
    change: (field, value) => send({ type: 'changed', field, value }),
    submit: () => {
      send({ type: 'submitted' });
      const checked = validate(state.value.values);
      return checked.ok ? checked.value : null;
    },
    refuse: (field, message) => send({ type: 'refused', field, message }),
    reset: (values) => send(values ? { type: 'reset', values } : { type: 'reset' }),
  };
}
