/** The account-side gateways together (session, account, membership, demo, help desk): the code loaded with the account area. */
import { Layer } from 'effect';
import { accountGatewayLayer } from './account-gateway.graphql.ts';
import { demoGatewayLayer } from './demo-gateway.graphql.ts';
import type { GraphQLClient } from './graphql-client.ts';
import { helpDeskLayer } from './help-desk.graphql.ts';
import { membershipGatewayLayer } from './membership-gateway.graphql.ts';
import { sessionGatewayLayer } from './session-gateway.graphql.ts';

/** Every account-side gateway over one client. */
export function accountGatewaysLayer(client: GraphQLClient) {
  return Layer.mergeAll(sessionGatewayLayer(client), accountGatewayLayer(client), membershipGatewayLayer(client), demoGatewayLayer(client), helpDeskLayer(client));
}
