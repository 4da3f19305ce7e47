/** Select Organization (§2 screen 2), Create Organization and Create First Organization (screens 3 and 4). */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { Button } from 'react-aria-components/Button';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { Link, useLocation } from 'wouter';
import { formatDisplayDate } from '../../../domain/shared/dates.ts';
import { AUTH_PATHS, dashboardPath } from '../../../domain/accounts/routing.ts';
import { roleTypeLabel } from '../../../domain/shared/role.ts';
import { createOrganizationFields } from '../../../domain/validation/forms.ts';
import { useAccountArea } from '../../account-context.tsx';
import { useApp } from '../../app-context.tsx';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { TextFormField, ValidatedForm } from '../../components/form-fields.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { AuthLayout } from './auth-layout.tsx';

const DECLINE = {
  title: 'Decline invitation?',
  text: 'Once declined, you will not be able to be re-invited to this organization.',
  action: 'Yes, Decline',
} as const;

/** /auth/choose_organization. */
export function ChooseOrganizationScreen() {
  useSignals();
  const app = useApp();
  const area = useAccountArea();
  const model = useMemo(() => area.selectOrganization(), [area]);
  const [, navigate] = useLocation();
  const state = model.state.value;
  const pending = model.pending.value;
  const mustCreate = model.mustCreateFirstOrganization.value;
  useEffect(() => {
    if (mustCreate) navigate(AUTH_PATHS.createFirstOrganization, { replace: true });
  }, [mustCreate]);

  const footer = (
    <>
      <Link href={AUTH_PATHS.createOrganization}>Register a new company</Link>
      <Link href={AUTH_PATHS.logout}>Log out</Link>
    </>
  );
  if (state.status !== 'loaded') {
    return (
      <AuthLayout title="Select Organization" footer={footer}>
        {state.status === 'loading' ? (
          <p className="loading-line" aria-busy="true">
            <Spinner /> <span className="delayed">Loading your organizations…</span>
          </p>
        ) : (
          <div role="alert" className="inline-error">
            <p>{state.message}</p>
            <Button className="button" onPress={() => void model.refresh()}>
              Try again
            </Button>
          </div>
        )}
      </AuthLayout>
    );
  }
  const groups = model.groups.value;
  const invited = model.invited.value;
  const favorites = model.favorites.value;
  const saving = model.savingFavorite.value;
  return (
    <AuthLayout title="Select Organization" footer={footer}>
      {groups.length === 0 ? (
        <EmptyState title="You are not part of any organizations yet." />
      ) : (
        groups.map((group) => (
          <section key={group.letter} className="letter-group" aria-label={group.letter}>
            <h2 className="letter">{group.letter}</h2>
            <ul className="organization-list">
              {group.roles.map((role) => (
                <li key={role.id} className="organization-row">
                  <a className="organization-link" href={dashboardPath(role.organization.id) ?? '#'}>
                    <span className="organization-name">{role.organization.name}</span>
                    <span className="muted">
                      {roleTypeLabel(role.type)}
                      {role.title ? ` · ${role.title}` : ''}
                    </span>
                  </a>
                  {/* Favourites come first in the header's organization menu. */}
                  <ToggleButton
                    className="favorite-toggle"
                    aria-label={`Favourite: ${role.organization.name}`}
                    isSelected={favorites.has(role.organization.id)}
                    isDisabled={saving !== null}
                    onChange={() => void model.toggleFavorite(role.organization.id)}
                  >
                    <span aria-hidden="true">{favorites.has(role.organization.id) ? '★' : '☆'}</span>
                  </ToggleButton>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {invited.length > 0 ? (
        <section className="invites" aria-labelledby="invites-title">
          <h2 id="invites-title" className="section-title">
            Pending Invites
          </h2>
          <ul className="invite-list">
            {invited.map((role) => {
              const busy = pending?.roleId === role.id;
              return (
                <li key={role.id} className="invite">
                  <div>
                    <p className="organization-name">{role.organization.name}</p>
                    <p className="muted">Received on {formatDisplayDate(role.createdAt, app.now())}</p>
                  </div>
                  <div className="invite-actions">
                    <ConfirmButton className="button" tone="danger" isDisabled={pending !== null} title={DECLINE.title} text={DECLINE.text} action={DECLINE.action} onConfirm={() => void model.decline(role.id)}>
                      {busy && pending?.action === 'declining' ? <Spinner /> : null}
                      Decline
                    </ConfirmButton>
                    <Button className="button button-primary" isDisabled={pending !== null} onPress={() => void model.accept(role.id)}>
                      {busy && pending?.action === 'accepting' ? <Spinner /> : null}
                      Accept Invitation
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </AuthLayout>
  );
}

/** /auth/create_organization and /auth/create_first_organization ("Let's get started!"). */
export function CreateOrganizationScreen({ first }: { readonly first: boolean }) {
  useSignals();
  const area = useAccountArea();
  const model = useMemo(() => area.createOrganization(), [area]);
  const busy = model.state.value.status === 'submitting';
  const [name, userName] = createOrganizationFields as [(typeof createOrganizationFields)[0], (typeof createOrganizationFields)[0]];
  return (
    <AuthLayout
      title="Let's get started!"
      subtitle="Your organization is where your team plans its work."
      footer={first ? <Link href={AUTH_PATHS.logout}>Logout</Link> : <Link href={AUTH_PATHS.chooseOrganization}>Back to your organizations</Link>}
    >
      <ValidatedForm form={model.form} aria-label="Create new Organization" onSubmit={() => void model.submit()}>
        <TextFormField form={model.form} field={name} autoComplete="organization" autoFocus isBusy={busy} />
        <TextFormField form={model.form} field={userName} autoComplete="name" isBusy={busy} />
        <Button type="submit" className="button button-primary button-wide" isPending={busy}>
          {busy ? <Spinner /> : null}
          Create new Organization
        </Button>
      </ValidatedForm>
    </AuthLayout>
  );
}
