/** The catalogue use cases' one shape: a program over the CatalogueGateway port. */
import { Effect } from 'effect';
import type { RequestError } from '../shared/errors.ts';
import { CatalogueGateway } from './catalogue-gateway.port.ts';

/** A program that asks the gateway one thing. */
export const withCatalogues = <A>(use: (gateway: CatalogueGateway['Service']) => Effect.Effect<A, RequestError>): Effect.Effect<A, RequestError, CatalogueGateway> =>
  Effect.gen(function* () {
    return yield* use(yield* CatalogueGateway);
  });
