/** /org/{orgId}/user/me/edit: the person's profile in this organization (§5 Profile). */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState } from 'react';
import type { ProfileModel } from '../../../application/accounts/profile-model.ts';
import { Button } from 'react-aria-components/Button';
import { knownTimeZones } from '../../../domain/shared/dates.ts';
import { roleTypeLabel } from '../../../domain/shared/role.ts';
import type { MeRole } from '../../../domain/accounts/session.ts';
import { profileFields } from '../../../domain/validation/forms.ts';
import { useAccountArea } from '../../account-context.tsx';
import { Avatar } from '../../components/avatar.tsx';
import { TextFormField, ValidatedForm } from '../../components/form-fields.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { ProfileImagePicker } from './profile-image-picker.tsx';
import { WorkWeekFields } from './work-week-fields.tsx';

const field = (name: string) => profileFields.find((candidate) => candidate.name === name)!;

/** The profile page: its form's code arrives on demand (a spinner meanwhile, a plain message if it cannot). */
export function ProfileScreen({ role }: { readonly role: MeRole }) {
  usePageTitle('Your profile');
  const area = useAccountArea();
  const [model, setModel] = useState<ProfileModel | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setModel(null);
    area.profile(role).then(
      (made) => live && setModel(made),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [area, role.id]);
  if (failed) {
    return (
      <main className="org-page">
        <h1>Your profile</h1>
        <p role="alert">Your profile could not be loaded. Reload the page to try again.</p>
      </main>
    );
  }
  if (!model) {
    return (
      <main className="org-page" aria-busy="true">
        <h1>Your profile</h1>
        <Spinner />
      </main>
    );
  }
  return <ProfileForm role={role} model={model} />;
}

function ProfileForm({ role, model }: { readonly role: MeRole; readonly model: ProfileModel }) {
  useSignals();
  const timeZones = useMemo(knownTimeZones, []);
  const busy = model.state.value.status === 'submitting';
  const values = model.values.value;
  // Saving waits for a chosen image to finish uploading, so it is not saved without it.
  const uploading = model.images.avatarUrl.value.status === 'uploading' || model.images.coverUrl.value.status === 'uploading';
  return (
    <main className="org-page">
      <section className="profile">
        {values.coverUrl ? <img className="profile-cover" src={values.coverUrl} alt="" /> : null}
        <div className="profile-heading">
          <Avatar name={values.name || role.name} url={values.avatarUrl || null} size={56} />
          <div>
            <h1>Your profile</h1>
            <p className="muted">
              Role: <span className="read-only-value">{roleTypeLabel(role.type)}</span>{' '}
              <span className="optional-marker">read-only</span>
            </p>
          </div>
        </div>
        <ValidatedForm form={model.form} className="auth-form profile-form" aria-label="Your profile" onSubmit={() => void model.submit()}>
          <TextFormField form={model.form} field={field('name')} autoComplete="name" isBusy={busy} />
          <TextFormField form={model.form} field={field('title')} autoComplete="organization-title" isBusy={busy} />
          <TextFormField form={model.form} field={field('timeZone')} isBusy={busy} placeholder="Europe/Paris" suggestions={timeZones} />
          <TextFormField form={model.form} field={field('description')} multiline isBusy={busy} />
          <ProfileImagePicker model={model} field="avatarUrl" name={values.name || role.name} isDisabled={busy} />
          <ProfileImagePicker model={model} field="coverUrl" name={values.name || role.name} isDisabled={busy} />
          <WorkWeekFields model={model} isDisabled={busy} />
          <Button type="submit" className="button button-primary" isPending={busy} isDisabled={uploading}>
            {busy ? <Spinner /> : null}
            Save profile
          </Button>
        </ValidatedForm>
      </section>
    </main>
  );
}
