/** Turns a payload into a domain value only once it has the expected shape (validation at the edge). */
import { Effect } from 'effect';
import { GraphQLError } from '../../application/shared/errors.ts';

/** The payload as T when `isShape` accepts it; a GraphQLError the person can read otherwise. */
export function checked<T>(payload: unknown, isShape: (value: unknown) => boolean, what: string): Effect.Effect<T, GraphQLError> {
  return isShape(payload) ? Effect.succeed(payload as T) : Effect.fail(new GraphQLError({ message: `The server sent ${what} this page cannot read` }));
}
