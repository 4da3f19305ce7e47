/** A value or the field errors that kept it from being valid: expected failures as values. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

export type Validated<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly FieldError[] };
