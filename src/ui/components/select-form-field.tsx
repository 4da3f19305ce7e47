/**
 * A labelled choice from a list, bound to a form model like TextFormField: the browser's own
 * <select> (typing a few letters jumps to the matching item, a phone shows its native picker), with
 * the required star, the red error state and the message as an alert. Not react-aria's Select: its
 * ListBox module is shared in part with the explorer, and the bundler keeps a module whole in one
 * chunk, so using it here would add about 5 KB gzip to every organization page.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import type { FormModel } from '../../application/shared/form-model.ts';
import type { FormField } from '../../domain/validation/forms.ts';
import { OptionalMarker, RequiredMarker } from './form-fields.tsx';

export interface SelectOption {
  /** What the form keeps. */
  readonly id: string;
  /** What the person reads. */
  readonly name: string;
}

export interface SelectFormFieldProps {
  readonly form: FormModel<unknown>;
  readonly field: FormField;
  readonly options: readonly SelectOption[];
  /** The first, empty choice's text, shown while nothing is chosen. */
  readonly placeholder: string;
  /** Called instead of changing the form directly, when choosing has consequences (a country's states). */
  readonly onChoose?: (id: string) => void;
  /** While the form is sent the choice cannot change (it keeps the focus). */
  readonly isBusy?: boolean;
  readonly isDisabled?: boolean;
}

export function SelectFormField({ form, field, options, placeholder, onChoose, isBusy, isDisabled }: SelectFormFieldProps) {
  useSignals();
  const id = useId();
  const { values, errors } = form.state.value;
  const error = errors[field.name];
  const value = values[field.name] ?? '';
  const known = options.some((option) => option.id === value);
  return (
    <div className="form-field" data-invalid={error !== undefined || undefined}>
      <label className="form-label" htmlFor={`${id}-select`}>
        {field.label}
        {field.required ? <RequiredMarker /> : null}
        {field.optional ? <OptionalMarker /> : null}
      </label>
      <span className="select-field">
        <select
          id={`${id}-select`}
          className="form-input form-select"
          name={field.name}
          value={known ? value : ''}
          required={field.required}
          aria-invalid={error !== undefined || undefined}
          aria-describedby={error !== undefined ? `${id}-error` : undefined}
          aria-readonly={isBusy || undefined}
          disabled={isDisabled ?? false}
          onChange={(event) => {
            if (isBusy) return;
            const chosen = event.target.value;
            if (onChoose) onChoose(chosen);
            else form.change(field.name, chosen);
          }}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <span className="select-chevron" aria-hidden="true">
          ▾
        </span>
      </span>
      {error !== undefined ? (
        <span className="field-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
