/**
 * /org/{orgId}/…: the organization area. Only an organization the person belongs to is shown:
 * `me` is read again for the organization in the path, and any other answer is a not-found screen,
 * never another organization's data. The planning pages arrive with the next issues.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { AUTH_PATHS, isProfilePath } from '../../../domain/routing.ts';
import { useAccountArea } from '../../account-context.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { LoadingView } from '../status-views.tsx';
import { ProfileScreen } from './profile-screen.tsx';

export function OrganizationArea({ orgId }: { readonly orgId: number }) {
  useSignals();
  const { session } = useAccountArea();
  const [location] = useLocation();
  const me = session.me.value;
  const here = me?.organization?.id === String(orgId);
  const checked = useRef<number | null>(null);
  const refreshed = checked.current === orgId;

  useEffect(() => {
    // The session was read for another organization: ask again, for this one.
    if (here || checked.current === orgId) return;
    checked.current = orgId;
    void session.refresh();
  }, [orgId, here]);

  if (!here && !refreshed) return <LoadingView />;
  if (!here) return <OrganizationNotFound />;
  if (isProfilePath(location) && me!.role) return <ProfileScreen role={me!.role} />;
  return <OrganizationHome name={me!.organization!.name} person={me!.role?.name ?? me!.user.email} type={me!.role?.type ?? 'MEMBER'} />;
}

function OrganizationNotFound() {
  usePageTitle('Organization not found');
  return (
    <main className="status-page">
      <h1>Organization not found</h1>
      <p>This organization does not exist, or you are not a member of it.</p>
      <Link className="button" href={AUTH_PATHS.chooseOrganization}>
        Your organizations
      </Link>
    </main>
  );
}

function OrganizationHome({ name, person, type }: { readonly name: string; readonly person: string; readonly type: string }) {
  usePageTitle(name);
  return (
    <main className="org-page">
      <section className="org-welcome">
        <h1>Welcome to {name}</h1>
        <p>
          You are signed in as <strong>{person}</strong>, {type.toLowerCase()} of this organization.
        </p>
      </section>
    </main>
  );
}
