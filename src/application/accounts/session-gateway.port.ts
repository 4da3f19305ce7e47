/** Who is signed in: the current user, signing in and out. */
import { Context, type Effect } from 'effect';
import type { AccountKind, Me } from '../../domain/accounts/session.ts';
import type { RequestError } from '../shared/errors.ts';
import type { SolvedProof } from '../shared/proof-of-work.port.ts';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** The login mutation's answer (§3 Login input / result). */
export interface LoginAnswer {
  readonly status: AccountKind;
  readonly organization: { readonly id: string } | null;
  readonly user: { readonly email: string };
  readonly role: { readonly name: string } | null;
}

export class SessionGateway extends Context.Service<
  SessionGateway,
  {
    /**
     * The current user's data; null when nobody is signed in. Asked cache-and-network (§7): when this
     * page asked before (for the same organization), `onCached` gets that answer at once, and the
     * effect then answers the server's.
     */
    readonly me: (onCached?: (me: Me | null) => void) => Effect.Effect<Me | null, RequestError>;
    readonly login: (credentials: Credentials, proof: SolvedProof) => Effect.Effect<LoginAnswer, RequestError>;
    readonly logout: () => Effect.Effect<void, RequestError>;
    /** Forgets every cached answer: after login and logout nothing of the last person stays. */
    readonly resetCache: () => Effect.Effect<void>;
  }
>()('SessionGateway') {}
