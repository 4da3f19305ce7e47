/**
 * What the explorer's dependencies tab and the organization's dependency page draw alike: the
 * legend, a ticket as a link with its state in words, a ticket of the graph, the arrowhead, and the
 * waiting tickets list (the graph's accessible alternative), shown a hundred at a time.
 */
import { useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { GRAPH_SIZES, waitingList, type GraphLayout, type GraphNode, type GraphTicket } from '../../../domain/work/dependency-graph.ts';
import { DISPLAY_STATE_LABELS, DISPLAY_STATES } from '../../../domain/work/work.ts';

/** Follows a ticket link in the app (a plain click); other clicks keep the browser's meaning. */
export type OpenTicket = (event: MouseEvent, id: string) => void;

/** How many waiting tickets the list shows at first, and adds per press. */
export const WAITING_PAGE = 100;

/** The colours by display state, and the dashed outline of tickets elsewhere. */
export function Legend({ extra }: { readonly extra?: ReactNode }) {
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
      {extra}
    </ul>
  );
}

/** A ticket as a link, with its display state in words beside it. */
export function TicketLink({ ticket, href, onOpen }: { readonly ticket: GraphTicket; readonly href: string; readonly onOpen: OpenTicket }) {
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

const clip = (text: string, size: number) => (text.length > size ? `${text.slice(0, size - 1)}…` : text);

/** The arrowheads arrows end with (once per drawing): the plain one and, sized for its thicker line, the critical chain's. */
export function ArrowMarker() {
  return (
    <defs>
      <marker id="dependency-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
        <path d="M0 0L10 5L0 10z" className="graph-arrowhead" />
      </marker>
      <marker id="dependency-arrow-critical" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="3.5" markerHeight="3.5" orient="auto-start-reverse">
        <path d="M0 0L10 5L0 10z" className="graph-arrowhead" data-critical />
      </marker>
    </defs>
  );
}

/** One ticket of the graph: a link to its page, its number, state and title; `note` is added to its name. */
export function GraphNodeView({
  node,
  href,
  onOpen,
  note = '',
  ...data
}: {
  readonly node: GraphNode;
  readonly href: string;
  readonly onOpen: OpenTicket;
  readonly note?: string;
  readonly 'data-critical'?: true | undefined;
  readonly onFocus?: (event: FocusEvent<Element>) => void;
}) {
  const { nodeWidth, nodeHeight } = GRAPH_SIZES;
  return (
    <a href={href} onClick={(event) => onOpen(event, node.id)} className="graph-node" data-state={node.displayState} data-external={node.external || undefined} {...data}>
      <title>{`#${node.localId} ${node.title} (${DISPLAY_STATE_LABELS[node.displayState]}${node.external ? ', another project' : ''}${note})`}</title>
      <rect x={node.x} y={node.y} width={nodeWidth} height={nodeHeight} rx={8} />
      <text x={node.x + 10} y={node.y + 19} className="graph-node-id">
        #{node.localId} <tspan className="graph-node-state">{DISPLAY_STATE_LABELS[node.displayState]}</tspan>
      </text>
      <text x={node.x + 10} y={node.y + 37} className="graph-node-title">
        {clip(node.title, 30)}
      </text>
    </a>
  );
}

/** Every waiting ticket with what it waits on, as links: the graph in words. */
export function WaitingTickets({ layout, ticketPath, onOpen, id, className }: { readonly layout: GraphLayout; readonly ticketPath: (id: string) => string; readonly onOpen: OpenTicket; readonly id: string; readonly className: string }) {
  const [shown, setShown] = useState(WAITING_PAGE);
  const rows = waitingList(layout);
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id}>Waiting tickets</h2>
      <ul>
        {rows.slice(0, shown).map(({ ticket, waitingOn }) => (
          <li key={ticket.id}>
            <TicketLink ticket={ticket} href={ticketPath(ticket.id)} onOpen={onOpen} /> waits on{' '}
            {waitingOn.map((waited, index) => (
              <span key={waited.id}>
                {index > 0 ? ', ' : ''}
                <TicketLink ticket={waited} href={ticketPath(waited.id)} onOpen={onOpen} />
              </span>
            ))}
          </li>
        ))}
      </ul>
      {rows.length > shown ? (
        <p className="waiting-more">
          {`Showing ${shown} of ${rows.length} waiting tickets. `}
          <button type="button" className="button" onClick={() => setShown(shown + WAITING_PAGE)}>
            Show {Math.min(WAITING_PAGE, rows.length - shown)} more
          </button>
        </p>
      ) : null}
    </section>
  );
}
