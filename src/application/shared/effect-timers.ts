/**
 * Timers for models on the Effect Clock: `after` sleeps in a fiber and interrupting it cancels,
 * so in tests a TestClock moves time and nothing sleeps for real.
 */
import { Clock, Effect } from 'effect';
import type { TimersShape } from './timers.port.ts';

/** What timers need of a runtime whose Clock they use. */
export interface ClockRuntime {
  readonly runSync: <A, E>(effect: Effect.Effect<A, E, never>) => A;
  readonly runFork: <A, E>(effect: Effect.Effect<A, E, never>) => { readonly interruptUnsafe: () => void };
}

/** Timers whose time is the runtime's Clock. */
export function effectTimers(runtime: ClockRuntime): TimersShape {
  return {
    now: () => runtime.runSync(Clock.currentTimeMillis),
    after: (ms, callback) => {
      const fiber = runtime.runFork(Effect.sleep(Math.max(0, ms)).pipe(Effect.andThen(Effect.sync(callback))));
      return () => fiber.interruptUnsafe();
    },
  };
}
