/**
 * A project's dependency graph (the explorer's dependencies tab): every ticket of the project read
 * page by page, then laid out by the domain; progress shows while pages arrive.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { DependencyTicket, GraphLayout } from '../../domain/work/dependency-graph.ts';
import { describeError } from '../shared/error-text.ts';
import { loadDependencyTickets } from './project-use-cases.ts';
import { run } from '../shared/run.ts';
import type { WorkAreaDeps } from './work-area-deps.ts';

/** Where the graph stands, with progress while pages arrive. */
export type DependenciesState =
  | { readonly status: 'loading'; readonly loaded: number; readonly total: number | null }
  | { readonly status: 'failed'; readonly message: string }
  /** No ticket of the project waits on another. */
  | { readonly status: 'empty'; readonly ticketCount: number }
  | { readonly status: 'loaded'; readonly layout: GraphLayout; readonly tickets: readonly DependencyTicket[] };

/** The dependencies tab's model. */
export interface DependenciesModel {
  readonly state: ReadonlySignal<DependenciesState>;
  readonly retry: () => Promise<void>;
}

/** Builds a project's dependency graph model and starts loading. */
export function createDependenciesModel(deps: WorkAreaDeps, projectId: string): DependenciesModel {
  const state = signal<DependenciesState>({ status: 'loading', loaded: 0, total: null });
  const load = async () => {
    state.value = { status: 'loading', loaded: 0, total: null };
    const outcome = await run(
      deps.runner,
      loadDependencyTickets(projectId, (loaded, total) => {
        state.value = { status: 'loading', loaded, total };
      }),
    );
    if (outcome.status === 'failure') state.value = { status: 'failed', message: describeError(outcome.error) };
    if (outcome.status !== 'success') return;
    const tickets = outcome.value;
    const empty: DependenciesState = { status: 'empty', ticketCount: tickets.length };
    if (!tickets.some((ticket) => ticket.waitingOn.length > 0 || (ticket.blocking?.length ?? 0) > 0)) {
      state.value = empty;
      return;
    }
    // The layout's code arrives with the first graph to draw: the other organization pages never carry it.
    const { layoutGraph } = await import('../../domain/work/dependency-graph.ts');
    const layout = layoutGraph(tickets);
    state.value = layout.nodes.length === 0 ? empty : { status: 'loaded', layout, tickets };
  };
  void load();
  return { state, retry: load };
}
