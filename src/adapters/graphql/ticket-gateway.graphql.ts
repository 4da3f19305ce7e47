/** TicketGateway over GraphQL (scaffold: filled in by the tickets work). */
import { Effect, Layer } from 'effect';
import { TicketGateway } from '../../application/ports/ticket-gateway.port.ts';
import type { GraphQLClient } from './graphql-client.ts';

/** The real gateway, as a layer over a client. */
export function ticketGatewayLayer(_client: GraphQLClient) {
  return Layer.succeed(TicketGateway)({ ping: () => Effect.void });
}
