/** The work area's gateways together (tickets, projects, catalogues, the schedule…): the code loaded with the organization pages. */
import { Layer } from 'effect';
import { blackoutGatewayLayer } from './blackout-gateway.graphql.ts';
import { catalogueGatewayLayer } from './catalogue-gateway.graphql.ts';
import { dashboardGatewayLayer } from './dashboard-gateway.graphql.ts';
import type { GraphQLClient } from './graphql-client.ts';
import { projectGatewayLayer } from './project-gateway.graphql.ts';
import { scheduleGatewayLayer } from './schedule-gateway.graphql.ts';
import { supportInboxGatewayLayer } from './support-inbox-gateway.graphql.ts';
import { ticketGatewayLayer } from './ticket-gateway.graphql.ts';
import { ticketSearchGatewayLayer } from './ticket-search-gateway.graphql.ts';

/** Every work gateway over one client. */
export function workGatewaysLayer(client: GraphQLClient) {
  return Layer.mergeAll(ticketGatewayLayer(client), projectGatewayLayer(client), catalogueGatewayLayer(client), ticketSearchGatewayLayer(client), dashboardGatewayLayer(client), supportInboxGatewayLayer(client), blackoutGatewayLayer(client), scheduleGatewayLayer(client));
}
