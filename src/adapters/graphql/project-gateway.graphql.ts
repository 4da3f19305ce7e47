/** ProjectGateway over GraphQL (scaffold: filled in by the projects work). */
import { Effect, Layer } from 'effect';
import { ProjectGateway } from '../../application/ports/project-gateway.port.ts';
import type { GraphQLClient } from './graphql-client.ts';

/** The real gateway, as a layer over a client. */
export function projectGatewayLayer(_client: GraphQLClient) {
  return Layer.succeed(ProjectGateway)({ ping: () => Effect.void });
}
