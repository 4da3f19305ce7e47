/**
 * Shows an element at the top of the window while the page around it is still arriving (sections
 * above it that load on their own push it down): it is scrolled to on each frame it moved, until
 * it stays, the person scrolls or types, or time is up. Answers a stop function.
 */

/** How long the page is watched. */
const SETTLE_MS = 2000;

export function keepInView(element: HTMLElement, ms = SETTLE_MS): () => void {
  const started = performance.now();
  let frame = 0;
  let stopped = false;
  let last = Number.NaN;
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
    if (stopped || !element.isConnected) return stop();
    const top = element.getBoundingClientRect().top + window.scrollY;
    if (top !== last) {
      last = top;
      element.scrollIntoView({ block: 'start' });
    }
    if (performance.now() - started > ms) stop();
    else frame = requestAnimationFrame(step);
  };
  step();
  return stop;
}
