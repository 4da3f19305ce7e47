/** A solved proof of work, needed by every call that anonymous people can make. */
import { Context, type Effect } from 'effect';
import type { RequestError } from './errors.ts';

/** `proof` is the solution, `hash` the signed challenge it solves. */
export interface SolvedProof {
  readonly proof: string;
  readonly hash: string;
}

export class ProofOfWork extends Context.Service<
  ProofOfWork,
  { readonly solve: () => Effect.Effect<SolvedProof, RequestError> }
>()('ProofOfWork') {}
