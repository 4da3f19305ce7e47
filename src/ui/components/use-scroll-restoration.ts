/**
 * Where a page opens (issue 25): a new page starts at its top, or at its #anchor; Back and Forward
 * bring the page back where it was left. The browser's own restoration is off: it restores before
 * a page's data has arrived, and not at all for pages the app draws. Only a new path moves the
 * window: a query that changes on the same page (a filter) leaves it where it is.
 *
 * And where the focus was (walk #9): Back and Forward put it back on the element that had it when
 * the page was left (the link followed), not on the page's heading far above the restored
 * position; when that element is not there, on the first control in view, or on the heading only
 * when it is in view. The pages' own arrival focus stands aside meanwhile (historyRestoresFocus).
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { findMarked, firstFocusableInView, focusMarkOf, isInView, type FocusMark } from './history-focus.ts';

/** The history entry's key in history.state. */
const KEY = 'tidemarkScroll';
/** How long a restore keeps trying while the page's content arrives. */
const RESTORE_FOR_MS = 1500;

const positions = new Map<string, number>();
/** What had the focus in each history entry, last. */
const focusMarks = new Map<string, FocusMark>();
let popped = false;
let nextKey = 0;
/** The entry shown now and its path (its key is kept when a replaced address of the same page drops it from history.state). */
let currentKey: string | null = null;
let currentPath: string | null = null;
/** The entry whose focus Back or Forward is putting back, until it is done. */
let restoringFocusOf: string | null = null;

const entryKey = (): string | null => {
  const state = window.history.state as Record<string, unknown> | null;
  return typeof state?.[KEY] === 'string' ? (state[KEY] as string) : null;
};

/** Whether Back or Forward is putting the focus back on this page: a page's own arrival focus then stands aside. */
export function historyRestoresFocus(): boolean {
  return restoringFocusOf !== null && restoringFocusOf === entryKey();
}

if (typeof window !== 'undefined') {
  // Registered before the router subscribes, so the flags are up when the page renders.
  window.addEventListener('popstate', () => {
    popped = true;
    const key = entryKey();
    // Only another page is put back (the same page with another query stays as it is).
    const anotherPage = window.location.pathname !== currentPath;
    restoringFocusOf = key !== null && anotherPage && (positions.has(key) || focusMarks.has(key)) ? key : null;
    currentKey = key;
  });
  // A replaced address of the same page (a filter, ?new=1 forgotten) is the same entry: it keeps its key, so its position and focus.
  window.addEventListener('replaceState', () => {
    if (entryKey() === null && currentKey !== null && window.location.pathname === currentPath) {
      window.history.replaceState({ ...(window.history.state as object | null), [KEY]: currentKey }, '');
    }
  });
  document.addEventListener(
    'focusin',
    (event) => {
      const key = entryKey();
      if (key === null || !(event.target instanceof Element) || event.target === document.body) return;
      const mark = focusMarkOf(event.target);
      if (mark) focusMarks.set(key, mark);
      else focusMarks.delete(key);
    },
    true,
  );
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
}

/**
 * Scrolls to a position as the page grows into it, until it is reached, the person scrolls, or
 * time is up; then calls `done`. The answer cancels it (without calling `done`).
 */
function restore(top: number, done: () => void): () => void {
  const started = performance.now();
  let frame = 0;
  let stopped = false;
  const end = (finished: boolean) => {
    if (stopped) return;
    stopped = true;
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', interrupted);
    window.removeEventListener('touchstart', interrupted);
    window.removeEventListener('keydown', interrupted);
    if (finished) done();
  };
  const interrupted = () => end(true);
  window.addEventListener('wheel', interrupted, { passive: true });
  window.addEventListener('touchstart', interrupted, { passive: true });
  window.addEventListener('keydown', interrupted);
  const step = () => {
    if (stopped) return;
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 2 || performance.now() - started > RESTORE_FOR_MS) end(true);
    else frame = requestAnimationFrame(step);
  };
  step();
  return () => end(false);
}

/**
 * Once the position is back, puts the focus back on the marked element as soon as the page shows
 * it (scrolled into view if the page moved under it); failing that, when time is up, on the first
 * control in view or on the heading if it is in view. Leaves alone a focus someone else placed.
 */
function restoreFocus(key: string, mark: FocusMark | null, started: number): () => void {
  let frame = 0;
  const finish = () => {
    if (restoringFocusOf === key) restoringFocusOf = null;
  };
  const step = () => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (entryKey() !== key || !lost) return finish();
    const marked = mark ? findMarked(mark) : null;
    if (marked) {
      marked.focus({ preventScroll: true });
      if (!isInView(marked)) marked.scrollIntoView({ block: 'nearest' });
      return finish();
    }
    if (performance.now() - started <= RESTORE_FOR_MS) {
      frame = requestAnimationFrame(step);
      return;
    }
    const page = document.querySelector<HTMLElement>('.org-content > main, main') ?? document.body;
    const heading = page.querySelector<HTMLElement>('h1');
    const fallback = firstFocusableInView(page) ?? (heading && isInView(heading) ? heading : null);
    if (fallback) {
      if (fallback === heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      fallback.focus({ preventScroll: true });
    }
    finish();
  };
  step();
  return () => {
    cancelAnimationFrame(frame);
    finish();
  };
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
    currentKey = key;
    currentPath = window.location.pathname;
    if (!wasPop) restoringFocusOf = null;
    const saved = positions.get(key);
    if (wasPop && restoringFocusOf === key) {
      const mark = focusMarks.get(key) ?? null;
      const started = performance.now();
      let stopFocus = () => {};
      const stopScroll = restore(saved ?? 0, () => {
        stopFocus = restoreFocus(key, mark, started);
      });
      return () => {
        stopScroll();
        stopFocus();
      };
    }
    const anchor = window.location.hash.length > 1 ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
    return undefined;
  }, [path]);
}
