/** Accounts: registering, confirming the email address, recovering a password. */
import { Context, type Effect } from 'effect';
import type { AccountKind, UserStatus } from '../../domain/accounts/session.ts';
import type { RequestError } from '../shared/errors.ts';
import type { SolvedProof } from '../shared/proof-of-work.port.ts';
import type { Credentials, LoginAnswer } from './session-gateway.port.ts';

/** A registration's answer. */
export interface Registration {
  readonly status: AccountKind;
  readonly user: { readonly id: string; readonly email: string; readonly status: UserStatus };
}

export interface PasswordResetInput {
  readonly email: string;
  readonly secret: string;
  readonly password: string;
}

export class AccountGateway extends Context.Service<
  AccountGateway,
  {
    readonly register: (credentials: Credentials, proof: SolvedProof) => Effect.Effect<Registration, RequestError>;
    /** `invite`: the secret of the invitation link, proving the address (the account starts confirmed). */
    readonly registerFromInvite: (credentials: Credentials, proof: SolvedProof, invite?: string) => Effect.Effect<Registration, RequestError>;
    readonly passwordLost: (email: string, proof: SolvedProof) => Effect.Effect<void, RequestError>;
    /** Sets the new password and signs the person in (the answer is a login's). */
    readonly passwordReset: (input: PasswordResetInput, proof: SolvedProof) => Effect.Effect<LoginAnswer, RequestError>;
    readonly sendConfirmationEmail: () => Effect.Effect<void, RequestError>;
  }
>()('AccountGateway') {}
