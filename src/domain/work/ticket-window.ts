/**
 * Windowing for long lists of rows whose heights differ (a title that wraps makes its row taller):
 * which rows a viewport shows (plus an overscan on each side), so only those are in the DOM however
 * many rows are loaded. Rows not measured yet count as an estimate (the stylesheet's row height).
 */

/** The rows to render: [start, end) and the space above and below them. */
export interface RowWindow {
  readonly start: number;
  readonly end: number;
  readonly padTop: number;
  readonly padBottom: number;
}

/** Where each row starts: `offsets[i]` is the top of row i, `offsets[count]` the height of them all. */
export type RowOffsets = ArrayLike<number>;

export interface WindowInput {
  readonly offsets: RowOffsets;
  /** How far the list has scrolled past its first row, in px (negative: the list starts below the viewport top). */
  readonly scrollTop: number;
  readonly viewportHeight: number;
  /** Extra rows rendered above and below the visible ones. */
  readonly overscan: number;
}

/** The offsets of `count` rows, each as tall as `heightOf` says. */
export function rowOffsets(count: number, heightOf: (index: number) => number): Float64Array {
  const offsets = new Float64Array(Math.max(0, count) + 1);
  for (let index = 0; index < count; index += 1) offsets[index + 1] = offsets[index]! + heightOf(index);
  return offsets;
}

/** The row at height `y` of the list: the first row above the list, the last one below it. */
export function rowAt(offsets: RowOffsets, y: number): number {
  const count = offsets.length - 1;
  if (count <= 0) return 0;
  // The last row whose top is at or above y.
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (offsets[middle]! <= y) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The window of rows a viewport shows; an empty list or a hidden viewport still renders a few rows. */
export function rowWindow({ offsets, scrollTop, viewportHeight, overscan }: WindowInput): RowWindow {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0, padTop: 0, padBottom: 0 };
  const top = Math.max(0, scrollTop);
  const bottom = top + Math.max(viewportHeight, 1);
  const first = rowAt(offsets, top);
  // Every row that starts above the viewport's bottom edge is (at least partly) in view.
  let last = first + 1;
  while (last < count && offsets[last]! < bottom) last += 1;
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, last + overscan);
  return { start, end, padTop: offsets[start]!, padBottom: offsets[count]! - offsets[end]! };
}

/** Whether the viewport is within `threshold` rows of the end: time to load more. */
export const nearEnd = (window: RowWindow, count: number, threshold: number): boolean => count - window.end <= threshold;

/** The scroll offset that brings row `index` into view, from the current one (unchanged when visible; its top when taller than the viewport). */
export function scrollToReveal(index: number, { offsets, scrollTop, viewportHeight }: Pick<WindowInput, 'offsets' | 'scrollTop' | 'viewportHeight'>): number {
  if (!(index >= 0 && index < offsets.length - 1)) return scrollTop;
  const top = offsets[index]!;
  const bottom = offsets[index + 1]!;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewportHeight) return Math.min(top, bottom - viewportHeight);
  return scrollTop;
}

/** The row height the list starts with before it is measured, and when the stylesheet says nothing usable. */
export const DEFAULT_ROW_HEIGHT = 48;

/** A row height from a CSS length in px (`--ticket-row-height`); the default for anything else. */
export function rowHeightFrom(value: string, fallback = DEFAULT_ROW_HEIGHT): number {
  const match = /^\s*(\d+(?:\.\d+)?)(px)?\s*$/.exec(value);
  const height = match ? Number(match[1]) : NaN;
  return Number.isFinite(height) && height >= 16 ? height : fallback;
}
