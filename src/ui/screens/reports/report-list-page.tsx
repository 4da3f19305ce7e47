/**
 * /report: the organization's reports by name, with New report, and for each its page, its edit
 * page, Rename and Delete (asked first). A visitor reads them only.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link } from 'wouter';
import { reportPath, type ReportsArea } from '../../../application/reports/reports-area.ts';
import type { ReportSummary } from '../../../application/reports/report-gateway.port.ts';
import { useApp } from '../../app-context.tsx';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { useFormatDate } from '../../components/display-zone.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useWork } from '../../work-context.tsx';
import { ReportNameDialog } from './report-name-dialog.tsx';

type Asked = { readonly kind: 'create' } | { readonly kind: 'rename'; readonly report: ReportSummary } | null;

export function ReportListPage({ area }: { readonly area: ReportsArea }) {
  useSignals();
  usePageTitle('Reports');
  const { scope } = useWork();
  const model = useMemo(() => area.list(scope.orgId), [area, scope.orgId]);
  useEffect(() => void model.load(), [model]);
  const [asked, setAsked] = useState<Asked>(null);
  const canWrite = scope.permissions.write;
  const state = model.state.value;
  return (
    <main className="org-page report-page">
      <div className="report-head">
        <div>
          <h1>Reports</h1>
          <p className="muted">Charts over your tickets: how many, and the hours worked on them, now and through time.</p>
        </div>
        {canWrite ? (
          <Button className="button button-primary" onPress={() => setAsked({ kind: 'create' })}>
            New report
          </Button>
        ) : null}
      </div>
      {state.status === 'loading' ? (
        <div aria-busy="true">
          <p className="muted">
            <span className="delayed">Loading the reports…</span>
          </p>
          <div className="skeleton skeleton-block" />
        </div>
      ) : state.status === 'failed' ? (
        <div className="report-error" role="alert">
          <p>Could not load the reports. {state.message}</p>
          <button type="button" className="button" onClick={() => void model.load()}>
            Try again
          </button>
        </div>
      ) : state.reports.length === 0 ? (
        <EmptyState title="No reports yet" subtitle={canWrite ? 'A report is a grid of charts. Make one, add widgets, arrange them.' : 'Nobody has made a report yet.'}>
          {canWrite ? (
            <Button className="button button-primary" onPress={() => setAsked({ kind: 'create' })}>
              New report
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <ReportTable reports={state.reports} orgId={scope.orgId} canWrite={canWrite} onRename={(report) => setAsked({ kind: 'rename', report })} onDelete={(report) => void model.remove(report.id)} />
      )}
      {asked?.kind === 'create' ? <ReportNameDialog title="New report" action="Create report" onSubmit={model.create} onClose={() => setAsked(null)} /> : null}
      {asked?.kind === 'rename' ? (
        <ReportNameDialog title={`Rename ${asked.report.name}`} action="Rename" initial={asked.report.name} onSubmit={(name) => model.rename(asked.report.id, name)} onClose={() => setAsked(null)} />
      ) : null}
    </main>
  );
}

function ReportTable({ reports, orgId, canWrite, onRename, onDelete }: {
  readonly reports: readonly ReportSummary[];
  readonly orgId: string;
  readonly canWrite: boolean;
  readonly onRename: (report: ReportSummary) => void;
  readonly onDelete: (report: ReportSummary) => void;
}) {
  const format = useFormatDate();
  const { now } = useApp();
  return (
    <table className="report-table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Widgets</th>
          <th scope="col">Last saved</th>
          {canWrite ? (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {reports.map((report) => (
          <tr key={report.id}>
            <th scope="row">
              <Link href={reportPath(orgId, report.id, 'view')}>{report.name}</Link>
            </th>
            <td>{report.widgetCount === 1 ? '1 widget' : `${report.widgetCount} widgets`}</td>
            <td>{format(report.updatedAt, now())}</td>
            {canWrite ? (
              <td className="report-actions">
                <Link className="button button-small" href={reportPath(orgId, report.id, 'edit')} aria-label={`Edit ${report.name}`}>
                  Edit
                </Link>
                <Button className="button button-small" aria-label={`Rename ${report.name}`} onPress={() => onRename(report)}>
                  Rename
                </Button>
                <ConfirmButton
                  className="button button-small button-danger-quiet"
                  title={`Delete ${report.name}?`}
                  text="The report and its widgets go for everyone. The tickets stay as they are."
                  action="Delete report"
                  tone="danger"
                  onConfirm={() => onDelete(report)}
                >
                  <span aria-hidden="true">Delete</span>
                  <span className="visually-hidden">Delete {report.name}</span>
                </ConfirmButton>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
