/** Demo instances: requesting one and following its build. */
import { Context, type Effect } from 'effect';
import type { DemoRequest } from '../../domain/demo/demo.ts';
import type { RequestError } from '../shared/errors.ts';
import type { SolvedProof } from '../shared/proof-of-work.port.ts';

export class DemoGateway extends Context.Service<
  DemoGateway,
  {
    /** The request as it is now (network only: polling must see the server); null when unknown. */
    readonly getDemo: (id: string) => Effect.Effect<DemoRequest | null, RequestError>;
    readonly requestDemo: (email: string, proof: SolvedProof) => Effect.Effect<DemoRequest, RequestError>;
  }
>()('DemoGateway') {}
