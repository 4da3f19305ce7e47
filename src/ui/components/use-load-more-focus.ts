/**
 * Keyboard focus around a list's Load more button (walk finding 1). While the next page loads the
 * button stays focusable (aria-disabled or pending, never disabled: a disabled button drops the
 * focus to <body>). When the page arrives and more remain, the button keeps the focus and the
 * window stays where it was, the new rows below the ones read. When none remain the button is
 * gone: the first row it loaded takes the focus.
 */
import { useLayoutEffect, useRef } from 'react';
import { focusIsLost } from './use-arrival-focus.ts';

export interface LoadMoreFocus {
  /** Call when the button is pressed, before asking for the next page. */
  readonly pressed: () => void;
}

/**
 * `count` is how many rows are loaded, `loading` whether the next page is on its way, `hasMore`
 * whether the button shows; `focusRow(index)` focuses the loaded row at `index` (the first new one).
 */
export function useLoadMoreFocus({ count, loading, hasMore, focusRow }: { readonly count: number; readonly loading: boolean; readonly hasMore: boolean; readonly focusRow: (index: number) => void }): LoadMoreFocus {
  // How many rows there were when the button was pressed, until that load ends.
  const pressedAt = useRef<number | null>(null);
  const focus = useRef(focusRow);
  focus.current = focusRow;
  useLayoutEffect(() => {
    const from = pressedAt.current;
    if (from === null || loading) return;
    pressedAt.current = null;
    // A failed load leaves the button (Try again) where it was, focused; more left: the same.
    if (count <= from || hasMore) return;
    // Only the lost focus is taken: someone who moved on while it loaded stays where they are.
    if (focusIsLost()) focus.current(from);
  }, [count, loading, hasMore]);
  return {
    pressed: () => {
      pressedAt.current = count;
    },
  };
}
