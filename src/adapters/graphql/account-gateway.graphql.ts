/** AccountGateway over GraphQL. */
import { Effect, Layer } from 'effect';
import { AccountGateway, type Registration } from '../../application/accounts/account-gateway.port.ts';
import type { LoginAnswer } from '../../application/accounts/session-gateway.port.ts';
import { isLoginPayload } from '../../domain/validation/validate-payloads.ts';
import { checked } from './checked.ts';
import { PasswordLostDocument, PasswordResetDocument, RegisterDocument, RegisterFromInviteDocument, SendConfirmationEmailDocument } from './generated/account-sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';

const isRegistration = (value: unknown): boolean => {
  const user = (value as { user?: { id?: unknown; email?: unknown; status?: unknown } } | null)?.user;
  return typeof user?.id === 'string' && typeof user.email === 'string' && typeof user.status === 'string';
};

/** The real gateway, as a layer over a client. */
export function accountGatewayLayer(client: GraphQLClient) {
  return Layer.succeed(AccountGateway)({
    register: (credentials, proof) =>
      client
        .execute(RegisterDocument, { input: { ...credentials, proof: proof.proof, hash: proof.hash } })
        .pipe(Effect.flatMap((data) => checked<Registration>(data.register, isRegistration, 'a registration'))),
    registerFromInvite: (credentials, proof, invite) =>
      client
        .execute(RegisterFromInviteDocument, { input: { ...credentials, proof: proof.proof, hash: proof.hash, ...(invite ? { invite } : {}) } })
        .pipe(Effect.flatMap((data) => checked<Registration>(data.registerFromInvite, isRegistration, 'a registration'))),
    passwordLost: (email, proof) => client.execute(PasswordLostDocument, { input: { email, proof: proof.proof, hash: proof.hash } }).pipe(Effect.asVoid),
    passwordReset: (input, proof) =>
      client
        .execute(PasswordResetDocument, { input: { ...input, proof: proof.proof, hash: proof.hash } })
        .pipe(Effect.flatMap((data) => checked<LoginAnswer>(data.passwordReset, isLoginPayload, 'a sign-in answer'))),
    sendConfirmationEmail: () => client.execute(SendConfirmationEmailDocument, {}).pipe(Effect.asVoid),
  });
}
