/**
 * /report, /report/{id}/view and /report/{id}/edit (behind the report flag): the pages load the
 * reports area (its models, gateway and SDK: a chunk of their own) the first time one opens.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { ReportsArea } from '../../../application/reports/reports-area.ts';
import type { OrgRoute } from '../../../domain/shared/org-routes.ts';
import { useApp, type AppServices } from '../../app-context.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { ReportEditPage } from './report-edit-page.tsx';
import { ReportListPage } from './report-list-page.tsx';
import { ReportViewPage } from './report-view-page.tsx';

type Props = { readonly route: Extract<OrgRoute, { readonly page: 'reports' | 'report' }> };
const loaded = new WeakMap<AppServices, LazyExoticComponent<ComponentType<Props>>>();

export function ReportPages({ route }: Props) {
  const app = useApp();
  let Pages = loaded.get(app);
  if (!Pages) {
    const area = app.reportsArea?.() ?? Promise.reject(new Error('This page has no reports'));
    Pages = lazy(() =>
      area.then(
        (reports) => ({ default: (props: Props) => <Routed area={reports} {...props} /> }),
        () => ({ default: LoadFailed }),
      ),
    );
    loaded.set(app, Pages);
  }
  return (
    <Suspense fallback={<Waiting />}>
      <Pages route={route} />
    </Suspense>
  );
}

function Routed({ area, route }: Props & { readonly area: ReportsArea }) {
  if (route.page === 'reports') return <ReportListPage area={area} />;
  return route.mode === 'edit' ? <ReportEditPage key={route.reportId} area={area} reportId={route.reportId} /> : <ReportViewPage key={route.reportId} area={area} reportId={route.reportId} />;
}

function Waiting() {
  usePageTitle('Reports');
  return (
    <main className="org-page report-page" aria-busy="true">
      <h1>Reports</h1>
      <p className="muted">
        <span className="delayed">Loading the reports…</span>
      </p>
    </main>
  );
}

function LoadFailed() {
  usePageTitle('Reports');
  return (
    <main className="org-page report-page">
      <h1>Reports</h1>
      <div className="report-error" role="alert">
        <p>The reports could not load. Check your connection and try again.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    </main>
  );
}
