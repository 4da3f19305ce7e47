/**
 * A project's analytics (the explorer's analytics tab): tickets by display state and by assignee,
 * and created vs closed per day over the last 30 days, sub-projects included.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { lastDays, type DayCount } from '../../domain/work/analytics-chart.ts';
import { DISPLAY_STATES, type DisplayState } from '../../domain/work/work.ts';
import { describeError } from '../shared/error-text.ts';
import { withProjects } from './project-use-cases.ts';
import { run } from '../shared/run.ts';
import type { WorkAreaDeps } from './work-area-deps.ts';

/** What the charts draw. */
export interface AnalyticsView {
  /** Every display state, in list order, 0 where none. */
  readonly byState: readonly { readonly state: DisplayState; readonly count: number }[];
  /** Most first; "Nobody" for states without an assignee. */
  readonly byAssignee: readonly { readonly id: string | null; readonly name: string; readonly count: number }[];
  /** The last 30 days, oldest first, no day missing. */
  readonly days: readonly DayCount[];
  readonly totalTickets: number;
}

/** Where the analytics stand; `empty` when the project has no tickets. */
export type AnalyticsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'empty' }
  | { readonly status: 'loaded'; readonly view: AnalyticsView };

/** The analytics tab's model. */
export interface AnalyticsModel {
  readonly state: ReadonlySignal<AnalyticsState>;
  readonly retry: () => Promise<void>;
}

/** Builds a project's analytics model and starts loading. */
export function createAnalyticsModel(deps: WorkAreaDeps, projectId: string): AnalyticsModel {
  const state = signal<AnalyticsState>({ status: 'loading' });
  const load = async () => {
    state.value = { status: 'loading' };
    const outcome = await run(deps.runner, withProjects((gateway) => gateway.projectAnalytics(projectId, true)));
    if (outcome.status === 'failure') state.value = { status: 'failed', message: describeError(outcome.error) };
    if (outcome.status !== 'success') return;
    const counts = new Map(outcome.value.byState.map((entry) => [entry.state, entry.count]));
    const byState = DISPLAY_STATES.map((displayState) => ({ state: displayState, count: counts.get(displayState) ?? 0 }));
    const totalTickets = byState.reduce((sum, entry) => sum + entry.count, 0);
    if (totalTickets === 0) {
      state.value = { status: 'empty' };
      return;
    }
    const byAssignee = outcome.value.byAssignee
      .filter((entry) => entry.count > 0)
      .map((entry) => ({ id: entry.assignee?.id ?? null, name: entry.assignee?.name ?? 'Nobody', count: entry.count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    state.value = { status: 'loaded', view: { byState, byAssignee, days: lastDays(outcome.value.createdVsClosed, deps.now()), totalTickets } };
  };
  void load();
  return { state, retry: load };
}
