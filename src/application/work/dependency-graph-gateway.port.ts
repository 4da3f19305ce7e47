/** DependencyGraphGateway: the dependency page's data (the organization's graph and its projects). */
import { Context, type Effect } from 'effect';
import type { GraphTicket } from '../../domain/work/dependency-graph.ts';
import type { ProjectRecord } from '../../domain/work/project-tree.ts';
import type { RequestError } from '../shared/errors.ts';

/** A ticket of the graph with the work left on it. */
export interface HoursTicket extends GraphTicket {
  /** Hours of work left, PERT mean; 0 when nothing left is estimated. */
  readonly remainingHours: number;
}

/** Who waits on whom: the tickets asked for, those elsewhere linked to them, and the links. */
export interface OrganizationGraph {
  readonly tickets: readonly HoursTicket[];
  /** Tickets outside the project asked for, linked to one of `tickets`. */
  readonly otherTickets: readonly HoursTicket[];
  /** `from` waits on `to`. */
  readonly links: readonly { readonly from: string; readonly to: string }[];
}

/** The dependency page's reads, in the organization named by the request. */
export class DependencyGraphGateway extends Context.Service<
  DependencyGraphGateway,
  {
    /** Every project, archived ones too (a path may name one). */
    readonly projects: () => Effect.Effect<readonly ProjectRecord[], RequestError>;
    /** The organization's graph, or a project's and its sub-projects' (null: the whole organization). */
    readonly graph: (projectId: string | null) => Effect.Effect<OrganizationGraph, RequestError>;
  }
>()('DependencyGraphGateway') {}
