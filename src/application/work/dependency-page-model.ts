/**
 * The dependency page (/dependency and /dependency/{path+}): the projects, to read the path and to
 * offer the picker; the graph of the whole organization or of the project the path names, laid out
 * by the domain with its critical chain. A path that is not a project's own (an id, other letter
 * case) is replaced in the address by the project's path.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { Effect } from 'effect';
import { criticalChain, type CriticalChain } from '../../domain/work/critical-chain.ts';
import { layoutLinks, type GraphLayout } from '../../domain/work/dependency-graph.ts';
import { indexLayout, type LayoutIndex } from '../../domain/work/graph-viewport.ts';
import { projectPaths, resolveProjectPath } from '../../domain/work/project-paths.ts';
import { allRows, buildTree, isArchived, type ProjectRecord } from '../../domain/work/project-tree.ts';
import { orgPath } from '../../domain/shared/org-routes.ts';
import type { OrganizationDeps } from '../shared/organization-deps.ts';
import { describeError } from '../shared/error-text.ts';
import type { RequestError } from '../shared/errors.ts';
import { run } from '../shared/run.ts';
import { DependencyGraphGateway, type OrganizationGraph } from './dependency-graph-gateway.port.ts';

/** A project the picker offers: its path, and its name indented by depth. */
export interface PathChoice {
  readonly path: string;
  readonly name: string;
  readonly level: number;
  readonly archived: boolean;
}

/** The graph drawn: the layout, its index for drawing what is in view, the chain, and counts. */
export interface DrawnGraph {
  readonly layout: GraphLayout;
  readonly index: LayoutIndex;
  readonly chain: CriticalChain | null;
  /** Hours left per ticket id. */
  readonly hours: ReadonlyMap<string, number>;
  readonly ticketCount: number;
  readonly linkCount: number;
}

/** Where the page stands. */
export type DependencyPageState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  /** The path names no project of the organization. */
  | { readonly status: 'unknownPath'; readonly path: string }
  /** No ticket (of the project) waits on another. */
  | { readonly status: 'empty'; readonly project: ProjectRecord | null }
  | { readonly status: 'loaded'; readonly project: ProjectRecord | null; readonly graph: DrawnGraph };

/** The dependency page's model. */
export interface DependencyPageModel {
  readonly state: ReadonlySignal<DependencyPageState>;
  /** The projects the picker offers, in tree order (empty until they arrive). */
  readonly choices: ReadonlySignal<readonly PathChoice[]>;
  /** Shows the graph for a path of the address ('' for the whole organization). */
  readonly show: (path: string) => Promise<void>;
  /** The address of a path's page. */
  readonly href: (path: string) => string;
  readonly retry: () => Promise<void>;
}

/** A program over the gateway: `use` picks the call. */
const withGateway = <A>(use: (gateway: DependencyGraphGateway['Service']) => Effect.Effect<A, RequestError>): Effect.Effect<A, RequestError, DependencyGraphGateway> =>
  Effect.gen(function* () {
    return yield* use(yield* DependencyGraphGateway);
  });

/** Lays out an answer: tickets in number order, those elsewhere marked external, and the critical chain. */
export function drawGraph(graph: OrganizationGraph): DrawnGraph {
  const nodes = [...graph.tickets.map((ticket) => ({ ...ticket, external: false })), ...graph.otherTickets.map((ticket) => ({ ...ticket, external: true }))].sort(
    (a, b) => a.localId - b.localId || (a.id < b.id ? -1 : 1),
  );
  const layout = layoutLinks({ nodes, links: graph.links });
  return {
    layout,
    index: indexLayout(layout),
    chain: criticalChain(nodes, graph.links),
    hours: new Map(nodes.map((node) => [node.id, node.remainingHours])),
    ticketCount: nodes.length,
    linkCount: graph.links.length,
  };
}

/** Builds the dependency page's model for an organization. */
export function createDependencyPageModel(deps: OrganizationDeps<DependencyGraphGateway>, orgId: string): DependencyPageModel {
  const state = signal<DependencyPageState>({ status: 'loading' });
  const choices = signal<readonly PathChoice[]>([]);
  let projects: readonly ProjectRecord[] | null = null;
  let shown: { readonly key: string; readonly state: DependencyPageState } | null = null;
  let asked = '';
  let turn = 0;
  const href = (path: string) => orgPath(orgId, path === '' ? 'dependency' : `dependency/${path}`);

  const show = async (path: string) => {
    asked = path;
    const mine = ++turn;
    // The whole organization needs no project read first: on a first visit both questions go at once.
    const early = projects === null && path.replace(/\//g, '') === '' ? run(deps.runner, withGateway((gateway) => gateway.graph(null))) : null;
    if (projects === null) {
      state.value = { status: 'loading' };
      const outcome = await run(deps.runner, withGateway((gateway) => gateway.projects()));
      if (mine !== turn) return;
      if (outcome.status === 'failure') state.value = { status: 'failed', message: describeError(outcome.error) };
      if (outcome.status !== 'success') return;
      projects = outcome.value;
      const paths = projectPaths(outcome.value);
      choices.value = allRows(buildTree(outcome.value, { showArchived: true })).map(({ project, level }) => ({ path: paths.get(project.id)!, name: project.name, level, archived: isArchived(project) }));
    }
    const known = projects;
    const match = resolveProjectPath(known, path);
    if (match?.status === 'unknown') {
      state.value = { status: 'unknownPath', path: match.path };
      return;
    }
    // An id or other letter case: the address shows the project's own path, which comes back here.
    if (match && match.path !== path.replace(/^\/+|\/+$/g, '')) {
      deps.navigator.go(href(match.path), { replace: true });
      return;
    }
    const projectId = match?.projectId ?? null;
    const key = projectId ?? '';
    if (shown?.key === key && state.value === shown.state) return;
    const project = known.find((one) => one.id === projectId) ?? null;
    state.value = { status: 'loading' };
    const outcome = await (early ?? run(deps.runner, withGateway((gateway) => gateway.graph(projectId))));
    if (mine !== turn) return;
    if (outcome.status === 'failure') state.value = { status: 'failed', message: describeError(outcome.error) };
    if (outcome.status !== 'success') return;
    const next: DependencyPageState = outcome.value.links.length === 0 ? { status: 'empty', project } : { status: 'loaded', project, graph: drawGraph(outcome.value) };
    shown = { key, state: next };
    state.value = next;
  };

  return { state, choices, show, href, retry: () => show(asked) };
}

/** The dependency page's models, loaded with the page. */
export interface DependencyArea {
  /** A new model for a visit of the page (it reads afresh). */
  readonly page: (orgId: string) => DependencyPageModel;
}

/** Builds the dependency area over its runner. */
export function createDependencyArea(deps: OrganizationDeps<DependencyGraphGateway>): DependencyArea {
  return { page: (orgId) => createDependencyPageModel(deps, orgId) };
}
