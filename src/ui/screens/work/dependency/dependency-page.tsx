/**
 * /org/{orgId}/dependency and /dependency/{path+}: who waits on whom across the organization, or in
 * one project and its sub-projects (the path is the project's, src/domain/work/project-paths.ts).
 * A project picker that changes the address, the graph with pan and zoom, the critical chain, and
 * the waiting tickets as a list: the graph's accessible alternative.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type LazyExoticComponent, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { DependencyArea, DependencyPageModel, DrawnGraph } from '../../../../application/work/dependency-page-model.ts';
import { orgPath } from '../../../../domain/shared/org-routes.ts';
import type { GraphTicket } from '../../../../domain/work/dependency-graph.ts';
import { useApp, type AppServices } from '../../../app-context.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useWork } from '../../../work-context.tsx';
import { Legend, TicketLink, WaitingTickets } from '../dependency-graph-parts.tsx';
import { DependencyCanvas } from './dependency-canvas.tsx';

type Props = { readonly path: string };
const loaded = new WeakMap<AppServices, LazyExoticComponent<ComponentType<Props>>>();

/** The page, once the dependency area's code has arrived. */
export function DependencyPage({ path }: Props) {
  usePageTitle('Dependencies');
  const app = useApp();
  let Page = loaded.get(app);
  if (!Page) {
    Page = lazy(() =>
      app.dependencyArea().then(
        (area) => ({ default: (props: Props) => <DependencyView area={area} {...props} /> }),
        () => ({ default: () => <Shell>{failed('The page could not load.', () => window.location.reload())}</Shell> }),
      ),
    );
    loaded.set(app, Page);
  }
  return (
    <Suspense fallback={<Shell>{waiting}</Shell>}>
      <Page path={path} />
    </Suspense>
  );
}

const waiting = (
  <div aria-busy="true">
    <p className="muted">
      <span className="delayed">Reading the dependencies…</span>
    </p>
    <div className="skeleton skeleton-block" />
  </div>
);

const failed = (message: string, retry: () => void) => (
  <div className="explorer-error" role="alert">
    <p>Could not load the dependencies. {message}</p>
    <button type="button" className="button" onClick={retry}>
      Try again
    </button>
  </div>
);

function Shell({ children, lead }: { readonly children: ReactNode; readonly lead?: ReactNode }) {
  return (
    <main className="org-page dependency-page">
      <h1>Dependencies</h1>
      {lead ?? <p className="muted">Every ticket that waits on another, and what it waits on.</p>}
      {children}
    </main>
  );
}

function DependencyView({ area, path }: { readonly area: DependencyArea } & Props) {
  useSignals();
  const { scope } = useWork();
  const model = useMemo(() => area.page(scope.orgId), [area, scope.orgId]);
  useEffect(() => void model.show(path), [model, path]);
  const [, navigate] = useLocation();
  const state = model.state.value;
  const ticketPath = (id: string) => orgPath(scope.orgId, `ticket/${encodeURIComponent(id)}/view`);
  const open = (event: MouseEvent, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(ticketPath(id));
  };
  const project = state.status === 'loaded' || state.status === 'empty' ? state.project : null;
  const lead = state.status === 'loading' || state.status === 'failed' || state.status === 'unknownPath' ? undefined : project ? (
    <p className="muted">
      The tickets of <strong>{project.name}</strong> and its sub-projects that wait on another or hold one up; tickets of other projects they are linked to have a dashed outline.
    </p>
  ) : (
    <p className="muted">Every ticket of the organization that waits on another or holds one up.</p>
  );
  return (
    <Shell lead={lead}>
      <ProjectPicker model={model} path={state.status === 'unknownPath' ? null : path.replace(/^\/+|\/+$/g, '').toLowerCase()} onPick={(next) => navigate(model.href(next))} />
      <Body model={model} ticketPath={ticketPath} open={open} />
    </Shell>
  );
}

function ProjectPicker({ model, path, onPick }: { readonly model: DependencyPageModel; readonly path: string | null; readonly onPick: (path: string) => void }) {
  useSignals();
  const choices = model.choices.value;
  return (
    <div className="dependency-filter">
      <label htmlFor="dependency-project">Project</label>
      <select id="dependency-project" value={path ?? '~unknown'} disabled={choices.length === 0} onChange={(event) => onPick(event.target.value)}>
        <option value="">All projects</option>
        {path === null ? <option value="~unknown">Unknown project</option> : null}
        {choices.map((choice) => (
          <option key={choice.path} value={choice.path}>
            {`${'\u00a0\u00a0\u00a0'.repeat(choice.level - 1)}${choice.name}${choice.archived ? ' (archived)' : ''}`}
          </option>
        ))}
      </select>
    </div>
  );
}

function Body({ model, ticketPath, open }: { readonly model: DependencyPageModel; readonly ticketPath: (id: string) => string; readonly open: (event: MouseEvent, id: string) => void }) {
  useSignals();
  const state = model.state.value;
  switch (state.status) {
    case 'loading':
      return waiting;
    case 'failed':
      return failed(state.message, () => void model.retry());
    case 'unknownPath':
      return (
        <div className="org-status" role="alert">
          <h2>No project at this address</h2>
          <p>
            No project of this organization has the path <code>{state.path}</code>. It may have been renamed or moved.
          </p>
          <Link className="button" href={model.href('')}>
            Show the whole organization
          </Link>
        </div>
      );
    case 'empty':
      return <EmptyState title="No ticket waits on another" subtitle={state.project ? 'No ticket of this project or its sub-projects waits on another, or holds one up. Add dependencies on a ticket’s page.' : 'Add dependencies on a ticket’s page: they show here for the whole organization.'} />;
    case 'loaded':
      return <Loaded graph={state.graph} ticketPath={ticketPath} open={open} />;
    default: {
      const _never: never = state;
      return _never;
    }
  }
}

const hoursText = (hours: number) => `${Math.round(hours * 10) / 10} ${hours === 1 ? 'hour' : 'hours'}`;
const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

function Loaded({ graph, ticketPath, open }: { readonly graph: DrawnGraph; readonly ticketPath: (id: string) => string; readonly open: (event: MouseEvent, id: string) => void }) {
  const [highlight, setHighlight] = useState(true);
  const { chain } = graph;
  const byId = useMemo(() => new Map<string, GraphTicket>(graph.layout.nodes.map((node) => [node.id, node])), [graph]);
  return (
    <div className="dependencies">
      <p className="dependency-summary">
        {count(graph.ticketCount, 'ticket', 'tickets')}, {count(graph.linkCount, 'link', 'links')}.{' '}
        <span className="critical-summary" data-none={chain ? undefined : true}>
          {chain
            ? `Critical chain: ${count(chain.ids.length, 'ticket', 'tickets')}, ${chain.hours > 0 ? `${hoursText(chain.hours)} of work left (PERT mean)` : 'none of their work left estimated'}.`
            : 'No critical chain: no unfinished ticket waits on another unfinished one.'}
        </span>
      </p>
      <div className="graph-toolbar">
        <Legend extra={chain ? <li data-critical><span className="legend-swatch" aria-hidden="true" />Critical chain</li> : null} />
        {chain ? (
          <label className="critical-toggle">
            <input type="checkbox" checked={highlight} onChange={(event) => setHighlight(event.target.checked)} /> Highlight the critical chain
          </label>
        ) : null}
      </div>
      <DependencyCanvas graph={graph} highlight={highlight} ticketPath={ticketPath} onOpen={open} />
      {chain ? (
        <section aria-labelledby="critical-chain-title" className="explorer-dependency-list critical-chain">
          <h2 id="critical-chain-title">Critical chain</h2>
          <p className="muted">The longest run of unfinished tickets, each waiting on the one before, by the hours of work left on them (PERT mean of their open states). First to do first.</p>
          <ol>
            {chain.ids.map((id) => (
              <li key={id}>
                <TicketLink ticket={byId.get(id)!} href={ticketPath(id)} onOpen={open} /> <span className="muted">{hoursText(graph.hours.get(id) ?? 0)} left</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <WaitingTickets layout={graph.layout} ticketPath={ticketPath} onOpen={open} id="dependency-waiting-title" className="explorer-dependency-list" />
    </div>
  );
}
