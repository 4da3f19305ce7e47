/**
 * Form building blocks (§5): a labelled input with its required star or 'Optional' marker, the red
 * error state and the message as an alert; a form that validates on submit and focuses the first
 * invalid field.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextArea } from 'react-aria-components/TextArea';
import { TextField } from 'react-aria-components/TextField';
import type { FormModel } from '../../application/shared/form-model.ts';
import type { FormField } from '../../domain/validation/forms.ts';

export interface TextFormFieldProps {
  readonly form: FormModel<unknown>;
  readonly field: FormField;
  readonly type?: 'text' | 'email' | 'password';
  readonly autoComplete?: string;
  readonly autoFocus?: boolean;
  /** While the form is sent the field is read-only: it keeps the focus (a disabled one drops it) and cannot change. */
  readonly isBusy?: boolean;
  /** Disabled outright (where the specification says so, e.g. the demo request's email while sent). */
  readonly isDisabled?: boolean;
  readonly placeholder?: string;
  /** A hint under the label's input, tied to the field (read before any error). */
  readonly description?: string;
  /** A few lines of text instead of one. */
  readonly multiline?: boolean;
  /** Values the browser offers as the person types (a native datalist); any text may still be typed. */
  readonly suggestions?: readonly string[];
}

/** One labelled text input bound to a form model. */
export function TextFormField({ form, field, type = 'text', autoComplete, autoFocus, isBusy, isDisabled, placeholder, description, multiline, suggestions }: TextFormFieldProps) {
  useSignals();
  const listId = `${useId()}-suggestions`;
  const { values, errors } = form.state.value;
  const error = errors[field.name];
  return (
    <TextField
      className="form-field"
      name={field.name}
      type={type}
      value={values[field.name] ?? ''}
      onChange={(value) => form.change(field.name, value)}
      isRequired={field.required}
      isInvalid={error !== undefined}
      isReadOnly={isBusy ?? false}
      isDisabled={isDisabled ?? false}
      validationBehavior="aria"
      autoComplete={autoComplete}
      autoFocus={autoFocus ?? false}
    >
      <Label className="form-label">
        {field.label}
        {field.required ? <RequiredMarker /> : null}
        {field.optional ? <OptionalMarker /> : null}
      </Label>
      {multiline ? (
        <TextArea className="form-textarea" placeholder={placeholder} rows={4} />
      ) : (
        <Input className="form-input" placeholder={placeholder} list={suggestions ? listId : undefined} />
      )}
      {suggestions && !multiline ? (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
      {description ? (
        <Text slot="description" className="field-hint">
          {description}
        </Text>
      ) : null}
      <FieldError className="field-error">
        <span role="alert">{error}</span>
      </FieldError>
    </TextField>
  );
}

export interface ValidatedFormProps {
  readonly form: FormModel<unknown>;
  /** Checks and sends the form (the model validates first, synchronously). */
  readonly onSubmit: () => void;
  readonly children: ReactNode;
  readonly className?: string;
  readonly 'aria-label'?: string;
}

/** A form that checks itself on submit and then puts focus on the first invalid field. */
export function ValidatedForm({ form, onSubmit, children, className, 'aria-label': label }: ValidatedFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
    const first = form.firstInvalid.value;
    const input = first ? ref.current?.querySelector<HTMLInputElement>(`[name="${CSS.escape(first)}"]`) : null;
    input?.focus();
  };
  return (
    <form ref={ref} className={className ?? 'auth-form'} onSubmit={submit} noValidate aria-label={label}>
      {children}
    </form>
  );
}

/** The star after a required field's label (hidden from assistive technology, which hears 'required'). */
export function RequiredMarker() {
  return (
    <span className="required-star" aria-hidden="true">
      {' '}*
    </span>
  );
}

/** The "Optional" mark after a label: read as "Name (optional)", never glued to the name. */
export function OptionalMarker() {
  return (
    <span className="optional-marker">
      <span className="visually-hidden"> (</span>
      Optional
      <span className="visually-hidden">)</span>
    </span>
  );
}
