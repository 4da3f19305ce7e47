/**
 * Instant projections while someone edits the schedule: each request shows a quick answer (fewer
 * simulations) as soon as it exists, then the full answer; a newer request cancels the older one,
 * whose answers never show. The last answer stays on screen while the next is computed.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ProjectionInputJson } from '../../domain/projection/projection-input.ts';
import type { ProjectionOutput } from '../../domain/projection/project.ts';
import { run, type Runner } from '../shared/run.ts';
import { ProjectionPreview } from './projection-preview.port.ts';

/** How many simulations the quick answer takes. */
export const QUICK_SIMULATIONS = 200;

/** Where a preview stands; `output` is the newest answer of the newest request, if any yet. */
export type PreviewState =
  | { readonly status: 'idle' }
  | { readonly status: 'projecting'; readonly output: ProjectionOutput | null }
  | { readonly status: 'refining'; readonly output: ProjectionOutput }
  | { readonly status: 'ready'; readonly output: ProjectionOutput }
  | { readonly status: 'failed'; readonly message: string };

export interface ProjectionPreviewModel {
  readonly state: ReadonlySignal<PreviewState>;
  /** Projects `input`, cancelling any preview still under way. */
  readonly request: (input: ProjectionInputJson) => Promise<void>;
  /** Cancels the preview under way (leaving the page). */
  readonly cancel: () => void;
}

/** The preview model over the ProjectionPreview port. */
export function createProjectionPreviewModel({ runner, quick = QUICK_SIMULATIONS }: { readonly runner: Runner<ProjectionPreview>; readonly quick?: number }): ProjectionPreviewModel {
  const state = signal<PreviewState>({ status: 'idle' });
  let current: AbortController | null = null;
  const shown = (): ProjectionOutput | null => ('output' in state.value ? state.value.output : null);

  const cancel = () => {
    current?.abort();
    current = null;
  };

  async function request(input: ProjectionInputJson): Promise<void> {
    cancel();
    const controller = new AbortController();
    current = controller;
    const live = () => current === controller;
    state.value = { status: 'projecting', output: shown() };
    const onQuick = (output: ProjectionOutput) => {
      if (live()) state.value = { status: 'refining', output };
    };
    const outcome = await run(runner, ProjectionPreview.use((preview) => preview.preview(input, quick, onQuick)), { signal: controller.signal });
    if (!live()) return;
    current = null;
    if (outcome.status === 'success') state.value = { status: 'ready', output: outcome.value };
    else if (outcome.status === 'failure') state.value = { status: 'failed', message: outcome.error.message };
  }

  return { state, request, cancel };
}
