/** What the support case page needs from the server: read a case by token, change it. */
import { Context, type Effect } from 'effect';
import type { Issue } from '../../domain/support/issue.ts';
import type { RequestError } from '../shared/errors.ts';
import type { SolvedProof } from '../shared/proof-of-work.port.ts';

/** A client's change to their case: a message, an image, or the status RESOLVED. */
export type ClientUpdate =
  | { readonly message: string; readonly imageUrl?: undefined; readonly status?: undefined }
  | { readonly imageUrl: string; readonly message?: undefined; readonly status?: undefined }
  | { readonly status: 'RESOLVED'; readonly message?: undefined; readonly imageUrl?: undefined };

export class SupportCaseGateway extends Context.Service<
  SupportCaseGateway,
  {
    /** The case behind a token, or null when the token is unknown. */
    readonly fetchCase: (token: string) => Effect.Effect<Issue | null, RequestError>;
    /** Applies the client's change and answers the updated case. */
    readonly updateCase: (token: string, update: ClientUpdate, proof: SolvedProof) => Effect.Effect<Issue, RequestError>;
  }
>()('SupportCaseGateway') {}
