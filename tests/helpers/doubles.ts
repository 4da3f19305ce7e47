/** Test doubles: layers that fail loudly on any method the test did not stub, and a test clock. */
import { Layer, ManagedRuntime, type Context } from 'effect';
import * as TestClock from 'effect/testing/TestClock';
import { effectTimers } from '../../src/application/shared/effect-timers.ts';
import type { FilePreviewShape } from '../../src/application/support/file-preview.port.ts';

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

/**
 * Time that moves only when the test says so: Effect's TestClock behind the same timers the app
 * uses (effectTimers), so models are tested on the very code that runs in the browser.
 */
export async function testTimers(start = Date.UTC(2026, 10, 22, 12, 0, 0)) {
  const runtime = ManagedRuntime.make(TestClock.layer());
  await runtime.runPromise(TestClock.setTime(start));
  return {
    ...effectTimers(runtime),
    /** Moves time forward, running every timer that falls due. */
    advance: (ms: number) => runtime.runPromise(TestClock.adjust(ms)),
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
