/**
 * Focus goes back to the opener when an overlay closes, under preact/compat too.
 *
 * react-aria hides everything outside an open modal or popover with `inert` (ariaHideOutside, set
 * in a passive `useEffect` by useModalOverlay) and, when the overlay's FocusScope unmounts, focuses
 * the opener in the next animation frame. React runs the passive cleanups of a discrete update
 * (a key press, a click) synchronously at the end of the commit, so `inert` is gone by then.
 * Preact 11 runs passive cleanups of unmounted components after the next paint (rAF + setTimeout),
 * so the frame came first, the opener was still inside an inert root, `focus()` did nothing and
 * focus fell to <body>. This flushes Preact's pending effects in a microtask whenever a component
 * unmounted: after the commit, before any frame. Effects of renders that unmount nothing keep
 * Preact's after-paint timing. Imported by the composition roots (through preact-events.ts) only.
 */
import { options } from 'preact';

/** How long Preact waits for a frame before flushing effects anyway (its RAF_TIMEOUT). */
const FRAME_TIMEOUT_MS = 35;

let pendingFlush: (() => void) | null = null;
let flushQueued = false;

/** Runs Preact's effect flush once, whichever of the frame or the microtask comes first. */
function runPendingFlush(): void {
  const flush = pendingFlush;
  pendingFlush = null;
  flush?.();
}

/** Preact's own after-paint schedule (a frame, or a timeout if frames are paused), remembered so an unmount can run it early. */
function afterNextFrame(flush: () => void): void {
  pendingFlush = flush;
  let frame = 0;
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(() => {
      if (pendingFlush === flush) runPendingFlush();
    });
  };
  const timeout = setTimeout(done, FRAME_TIMEOUT_MS);
  frame = requestAnimationFrame(done);
}

if (typeof requestAnimationFrame === 'function' && typeof queueMicrotask === 'function') {
  options.requestAnimationFrame = afterNextFrame;
  const previousUnmount = options.unmount;
  options.unmount = (vnode) => {
    previousUnmount?.(vnode);
    if (flushQueued) return;
    flushQueued = true;
    queueMicrotask(() => {
      flushQueued = false;
      runPendingFlush();
    });
  };
}
