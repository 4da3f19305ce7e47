/**
 * The required Title of the ticket dialogs: it takes the focus when the dialog opens and keeps it
 * from the dialog's own focusing (holdFocusOnOpen: neither a plain `autoFocus` attribute nor
 * react-aria's, which can wait forever after a link followed with Enter), so the first keys typed
 * land in the title.
 */
import { useEffect, useRef } from 'react';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { TextField } from 'react-aria-components/TextField';
import { holdFocusOnOpen } from '../../../components/focus-on-mount.ts';

/** Title, required, focused on open; its error is shown below and read with the field. */
export function TitleField({ id, value, error, disabled, onChange }: { readonly id: string; readonly value: string; readonly error?: string | undefined; readonly disabled: boolean; readonly onChange: (value: string) => void }) {
  const invalid = Boolean(error);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => holdFocusOnOpen(input.current), []);
  return (
    <TextField
      className="form-field"
      id={id}
      name="title"
      value={value}
      onChange={onChange}
      isRequired
      isInvalid={invalid}
      isDisabled={disabled}
      validationBehavior="aria"
      {...(invalid ? { 'aria-describedby': `${id}-error` } : {})}
    >
      <Label className="form-label">
        Title<span className="required-star" aria-hidden="true"> *</span>
      </Label>
      <Input ref={input} className="form-input" />
      {invalid ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </TextField>
  );
}
