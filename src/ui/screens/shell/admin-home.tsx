/** /admin: one card per catalogue, with how many records it holds. */
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import type { CatalogueCounts } from '../../../domain/work/catalogue-records.ts';
import { CATALOGUE_NAMES, CATALOGUES, listPath } from '../../../domain/work/catalogue-paths.ts';
import type { Catalogue } from '../../../domain/shared/org-routes.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { AdminPage, counted, Loaded, ReadOnlyNote } from '../work/admin/admin-common.tsx';
import { BlackoutCard } from '../time/blackout-card.tsx';
import { FeaturesSection } from '../work/admin/features-section.tsx';
import { useOrgPath, usePageModel } from '../work/admin/use-catalogues.ts';

/** The organization's settings carry the country lists: they load after the page, on their own. */
const OrganizationSettingsSection = lazy(() => import('../accounts/organization-settings-section.tsx'));

function countText(catalogue: Catalogue, counts: CatalogueCounts): string {
  switch (catalogue) {
    case 'product':
      return counted(counts.product, 'product');
    case 'team':
      return counted(counts.team, 'team');
    case 'workflow':
      return counted(counts.workflow, 'workflow');
    case 'tag':
      return counted(counts.tag, 'tag');
    case 'role':
      return counts.invited > 0 ? `${counted(counts.role, 'person', 'people')}, ${counts.invited} invited` : counted(counts.role, 'person', 'people');
    default: {
      const _never: never = catalogue;
      return _never;
    }
  }
}

/** The admin home page. */
export function AdminHome() {
  useSignals();
  usePageTitle('Admin');
  const counts = usePageModel((catalogues) => catalogues.counts(), []);
  const canWrite = usePageModel((catalogues) => catalogues.canWrite, []);
  const path = useOrgPath();
  return (
    <AdminPage title="Admin">
      {canWrite ? null : <ReadOnlyNote />}
      <Loaded model={counts} what="the catalogues">
        {(value) => (
          <ul className="admin-cards">
            {CATALOGUES.map((catalogue) => (
              <li key={catalogue}>
                <Link className="admin-card" href={path(listPath(catalogue))}>
                  <span className="admin-card-title">{CATALOGUE_NAMES[catalogue].many}</span>
                  <span className="admin-card-count">{countText(catalogue, value)}</span>
                  <span className="admin-card-about">{CATALOGUE_NAMES[catalogue].about}</span>
                </Link>
              </li>
            ))}
            <li>
              <BlackoutCard />
            </li>
          </ul>
        )}
      </Loaded>
      <Suspense fallback={<p className="muted admin-organization-loading">Loading the organization's settings…</p>}>
        <OrganizationSettingsSection />
      </Suspense>
      <FeaturesSection />
    </AdminPage>
  );
}
