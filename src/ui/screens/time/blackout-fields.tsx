/** The blackout forms' own fields: a date-and-time or time input, the weekdays and the roles a blackout is for. */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Checkbox } from 'react-aria-components/Checkbox';
import { CheckboxGroup } from 'react-aria-components/CheckboxGroup';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextField } from 'react-aria-components/TextField';
import type { CatalogueEditor } from '../../../application/work/catalogue-editor.ts';
import type { WeekDay } from '../../../domain/time/blackout.ts';
import { matchesText } from '../../../domain/work/catalogue-filters.ts';
import type { OrgPerson } from '../../../domain/work/catalogue-records.ts';
import { DAY_NAMES, WEEK_DAYS } from '../../../domain/time/work-week.ts';
import { counted, ListFilter, Loaded } from '../work/admin/admin-common.tsx';
import { useBlackoutModel } from './use-blackouts.ts';
import { OptionalMarker, RequiredMarker } from '../../components/form-fields.tsx';

/** A labelled date-and-time ('datetime-local') or time ('time') input bound to a form's text value. */
export function WhenField<F extends object>({ editor, name, label, type, description }: {
  readonly editor: CatalogueEditor<F>;
  readonly name: keyof F & string;
  readonly label: string;
  readonly type: 'datetime-local' | 'time';
  readonly description?: string;
}) {
  useSignals();
  const error = editor.errors.value[name];
  const value = editor.values.value[name];
  return (
    <TextField
      className="form-field blackout-when"
      name={name}
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => editor.set(name, next as F[keyof F & string])}
      isRequired
      isInvalid={error !== undefined}
      isDisabled={editor.state.value.status !== 'editing'}
      validationBehavior="aria"
    >
      <Label className="form-label">
        {label}
        <RequiredMarker />
      </Label>
      <Input className="form-input" type={type} step={60} />
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

/** The weekdays of a recurring blackout: seven tick boxes, Monday first. */
export function WeekdayPicker<F extends { readonly weekdays: readonly WeekDay[] }>({ editor }: { readonly editor: CatalogueEditor<F> }) {
  useSignals();
  const error = editor.errors.value['weekdays'];
  return (
    <CheckboxGroup
      className="blackout-weekdays"
      name="weekdays"
      value={[...editor.values.value.weekdays]}
      onChange={(days) => editor.set('weekdays' as keyof F & string, WEEK_DAYS.filter((day) => days.includes(day)) as F[keyof F & string])}
      isRequired
      isInvalid={error !== undefined}
      isDisabled={editor.state.value.status !== 'editing'}
      validationBehavior="aria"
    >
      <Label className="form-label">
        Weekdays
        <RequiredMarker />
      </Label>
      <div className="blackout-weekday-list">
        {WEEK_DAYS.map((day) => (
          <Checkbox key={day} value={day} className="blackout-weekday" aria-label={DAY_NAMES[day]}>
            <span className="admin-checkbox" aria-hidden="true" />
            <span aria-hidden="true">{DAY_NAMES[day].slice(0, 3)}</span>
          </Checkbox>
        ))}
      </div>
      <FieldError className="field-error">
        <span role="alert">{error}</span>
      </FieldError>
    </CheckboxGroup>
  );
}

/** The roles a blackout is for, among the accepted people (and anyone it already names); none chosen is everyone. */
export function RolePicker<F extends { readonly roleIds: readonly string[] }>({ editor, current }: {
  readonly editor: CatalogueEditor<F>;
  readonly current: readonly { readonly id: string; readonly name: string }[];
}) {
  useSignals();
  const candidates = useBlackoutModel((blackouts) => blackouts.people(), []);
  const [search, setSearch] = useState('');
  const chosen = editor.values.value.roleIds;
  const error = editor.errors.value['roleIds'];
  return (
    <Loaded model={candidates} what="the people">
      {(accepted) => {
        type Choice = Pick<OrgPerson, 'id' | 'name'> & Partial<Pick<OrgPerson, 'email' | 'title'>>;
        const people: readonly Choice[] = [...accepted, ...current.filter((role) => !accepted.some((person) => person.id === role.id))];
        const shown = people.filter((person) => chosen.includes(person.id) || matchesText([person.name, person.email ?? '', person.title ?? ''], search));
        return (
          <CheckboxGroup
            className="admin-members"
            name="roleIds"
            value={[...chosen]}
            onChange={(ids) => editor.set('roleIds' as keyof F & string, ids as F[keyof F & string])}
            isInvalid={error !== undefined}
            isDisabled={editor.state.value.status !== 'editing'}
            validationBehavior="aria"
          >
            <Label className="form-label">
              Roles <OptionalMarker />
            </Label>
            <Text slot="description" className="field-hint">
              {chosen.length === 0 ? 'Nobody chosen: the blackout is for everyone.' : `For ${counted(chosen.length, 'person', 'people')} only.`}
            </Text>
            {people.length > 8 ? <ListFilter label="Find people" value={search} onChange={setSearch} /> : null}
            <div className="admin-member-list">
              {shown.map((person) => (
                <Checkbox key={person.id} value={person.id} className="admin-member">
                  <span className="admin-checkbox" aria-hidden="true" />
                  <span className="admin-member-name">{person.name}</span>
                  {person.title || person.email ? <span className="admin-member-detail">{person.title || person.email}</span> : null}
                </Checkbox>
              ))}
            </div>
            <FieldError className="field-error">
              <span role="alert">{error}</span>
            </FieldError>
          </CheckboxGroup>
        );
      }}
    </Loaded>
  );
}
