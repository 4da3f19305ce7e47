/**
 * Panning and zooming a large drawing, and drawing only what is in view: the view is the drawing's
 * point at the window's top-left corner and a scale; an index of the layout answers which tickets
 * and arrows meet a rectangle without looking at the rest (the dependency page with thousands).
 */
import { pieceBox, pieceCount } from './dependency-arrows.ts';
import { GRAPH_SIZES, type Box, type GraphEdge, type GraphLayout, type GraphNode } from './dependency-graph.ts';

/** Where the window looks: the drawing point at its top-left corner, and screen pixels per drawing unit. */
export interface View {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

/** A size in screen pixels or drawing units. */
export interface Size {
  readonly width: number;
  readonly height: number;
}

/** How far one can zoom out and in. */
export const ZOOM_LIMITS = { min: 0.01, max: 2 } as const;

/** One step of the zoom buttons and keys. */
export const ZOOM_STEP = 1.25;

const clampScale = (scale: number) => Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, scale));

/** The view that shows the whole drawing, centred, never larger than its natural size. */
export function fitView(drawing: Size, screen: Size): View {
  if (drawing.width <= 0 || drawing.height <= 0 || screen.width <= 0 || screen.height <= 0) return { x: 0, y: 0, scale: 1 };
  const scale = clampScale(Math.min(1, screen.width / drawing.width, screen.height / drawing.height));
  return { x: (drawing.width - screen.width / scale) / 2, y: (drawing.height - screen.height / scale) / 2, scale };
}

/** The view moved by a drag or an arrow key of (dx, dy) screen pixels: the drawing follows the pointer. */
export const panBy = (view: View, dx: number, dy: number): View => ({ x: view.x - dx / view.scale, y: view.y - dy / view.scale, scale: view.scale });

/** The view zoomed by `factor` about a screen point, which stays over the same drawing point. */
export function zoomAt(view: View, factor: number, at: { readonly x: number; readonly y: number }): View {
  const scale = clampScale(view.scale * factor);
  if (scale === view.scale) return view;
  const pointX = view.x + at.x / view.scale;
  const pointY = view.y + at.y / view.scale;
  return { x: pointX - at.x / scale, y: pointY - at.y / scale, scale };
}

/** Keeps at least `keep` screen pixels of the drawing in the window, so it can never be lost. */
export function keepInSight(view: View, drawing: Size, screen: Size, keep = 48): View {
  const slackX = (screen.width - keep) / view.scale;
  const slackY = (screen.height - keep) / view.scale;
  const x = Math.min(Math.max(view.x, -slackX), drawing.width - keep / view.scale);
  const y = Math.min(Math.max(view.y, -slackY), drawing.height - keep / view.scale);
  return x === view.x && y === view.y ? view : { x, y, scale: view.scale };
}

/** The drawing's rectangle the window shows. */
export const visibleBox = (view: View, screen: Size): Box => ({ x0: view.x, y0: view.y, x1: view.x + screen.width / view.scale, y1: view.y + screen.height / view.scale });

/** The view that brings a box into the window (centred on it) when it is not wholly inside. */
export function revealBox(view: View, box: Box, screen: Size): View {
  const shown = visibleBox(view, screen);
  if (box.x0 >= shown.x0 && box.x1 <= shown.x1 && box.y0 >= shown.y0 && box.y1 <= shown.y1) return view;
  return { x: (box.x0 + box.x1) / 2 - screen.width / view.scale / 2, y: (box.y0 + box.y1) / 2 - screen.height / view.scale / 2, scale: view.scale };
}

/** One piece of an arrow: its curve across one gap between columns (`pieceD` draws it). */
export interface ArrowPiece {
  readonly edge: GraphEdge;
  readonly k: number;
  /** The piece that ends at the waited-on ticket (it carries the arrowhead). */
  readonly last: boolean;
}

/**
 * A layout sorted for quick questions: tickets by column and height, and the pieces of the arrows
 * by the columns they reach into. Pieces, not whole arrows: a long arrow crosses many columns, and
 * only its pieces in view are drawn.
 */
export interface LayoutIndex {
  readonly layout: GraphLayout;
  /** Per column: the indices of its tickets, top first. */
  readonly columns: readonly (readonly number[])[];
  /** Every piece of every arrow, with its box. */
  readonly pieces: readonly (ArrowPiece & { readonly box: Box; readonly index: number })[];
  /** Per column: the pieces (indices in `pieces`) whose box reaches into it. */
  readonly pieceColumns: readonly (readonly number[])[];
}

const COLUMN = GRAPH_SIZES.nodeWidth + GRAPH_SIZES.gapX;
const columnOf = (x: number) => Math.floor((x - GRAPH_SIZES.margin) / COLUMN);

/** Sorts a layout once for `inView`. */
export function indexLayout(layout: GraphLayout): LayoutIndex {
  const count = Math.max(0, columnOf(layout.width) + 1);
  const columns: number[][] = Array.from({ length: count }, () => []);
  layout.nodes.forEach((node, index) => columns[Math.min(count - 1, Math.max(0, columnOf(node.x)))]!.push(index));
  for (const column of columns) column.sort((a, b) => layout.nodes[a]!.y - layout.nodes[b]!.y);
  const pieces: (ArrowPiece & { box: Box; index: number })[] = [];
  const pieceColumns: number[][] = Array.from({ length: count }, () => []);
  layout.edges.forEach((edge, index) => {
    const total = pieceCount(edge);
    for (let k = 0; k < total; k++) {
      const box = pieceBox(edge, k);
      const id = pieces.length;
      pieces.push({ edge, k, last: k === total - 1, box, index });
      const last = Math.min(count - 1, columnOf(box.x1));
      for (let column = Math.max(0, columnOf(box.x0)); column <= last; column++) pieceColumns[column]!.push(id);
    }
  });
  return { layout, columns, pieces, pieceColumns };
}

const meets = (a: Box, b: Box) => a.x0 <= b.x1 && a.x1 >= b.x0 && a.y0 <= b.y1 && a.y1 >= b.y0;

/** What a rectangle of the drawing shows: its tickets, the arrows with a piece in it, and those pieces, in the layout's order. */
export interface InView {
  readonly nodes: readonly GraphNode[];
  readonly edges: readonly GraphEdge[];
  readonly pieces: readonly ArrowPiece[];
}

/** The tickets and pieces of arrows that meet a rectangle of the drawing. */
export function inView(index: LayoutIndex, box: Box): InView {
  const { layout, columns, pieces, pieceColumns } = index;
  const { nodeWidth, nodeHeight } = GRAPH_SIZES;
  if (columns.length === 0) return { nodes: [], edges: [], pieces: [] };
  const first = Math.max(0, columnOf(box.x0));
  const last = Math.min(columns.length - 1, columnOf(box.x1));
  const nodeIds: number[] = [];
  const pieceIds = new Set<number>();
  for (let column = first; column <= last; column++) {
    const ids = columns[column]!;
    // The first ticket whose bottom is below the top of the box.
    let low = 0;
    let high = ids.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (layout.nodes[ids[middle]!]!.y + nodeHeight < box.y0) low = middle + 1;
      else high = middle;
    }
    for (let at = low; at < ids.length; at++) {
      const node = layout.nodes[ids[at]!]!;
      if (node.y > box.y1) break;
      if (node.x <= box.x1 && node.x + nodeWidth >= box.x0) nodeIds.push(ids[at]!);
    }
    for (const id of pieceColumns[column]!) if (!pieceIds.has(id) && meets(pieces[id]!.box, box)) pieceIds.add(id);
  }
  const shownPieces = [...pieceIds].sort((a, b) => a - b).map((id) => pieces[id]!);
  const edges: GraphEdge[] = [];
  let previous = -1;
  for (const piece of shownPieces) {
    const at = (piece as { index: number }).index;
    if (at !== previous) edges.push(piece.edge);
    previous = at;
  }
  return { nodes: nodeIds.sort((a, b) => a - b).map((id) => layout.nodes[id]!), edges, pieces: shownPieces.map(({ edge, k, last }) => ({ edge, k, last })) };
}
