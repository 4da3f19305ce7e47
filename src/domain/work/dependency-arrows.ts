/**
 * The arrows of the dependency graph as SVG paths: a whole arrow (the explorer's tab draws every
 * one), or one piece of it per gap between columns (the dependency page draws only the pieces in
 * view, so a long arrow through the window is not stroked whole). Points come from the layout
 * (`GraphEdge.points`).
 */
import { GRAPH_SIZES, type Box, type GraphEdge } from './dependency-graph.ts';

const round = (value: number) => Math.round(value * 10) / 10;

/** A curve from a point leaving leftwards to one arriving from the right (an arrow between columns). */
function curve(ax: number, ay: number, bx: number, by: number): string {
  const bend = Math.max(GRAPH_SIZES.gapX / 2, Math.abs(ax - bx) / 3);
  return ` C${round(ax - bend)} ${round(ay)} ${round(bx + bend)} ${round(by)} ${round(bx)} ${round(by)}`;
}

/**
 * A curve from the left side of the waiting ticket to the right side of the ticket it waits on,
 * crossing each waypoint's slot straight, from its right side to its left.
 */
export function edgePath(from: { x: number; y: number }, to: { x: number; y: number }, through: readonly { x: number; y: number }[] = []): string {
  const { nodeWidth, nodeHeight } = GRAPH_SIZES;
  const mid = nodeHeight / 2;
  const points = [from.x, from.y + mid];
  for (const waypoint of through) points.push(waypoint.x + nodeWidth, waypoint.y + mid, waypoint.x, waypoint.y + mid);
  points.push(to.x + nodeWidth, to.y + mid);
  return pathOf(points);
}

function pathOf(points: readonly number[]): string {
  let path = `M${round(points[0]!)} ${round(points[1]!)}`;
  for (let at = 2; at < points.length; at += 4) {
    path += curve(points[at - 2]!, points[at - 1]!, points[at]!, points[at + 1]!);
    if (at + 2 < points.length) path += ` L${round(points[at + 2]!)} ${round(points[at + 3]!)}`;
  }
  return path;
}

/** The SVG path of a whole arrow. */
export const edgeD = (edge: Pick<GraphEdge, 'points'>): string => pathOf(edge.points);

/** How many pieces an arrow has: one per gap between columns it crosses. */
export const pieceCount = (edge: Pick<GraphEdge, 'points'>): number => edge.points.length / 4;

/**
 * Piece `k` of an arrow: its curve across one gap between columns (after the straight run through
 * the waypoint before it, if any). The last piece ends at the waited-on ticket.
 */
export function pieceD(edge: Pick<GraphEdge, 'points'>, k: number): string {
  const { points } = edge;
  const at = 2 + k * 4;
  const start = k === 0 ? `M${round(points[0]!)} ${round(points[1]!)}` : `M${round(points[at - 4]!)} ${round(points[at - 3]!)} L${round(points[at - 2]!)} ${round(points[at - 1]!)}`;
  return start + curve(points[at - 2]!, points[at - 1]!, points[at]!, points[at + 1]!);
}

/** The box piece `k` of an arrow stays inside. */
export function pieceBox(edge: Pick<GraphEdge, 'points'>, k: number): Box {
  const { points } = edge;
  const at = 2 + k * 4;
  const ax = points[at - 2]!;
  const bx = points[at]!;
  const bend = Math.max(GRAPH_SIZES.gapX / 2, Math.abs(ax - bx) / 3);
  const left = k === 0 ? ax : points[at - 4]!;
  const ys = [points[at - 1]!, points[at + 1]!];
  return { x0: Math.min(bx, ax - bend), x1: Math.max(left, ax, bx + bend), y0: Math.min(...ys), y1: Math.max(...ys) };
}

