/**
 * Projections computed on this device, for instant previews (the schedule's edit flow): a quick
 * answer from fewer simulations first, then the full count refines it. Interrupting a preview
 * stops its work at once.
 */
import { Context, Data, type Effect } from 'effect';
import type { ProjectionInputJson } from '../../domain/projection/projection-input.ts';
import type { ProjectionOutput } from '../../domain/projection/project.ts';

/** The engine refused the input or could not run here. */
export class PreviewError extends Data.TaggedError('PreviewError')<{ readonly message: string }> {}

export class ProjectionPreview extends Context.Service<
  ProjectionPreview,
  {
    /**
     * Projects `input` with `quick` simulations, hands that answer to `onQuick` (the tickets'
     * p50 and p80 only: its `tasks` and `plan` are empty), then answers the whole projection at
     * the input's own count (2,000 unless it says).
     */
    readonly preview: (input: ProjectionInputJson, quick: number, onQuick: (output: ProjectionOutput) => void) => Effect.Effect<ProjectionOutput, PreviewError>;
  }
>()('ProjectionPreview') {}
