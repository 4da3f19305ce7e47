/** SessionGateway over GraphQL. */
import { Effect, Layer } from 'effect';
import { SessionGateway, type LoginAnswer } from '../../application/accounts/session-gateway.port.ts';
import type { Me } from '../../domain/accounts/session.ts';
import { isLoginPayload, isMePayload } from '../../domain/validation/validate-payloads.ts';
import { checked } from './checked.ts';
import { LoginDocument, LogoutDocument, MeDocument } from './generated/account-sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';

/** The real gateway, as a layer over a client. */
export function sessionGatewayLayer(client: GraphQLClient) {
  return Layer.succeed(SessionGateway)({
    me: (onCached) =>
      client
        .query(MeDocument, {}, {
          fetchPolicy: 'cache-and-network',
          // The cached answer, checked again like the server's (one that fails is not handed over).
          onCached: (data) => {
            if (data.me.user === null) onCached?.(null);
            else if (isMePayload(data.me)) onCached?.(data.me as Me);
          },
        })
        .pipe(Effect.flatMap((data) => (data.me.user === null ? Effect.succeed(null) : checked<Me>(data.me, isMePayload, 'an account')))),
    login: (credentials, proof) =>
      client
        .execute(LoginDocument, { input: { ...credentials, proof: proof.proof, hash: proof.hash } })
        .pipe(Effect.flatMap((data) => checked<LoginAnswer>(data.login, isLoginPayload, 'a sign-in answer'))),
    logout: () => client.execute(LogoutDocument, {}).pipe(Effect.asVoid),
    resetCache: () => Effect.sync(() => client.reset()),
  });
}
