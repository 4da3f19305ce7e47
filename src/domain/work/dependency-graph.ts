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
  /**
   * Where the arrow runs, as x, y pairs: from the waiting ticket's left side, through each
   * waypoint's slot (its right side, then its left), to the waited-on ticket's right side
   * (./dependency-arrows.ts draws it whole or piece by piece).
   */
  readonly points: readonly number[];
  /** Part of a loop (the server refuses loops; bad data still draws). */
  readonly looped: boolean;
  /** A box the arrow stays inside, to draw only the arrows in view. */
  readonly bounds: Box;
}

/** A rectangle in drawing units: from (x0, y0) to (x1, y1). */
export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
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
 * Layers by longest path over indices: `waitsOn[i]` lists what ticket i waits on. A link that
 * closes a loop is set aside and reported as `from * size + to`. Iterative, so a long chain cannot
 * overflow the stack.
 */
function layerNumbers(waitsOn: readonly (readonly number[])[]): { readonly layer: Int32Array; readonly looped: ReadonlySet<number> } {
  const size = waitsOn.length;
  const layer = new Int32Array(size).fill(-1);
  const onPath = new Uint8Array(size);
  const looped = new Set<number>();
  const stack: number[] = [];
  const next: number[] = [];
  for (let root = 0; root < size; root++) {
    if (layer[root] !== -1) continue;
    stack.push(root);
    next.push(0);
    onPath[root] = 1;
    while (stack.length > 0) {
      const top = stack.length - 1;
      const id = stack[top]!;
      const list = waitsOn[id]!;
      const at = next[top]!;
      if (at < list.length) {
        next[top] = at + 1;
        const other = list[at]!;
        if (onPath[other]) looped.add(id * size + other);
        else if (layer[other] === -1) {
          stack.push(other);
          next.push(0);
          onPath[other] = 1;
        }
        continue;
      }
      let deepest = -1;
      for (const other of list) if (!looped.has(id * size + other) && layer[other]! > deepest) deepest = layer[other]!;
      layer[id] = deepest + 1;
      onPath[id] = 0;
      stack.pop();
      next.pop();
    }
  }
  return { layer, looped };
}

/**
 * Layers by longest path: a ticket waiting on nothing is in layer 0; any other one layer right of
 * the furthest ticket it waits on. Links that close a loop are set aside (and reported). Every
 * link's ends are among `ids`.
 */
export function layersOf(ids: readonly string[], links: readonly { from: string; to: string }[]): { readonly layer: ReadonlyMap<string, number>; readonly looped: ReadonlySet<string> } {
  const index = new Map(ids.map((id, at) => [id, at]));
  const waitsOn: number[][] = ids.map(() => []);
  for (const link of links) waitsOn[index.get(link.from)!]!.push(index.get(link.to)!);
  const { layer, looped } = layerNumbers(waitsOn);
  const size = ids.length;
  return {
    layer: new Map(ids.map((id, at) => [id, layer[at]!])),
    looped: new Set([...looped].map((key) => `${ids[Math.floor(key / size)]}>${ids[key % size]}`)),
  };
}

/** Neighbours as compressed rows: vertex v's are `list[start[v]]` to `list[start[v + 1] - 1]`. */
interface Adjacency {
  readonly start: Int32Array;
  readonly list: Int32Array;
}

/** Compressed rows from pairs (`pairs[2k]` has neighbour `pairs[2k + 1]`). */
function adjacency(vertexCount: number, pairs: readonly number[]): Adjacency {
  const start = new Int32Array(vertexCount + 1);
  for (let at = 0; at < pairs.length; at += 2) start[pairs[at]! + 1]! += 1;
  for (let v = 0; v < vertexCount; v++) start[v + 1]! += start[v]!;
  const fill = start.slice(0, vertexCount);
  const list = new Int32Array(pairs.length / 2);
  for (let at = 0; at < pairs.length; at += 2) list[fill[pairs[at]!]!++] = pairs[at + 1]!;
  return { start, list };
}

/**
 * Orders each layer by the mean position of its neighbours in the layer beside it (up to four
 * sweeps each way, fewer once nothing moves). Vertices are indices; `left` and `right` hold each
 * vertex's neighbours one layer left and right; `tie` breaks equal keys (the ticket order).
 */
function orderLayers(layers: Int32Array[], left: Adjacency, right: Adjacency, tie: Float64Array): void {
  const position = new Float64Array(tie.length);
  const key = new Float64Array(tie.length);
  const byTie = (a: number, b: number) => tie[a]! - tie[b]!;
  const byKey = (a: number, b: number) => key[a]! - key[b]! || tie[a]! - tie[b]!;
  for (const ids of layers) {
    ids.sort(byTie);
    ids.forEach((id, at) => (position[id] = at));
  }
  const sweep = (ids: Int32Array, { start, list }: Adjacency): boolean => {
    for (const id of ids) {
      const from = start[id]!;
      const to = start[id + 1]!;
      if (from === to) {
        key[id] = position[id]!;
        continue;
      }
      let sum = 0;
      for (let at = from; at < to; at++) sum += position[list[at]!]!;
      key[id] = sum / (to - from);
    }
    ids.sort(byKey);
    let moved = false;
    ids.forEach((id, at) => {
      if (position[id] !== at) moved = true;
      position[id] = at;
    });
    return moved;
  };
  for (let round = 0; round < 4; round++) {
    let moved = false;
    for (let index = 1; index < layers.length; index++) moved = sweep(layers[index]!, left) || moved;
    for (let index = layers.length - 2; index >= 0; index--) moved = sweep(layers[index]!, right) || moved;
    if (!moved) return;
  }
}

/**
 * The whole drawing: nodes placed in layers (left: waited on; right: waiting), and the arrows.
 * An arrow that spans several layers runs through a reserved slot in each layer it crosses
 * (a waypoint), so it never passes over a ticket.
 */
export function layoutGraph(tickets: readonly DependencyTicket[]): GraphLayout {
  return layoutLinks(graphTickets(tickets));
}

/** Lays out tickets and links already gathered (`graphTickets`, or a whole organization's). */
export function layoutLinks({ nodes, links }: { readonly nodes: readonly (GraphTicket & { readonly external: boolean })[]; readonly links: readonly { readonly from: string; readonly to: string }[] }): GraphLayout {
  if (nodes.length === 0) return { nodes: [], edges: [], width: 0, height: 0 };
  const size = nodes.length;
  const index = new Map(nodes.map((node, at) => [node.id, at]));
  const ends = links.map((link) => [index.get(link.from)!, index.get(link.to)!] as const);
  const waitsOn: number[][] = nodes.map(() => []);
  for (const [from, to] of ends) waitsOn[from]!.push(to);
  const { layer, looped } = layerNumbers(waitsOn);
  let layerCount = 0;
  for (let at = 0; at < size; at++) layerCount = Math.max(layerCount, layer[at]! + 1);

  // Waypoints: one vertex per layer between the ends of a long arrow, ordered like its waiting ticket.
  let vertexCount = size;
  for (const [from, to] of ends) if (!looped.has(from * size + to)) vertexCount += Math.max(0, layer[from]! - layer[to]! - 1);
  const tie = new Float64Array(vertexCount);
  const vertexLayer = new Int32Array(vertexCount);
  for (let at = 0; at < size; at++) {
    tie[at] = at;
    vertexLayer[at] = layer[at]!;
  }
  // Each arrow's waypoints are consecutive vertices from `first[link]`, right to left.
  const first = new Int32Array(links.length);
  const leftPairs: number[] = [];
  const rightPairs: number[] = [];
  let vertex = size;
  ends.forEach(([from, to], link) => {
    first[link] = vertex;
    let previous = from;
    if (!looped.has(from * size + to)) {
      for (let at = layer[from]! - 1; at > layer[to]!; at--) {
        tie[vertex] = from + 0.5;
        vertexLayer[vertex] = at;
        leftPairs.push(previous, vertex);
        rightPairs.push(vertex, previous);
        previous = vertex++;
      }
    }
    // Only neighbours in the next layer guide the ordering; a looped link joins nothing.
    if (vertexLayer[previous] === layer[to]! + 1) {
      leftPairs.push(previous, to);
      rightPairs.push(to, previous);
    }
  });
  const counts = new Int32Array(layerCount);
  for (let v = 0; v < vertexCount; v++) counts[vertexLayer[v]!]! += 1;
  const layers = Array.from(counts, (count) => new Int32Array(count));
  counts.fill(0);
  for (let v = 0; v < vertexCount; v++) layers[vertexLayer[v]!]![counts[vertexLayer[v]!]!++] = v;
  orderLayers(layers, adjacency(vertexCount, leftPairs), adjacency(vertexCount, rightPairs), tie);

  const { nodeWidth, nodeHeight, gapX, gapY, margin } = GRAPH_SIZES;
  let tallest = 0;
  for (const ids of layers) tallest = Math.max(tallest, ids.length);
  const height = margin * 2 + tallest * nodeHeight + (tallest - 1) * gapY;
  const width = margin * 2 + layerCount * nodeWidth + (layerCount - 1) * gapX;
  const xs = new Float64Array(vertexCount);
  const ys = new Float64Array(vertexCount);
  layers.forEach((ids, column) => {
    // Shorter layers are centred against the tallest.
    const offset = ((tallest - ids.length) * (nodeHeight + gapY)) / 2;
    ids.forEach((id, row) => {
      xs[id] = margin + column * (nodeWidth + gapX);
      ys[id] = margin + offset + row * (nodeHeight + gapY);
    });
  });

  const at = (id: number) => ({ x: xs[id]!, y: ys[id]! });
  const placed: GraphNode[] = nodes.map((node, id) => ({ id: node.id, localId: node.localId, title: node.title, displayState: node.displayState, external: node.external, layer: layer[id]!, x: xs[id]!, y: ys[id]! }));
  const edges: GraphEdge[] = links.map(({ from, to }, link) => {
    const [a, b] = ends[link]!;
    const count = looped.has(a * size + b) ? 0 : Math.max(0, layer[a]! - layer[b]! - 1);
    const through: { x: number; y: number }[] = [];
    let y0 = Math.min(ys[a]!, ys[b]!);
    let y1 = Math.max(ys[a]!, ys[b]!);
    for (let k = 0; k < count; k++) {
      const waypoint = first[link]! + k;
      through.push(at(waypoint));
      y0 = Math.min(y0, ys[waypoint]!);
      y1 = Math.max(y1, ys[waypoint]!);
    }
    const bend = Math.max(gapX / 2, Math.abs(xs[a]! - xs[b]!) / 3);
    const bounds = { x0: Math.min(xs[a]!, xs[b]!) - bend, x1: Math.max(xs[a]!, xs[b]!) + nodeWidth + bend, y0, y1: y1 + nodeHeight };
    const mid = nodeHeight / 2;
    const points = [xs[a]!, ys[a]! + mid];
    for (const waypoint of through) points.push(waypoint.x + nodeWidth, waypoint.y + mid, waypoint.x, waypoint.y + mid);
    points.push(xs[b]! + nodeWidth, ys[b]! + mid);
    return { from, to, points, looped: looped.has(a * size + b), bounds };
  });
  return { nodes: placed, edges, width, height };
}

/** The drawn links as a list (the graph's accessible alternative): each waiting ticket with what it waits on, in the layout's order. */
export function waitingList(layout: Pick<GraphLayout, 'nodes' | 'edges'>): readonly { readonly ticket: GraphNode; readonly waitingOn: readonly GraphNode[] }[] {
  const byId = new Map(layout.nodes.map((node) => [node.id, node]));
  const waiting = new Map<string, GraphNode[]>();
  for (const edge of layout.edges) {
    const list = waiting.get(edge.from);
    if (list) list.push(byId.get(edge.to)!);
    else waiting.set(edge.from, [byId.get(edge.to)!]);
  }
  return [...waiting].map(([id, waitingOn]) => ({ ticket: byId.get(id)!, waitingOn }));
}
