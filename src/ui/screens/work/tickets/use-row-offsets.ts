/**
 * The rows' offsets for the windowing of a ticket list. A row is as tall as its content (a title
 * or tags that wrap make it taller than the stylesheet's row height): each rendered row is measured
 * after it renders and again when it resizes; rows never rendered count as the stylesheet's height.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { rowOffsets } from '../../../../domain/work/ticket-window.ts';

/** The rendered rows of the scroll box: its children that name their item with `data-key`. */
const ROWS = ':scope > [data-key]';

/** Offsets of the items named by `keys` (in order), measured where rendered, `estimate` tall elsewhere. */
export function useRowOffsets(box: RefObject<HTMLElement | null>, keys: readonly string[], estimate: number): Float64Array {
  const heights = useRef(new Map<string, number>());
  const [version, setVersion] = useState(0);
  const seenEstimate = useRef(estimate);
  if (seenEstimate.current !== estimate) {
    // Another layout (the stylesheet's row height changed): every height measured before is stale.
    seenEstimate.current = estimate;
    heights.current.clear();
  }

  const measure = useRef(() => {});
  measure.current = () => {
    const element = box.current;
    if (!element) return;
    let changed = false;
    for (const row of element.querySelectorAll<HTMLElement>(ROWS)) {
      const height = row.getBoundingClientRect().height;
      const key = row.dataset['key']!;
      if (height > 0 && Math.abs((heights.current.get(key) ?? -1) - height) > 0.5) {
        heights.current.set(key, height);
        changed = true;
      }
    }
    if (changed) setVersion((value) => value + 1);
  };

  // Rows resize without a render when the list's width changes: measured again on the next frame
  // (not inside the observer's callback, where a render would resize what it observes).
  const observer = useRef<ResizeObserver | null>(null);
  const observed = useRef(new Set<Element>());
  useLayoutEffect(() => {
    measure.current();
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    observer.current ??= new ResizeObserver(() => requestAnimationFrame(() => measure.current()));
    const rows = new Set<Element>(element.querySelectorAll(ROWS));
    for (const row of observed.current) {
      if (rows.has(row)) continue;
      observer.current.unobserve(row);
      observed.current.delete(row);
    }
    for (const row of rows) {
      if (observed.current.has(row)) continue;
      observer.current.observe(row);
      observed.current.add(row);
    }
  });
  useEffect(() => () => observer.current?.disconnect(), []);

  return useMemo(() => rowOffsets(keys.length, (index) => heights.current.get(keys[index]!) ?? estimate), [keys, estimate, version]);
}
