/**
 * A form being filled in (§5): it validates on submit and again on every change after that, and
 * knows which field to focus first. The validator is the form's schema function.
 */
import type { FieldError, Validated } from './result.ts';

export type Values = Readonly<Record<string, string>>;

export interface State {
  readonly values: Values;
  /** Messages by field name. */
  readonly errors: Readonly<Record<string, string>>;
  /** Once submitted, every change is checked again. */
  readonly submitted: boolean;
}

export type Event =
  | { readonly type: 'changed'; readonly field: string; readonly value: string }
  | { readonly type: 'submitted' }
  /** The server refused a field (its message goes under the field). */
  | { readonly type: 'refused'; readonly field: string; readonly message: string }
  | { readonly type: 'reset'; readonly values?: Values };

/** A fresh form with its starting values. */
export function initialForm(values: Values = {}): State {
  return { values, errors: {}, submitted: false };
}

function errorsOf(result: Validated<unknown>): Readonly<Record<string, string>> {
  if (result.ok) return {};
  const errors: Record<string, string> = {};
  for (const error of result.errors as readonly FieldError[]) errors[error.field] ??= error.message;
  return errors;
}

/** The next form state, checked with `validate`. */
export function transition(state: State, event: Event, validate: (values: Values) => Validated<unknown>): State {
  switch (event.type) {
    case 'changed': {
      if (state.values[event.field] === event.value) return state;
      const values = { ...state.values, [event.field]: event.value };
      return { ...state, values, errors: state.submitted ? errorsOf(validate(values)) : state.errors };
    }
    case 'submitted':
      return { ...state, submitted: true, errors: errorsOf(validate(state.values)) };
    case 'refused':
      return { ...state, errors: { ...state.errors, [event.field]: event.message } };
    case 'reset':
      return initialForm(event.values ?? {});
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

/** The first field, in display order, that has an error (where focus goes after a failed submit). */
export function firstInvalidField(state: State, order: readonly string[]): string | null {
  return order.find((field) => field in state.errors) ?? Object.keys(state.errors)[0] ?? null;
}

/** Whether the form can be sent as it is. */
export function isValid(state: State): boolean {
  return Object.keys(state.errors).length === 0;
}
