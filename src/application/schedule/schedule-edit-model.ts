/**
 * The schedule's edit flow, one per organization while its pages are open: the facts it starts
 * from, the edit (schedule.ts's state machine: tickets added and taken off, the ordered rules,
 * the projections and whether they need a refresh), instant projections of the edit in a Web
 * Worker (a quick answer, then the refined one), and applying the edit on the server, which
 * projects again with the full simulation count.
 */
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { Effect } from 'effect';
import { projectionPlan } from '../../domain/schedule/projection-plan.ts';
import { editedPlanFacts, hasChanges, netChanges, projectionsOf, type EditFacts } from '../../domain/schedule/schedule-edit.ts';
import { initialState, transition, type Event, type State } from '../../domain/schedule/schedule.ts';
import { describeError } from '../shared/error-text.ts';
import type { OrganizationDeps } from '../shared/organization-deps.ts';
import { run } from '../shared/run.ts';
import { createLoadModel, type LoadModel } from '../work/catalogue-load.ts';
import { createEditFilterModel, type EditFilterModel } from './schedule-edit-filter.ts';
import { createProjectionPreviewModel, type ProjectionPreviewModel } from './projection-preview-model.ts';
import type { ProjectionPreview } from './projection-preview.port.ts';
import { ScheduleGateway } from './schedule-gateway.port.ts';

/** Where applying the edit stands. */
export type ApplyState =
  | { readonly status: 'idle' }
  | { readonly status: 'applying' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'applied'; readonly message: string };

export interface ScheduleEditModel {
  readonly facts: LoadModel<EditFacts>;
  readonly state: ReadonlySignal<State>;
  /** edit_tickets' search filter (§3) and the tickets it lets through. */
  readonly filter: EditFilterModel;
  /** Something to apply: tickets added or taken off, or rules unlike the saved ones. */
  readonly dirty: ReadonlySignal<boolean>;
  readonly dispatch: (event: Event) => void;
  readonly preview: ProjectionPreviewModel;
  /** Projects the edit on this device when its projections need a refresh (or there are none yet). */
  readonly project: () => void;
  readonly applying: ReadonlySignal<ApplyState>;
  /** Saves the edit on the server; on success the flow starts again from the new facts. */
  readonly apply: () => Promise<void>;
  /** Drops the edit: the saved rules, nothing added or taken off. */
  readonly discard: () => void;
}

/** The edit flow over the schedule gateway and the projection preview. */
export function createScheduleEditModel({ runner, now }: OrganizationDeps<ScheduleGateway | ProjectionPreview>): ScheduleEditModel {
  const facts = createLoadModel(runner, () => ScheduleGateway.use((gateway) => gateway.editFacts()));
  const state = signal<State>(initialState);
  const applying = signal<ApplyState>({ status: 'idle' });
  const preview = createProjectionPreviewModel({ runner });
  const filter = createEditFilterModel({ runner });
  // The saved rules start the edit, each time the facts arrive (after an apply too).
  let started: EditFacts | null = null;
  effect(() => {
    const loaded = facts.state.value;
    if (loaded.status !== 'loaded' || loaded.value === started) return;
    started = loaded.value;
    state.value = { ...initialState, priorities: loaded.value.priorities, projectionsRequireRefresh: true };
  });
  // Each answer of the preview becomes the edit's projections (the quick one, then the refined one).
  effect(() => {
    const shown = preview.state.value;
    if ((shown.status === 'refining' || shown.status === 'ready') && shown.output !== null) {
      state.value = transition(state.peek(), { type: 'setProjections', projections: projectionsOf(shown.output) });
    }
  });
  // Every change is projected in the background, whatever step shows: by the time the person
  // opens the projections, the answer is there or on its way.
  let queued = false;
  effect(() => {
    const loaded = facts.state.value;
    const stale = state.value.projectionsRequireRefresh;
    if (loaded.status !== 'loaded' || !stale || queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      project();
    });
  });
  const dirty = computed(() => {
    const loaded = facts.state.value;
    return loaded.status === 'loaded' && hasChanges(loaded.value, state.value);
  });

  function dispatch(event: Event): void {
    state.value = transition(state.peek(), event);
    if (applying.peek().status !== 'applying') applying.value = { status: 'idle' };
  }

  function project(): void {
    const loaded = facts.state.peek();
    const current = state.peek();
    if (loaded.status !== 'loaded') return;
    const stale = current.projectionsRequireRefresh || Object.keys(current.projections).length === 0;
    if (!stale && preview.state.peek().status !== 'failed') return;
    const plan = projectionPlan(editedPlanFacts(loaded.value, current, now()));
    void preview.request(plan.input);
  }

  async function apply(): Promise<void> {
    const loaded = facts.state.peek();
    if (applying.peek().status === 'applying' || loaded.status !== 'loaded') return;
    // Only what really changes goes to the server (a ticket kept where it was is no change).
    const { added, removed } = netChanges(loaded.value, state.peek());
    const edit = { ...state.peek(), addedTickets: added, removedTickets: removed };
    applying.value = { status: 'applying' };
    const outcome = await run(runner, ScheduleGateway.use((gateway) => gateway.applyEdit(edit)).pipe(Effect.asVoid));
    if (outcome.status === 'success') {
      const count = edit.addedTickets.length + edit.removedTickets.length;
      applying.value = { status: 'applied', message: `The schedule is saved${count > 0 ? ` (${count === 1 ? '1 ticket' : `${count} tickets`} added or taken off)` : ''} and is being projected again.` };
      preview.cancel();
      // The new facts start the next edit (the effect above), even if they equal the old ones.
      started = null;
      await facts.refresh();
    } else if (outcome.status === 'failure') {
      applying.value = { status: 'failed', message: `The schedule was not saved: ${describeError(outcome.error)}` };
    }
  }

  function discard(): void {
    const loaded = facts.state.peek();
    preview.cancel();
    state.value = { ...initialState, priorities: loaded.status === 'loaded' ? loaded.value.priorities : [], projectionsRequireRefresh: true };
    applying.value = { status: 'idle' };
  }

  return { facts, state, filter, dirty, dispatch, preview, project, applying, apply, discard };
}
