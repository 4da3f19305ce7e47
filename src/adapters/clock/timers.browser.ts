/** Timers on the browser's clock. */
import type { TimersShape } from '../../application/ports/timers.port.ts';

/** Date.now and setTimeout. */
export const browserTimers: TimersShape = {
  now: () => Date.now(),
  after: (ms, callback) => {
    const id = setTimeout(callback, ms);
    return () => clearTimeout(id);
  },
};
