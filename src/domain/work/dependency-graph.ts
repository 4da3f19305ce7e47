/**
 * The dependency graph of a project's tickets (the explorer's Dependencies tab): which tickets wait
 * on which, laid out in layers by longest path (a ticket sits one layer right of the furthest ticket
 * it waits on), ordered within layers to cross few arrows, with the positions an SVG draws.
 */
import type { DisplayState } from './work.ts';

/** A ticket as the graph reads it. */
export interface GraphTicket {
  readonly id: string;
  readonly localId: number;
  readonly title: string;
  readonly displayState: DisplayState;
}

/** A ticket of the project with the tickets it waits on and those waiting on it (either may be outside the project). */
export interface DependencyTicket extends GraphTicket {
  readonly waitingOn: readonly GraphTicket[];
  /** The tickets that wait on this one (absent: not fetched). */
  readonly blocking?: readonly GraphTicket[];
}

/** A placed ticket. */
export interface GraphNode extends GraphTicket {
  /** Not in the project: a ticket one of the project's tickets waits on, or one waiting on it. */
  readonly external: boolean;
  readonly layer: number;
  readonly x: number;
  readonly y: number;
}

/** An arrow from a ticket to a ticket it waits on. */
export interface GraphEdge {
  readonly from: string;
  readonly to: string;
  /** An SVG path from the waiting ticket's left side to the waited-on ticket's right side. */
  readonly path: string;
  /** Part of a loop (the server refuses loops; bad data still draws). */
  readonly looped: boolean;
}

/** The drawing: placed tickets, arrows and the size of the whole. */
export interface GraphLayout {
  readonly nodes: readonly GraphNode[];
  readonly edges: readonly GraphEdge[];
  readonly width: number;
  readonly height: number;
}

/** Sizes of the drawing, in SVG units. */
export const GRAPH_SIZES = { nodeWidth: 220, nodeHeight: 48, gapX: 80, gapY: 20, margin: 16 } as const;

const byLocalId = (a: GraphTicket, b: GraphTicket) => a.localId - b.localId || (a.id < b.id ? -1 : 1);

/** The tickets that take part in a dependency: those waiting and those waited on. */
export function graphTickets(tickets: readonly DependencyTicket[]): { readonly nodes: readonly (GraphTicket & { external: boolean })[]; readonly links: readonly { from: string; to: string }[] } {
  const inProject = new Map(tickets.map((ticket) => [ticket.id, ticket]));
  const nodes = new Map<string, GraphTicket & { external: boolean }>();
  const links: { from: string; to: string }[] = [];
  const seenLinks = new Set<string>();
  const add = (ticket: GraphTicket) => {
    if (nodes.has(ticket.id)) return;
    const own = inProject.get(ticket.id);
    const source = own ?? ticket;
    nodes.set(ticket.id, { id: source.id, localId: source.localId, title: source.title, displayState: source.displayState, external: !own });
  };
  const link = (waiting: GraphTicket, waited: GraphTicket) => {
    if (waited.id === waiting.id) return;
    const key = `${waiting.id}>${waited.id}`;
    if (seenLinks.has(key)) return;
    seenLinks.add(key);
    add(waiting);
    add(waited);
    links.push({ from: waiting.id, to: waited.id });
  };
  // Both directions: a ticket of another project waiting on one of ours is only in `blocking`.
  for (const ticket of tickets) {
    for (const waited of ticket.waitingOn) link(ticket, waited);
    for (const waiting of ticket.blocking ?? []) link(waiting, ticket);
  }
  const order = (id: string) => nodes.get(id)!.localId;
  links.sort((a, b) => order(a.from) - order(b.from) || order(a.to) - order(b.to));
  return { nodes: [...nodes.values()].sort(byLocalId), links };
}

/**
 * Layers by longest path: a ticket waiting on nothing is in layer 0; any other one layer right of
 * the furthest ticket it waits on. Links that close a loop are set aside (and reported). Every
 * link's ends are among `ids`.
 */
export function layersOf(ids: readonly string[], links: readonly { from: string; to: string }[]): { readonly layer: ReadonlyMap<string, number>; readonly looped: ReadonlySet<string> } {
  const waitsOn = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (const link of links) waitsOn.get(link.from)?.push(link.to);
  const layer = new Map<string, number>();
  const looped = new Set<string>();
  const onPath = new Set<string>();
  const visit = (id: string): number => {
    const known = layer.get(id);
    if (known !== undefined) return known;
    onPath.add(id);
    let deepest = -1;
    for (const next of waitsOn.get(id)!) {
      if (onPath.has(next)) {
        looped.add(`${id}>${next}`);
        continue;
      }
      deepest = Math.max(deepest, visit(next));
    }
    onPath.delete(id);
    layer.set(id, deepest + 1);
    return deepest + 1;
  };
  for (const id of ids) visit(id);
  return { layer, looped };
}

/** Orders each layer by the mean position of its neighbours in the layers beside it (a few sweeps). */
function orderLayers(layers: string[][], links: readonly { from: string; to: string }[], ticketOrder: ReadonlyMap<string, number>): string[][] {
  const neighbours = new Map<string, string[]>();
  for (const { from, to } of links) {
    neighbours.set(from, [...(neighbours.get(from) ?? []), to]);
    neighbours.set(to, [...(neighbours.get(to) ?? []), from]);
  }
  let order = layers.map((layer) => [...layer].sort((a, b) => ticketOrder.get(a)! - ticketOrder.get(b)!));
  const sweep = (index: number, reference: readonly string[]) => {
    const at = new Map(reference.map((id, position) => [id, position]));
    const score = (id: string) => {
      // Every placed id has a neighbour: it takes part in a link.
      const positions = neighbours.get(id)!.map((other) => at.get(other)).filter((p): p is number => p !== undefined);
      return positions.length === 0 ? null : positions.reduce((sum, p) => sum + p, 0) / positions.length;
    };
    const current = order[index]!;
    const scored = current.map((id, position) => ({ id, key: score(id) ?? position }));
    order[index] = scored.sort((a, b) => a.key - b.key || ticketOrder.get(a.id)! - ticketOrder.get(b.id)!).map((entry) => entry.id);
  };
  for (let round = 0; round < 4; round++) {
    for (let index = 1; index < order.length; index++) sweep(index, order[index - 1]!);
    for (let index = order.length - 2; index >= 0; index--) sweep(index, order[index + 1]!);
  }
  order = order.map((layer) => [...layer]);
  return order;
}

/**
 * The whole drawing: nodes placed in layers (left: waited on; right: waiting), and the arrows.
 * An arrow that spans several layers runs through a reserved slot in each layer it crosses
 * (a waypoint), so it never passes over a ticket.
 */
export function layoutGraph(tickets: readonly DependencyTicket[]): GraphLayout {
  const { nodes, links } = graphTickets(tickets);
  if (nodes.length === 0) return { nodes: [], edges: [], width: 0, height: 0 };
  const { layer, looped } = layersOf(
    nodes.map((node) => node.id),
    links,
  );
  const layerCount = Math.max(...layer.values()) + 1;
  const layers: string[][] = Array.from({ length: layerCount }, () => []);
  for (const node of nodes) layers[layer.get(node.id)!]!.push(node.id);
  const ticketOrder = new Map(nodes.map((node, index) => [node.id, index]));

  // Waypoints: one per layer between the ends of a long arrow, ordered like its waiting ticket.
  const waypoints = new Map<string, readonly string[]>();
  const segments: { from: string; to: string }[] = [];
  for (const link of links) {
    const top = layer.get(link.from)!;
    const bottom = layer.get(link.to)!;
    if (looped.has(`${link.from}>${link.to}`) || top - bottom <= 1) {
      segments.push(link);
      continue;
    }
    const chain: string[] = [];
    for (let index = top - 1; index > bottom; index--) {
      const id = `~${link.from}>${link.to}@${index}`;
      chain.push(id);
      layers[index]!.push(id);
      ticketOrder.set(id, ticketOrder.get(link.from)! + 0.5);
    }
    waypoints.set(`${link.from}>${link.to}`, chain);
    [link.from, ...chain, link.to].reduce((previous, next) => (segments.push({ from: previous, to: next }), next));
  }
  const ordered = orderLayers(layers, segments, ticketOrder);

  const { nodeWidth, nodeHeight, gapX, gapY, margin } = GRAPH_SIZES;
  const tallest = Math.max(...ordered.map((ids) => ids.length));
  const height = margin * 2 + tallest * nodeHeight + (tallest - 1) * gapY;
  const width = margin * 2 + layerCount * nodeWidth + (layerCount - 1) * gapX;
  const position = new Map<string, { x: number; y: number }>();
  ordered.forEach((ids, index) => {
    // Shorter layers are centred against the tallest.
    const offset = ((tallest - ids.length) * (nodeHeight + gapY)) / 2;
    ids.forEach((id, row) => position.set(id, { x: margin + index * (nodeWidth + gapX), y: margin + offset + row * (nodeHeight + gapY) }));
  });

  const placed: GraphNode[] = nodes.map((node) => ({ ...node, layer: layer.get(node.id)!, ...position.get(node.id)! }));
  const edges: GraphEdge[] = links.map(({ from, to }) => {
    const through = (waypoints.get(`${from}>${to}`) ?? []).map((id) => position.get(id)!);
    return { from, to, path: edgePath(position.get(from)!, position.get(to)!, through), looped: looped.has(`${from}>${to}`) };
  });
  return { nodes: placed, edges, width, height };
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * A curve from the left side of the waiting ticket to the right side of the ticket it waits on,
 * crossing each waypoint's slot straight, from its right side to its left.
 */
export function edgePath(from: { x: number; y: number }, to: { x: number; y: number }, through: readonly { x: number; y: number }[] = []): string {
  const { nodeWidth, nodeHeight, gapX } = GRAPH_SIZES;
  const mid = nodeHeight / 2;
  const curve = (a: { x: number; y: number }, b: { x: number; y: number }) => {
    const bend = Math.max(gapX / 2, Math.abs(a.x - b.x) / 3);
    return ` C${round(a.x - bend)} ${round(a.y)} ${round(b.x + bend)} ${round(b.y)} ${round(b.x)} ${round(b.y)}`;
  };
  let point = { x: from.x, y: from.y + mid };
  let path = `M${round(point.x)} ${round(point.y)}`;
  for (const waypoint of through) {
    const enter = { x: waypoint.x + nodeWidth, y: waypoint.y + mid };
    path += `${curve(point, enter)} L${round(waypoint.x)} ${round(enter.y)}`;
    point = { x: waypoint.x, y: enter.y };
  }
  return path + curve(point, { x: to.x + nodeWidth, y: to.y + mid });
}
