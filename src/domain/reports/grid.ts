/**
 * The report grid's moves (report.ts has its limits): where a new widget goes, and a widget moved
 * or resized to a place, with the widgets it would cover pushed down out of its way (and the ones
 * they then cover, in turn). Every answer is a layout validateLayout accepts. Pure.
 */
import { overlap, REPORT_LIMITS, type GridRect } from './report.ts';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A place pulled inside the grid: whole numbers, 1 to 12 columns wide within the 12, 1 to 12 rows high within the rows. */
export function clampRect(rect: GridRect): GridRect {
  const w = clamp(Math.round(rect.w), 1, REPORT_LIMITS.columns);
  const h = clamp(Math.round(rect.h), 1, REPORT_LIMITS.height);
  return { x: clamp(Math.round(rect.x), 0, REPORT_LIMITS.columns - w), y: clamp(Math.round(rect.y), 0, REPORT_LIMITS.rows - h), w, h };
}

/** The rows the layout takes (the bottom of its lowest widget). */
export const rowsOf = (layout: readonly GridRect[]): number => layout.reduce((bottom, rect) => Math.max(bottom, rect.y + rect.h), 0);

/** The first free place of a size, row by row from the top, left to right; below everything when none is free. */
export function placeNew(layout: readonly GridRect[], w: number, h: number): GridRect {
  const size = clampRect({ x: 0, y: 0, w, h });
  const bottom = rowsOf(layout);
  for (let y = 0; y <= bottom; y += 1) {
    for (let x = 0; x + size.w <= REPORT_LIMITS.columns; x += 1) {
      const rect = { x, y, w: size.w, h: size.h };
      if (!layout.some((other) => overlap(rect, other))) return clampRect(rect);
    }
  }
  return clampRect({ x: 0, y: bottom, w: size.w, h: size.h });
}

/**
 * The layout with widget `index` at `to` (clamped to the grid): every widget it now covers moves
 * down just below it, then the ones those cover, top to bottom, until nothing overlaps. A push that
 * would leave the grid's rows answers null (the move is refused).
 */
export function placeAt(layout: readonly GridRect[], index: number, to: GridRect): GridRect[] | null {
  const next = layout.map((rect) => ({ ...rect }));
  next[index] = clampRect(to);
  // Settled widgets, the moved one first; the others join in reading order, each pushed below what it overlaps.
  const order = next.map((_, at) => at).filter((at) => at !== index).sort((a, b) => next[a]!.y - next[b]!.y || next[a]!.x - next[b]!.x);
  const settled = [index];
  for (const at of order) {
    let rect = next[at]!;
    for (let blocker = settled.find((other) => overlap(rect, next[other]!)); blocker !== undefined; blocker = settled.find((other) => overlap(rect, next[other]!))) {
      rect = { ...rect, y: next[blocker]!.y + next[blocker]!.h };
    }
    if (rect.y + rect.h > REPORT_LIMITS.rows) return null;
    next[at] = rect;
    settled.push(at);
  }
  return next;
}

/** A widget moved by whole cells (arrow keys); null when it cannot go there. */
export function moveBy(layout: readonly GridRect[], index: number, dx: number, dy: number): GridRect[] | null {
  const rect = layout[index]!;
  const to = clampRect({ ...rect, x: rect.x + dx, y: rect.y + dy });
  if (to.x === rect.x && to.y === rect.y) return null;
  return placeAt(layout, index, to);
}

/** A widget resized by whole cells, its top left corner kept; null when it cannot be that size. */
export function resizeBy(layout: readonly GridRect[], index: number, dw: number, dh: number): GridRect[] | null {
  const rect = layout[index]!;
  const w = clamp(rect.w + dw, 1, REPORT_LIMITS.columns - rect.x);
  const h = clamp(rect.h + dh, 1, REPORT_LIMITS.height);
  if (w === rect.w && h === rect.h) return null;
  return placeAt(layout, index, { ...rect, w, h });
}

/** The widgets in reading order (top to bottom, left to right): the order of a narrow window's single column and of the keyboard. */
export const readingOrder = (layout: readonly GridRect[]): number[] =>
  layout.map((_, index) => index).sort((a, b) => layout[a]!.y - layout[b]!.y || layout[a]!.x - layout[b]!.x || a - b);
