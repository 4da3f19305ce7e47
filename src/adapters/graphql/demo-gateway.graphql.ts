/** DemoGateway over GraphQL: getDemo is network only, so polling always sees the server. */
import { Effect, Layer } from 'effect';
import { DemoGateway } from '../../application/demo/demo-gateway.port.ts';
import type { DemoRequest } from '../../domain/demo/demo.ts';
import { isDemoRequestPayload } from '../../domain/validation/validate-payloads.ts';
import { checked } from './checked.ts';
import { GetDemoDocument, RequestDemoDocument } from './generated/account-sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';

/** The real gateway, as a layer over a client. */
export function demoGatewayLayer(client: GraphQLClient) {
  return Layer.succeed(DemoGateway)({
    getDemo: (id) =>
      client
        .query(GetDemoDocument, { id }, { fetchPolicy: 'network-only' })
        .pipe(Effect.flatMap((data) => (data.getDemo === null ? Effect.succeed(null) : checked<DemoRequest>(data.getDemo, isDemoRequestPayload, 'a demo request')))),
    requestDemo: (email, proof) =>
      client
        .execute(RequestDemoDocument, { input: { email, proof: proof.proof, hash: proof.hash } })
        .pipe(Effect.flatMap((data) => checked<DemoRequest>(data.requestDemo, isDemoRequestPayload, 'a demo request'))),
  });
}
