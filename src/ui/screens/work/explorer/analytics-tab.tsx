/**
 * The analytics tab: tickets by display state and by assignee (bars), created vs closed over the
 * last 30 days (lines), each with a table of the same numbers.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { Button } from 'react-aria-components/Button';
import { shortDay } from '../../../../domain/work/analytics-chart.ts';
import { DISPLAY_STATE_LABELS } from '../../../../domain/work/work.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useWork } from '../../../work-context.tsx';
import { BarChart, CreatedClosedChart } from './analytics-charts.tsx';

/** The analytics of a project, sub-projects included. */
export function AnalyticsTab({ projectId }: { readonly projectId: string }) {
  useSignals();
  const { area } = useWork();
  const model = useMemo(() => area.projects.analytics(projectId), [area, projectId]);
  const state = model.state.value;
  switch (state.status) {
    case 'loading':
      return (
        <div className="analytics" aria-busy="true">
          <div className="skeleton skeleton-block" />
        </div>
      );
    case 'failed':
      return (
        <div className="explorer-error" role="alert">
          <p>Could not load the analytics. {state.message}</p>
          <Button className="button" onPress={() => void model.retry()}>
            Try again
          </Button>
        </div>
      );
    case 'empty':
      return <EmptyState title="No tickets to count yet" subtitle="Analytics appear once this project (or a sub-project) has tickets." />;
    case 'loaded': {
      const { view } = state;
      return (
        <div className="analytics">
          <p className="muted">
            {view.totalTickets === 1 ? '1 ticket' : `${view.totalTickets} tickets`} in this project and its sub-projects.
          </p>
          <section className="analytics-card" aria-labelledby="by-state-title">
            <h2 id="by-state-title">By state</h2>
            <BarChart title="Tickets by state" bars={view.byState.map((entry) => ({ key: entry.state, label: DISPLAY_STATE_LABELS[entry.state], value: entry.count, tone: entry.state }))} />
            <DataTable caption="Tickets by state" headers={['State', 'Tickets']} rows={view.byState.map((entry) => [DISPLAY_STATE_LABELS[entry.state], entry.count])} />
          </section>
          <section className="analytics-card" aria-labelledby="by-assignee-title" aria-describedby="by-assignee-note">
            <h2 id="by-assignee-title">Open workflow steps by assignee</h2>
            <p id="by-assignee-note" className="muted">
              A ticket has one step per workflow state, each with its own assignee; a step counts here until it is done. So one ticket can count several times.
            </p>
            {view.byAssignee.length === 0 ? (
              <p className="muted">No open workflow steps.</p>
            ) : (
              <>
                <BarChart title="Open workflow steps by assignee" bars={view.byAssignee.map((entry) => ({ key: entry.id ?? 'nobody', label: entry.name, value: entry.count, tone: entry.id === null ? 'nobody' : 'person' }))} />
                <DataTable caption="Open workflow steps by assignee" headers={['Assignee', 'Open steps']} rows={view.byAssignee.map((entry) => [entry.name, entry.count])} />
              </>
            )}
          </section>
          <section className="analytics-card" aria-labelledby="created-closed-title">
            <h2 id="created-closed-title">Created vs closed, last 30 days</h2>
            <CreatedClosedChart days={view.days} />
            <DataTable caption="Created and closed tickets per day" headers={['Day', 'Created', 'Closed']} rows={view.days.map((day) => [shortDay(day.date), day.created, day.closed])} />
          </section>
        </div>
      );
    }
    default: {
      const _never: never = state;
      return _never;
    }
  }
}

/** The chart's numbers as a table, folded away for sighted readers, read in full by screen readers. */
function DataTable({ caption, headers, rows }: { readonly caption: string; readonly headers: readonly string[]; readonly rows: readonly (readonly (string | number)[])[] }) {
  return (
    <details className="chart-table">
      <summary>Show as a table</summary>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, index) => (index === 0 ? <th key={index} scope="row">{cell}</th> : <td key={index}>{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
