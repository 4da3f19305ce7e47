/**
 * ProjectionPreview in a Web Worker (/projections.js): the quick run, then the full one, in one
 * worker kept between previews. Interrupting a preview terminates the worker (a run cannot be
 * stopped any other way); the next preview starts a fresh one.
 */
import { Effect, Layer } from 'effect';
import { PreviewError, ProjectionPreview } from '../../application/schedule/projection-preview.port.ts';
import { DEFAULT_SIMULATIONS, type ProjectionInputJson } from '../../domain/projection/projection-input.ts';
import type { ProjectionOutput } from '../../domain/projection/project.ts';

/** The worker's side of the conversation, so tests can stand in for a real Worker. */
export interface ProjectionWorker {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

/** A ProjectionPreview over workers made by `createWorker` (`() => new Worker('/projections.js')` in the browser). */
export function projectionPreviewLayer(createWorker: () => ProjectionWorker) {
  let worker: ProjectionWorker | null = null;
  let nextId = 1;

  /**
   * One run on the worker; interrupted, it takes the worker down with it, and a fresh one starts
   * loading at once, so the next preview (the person's next change) does not wait for it.
   */
  const runOnce = (input: ProjectionInputJson, simulations: number | undefined) =>
    Effect.callback<ProjectionOutput, PreviewError>((resume) => {
      const current = (worker ??= createWorker());
      const id = nextId++;
      current.onmessage = (event: MessageEvent) => {
        const answer = event.data as { id: number; output?: ProjectionOutput; error?: string };
        if (answer.id !== id) return;
        resume(answer.error === undefined ? Effect.succeed(answer.output!) : Effect.fail(new PreviewError({ message: answer.error })));
      };
      current.onerror = (event: ErrorEvent) => {
        current.terminate();
        if (worker === current) worker = null;
        resume(Effect.fail(new PreviewError({ message: event.message || 'The projection could not run in this browser' })));
      };
      current.postMessage(simulations === undefined ? { id, input } : { id, input, simulations });
      return Effect.sync(() => {
        current.terminate();
        if (worker === current) worker = createWorker();
      });
    });

  return Layer.succeed(ProjectionPreview)({
    preview: (input, quick, onQuick) =>
      Effect.gen(function* () {
        const full = input.simulations ?? DEFAULT_SIMULATIONS;
        if (quick >= full) return yield* runOnce(input, undefined);
        onQuick(yield* runOnce(input, quick));
        return yield* runOnce(input, undefined);
      }),
  });
}
