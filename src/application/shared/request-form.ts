/**
 * A form that sends a request: the form machine (values, errors on submit and on every change
 * after it, the first invalid field) plus where the request stands, one at a time. A failure keeps
 * everything typed; the failure itself was already told to the person (a toast).
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Values } from '../../domain/shared/form.ts';
import type { FieldError, Validated } from '../../domain/shared/result.ts';
import { byFieldOrder } from '../../domain/validation/validate.ts';
import { createFormModel, type FormModel } from './form-model.ts';
import type { Outcome } from './run.ts';

/** A form's life: being filled in, being sent (inputs disabled), or done with the result of the call. */
export type RequestFormState<D> =
  | { readonly status: 'editing' }
  | { readonly status: 'submitting' }
  | { readonly status: 'done'; readonly result: D };

export interface RequestForm<F, D> {
  /** The form the fields bind to. */
  readonly form: FormModel<unknown>;
  readonly values: ReadonlySignal<F>;
  /** Every field error, shown once a submit was tried and checked again on each change; empty before. */
  readonly errors: ReadonlySignal<readonly FieldError[]>;
  readonly state: ReadonlySignal<RequestFormState<D>>;
  /** Changes one field; ignored unless the form is being filled in (its inputs are disabled otherwise). */
  readonly change: <K extends keyof F & string>(field: K, value: string) => void;
  /** Sends valid values once: a second submit while one runs is ignored. */
  readonly submit: () => Promise<void>;
}

/** How a form is checked and sent. */
export interface RequestFormSpec<F, V, D> {
  readonly initial: F;
  readonly validate: (values: F) => Validated<V>;
  readonly send: (valid: V) => Promise<Outcome<D, unknown>>;
  /** A form that stays open after a success (a profile saved twice), instead of being done. */
  readonly reusable?: boolean;
}

/** Builds a request form over its schema and its call. */
export function createRequestForm<F extends object, V, D>({ initial, validate, send, reusable = false }: RequestFormSpec<F, V, D>): RequestForm<F, D> {
  const order = Object.keys(initial);
  const model = createFormModel<V>((values) => validate(values as unknown as F), order, initial as unknown as Values);
  const state = signal<RequestFormState<D>>({ status: 'editing' });
  const editing = () => state.value.status === 'editing';
  const guarded: FormModel<V> = {
    ...model,
    change: (field, value) => {
      if (editing()) model.change(field, value);
    },
  };

  return {
    form: guarded as FormModel<unknown>,
    values: computed(() => model.state.value.values as unknown as F),
    errors: computed(() => {
      const { errors } = model.state.value;
      return Object.keys(errors)
        .map((field) => ({ field, message: errors[field]! }))
        .sort(byFieldOrder(order));
    }),
    state,
    change: guarded.change,
    submit: async () => {
      if (!editing()) return;
      const valid = model.submit();
      if (valid === null) return;
      state.value = { status: 'submitting' };
      let outcome: Outcome<D, unknown> = { status: 'interrupted' };
      try {
        outcome = await send(valid);
      } finally {
        state.value = outcome.status === 'success' && !reusable ? { status: 'done', result: outcome.value } : { status: 'editing' };
      }
    },
  };
}
