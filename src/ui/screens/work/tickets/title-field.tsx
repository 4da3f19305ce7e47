/**
 * The required Title of the ticket dialogs: a react-aria TextField whose own `autoFocus` takes the
 * focus once the dialog has mounted (a plain `autoFocus` attribute loses it to the dialog's focus
 * scope), so the first keys typed land in the title.
 */
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { TextField } from 'react-aria-components/TextField';

/** Title, required, focused on open; its error is shown below and read with the field. */
export function TitleField({ id, value, error, disabled, onChange }: { readonly id: string; readonly value: string; readonly error?: string | undefined; readonly disabled: boolean; readonly onChange: (value: string) => void }) {
  const invalid = Boolean(error);
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
      autoFocus
      {...(invalid ? { 'aria-describedby': `${id}-error` } : {})}
    >
      <Label className="form-label">
        Title<span className="required-star" aria-hidden="true"> *</span>
      </Label>
      <Input className="form-input" />
      {invalid ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </TextField>
  );
}
