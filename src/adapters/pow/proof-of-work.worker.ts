/** ProofOfWork: fetch a challenge over GraphQL, solve it off the main thread in /pow.js. */
import { Effect, Layer } from 'effect';
import { GraphQLError } from '../../application/shared/errors.ts';
import { ProofOfWork, type SolvedProof } from '../../application/shared/proof-of-work.port.ts';
import { GetProofOfWorkDocument } from '../graphql/generated/sdk.ts';
import type { GraphQLClient } from '../graphql/graphql-client.ts';

/** The worker's side of the conversation, so tests can stand in for a real Worker. */
export interface PowWorker {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

function solveIn(createWorker: () => PowWorker, pof: string): Effect.Effect<SolvedProof, GraphQLError> {
  return Effect.callback<SolvedProof, GraphQLError>((resume) => {
    const worker = createWorker();
    worker.onmessage = (event: MessageEvent) => {
      const [solution, challenge] = event.data as [string | null, string];
      worker.terminate();
      resume(
        solution === null || challenge !== pof
          ? Effect.fail(new GraphQLError({ message: 'The security check could not be solved' }))
          : Effect.succeed({ proof: solution, hash: pof }),
      );
    };
    worker.onerror = () => {
      worker.terminate();
      resume(Effect.fail(new GraphQLError({ message: 'The security check could not run in this browser' })));
    };
    worker.postMessage(pof);
    return Effect.sync(() => worker.terminate());
  });
}

/** The real proof of work, as a layer. */
export function proofOfWorkLayer(client: GraphQLClient, createWorker: () => PowWorker) {
  return Layer.succeed(ProofOfWork)({
    solve: () =>
      client.execute(GetProofOfWorkDocument, {}).pipe(Effect.flatMap((data) => solveIn(createWorker, data.getProofOfWork))),
  });
}
