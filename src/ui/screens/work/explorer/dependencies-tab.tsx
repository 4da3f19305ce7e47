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
import { GRAPH_SIZES, waitingList, type GraphLayout, type GraphTicket } from '../../../../domain/work/dependency-graph.ts';
import { orgPath } from '../../../../domain/shared/org-routes.ts';
import { DISPLAY_STATE_LABELS, DISPLAY_STATES } from '../../../../domain/work/work.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useWork } from '../../../work-context.tsx';

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
          <section aria-labelledby="explorer-dependency-list-title" className="explorer-dependency-list">
            <h2 id="explorer-dependency-list-title">Waiting tickets</h2>
            <ul>
              {waitingList(state.layout).map(({ ticket, waitingOn }) => (
                <li key={ticket.id}>
                  <TicketLink ticket={ticket} href={ticketPath(ticket.id)} onOpen={open} /> waits on{' '}
                  {waitingOn.map((waited, index) => (
                    <span key={waited.id}>
                      {index > 0 ? ', ' : ''}
                      <TicketLink ticket={waited} href={ticketPath(waited.id)} onOpen={open} />
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          </section>
        </div>
      );
    default: {
      const _never: never = state;
      return _never;
    }
  }
}

function TicketLink({ ticket, href, onOpen }: { readonly ticket: GraphTicket; readonly href: string; readonly onOpen: (event: MouseEvent, id: string) => void }) {
  return (
    <span className="dependency-ticket">
      <a href={href} onClick={(event) => onOpen(event, ticket.id)}>
        #{ticket.localId} {ticket.title}
      </a>{' '}
      <span className="explorer-state-chip" data-state={ticket.displayState}>
        {DISPLAY_STATE_LABELS[ticket.displayState]}
      </span>
    </span>
  );
}

function Legend() {
  return (
    <ul className="graph-legend" aria-label="Colours by state">
      {DISPLAY_STATES.map((state) => (
        <li key={state} data-state={state}>
          <span className="legend-swatch" aria-hidden="true" />
          {DISPLAY_STATE_LABELS[state]}
        </li>
      ))}
      <li data-external>
        <span className="legend-swatch" aria-hidden="true" />
        Other project
      </li>
    </ul>
  );
}

const clip = (text: string, size: number) => (text.length > size ? `${text.slice(0, size - 1)}…` : text);

function Graph({ layout, ticketPath, onOpen }: { readonly layout: GraphLayout; readonly ticketPath: (id: string) => string; readonly onOpen: (event: MouseEvent, id: string) => void }) {
  const { nodeWidth, nodeHeight } = GRAPH_SIZES;
  return (
    <svg className="dependency-graph" width={layout.width} height={layout.height} viewBox={`0 0 ${layout.width} ${layout.height}`} role="group" aria-label="Dependency graph: arrows point at the ticket waited on">
      <defs>
        <marker id="dependency-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0 0L10 5L0 10z" className="graph-arrowhead" />
        </marker>
      </defs>
      {layout.edges.map((edge) => (
        <path key={`${edge.from}>${edge.to}`} d={edge.path} className="graph-edge" data-looped={edge.looped || undefined} markerEnd="url(#dependency-arrow)" />
      ))}
      {layout.nodes.map((node) => (
        <a key={node.id} href={ticketPath(node.id)} onClick={(event) => onOpen(event, node.id)} className="graph-node" data-state={node.displayState} data-external={node.external || undefined}>
          <title>{`#${node.localId} ${node.title} (${DISPLAY_STATE_LABELS[node.displayState]}${node.external ? ', another project' : ''})`}</title>
          <rect x={node.x} y={node.y} width={nodeWidth} height={nodeHeight} rx={8} />
          <text x={node.x + 10} y={node.y + 19} className="graph-node-id">
            #{node.localId} <tspan className="graph-node-state">{DISPLAY_STATE_LABELS[node.displayState]}</tspan>
          </text>
          <text x={node.x + 10} y={node.y + 37} className="graph-node-title">
            {clip(node.title, 30)}
          </text>
        </a>
      ))}
    </svg>
  );
}
