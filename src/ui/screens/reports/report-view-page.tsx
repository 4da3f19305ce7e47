/**
 * /report/{id}/view: a report's widgets on its grid, their numbers computed on the server in the
 * person's time zone (one request), with Edit for those who may change it.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { Link } from 'wouter';
import { reportPath, type ReportsArea } from '../../../application/reports/reports-area.ts';
import { useDisplayZone } from '../../components/display-zone.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useWork } from '../../work-context.tsx';
import { ReportGrid, WidgetContent } from './report-grid.tsx';
import { ReportNotReady } from './report-states.tsx';

/** The zone a report's numbers are computed in: the profile's, else this device's. */
export function useReportZone(): string {
  const zone = useDisplayZone();
  return zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function ReportViewPage({ area, reportId }: { readonly area: ReportsArea; readonly reportId: string }) {
  useSignals();
  const { scope } = useWork();
  const timeZone = useReportZone();
  const model = useMemo(() => area.report(scope.orgId, reportId, timeZone), [area, scope.orgId, reportId, timeZone]);
  useEffect(() => void model.load(), [model]);
  const state = model.state.value;
  usePageTitle(state.status === 'loaded' ? state.report.name : 'Report');
  const back = (
    <Link href={reportPath(scope.orgId)} className="report-back">
      All reports
    </Link>
  );
  if (state.status !== 'loaded') return <ReportNotReady state={state} title="Report" orgId={scope.orgId} retry={() => void model.load()} lead={back} loading="Computing the numbers…" />;
  const { report } = state;
  return (
    <main className="org-page report-page">
      {back}
      <div className="report-head">
        <div>
          <h1>{report.name}</h1>
          <p className="muted">Numbers as of now, in {timeZone.replace(/_/g, ' ')} time.</p>
        </div>
        {scope.permissions.write ? (
          <Link className="button" href={reportPath(scope.orgId, report.id, 'edit')}>
            Edit report
          </Link>
        ) : null}
      </div>
      {report.widgets.length === 0 ? (
        <EmptyState title="This report has no widgets yet" subtitle={scope.permissions.write ? 'Edit the report to add charts to it.' : 'Someone who can edit it will add charts.'}>
          {scope.permissions.write ? (
            <Link className="button button-primary" href={reportPath(scope.orgId, report.id, 'edit')}>
              Add widgets
            </Link>
          ) : null}
        </EmptyState>
      ) : (
        <ReportGrid layouts={report.widgets.map((widget) => widget.layout)} label={`${report.name}: widgets`}>
          {(index, style) => {
            const widget = report.widgets[index]!;
            return (
              <section key={index} role="listitem" className="report-widget" style={style} aria-labelledby={`report-widget-${index}`}>
                <header className="report-widget-head">
                  <h2 id={`report-widget-${index}`} className="report-widget-title">
                    {widget.config.title}
                  </h2>
                </header>
                <div className="report-widget-body">
                  <WidgetContent config={widget.config} data={widget.data} />
                </div>
              </section>
            );
          }}
        </ReportGrid>
      )}
    </main>
  );
}
