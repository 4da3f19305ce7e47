/** ProjectGateway: the projects of the current organization (the explorer's data). */
import { Context, type Effect } from 'effect';
import type { DayCount } from '../../domain/work/analytics-chart.ts';
import type { DependencyTicket } from '../../domain/work/dependency-graph.ts';
import type { ProjectRecord } from '../../domain/work/project-tree.ts';
import type { DisplayState } from '../../domain/work/work.ts';
import type { RequestError } from '../shared/errors.ts';

/** A project with its readme, as the project's page reads it. */
export interface ProjectDetails extends ProjectRecord {
  /** Markdown. */
  readonly readme: string;
  readonly createdAt: string;
  readonly owner: { readonly id: string; readonly name: string } | null;
}

/** A new project: at the top, or under a parent. */
export interface NewProject {
  readonly name: string;
  readonly parentId: string | null;
}

/** A change to a project: only the fields given change; parentId null moves it to the top. */
export interface ProjectChange {
  readonly name?: string;
  readonly parentId?: string | null;
  readonly readme?: string;
}

/** A pinned project, as `me.role.pinnedProjects` lists it. */
export interface PinnedProject {
  readonly id: string;
  readonly name: string;
}

/** The counts the analytics tab draws. */
export interface ProjectAnalytics {
  readonly byState: readonly { readonly state: DisplayState; readonly count: number }[];
  /** Open ticket states by assignee; a null assignee counts states nobody has. */
  readonly byAssignee: readonly { readonly assignee: { readonly id: string; readonly name: string } | null; readonly count: number }[];
  /** Per day, over the last 30 days up to today. */
  readonly createdVsClosed: readonly DayCount[];
}

/** One page of a project's tickets with what each waits on. */
export interface DependencyPage {
  readonly tickets: readonly DependencyTicket[];
  readonly totalCount: number;
  /** The cursor of the next page, or null on the last one. */
  readonly next: string | null;
}

/** The most tickets one page of moreTickets carries (WORK_LIMITS.page). */
export const DEPENDENCY_PAGE_SIZE = 500;

/** The projects of the organization named by the request. */
export class ProjectGateway extends Context.Service<
  ProjectGateway,
  {
    /** Every project, archived ones too when asked. */
    readonly projects: (includeArchived: boolean) => Effect.Effect<readonly ProjectRecord[], RequestError>;
    /** One project with its readme; null when there is none with that id here. */
    readonly project: (id: string) => Effect.Effect<ProjectDetails | null, RequestError>;
    readonly createProject: (input: NewProject) => Effect.Effect<ProjectRecord, RequestError>;
    readonly updateProject: (id: string, change: ProjectChange) => Effect.Effect<ProjectDetails, RequestError>;
    /** Archives (true) or restores a project and its sub-projects; answers the project. */
    readonly archiveProject: (id: string, archived: boolean) => Effect.Effect<ProjectRecord, RequestError>;
    /** Pins or unpins a project for the caller; answers their pinned projects. */
    readonly pinProject: (projectId: string, pinned: boolean) => Effect.Effect<readonly PinnedProject[], RequestError>;
    readonly projectAnalytics: (projectId: string, recursive: boolean) => Effect.Effect<ProjectAnalytics, RequestError>;
    /** A page (DEPENDENCY_PAGE_SIZE) of the project's tickets, sub-projects included, after a cursor. */
    readonly dependencyPage: (projectId: string, after: string | null) => Effect.Effect<DependencyPage, RequestError>;
  }
>()('ProjectGateway') {}
