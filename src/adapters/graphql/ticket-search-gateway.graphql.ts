/** TicketSearchGateway over GraphQL: each page is checked for shape before it enters the app. */
import { Effect, Layer } from 'effect';
import { TicketSearchGateway } from '../../application/work/ticket-search-gateway.port.ts';
import type { Connection } from '../../domain/shared/lists.ts';
import { isSearchConnection, type SearchFilterInput, type SearchRow } from '../../domain/work/search-query.ts';
import { checked } from './checked.ts';
import { SearchTicketsDocument, type TicketFilterInput } from './generated/work-sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';

/** The domain's filter with its read-only lists copied into the generated input's arrays. */
export function searchFilterInput(filter: SearchFilterInput): TicketFilterInput {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) input[key] = Array.isArray(value) ? [...(value as unknown[])] : value;
  return input as TicketFilterInput;
}

/** The real gateway, as a layer over a client. */
export function ticketSearchGatewayLayer(client: GraphQLClient) {
  return Layer.succeed(TicketSearchGateway)({
    page: ({ variables, first, after }) =>
      client
        .query(SearchTicketsDocument, { filter: searchFilterInput(variables.filter), first, after, sortBy: variables.sortBy, sortDirection: variables.sortDirection }, { fetchPolicy: 'network-only' })
        .pipe(Effect.flatMap((data) => checked<Connection<SearchRow>>(data.moreTickets, isSearchConnection, 'a page of search results'))),
  });
}
