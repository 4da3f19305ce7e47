/** Choosing a person's type (OWNER, ADMIN, MEMBER, VISITOR): a radio group where each type says what it may do. */
import { useSignals } from '@preact/signals-react/runtime';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { CatalogueEditor } from '../../../../application/work/catalogue-editor.ts';
import { ROLE_TYPE_HINTS } from '../../../../domain/work/catalogue-forms.ts';
import { roleTypeLabel, type RoleType } from '../../../../domain/shared/role.ts';
import { RequiredMarker } from '../../../components/form-fields.tsx';

/** The order types are offered in: the most common first. */
const OFFERED: readonly RoleType[] = ['MEMBER', 'VISITOR', 'ADMIN', 'OWNER'];

/** The type radio group bound to a form. */
export function RoleTypePicker<F extends { readonly type: RoleType }>({ editor, ownerAllowed }: { readonly editor: CatalogueEditor<F>; readonly ownerAllowed: boolean }) {
  useSignals();
  const error = editor.errors.value['type'];
  return (
    <RadioGroup
      className="type-picker"
      name="type"
      value={editor.values.value.type}
      onChange={(value) => editor.set('type', value as F['type'])}
      isRequired
      isInvalid={error !== undefined}
      isDisabled={editor.state.value.status !== 'editing'}
      validationBehavior="aria"
    >
      <Label className="form-label">
        Type
        <RequiredMarker />
      </Label>
      {OFFERED.map((type) => (
        <Radio key={type} value={type} className="type-option" isDisabled={type === 'OWNER' && !ownerAllowed}>
          <span className="type-radio" aria-hidden="true" />
          <span className="type-name">{roleTypeLabel(type)}</span>
          <span className="type-hint">{type === 'OWNER' && !ownerAllowed ? 'Only an owner can name another owner' : ROLE_TYPE_HINTS[type]}</span>
        </Radio>
      ))}
      <FieldError className="field-error">
        <span role="alert">{error}</span>
      </FieldError>
    </RadioGroup>
  );
}
