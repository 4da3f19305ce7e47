/** The choices of the ticket forms (projects, products, workflows, tags, people), loaded once per area. */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { PickLists, PickProject, PickWorkflow } from '../../domain/work/ticket-types.ts';
import { describeError } from '../shared/error-text.ts';
import { TicketGateway } from './ticket-gateway.port.ts';
import { run, type Runner } from '../shared/run.ts';

export type PickListsState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly lists: PickLists };

export interface PickListsModel {
  readonly state: ReadonlySignal<PickListsState>;
  /** The loaded lists, or empty ones while loading. */
  readonly lists: ReadonlySignal<PickLists>;
  /** Projects in tree order (parents before children), each with its depth, archived ones left out. */
  readonly projectTree: ReadonlySignal<readonly { readonly project: PickProject; readonly depth: number }[]>;
  readonly defaultWorkflow: ReadonlySignal<PickWorkflow | null>;
  /** Loads once (again after a failure). */
  readonly load: () => Promise<void>;
  /** Loads again (a catalogue may have changed). */
  readonly refresh: () => Promise<void>;
}

const EMPTY: PickLists = { projects: [], products: [], workflows: [], tags: [], people: [] };

/** Projects depth-first by name, under their parents. */
export function projectTree(projects: readonly PickProject[]): readonly { readonly project: PickProject; readonly depth: number }[] {
  const live = projects.filter((project) => project.stage !== 'ARCHIVED' && project.stage !== 'DELETED');
  const ids = new Set(live.map((project) => project.id));
  const children = new Map<string | null, PickProject[]>();
  for (const project of live) {
    const parent = project.parentId !== null && ids.has(project.parentId) ? project.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), project]);
  }
  const out: { project: PickProject; depth: number }[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const project of [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name))) {
      out.push({ project, depth });
      walk(project.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** Builds the pick lists model (nothing is loaded until a form asks). */
export function createPickListsModel(runner: Runner<TicketGateway>): PickListsModel {
  const state = signal<PickListsState>({ status: 'idle' });
  let running: Promise<void> | null = null;
  const fetch = () =>
    (running ??= (async () => {
      if (state.value.status !== 'loaded') state.value = { status: 'loading' };
      const outcome = await run(runner, TicketGateway.use((gateway) => gateway.pickLists()));
      if (outcome.status === 'success') state.value = { status: 'loaded', lists: outcome.value };
      else if (outcome.status === 'failure' && state.value.status !== 'loaded') state.value = { status: 'failed', message: describeError(outcome.error) };
      running = null;
    })());
  const lists = computed(() => (state.value.status === 'loaded' ? state.value.lists : EMPTY));
  return {
    state,
    lists,
    projectTree: computed(() => projectTree(lists.value.projects)),
    defaultWorkflow: computed(() => lists.value.workflows.find((workflow) => workflow.isDefault) ?? lists.value.workflows[0] ?? null),
    load: () => (state.value.status === 'loaded' ? Promise.resolve() : fetch()),
    refresh: fetch,
  };
}
