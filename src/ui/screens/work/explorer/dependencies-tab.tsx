/**
 * The dependencies tab: the project's tickets that wait on others (or are waited on) as a layered
 * graph, arrows pointing at what a ticket waits on, coloured by display state; each ticket opens
 * its page. The same links follow as a list.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState, type MouseEvent } from 'react';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { Button } from 'react-aria-components/Button';
import type { ExplorerModel } from '../../../../application/work/explorer-model.ts';
import { edgeD } from '../../../../domain/work/dependency-arrows.ts';
import type { GraphLayout } from '../../../../domain/work/dependency-graph.ts';
import { orgPath } from '../../../../domain/shared/org-routes.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useWork } from '../../../work-context.tsx';
import { ArrowMarker, GraphNodeView, Legend, WaitingTickets, type OpenTicket } from '../dependency-graph-parts.tsx';

/** The dependency graph of a project, and its list. */
export function DependenciesTab({ explorer, projectId }: { readonly explorer: ExplorerModel; readonly projectId: string }) {
  useSignals();
  const { area } = useWork();
  const model = useMemo(() => area.projects.dependencies(projectId), [area, projectId]);
  const state = model.state.value;
  const [fit, setFit] = useState(false);
  const ticketPath = (id: string) => orgPath(explorer.scope.orgId, `ticket/${encodeURIComponent(id)}/view`);
  const open = (event: MouseEvent, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    explorer.go(ticketPath(id));
  };
  switch (state.status) {
    case 'loading':
      return (
        <div className="dependencies" aria-busy="true">
          <p className="muted">
            <span className="delayed">{state.total === null ? 'Reading the tickets…' : `Reading the tickets… ${state.loaded} of ${state.total}`}</span>
          </p>
          <div className="skeleton skeleton-block" />
        </div>
      );
    case 'failed':
      return (
        <div className="explorer-error" role="alert">
          <p>Could not load the dependencies. {state.message}</p>
          <Button className="button" onPress={() => void model.retry()}>
            Try again
          </Button>
        </div>
      );
    case 'empty':
      return (
        <EmptyState
          title="No dependencies"
          subtitle={state.ticketCount === 0 ? 'This project has no tickets yet.' : 'No ticket of this project waits on another. Add dependencies on a ticket’s page.'}
        />
      );
    case 'loaded':
      return (
        <div className="dependencies">
          <div className="graph-toolbar">
            <Legend />
            {state.layout.width > 640 ? (
              <ToggleButton className="button explorer-small" isSelected={fit} onChange={setFit}>
                Fit to width
              </ToggleButton>
            ) : null}
          </div>
          <div className="graph-scroll" data-fit={fit || undefined}>
            <Graph layout={state.layout} ticketPath={ticketPath} onOpen={open} />
          </div>
          <WaitingTickets layout={state.layout} ticketPath={ticketPath} onOpen={open} id="explorer-dependency-list-title" className="explorer-dependency-list" />
        </div>
      );
    default: {
      const _never: never = state;
      return _never;
    }
  }
}

function Graph({ layout, ticketPath, onOpen }: { readonly layout: GraphLayout; readonly ticketPath: (id: string) => string; readonly onOpen: OpenTicket }) {
  return (
    <svg className="dependency-graph" width={layout.width} height={layout.height} viewBox={`0 0 ${layout.width} ${layout.height}`} role="group" aria-label="Dependency graph: arrows point at the ticket waited on">
      <ArrowMarker />
      {layout.edges.map((edge) => (
        <path key={`${edge.from}>${edge.to}`} d={edgeD(edge)} className="graph-edge" data-looped={edge.looped || undefined} markerEnd="url(#dependency-arrow)" />
      ))}
      {layout.nodes.map((node) => (
        <GraphNodeView key={node.id} node={node} href={ticketPath(node.id)} onOpen={onOpen} />
      ))}
    </svg>
  );
}
