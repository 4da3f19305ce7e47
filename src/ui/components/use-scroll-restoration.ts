/**
 * Where a page opens (issue 25): a new page starts at its top, or at its #anchor; Back and Forward
 * bring the page back where it was left. The browser's own restoration is off: it restores before
 * a page's data has arrived, and not at all for pages the app draws. Only a new path moves the
 * window: a query that changes on the same page (a filter) leaves it where it is.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** The history entry's key in history.state. */
const KEY = 'tidemarkScroll';
/** How long a restore keeps trying while the page's content arrives. */
const RESTORE_FOR_MS = 1500;

const positions = new Map<string, number>();
let popped = false;
let nextKey = 0;

const entryKey = (): string | null => {
  const state = window.history.state as Record<string, unknown> | null;
  return typeof state?.[KEY] === 'string' ? (state[KEY] as string) : null;
};

if (typeof window !== 'undefined') {
  // Registered before the router subscribes, so the flag is up when the new page renders.
  window.addEventListener('popstate', () => {
    popped = true;
  });
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
}

/** Scrolls to a position as the page grows into it, until it is reached, the person scrolls, or time is up. */
function restore(top: number): () => void {
  const started = performance.now();
  let frame = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('keydown', stop);
  };
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchstart', stop, { passive: true });
  window.addEventListener('keydown', stop);
  const step = () => {
    if (stopped) return;
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 2 || performance.now() - started > RESTORE_FOR_MS) stop();
    else frame = requestAnimationFrame(step);
  };
  step();
  return stop;
}

/** Puts each new page at its top or anchor, and a page reached by Back or Forward where it was. */
export function useScrollRestoration(): void {
  const [path] = useLocation();
  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const key = entryKey();
        if (key !== null) positions.set(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, []);
  useEffect(() => {
    const wasPop = popped;
    popped = false;
    let key = entryKey();
    if (key === null) {
      key = `${Date.now().toString(36)}-${nextKey++}`;
      window.history.replaceState({ ...(window.history.state as object | null), [KEY]: key }, '');
    }
    const saved = positions.get(key);
    if (wasPop && saved !== undefined) return restore(saved);
    const anchor = window.location.hash.length > 1 ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
    return undefined;
  }, [path]);
}
