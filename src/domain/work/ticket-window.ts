/**
 * Windowing for long lists of fixed-height rows: which rows a viewport shows (plus an overscan on
 * each side), so only those are in the DOM however many rows are loaded.
 */

/** The rows to render: [start, end) and the space above and below them. */
export interface RowWindow {
  readonly start: number;
  readonly end: number;
  readonly padTop: number;
  readonly padBottom: number;
}

export interface WindowInput {
  readonly count: number;
  readonly rowHeight: number;
  /** How far the list has scrolled past its first row, in px (negative: the list starts below the viewport top). */
  readonly scrollTop: number;
  readonly viewportHeight: number;
  /** Extra rows rendered above and below the visible ones. */
  readonly overscan: number;
}

/** The window of rows a viewport shows; an empty list or a hidden viewport still renders a few rows. */
export function rowWindow({ count, rowHeight, scrollTop, viewportHeight, overscan }: WindowInput): RowWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, padTop: 0, padBottom: 0 };
  const height = Math.max(viewportHeight, rowHeight);
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + height) / rowHeight);
  const start = Math.min(count, Math.max(0, first - overscan));
  const end = Math.min(count, Math.max(start, last + overscan));
  return { start, end, padTop: start * rowHeight, padBottom: (count - end) * rowHeight };
}

/** Whether the viewport is within `threshold` rows of the end: time to load more. */
export const nearEnd = (window: RowWindow, count: number, threshold: number): boolean => count - window.end <= threshold;

/** The scroll offset that brings row `index` into view, from the current one (unchanged when visible). */
export function scrollToReveal(index: number, { rowHeight, scrollTop, viewportHeight }: Pick<WindowInput, 'rowHeight' | 'scrollTop' | 'viewportHeight'>): number {
  const top = index * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + viewportHeight) return top + rowHeight - viewportHeight;
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
