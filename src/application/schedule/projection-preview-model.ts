/**
 * Instant projections while someone edits the schedule: each request shows a quick answer (fewer
 * simulations, as many as fit the time a first answer may take) as soon as it exists, then the full answer; a newer request cancels the older one,
 * whose answers never show. The last answer stays on screen while the next is computed.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ProjectionInputJson } from '../../domain/projection/projection-input.ts';
import type { ProjectionOutput } from '../../domain/projection/project.ts';
import { run, type Runner } from '../shared/run.ts';
import { ProjectionPreview } from './projection-preview.port.ts';

/** How many simulations the quick answer takes at most, and before any answer has been timed. */
export const QUICK_SIMULATIONS = 200;
/** ... and at least: fewer say too little about the spread. */
export const QUICK_SIMULATIONS_MIN = 20;
/**
 * How long the engine may take for the quick answer (ms): with the page's own work around it, the
 * first answer shows within 200 ms of a change.
 */
export const QUICK_BUDGET_MS = 100;

/**
 * The quick answer's simulation count: as many as fit QUICK_BUDGET_MS at the slowest time per run
 * the given answers took on this device for this plan (a large plan or a slow device gets fewer;
 * the slowest, since a busy device varies from one answer to the next), between
 * QUICK_SIMULATIONS_MIN and QUICK_SIMULATIONS.
 */
export function quickCount(timed: readonly Pick<ProjectionOutput, 'simulations' | 'elapsedMs'>[]): number {
  const perRun = Math.max(0, ...timed.filter((answer) => answer.elapsedMs > 0 && answer.simulations > 0).map((answer) => answer.elapsedMs / answer.simulations));
  if (perRun === 0) return QUICK_SIMULATIONS;
  return Math.max(QUICK_SIMULATIONS_MIN, Math.min(QUICK_SIMULATIONS, Math.floor(QUICK_BUDGET_MS / perRun)));
}

/** How many of the last quick answers size the next one. */
const TIMED_ANSWERS = 3;

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

/**
 * The preview model over the ProjectionPreview port; `quick` fixes the quick answer's count, which
 * otherwise follows the time of the last answers (quickCount).
 */
export function createProjectionPreviewModel({ runner, quick: fixed }: { readonly runner: Runner<ProjectionPreview>; readonly quick?: number }): ProjectionPreviewModel {
  const state = signal<PreviewState>({ status: 'idle' });
  // The last quick answers that came, of any request (before one, the last full answer): their time
  // per run, taken in the same conditions, sizes the next quick answer.
  let timed: readonly ProjectionOutput[] = [];
  let timedQuick = false;
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
      timed = [...(timedQuick ? timed : []), output].slice(-TIMED_ANSWERS);
      timedQuick = true;
      if (live()) state.value = { status: 'refining', output };
    };
    const quick = fixed ?? quickCount(timed);
    const outcome = await run(runner, ProjectionPreview.use((preview) => preview.preview(input, quick, onQuick)), { signal: controller.signal });
    if (outcome.status === 'success' && !timedQuick) timed = [outcome.value];
    if (!live()) return;
    current = null;
    if (outcome.status === 'success') state.value = { status: 'ready', output: outcome.value };
    else if (outcome.status === 'failure') state.value = { status: 'failed', message: outcome.error.message };
  }

  return { state, request, cancel };
}
