/** CatalogueGateway over GraphQL (scaffold: filled in by the catalogues work). */
import { Effect, Layer } from 'effect';
import { CatalogueGateway } from '../../application/ports/catalogue-gateway.port.ts';
import type { GraphQLClient } from './graphql-client.ts';

/** The real gateway, as a layer over a client. */
export function catalogueGatewayLayer(_client: GraphQLClient) {
  return Layer.succeed(CatalogueGateway)({ ping: () => Effect.void });
}
