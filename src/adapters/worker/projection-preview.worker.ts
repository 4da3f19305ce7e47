/**
 * ProjectionPreview in Web Workers (/projections.js): the quick run, then the full one, each in a
 * worker of its own kept between previews. Interrupting a run terminates its worker (a run cannot be
 * stopped any other way) and starts a fresh one.
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

/**
 * A ProjectionPreview over workers made by `createWorker` (`() => new Worker('/projections.js')` in
 * the browser): two of them. The quick run goes to one, then the full run to the other (one after
 * the other: at the same time, on two cores, they and the page slow the first answer down). A change
 * usually comes while the full run is still going: interrupting it takes down only its worker, and
 * the quick one, done by then, stays warm (a fresh worker runs its first projection several times
 * slower), so the next change's first answer comes as fast as the first one did.
 */
export function projectionPreviewLayer(createWorker: () => ProjectionWorker) {
  const quickRun = workerLane(createWorker, true);
  // The full run's worker, interrupted, is started again only for the next full run: loading one at
  // once would take the core the next quick answer needs.
  const fullRun = workerLane(createWorker, false);
  return Layer.succeed(ProjectionPreview)({
    preview: (input, quick, onQuick) => {
      const full = input.simulations ?? DEFAULT_SIMULATIONS;
      if (quick >= full) return quickRun(input, undefined, false);
      return quickRun(input, quick, true).pipe(
        Effect.tap((output) => Effect.sync(() => onQuick(output))),
        Effect.andThen(fullRun(input, undefined, false)),
      );
    },
  });
}

/**
 * Runs on one worker, kept between runs. Interrupted, a run takes the worker down with it (a run
 * cannot be stopped any other way); with `respawn`, a fresh one starts loading at once for the next run.
 */
function workerLane(createWorker: () => ProjectionWorker, respawn: boolean) {
  let worker: ProjectionWorker | null = null;
  let nextId = 1;
  return (input: ProjectionInputJson, simulations: number | undefined, ticketsOnly: boolean) =>
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
      current.postMessage({ id, input, ...(simulations === undefined ? {} : { simulations }), ...(ticketsOnly ? { ticketsOnly } : {}) });
      return Effect.sync(() => {
        current.terminate();
        if (worker === current) worker = respawn ? createWorker() : null;
      });
    });
}
