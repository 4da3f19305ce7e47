/**
 * The page of an area whose feature flag is off for this organization (§1). Where the admin
 * home's Features can turn it on, owners and administrators are led there; others are told who can.
 */
import { Link } from 'wouter';
import type { FeatureFlags } from '../../../domain/shared/constants.ts';
import { ADMIN_FEATURES_PATH, orgPath, SWITCHABLE_FLAGS } from '../../../domain/shared/org-routes.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useWork } from '../../work-context.tsx';

/** 'Not turned on', and where the area is turned on. */
export function AreaOffPage({ flag }: { readonly flag: keyof FeatureFlags }) {
  usePageTitle('Not turned on');
  const { scope } = useWork();
  const switchable = SWITCHABLE_FLAGS.includes(flag);
  return (
    <main className="org-page org-status">
      <h1>Not turned on</h1>
      <p>This area is not turned on for this organization.</p>
      {switchable && scope.permissions.administer ? (
        <>
          <p>You can turn it on under Features, on the Admin overview.</p>
          <Link className="button" href={orgPath(scope.orgId, ADMIN_FEATURES_PATH)}>
            Go to Features
          </Link>
        </>
      ) : switchable ? (
        <p>An owner or administrator of this organization can turn it on, under Features on the Admin overview.</p>
      ) : null}
    </main>
  );
}
