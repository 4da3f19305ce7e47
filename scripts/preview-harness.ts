/**
 * Browser code for the e2e test and the bench of in-browser previews: the real projection preview
 * adapter over the real /projections.js worker, exposed as `window.tidemarkPreview(input, quick)`
 * which answers the quick and full outputs and when each arrived (ms after the call).
 * `bundlePreviewHarness()` (preview-harness-bundle.ts) builds it into one script for `page.addScriptTag`.
 */
import { ManagedRuntime } from 'effect';
import { projectionPreviewLayer } from '../src/adapters/worker/projection-preview.worker.ts';
import { ProjectionPreview } from '../src/application/schedule/projection-preview.port.ts';
import type { ProjectionInputJson } from '../src/domain/projection/projection-input.ts';
import type { ProjectionOutput } from '../src/domain/projection/project.ts';

/** What one preview in the page answered. */
export interface HarnessAnswer {
  readonly quick: ProjectionOutput | null;
  readonly quickMs: number | null;
  readonly full: ProjectionOutput | null;
  readonly fullMs: number;
  readonly error: string | null;
}

declare global {
  interface Window {
    tidemarkPreview?: (input: ProjectionInputJson, quick: number) => Promise<HarnessAnswer>;
    /** Starts a preview and interrupts it after `afterMs`: whether its worker stopped before answering. */
    tidemarkPreviewInterrupted?: (input: ProjectionInputJson, quick: number, afterMs: number) => Promise<boolean>;
  }
}

if (typeof window !== 'undefined' && typeof Worker !== 'undefined') {
  const runtime = ManagedRuntime.make(projectionPreviewLayer(() => new Worker('/projections.js')));
  window.tidemarkPreview = async (input, quick) => {
    const began = performance.now();
    let first: ProjectionOutput | null = null;
    let quickMs: number | null = null;
    const exit = await runtime.runPromiseExit(
      ProjectionPreview.use((preview) =>
        preview.preview(input, quick, (output) => {
          first = output;
          quickMs = performance.now() - began;
        }),
      ),
    );
    const fullMs = performance.now() - began;
    if (exit._tag === 'Success') return { quick: first, quickMs, full: exit.value, fullMs, error: null };
    return { quick: first, quickMs, full: null, fullMs, error: String(exit.cause) };
  };
  window.tidemarkPreviewInterrupted = async (input, quick, afterMs) => {
    let answered = false;
    const controller = new AbortController();
    const running = runtime.runPromiseExit(ProjectionPreview.use((preview) => preview.preview(input, quick, () => (answered = true))), { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, afterMs));
    controller.abort();
    const exit = await running;
    return !answered && exit._tag === 'Failure';
  };
}

