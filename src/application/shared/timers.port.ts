/** Time for models: the current instant and one-shot timers (a test clock in tests). */
import { Context } from 'effect';

export interface TimersShape {
  /** Milliseconds since the epoch. */
  readonly now: () => number;
  /** Runs `callback` after `ms`; the returned function cancels it. */
  readonly after: (ms: number, callback: () => void) => () => void;
}

export class Timers extends Context.Service<Timers, TimersShape>()('Timers') {}
