/** ProjectGateway over GraphQL: every payload is checked before it becomes a domain value. */
import { Effect, Layer } from 'effect';
import {
  DEPENDENCY_PAGE_SIZE,
  ProjectGateway,
  type DependencyPage,
  type PinnedProject,
  type ProjectAnalytics,
  type ProjectDetails,
} from '../../application/work/project-gateway.port.ts';
import type { ProjectRecord } from '../../domain/work/project-tree.ts';
import { DISPLAY_STATES } from '../../domain/work/work.ts';
import { checked } from './checked.ts';
import {
  ExplorerAnalyticsDocument,
  ExplorerArchiveProjectDocument,
  ExplorerCreateProjectDocument,
  ExplorerDependenciesDocument,
  ExplorerPinProjectDocument,
  ExplorerProjectDocument,
  ExplorerProjectsDocument,
  ExplorerUpdateProjectDocument,
} from './generated/work-sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';

type Shape = (value: unknown) => boolean;
type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 0;
const isNullable = (shape: Shape): Shape => (value) => value === null || shape(value);
const isListOf = (shape: Shape): Shape => (value) => Array.isArray(value) && value.every(shape);
const isDisplayState = (value: unknown): boolean => (DISPLAY_STATES as readonly unknown[]).includes(value);
const STAGES: readonly unknown[] = ['DRAFT', 'PUBLISHED', 'ARCHIVED', 'DELETED'];

/** An object whose fields each pass their check. */
const isRecord =
  (fields: Readonly<Record<string, Shape>>): Shape =>
  (value) =>
    isObject(value) && Object.entries(fields).every(([key, shape]) => shape(value[key]));

const isPerson = isRecord({ id: isString, name: isString });

/** Exported for the adapter tests. */
export const isProject = isRecord({ id: isString, name: isString, parentId: isNullable(isString), stage: (v) => STAGES.includes(v), ticketCount: isCount });
const isDetails: Shape = (value) => isProject(value) && isRecord({ readme: isString, createdAt: isString, owner: isNullable(isPerson) })(value);
const isLink = isRecord({ id: isString, localId: isCount, title: isString, displayState: isDisplayState });
const isDependencyTicket: Shape = (value) => isLink(value) && isListOf(isLink)((value as Loose)['waitingOn']) && isListOf(isLink)((value as Loose)['blocking']);
const isAnalytics = isRecord({
  byState: isListOf(isRecord({ state: isDisplayState, count: isCount })),
  byAssignee: isListOf(isRecord({ assignee: isNullable(isPerson), count: isCount })),
  createdVsClosed: isListOf(isRecord({ date: (v) => isString(v) && /^\d{4}-\d{2}-\d{2}$/.test(v), created: isCount, closed: isCount })),
});
const isConnection = isRecord({
  totalCount: isCount,
  pageInfo: isRecord({ endCursor: isNullable(isString), hasNextPage: (v) => typeof v === 'boolean' }),
  nodes: isListOf(isDependencyTicket),
});

const project = (value: Loose): ProjectRecord => ({
  id: value['id'] as string,
  name: value['name'] as string,
  parentId: value['parentId'] as string | null,
  stage: value['stage'] as ProjectRecord['stage'],
  ticketCount: value['ticketCount'] as number,
});

const details = (value: Loose): ProjectDetails => ({
  ...project(value),
  readme: value['readme'] as string,
  createdAt: value['createdAt'] as string,
  owner: value['owner'] === null ? null : { id: (value['owner'] as Loose)['id'] as string, name: (value['owner'] as Loose)['name'] as string },
});

/** The real gateway, as a layer over a client. */
export function projectGatewayLayer(client: GraphQLClient) {
  return Layer.succeed(ProjectGateway)({
    projects: (includeArchived) =>
      client
        .query(ExplorerProjectsDocument, { includeArchived }, { fetchPolicy: 'network-only' })
        .pipe(Effect.flatMap((data) => checked<Loose[]>(data.projects, isListOf(isProject), 'projects')), Effect.map((list) => list.map(project))),
    project: (id) =>
      client
        .query(ExplorerProjectDocument, { id }, { fetchPolicy: 'network-only' })
        .pipe(Effect.flatMap((data) => checked<Loose | null>(data.project, isNullable(isDetails), 'a project')), Effect.map((value) => (value === null ? null : details(value)))),
    createProject: (input) =>
      client
        .execute(ExplorerCreateProjectDocument, { input: { name: input.name, parentId: input.parentId } })
        .pipe(Effect.flatMap((data) => checked<Loose>(data.createProject.project, isProject, 'a project')), Effect.map(project)),
    updateProject: (id, change) =>
      client
        // Only the fields given travel: an absent parentId keeps the parent, null moves to the top.
        .execute(ExplorerUpdateProjectDocument, { input: { id, ...change } })
        .pipe(Effect.flatMap((data) => checked<Loose>(data.updateProject.project, isDetails, 'a project')), Effect.map(details)),
    archiveProject: (id, archived) =>
      client
        .execute(ExplorerArchiveProjectDocument, { input: { id, archived } })
        .pipe(Effect.flatMap((data) => checked<Loose>(data.archiveProject.project, isProject, 'a project')), Effect.map(project)),
    pinProject: (projectId, pinned) =>
      client
        .execute(ExplorerPinProjectDocument, { input: { projectId, pinned } })
        .pipe(Effect.flatMap((data) => checked<readonly PinnedProject[]>(data.pinProject.pinnedProjects, isListOf(isPerson), 'pinned projects'))),
    projectAnalytics: (projectId, recursive) =>
      client
        .query(ExplorerAnalyticsDocument, { projectId, recursive }, { fetchPolicy: 'network-only' })
        .pipe(Effect.flatMap((data) => checked<ProjectAnalytics>(data.projectAnalytics, isAnalytics, 'analytics'))),
    dependencyPage: (projectId, after) =>
      client
        .query(ExplorerDependenciesDocument, { filter: { projects: [projectId], recursive: true }, first: DEPENDENCY_PAGE_SIZE, after }, { fetchPolicy: 'network-only' })
        .pipe(
          Effect.flatMap((data) => checked<Loose>(data.moreTickets, isConnection, 'tickets')),
          Effect.map(
            (connection): DependencyPage => {
              const pageInfo = connection['pageInfo'] as { endCursor: string | null; hasNextPage: boolean };
              return {
                tickets: connection['nodes'] as DependencyPage['tickets'],
                totalCount: connection['totalCount'] as number,
                next: pageInfo.hasNextPage ? pageInfo.endCursor : null,
              };
            },
          ),
        ),
  });
}
