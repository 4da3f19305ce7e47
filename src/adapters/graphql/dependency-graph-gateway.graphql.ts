/** DependencyGraphGateway over GraphQL, loaded with the dependency page: every payload is checked first. */
import { Effect, Layer } from 'effect';
import { DependencyGraphGateway, type HoursTicket, type OrganizationGraph } from '../../application/work/dependency-graph-gateway.port.ts';
import type { ProjectRecord } from '../../domain/work/project-tree.ts';
import { DISPLAY_STATES } from '../../domain/work/work.ts';
import { checked } from './checked.ts';
// Its own documents and checks: sharing the explorer's would split the work gateways' chunk in two.
import { DependencyGraphDocument, DependencyProjectsDocument } from './generated/dependency-sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const isList = (value: unknown, shape: (item: unknown) => boolean) => Array.isArray(value) && value.every(shape);
const isTicket = (value: unknown) =>
  isObject(value) &&
  typeof value['id'] === 'string' &&
  Number.isInteger(value['localId']) &&
  typeof value['title'] === 'string' &&
  (DISPLAY_STATES as readonly unknown[]).includes(value['displayState']) &&
  typeof value['remainingHours'] === 'number' &&
  Number.isFinite(value['remainingHours']) &&
  value['remainingHours'] >= 0;
const STAGES: readonly unknown[] = ['DRAFT', 'PUBLISHED', 'ARCHIVED', 'DELETED'];
const isProject = (value: unknown) =>
  isObject(value) && typeof value['id'] === 'string' && typeof value['name'] === 'string' && (value['parentId'] === null || typeof value['parentId'] === 'string') && STAGES.includes(value['stage']) && Number.isInteger(value['ticketCount']);
const isLink = (value: unknown) => isObject(value) && typeof value['waitingId'] === 'string' && typeof value['waitedOnId'] === 'string';
const isGraph = (value: unknown) => isObject(value) && isList(value['tickets'], isTicket) && isList(value['otherTickets'], isTicket) && isList(value['links'], isLink);

const ticket = (value: Loose): HoursTicket => ({
  id: value['id'] as string,
  localId: value['localId'] as number,
  title: value['title'] as string,
  displayState: value['displayState'] as HoursTicket['displayState'],
  remainingHours: value['remainingHours'] as number,
});

/** The real gateway, as a layer over a client. */
export function dependencyGraphGatewayLayer(client: GraphQLClient) {
  return Layer.succeed(DependencyGraphGateway)({
    projects: () =>
      client
        .query(DependencyProjectsDocument, {}, { fetchPolicy: 'network-only' })
        .pipe(
          Effect.flatMap((data) => checked<readonly Loose[]>(data.projects, (value) => isList(value, isProject), 'projects')),
          Effect.map((list) => list.map((value): ProjectRecord => ({ id: value['id'] as string, name: value['name'] as string, parentId: value['parentId'] as string | null, stage: value['stage'] as ProjectRecord['stage'], ticketCount: value['ticketCount'] as number }))),
        ),
    graph: (projectId) =>
      client.query(DependencyGraphDocument, { projectId }, { fetchPolicy: 'network-only' }).pipe(
        Effect.flatMap((data) => checked<Loose>(data.dependencyGraph, isGraph, 'the dependency graph')),
        Effect.map(
          (graph): OrganizationGraph => ({
            tickets: (graph['tickets'] as Loose[]).map(ticket),
            otherTickets: (graph['otherTickets'] as Loose[]).map(ticket),
            links: (graph['links'] as Loose[]).map((link) => ({ from: link['waitingId'] as string, to: link['waitedOnId'] as string })),
          }),
        ),
      ),
  });
}
