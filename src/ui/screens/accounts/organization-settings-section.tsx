/**
 * The admin home's Organization section (issue 18): the organization's name, postal address and
 * time zone, shown to every member; owners and administrators edit them in place (§5's rules, the
 * country and state chosen from lists). Loaded on demand with the country lists.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { isAdministrator } from '../../../domain/accounts/session.ts';
import {
  addressLines,
  allCountries,
  countryOf,
  ORGANIZATION_SETTINGS_LABELS,
  type OrganizationSettingsField,
} from '../../../domain/accounts/organization-settings.ts';
import { knownTimeZones } from '../../../domain/shared/dates.ts';
import type { FormField } from '../../../domain/validation/forms.ts';
import type { OrganizationSettingsModel } from '../../../application/accounts/organization-settings-model.ts';
import { useAccountArea } from '../../account-context.tsx';
import { useApp } from '../../app-context.tsx';
import { TextFormField, ValidatedForm } from '../../components/form-fields.tsx';
import { SelectFormField } from '../../components/select-form-field.tsx';
import { Spinner } from '../../components/spinner.tsx';

const field = (name: OrganizationSettingsField): FormField => ({
  name,
  label: ORGANIZATION_SETTINGS_LABELS[name],
  required: name !== 'address2',
  optional: name === 'address2',
});

/** The section: the model arrives with its module, then the settings from the server. */
export default function OrganizationSettingsSection() {
  useSignals();
  const { session } = useAccountArea();
  const { organizationSettings } = useApp();
  const [model, setModel] = useState<OrganizationSettingsModel | null>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    let live = true;
    if (!organizationSettings) {
      setBroken(true);
      return;
    }
    organizationSettings(session)
      .then((made) => {
        if (!live) return;
        setModel(made);
        void made.load();
      })
      .catch(() => live && setBroken(true));
    return () => {
      live = false;
    };
  }, [organizationSettings, session]);
  const id = useId();
  return (
    <section className="admin-organization" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Organization</h2>
      {broken ? (
        <p role="alert">The organization's settings could not be loaded. Reload the page to try again.</p>
      ) : model ? (
        <Settings model={model} />
      ) : (
        <p className="muted">Loading the organization's settings…</p>
      )}
    </section>
  );
}

function Settings({ model }: { readonly model: OrganizationSettingsModel }) {
  useSignals();
  const { session } = useAccountArea();
  const canEdit = isAdministrator(session.me.value?.role?.type);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const state = model.state.value;
  const form = model.editing.value;
  useEffect(() => {
    // Back from the form (saved or cancelled): the focus goes to the button that opened it.
    if (form === null && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [form]);
  if (state.status === 'loading') return <p className="muted">Loading the organization's settings…</p>;
  if (state.status === 'failed') {
    return (
      <div className="admin-organization-card" role="alert">
        <p>The organization's settings could not be loaded: {state.message}</p>
        <Button className="button" onPress={() => void model.load()}>
          Try again
        </Button>
      </div>
    );
  }
  if (form) {
    return (
      <SettingsForm
        model={model}
        onClose={() => {
          returnFocus.current = true;
          model.cancel();
        }}
      />
    );
  }
  const { saved } = state;
  return (
    <div className="admin-organization-card">
      <dl className="admin-organization-facts">
        <div>
          <dt>Name</dt>
          <dd>{saved.name}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>
            {saved.address ? (
              <address>
                {addressLines(saved.address).map((line) => (
                  <span key={line} className="admin-organization-line">
                    {line}
                  </span>
                ))}
              </address>
            ) : (
              <span className="muted">Not set yet</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Time zone</dt>
          <dd>{saved.timeZone ?? <span className="muted">Not set yet</span>}</dd>
        </div>
      </dl>
      {canEdit ? (
        <Button
          ref={editButton}
          className="button"
          onPress={() => {
            returnFocus.current = true;
            model.edit();
          }}
        >
          Edit organization
        </Button>
      ) : (
        <p className="muted">Owners and administrators can change these.</p>
      )}
    </div>
  );
}

function SettingsForm({ model, onClose }: { readonly model: OrganizationSettingsModel; readonly onClose: () => void }) {
  useSignals();
  const form = model.editing.value!;
  const busy = form.state.value.status === 'submitting';
  const values = form.values.value;
  const countries = useMemo(() => allCountries().map((country) => ({ id: country.code, name: country.name })), []);
  const regions = useMemo(() => (countryOf(values.country)?.regions ?? []).map((name) => ({ id: name, name })), [values.country]);
  const timeZones = useMemo(knownTimeZones, []);
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => {
    first.current?.querySelector('input')?.focus();
  }, []);
  const text = (name: OrganizationSettingsField, autoComplete: string) => <TextFormField form={form.form} field={field(name)} autoComplete={autoComplete} isBusy={busy} />;
  return (
    <ValidatedForm form={form.form} className="auth-form admin-organization-form" aria-label="Organization settings" onSubmit={() => void form.submit()}>
      <div ref={first}>{text('name', 'organization')}</div>
      {text('address1', 'address-line1')}
      {text('address2', 'address-line2')}
      <div className="admin-organization-row">
        {text('city', 'address-level2')}
        {text('zipcode', 'postal-code')}
      </div>
      <div className="admin-organization-row">
        <SelectFormField form={form.form} field={field('country')} options={countries} placeholder="Choose a country" onChoose={model.chooseCountry} isBusy={busy} />
        <SelectFormField
          form={form.form}
          field={field('state')}
          options={regions}
          placeholder={values.country ? 'Choose a state' : 'Choose the country first'}
          isBusy={busy}
          isDisabled={regions.length === 0}
        />
      </div>
      <TextFormField
        form={form.form}
        field={field('timeZone')}
        isBusy={busy}
        placeholder="Europe/Paris"
        suggestions={timeZones}
        description="The time zone the organization keeps its hours in, such as Europe/Paris."
      />
      <div className="admin-organization-actions">
        <Button type="submit" className="button button-primary" isPending={busy}>
          {busy ? <Spinner /> : null}
          Save organization
        </Button>
        <Button className="button" onPress={onClose} isDisabled={busy}>
          Cancel
        </Button>
      </div>
    </ValidatedForm>
  );
}
