/** Test doubles: layers that fail loudly on any method the test did not stub, and a test clock. */
import { Layer, ManagedRuntime, type Context } from 'effect';
import type { TimersShape } from '../../src/application/ports/timers.port.ts';
import type { FilePreviewShape } from '../../src/application/ports/file-preview.port.ts';

/** A layer for a port whose unstubbed methods throw, naming themselves. */
export function stubLayer<I, S extends object>(service: Context.Key<I, S>, stubs: Partial<S>): Layer.Layer<I> {
  const proxy = new Proxy(stubs as S, {
    get(target, property) {
      if (property in target) return target[property as keyof S];
      if (typeof property === 'symbol' || property === 'then' || property === 'toJSON') return undefined;
      throw new Error(`test double: ${String(property)} was called but not stubbed`);
    },
  });
  return Layer.succeed(service)(proxy);
}

/** A runtime over test layers. */
export function runtimeOf<R>(layer: Layer.Layer<R>) {
  return ManagedRuntime.make(layer);
}

/** A clock whose time moves only when the test says so. */
export function testTimers(start = Date.UTC(2026, 10, 22, 12, 0, 0)) {
  let now = start;
  let timers: { at: number; callback: () => void; id: number }[] = [];
  let nextId = 1;
  const shape: TimersShape = {
    now: () => now,
    after: (ms, callback) => {
      const id = nextId++;
      timers.push({ at: now + ms, callback, id });
      return () => {
        timers = timers.filter((timer) => timer.id !== id);
      };
    },
  };
  return {
    ...shape,
    /** Moves time forward, firing due timers in order. */
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.callback();
      }
      now = until;
    },
    pending: () => timers.length,
  };
}

/** Previews that remember what was made and freed. */
export function testPreviews() {
  const made: string[] = [];
  const revoked: string[] = [];
  const shape: FilePreviewShape = {
    create: () => {
      const url = `blob:preview-${made.length + 1}`;
      made.push(url);
      return url;
    },
    revoke: (url) => {
      revoked.push(url);
    },
  };
  return { ...shape, made, revoked };
}

/** Resolves once pending promise callbacks have run. */
export async function settle(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}
