/** SessionGateway over GraphQL. */
import { Effect, Layer } from 'effect';
import { SessionGateway, type LoginAnswer } from '../../application/accounts/session-gateway.port.ts';
import type { Me } from '../../domain/accounts/session.ts';
import { isLoginPayload, isMePayload } from '../../domain/validation/validate-accounts.ts';
import { checked } from './checked.ts';
import { LoginDocument, LogoutDocument, MeDocument } from './generated/account-sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';

/** The real gateway, as a layer over a client. */
export function sessionGatewayLayer(client: GraphQLClient) {
  return Layer.succeed(SessionGateway)({
    me: () =>
      client.query(MeDocument, {}, { fetchPolicy: 'network-only' }).pipe(
        Effect.flatMap((data) => (data.me.user === null ? Effect.succeed(null) : checked<Me>(data.me, isMePayload, 'an account'))),
      ),
    login: (credentials, proof) =>
      client
        .execute(LoginDocument, { input: { ...credentials, proof: proof.proof, hash: proof.hash } })
        .pipe(Effect.flatMap((data) => checked<LoginAnswer>(data.login, isLoginPayload, 'a sign-in answer'))),
    logout: () => client.execute(LogoutDocument, {}).pipe(Effect.asVoid),
    resetCache: () => Effect.sync(() => client.reset()),
  });
}
